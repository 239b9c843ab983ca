"""The journal: a bounded list of domain events with clock time, kept in SQLite (so
snapshots and resets cover it). Adding an event type is one line in TYPES."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

from ..clock import iso
from ..db import Database

LIMIT = 10_000  # entries kept; the oldest go first

# type -> what it records (docs/qa.md lists them).
TYPES: dict[str, str] = {
    "login": "a login succeeded",
    "login.failed": "a login was refused (data.errorCode)",
    "login.verify.required": "a login from an unknown IP asked for verification",
    "login.verified": "an unknown-IP login was verified (data.method)",
    "login.verify.failed": "a wrong answer to the unknown-IP verification (data.method)",
    "logout": "a session ended",
    "register": "a member registered",
    "freeplay.started": "a trial (free play) account was created and logged in",
    "first.login": "the first-login call cleared firstTimeLogin",
    "password.changed": "a member changed the login password",
    "password.reset": "a password was reset (data.method: email or phone)",
    "payment_password.set": "a member set or changed the payment password",
    "profile.changed": "a member updated profile fields (data.fields)",
    "avatar.changed": "a member chose or uploaded an avatar",
    "transfer.posted": "the ledger posted a transfer (or posted a pending one)",
    "transfer.pending": "the ledger reserved a pending transfer (a withdrawal in review)",
    "transfer.voided": "the ledger voided a pending transfer (the reserve is released)",
    "captcha.issued": "a captcha was issued for a key",
    "sms.sent": "an SMS code was sent",
    "sms.withheld": "a code asked for a number that must not get it was not sent (data.purpose)",
    "email.sent": "an e-mail was sent",
    "email.withheld": "a password reset for an unknown username and e-mail sent nothing",
    "game.launched": "a game launch URL was issued",
    "bet.placed": "a demo game round took a bet (data.roundId, gameId, bet)",
    "bet.settled": "a demo game round settled (data.roundId, gameId, bet, win)",
    "outcome.forced": "POST /__sim/outcomes queued forced outcomes",
    "sports.forced": "POST /__sim/sports/matches/<id>/result set a match's result (data.result)",
    "table.forced": "POST /__sim/tables/<gameId>/next set a live table round (data.round, wanted)",
    "game.favourite.added": "a member added a favourite game (data.gameId)",
    "game.favourite.removed": "a member removed a favourite game (data.gameId)",
    "system.changed": "PUT /__sim/system changed the system settings",
    "module.changed": "PUT /__sim/modules switched modules",
    "player.flags.changed": "POST /__sim/players/<account>/flags",
    "responsible.limit.set": "a limit was lowered or first set, at once (data.kind, period, limit)",
    "responsible.limit.pending": "a limit raise or removal waits 24 hours (data.appliesAt)",
    "responsible.limit.applied": "a waiting limit change applied, at its time",
    "responsible.session.ended": "the session-time limit ended a session",
    "responsible.reality.set": "a member chose the reality check's interval (data.minutes)",
    "responsible.reality.acknowledged": "a member went on after a reality check",
    "responsible.exclusion.started": "a time-out or self-exclusion began (data.endsAt, recovered)",
    "responsible.cleared": "DELETE /__sim/players/<account>/responsible",
    "game.switched": "PUT /__sim/games/<vassalage>",
    "fault.hit": "a fault changed an upstream call",
    "clock.changed": "the clock was frozen, unfrozen or set",
    "clock.advanced": "the clock was advanced",
    "job.ran": "a scheduled job ran",
    "world.reset": "POST /__sim/reset rebuilt the world",
    "snapshot.restored": "POST /__sim/restore/<id>",
    "deposit.created": "a member opened a deposit order (data.orderNo, channel, amount)",
    "deposit.paid": "a deposit was credited (data.orderNo, amount, bonus)",
    "deposit.callback.repeated": "a payment callback came again for a paid order: no money moved",
    "deposit.callback.refused": "a payment callback came for a cancelled order: no money moved",
    "deposit.cancelled": "an unpaid deposit was cancelled (data.by: gateway or member)",
    "deposit.expired": "an unpaid deposit order expired",
    "bank.card.bound": "a member bound a bank account for withdrawals (data.bank)",
    "withdraw.requested": "a withdrawal was requested; its amount is reserved (data.orderNo)",
    "withdraw.paid": "the payment desk paid a withdrawal out: the reserve is posted",
    "withdraw.rejected": "the payment desk rejected a withdrawal: the reserve is voided",
    "withdraw.held": "QA held a withdrawal in review",
    "withdraw.released": "QA released a held withdrawal",
    "withdraw.received": "a payout counts as received (data.by: member, timer or desk)",
    "withdraw.not_received": "the member reported a payout not received, with a proof",
    "withdraw.refunded": "the desk refunded a payout that did not arrive",
    "wallet.auto_transfer": "a member switched auto-transfer on game launch (data.on)",
    "upline.transferred": "a member sent money to their upline (data.to, amount)",
    "downline.transferred": "an agent sent money to a member of their team (data.to, amount)",
    "downline.registered": "an agent registered a member below them (data.account, type)",
    "contract.offered": "an upline offered a downline a contract (data.contractId, kind, rate)",
    "contract.accepted": "a downline accepted a contract",
    "contract.rejected": "a downline rejected a contract",
    "contract.terminated": "a contract was terminated (by either side, or a lower rate accepted)",
    "contract.replaced": "a newer offer or acceptance replaced a contract",
    "contract.paid": "a contract paid a period (data.reference, amount)",
    "lottery.ordered": "a lottery ticket was placed (data.ticketId, gameCode, issue, amount)",
    "lottery.drawn": "a lottery game drew an issue with tickets or forced numbers",
    "lottery.settled": "a lottery ticket settled (data.ticketId, issue, amount, win, status)",
    "lottery.forced": "POST /__sim/lottery/next queued numbers for a game's next draw",
    "promotion.joined": "a member joined a promotion (data.promotionId)",
    "promotion.applied": "a member applied to a promotion (data.promotionId, applicationId)",
    "promotion.approved": "QA approved an application; its reward was paid (data.reference)",
    "promotion.rejected": "QA rejected an application (data.applicationId, remark)",
    "promotion.issued": "a promotion paid a deposit bonus or a rebate (data.reference, amount)",
    "promotion.claimed": "a member claimed a promotion's reward (data.reference, amount)",
    "raffle.drawn": "a raffle was drawn (data.promotionId, winners)",
    "ranking.drawn": "a ranking gave its prizes by place (data.promotionId, winners)",
    "points.earned": "a settled bet earned points (data.reference, points, valid)",
    "points.redeemed": "a member redeemed a points-mall item: points reserved (data.orderNo)",
    "points.approved": "QA approved a redeem: its reserves are posted (data.orderNo)",
    "points.rejected": "QA rejected a redeem: points and stock are back (data.orderNo)",
    "points.converted": "a member converted points to balance (data.points, amount)",
    "points.granted": "POST /__sim/points/grant credited a member points (data.points)",
    "mission.claimed": "a mission reward was paid (data.missionId, periodKey, rewardKind, reward)",
    "referral.rewarded": "an inviter was paid for a qualified invitee (data.invitee, amount)",
    "referral.expired": "an invitee's referral window closed unqualified (data.invitee)",
    "rank.changed": "a member's club rank changed (data.from, to, by: job or desk)",
    "announcement.published": "QA published an announcement (data.id, type, startAt, endAt)",
    "announcement.expired": "QA ended an announcement now (data.id)",
    "announcement.dismissed": "a member dismissed a pop-up announcement (data.id)",
    "message.sent": "a platform message was written to a member (data.id, category, template)",
    "feedback.received": "a member sent feedback (data.feedbackId, questionType, images)",
    "join.applied": "someone applied to the agent or affiliate programme (data.applicationId)",
    "chat.posted": "a message was posted in a chat room (data.roomId, messageId, by: member|qa)",
}


@dataclass(frozen=True)
class JournalQuery:
    type: str | None = None  # exact, or a glob with * (login*)
    player: str | None = None
    since: int | None = None  # epoch ms, inclusive
    until: int | None = None  # epoch ms, inclusive
    limit: int = 100


def record(db: Database, at: int, type_: str, player: str | None = None, **data: Any) -> None:
    """Append one event; the journal keeps the newest LIMIT entries."""
    if type_ not in TYPES:
        raise ValueError(f"unknown journal type {type_}")
    cursor = db.run(
        "INSERT INTO journal (at, type, player, data) VALUES (?, ?, ?, ?)",
        (at, type_, player, orjson.dumps(data).decode()),
    )
    if cursor.lastrowid is not None and cursor.lastrowid > LIMIT:
        db.run("DELETE FROM journal WHERE id <= ?", (cursor.lastrowid - LIMIT,))


def _like(glob: str) -> str:
    escaped = glob.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return escaped.replace("*", "%")


def entries(db: Database, query: JournalQuery) -> list[dict[str, Any]]:
    """Matching entries, newest first."""
    clauses: list[str] = []
    params: list[Any] = []
    if query.type:
        clauses.append("type LIKE ? ESCAPE '\\'")
        params.append(_like(query.type))
    if query.player:
        clauses.append("player = ? COLLATE NOCASE")
        params.append(query.player)
    if query.since is not None:
        clauses.append("at >= ?")
        params.append(query.since)
    if query.until is not None:
        clauses.append("at <= ?")
        params.append(query.until)
    where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
    rows = db.all(
        f"SELECT id, at, type, player, data FROM journal {where} ORDER BY id DESC LIMIT ?",
        (*params, query.limit),
    )
    return [
        {
            "id": row["id"],
            "at": iso(row["at"]),
            "type": row["type"],
            "player": row["player"],
            "data": orjson.loads(row["data"]),
        }
        for row in rows
    ]
