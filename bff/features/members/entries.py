"""The member entries of the call catalogue: the logged-in member."""

from __future__ import annotations

from ...entry import Entry
from .schemas import MemberInfo

MEMBERS: tuple[Entry, ...] = (
    Entry(
        "member.info",
        "/wps/member/info",
        token=True,
        response=MemberInfo,
        summary="The logged-in member",
        tags=("member",),
    ),
)
