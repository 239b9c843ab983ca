"""Bodies of the password calls (types only; the service applies the rules)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

Text = Field(None, max_length=1000)


class ChangeBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    oldPassword: str | None = Text
    newPassword: str | None = Text
    confirmNewPassword: str | None = Text


class EmailResetForm(BaseModel):
    model_config = ConfigDict(extra="ignore")

    username: str | None = Text
    email: str | None = Text


class PhoneBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    countryDialingCode: str | None = Field(None, max_length=8)
    mobileNum: str | None = Field(None, max_length=32)
    verificationCode: str | None = Field(None, max_length=255)


class PhoneResetBody(PhoneBody):
    newPassword: str | None = Text
    confirmNewPassword: str | None = Text


class PaymentBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    paymentPassword: str | None = Text
    confirmPaymentPassword: str | None = Text
    oldPaymentPassword: str | None = Text
    password: str | None = Text
