"""The help centre (GET /wps/system/helpCenter): categories and articles from
fixtures/help/<brand>.yaml in the asked language, the brand's facts filled in, the content
sanitised; a brand without its own file gets the default's."""

from __future__ import annotations

from pathlib import Path

import yaml
from simkit import MakeClient, Sim

from simulator.settings import REPO_ROOT

HELP = "/wps/system/helpCenter"
FOOTER = {"about", "contact", "terms", "responsible-gaming", "privacy", "affiliates", "refund"}
HOW_TO = {"deposit", "withdraw", "payment-password", "points", "promotions"}


def _articles(value: dict) -> dict[str, dict]:
    return {a["code"]: a for c in value["categories"] for a in c["articles"]}


async def test_help_centre_in_english_and_vietnamese(sim: Sim) -> None:
    english = await sim.value("GET", HELP)
    assert [c["code"] for c in english["categories"]] == ["company", "policies", "guides"]
    assert all(set(c) == {"id", "code", "title", "articles"} for c in english["categories"])
    articles = _articles(english)
    assert set(articles) == FOOTER | HOW_TO
    assert all(set(a) == {"id", "code", "title", "content"} for a in articles.values())
    assert articles["about"]["title"] == "About Company"
    assert articles["terms"]["content"].startswith("<p>By opening an account on Lucky Lotus")
    assert "at least 18 years old" in articles["terms"]["content"]  # {age} is ageConsent
    assert "simulated money in VND" in articles["terms"]["content"]
    assert not any("{" in a["title"] + a["content"] for a in articles.values())

    by_query = await sim.value("GET", HELP + "?language=TY")
    by_header = await sim.value("GET", HELP, headers={"Language": "ty"})
    assert by_query == by_header
    vietnamese = _articles(by_query)
    assert vietnamese["about"]["title"] == "Về công ty"
    assert by_query["categories"][0]["title"] == "Về chúng tôi"
    # ids and codes do not depend on the language
    assert {(a["id"], a["code"]) for a in vietnamese.values()} == {
        (a["id"], a["code"]) for a in articles.values()
    }
    # an unknown language answers the brand's default; the query wins over the header
    assert await sim.value("GET", HELP + "?language=FR") == english
    assert await sim.value("GET", HELP + "?language=EN", headers={"Language": "TY"}) == english
    await sim.error("GET", HELP + "?language=<b>", "request.invalid")


async def test_help_centre_needs_no_session_and_answers_in_maintenance(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/system", {"maintenance": True})
    assert _articles(await sim.value("GET", HELP))["contact"]["title"] == "Contact Us"


def test_every_article_has_both_languages() -> None:
    data = yaml.safe_load((REPO_ROOT / "fixtures" / "help" / "default.yaml").read_text())
    for category in data["categories"]:
        assert set(category["title"]) == {"EN", "TY"}
        for article in category["articles"]:
            assert set(article["title"]) == set(article["content"]) == {"EN", "TY"}, article


def _fixtures_with_help(tmp_path: Path, help_text: str) -> Path:
    """A fixtures folder like the repository's, with a brand `acme` (the default brand's
    file) that has no help file of its own, and the given help/default.yaml."""
    root = tmp_path / "fixtures"
    root.mkdir()
    source = REPO_ROOT / "fixtures"
    for entry in source.iterdir():
        if entry.name not in {"help", "brands"}:
            (root / entry.name).symlink_to(entry)
    (root / "brands").mkdir()
    (root / "brands" / "acme.yaml").symlink_to(source / "brands" / "default.yaml")
    (root / "help").mkdir()
    (root / "help" / "default.yaml").write_text(help_text, encoding="utf-8")
    return root


HOSTILE = """
categories:
  - id: 7
    code: only
    title: {EN: Only}
    articles:
      - id: 9
        code: about
        title: {EN: About}
        content:
          EN: >-
            <p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:x()">x</a>
            <a href="/join">join</a><img src=x onerror=y()><iframe>z</iframe></p>
"""


async def test_content_is_sanitised_and_a_brand_falls_back_to_the_default_help(
    make_client: MakeClient, tmp_path: Path
) -> None:
    client = await make_client(fixtures_dir=_fixtures_with_help(tmp_path, HOSTILE), brand="acme")
    value = await Sim(client).value("GET", HELP + "?language=TY")  # no TY text: EN
    assert value == {
        "categories": [
            {
                "id": 7,
                "code": "only",
                "title": "Only",
                "articles": [
                    {
                        "id": 9,
                        "code": "about",
                        "title": "About",
                        "content": '<p>Hi <a rel="noopener noreferrer">x</a> '
                        '<a href="/join" rel="noopener noreferrer">join</a></p>',
                    }
                ],
            }
        ]
    }
