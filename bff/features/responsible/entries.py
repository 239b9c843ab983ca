"""The responsible-gaming entries of the call catalogue (docs/contract.md section 16): the
member's own limits and session figures, never cached; nothing that changes them retried.
A trial session is refused before any call (member_entry)."""

from __future__ import annotations

from typing import Any

from ...entry import Entry, Handler, member_entry
from .schemas import (
    Exclusion,
    ExclusionRequest,
    LimitRequest,
    RealityCheck,
    RealityRequest,
    Responsible,
)

BASE = "/wps/v2/responsible"


def _entry(name: str, path: str, summary: str, **kw: Any) -> Entry:
    return member_entry(f"responsible.{name}", BASE + path, summary, tag="responsible", **kw)


RESPONSIBLE: tuple[Entry, ...] = (
    _entry(
        "get",
        "",
        "The member's limits (what each period used, when it resets, raises waiting), the "
        "session time, the reality check's interval and any exclusion",
        response=Responsible,
    ),
    _entry(
        "limit",
        "/limits",
        "Set, lower, raise or remove a limit: lower or first at once, a raise or removal after "
        "delayHours; answers the whole state",
        methods=("PUT",),
        body=LimitRequest,
        response=Responsible,
        retry=False,
    ),
    _entry(
        "reality",
        "/reality-check",
        "This session's time and result, and when the next reality check is due",
        response=RealityCheck,
    ),
    _entry(
        "realitySet",
        "/reality-check",
        "Choose the reality check's interval (15, 30 or 60 minutes; null: off)",
        methods=("PUT",),
        body=RealityRequest,
        response=RealityCheck,
        retry=False,
    ),
    _entry(
        "realityAck",
        "/reality-check/ack",
        "Go on playing after a reality check: the next is due one interval from now",
        methods=("POST",),
        response=RealityCheck,
        retry=False,
    ),
    _entry(
        "exclude",
        "/exclusion",
        "Start a time-out or self-exclusion; it cannot be undone, and the session ends with it",
        methods=("POST",),
        body=ExclusionRequest,
        response=Exclusion,
        retry=False,
        handler=Handler.DEDICATED,
    ),
)
