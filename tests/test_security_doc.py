"""docs/security.md names the test behind each control: every file and test it names exists,
so the page cannot point at a check that was renamed or removed."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "security.md"
REFERENCE = re.compile(r"((?:tests|bench)/[\w/]+\.py)(?:::(\w+))?")


def test_every_check_the_security_page_names_exists() -> None:
    references = REFERENCE.findall(DOC.read_text(encoding="utf-8"))
    assert len(references) >= 20
    for path, name in references:
        source = ROOT / path
        assert source.is_file(), f"docs/security.md names {path}, which does not exist"
        if name:
            assert re.search(rf"^(?:async )?def {name}\(", source.read_text(), re.M), (
                f"docs/security.md names {path}::{name}, which does not exist"
            )
