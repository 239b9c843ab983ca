"""Queries of the game relays. Empty strings read as absent, as browsers send them."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

CODE = r"^[A-Za-z0-9_]{1,32}$"
LANGUAGE = r"^[A-Za-z]{2,5}$"
MONEY = r"^\d{1,12}(\.\d{1,2})?$"
Classify = Literal["NEW", "FAV", "ALL", "HOT", "RECENT"]


class RelayQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    language: str | None = Field(None, pattern=LANGUAGE)

    @model_validator(mode="before")
    @classmethod
    def _drop_empty(cls, data: Any) -> Any:
        if isinstance(data, dict):
            return {k: v for k, v in data.items() if not (isinstance(v, str) and not v.strip())}
        return data


class GameListQuery(RelayQuery):
    clientType: str | None = Field(None, max_length=8)
    platform: str | None = Field(None, max_length=32)
    channel: str | None = Field(None, max_length=32)
    merchant: str | None = Field(None, max_length=32)
    gameType: str | None = Field(None, pattern=CODE)
    vassalage: str | None = Field(None, pattern=CODE)
    gameClassify: Classify = "ALL"
    gameName: str | None = Field(None, max_length=64)
    minBet: str | None = Field(None, pattern=MONEY)
    minLineNum: int | None = Field(None, ge=0, le=100_000)
    pageNo: int = Field(1, ge=1, le=1_000_000)
    pageSize: int = Field(30, ge=1, le=100)

    @field_validator("gameClassify", mode="before")
    @classmethod
    def _upper(cls, value: Any) -> Any:
        return value.upper() if isinstance(value, str) else value

    def min_bet_minor(self) -> int | None:
        if self.minBet is None:
            return None
        whole, _, cents = self.minBet.partition(".")
        return int(whole) * 100 + int((cents + "00")[:2])


class HotGamesQuery(RelayQuery):
    merchantCode: str | None = Field(None, max_length=32)
    isPlatform: int | None = Field(None, ge=0, le=9)
    vassalage: str | None = Field(None, pattern=CODE)
    platform: str | None = Field(None, max_length=32)


class VassalageQuery(RelayQuery):
    vassalage: str = Field(pattern=CODE)


class RoomQuery(RelayQuery):
    vassalage: str | None = Field(None, pattern=CODE)


class RankQuery(RelayQuery):
    gameType: str | None = Field(None, pattern=CODE)
    size: int = Field(20, ge=1, le=50)
