"""APPLY promotions: a member applies with a remark (at most 140 characters) and up to three
png or jpeg images (5 MB each, checked by their magic bytes); QA approves (the reward is paid
with the promotion's rollover, once: promo:<promotionId>:<memberId>) or rejects, after
which the member may apply again while the promotion runs."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.images import MAX_IMAGES, body_bound
from ...core.journal.store import record
from ...core.members.store import Member, MemberStore
from ...errors import DomainError
from . import store
from .catalogue import Promo
from .payout import pay
from .store import Application

MAX_REMARK = 140
MAX_BODY_BYTES = body_bound(MAX_IMAGES)


def checked_remark(remark: str | None) -> str:
    text = (remark or "").strip()
    if len(text) > MAX_REMARK:
        raise DomainError("field.invalid", "The remark is at most 140 characters", field="remark")
    return text


def apply(
    db: Database,
    promo: Promo,
    member: Member,
    *,
    remark: str,
    images: list[tuple[str, bytes]],
    now: int,
) -> int:
    """A new application (the caller checked the member may apply); its id."""
    application_id = store.add_application(
        db, promo.id, member.id, remark=remark, images=images, now=now
    )
    record(
        db,
        now,
        "promotion.applied",
        member.account,
        promotionId=promo.id,
        applicationId=application_id,
        images=len(images),
    )
    return application_id


def decide(
    db: Database, application_id: int, approve: bool, remark: str | None, now: int
) -> Application:
    """QA's decision on a waiting application: approve pays the reward, reject lets the
    member apply again."""
    with db.transaction():
        found = store.application(db, application_id)
        if found is None:
            raise DomainError("application.not.found", field="id")
        if found.status != "APPLYING":
            raise DomainError("promotion.state.invalid", "This application was decided already")
        promo = store.promotion(db, found.promotion_id)
        member = MemberStore(db).by_id(found.member_id)
        assert promo is not None and member is not None
        if approve:
            store.decide(db, found.id, "ISSUED", remark, now)
            pay(
                db,
                promo,
                member.id,
                member.account,
                promo.spec.minor("reward"),
                reference=f"promo:{promo.id}:{member.id}",
                event="promotion.approved",
                now=now,
                memo={"applicationId": found.id},
            )
        else:
            store.decide(db, found.id, "REJECTED", remark, now)
            record(
                db,
                now,
                "promotion.rejected",
                member.account,
                promotionId=promo.id,
                applicationId=found.id,
                remark=remark,
            )
        decided = store.application(db, application_id)
    assert decided is not None
    return decided


def desk(db: Database, status: str | None) -> list[dict[str, Any]]:
    """Applications for QA, newest first, each image as a control path."""
    return [
        {
            "id": row["id"],
            "promotionId": row["promotion_id"],
            "account": row["account"],
            "remark": row["remark"],
            "images": [
                f"/__sim/promotions/applications/{row['id']}/images/{n}"
                for n in range(1, row["images"] + 1)
            ],
            "status": row["status"],
            "createdAt": row["created_at"],
            "decidedAt": row["decided_at"],
            "decisionRemark": row["decision_remark"],
        }
        for row in store.applications_desk(db, status, limit=200)
    ]


def application_value(found: Application) -> dict[str, Any]:
    return {
        "id": found.id,
        "promotionId": found.promotion_id,
        "status": found.status,
        "remark": found.remark,
        "createdAt": found.created_at,
        "decidedAt": found.decided_at,
        "decisionRemark": found.decision_remark,
    }
