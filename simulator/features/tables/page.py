"""The live table page: one self-contained HTML file like the other demo pages (play/page.py's
headers and JSON embedding), polling its table's round on the simulator clock."""

from __future__ import annotations

from pathlib import Path

from ..play.page import fill
from ..play.tickets import Ticket
from .words import words_for

TEMPLATE = (Path(__file__).parent / "live.html").read_text(encoding="utf-8")


def render(
    ticket: Ticket, game_name: str, vendor: str, icon: str | None, parent: str | None
) -> tuple[str, str]:
    """(html, nonce) of the live table page; `parent` as play/page.py's render takes it."""
    config = {
        "lang": ticket.lang,
        "title": game_name,
        "vendor": vendor,
        "icon": icon,
        "words": words_for(ticket.lang),
        "parent": parent,
    }
    return fill(TEMPLATE, ticket.lang, game_name, config)
