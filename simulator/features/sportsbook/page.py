"""The sportsbook page: one self-contained HTML file like the other demo pages (play/page.py's
headers and JSON embedding), reloading the board every few seconds as the odds move."""

from __future__ import annotations

from pathlib import Path

from ..play.page import fill
from ..play.tickets import Ticket
from .service import MAX_LEGS
from .words import words_for

TEMPLATE = (Path(__file__).parent / "sports.html").read_text(encoding="utf-8")


def render(
    ticket: Ticket, game_name: str, vendor: str, icon: str | None, parent: str | None, *, zone: str
) -> tuple[str, str]:
    """(html, nonce) of the sportsbook page; `parent` as play/page.py's render takes it, `zone`
    the brand's time zone the kick-off times are shown in."""
    config = {
        "lang": ticket.lang,
        "title": game_name,
        "vendor": vendor,
        "icon": icon,
        "words": words_for(ticket.lang),
        "parent": parent,
        "zone": zone,
        "maxLegs": MAX_LEGS,
    }
    return fill(TEMPLATE, ticket.lang, game_name, config)
