"""What the chat relays, the chat page's API and QA send. Texts are checked by the service
(1 to 200 characters once trimmed, field.invalid), not here: a long text must not read as a
malformed request."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

Ticket = Annotated[str, Field(min_length=1, max_length=64)]


class LaunchBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    roomId: int = Field(ge=1, le=2**31)
    language: str | None = Field(None, pattern=r"^[A-Za-z]{2,5}$")


class ReadQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    t: Ticket
    after: int = Field(0, ge=0, le=2**62)


class PostBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    t: Ticket
    text: str = Field(max_length=10_000)


class QaPostBody(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    text: str = Field(max_length=10_000)
    as_: str | None = Field(None, alias="as", min_length=1, max_length=64)
