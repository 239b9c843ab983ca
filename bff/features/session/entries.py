"""The session entries of the call catalogue: captcha, upstream key, login, logout, register.

All but the key are served by this feature's own handlers (routes.py): the upstream token
stays in the BFF session and the browser gets the public answer.
"""

from __future__ import annotations

from ...entry import Entry, Handler
from .schemas import (
    LoginRequest,
    LoginValue,
    LoginVerifyRequest,
    PublicLogin,
    RegisterRequest,
)

SESSION: tuple[Entry, ...] = (
    Entry(
        "captcha",
        "/wps/captcha",
        module="CAPTCHA3",
        response=str,
        handler=Handler.DEDICATED,
        summary="Captcha image (base64 PNG); the BFF keeps the key in the session",
        tags=("session",),
    ),
    Entry(
        "session.rsa",
        "/wps/session/key/rsa",
        handler=Handler.INTERNAL,
        gated=False,
        summary="Upstream public key for encrypted calls",
    ),
    Entry(
        "session.login",
        "/wps/session/login",
        methods=("POST",),
        encrypted=True,
        module="COMM3",
        body=LoginRequest,
        response=LoginValue,
        public_response=PublicLogin,
        handler=Handler.DEDICATED,
        summary="Log in; the token stays in the BFF session",
        tags=("session",),
    ),
    Entry(
        "session.login.verify",
        "/wps/session/login/verify",
        methods=("POST",),
        encrypted=True,
        module="LOGINIPVERF3",
        body=LoginVerifyRequest,
        response=LoginValue,
        public_response=PublicLogin,
        handler=Handler.DEDICATED,
        summary="Log in with the code a login asked for; the token stays in the BFF session",
        tags=("session",),
    ),
    Entry(
        "session.logout",
        "/wps/session/logout",
        methods=("DELETE", "POST"),
        token=True,
        before_password_change=True,
        response=bool,
        handler=Handler.DEDICATED,
        gated=False,
        summary="Log out; the BFF session ends whatever the upstream answers",
        tags=("session",),
    ),
    Entry(
        "member.register",
        "/wps/member/register",
        methods=("PUT",),
        encrypted=True,
        module="REG3",
        body=RegisterRequest,
        response=LoginValue,
        public_response=PublicLogin,
        handler=Handler.DEDICATED,
        summary="Register and log in",
        tags=("session",),
    ),
)
