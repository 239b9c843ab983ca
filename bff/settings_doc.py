"""The settings table of docs/operating.md, written from `Settings`' fields.

`python -m bff settings-table` prints it; `python -m bff settings-table docs/operating.md`
rewrites the part between the markers. tests/bff/test_bff_settings.py fails when it is stale.
"""

from __future__ import annotations

from pydantic.fields import FieldInfo

from .settings import Settings

BEGIN = "<!-- settings-table: python -m bff settings-table docs/operating.md -->"
END = "<!-- /settings-table -->"


def _default(info: FieldInfo) -> str:
    value = info.default
    if value is None:
        return "unset"
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    return f"`{value}`"


def table() -> str:
    rows = ["| variable | default | meaning |", "|---|---|---|"]
    for name, info in Settings.model_fields.items():
        if not info.description or not isinstance(info.validation_alias, str):
            raise ValueError(f"Settings.{name} needs an environment name and a description")
        rows.append(f"| `{info.validation_alias}` | {_default(info)} | {info.description} |")
    return "\n".join(rows) + "\n"


def render(document: str) -> str:
    """`document` with the text between the markers replaced by the current table."""
    before, found, rest = document.partition(BEGIN)
    if not found or END not in rest:
        raise ValueError(f"markers not found: {BEGIN} ... {END}")
    after = rest.split(END, 1)[1]
    return f"{before}{BEGIN}\n{table()}{END}{after}"
