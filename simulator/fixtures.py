"""Seed data from fixtures/: brand (with {sim} substituted), countries, vendors, banners."""

from __future__ import annotations

import base64
import binascii
import copy
import re
from datetime import datetime
from itertools import pairwise
from pathlib import Path
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator

from .core.money import parse_minor

CountryCode = Field(pattern=r"^[A-Z]{2}$")
HOST_NAME = re.compile(r"^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$")
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


AMOUNT_PATTERN = r"^[0-9]+(\.[0-9]{1,2})?$"  # a decimal string, at most 2 places
Amount = Field(pattern=AMOUNT_PATTERN)


class DepositChannel(BaseModel):
    code: str = Field(pattern=r"^[A-Z0-9_]{2,20}$")
    name: dict[str, str]  # per language code
    icon: str
    min: str = Amount
    max: str = Amount
    quickAmounts: list[str] = []


class DepositSettings(BaseModel):
    orderMinutes: int = Field(30, gt=0)
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


class PointsSettings(BaseModel):
    """The points of docs/contract.md section 14: earnPoints per earnPer of valid bets;
    convertPoints convert to convertAmount, at least minConvert at a time."""

    earnPer: str = Field("10000.00", pattern=AMOUNT_PATTERN)
    earnPoints: int = Field(1, gt=0, le=1_000_000)
    convertPoints: int = Field(100, gt=0, le=1_000_000_000)
    convertAmount: str = Field("10000.00", pattern=AMOUNT_PATTERN)
    minConvert: int = Field(100, gt=0, le=1_000_000_000)

    @field_validator("earnPer", "convertAmount")
    @classmethod
    def _positive(cls, value: str) -> str:
        if not any(digit in "123456789" for digit in value):
            raise ValueError("must be above zero")
        return value


class ReferralSettings(BaseModel):
    """The brand's `referral:` block (docs/contract.md section 15): an invitee whose paid
    deposits reach minDeposit (and valid bets minValidBet) within withinDays of registering
    earns the inviter `reward`, paid with a rollover of rolloverMultiple x the reward."""

    minDeposit: str = Field("200000.00", pattern=AMOUNT_PATTERN)
    minValidBet: str = Field("0.00", pattern=AMOUNT_PATTERN)
    withinDays: int = Field(30, ge=1, le=365)
    reward: str = Field("50000.00", pattern=AMOUNT_PATTERN)
    rolloverMultiple: int = Field(1, ge=0, le=100)

    @field_validator("minDeposit", "reward")
    @classmethod
    def _positive(cls, value: str) -> str:
        # A zero minDeposit would pay for every sign-up: accounts made only to farm rewards.
        if not any(digit in "123456789" for digit in value):
            raise ValueError("must be above zero")
        return value


class RankLevel(BaseModel):
    """One level of fixtures/ranks.yaml; texts per Language code (EN, TY)."""

    level: int = Field(ge=1, le=6)
    labelName: dict[str, str]
    minValidBet: str = Field(pattern=AMOUNT_PATTERN)
    minDeposit: str = Field(pattern=AMOUNT_PATTERN)
    benefits: dict[str, list[str]]


class PointReward(BaseModel):
    """One item of the points mall (fixtures/point_rewards.yaml); texts per language."""

    code: str = Field(pattern=r"^[A-Z0-9_]{2,40}$")
    name: dict[str, str]
    description: dict[str, str]
    units: dict[str, str]
    image: str  # path on the image CDN
    requiredPoints: int = Field(gt=0)
    requiredAmount: str = Amount
    quantity: int = Field(ge=0)


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
    domainRoute: list[str] = Field([], max_length=50)  # host names
    csKey: str | None = None  # base64url of 32 bytes: the customer-service chat key
    singleWallet: bool = False
    autoTransfer: bool = True
    payments: Payments
    points: PointsSettings = PointsSettings()
    referral: ReferralSettings = ReferralSettings()

    @field_validator("domainRoute")
    @classmethod
    def _host_names(cls, hosts: list[str]) -> list[str]:
        for host in hosts:
            if len(host) > 253 or not HOST_NAME.fullmatch(host):
                raise ValueError(f"{host!r} is not a host name")
        return hosts

    @field_validator("csKey")
    @classmethod
    def _aes_key(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                key = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
            except (binascii.Error, ValueError):
                raise ValueError("csKey is not base64url") from None
            if len(key) != 32:
                raise ValueError("csKey must hold 32 bytes (AES-256)")
        return value

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
    """title (headline), text (one line) and cta (button words) per Language code: the art
    has no words of its own."""

    id: int
    groupName: str
    url: str
    image: str
    title: dict[str, str]
    text: dict[str, str] = {}
    cta: dict[str, str] = {}


class AgentAnnouncement(BaseModel):
    id: int
    createdAt: datetime  # ISO 8601 with an offset
    title: dict[str, str]  # per language code
    content: dict[str, str]


class HelpArticle(BaseModel):
    """Title and HTML content per language code; {brand}, {age} and {currency} are filled in
    when served."""

    id: int = Field(gt=0)
    code: str = Field(pattern=r"^[a-z0-9-]{2,40}$")
    title: dict[str, str]
    content: dict[str, str]


class HelpCategory(BaseModel):
    id: int = Field(gt=0)
    code: str = Field(pattern=r"^[a-z0-9-]{2,40}$")
    title: dict[str, str]
    articles: list[HelpArticle]


def _unique(items: list[Any], what: str) -> None:
    for field in ("id", "code"):
        values = [getattr(item, field) for item in items]
        if len(values) != len(set(values)):
            raise ValueError(f"{what} {field}s must be unique")


class HelpCentre(BaseModel):
    """fixtures/help/<brand>.yaml (default.yaml for a brand without its own)."""

    categories: list[HelpCategory] = []

    @field_validator("categories")
    @classmethod
    def _unique_ids_and_codes(cls, categories: list[HelpCategory]) -> list[HelpCategory]:
        _unique(categories, "help category")
        _unique([article for category in categories for article in category.articles], "article")
        return categories


class Fixtures(BaseModel):
    brand: Brand
    countries: list[Country]
    categories: list[Category]
    banners: list[Banner]
    wallets: list[GameWallet]
    agent_announcements: list[AgentAnnouncement] = []
    point_rewards: list[PointReward] = []
    help: HelpCentre = HelpCentre()
    ranks: list[RankLevel]

    @field_validator("ranks")
    @classmethod
    def _ranks_in_order(cls, levels: list[RankLevel]) -> list[RankLevel]:
        """Levels 1 to 6 in order, level 1 free, each asking at least what the one below
        does (the rank job gives the highest level whose minimums are met)."""
        if [rank.level for rank in levels] != list(range(1, 7)):
            raise ValueError("ranks are levels 1 to 6, in order")
        if parse_minor(levels[0].minValidBet) or parse_minor(levels[0].minDeposit):
            raise ValueError("rank level 1 asks for nothing")
        for lower, upper in pairwise(levels):
            for name in ("minValidBet", "minDeposit"):
                if parse_minor(getattr(upper, name)) < parse_minor(getattr(lower, name)):
                    raise ValueError(f"rank {upper.level} {name} is below rank {lower.level}'s")
        return levels

    def image_url(self, path: str) -> str:
        """A CDN path as a full URL on the brand's first image CDN."""
        return self.brand.imageCDNs[0].rstrip("/") + "/" + path.lstrip("/")


def substitute(node: Any, values: dict[str, str]) -> Any:
    """Every string in node with each "{name}" of values filled in."""
    if isinstance(node, str):
        for name, value in values.items():
            node = node.replace("{" + name + "}", value)
        return node
    if isinstance(node, list):
        return [substitute(item, values) for item in node]
    if isinstance(node, dict):
        return {key: substitute(value, values) for key, value in node.items()}
    return node


def brand_words(brand: Brand) -> dict[str, str]:
    """What shared content (notices, banners, mall items) may name: {brand}, {bonus} (the
    register bonus) and {currency}, so one catalogue serves every brand."""
    return {
        "brand": brand.name,
        "bonus": str((brand.model_extra or {}).get("registerBonusText") or ""),
        "currency": brand.currency,
    }


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


# Parsed fixture files by (path, modification time, size): every world build reads them, and
# the test suites build hundreds of worlds in one process.
_PARSED: dict[tuple[Path, int, int], Any] = {}


def _yaml(path: Path) -> Any:
    """The file's data, parsed once per version of the file; each caller gets its own copy."""
    stat = path.stat()
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key not in _PARSED:
        if len(_PARSED) >= 256:
            _PARSED.clear()
        with path.open(encoding="utf-8") as fh:
            _PARSED[key] = yaml.load(fh, Loader=_Loader)  # CSafeLoader is safe
    return copy.deepcopy(_PARSED[key])


def _brand_file(folder: Path, brand: str) -> Path:
    """The brand's own file in folder, else the default brand's."""
    own = folder / f"{brand}.yaml"
    return own if own.exists() else folder / "default.yaml"


def load_fixtures(root: Path, brand: str, public_url: str) -> Fixtures:
    """Read and validate every fixture the simulator serves; fails fast on a bad file."""
    sim = public_url.rstrip("/")
    raw_brand = substitute(_yaml(root / "brands" / f"{brand}.yaml"), {"sim": sim})
    the_brand = Brand.model_validate(raw_brand)
    words = brand_words(the_brand)
    return Fixtures(
        brand=the_brand,
        countries=_yaml(root / "countries.yaml")["countries"],
        categories=_yaml(root / "vendors.yaml")["categories"],
        banners=substitute(_yaml(root / "banners.yaml")["banners"], words),
        wallets=_yaml(root / "wallets.yaml")["wallets"],
        agent_announcements=_yaml(root / "agent_announcements.yaml")["announcements"],
        point_rewards=substitute(_yaml(root / "point_rewards.yaml")["rewards"], words),
        help=_yaml(_brand_file(root / "help", brand)),
        ranks=_yaml(root / "ranks.yaml")["ranks"],
    )
