"""The join entry of the call catalogue (docs/contract.md section 15): anyone may apply to
become an agent or affiliate, so it needs no session; the `join` limit (bff/limits.py) holds
back a script before any upstream call, and an application is never retried."""

from __future__ import annotations

from ...entry import Entry
from .schemas import JoinReceipt, JoinRequest

JOIN: tuple[Entry, ...] = (
    Entry(
        "join.apply",
        "/wps/agent/apply",
        methods=("POST",),
        body=JoinRequest,
        response=JoinReceipt,
        retry=False,
        limit="join",
        summary="Apply to become an agent or affiliate (name, contact, channel, message)",
        tags=("join",),
    ),
)
