"""The chat rooms (fixtures/chat_rooms.yaml), read and checked once per fixtures folder, and
how many members each has online."""

from __future__ import annotations

import random
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from zoneinfo import ZoneInfo

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...errors import DomainError

# Share of a room's peak crowd online at each hour of the brand's day (per cent): quiet
# before dawn, busy in the evening when the draws and matches run.
HOURLY = (
    *(45, 35, 25, 20, 18, 20, 28, 38, 48, 55, 60, 64),
    *(68, 66, 62, 62, 66, 74, 84, 92, 100, 98, 86, 64),
)
SLOT_MS = 5 * 60_000  # the crowd changes every five minutes, not on every read
JITTER = 6  # per cent either way


class Room(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: int = Field(gt=0)
    name: dict[str, str]  # per brand language code
    online: int = Field(gt=0, le=100_000)

    @model_validator(mode="after")
    def _english(self) -> Room:
        if not self.name.get("EN"):
            raise ValueError(f"chat room {self.id}: needs an English name")
        return self

    def name_in(self, language: str) -> str:
        return self.name.get(language) or self.name["EN"]


class Rooms(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    rooms: tuple[Room, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> Rooms:
        ids = [room.id for room in self.rooms]
        if len(set(ids)) != len(ids):
            raise ValueError("chat rooms: ids must be unique")
        return self

    def get(self, room_id: int) -> Room:
        for room in self.rooms:
            if room.id == room_id:
                return room
        raise DomainError("chat.room.not.found", field="roomId")


@lru_cache(maxsize=4)
def load_rooms(fixtures_dir: Path) -> Rooms:
    raw = yaml.safe_load((fixtures_dir / "chat_rooms.yaml").read_text(encoding="utf-8"))
    return Rooms.model_validate(raw)


def online(room: Room, *, now: int, zone: ZoneInfo, seed: int, chatting: int) -> int:
    """The room's crowd at this hour of the brand's day, varied a little per five minutes
    from the world seed (the same moment always answers the same figure), plus the members
    who hold a live ticket for the room."""
    hour = datetime.fromtimestamp(now / 1000, zone).hour
    rng = random.Random(f"{seed}:chat:{room.id}:{now // SLOT_MS}")
    share = HOURLY[hour] + rng.randint(-JITTER, JITTER)
    return max(room.online * share // 100, 1) + chatting
