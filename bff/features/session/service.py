"""Login, register, logout, captcha and language: the session side of the BFF."""

from __future__ import annotations

import hmac
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from aiohttp import web
from aiohttp_session import Session, get_session
from pydantic import BaseModel

from ... import keys, sessions
from ...catalogue import entry, language_flushed
from ...context import CallContext, call_context, client_ip
from ...entry import Entry
from ...errors import DomainError
from ...upstream.calls import LANGUAGE_REFRESH, call_entry, call_for_request
from ..bootstrap.service import flatten_modules
from .schemas import LoginRequest, LoginValue, LoginVerifyRequest, PublicLogin, RegisterRequest

log = logging.getLogger(__name__)


def _store_login(session: Session, value: LoginValue, language: str, *, force: bool) -> None:
    session["token"] = value.token
    session["account"] = value.userName
    session["accountType"] = value.type
    session["language"] = language
    if force:
        # Kept server-side so a reload cannot skip the change (upstream/calls.py refuses
        # every other token call until member.password succeeds).
        session[sessions.PASSWORD_CHANGE] = True


# Login failures that count towards the failed-login limits (bff/limits.py): wrong
# credentials or codes. A missing captcha (the upstream asking for one) is no evidence of
# anything, and a mistyped one is checked before the password upstream, so it proves
# nothing about the password: it counts towards the address limit only, never the
# account's, so a typo cannot lock the owner out while a flood from one address still stops.
FAILED = frozenset(
    {
        "user.or.password.invalid",
        "verification.code.invalid",
        "verification.code.expired",
    }
)
ADDRESS_ONLY = frozenset({"captcha.invalid"})


def typed_default_password(request: web.Request, password: str) -> bool:
    """The typed password is the brand's defaultPassword (compared in constant time)."""
    default = request.app[keys.BRAND].default_password
    return bool(default) and hmac.compare_digest(password.strip().encode(), default.encode())


async def _module_on(request: web.Request, ctx: CallContext, mod_id: str) -> bool:
    """From the whitelabel tree (cached); unreadable counts as on."""
    try:
        tree = await call_entry(request.app, entry("system.whitelabel"), ctx)
    except DomainError as exc:
        log.info("whitelabel unreadable (%s): %s counts as on", exc.code, mod_id)
        return True
    return flatten_modules(tree).get(mod_id, False)


async def log_in(
    request: web.Request,
    ctx: CallContext,
    target: Entry,
    payload: dict[str, Any],
    *,
    weak: bool = False,
    forcible: bool = False,
) -> PublicLogin:
    """Call a login-like entry; keep the token in a fresh session; answer without it.
    forcible: a username login, the only kind SPEC.md section 4 forces a password change
    on (never sms, social, register, free play or a phone reset).
    weak: the typed password was the default one (forces a password change)."""
    value = LoginValue.model_validate(await call_entry(request.app, target, ctx, payload=payload))
    force = forcible and weak
    if forcible and not force and value.passwordExpired:
        force = await _module_on(request, ctx, "PWDEXPFORCECHANGE3")
    fresh = await sessions.rotate(request)
    _store_login(fresh, value, ctx.language, force=force)
    return PublicLogin(
        userName=value.userName,
        firstTimeLogin=value.firstTimeLogin,
        passwordExpired=value.passwordExpired,
        type=value.type,
        forcePasswordChange=force,
    )


async def _guarded(
    request: web.Request,
    ctx: CallContext,
    account: str,
    attempt: Callable[[], Awaitable[PublicLogin]],
) -> PublicLogin:
    """The failed-login limits around one login attempt."""
    limits = request.app[keys.LIMITS]
    await limits.login_allowed(account, ctx.client_ip)
    try:
        result = await attempt()
    except DomainError as exc:
        if exc.code in FAILED:
            await limits.login_failed(account, ctx.client_ip)
        elif exc.code in ADDRESS_ONLY:
            await limits.login_failed(account, ctx.client_ip, pair=False)
        raise
    await limits.login_succeeded(account, ctx.client_ip)
    return result


async def login(request: web.Request, body: LoginRequest) -> PublicLogin:
    session = await get_session(request)
    ctx = await call_context(request)
    payload: dict[str, Any] = {
        "username": body.username,
        "password": body.password,
        "type": body.type,
    }
    target = entry("session.login")
    weak = False
    if body.type == "sms":  # the code from /wps/verification/sms/noLogin; no captcha
        payload["countryDialingCode"] = body.countryDialingCode or ""
        target = replace(target, name="session.login.sms", module="MOBILEVERCODELOGIN3")
    else:
        weak = typed_default_password(request, body.password)
        if body.captcha is not None:
            payload["captcha"] = body.captcha
            payload["captchaKey"] = session.get("captchaKey", "")
    if body.deviceId is not None:
        payload["deviceId"] = body.deviceId

    async def attempt() -> PublicLogin:
        try:
            return await log_in(
                request, ctx, target, payload, weak=weak, forcible=body.type == "username"
            )
        except DomainError as exc:
            if exc.code == "login_verify_required" and weak:
                (await sessions.ensure(request))["weakLogin"] = body.username.strip().lower()
            raise

    return await _guarded(request, ctx, body.username, attempt)


async def login_verify(request: web.Request, body: LoginVerifyRequest) -> PublicLogin:
    """Second login step: the code the upstream asked for; then the same as login."""
    session = await get_session(request)
    ctx = await call_context(request)
    weak = session.get("weakLogin") == body.username.strip().lower()
    target = entry("session.login.verify")

    async def attempt() -> PublicLogin:
        # The code step completes a username login (SMS logins never ask for it).
        return await log_in(request, ctx, target, body.model_dump(), weak=weak, forcible=True)

    return await _guarded(request, ctx, body.username, attempt)


async def register(request: web.Request, body: RegisterRequest) -> PublicLogin:
    return await register_with(request, body, "member.register")


async def register_with(request: web.Request, body: BaseModel, entry_name: str) -> PublicLogin:
    """A registration through `entry_name` (by username or by mobile) that logs in."""
    ctx = await call_context(request)
    payload = body.model_dump(exclude_none=True)
    payload.update(
        login=True,
        registerMethod="WEB",
        domain=ctx.host,
        registerUrl=f"{request.scheme}://{request.host}/register",
    )
    session = await get_session(request)
    if getattr(body, "captcha", None) is not None and session.get("captchaKey"):
        payload["captchaKey"] = session["captchaKey"]
    return await log_in(request, ctx, entry(entry_name), payload)


async def logout(request: web.Request) -> bool:
    """Best effort upstream; locally the session always ends, and a saved copy of its
    cookie with it, even when the upstream kept the token alive (sessions.end)."""
    ctx = await call_context(request)
    try:
        if ctx.token:
            await call_entry(request.app, entry("session.logout"), ctx, method=request.method)
    except DomainError as exc:
        log.info("upstream logout failed (%s); ending the session anyway", exc.code)
    except Exception:
        log.exception("upstream logout broke; ending the session anyway")
    await sessions.end(request)
    return True


async def captcha(request: web.Request) -> Any:
    session = await sessions.ensure(request)
    await request.app[keys.LIMITS].captcha(str(session["sid"]), client_ip(request))
    key = secrets.token_urlsafe(16)
    session["captchaKey"] = key
    return (await call_for_request(request, entry("captcha"), query={"key": key})).value


async def set_language(request: web.Request, code: str) -> str:
    brand = request.app[keys.BRAND]
    code = code.upper()
    if not brand.knows_language(code):
        raise DomainError("request.invalid", "Unknown language", field="language")
    session = await sessions.ensure(request)
    changed = session.get("language") != code
    session["language"] = code
    # Cache keys carry the language, so nobody else's entries go stale here: instead of a
    # shared flush any visitor could trigger, this session reads each language-flushed entry
    # fresh once (SPEC.md's flush flag), which also refreshes it in the cache for everyone.
    if changed:
        session[LANGUAGE_REFRESH] = [item.name for item in language_flushed()]
    return code
