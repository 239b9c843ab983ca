"""GET and POST /__sim/players/{account}/flags: per-player switches QA sets; GET
/__sim/players/{account}/totp: the player's current Google authenticator code."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.journal.store import record
from ...core.members.store import Member, MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB
from ...parsing import read_json, validate
from ..control.schemas import PlayerFlags
from ..verification import totp
from ..verification.store import forget_ips

routes = web.RouteTableDef()

# API name -> members column
COLUMNS = {
    "passwordExpired": "password_expired",
    "captchaRequired": "captcha_required",
    "unknownIp": "unknown_ip",
    "locked": "locked",
}


def flags_value(member: Member) -> dict[str, Any]:
    return {"account": member.account} | {
        name: getattr(member, column) for name, column in COLUMNS.items()
    }


def _member(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_account(request.match_info["account"])
    if member is None:
        raise DomainError("USER_NOT_EXIST")
    return member


@routes.get("/__sim/players/{account}/flags")
async def get_flags(request: web.Request) -> web.Response:
    return ok(flags_value(_member(request)))


@routes.post("/__sim/players/{account}/flags")
async def set_flags(request: web.Request) -> web.Response:
    body = validate(PlayerFlags, await read_json(request))
    member = _member(request)
    db = request.config_dict[DB]
    changes = {COLUMNS[name]: value for name, value in body.model_dump(exclude_none=True).items()}
    with db.transaction():
        MemberStore(db).set_flags(member.id, changes)
        if changes.get("unknown_ip"):  # every address is unknown again
            forget_ips(db, member.id)
        now = request.config_dict[CLOCK].now_ms()
        record(
            db, now, "player.flags.changed", member.account, **body.model_dump(exclude_none=True)
        )
    updated = MemberStore(db).by_id(member.id)
    assert updated is not None
    return ok(flags_value(updated))


@routes.get("/__sim/players/{account}/totp")
async def get_totp(request: web.Request) -> web.Response:
    """The Google authenticator code the player's phone shows now (simulator clock)."""
    member = _member(request)
    if not member.totp_secret:
        raise DomainError("field.invalid", "This player has no authenticator bound")
    now = request.config_dict[CLOCK].now_ms()
    return ok(
        {
            "account": member.account,
            "code": totp.code_at(member.totp_secret, now),
            "secondsLeft": totp.seconds_left(now),
        }
    )


def setup(app: web.Application) -> None:
    app.add_routes(routes)
