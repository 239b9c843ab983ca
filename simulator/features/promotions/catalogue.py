"""The promotion catalogue: fixtures/promotions.yaml, checked at world build, and each entry
with the window the build fixed on the simulator clock (table `promotions`).

Amounts in the file are decimal strings, percentages basis points (100 = 1%); texts are per
Language header code (EN, TY), falling back to English. Windows are days from the brand
day the world was built on, at the brand's midnight: `startDays: 3` starts in three days.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...core.money import parse_minor

Type = Literal[
    "OTHER",
    "SPORTS",
    "LIVE",
    "SLOTS",
    "CARD",
    "FISH",
    "LOTTO",
    "REBATE",
    "POINTS_MALL",
    "RANKING",
    "DEPOSIT",
    "APP_DOWNLOAD",
    "NEWBIE",
]
Mode = Literal["DEPOSIT", "TURNOVER", "APPLY", "REBATE", "RAFFLE", "RANKING", "LINK"]
TYPES: tuple[str, ...] = Type.__args__  # type: ignore[attr-defined]
AMOUNT = r"^[0-9]+(\.[0-9]{1,2})?$"
Amount = Annotated[str, Field(pattern=AMOUNT)]
DEFAULT_LANGUAGE = "EN"
# The fields each mode needs: the service reads them without checking again.
NEEDS: dict[str, tuple[str, ...]] = {
    "DEPOSIT": ("bonusBps", "bonusMax"),
    "TURNOVER": ("target", "reward"),
    "APPLY": ("reward",),
    "REBATE": ("rebateBps",),
    "RAFFLE": ("ticketEvery", "prizes"),
    "RANKING": ("prizes",),
    "LINK": ("link",),
}


class Spec(BaseModel):
    """One entry of fixtures/promotions.yaml (docs/contract.md section 14)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: int = Field(gt=0)
    code: str = Field(pattern=r"^[A-Z0-9_]{2,40}$")
    type: Type
    mode: Mode
    startDays: int = Field(ge=-3650, le=3650)
    endDays: int = Field(ge=-3650, le=3650)
    banner: str = Field(pattern=r"^/[A-Za-z0-9_./-]+$")  # a path on the image CDN
    title: dict[str, str]
    summary: dict[str, str]
    content: dict[str, str]  # HTML, sanitised on output
    rules: dict[str, list[str]]
    category: str | None = Field(None, pattern=r"^[A-Z]{2,16}$")  # a game type: RNG, LIVE, ...
    target: Amount | None = None
    reward: Amount | None = None
    bonusBps: int | None = Field(None, gt=0, le=10_000)
    bonusMax: Amount | None = None
    rolloverMultiple: int = Field(0, ge=0, le=100)
    newbieDays: int | None = Field(None, gt=0, le=3650)
    firstDepositOnly: bool = False
    link: str | None = Field(None, pattern=r"^/[A-Za-z0-9_/-]*$")
    rebateBps: int | None = Field(None, gt=0, le=10_000)
    ticketEvery: Amount | None = None
    prizes: list[Amount] = []

    @model_validator(mode="after")
    def _complete(self) -> Spec:
        missing = [name for name in NEEDS[self.mode] if not getattr(self, name)]
        if missing:
            raise ValueError(f"promotion {self.code}: mode {self.mode} needs {missing}")
        if self.endDays <= self.startDays:
            raise ValueError(f"promotion {self.code}: endDays must be after startDays")
        for texts in (self.title, self.summary, self.content, self.rules):
            if DEFAULT_LANGUAGE not in texts:
                raise ValueError(f"promotion {self.code}: every text needs {DEFAULT_LANGUAGE}")
        for amount in (self.target, self.reward, self.bonusMax, self.ticketEvery, *self.prizes):
            if amount is not None and parse_minor(amount) <= 0:
                raise ValueError(f"promotion {self.code}: amounts must be above zero")
        return self

    def minor(self, name: str) -> int:
        """A money field in minor units (0 when the entry has none)."""
        value = getattr(self, name)
        return parse_minor(value) if value else 0

    def prize_units(self) -> list[int]:
        return [parse_minor(prize) for prize in self.prizes]


class File(BaseModel):
    promotions: list[Spec]

    @model_validator(mode="after")
    def _unique(self) -> File:
        ids = [p.id for p in self.promotions]
        codes = [p.code for p in self.promotions]
        if len(set(ids)) != len(ids) or len(set(codes)) != len(codes):
            raise ValueError("promotions.yaml: ids and codes must be unique")
        return self


@dataclass(frozen=True)
class Promo:
    """A promotion of the built world: its entry, its window and whether it was drawn."""

    spec: Spec
    start_at: int
    end_at: int
    drawn_at: int | None

    @property
    def id(self) -> int:
        return self.spec.id

    @property
    def mode(self) -> str:
        return self.spec.mode

    def started(self, now: int) -> bool:
        return now >= self.start_at

    def ended(self, now: int) -> bool:
        return now >= self.end_at


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=4)
def load_file(fixtures_dir: Path) -> File:
    with (fixtures_dir / "promotions.yaml").open(encoding="utf-8") as fh:
        raw = yaml.load(fh, Loader=_Loader)  # CSafeLoader is safe
    return File.model_validate(raw)


def language_code(lang: str | None) -> str:
    """A Language header code (EN, TY) from a code or a locale (en, vi)."""
    code = (lang or DEFAULT_LANGUAGE).strip().upper()
    return "TY" if code == "VI" else code


def text_in(texts: dict[str, str] | str | None, lang: str | None) -> str:
    """A text in the language asked, else English, else any; a plain string as it is."""
    if texts is None:
        return ""
    if isinstance(texts, str):
        return texts
    code = language_code(lang)
    return texts.get(code) or texts.get(DEFAULT_LANGUAGE) or next(iter(texts.values()), "")


def rules_in(rules: dict[str, list[str]], lang: str | None) -> list[str]:
    code = language_code(lang)
    return rules.get(code) or rules.get(DEFAULT_LANGUAGE) or []
