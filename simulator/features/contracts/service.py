"""Contract actions and views: an upline offers a direct downline agent a contract of a kind
at a rate no higher than their own; the downline accepts (replacing their earlier one) or
rejects; either side terminates. Accepting a rate below one the accepter gives their own
downlines terminates those only when the accepter agrees (terminateLower)."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.members.store import AGENT_TYPES, Member, MemberStore
from ...core.money import format_minor, parse_minor
from ...errors import DomainError
from ..agents.revenue import payout_rows
from ..agents.team import downline
from ..messages.service import send_message
from . import store
from .schemas import ContractAction
from .store import Contract

# The period a kind settles over; only dividends let the upline choose (D, W, H, M).
FIXED_PERIOD = {"daily_salary": "D", "hourly_salary": "HOUR", "realtime_salary": "5MIN"}
OPEN = ("offered", "active")


def _accounts(db: Database, *ids: int | None) -> dict[int, str]:
    wanted = [i for i in ids if i is not None]
    if not wanted:
        return {}
    return MemberStore(db).accounts(wanted)


def view(db: Database, contract: Contract) -> dict[str, Any]:
    names = _accounts(db, contract.upline_id, contract.downline_id)
    return {
        "id": contract.id,
        "kind": contract.kind,
        "upline": names.get(contract.upline_id) if contract.upline_id else None,
        "downline": names.get(contract.downline_id),
        "rate": format_minor(contract.rate_bps),
        "period": contract.period,
        "minValidBet": format_minor(contract.min_valid_bet),
        "minActiveMembers": contract.min_active_members,
        "status": contract.status,
        "createdAt": contract.created_at,
        "decidedAt": contract.decided_at,
        "terminatedAt": contract.terminated_at,
    }


def active_held(db: Database, member_id: int, kind: str) -> Contract | None:
    found = store.held(db, member_id, kind, ("active",))
    return found[0] if found else None


def _event(db: Database, contract: Contract, event: str, by: Member | None, now: int) -> None:
    store.add_event(db, contract.id, event, by.id if by else None, now)
    names = _accounts(db, contract.downline_id)
    record(
        db,
        now,
        f"contract.{event}",
        by.account if by else None,
        contractId=contract.id,
        kind=contract.kind,
        downline=names.get(contract.downline_id),
        rate=format_minor(contract.rate_bps),
    )


def _rate(text: str | None) -> int:
    try:
        bps = parse_minor(text or "")
    except ValueError:
        raise DomainError("field.invalid", "A percentage like 40.00", field="rate") from None
    if not 0 < bps <= 10_000:
        raise DomainError("field.invalid", "Above 0 and at most 100", field="rate")
    return bps


def offer(db: Database, agent: Member, kind: str, body: ContractAction, now: int) -> Contract:
    target = downline(db, agent, body.downline, field="downline")
    if target.upline_id != agent.id or target.type not in AGENT_TYPES:
        raise DomainError("contract.downline.invalid", field="downline")
    own = active_held(db, agent.id, kind)
    if own is None:
        raise DomainError("contract.not.held")
    rate = _rate(body.rate)
    if rate > own.rate_bps:
        raise DomainError(
            "contract.rate.too.high", field="rate", value={"maxRate": format_minor(own.rate_bps)}
        )
    period = FIXED_PERIOD.get(kind) or body.period
    if period is None:
        raise DomainError("field.required", "period is required", field="period")
    try:
        min_bet = parse_minor(body.minValidBet or "0")
    except ValueError:
        raise DomainError("field.invalid", "An amount like 1000.00", field="minValidBet") from None
    with db.transaction():
        for earlier in store.held(db, target.id, kind, ("offered",)):
            if earlier.upline_id == agent.id:  # a new offer replaces the open one
                store.set_status(db, earlier.id, "rejected", now)
                _event(db, earlier, "replaced", agent, now)
        contract_id = store.insert(
            db,
            kind=kind,
            upline_id=agent.id,
            downline_id=target.id,
            rate_bps=rate,
            period=period,
            min_valid_bet=min_bet,
            min_active_members=body.minActiveMembers or 0,
            status="offered",
            now=now,
        )
        made = store.get(db, contract_id)
        assert made is not None
        _event(db, made, "offered", agent, now)
        offer_message(db, made, agent.account, now)
    return made


def offer_message(db: Database, contract: Contract, upline: str, now: int) -> None:
    """The downline's CONTRACT message about an offer."""
    params = {
        "contractId": contract.id,
        "kind": contract.kind,
        "rate": format_minor(contract.rate_bps),
        "upline": upline,
    }
    key = f"contract:{contract.id}"
    send_message(db, contract.downline_id, "CONTRACT", params, now, key=key)


def _own(db: Database, member: Member, contract_id: int | None) -> Contract:
    contract = store.get(db, contract_id or 0)
    if contract is None or member.id not in (contract.upline_id, contract.downline_id):
        raise DomainError("contract.not.found", field="contractId")
    return contract


def accept(
    db: Database, member: Member, contract_id: int | None, terminate_lower: bool, now: int
) -> Contract:
    contract = _own(db, member, contract_id)
    if contract.downline_id != member.id or contract.status != "offered":
        raise DomainError("contract.state.invalid", value={"status": contract.status})
    higher = [
        c
        for c in store.offered_by(db, member.id, contract.kind, OPEN)
        if c.rate_bps > contract.rate_bps
    ]
    if higher and not terminate_lower:
        names = _accounts(db, *(c.downline_id for c in higher))
        raise DomainError(
            "contract.downline.rate.higher",
            value={
                "downlines": [
                    {"downline": names.get(c.downline_id), "rate": format_minor(c.rate_bps)}
                    for c in higher
                ]
            },
        )
    with db.transaction():
        for lower in higher:
            store.set_status(db, lower.id, "terminated", now)
            _event(db, lower, "terminated", member, now)
        for earlier in store.held(db, member.id, contract.kind, ("active",)):
            store.set_status(db, earlier.id, "terminated", now)
            _event(db, earlier, "replaced", member, now)
        store.set_status(db, contract.id, "active", now)
        _event(db, contract, "accepted", member, now)
    done = store.get(db, contract.id)
    assert done is not None
    return done


def reject(db: Database, member: Member, contract_id: int | None, now: int) -> Contract:
    contract = _own(db, member, contract_id)
    if contract.downline_id != member.id or contract.status != "offered":
        raise DomainError("contract.state.invalid", value={"status": contract.status})
    with db.transaction():
        store.set_status(db, contract.id, "rejected", now)
        _event(db, contract, "rejected", member, now)
    done = store.get(db, contract.id)
    assert done is not None
    return done


def terminate(db: Database, member: Member, contract_id: int | None, now: int) -> Contract:
    contract = _own(db, member, contract_id)
    if contract.status != "active":
        raise DomainError("contract.state.invalid", value={"status": contract.status})
    with db.transaction():
        store.set_status(db, contract.id, "terminated", now)
        _event(db, contract, "terminated", member, now)
    done = store.get(db, contract.id)
    assert done is not None
    return done


def history(db: Database, member: Member, kind: str, limit: int = 50) -> list[dict[str, Any]]:
    """Events of the member's own contracts and of those they offered, newest first."""
    rows = store.events(db, member.id, kind, limit)
    names = _accounts(db, *{r["by_id"] for r in rows}, *{r["downline_id"] for r in rows})
    return [
        {
            "contractId": row["contract_id"],
            "event": row["event"],
            "by": names.get(row["by_id"]) if row["by_id"] else None,
            "downline": names.get(row["downline_id"]),
            "rate": format_minor(row["rate_bps"]),
            "at": row["at"],
        }
        for row in rows
    ]


def payouts(db: Database, member_id: int, kind: str, limit: int = 20) -> list[dict[str, Any]]:
    """What contracts of the kind paid the member, newest first (the ledger's transfers)."""
    return payout_rows(db, member_id, (kind,), limit=limit)


def overview(db: Database, member: Member, kind: str) -> dict[str, Any]:
    """`mine`: an offer awaiting the member's answer, else their active contract;
    `current`: the active one (while an offer waits, both show)."""
    waiting = store.held(db, member.id, kind, ("offered",))
    own = active_held(db, member.id, kind)
    mine = waiting[0] if waiting else own
    return {
        "mine": view(db, mine) if mine else None,
        "current": view(db, own) if own else None,
        "offered": [view(db, c) for c in store.offered_by(db, member.id, kind)][:50],
        "history": history(db, member, kind),
        "payouts": payouts(db, member.id, kind),
        "canOffer": own is not None,
        "maxRate": format_minor(own.rate_bps) if own else None,
    }


def consolidated(db: Database, member_id: int) -> dict[str, int]:
    member = MemberStore(db).by_id(member_id)
    flags = {
        "dividend": "divtypereq",
        "daily_salary": "dailysalreqtype",
        "hourly_salary": "contracthoursalreq",
        "realtime_salary": "realtimesalreqtype",
    }
    if member is None or member.type not in AGENT_TYPES:
        return dict.fromkeys(flags.values(), 0)
    return {flag: int(bool(store.held(db, member_id, kind, OPEN))) for kind, flag in flags.items()}
