"""Message templates: which category each template's messages belong to (here, so a message
gets its category when it is written) and their wording (fixtures/messages.yaml, read when
an inbox is read). A message renders in the reader's language: texts per language in its
parameters pick the reader's, amounts show in the reader's number format with the brand's
currency symbol, every parameter but the template's `html` ones is escaped, and the content
is sanitised with the announcements' allow-list."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from html import escape
from pathlib import Path
from string import Formatter
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, model_validator

from ...core.html import sanitise
from ...core.money import parse_minor
from ...fixtures import Fixtures

# Template name -> the category of its messages (docs/contract.md section 15).
CATEGORY_OF: dict[str, str] = {
    "SYSTEM": "SYSTEM",
    "WELCOME": "SYSTEM",
    "DEPOSIT": "DEPOSIT",
    "WITHDRAW": "WITHDRAW",
    "BONUS": "BONUS",
    "POINTS": "BONUS",
    "CONTRACT": "CONTRACT",
    "MISSION": "MISSION",
    "REFERRAL": "REFERRAL",
    "RANK": "RANK",
}
DEFAULT_LANGUAGE = "EN"
# (thousands, decimal) separators of locales that do not write 1,234.56.
SEPARATORS = {locale: (".", ",") for locale in ("vi", "id", "es", "pt", "tr", "de", "it")}


class Template(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    money: list[str] = []
    html: list[str] = []
    names: dict[str, dict[str, dict[str, str]]] = {}  # param -> code -> texts per language
    title: dict[str, str]
    content: dict[str, str]

    @model_validator(mode="after")
    def _english(self) -> Template:
        if DEFAULT_LANGUAGE not in self.title or DEFAULT_LANGUAGE not in self.content:
            raise ValueError(f"every template needs {DEFAULT_LANGUAGE}")
        return self


class File(BaseModel):
    templates: dict[str, Template]

    @model_validator(mode="after")
    def _complete(self) -> File:
        if set(self.templates) != set(CATEGORY_OF):
            raise ValueError(f"messages.yaml: templates must be exactly {sorted(CATEGORY_OF)}")
        return self


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=4)
def load_file(fixtures_dir: Path) -> File:
    with (fixtures_dir / "messages.yaml").open(encoding="utf-8") as fh:
        raw = yaml.load(fh, Loader=_Loader)  # CSafeLoader is safe
    return File.model_validate(raw)


@dataclass(frozen=True)
class Reader:
    """How the reader sees a message: their Language code and its locale, the brand's
    default language and currency symbol."""

    language: str
    locale: str
    default: str
    symbol: str

    @classmethod
    def of(cls, fixtures: Fixtures, language: str) -> Reader:
        locales = {lang["code"]: lang.get("locale", "") for lang in fixtures.brand.languages}
        brand = fixtures.brand
        return cls(language, locales.get(language, ""), brand.defaultLanguage, brand.currencySymbol)

    def text(self, texts: dict[str, Any]) -> str:
        """The reader's text of a per-language dict (keyed by code or by locale)."""
        for key in (self.language, self.locale, self.default, self.default.lower()):
            if texts.get(key):
                return str(texts[key])
        return str(next(iter(texts.values()), ""))

    def money(self, value: Any) -> str:
        units = value if isinstance(value, int) else parse_minor(str(value))
        thousands, decimal = SEPARATORS.get(self.locale, (",", "."))
        whole, cents = divmod(abs(units), 100)
        sign = "-" if units < 0 else ""
        grouped = f"{whole:,}".replace(",", thousands)
        return f"{sign}{grouped}{decimal}{cents:02d} {self.symbol}"


class _Blank(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return ""  # a parameter the event did not give shows as nothing


def _shown(template: Template, name: str, value: Any, reader: Reader) -> str:
    if name in template.money and isinstance(value, (int, str)):
        try:
            return reader.money(value)
        except ValueError:
            return str(value)
    if name in template.names:
        texts = template.names[name].get(str(value))
        return reader.text(texts) if texts else str(value)
    if isinstance(value, dict):
        return reader.text(value)
    return str(value)


def render(templates: File, name: str, params: dict[str, Any], reader: Reader) -> tuple[str, str]:
    """(title, content HTML) of a message in the reader's language."""
    template = templates.templates.get(name) or templates.templates["SYSTEM"]
    shown = {key: _shown(template, key, value, reader) for key, value in params.items()}
    escaped = {k: v if k in template.html else escape(v, quote=False) for k, v in shown.items()}
    formatter = Formatter()
    title = formatter.vformat(reader.text(template.title), (), _Blank(shown))
    content = formatter.vformat(reader.text(template.content), (), _Blank(escaped))
    return title, sanitise(content)
