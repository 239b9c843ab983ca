"""Feedback from members: a question type, 10 to 500 characters of content, a contact (1 to
100) and up to 3 png or jpeg images (core/images.py), journalled for QA."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.images import checked_images
from ...core.journal.store import record
from ...core.members.store import MemberStore
from ...errors import DomainError
from . import store
from .schemas import FeedbackBody

CONTENT = (10, 500)
CONTACT = (1, 100)
DESK_LIMIT = 200  # the newest feedback QA reads


def _text(value: str | None, field: str, bounds: tuple[int, int]) -> str:
    text = (value or "").strip()
    low, high = bounds
    if not text:
        raise DomainError("field.required", f"{field} is required", field=field)
    if not low <= len(text) <= high:
        raise DomainError("field.invalid", f"{field} is {low} to {high} characters", field=field)
    return text


def send(db: Database, member_id: int, body: FeedbackBody, now: int) -> dict[str, Any]:
    content = _text(body.content, "content", CONTENT)
    contact = _text(body.contact, "contact", CONTACT)
    images = checked_images(body.images)
    member = MemberStore(db).by_id(member_id)
    if member is None:
        raise DomainError("login.not.session")
    with db.transaction():
        feedback_id = store.add(
            db,
            member.id,
            question_type=body.questionType,
            content=content,
            contact=contact,
            images=images,
            now=now,
        )
        record(
            db,
            now,
            "feedback.received",
            member.account,
            feedbackId=feedback_id,
            questionType=body.questionType,
            images=len(images),
        )
    return {"id": feedback_id, "createdAt": now}


def desk(db: Database) -> list[dict[str, Any]]:
    """The newest feedback for QA, newest first."""
    return [
        {
            "id": row["id"],
            "account": row["account"],
            "questionType": row["question_type"],
            "content": row["content"],
            "contact": row["contact"],
            "images": row["images"],
            "createdAt": row["created_at"],
        }
        for row in store.newest(db, DESK_LIMIT)
    ]


def image(db: Database, feedback_id: int, n: int) -> tuple[str, bytes]:
    found = store.image(db, feedback_id, n)
    if found is None:
        raise DomainError("feedback.not.found", field="id")
    return found
