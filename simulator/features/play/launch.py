"""The launch URL of a demo game page: <launch CDN>/demo/<kind>/<gameId>?t=<ticket>&lang=."""

from __future__ import annotations

from urllib.parse import urlencode

from ...core.db import Database
from ...fixtures import Fixtures, Vendor
from ..games import store as games
from ..games.store import by_id
from ..games.views import locale_of
from .tickets import Ticket, issue

LOBBY_MIN_BET = 10_000  # minor units, when a vendor lobby has no catalogue games


def _card_type(fixtures: Fixtures, game_id: int, found: Vendor) -> str:
    for category in fixtures.categories:
        for card in category.vendors:
            if card.gameId == game_id and card.vassalage.upper() == found.vassalage.upper():
                return category.gameType
    return "RNG"


def _lobby_min_bet(db: Database, vassalage: str) -> int:
    return games.lowest_min_bet(db, vassalage) or LOBBY_MIN_BET


def launch_url(
    db: Database,
    fixtures: Fixtures,
    found: Vendor,
    game_id: int,
    *,
    member_id: int,
    language: str | None,
    now: int,
    session: str | None,
) -> tuple[str, Ticket]:
    """Issue a ticket for this member and game, bound to the site session that launched it;
    answer the page URL and the ticket (its game_type decides the launch value's shape)."""
    row = by_id(db, game_id)
    lang = locale_of(fixtures, language)
    if row is not None and row["vassalage"] == found.vassalage.upper():
        game_type, name, min_bet = row["game_type"], row["name_en"], row["min_bet"]
    else:
        game_type = _card_type(fixtures, game_id, found)
        name, min_bet = found.displayName, _lobby_min_bet(db, found.vassalage)
    ticket = issue(
        db,
        member_id=member_id,
        game_id=game_id,
        vassalage=found.vassalage.upper(),
        game_type=game_type,
        game_name=name,
        min_bet=min_bet,
        lang=lang,
        now=now,
        session=session,
    )
    cdn = (fixtures.brand.launchGameCDNs or fixtures.brand.imageCDNs)[0].rstrip("/")
    query = urlencode({"t": ticket.ticket, "lang": lang})
    return f"{cdn}/demo/{ticket.kind}/{game_id}?{query}", ticket
