"""Bodies of the profile and avatar calls (types only; the service applies the rules)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ...parsing import MaybeName

Text = Field(None, max_length=1000)


class ProfileBody(BaseModel):
    """The editable fields; anything else (mobile, bank account, ...) is ignored."""

    model_config = ConfigDict(extra="ignore")

    nickname: MaybeName = Text
    payeeName: MaybeName = Text
    telegram: str | None = Text
    zalo: str | None = Text
    birthday: str | None = Text
    address: str | None = Text
    nationality: str | None = Text
    occupation: str | None = Text
    sourceOfIncome: str | None = Text
    email: str | None = Text


class AvatarBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    avatarType: Literal["STATIC", "CUSTOM"]
    avatar: int | str | None = Field(None)
    image: str | None = None  # data URL; the handler bounds the body size
