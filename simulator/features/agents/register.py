"""An agent registers a member below them (PUT /wps/agent/register): the register field
rules of the fields this form has, applied by the member registration's own code; the new
member's upline is the agent. A player (type 0) or an agent (type 2)."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.store import Member, MemberStore
from ...fixtures import Fixtures
from ...passwords import Passwords
from ..members.schemas import RegisterBody
from ..members.service import create_member, validated
from .schemas import DownlineRegisterBody

# The register rules that apply: the fields the downline form has. A brand rule for a field
# the form lacks (a required captcha or payment password) is the member's own sign-up form's.
FORM_FIELDS = frozenset(
    {"username", "password", "confirmPassword", "mobileNum", "email", "payeeName"}
)
TYPES = {"player": 0, "agent": 2}
METHOD = "AGENT"  # register_method of members an agent registered


async def register_downline(
    db: Database,
    passwords: Passwords,
    fixtures: Fixtures,
    agent: Member,
    body: DownlineRegisterBody,
    *,
    now: int,
) -> dict[str, Any]:
    form = RegisterBody.model_validate(
        {
            **body.model_dump(include={*FORM_FIELDS, "countryDialingCode", "ageConfirmed"}),
            "registerMethod": METHOD,
        }
    )
    accepted = validated(form, fixtures, only=FORM_FIELDS, terms=False)
    member = await create_member(
        MemberStore(db),
        LedgerStore(db),
        passwords,
        fixtures,
        body=form,
        accepted=accepted,
        now=now,
        upline_id=agent.id,
        member_type=TYPES[body.accountType],
        nickname=(body.nickname or "").strip() or None,
    )
    record(db, now, "downline.registered", agent.account, account=member.account, type=member.type)
    return {"account": member.account, "type": member.type, "upline": agent.account}
