"""MCSFE_getFavoriteGames parameters: query or JSON body (the body wins)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator


class FavouriteChange(BaseModel):
    model_config = ConfigDict(extra="ignore")

    gameId: int = Field(ge=1, le=2**31)
    action: Literal["add", "remove"] = "add"

    @field_validator("action", mode="before")
    @classmethod
    def _lower(cls, value: Any) -> Any:
        return value.lower() if isinstance(value, str) else value


class ListQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    language: str | None = Field(None, pattern=r"^[A-Za-z]{2,5}$")
