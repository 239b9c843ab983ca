"""Login body (docs/contract.md section 5)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class LoginBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    username: str = Field(max_length=64)
    password: str = Field(max_length=128)
    type: Literal["username", "sms"] = "username"
    countryDialingCode: str | None = Field(None, max_length=8)
    captcha: str | None = Field(None, max_length=16)
    captchaKey: str | None = Field(None, max_length=64)
    deviceId: str | None = Field(None, max_length=128)


class KeyQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    codec: Literal["modern", "wps-legacy"] = "wps-legacy"


class FreePlayBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    os: str | None = Field(None, max_length=64)
    platform: Literal["W"] = "W"
    nonce: str = Field(min_length=8, max_length=128)
