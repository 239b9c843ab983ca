"""Request bodies and queries of the lottery calls."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class OrderBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    gameCode: str = Field(min_length=1, max_length=40)
    playType: str = Field(min_length=1, max_length=40)
    numbers: list[str | int] = Field(min_length=1, max_length=20)
    amount: str = Field(min_length=1, max_length=20)
    issue: str | None = Field(default=None, max_length=20)


class OrdersQuery(BaseModel):
    gameCode: str | None = Field(default=None, max_length=40)
    status: str | None = Field(default=None, pattern="^(open|won|lost)$")
    count: int = Field(default=20, ge=1, le=100)


class MenuQuery(BaseModel):
    language: str | None = Field(default=None, max_length=8)


class PopularQuery(BaseModel):
    count: int = Field(default=20, ge=1, le=100)
    prizeMode: str | None = Field(default=None, max_length=10)
    device: str | None = Field(default=None, max_length=20)
    language: str | None = Field(default=None, max_length=8)


class OpenedQuery(BaseModel):
    gameCode: str = Field(min_length=1, max_length=40)
    count: int = Field(default=100, ge=1, le=100)


class GameCodeQuery(BaseModel):
    gameCode: str = Field(min_length=1, max_length=40)


class ForceBody(BaseModel):
    game: str = Field(min_length=1, max_length=40)
    numbers: list[str | int] = Field(min_length=1, max_length=40)
