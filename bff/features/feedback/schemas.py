"""The feedback body and value (docs/contract.md section 15).

Text lengths are the upstream's rules, checked on the trimmed text (content 10 to 500
characters, contact 1 to 100: `field.required` / `field.invalid` with the field, as the
register form's rules are); the bounds here only keep absurd bodies out. The images' count
is checked here too, before they are forwarded.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import Request, Upstream

QuestionType = Literal["DEPOSIT", "WITHDRAW", "GAME", "ACCOUNT", "PROMOTION", "OTHER"]


class FeedbackRequest(Request):
    questionType: QuestionType
    content: str | None = Field(None, max_length=2_000, description="10 to 500 characters")
    contact: str | None = Field(
        None, max_length=1_000, description="how to reach the member: 1 to 100 characters"
    )
    images: list[str] | None = Field(
        None, max_length=3, description="png or jpeg data URLs, at most 5 MB each"
    )


class FeedbackReceipt(Upstream):
    id: int
    createdAt: int = Field(description="epoch milliseconds")
