"""The outbox: every SMS code, e-mail and captcha answer the simulator "sent", so tests
read codes here instead of scraping images or phones. Bounded; newest first."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.clock import iso
from ...core.db import Database

LIMIT = 5_000
KINDS = ("sms", "email", "captcha")


@dataclass(frozen=True)
class OutboxQuery:
    recipient: str | None = None  # phone "+84912345678", e-mail, or the captcha key
    kind: str | None = None
    player: str | None = None
    limit: int = 20


def send(
    db: Database,
    at: int,
    kind: str,
    *,
    recipient: str,
    code: str,
    text: str,
    player: str | None = None,
) -> None:
    cursor = db.run(
        "INSERT INTO outbox (at, kind, recipient, player, code, text) VALUES (?, ?, ?, ?, ?, ?)",
        (at, kind, recipient, player, code, text),
    )
    if cursor.lastrowid is not None and cursor.lastrowid > LIMIT:
        db.run("DELETE FROM outbox WHERE id <= ?", (cursor.lastrowid - LIMIT,))


def messages(db: Database, query: OutboxQuery) -> list[dict[str, Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    for column in ("recipient", "kind", "player"):
        wanted = getattr(query, column)
        if wanted:
            clauses.append(f"{column} = ? COLLATE NOCASE")
            params.append(wanted)
    where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
    rows = db.all(f"SELECT * FROM outbox {where} ORDER BY id DESC LIMIT ?", (*params, query.limit))
    return [
        {
            "id": row["id"],
            "at": iso(row["at"]),
            "kind": row["kind"],
            "recipient": row["recipient"],
            "player": row["player"],
            "code": row["code"],
            "text": row["text"],
        }
        for row in rows
    ]
