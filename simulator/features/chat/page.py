"""The chat room page: one self-contained HTML file (inline CSS and script, a nonce CSP),
framed by the site's origins only (SIM_FRAME_ANCESTORS), as the demo game pages are."""

from __future__ import annotations

import html
import secrets
from pathlib import Path

from ..play.page import script_json
from .words import words_for

TEMPLATE = (Path(__file__).parent / "page.html").read_text(encoding="utf-8")
POLL_MS = 3_000


def render(*, room_id: int, room_name: str, online: int, locale: str) -> tuple[str, str]:
    """(html, nonce) of a room's page in this locale (en, vi)."""
    nonce = secrets.token_urlsafe(16)
    config = {
        "roomId": room_id,
        "room": room_name,
        "online": online,
        "words": words_for(locale),
        "pollMs": POLL_MS,
    }
    page = (
        TEMPLATE.replace("__LANG__", locale)
        .replace("__TITLE__", html.escape(room_name))
        .replace("__NONCE__", nonce)
        .replace("__CONFIG__", script_json(config))
    )
    return page, nonce
