"""The feedback form's body."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

QuestionType = Literal["DEPOSIT", "WITHDRAW", "GAME", "ACCOUNT", "PROMOTION", "OTHER"]


class FeedbackBody(BaseModel):
    """Lengths are checked on the trimmed text by the service (field.required/.invalid);
    the bounds here only keep absurd bodies out."""

    model_config = ConfigDict(extra="ignore")

    questionType: QuestionType
    content: str | None = Field(None, max_length=10_000)
    contact: str | None = Field(None, max_length=1_000)
    images: list[str] | None = Field(None, max_length=20)  # png or jpeg data URLs
