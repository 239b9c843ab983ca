"""Register body: the SPEC.md section 3 fields plus the flags of docs/contract.md."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ...parsing import MaybeName

Text = Field(None, max_length=1000)


class RegisterBody(BaseModel):
    """Types only; the published field rules are applied by the service."""

    model_config = ConfigDict(extra="ignore")

    username: str | None = Text
    password: str | None = Text
    confirmPassword: str | None = Text
    payeeName: MaybeName = Text
    email: str | None = Text
    qqNum: str | None = Text
    mobileNum: str | None = Text
    recommenderId: str | None = Text
    captcha: str | None = Text
    captchaKey: str | None = Field(None, max_length=64)
    verificationCode: str | None = Field(None, max_length=255)
    affiliateCode: str | None = Text
    paymentPassword: str | None = Text
    line: str | None = Text
    whatsapp: str | None = Text
    facebook: str | None = Text
    wechat: str | None = Text
    idNumber: str | None = Text
    # Anything but JSON true is refused by the service, so these stay untyped here.
    ageConfirmed: Any = None
    termsAccepted: Any = None
    login: bool = False
    registerMethod: str = Field("WEB", pattern=r"^[A-Z_]{1,16}$")
    domain: str | None = Field(None, max_length=255)
    registerUrl: str | None = Field(None, max_length=2048)
    referralCode: str | None = Field(None, max_length=64)
    countryDialingCode: str | None = Field(None, max_length=8)
