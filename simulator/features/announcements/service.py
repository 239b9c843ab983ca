"""Announcements: banners from fixtures/banners.yaml, and the notices (player list, pop-ups,
promotion notices, home marquee) live between their start and end on the simulator clock,
in the reader's language, their HTML sanitised. A member's dismissed pop-ups stay hidden
from them; QA publishes and ends notices."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ...core.clock import epoch_ms, local_time
from ...core.db import Database
from ...core.html import sanitise
from ...core.journal.store import record
from ...errors import DomainError
from ...fixtures import Fixtures
from . import store
from .schemas import AnnouncementsQuery, PublishBody
from .store import Notice

# The value's collection of each notice type.
COLLECTIONS = {"PL": "player", "PU": "popup", "PR": "promotion", "H": "marquee"}


def text_in(texts: dict[str, str], language: str, default: str) -> str:
    return texts.get(language) or texts.get(default) or next(iter(texts.values()), "")


def banners(fixtures: Fixtures, language: str) -> list[dict[str, Any]]:
    default = fixtures.brand.defaultLanguage
    return [
        {
            "id": banner.id,
            "title": text_in(banner.title, language, default),
            "text": text_in(banner.text, language, default),
            "cta": text_in(banner.cta, language, default),
            "url": banner.url,
            "image": fixtures.image_url(banner.image),
            "groupName": banner.groupName,
        }
        for banner in fixtures.banners
    ]


def notice_view(notice: Notice, fixtures: Fixtures, language: str) -> dict[str, Any]:
    default = fixtures.brand.defaultLanguage
    return {
        "id": notice.id,
        "type": notice.type,
        "title": text_in(notice.title, language, default),
        "content": sanitise(text_in(notice.content, language, default)),
        "createdAt": notice.created_at,
        "createdTime": local_time(notice.created_at, fixtures.brand.zone),
        "startAt": notice.start_at,
        "endAt": notice.end_at,
    }


def announcements(
    db: Database,
    fixtures: Fixtures,
    params: AnnouncementsQuery,
    language: str,
    *,
    member_id: int | None,
    now: int,
) -> dict[str, Any]:
    """Each collection only when its type is asked for; `player` one page, newest first;
    `popup` without those the member (if any) dismissed."""
    types = set(params.types.split(","))
    value: dict[str, Any] = {}
    if "B" in types:
        value["banners"] = banners(fixtures, language)
    for type_, name in COLLECTIONS.items():
        if type_ not in types:
            continue
        if type_ == "PL":
            offset = (params.pageNo - 1) * params.pageSize
            shown = store.live(db, type_, now, limit=params.pageSize, offset=offset)
            value["playerTotal"] = store.live_count(db, type_, now)
        else:
            hidden_for = member_id if type_ == "PU" else None
            shown = store.live(db, type_, now, hidden_for=hidden_for)
        value[name] = [notice_view(notice, fixtures, language) for notice in shown]
    return value


def _ms(moment: int | datetime | None) -> int | None:
    return moment if moment is None or isinstance(moment, int) else epoch_ms(moment)


def publish(db: Database, fixtures: Fixtures, body: PublishBody, now: int) -> Notice:
    default = fixtures.brand.defaultLanguage
    for name, texts in (("title", body.title), ("content", body.content)):
        if not texts.get(default):
            raise DomainError("field.invalid", f"{name} needs {default}", field=name)
    start = _ms(body.startAt)
    start = now if start is None else start
    end = _ms(body.endAt)
    if end is not None and end <= start:
        raise DomainError("field.invalid", "endAt must be after startAt", field="endAt")
    with db.transaction():
        notice_id = store.insert(
            db,
            type_=body.type,
            title=body.title,
            content=body.content,
            created_at=now,
            start_at=start,
            end_at=end,
        )
        record(
            db,
            now,
            "announcement.published",
            id=notice_id,
            type=body.type,
            startAt=start,
            endAt=end,
        )
    return _get(db, notice_id)


def expire(db: Database, notice_id: int, now: int) -> Notice:
    _get(db, notice_id)
    with db.transaction():
        store.end(db, notice_id, now)
        record(db, now, "announcement.expired", id=notice_id)
    return _get(db, notice_id)


def dismiss(db: Database, member_id: int, account: str | None, notice_id: int, now: int) -> dict:
    """Idempotent: dismissing again changes nothing and is not journaled again."""
    _get(db, notice_id)
    with db.transaction():
        if store.dismiss(db, notice_id, member_id, now):
            record(db, now, "announcement.dismissed", account, id=notice_id)
    return {"id": notice_id, "dismissed": True}


def desk(db: Database, now: int) -> dict[str, Any]:
    """Every notice with its texts as stored (QA), newest first."""
    rows = [
        {
            "id": n.id,
            "type": n.type,
            "title": n.title,
            "content": n.content,
            "createdAt": n.created_at,
            "startAt": n.start_at,
            "endAt": n.end_at,
            "live": n.start_at <= now and (n.end_at is None or n.end_at > now),
        }
        for n in store.every(db)
    ]
    return {"list": rows}


def _get(db: Database, notice_id: int) -> Notice:
    notice = store.get(db, notice_id)
    if notice is None:
        raise DomainError("announcement.not.found", field="id")
    return notice
