"""Seed data from fixtures/: brand (with {sim} substituted), countries, vendors, banners."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

CountryCode = Field(pattern=r"^[A-Z]{2}$")


class ModuleNode(BaseModel):
    modId: str
    enabled: Literal["0", "1"]
    childrenNodes: list[ModuleNode] = []


class FieldRule(BaseModel):
    enabled: bool
    required: bool
    acceptedPattern: str
    patternId: int
    minLength: int = Field(ge=0)
    maxLength: int = Field(ge=0)


class Brand(BaseModel):
    """The parts of the brand file the simulator uses; `raw` keeps the whole file."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    merchantCode: str
    name: str
    currency: str
    currencySymbol: str
    homeCountry: str = CountryCode
    blockedCountries: list[str] = []
    defaultLanguage: str
    languages: list[dict[str, Any]]
    whitelabel: list[ModuleNode]
    register_rules: dict[str, FieldRule] = Field(alias="register")
    customerService: list[dict[str, Any]] = []
    resources: list[dict[str, Any]] = []
    analytics: dict[str, Any] = {}
    imageCDNs: list[str]
    launchGameCDNs: list[str] = []
    domainRoute: list[Any] = []


class Country(BaseModel):
    countryCode: str = CountryCode
    countryDialingCode: str = Field(pattern=r"^\+[0-9]{1,4}$")
    name: str


class Vendor(BaseModel):
    vassalage: str
    displayName: str
    smallIcon: str
    isHot: Literal[0, 1]
    accountTypeName: str
    gameId: int
    nodeId: int


class Category(BaseModel):
    gameType: str
    title: str
    vendors: list[Vendor]


class Banner(BaseModel):
    id: int
    groupName: str
    url: str
    image: str
    title: dict[str, str]


class Fixtures(BaseModel):
    brand: Brand
    countries: list[Country]
    categories: list[Category]
    banners: list[Banner]

    def image_url(self, path: str) -> str:
        """A CDN path as a full URL on the brand's first image CDN."""
        return self.brand.imageCDNs[0].rstrip("/") + "/" + path.lstrip("/")


def _substitute(node: Any, sim: str) -> Any:
    if isinstance(node, str):
        return node.replace("{sim}", sim)
    if isinstance(node, list):
        return [_substitute(item, sim) for item in node]
    if isinstance(node, dict):
        return {key: _substitute(value, sim) for key, value in node.items()}
    return node


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _yaml(path: Path) -> Any:
    with path.open(encoding="utf-8") as fh:
        return yaml.load(fh, Loader=_Loader)  # CSafeLoader is safe


def load_fixtures(root: Path, brand: str, public_url: str) -> Fixtures:
    """Read and validate every fixture the simulator serves; fails fast on a bad file."""
    sim = public_url.rstrip("/")
    raw_brand = _substitute(_yaml(root / "brands" / f"{brand}.yaml"), sim)
    return Fixtures(
        brand=Brand.model_validate(raw_brand),
        countries=_yaml(root / "countries.yaml")["countries"],
        categories=_yaml(root / "vendors.yaml")["categories"],
        banners=_yaml(root / "banners.yaml")["banners"],
    )
