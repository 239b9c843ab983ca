"""The verification entries of the call catalogue: an SMS code without a session."""

from __future__ import annotations

from ...entry import Entry
from .schemas import SmsRequest, SmsValue

VERIFICATION: tuple[Entry, ...] = (
    Entry(
        "verification.sms",
        "/wps/verification/sms/noLogin",
        methods=("POST",),
        module="VERIFICATION3",
        body=SmsRequest,
        response=SmsValue,
        limit="sms",
        summary="Send an SMS verification code (no session needed)",
        tags=("verification",),
    ),
)
