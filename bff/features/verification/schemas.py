"""SMS verification codes sent without a session (QA scenarios need the no-login call)."""

from __future__ import annotations

from pydantic import Field

from ...schemas import Request, Upstream


class SmsRequest(Request):
    mobileNum: str = Field(min_length=4, max_length=20, pattern=r"^[0-9 ]+$")
    countryDialingCode: str = Field(min_length=1, max_length=8, pattern=r"^\+?[0-9]{1,6}$")


class SmsValue(Upstream):
    expiredMinutes: int = Field(description="how long the sent code lives")
