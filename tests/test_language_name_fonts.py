"""The language menu's fonts (scripts/language-name-fonts.py): every letter of every brand's
language names that devices may lack a font for is in one of them, each declared once in
language-names.css, and each file small, as the menu fetches all of them when it opens."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
BRANDS = sorted((ROOT / "fixtures" / "brands").glob("*.yaml"))
ASSETS = ROOT / "web" / "src" / "assets" / "language-names"
REGENERATE = "run scripts/language-name-fonts.py (its docstring says how) and commit what it writes"
# Alphabets every device's fonts write: names in them take the site's fonts.
SYSTEM_ALPHABETS = ("LATIN ", "CYRILLIC ", "GREEK ", "COMBINING ", "MODIFIER LETTER ")


def _needs_a_font(char: str) -> bool:
    if char.isascii() or unicodedata.category(char) in {"Cf", "Zs"}:
        return False
    return not unicodedata.name(char, "").startswith(SYSTEM_ALPHABETS)


def _manifest() -> dict[str, list[int]]:
    """The code points of each file, by its name."""
    files = json.loads((ASSETS / "manifest.json").read_text("utf-8"))["files"]
    return {
        name: [int(point.removeprefix("U+"), 16) for point in face["codepoints"]]
        for name, face in files.items()
    }


def _declared() -> dict[str, set[int]]:
    """The code points each @font-face of language-names.css declares, by its file."""
    css = (ASSETS / "language-names.css").read_text("utf-8")
    faces: dict[str, set[int]] = {}
    for block in re.findall(r"@font-face\s*\{([^}]*)\}", css):
        assert "font-family: 'Language Names';" in block, block
        file = re.search(r"url\('\./([^']+)'\)", block)
        ranges = re.search(r"unicode-range:\s*([^;]+);", block)
        assert file and ranges, block
        points: set[int] = set()
        for part in ranges.group(1).split(","):
            first, _, last = part.strip().removeprefix("U+").partition("-")
            points.update(range(int(first, 16), int(last or first, 16) + 1))
        assert file.group(1) not in faces, f"{file.group(1)} declared twice"
        faces[file.group(1)] = points
    return faces


@pytest.mark.parametrize("brand", BRANDS, ids=lambda path: path.stem)
def test_every_letter_of_every_language_name_is_in_a_font(brand: Path) -> None:
    covered = {point for points in _manifest().values() for point in points}
    languages = yaml.safe_load(brand.read_text("utf-8"))["languages"]
    missing = dict.fromkeys(
        f"{char!r} (U+{ord(char):04X}) of {lang['label']!r}"
        for lang in languages
        for char in str(lang["label"])
        if _needs_a_font(char) and ord(char) not in covered
    )
    assert not missing, (
        f"{brand.name}: no language-name font has {', '.join(missing)}: {REGENERATE}"
    )


def test_each_file_is_declared_with_its_code_points_once() -> None:
    manifest = _manifest()
    declared = _declared()
    assert {name: set(points) for name, points in manifest.items()} == declared, REGENERATE
    on_disk = {path.name for path in ASSETS.glob("*.woff2")}
    assert on_disk == set(manifest), f"files not in the manifest or missing: {REGENERATE}"
    # A code point in two faces of one family would leave one of them unused.
    every = [point for points in declared.values() for point in points]
    assert len(every) == len(set(every)), "a code point is declared by two faces"
    # Latin letters keep the site's fonts.
    assert all(point > 0x7F for point in every)


def test_each_file_is_small() -> None:
    sizes = {name: (ASSETS / name).stat().st_size for name in _manifest()}
    assert sizes
    assert all(size < 30_000 for size in sizes.values()), sizes
    # The menu fetches them all when it opens: together they stay far below one script font.
    assert sum(sizes.values()) < 60_000, sizes
