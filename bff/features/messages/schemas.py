"""Queries, bodies and values of the platform message calls (docs/contract.md section 15).

A message's title and content are rendered by the upstream in the member's language at read
time; content is sanitised HTML.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, model_validator

from ...schemas import Int, Request, Upstream, json_boolean
from ..wallet.schemas import Paged

MessageCategory = Literal[
    "SYSTEM", "DEPOSIT", "WITHDRAW", "BONUS", "CONTRACT", "MISSION", "REFERRAL", "RANK"
]
MessageId = Annotated[Int, Field(ge=1, le=2**53)]
MAX_IDS = 100


# -- requests ----------------------------------------------------------------------------


class MessageListQuery(Request):
    status: Literal["ALL", "UNREAD"] | None = Field(None, description="ALL by default")
    pageNo: Int | None = Field(None, ge=1, le=10_000)
    pageSize: Int | None = Field(None, ge=1, le=100)


class ReadMessagesRequest(Request):
    """Either some messages (`ids`) or every one (`all: true`)."""

    ids: list[MessageId] | None = Field(None, min_length=1, max_length=MAX_IDS)
    all: Annotated[Literal[True], BeforeValidator(json_boolean)] | None = None

    @model_validator(mode="after")
    def _one_of(self) -> ReadMessagesRequest:
        if (self.ids is None) == (self.all is None):
            raise ValueError("send either ids or all: true")
        return self


class DeleteMessagesRequest(Request):
    ids: list[MessageId] = Field(min_length=1, max_length=MAX_IDS)


# -- values ------------------------------------------------------------------------------


class UnreadCount(Upstream):
    count: int


class Message(Upstream):
    id: int
    category: MessageCategory
    title: str
    content: str = Field(description="HTML, sanitised by the upstream with an allow-list")
    createdAt: int = Field(description="epoch milliseconds")
    createdTime: str = Field(description="yyyy-MM-dd HH:mm:ss in the brand's zone")
    read: bool


class Messages(Paged):
    """Newest first."""

    list: list[Message]
    unread: int = Field(description="the member's unread messages, on every page")


class ReadResult(Upstream):
    unread: int


class DeleteResult(Upstream):
    deleted: int = Field(description="the member's own messages deleted; others are ignored")
    unread: int
