"""fixtures/announcements.yaml, checked at world build: each notice's type, texts per
Language code and its window as days (and a time of day) from the brand day the world is
built on. Banners (type B) are not here: fixtures/banners.yaml."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from functools import lru_cache
from pathlib import Path
from typing import Literal
from zoneinfo import ZoneInfo

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...core.clock import epoch_ms

Type = Literal["PL", "PU", "PR", "H"]
DEFAULT_LANGUAGE = "EN"
HHMM = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"


class Spec(BaseModel):
    """One entry of fixtures/announcements.yaml."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: int = Field(gt=0)
    type: Type
    startDays: int = Field(ge=-3650, le=3650)
    startTime: str = Field("00:00", pattern=HHMM)
    endDays: int | None = Field(None, ge=-3650, le=3650)
    endTime: str = Field("00:00", pattern=HHMM)
    title: dict[str, str]
    content: dict[str, str]  # HTML, sanitised on output

    @model_validator(mode="after")
    def _complete(self) -> Spec:
        for texts in (self.title, self.content):
            if not texts.get(DEFAULT_LANGUAGE):
                raise ValueError(f"announcement {self.id}: every text needs {DEFAULT_LANGUAGE}")
        if self.endDays is not None and (self.endDays, self.endTime) <= (
            self.startDays,
            self.startTime,
        ):
            raise ValueError(f"announcement {self.id}: it must end after it starts")
        return self

    def window(self, built_at: int, zone: ZoneInfo) -> tuple[int, int | None]:
        """(start, end exclusive or None) on the clock, from the build's brand day."""
        today = datetime.fromtimestamp(built_at / 1000, zone).date()
        start = _at(today + timedelta(days=self.startDays), self.startTime, zone)
        if self.endDays is None:
            return start, None
        return start, _at(today + timedelta(days=self.endDays), self.endTime, zone)


def _at(day: date, hhmm: str, zone: ZoneInfo) -> int:
    hours, minutes = (int(part) for part in hhmm.split(":"))
    return epoch_ms(datetime.combine(day, time(hours, minutes), tzinfo=zone))


class File(BaseModel):
    announcements: list[Spec]

    @model_validator(mode="after")
    def _unique(self) -> File:
        ids = [a.id for a in self.announcements]
        if len(set(ids)) != len(ids):
            raise ValueError("announcements.yaml: ids must be unique")
        return self


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=4)
def load_file(fixtures_dir: Path) -> File:
    with (fixtures_dir / "announcements.yaml").open(encoding="utf-8") as fh:
        raw = yaml.load(fh, Loader=_Loader)  # CSafeLoader is safe
    return File.model_validate(raw)
