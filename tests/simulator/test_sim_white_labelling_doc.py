"""docs/white-labelling.md, "A third brand, step by step", done as the page says: the copied
brand with the page's keys serves its own market through the simulator and the BFF's brand
loader, and every command the page names points at something that exists."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import yaml
from simkit import MakeClient, Sim

from bff.features.bootstrap.brand import BrandFile
from simulator.settings import REPO_ROOT

DOC = REPO_ROOT / "docs" / "white-labelling.md"


def _walkthrough() -> str:
    text = DOC.read_text(encoding="utf-8")
    return text[text.index("## A third brand, step by step") :]


def _blocks(section: str, language: str) -> list[str]:
    blocks = re.findall(rf"```{language}\n(.*?)```", section, flags=re.S)
    # The steps are a numbered list: its code blocks are indented under their item.
    return ["\n".join(line.removeprefix("   ") for line in b.splitlines()) for b in blocks]


def _third_brand(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    section = _walkthrough()
    copy = shlex.split(_blocks(section, "sh")[0])
    assert copy[0] == "cp" and copy[2] == "fixtures/brands/acme.yaml", copy
    brand = yaml.safe_load((REPO_ROOT / copy[1]).read_text("utf-8"))
    changes = yaml.safe_load(_blocks(section, "yaml")[0])
    deposit = changes.pop("payments")["deposit"]
    brand.update(changes)
    brand["payments"]["deposit"] = deposit
    root = tmp_path / "fixtures"
    root.mkdir()
    for entry in (REPO_ROOT / "fixtures").iterdir():
        if entry.name != "brands":
            (root / entry.name).symlink_to(entry)
    (root / "brands").mkdir()
    (root / "brands" / "acme.yaml").write_text(yaml.safe_dump(brand, allow_unicode=True), "utf-8")
    return root, brand


async def test_the_third_brand_of_the_walkthrough_serves(
    make_client: MakeClient, tmp_path: Path
) -> None:
    root, brand = _third_brand(tmp_path)
    served = BrandFile.load(root / "brands" / "acme.yaml")
    assert (served.merchant_code, served.default_language) == ("ACMEBET", "MS")
    for lang in brand["languages"]:
        assert (REPO_ROOT / "web" / "src" / "locales" / lang["locale"]).is_dir(), lang

    sim = Sim(await make_client(fixtures_dir=root, brand="acme"), merchant="ACMEBET")
    login = await sim.login()
    headers = {"Authorization": login["token"], "Language": "MS"}
    channels = await sim.value("GET", "/wps/relay/MCSFE_getDepositChannels", headers=headers)
    assert [(c["code"], c["name"], c["min"]) for c in channels["channels"]] == [
        ("FPX", "Perbankan dalam talian FPX", "30.00")
    ]
    notices = await sim.value(
        "GET", "/wps/relay/MCSFE_getListAnnouncements?types=H", headers=headers
    )
    assert "Acme Bet" in str(notices)


def test_the_commands_of_the_walkthrough_name_real_things() -> None:
    commands = "\n".join(_blocks(_walkthrough(), "sh"))
    named = ("fixtures/brands/siam-star.yaml", "tests/test_brands.py", "scripts/screenshots.py")
    for path in named:
        assert path in commands and (REPO_ROOT / path).exists(), path
    assert "make run BRAND=acme" in commands
    assert "web/src/locales/en/" in _walkthrough() and (REPO_ROOT / "web/src/locales/en").is_dir()
