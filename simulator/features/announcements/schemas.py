"""Queries and bodies of the announcement calls and the QA desk."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

TYPES = r"^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$"
PAGE_SIZE = 9  # the /noticePage list (SPEC.md section 9)


class AnnouncementsQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    types: str = Field("B", pattern=TYPES, max_length=20)
    platform: str = Field("W", max_length=16)
    execution: str | None = Field(None, max_length=40)  # the platform's client sends B
    pageNo: int = Field(1, ge=1, le=10_000)
    pageSize: int = Field(PAGE_SIZE, ge=1, le=50)


class DismissBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: int = Field(ge=1, le=2**31)


Texts = dict[str, str]


class PublishBody(BaseModel):
    """POST /__sim/announcements. startAt / endAt: epoch ms or ISO 8601 (default: now, no
    end)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["PL", "PU", "PR", "H"]
    title: Texts
    content: Texts
    startAt: int | datetime | None = None
    endAt: int | datetime | None = None

    @field_validator("title", "content")
    @classmethod
    def _texts(cls, texts: Texts) -> Texts:
        if not texts or not all(len(code) <= 3 and code.isupper() for code in texts):
            raise ValueError("texts per Language code, e.g. {EN: ..., TY: ...}")
        if any(len(text) > 20_000 for text in texts.values()):
            raise ValueError("at most 20000 characters")
        return texts
