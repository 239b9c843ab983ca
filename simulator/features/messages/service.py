"""Platform messages: the inbox each member reads, written by simulator events and by QA.

`send_message(db, member_id, category, params, now)` is how any feature writes one, in the
caller's transaction: `category` names a template of fixtures/messages.yaml (a category of
docs/contract.md section 15, or WELCOME and POINTS, which file under SYSTEM and BONUS), and
`params` its parameters, kept as JSON and rendered in the reader's language when the inbox
is read. The parameters each template shows:

- DEPOSIT `{orderNo, amount}`; WITHDRAW `{orderNo, amount, received, fee}`
- BONUS `{title, amount}`; POINTS `{title, points}`: title a text or texts per language
- CONTRACT `{contractId, kind, rate, upline}`; MISSION `{missionId, code, title}`
- REFERRAL `{account, amount}`; RANK `{level, labelName, previous, previousLabelName}`
- SYSTEM `{title, content}` (texts per language; content HTML); WELCOME `{brand, nickname}`

Amounts are minor units (or decimal strings). `key` makes an event write once per member:
the same key again writes nothing. Trial accounts have no inbox: nothing is written.
"""

from __future__ import annotations

from typing import Any

from ...core.clock import local_time
from ...core.db import Database
from ...core.journal.store import record
from ...core.members.store import MemberStore
from ...errors import DomainError
from ...fixtures import Fixtures
from ...paging import paged
from ..responsible.service import is_excluded
from ..responsible.store import excluded_members
from . import store
from .store import Message
from .templates import CATEGORY_OF, File, Reader, render

# Templates that invite a member back to play (stopped by a time-out or self-exclusion); the
# others report money and account events, which the member is owed whatever they chose.
MARKETING = frozenset({"MISSION", "RANK", "REFERRAL"})


def send_message(
    db: Database,
    member_id: int,
    category: str,
    params: dict[str, Any],
    now: int,
    *,
    key: str | None = None,
) -> None:
    if category not in CATEGORY_OF:
        raise ValueError(f"unknown message template {category!r}")
    if store.is_trial(db, member_id):
        return
    if category in MARKETING and is_excluded(db, member_id, now):
        return  # a time-out or self-exclusion stops what invites the member back to play
    message_id = store.insert(
        db,
        member_id,
        category=CATEGORY_OF[category],
        template=category,
        params=params,
        key=key,
        now=now,
    )
    if message_id is None:
        return
    member = MemberStore(db).by_id(member_id)
    record(
        db,
        now,
        "message.sent",
        member.account if member else None,
        id=message_id,
        category=CATEGORY_OF[category],
        template=category,
    )


def sent_already(db: Database, member_id: int, key: str) -> bool:
    """Whether the event behind `key` wrote the member's message (deleted or not)."""
    return store.has_key(db, member_id, key)


def message_view(
    message: Message, templates: File, reader: Reader, fixtures: Fixtures
) -> dict[str, Any]:
    title, content = render(templates, message.template, message.params, reader)
    return {
        "id": message.id,
        "category": message.category,
        "title": title,
        "content": content,
        "createdAt": message.created_at,
        "createdTime": local_time(message.created_at, fixtures.brand.zone),
        "read": message.read_at is not None,
    }


def unread(db: Database, member_id: int) -> int:
    return store.count(db, member_id, unread_only=True)


def inbox(
    db: Database,
    templates: File,
    fixtures: Fixtures,
    member_id: int,
    *,
    language: str,
    unread_only: bool,
    page_no: int,
    page_size: int,
) -> dict[str, Any]:
    reader = Reader.of(fixtures, language)
    shown = store.inbox(
        db,
        member_id,
        unread_only=unread_only,
        limit=page_size,
        offset=(page_no - 1) * page_size,
    )
    total = store.count(db, member_id, unread_only=unread_only)
    rows = [message_view(message, templates, reader, fixtures) for message in shown]
    return {**paged(rows, total, page_no, page_size), "unread": unread(db, member_id)}


def read(db: Database, member_id: int, ids: list[int] | None, now: int) -> dict[str, int]:
    """Mark some (ids) or all (None) of the member's messages read."""
    with db.transaction():
        store.mark_read(db, member_id, ids, now)
    return {"unread": unread(db, member_id)}


def delete(db: Database, member_id: int, ids: list[int], now: int) -> dict[str, int]:
    with db.transaction():
        deleted = store.delete(db, member_id, ids, now)
    return {"deleted": deleted, "unread": unread(db, member_id)}


def broadcast(
    db: Database,
    account: str | None,
    title: dict[str, str],
    content: dict[str, str],
    now: int,
) -> dict[str, int]:
    """QA's SYSTEM message to one member (account) or to every member with an inbox."""
    if account is not None:
        member = MemberStore(db).by_account(account)
        if member is None:
            raise DomainError("USER_NOT_EXIST", field="account")
        if member.is_trial:
            raise DomainError("in_need_true_account", field="account")
        targets = [member.id]
    else:
        # To everyone is a campaign: not to members in a time-out or self-exclusion.
        excluded = excluded_members(db, now)
        targets = [member_id for member_id in store.member_ids(db) if member_id not in excluded]
    params = {"title": title, "content": content}
    with db.transaction():
        for member_id in targets:
            send_message(db, member_id, "SYSTEM", params, now)
    return {"sent": len(targets)}


def desk(
    db: Database, templates: File, fixtures: Fixtures, account: str | None, limit: int
) -> dict[str, Any]:
    """Messages as QA sees them: newest first, in the brand's default language, with the
    account, the template and its parameters, deleted ones marked."""
    member_id = None
    if account is not None:
        member = MemberStore(db).by_account(account)
        if member is None:
            raise DomainError("USER_NOT_EXIST", field="player")
        member_id = member.id
    reader = Reader.of(fixtures, fixtures.brand.defaultLanguage)
    rows = []
    for owner, message in store.desk(db, member_id, limit):
        view = message_view(message, templates, reader, fixtures)
        view |= {
            "account": owner,
            "template": message.template,
            "params": message.params,
            "deleted": message.deleted_at is not None,
        }
        rows.append(view)
    return {"list": rows}


def seed_welcome(db: Database, fixtures: Fixtures, now: int) -> None:
    """At world build: every member's welcome message, as of the build (world data, not
    an event: not journaled)."""
    with db.transaction():
        for row in store.members(db):
            params = {"brand": fixtures.brand.name, "nickname": row["nickname"] or row["account"]}
            store.insert(
                db,
                row["id"],
                category=CATEGORY_OF["WELCOME"],
                template="WELCOME",
                params=params,
                key="welcome",
                now=now,
            )
