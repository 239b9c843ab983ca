"""Launch tickets: a random token for one member and one game, kept in SQLite, that the
demo game page carries (?t=). It expires TICKET_TTL_MS after launch on the simulator clock,
and serves only while the site session it was launched from lives: a logout, the session's
time limit or an exclusion ends the game's play too, as an operator's wallet would."""

from __future__ import annotations

import secrets
import sqlite3
from dataclasses import dataclass

from ...core.db import Database
from ...errors import DomainError
from ..session.service import member_for_token
from . import store

TICKET_TTL_MS = 2 * 3_600_000
SLOT_TYPES = frozenset({"RNG", "FISH", "BGS", "BINGO"})
LOBBY_TYPES = frozenset({"SPORTS", "ESPORTS", "LOTT", "ELOTT"})


def kind_of(game_type: str) -> str:
    """slot for reel games (RNG, FISH, BGS, BINGO), table for the rest (LIVE, PVP, lobbies)."""
    return "slot" if game_type.upper() in SLOT_TYPES else "table"


@dataclass(frozen=True)
class Ticket:
    ticket: str
    member_id: int
    game_id: int
    vassalage: str
    game_type: str
    kind: str
    game_name: str
    min_bet: int
    lang: str
    created_at: int
    expires_at: int
    session: str | None  # None: launched before tickets named their session

    @property
    def lobby(self) -> bool:
        return self.game_type in LOBBY_TYPES


def _ticket(row: sqlite3.Row) -> Ticket:
    return Ticket(**{field: row[field] for field in Ticket.__dataclass_fields__})


def issue(
    db: Database,
    *,
    member_id: int,
    game_id: int,
    vassalage: str,
    game_type: str,
    game_name: str,
    min_bet: int,
    lang: str,
    now: int,
    session: str | None,
) -> Ticket:
    token = secrets.token_urlsafe(24)
    store.add_ticket(
        db,
        {
            "ticket": token,
            "member_id": member_id,
            "game_id": game_id,
            "vassalage": vassalage,
            "game_type": game_type,
            "kind": kind_of(game_type),
            "game_name": game_name,
            "min_bet": min_bet,
            "lang": lang,
            "created_at": now,
            "expires_at": now + TICKET_TTL_MS,
            "session": session,
        },
    )
    found = resolve(db, token, now)
    return found


def resolve(db: Database, token: str | None, now: int, game_id: int | None = None) -> Ticket:
    """The live ticket; unknown -> ticket.invalid, past expiry -> ticket.expired, its site
    session gone -> login.not.session (session.time.limit when its time limit ended it).
    With game_id, a ticket of another game is invalid."""
    if not token or len(token) > 64:
        raise DomainError("ticket.invalid")
    row = store.ticket(db, token)
    if row is None:
        raise DomainError("ticket.invalid")
    ticket = _ticket(row)
    if game_id is not None and ticket.game_id != game_id:
        raise DomainError("ticket.invalid")
    if now >= ticket.expires_at:
        raise DomainError("ticket.expired")
    if ticket.session is not None:
        member_for_token(db, ticket.session, now)
    return ticket
