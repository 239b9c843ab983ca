"""Every brand file of fixtures/brands/ is complete enough to serve: both programs load it,
every language it lists has a wording set in the SPA, and its codes and flags are real."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from bff.features.bootstrap.brand import BrandFile
from bff.settings import Settings
from simulator.fixtures import load_fixtures

ROOT = Path(__file__).resolve().parents[1]
BRANDS = sorted(p.stem for p in (ROOT / "fixtures" / "brands").glob("*.yaml"))
LOCALES = ROOT / "web" / "src" / "locales"


def test_there_are_two_brands_at_least() -> None:
    assert {"default", "siam-star"} <= set(BRANDS)


@pytest.mark.parametrize("brand", BRANDS)
def test_both_programs_load_the_brand(brand: str) -> None:
    fixtures = load_fixtures(ROOT / "fixtures", brand, "http://127.0.0.1:9")
    settings = Settings(BRAND=brand, _env_file=None)  # type: ignore[call-arg]
    served = BrandFile.load(settings.brand_path)
    assert served.merchant_code == fixtures.brand.merchantCode
    assert served.default_language == fixtures.brand.defaultLanguage
    # Content shared by every brand names this one.
    assert all("{brand}" not in str(item.name) for item in fixtures.point_rewards)


@pytest.mark.parametrize("brand", BRANDS)
def test_every_language_has_its_wording_set_and_flag(brand: str) -> None:
    data = yaml.safe_load((ROOT / "fixtures" / "brands" / f"{brand}.yaml").read_text("utf-8"))
    codes = [lang["code"] for lang in data["languages"]]
    assert len(codes) == len(set(codes)), codes
    assert data["defaultLanguage"] in codes
    for lang in data["languages"]:
        assert (LOCALES / lang["locale"] / "common.json").is_file(), lang
        flag = ROOT / "fixtures" / "cdn" / "flags" / f"{lang['flag'].lower()}.svg"
        assert flag.is_file(), lang
        assert lang["label"].strip(), lang
    for channel in data["payments"]["deposit"]["channels"]:
        # A channel's name in every language the brand lists would be ideal; the default
        # language's is required, as the simulator falls back to it.
        assert data["defaultLanguage"] in channel["name"], channel
