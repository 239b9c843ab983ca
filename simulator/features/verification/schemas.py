"""Bodies of the SMS and verification calls (types only; the service checks the rules)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class SmsBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    mobileNum: str | None = Field(None, max_length=32)
    countryDialingCode: str | None = Field(None, max_length=8)


class VerifyBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    username: str = Field(max_length=64)
    method: str = Field(max_length=32)
    code: str = Field(max_length=255)
