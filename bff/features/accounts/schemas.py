"""Browser bodies and upstream values of the accounts calls (docs/contract.md section 9)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import Bool, Int, MaybeName, Request, Upstream

SHORT = 255
REFERRAL = 64  # the upstream's limit: refused here with field referralCode, not upstream
MOBILE = Field(min_length=4, max_length=20, pattern=r"^[0-9 ]+$")
DIALING = Field(min_length=1, max_length=8, pattern=r"^\+?[0-9]{1,6}$")
CODE = Field(min_length=1, max_length=255)  # verification code (SPEC.md: max length 255)


class MobileRegisterRequest(Request):
    mobileNum: str = Field(max_length=SHORT)
    countryDialingCode: str = Field(max_length=8)
    verificationCode: str | None = Field(None, max_length=255)
    password: str | None = Field(None, max_length=SHORT)
    confirmPassword: str | None = Field(None, max_length=SHORT)
    affiliateCode: str | None = Field(None, max_length=SHORT)
    referralCode: str | None = Field(None, max_length=REFERRAL)
    captcha: str | None = Field(None, max_length=SHORT)
    ageConfirmed: Bool = False
    termsAccepted: Bool = False


class RegisterSmsRequest(Request):
    countryDialingCode: str = DIALING
    mobileNo: str = MOBILE
    regType: Literal["register"] = "register"


class AffiliateQuery(Request):
    code: str = Field(min_length=1, max_length=64)
    domain: str | None = Field(None, max_length=255)


class AffiliateValue(Upstream):
    valid: bool
    agent: str | None = None


class FreePlayRequest(Request):
    os: str | None = Field(None, max_length=64)
    platform: Literal["W"] = "W"  # the BFF adds the nonce itself


class ChangePasswordRequest(Request):
    oldPassword: str = Field(max_length=SHORT)
    newPassword: str = Field(max_length=SHORT)
    confirmNewPassword: str = Field(max_length=SHORT)


class EmailResetRequest(Request):
    username: str = Field(max_length=64)
    email: str = Field(max_length=SHORT)


class PhoneCodeRequest(Request):
    countryDialingCode: str = DIALING
    mobileNum: str = MOBILE


class ExpirationValue(Upstream):
    expirationTime: int


class PhoneCheckRequest(PhoneCodeRequest):
    verificationCode: str = CODE


class PhoneResetRequest(PhoneCheckRequest):
    newPassword: str = Field(max_length=SHORT)
    confirmNewPassword: str = Field(max_length=SHORT)


class ProfileUpdateRequest(Request):
    nickname: MaybeName = Field(None, max_length=SHORT)
    payeeName: MaybeName = Field(None, max_length=SHORT)
    telegram: str | None = Field(None, max_length=SHORT)
    zalo: str | None = Field(None, max_length=SHORT)
    birthday: str | None = Field(None, max_length=10)
    address: str | None = Field(None, max_length=SHORT)
    nationality: str | None = Field(None, max_length=SHORT)
    occupation: str | None = Field(None, max_length=SHORT)
    sourceOfIncome: str | None = Field(None, max_length=SHORT)
    email: str | None = Field(None, max_length=SHORT)


class PaymentPasswordRequest(Request):
    paymentPassword: str = Field(max_length=SHORT)
    confirmPaymentPassword: str = Field(max_length=SHORT)
    oldPaymentPassword: str | None = Field(None, max_length=SHORT)
    password: str = Field(max_length=SHORT)


class AvatarIcon(Upstream):
    id: int | str
    url: str


class AvatarValue(Upstream):
    avatar: str
    avatarType: Literal["STATIC", "CUSTOM"]


class AvatarRequest(Request):
    avatarType: Literal["STATIC", "CUSTOM"]
    avatar: Int | str | None = None
    image: str | None = Field(None, max_length=8 * 1024 * 1024)  # data URL, at most 5 MB
