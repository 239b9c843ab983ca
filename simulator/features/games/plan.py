"""The catalogue plan (fixtures/games.yaml) and word lists (fixtures/game_words.yaml)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, Field

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class Word(BaseModel):
    en: str
    vi: str
    code: str | None = None
    playType: str | None = None


class Pattern(BaseModel):
    en: str
    vi: str


class WordSet(BaseModel):
    mode: Literal["random", "cross"]
    patterns: list[Pattern] = Field(min_length=1)
    first: Pattern | None = None
    cross: list[str] = []
    slots: dict[str, list[Word]]


class VendorPlan(BaseModel):
    words: str | None = None
    count: int | None = Field(None, ge=1, le=5000)


class CategoryPlan(BaseModel):
    words: str
    count: int = Field(ge=1, le=5000)
    vendors: dict[str, int | VendorPlan] = {}
    lobby: bool = False
    rooms: bool = False
    minBets: list[int] = Field(min_length=1)
    lines: list[int] = Field(min_length=1)
    icons: list[str] = Field(min_length=1)
    newShare: float = Field(0.0, ge=0, le=1)
    hotShare: float = Field(0.0, ge=0, le=1)

    def for_vendor(self, vassalage: str, account_type: str) -> tuple[str, int]:
        """(word set, count) for one vendor of this category."""
        found = self.vendors.get(f"{vassalage}/{account_type}", self.vendors.get(vassalage))
        if isinstance(found, int):
            return self.words, found
        if isinstance(found, VendorPlan):
            return found.words or self.words, found.count or self.count
        return self.words, self.count


class Plan(BaseModel):
    categories: dict[str, CategoryPlan]
    words: dict[str, WordSet]


def _word(item: Any) -> dict[str, Any]:
    if isinstance(item, list) and len(item) == 2:
        return {"en": item[0], "vi": item[1]}
    return item


def _word_set(raw: dict[str, Any]) -> WordSet:
    fixed = {"mode", "patterns", "first", "cross"}
    slots = {key: [_word(item) for item in value] for key, value in raw.items() if key not in fixed}
    return WordSet.model_validate({**{k: v for k, v in raw.items() if k in fixed}, "slots": slots})


def _yaml(path: Path) -> Any:
    with path.open(encoding="utf-8") as fh:
        return yaml.load(fh, Loader=_Loader)  # CSafeLoader is safe


@lru_cache(maxsize=4)
def load_plan(fixtures_dir: Path) -> Plan:
    """Read and check both files; a word set a category names must exist."""
    raw_plan = _yaml(fixtures_dir / "games.yaml")
    raw_words = _yaml(fixtures_dir / "game_words.yaml")
    plan = Plan(
        categories=raw_plan["categories"],
        words={name: _word_set(value) for name, value in raw_words.items()},
    )
    for name, category in plan.categories.items():
        wanted = {category.words} | {
            v.words for v in category.vendors.values() if isinstance(v, VendorPlan) and v.words
        }
        missing = wanted - set(plan.words)
        if missing:
            raise ValueError(f"games.yaml {name}: unknown word sets {sorted(missing)}")
    return plan
