"""The join (become an agent or affiliate) body and value (docs/contract.md section 15).

Text lengths and the contact's form (an e-mail address for EMAIL, a phone number for PHONE
and ZALO, a @username or number for TELEGRAM) are the upstream's rules, checked on the
trimmed text (`field.required` / `field.invalid` with the field); the bounds here only keep
absurd bodies out.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import MaybeName, Request, Upstream


class JoinRequest(Request):
    name: MaybeName = Field(None, max_length=1_000, description="1 to 60 characters")
    contact: str | None = Field(None, max_length=1_000, description="1 to 100 characters")
    channel: Literal["TELEGRAM", "ZALO", "PHONE", "EMAIL"]
    message: str | None = Field(None, max_length=5_000, description="at most 500 characters")
    type: Literal["AGENT", "AFFILIATE"]


class JoinReceipt(Upstream):
    id: int
