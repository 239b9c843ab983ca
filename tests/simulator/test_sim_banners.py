"""Banners (MCSFE_getListAnnouncements types=B): headline, line and button words in every
language of the brand, a missing one falling back to the brand's default language; the art
itself carries no words."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from simkit import MakeClient, Sim

from simulator.settings import REPO_ROOT

FIXTURES = REPO_ROOT / "fixtures"
BANNERS = "/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W"
FIELDS = ("title", "text", "cta")


def _languages(brand: str) -> list[str]:
    file = yaml.safe_load((FIXTURES / "brands" / f"{brand}.yaml").read_text(encoding="utf-8"))
    return [language["code"] for language in file["languages"]]


async def _banners(sim: Sim, language: str) -> list[dict[str, Any]]:
    value = await sim.value("GET", BANNERS, headers={"Language": language})
    banners: list[dict[str, Any]] = value["banners"]
    return banners


async def test_every_banner_speaks_every_language_of_the_brand(sim: Sim) -> None:
    english = {b["id"]: b for b in await _banners(sim, "EN")}
    assert len(english) == 7
    for code in _languages("default"):
        for banner in await _banners(sim, code):
            for field in FIELDS:
                words = banner[field]
                assert isinstance(words, str) and words.strip(), (code, banner["id"], field)
                assert "{" not in words, (code, banner["id"], field)  # placeholders filled in
                if code != "EN":  # written out, not English served as a stand-in
                    assert words != english[banner["id"]][field], (code, banner["id"], field)


async def test_the_welcome_banners_name_the_brands_register_bonus(sim: Sim) -> None:
    for code in ("EN", "TY", "DE", "AR"):
        welcome = [b for b in await _banners(sim, code) if b["url"] == "/register"]
        assert len(welcome) == 2
        assert all("1000VND" in b["title"] for b in welcome), (code, welcome)
    vietnamese = await _banners(sim, "TY")
    assert vietnamese[0]["title"] == "Thưởng chào mừng 1000VND"
    assert vietnamese[0]["cta"] == "Tham gia ngay"


def _fixtures_with(tmp_path: Path, banners: list[dict[str, Any]]) -> Path:
    """The repository's fixtures with another banners.yaml."""
    for entry in FIXTURES.iterdir():
        if entry.name != "banners.yaml":
            (tmp_path / entry.name).symlink_to(entry)
    text = yaml.safe_dump({"banners": banners}, allow_unicode=True)
    (tmp_path / "banners.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def _banner(**texts: dict[str, str]) -> dict[str, Any]:
    return {"id": 1, "groupName": "w_home", "url": "/live", "image": "/banners/live.svg", **texts}


async def test_a_missing_language_falls_back_to_the_brands_default(
    make_client: MakeClient, tmp_path: Path
) -> None:
    only = _banner(
        title={"EN": "Live casino", "TY": "Sòng bài trực tiếp", "TH": "คาสิโนสด"},
        text={"EN": "Real dealers", "TH": "ดีลเลอร์ตัวจริง"},
        cta={"EN": "Play live", "TH": "เล่นสด"},
    )
    fixtures = _fixtures_with(tmp_path, [only])

    sim = Sim(await make_client(fixtures_dir=fixtures))
    [german] = await _banners(sim, "DE")  # a brand language this banner lacks
    assert (german["title"], german["text"], german["cta"]) == (
        "Live casino",
        "Real dealers",
        "Play live",
    )
    [vietnamese] = await _banners(sim, "TY")  # each field on its own
    assert (vietnamese["title"], vietnamese["text"]) == ("Sòng bài trực tiếp", "Real dealers")

    # The Thai brand's default language is Thai, not English.
    thai_brand = Sim(await make_client(fixtures_dir=fixtures, brand="siam-star"), "SIAMSTAR")
    [burmese] = await _banners(thai_brand, "MM")
    assert (burmese["title"], burmese["text"], burmese["cta"]) == (
        "คาสิโนสด",
        "ดีลเลอร์ตัวจริง",
        "เล่นสด",
    )


TEXT = re.compile(r"<text\b")


def test_the_banner_and_promotion_art_carries_no_words() -> None:
    """Words drawn into the art would stay English in every language: they belong in
    banners.yaml (and the promotions' titles), laid over the art by the SPA."""
    art = sorted((FIXTURES / "cdn" / "banners").glob("*.svg"))
    art += sorted((FIXTURES / "cdn" / "promotions").glob("*.svg"))
    assert len(art) >= 20
    for svg in art:
        source = svg.read_text(encoding="utf-8")
        assert not TEXT.search(source), svg.name
        assert "font-family" not in source and "<foreignObject" not in source, svg.name
