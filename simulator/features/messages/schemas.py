"""Queries and bodies of the inbox calls and the QA desk."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

MessageId = Annotated[int, Field(ge=1, le=2**53)]
MAX_IDS = 100


class ListQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    status: Literal["ALL", "UNREAD"] = "ALL"
    pageNo: int = Field(1, ge=1, le=10_000)
    pageSize: int = Field(10, ge=1, le=100)


class ReadBody(BaseModel):
    """Either some messages (`ids`) or every one (`all: true`)."""

    model_config = ConfigDict(extra="ignore")

    ids: list[MessageId] | None = Field(None, min_length=1, max_length=MAX_IDS)
    all: Literal[True] | None = None

    @model_validator(mode="after")
    def _one_of(self) -> ReadBody:
        if (self.ids is None) == (self.all is None):
            raise ValueError("send either ids or all: true")
        return self


class DeleteBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    ids: list[MessageId] = Field(min_length=1, max_length=MAX_IDS)


Texts = dict[str, str]


class SendBody(BaseModel):
    """POST /__sim/messages: to `account`, or to every member when it is left out."""

    model_config = ConfigDict(extra="forbid")

    account: str | None = Field(None, min_length=1, max_length=64)
    title: Texts
    content: Texts

    @field_validator("title", "content")
    @classmethod
    def _texts(cls, texts: Texts) -> Texts:
        if not texts.get("EN"):
            raise ValueError("texts per Language code, English at least: {EN: ..., TY: ...}")
        if any(len(text) > 20_000 for text in texts.values()):
            raise ValueError("at most 20000 characters")
        return texts


class DeskQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    player: str | None = Field(None, min_length=1, max_length=64)
    limit: int = Field(200, ge=1, le=1_000)
