"""Bodies of the mobile register, register SMS and affiliate calls (types only)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Text = Field(None, max_length=1000)


class MobileRegisterBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    mobileNum: str | None = Text
    countryDialingCode: str | None = Field(None, max_length=8)
    verificationCode: str | None = Field(None, max_length=255)
    password: str | None = Text
    confirmPassword: str | None = Text
    affiliateCode: str | None = Text
    referralCode: str | None = Field(None, max_length=64)
    captcha: str | None = Text
    captchaKey: str | None = Field(None, max_length=64)
    ageConfirmed: Any = None
    termsAccepted: Any = None
    login: bool = True
    registerMethod: str = Field("WEB", pattern=r"^[A-Z_]{1,16}$")
    domain: str | None = Field(None, max_length=255)
    registerUrl: str | None = Field(None, max_length=2048)


class RegisterSmsBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    countryDialingCode: str | None = Field(None, max_length=8)
    mobileNo: str | None = Field(None, max_length=32)
    regType: Literal["register"] = "register"


class AffiliateQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    code: str = Field("", max_length=64)
    domain: str | None = Field(None, max_length=255)
