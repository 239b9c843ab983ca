"""Login, register, logout and language: what the browser sends and gets back."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from ...schemas import Bool, MaybeName, Request, Upstream

SHORT = 255


class LoginRequest(Request):
    """type "sms": username is the mobile number and password the SMS code."""

    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=255)
    type: Literal["username", "sms"] = "username"
    countryDialingCode: str | None = Field(None, max_length=8, pattern=r"^\+?[0-9]{1,6}$")
    captcha: str | None = Field(None, max_length=16)
    deviceId: str | None = Field(None, max_length=128)


class LoginVerifyRequest(Request):
    """Second step of a login from an unknown address: method phone or email (the code
    sent), bank (the bank account holder's name) or google (the authenticator code)."""

    username: str = Field(min_length=1, max_length=64)
    method: str = Field(min_length=1, max_length=20, pattern=r"^[A-Za-z_-]{1,20}$")
    code: str = Field(min_length=1, max_length=255)


class LoginValue(Upstream):
    """What the upstream answers; the token stays in the BFF session."""

    token: str = Field(min_length=1)
    id: int | str | None = None
    userName: str
    firstTimeLogin: bool = False
    passwordExpired: bool = False
    type: int


class LoginVerifyValue(Upstream):
    """The value of a login_verify_required error: the ways the member can prove it is
    them, how long a sent code lives, and where it went (masked)."""

    verifyMethods: list[str]
    expiredMinutes: int | None = None
    mobile: str | None = None
    email: str | None = None


class PublicLogin(Upstream):
    """Login and register value as the browser sees it: never the token.
    forcePasswordChange: the SPA opens the forced change-password modal."""

    model_config = ConfigDict(extra="allow", json_schema_serialization_defaults_required=True)

    userName: str
    firstTimeLogin: bool
    passwordExpired: bool
    type: int
    forcePasswordChange: bool = False


class RegisterRequest(Request):
    """Register fields of SPEC.md section 3; the field rules decide which are needed."""

    username: str | None = Field(None, max_length=SHORT)
    password: str | None = Field(None, max_length=SHORT)
    confirmPassword: str | None = Field(None, max_length=SHORT)
    payeeName: MaybeName = Field(None, max_length=SHORT)
    email: str | None = Field(None, max_length=SHORT)
    qqNum: str | None = Field(None, max_length=SHORT)
    mobileNum: str | None = Field(None, max_length=SHORT)
    recommenderId: str | None = Field(None, max_length=SHORT)
    captcha: str | None = Field(None, max_length=SHORT)
    verificationCode: str | None = Field(None, max_length=SHORT)
    affiliateCode: str | None = Field(None, max_length=SHORT)
    paymentPassword: str | None = Field(None, max_length=SHORT)
    line: str | None = Field(None, max_length=SHORT)
    whatsapp: str | None = Field(None, max_length=SHORT)
    facebook: str | None = Field(None, max_length=SHORT)
    wechat: str | None = Field(None, max_length=SHORT)
    idNumber: str | None = Field(None, max_length=SHORT)
    referralCode: str | None = Field(None, max_length=64)  # the upstream's limit
    countryDialingCode: str | None = Field(None, max_length=8)
    ageConfirmed: Bool = False
    termsAccepted: Bool = False


class LanguageRequest(Request):
    language: str = Field(pattern=r"^[A-Za-z]{2,3}$")


class LanguageValue(Upstream):
    language: str


class RsaKeyQuery(Request):
    codec: Literal["modern"] | None = None
