"""Seed data from fixtures/: brand (with {sim} substituted), countries, vendors, banners."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator

CountryCode = Field(pattern=r"^[A-Z]{2}$")
PASSWORD_MAX_AGE_DAYS = 90  # a brand without passwordMaxAgeDays


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


Amount = Field(pattern=r"^[0-9]+(\.[0-9]{1,2})?$")  # a decimal string, at most 2 places


class DepositChannel(BaseModel):
    code: str = Field(pattern=r"^[A-Z0-9_]{2,20}$")
    name: dict[str, str]  # per language code
    icon: str
    min: str = Amount
    max: str = Amount
    quickAmounts: list[str] = []


class DepositSettings(BaseModel):
    orderMinutes: int = Field(30, gt=0)
    firstDepositBonusBps: int = Field(0, ge=0, le=10_000)
    firstDepositBonusMax: str = Amount
    channels: list[DepositChannel]


class Bank(BaseModel):
    code: str
    name: str


class WithdrawSettings(BaseModel):
    min: str = Amount
    max: str = Amount
    dailyCount: int = Field(5, gt=0)
    feeBps: int = Field(0, ge=0, le=10_000)
    feeMin: str = Amount
    reviewMinutes: int = Field(5, ge=0)
    autoReceiveMinutes: int = Field(30, gt=0)
    maxCards: int = Field(3, gt=0)
    banks: list[Bank]


class Payments(BaseModel):
    deposit: DepositSettings
    withdraw: WithdrawSettings


class GameWallet(BaseModel):
    accountTypeName: str
    accountTypeId: int = Field(gt=2)
    displayName: str


class Brand(BaseModel):
    """The parts of the brand file the simulator uses; `raw` keeps the whole file."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    merchantCode: str
    name: str
    currency: str
    currencySymbol: str
    homeCountry: str = CountryCode
    timeZone: str = "UTC"  # IANA name; days of the betting record (brand.zone)
    passwordMaxAgeDays: int = Field(PASSWORD_MAX_AGE_DAYS, ge=0, le=36_500)  # 0: never
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
    singleWallet: bool = False
    autoTransfer: bool = True
    payments: Payments

    @field_validator("timeZone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        zone_of(value)  # an unknown name fails at start, not at the first betting record
        return value

    @property
    def zone(self) -> ZoneInfo:
        return zone_of(self.timeZone)


def zone_of(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"unknown time zone {name!r}") from exc


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
    isGame: Literal["VASSALAGE"] | None = None  # opens a list of the vendor's games


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


class AgentAnnouncement(BaseModel):
    id: int
    createdAt: datetime  # ISO 8601 with an offset
    title: dict[str, str]  # per language code
    content: dict[str, str]


class Fixtures(BaseModel):
    brand: Brand
    countries: list[Country]
    categories: list[Category]
    banners: list[Banner]
    wallets: list[GameWallet]
    agent_announcements: list[AgentAnnouncement] = []

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
        wallets=_yaml(root / "wallets.yaml")["wallets"],
        agent_announcements=_yaml(root / "agent_announcements.yaml")["announcements"],
    )
