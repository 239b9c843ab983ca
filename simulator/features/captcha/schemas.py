"""Captcha query."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class CaptchaQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    key: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")
