"""What one browser request carries to the upstream: merchant, token, language, address."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from aiohttp import web
from aiohttp_session import Session, get_session

from . import keys, sessions

LANGUAGE_RE = re.compile(r"^[A-Za-z]{2,3}$")


@dataclass(frozen=True)
class CallContext:
    merchant: str
    language: str
    client_ip: str
    host: str
    token: str | None = None
    account_type: int | None = None  # 4 = trial (free play)
    password_change_required: bool = False  # a forced change is pending (sessions.py)

    def with_token(self, token: str | None) -> CallContext:
        return replace(self, token=token)


def client_ip(request: web.Request) -> str:
    settings = request.app[keys.SETTINGS]
    if settings.trust_forwarded_for:
        forwarded = request.headers.get("X-Forwarded-For", "")
        first = forwarded.split(",")[0].strip()
        if first and len(first) <= 64:
            return first
    return request.remote or "127.0.0.1"


def pick_language(request: web.Request, session: Session) -> str:
    """The Language header if the brand knows it, else the session's, else the default."""
    brand = request.app[keys.BRAND]
    for candidate in (request.headers.get("Language"), session.get("language")):
        if candidate and LANGUAGE_RE.match(candidate):
            code = candidate.upper()
            if brand.knows_language(code):
                return code
    return brand.default_language


async def call_context(request: web.Request) -> CallContext:
    session = await get_session(request)
    settings = request.app[keys.SETTINGS]
    return CallContext(
        merchant=settings.merchant,
        language=pick_language(request, session),
        client_ip=client_ip(request),
        host=request.host.split(":")[0] if request.host else "localhost",
        token=session.get("token"),
        account_type=session.get("accountType") if session.get("token") else None,
        password_change_required=bool(
            session.get("token") and session.get(sessions.PASSWORD_CHANGE)
        ),
    )
