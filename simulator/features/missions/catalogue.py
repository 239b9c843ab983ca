"""The mission catalogue (fixtures/missions.yaml), read and checked once per fixtures folder.

Targets and rewards are kept in the units progress is counted in: minor units for BET and
DEPOSIT targets and MONEY rewards, plain counts for the rest and for POINTS rewards.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...core.money import format_minor, parse_minor

Period = Literal["DAILY", "WEEKLY"]
Kind = Literal["ROUNDS", "BET", "DEPOSIT", "LOGIN_DAYS"]
RewardKind = Literal["MONEY", "POINTS"]
AMOUNT_KINDS = frozenset({"BET", "DEPOSIT"})  # counted in money, shown as decimal strings


class Mission(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: int = Field(gt=0)
    code: str = Field(pattern=r"^[A-Z0-9_]{2,40}$")
    period: Period
    kind: Kind
    category: str | None = Field(None, pattern=r"^[A-Z]{2,16}$")
    target: str
    rewardKind: RewardKind
    reward: str
    title: dict[str, str]  # per locale: en, vi

    @model_validator(mode="after")
    def _units(self) -> Mission:
        self.target_units()  # a bad target or reward fails at start, not at the first read
        self.reward_units()
        if self.category and self.kind not in ("ROUNDS", "BET"):
            raise ValueError(f"mission {self.code}: only ROUNDS and BET take a category")
        if "en" not in self.title:
            raise ValueError(f"mission {self.code}: needs an English title")
        return self

    @property
    def in_money(self) -> bool:
        return self.kind in AMOUNT_KINDS

    def target_units(self) -> int:
        return _units(self.target, money=self.in_money, what=f"{self.code} target")

    def reward_units(self) -> int:
        return _units(self.reward, money=self.rewardKind == "MONEY", what=f"{self.code} reward")

    def show(self, units: int) -> str:
        """A target or progress as the contract shows it: decimal or whole, as a string."""
        return format_minor(units) if self.in_money else str(units)

    def shown_reward(self) -> str | int:
        """MONEY as a decimal string, POINTS as a whole number."""
        units = self.reward_units()
        return format_minor(units) if self.rewardKind == "MONEY" else units

    def title_in(self, locale: str) -> str:
        return self.title.get(locale) or self.title["en"]


def _units(text: str, *, money: bool, what: str) -> int:
    try:
        units = parse_minor(text) if money else int(text)
    except ValueError:
        raise ValueError(f"mission {what}: {text!r} is not a valid amount or count") from None
    if units <= 0:
        raise ValueError(f"mission {what}: must be above zero")
    return units


class Catalogue(BaseModel):
    missions: list[Mission]

    @model_validator(mode="after")
    def _unique(self) -> Catalogue:
        ids = [m.id for m in self.missions]
        codes = [m.code for m in self.missions]
        if len(set(ids)) != len(ids) or len(set(codes)) != len(codes):
            raise ValueError("missions.yaml: ids and codes must be unique")
        return self

    def by_id(self, mission_id: int) -> Mission | None:
        return next((m for m in self.missions if m.id == mission_id), None)

    def of_period(self, period: Period) -> list[Mission]:
        return [m for m in self.missions if m.period == period]


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=4)
def load_catalogue(fixtures_dir: Path) -> Catalogue:
    with (fixtures_dir / "missions.yaml").open(encoding="utf-8") as fh:
        raw = yaml.load(fh, Loader=_Loader)  # CSafeLoader is safe
    return Catalogue.model_validate(raw)
