"""Tiny fonts holding only the glyphs of the brands' language names, for the language menu.

The menu names every language in its own script ("ไทย", "ខ្មែរ", "简体中文"), but a script font
loads only for the language in use (web/src/lib/script-fonts.ts), and a device without one
draws the other names as boxes. Loading every script's font for the menu would cost 700 KB and
more; these files hold just the names' glyphs, a few KB each. They share one family,
'Language Names', each face declaring the exact code points it holds as its unicode-range, so
the browser fetches a face only when a name in its script is drawn: when the menu opens.

For every label in fixtures/brands/*.yaml it keeps the characters that need a script font:
those of its language's font (script-fonts.ts) outside the Latin, Cyrillic and Greek slices the
build leaves to system fonts (SYSTEM_SUBSETS in web/vite.config.ts). It subsets the @fontsource
WOFF2 slice holding each of them (a CJK font comes in about a hundred slices, so a name may
need several, each its own face), keeping every OpenType layout feature so Indic, Khmer,
Myanmar and Arabic names still shape. It writes web/src/assets/language-names/: the WOFF2 files
(Vite hashes them), language-names.css with the @font-face rules, and manifest.json with the
code points of each file, which tests/test_language_name_fonts.py checks against the brands.

Regular weight only: the one name drawn bold, the menu's active item, is the language in use,
whose own font (with its bold) the page has loaded, so it takes the page's font, as does the
header's chip naming it (language-dropdown.module.css).

A code point can have one face only, so names sharing letters whose languages have different
fonts (Arabic, Persian and Urdu; Simplified and Traditional Chinese) are drawn whole with the
font script-fonts.ts lists first of theirs: the menu shows "اردو" in the Arabic naskh and
"繁體中文" in Noto Sans SC's shapes, while the chip and those languages' pages keep their own.

Run it by hand when a brand adds or renames a language, and commit what it writes:

    python3.11 -m venv /tmp/langnames-venv
    /tmp/langnames-venv/bin/pip install fonttools brotli pyyaml
    /tmp/langnames-venv/bin/python scripts/language-name-fonts.py
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[1]
BRANDS = ROOT / "fixtures" / "brands"
WEB = ROOT / "web"
FONTSOURCE = WEB / "node_modules" / "@fontsource"
OUT = WEB / "src" / "assets" / "language-names"
FAMILY = "Language Names"
WEIGHT = 400
# Letters every device's fonts have (the build leaves these slices to them too).
SYSTEM_SCRIPTS = ("LATIN ", "CYRILLIC ", "GREEK ", "COMBINING ", "MODIFIER LETTER ")


def script_fonts() -> dict[str, str]:
    """Each locale's script font, in the order of SCRIPT_FONTS in script-fonts.ts."""
    source = (WEB / "src" / "lib" / "script-fonts.ts").read_text("utf-8")
    table = re.search(r"SCRIPT_FONTS[^=]*=\s*\{(.*?)\};", source, re.S)
    if not table:
        sys.exit("SCRIPT_FONTS not found in web/src/lib/script-fonts.ts")
    return dict(re.findall(r"^\s*'?([\w-]+)'?:\s*'([^']+)',", table.group(1), re.M))


def system_subsets() -> set[str]:
    """The @fontsource slices the build drops as system fonts' (vite.config.ts)."""
    source = (WEB / "vite.config.ts").read_text("utf-8")
    found = re.search(r"SYSTEM_SUBSETS = new Set\(\[(.*?)\]\)", source, re.S)
    if not found:
        sys.exit("SYSTEM_SUBSETS not found in web/vite.config.ts")
    return set(re.findall(r"'([\w-]+)'", found.group(1)))


def parse_ranges(text: str) -> set[int]:
    """The code points of a unicode-range such as "U+0E01-0E5B,U+200C"."""
    points: set[int] = set()
    for part in text.split(","):
        first, _, last = part.strip().removeprefix("U+").partition("-")
        points.update(range(int(first, 16), int(last or first, 16) + 1))
    return points


def unicode_range(points: list[int]) -> str:
    """Code points as a unicode-range, runs joined: U+0E17,U+0E22-0E23."""
    runs: list[list[int]] = []
    for point in sorted(points):
        if runs and point == runs[-1][1] + 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    return ", ".join(
        f"U+{start:04X}" if start == end else f"U+{start:04X}-{end:04X}" for start, end in runs
    )


@dataclass
class Font:
    """An @fontsource package: its slices by name, and which of them system fonts stand for."""

    family: str
    package: str
    slices: dict[str, set[int]]
    system: set[str]

    @classmethod
    def load(cls, family: str, system: set[str]) -> Font:
        package = family.lower().replace(" ", "-")
        ranges = json.loads((FONTSOURCE / package / "unicode.json").read_text("utf-8"))
        slices = {name.strip("[]"): parse_ranges(text) for name, text in ranges.items()}
        return cls(family, package, slices, system)

    def script_slice(self, point: int) -> str | None:
        return next(
            (
                name
                for name, points in self.slices.items()
                if name not in self.system and point in points
            ),
            None,
        )

    def in_system_slice(self, point: int) -> bool:
        return any(point in self.slices[name] for name in self.system & self.slices.keys())

    def file(self, slice_name: str) -> Path:
        name = f"{self.package}-{slice_name}-{WEIGHT}-normal.woff2"
        return FONTSOURCE / self.package / "files" / name


@dataclass
class Face:
    """One file to write: some code points of one slice of one font."""

    font: Font
    slice_name: str
    points: set[int] = field(default_factory=set)
    labels: set[str] = field(default_factory=set)


@dataclass
class Name:
    """A language's name, the characters of it a script font draws, and the font drawing them."""

    brand: str
    label: str
    points: set[int]
    font: Font


def needs_script_font(char: str) -> bool:
    """Not a letter or mark of the alphabets every device's fonts have, nor a space, nor an
    invisible joiner (the shaper keeps those in their neighbours' run)."""
    if char.isascii() or unicodedata.category(char) in {"Cf", "Zs"}:
        return False
    return not unicodedata.name(char, "").startswith(SYSTEM_SCRIPTS)


def names(fonts: dict[str, Font]) -> list[Name]:
    """Every brand's language names that need a script font, each with a font writing them."""
    by_locale = script_fonts()
    found = []
    for path in sorted(BRANDS.glob("*.yaml")):
        brand = yaml.safe_load(path.read_text("utf-8"))
        for lang in brand["languages"]:
            label = str(lang["label"])
            points = {ord(c) for c in label if needs_script_font(c)}
            points -= {p for p in points if any(f.in_system_slice(p) for f in fonts.values())}
            if not points:
                continue
            # Its language's font first, else any writing its script (Han in a Cantonese name).
            own = fonts.get(by_locale.get(str(lang["locale"]), ""))
            candidates = [own, *fonts.values()] if own else list(fonts.values())
            font = next((f for f in candidates if all(map(f.script_slice, points))), None)
            if font is None:
                sys.exit(
                    f"{path.name}: no font in web/src/lib/script-fonts.ts writes {label!r}: "
                    "add its script's @fontsource font there first"
                )
            found.append(Name(path.name, label, points, font))
    return found


def faces() -> list[Face]:
    """The characters of every name, by the font slice that holds them."""
    system = system_subsets()
    fonts = {f: Font.load(f, system) for f in dict.fromkeys(script_fonts().values())}
    order = list(fonts)
    found = names(fonts)
    # Names sharing a code point take the font listed first of theirs (see above); a whole
    # name moves, as letters from two fonts would neither match nor join.
    moved = True
    while moved:
        owner: dict[int, Font] = {}
        for name in found:
            for point in name.points:
                held = owner.get(point)
                if held is None or order.index(name.font.family) < order.index(held.family):
                    owner[point] = name.font
        moved = False
        for name in found:
            first = min((owner[p] for p in name.points), key=lambda f: order.index(f.family))
            if first is not name.font:
                name.font, moved = first, True
    grouped: dict[tuple[str, str], Face] = {}
    for name in found:
        for point in sorted(name.points):
            slice_name = name.font.script_slice(point)
            if slice_name is None:
                sys.exit(
                    f"{name.brand}: {name.font.family} draws {name.label!r}, sharing letters "
                    f"with another name, but lacks U+{point:04X}"
                )
            face = grouped.setdefault((name.font.family, slice_name), Face(name.font, slice_name))
            face.points.add(point)
            face.labels.add(name.label)
    return sorted(grouped.values(), key=lambda f: (order.index(f.font.family), f.slice_name))


def file_name(face: Face, several: bool) -> str:
    """language-names-thai.woff2, or language-names-sc-87.woff2 for a font in several slices."""
    slug = face.font.package.removeprefix("noto-sans-").removeprefix("noto-")
    return (
        f"language-names-{slug}-{face.slice_name}.woff2"
        if several
        else f"language-names-{slug}.woff2"
    )


def write_subset(face: Face, target: Path) -> None:
    source = face.font.file(face.slice_name)
    # The source's timestamp kept, so a run writes the same bytes for the same names.
    font = TTFont(source, recalcTimestamp=False)
    missing = [p for p in face.points if p not in font.getBestCmap()]
    if missing:
        sys.exit(f"{source.name} lacks {', '.join(f'U+{p:04X}' for p in missing)}")
    options = subset.Options()
    # Every feature: conjuncts, vowel reordering and joining forms are GSUB and GPOS lookups.
    options.layout_features = ["*"]
    options.flavor = "woff2"
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=face.points)
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(target)


CSS_HEADER = """\
/*
 * Written by scripts/language-name-fonts.py from fixtures/brands/*.yaml: do not edit, run it.
 * The glyphs of the language names the menu shows, a face per script, each fetched only when a
 * name in it is drawn. font-display: block, as the device's fallback for these scripts may be
 * boxes, and a few KB arrive before the block period ends.
 */
"""


def main() -> None:
    found = faces()
    per_font: dict[str, int] = {}
    for face in found:
        per_font[face.font.family] = per_font.get(face.font.family, 0) + 1
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.woff2"):
        old.unlink()
    rules = [CSS_HEADER]
    manifest: dict[str, object] = {"family": FAMILY, "weight": WEIGHT, "files": {}}
    files: dict[str, object] = {}
    for face in found:
        name = file_name(face, per_font[face.font.family] > 1)
        write_subset(face, OUT / name)
        points = sorted(face.points)
        rules.append(
            "@font-face {\n"
            f"  font-family: '{FAMILY}';\n"
            "  font-style: normal;\n"
            "  font-display: block;\n"
            f"  font-weight: {WEIGHT};\n"
            f"  src: url('./{name}') format('woff2');\n"
            f"  unicode-range: {unicode_range(points)};\n"
            "}\n"
        )
        files[name] = {
            "font": face.font.family,
            "source": face.font.file(face.slice_name).name,
            "labels": sorted(face.labels),
            "codepoints": [f"U+{p:04X}" for p in points],
        }
        print(f"{name}: {(OUT / name).stat().st_size} bytes, {''.join(map(chr, points))}")
    manifest["files"] = files
    (OUT / "language-names.css").write_text("\n".join(rules), "utf-8")
    (OUT / "manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", "utf-8"
    )
    total = sum(path.stat().st_size for path in OUT.glob("*.woff2"))
    print(f"{len(found)} files, {total} bytes, in {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
