"""The demo game page: one self-contained HTML file (inline CSS and script, a nonce CSP),
framed by the site's origins only (SIM_FRAME_ANCESTORS)."""

from __future__ import annotations

import html
import secrets
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import orjson

from ...fixtures import Fixtures
from . import slot, table
from .tickets import Ticket
from .words import words_for

TEMPLATE = (Path(__file__).parent / "page.html").read_text(encoding="utf-8")
# uuid(), api() and problem(): the script both demo pages share.
COMMON_SCRIPT = (Path(__file__).parent / "page_common.js").read_text(encoding="utf-8")
# The reel symbols as small inline SVGs (64x64 view box), drawn in the page itself: emoji
# render as empty boxes where no emoji font is installed.
SYMBOLS: dict[str, str] = {
    "cherry": (
        '<path d="M20 38C24 24 34 14 46 8M42 38C40 26 42 16 46 8" stroke="#2e7d32"'
        ' stroke-width="3" fill="none" stroke-linecap="round"/>'
        '<path d="M46 8C54 5 61 11 59 18C51 20 46 15 46 8Z" fill="#43a047"/>'
        '<circle cx="20" cy="45" r="12" fill="#d32f2f"/><circle cx="43" cy="45" r="12"'
        ' fill="#c62828"/><circle cx="15" cy="40" r="3" fill="#ff8a80"/>'
        '<circle cx="38" cy="40" r="3" fill="#ff8a80"/>'
    ),
    "lemon": (
        '<path d="M6 34C10 18 26 10 42 13C52 15 58 20 59 26C55 44 38 54 22 51C12 49 6 42 6'
        ' 34Z" fill="#fdd835" stroke="#f9a825" stroke-width="2"/>'
        '<path d="M18 28C24 21 32 19 40 20" stroke="#fff59d" stroke-width="3" fill="none"'
        ' stroke-linecap="round"/>'
    ),
    "orange": (
        '<circle cx="32" cy="36" r="22" fill="#fb8c00" stroke="#e65100" stroke-width="2"/>'
        '<path d="M32 14C34 8 40 5 46 6C44 12 38 15 32 14Z" fill="#43a047"/>'
        '<circle cx="24" cy="30" r="2" fill="#ffb74d"/><circle cx="38" cy="42" r="2"'
        ' fill="#ffb74d"/><circle cx="42" cy="28" r="2" fill="#ffb74d"/>'
    ),
    "grape": (
        '<path d="M32 14V6M32 10C38 6 44 6 48 9" stroke="#6d4c41" stroke-width="3" fill="none"'
        ' stroke-linecap="round"/><g fill="#7b1fa2" stroke="#4a148c" stroke-width="1.5">'
        '<circle cx="22" cy="22" r="8"/><circle cx="42" cy="22" r="8"/>'
        '<circle cx="32" cy="24" r="8"/><circle cx="27" cy="36" r="8"/>'
        '<circle cx="37" cy="36" r="8"/><circle cx="32" cy="48" r="8"/></g>'
    ),
    "bell": (
        '<path d="M32 8C20 8 16 18 16 30V42L10 50H54L48 42V30C48 18 44 8 32 8Z"'
        ' fill="#fbc02d" stroke="#f57f17" stroke-width="2"/>'
        '<circle cx="32" cy="54" r="5" fill="#f57f17"/>'
        '<path d="M24 18C22 22 22 28 22 32" stroke="#fff59d" stroke-width="3" fill="none"'
        ' stroke-linecap="round"/>'
    ),
    "star": (
        '<polygon points="32,6 38.8,23.7 57.7,24.7 42.9,36.6 47.9,54.8 32,44.5 16.1,54.8'
        ' 21.1,36.6 6.3,24.7 25.2,23.7" fill="#ffca28" stroke="#ff8f00" stroke-width="2"'
        ' stroke-linejoin="round"/>'
    ),
    "diamond": (
        '<path d="M18 10H46L58 24L32 56L6 24Z" fill="#4fc3f7" stroke="#0277bd"'
        ' stroke-width="2" stroke-linejoin="round"/>'
        '<path d="M6 24H58M18 10L26 24L32 56L38 24L46 10M26 24L32 10L38 24" stroke="#0277bd"'
        ' stroke-width="1.5" fill="none"/>'
    ),
    "seven": (
        '<path d="M12 10H52V19L33 56H20L38 21H12Z" fill="#e53935" stroke="#7f0000"'
        ' stroke-width="2.5" stroke-linejoin="round"/>'
    ),
}


def sprite() -> str:
    """The symbols as one hidden SVG sprite; the script draws <use href="#sym-name">."""
    symbols = "".join(
        f'<symbol id="sym-{name}" viewBox="0 0 64 64">{body}</symbol>'
        for name, body in SYMBOLS.items()
    )
    return f'<svg class="sprite" aria-hidden="true" focusable="false">{symbols}</svg>'


def _origins(urls: list[str]) -> str:
    found = []
    for url in urls:
        parts = urlsplit(url)
        if parts.scheme in ("http", "https") and parts.netloc:
            found.append(f"{parts.scheme}://{parts.netloc}")
    return " ".join(dict.fromkeys(found))


def headers(fixtures: Fixtures, frame_ancestors: str, nonce: str) -> dict[str, str]:
    images = _origins(fixtures.brand.imageCDNs)
    policy = (
        f"default-src 'none'; img-src 'self' data: {images}; style-src 'unsafe-inline';"
        f" script-src 'nonce-{nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none';"
        f" frame-ancestors {frame_ancestors}"
    )
    return {
        "Content-Security-Policy": policy,
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
    }


def script_json(value: Any) -> str:
    """JSON safe inside a <script> element."""
    text = orjson.dumps(value).decode()
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def render(
    ticket: Ticket, game_name: str, vendor: str, icon: str | None, parent: str | None = None
) -> tuple[str, str]:
    """(html, nonce) of the game page for this ticket. `parent` is the framing site's origin
    (already checked against the frame-ancestors sources) the page posts wallet.changed to;
    None: the page posts nothing."""
    words = words_for(ticket.lang)
    shown = f"{game_name} ({words['lobby']})" if ticket.lobby else game_name
    config = {
        "kind": ticket.kind,
        "lang": ticket.lang,
        "title": shown,
        "vendor": vendor,
        "icon": icon,
        "words": words,
        "symbols": list(SYMBOLS),
        "parent": parent,
        "pays": [[s, k, pay] for s, pays in slot.PAYS.items() for k, pay in pays.items()],
        "choices": list(table.CHOICES),
    }
    return fill(TEMPLATE.replace("__SPRITE__", sprite()), ticket.lang, shown, config)


def fill(template: str, lang: str, title: str, config: dict[str, Any]) -> tuple[str, str]:
    """(html, nonce) of a demo page's template (this one's, the live table's, the
    sportsbook's) with its language, title, config and the shared script put in."""
    nonce = secrets.token_urlsafe(16)
    page = (
        template.replace("__LANG__", lang)
        .replace("__TITLE__", html.escape(title))
        .replace("__NONCE__", nonce)
        .replace("__CONFIG__", script_json(config))
        .replace("__COMMON__", COMMON_SCRIPT)
    )
    return page, nonce


def error_page(message: str, lang: str) -> str:
    return (
        f'<!doctype html><html lang="{html.escape(lang)}"><head><meta charset="utf-8">'
        f"<title>{html.escape(message)}</title><style>body{{font:16px system-ui;background:#140d2b;"
        f"color:#f4efff;display:grid;place-items:center;height:100vh;margin:0}}</style></head>"
        f"<body><p>{html.escape(message)}</p></body></html>"
    )
