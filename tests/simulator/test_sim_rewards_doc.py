"""Every worked example of docs/rewards.md, run against the code.

Each example is a ```rewards-example block: a YAML mapping of `rule`, `given` and `expect`.
The rule's checker below computes the outputs from `given` with the simulator's own functions
(pure ones, or the real store on an in-memory database) and the test asserts they equal
`expect` exactly, so a wrong number on the page, a missing or an extra output fails. A block
naming an unknown rule fails too, so a typo cannot skip a check silently.
"""

from __future__ import annotations

import inspect
import re
import uuid
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import yaml

from simulator.core.db import Database
from simulator.core.ledger.store import LedgerStore
from simulator.core.members.store import MemberStore, NewMember
from simulator.core.money import format_minor, parse_minor
from simulator.errors import DomainError
from simulator.features.missions import store as mission_store
from simulator.features.missions.catalogue import Mission, load_catalogue
from simulator.features.missions.leaderboard import leaderboard
from simulator.features.missions.periods import window
from simulator.features.missions.service import progress_state
from simulator.features.points import redeems
from simulator.features.points import store as points_store
from simulator.features.points.earning import earn_for_bet, points_for
from simulator.features.points.schemas import RedeemBody
from simulator.features.points.service import balance_value, convert_amount, grant
from simulator.features.profile import store as profiles
from simulator.features.promotions.bonus import rollover_required
from simulator.features.promotions.deposit_bonus import bonus_for, rollover_base
from simulator.features.promotions.draws import (
    draw_raffle,
    prizes_by_place,
    rebate_day,
    rebate_for,
    rebate_reference,
)
from simulator.features.promotions.rollover import measured, refusal
from simulator.features.promotions.seed import promotion_window
from simulator.features.promotions.states import (
    category_valid,
    raffle_tickets,
    ranking_bar,
    ranking_order,
    turnover_state,
)
from simulator.features.wallet.service import (
    credit_from_house,
    ledger_check,
    main_wallet,
    open_player_wallet,
    open_system_accounts,
)
from simulator.fixtures import PointsSettings
from simulator.passwords import Passwords
from simulator.settings import REPO_ROOT

DOC = REPO_ROOT / "docs" / "rewards.md"
TAG = "rewards-example"
BLOCK = re.compile(rf"^```{TAG}\n(.*?)^```$", re.M | re.S)
NOW = 1_893_456_000_000
PAYPASS = "123456"
MOBILE = "912345678"

Given = dict[str, Any]
Checker = Callable[[Given], dict[str, Any] | Awaitable[dict[str, Any]]]


def _blocks() -> list[tuple[int, dict[str, Any]]]:
    """(line, example) of every block of the page, in order."""
    text = DOC.read_text(encoding="utf-8")
    found = []
    for match in BLOCK.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        found.append((line, yaml.safe_load(match.group(1))))
    return found


BLOCKS = _blocks()


# -- conversions -----------------------------------------------------------------------------


def money(text: str) -> int:
    return parse_minor(text)


def shown(units: int | None) -> str | None:
    return None if units is None else format_minor(units)


def instant(text: str) -> int:
    return int(datetime.fromisoformat(text).timestamp() * 1000)


def local(ms: int, zone: ZoneInfo) -> str:
    return datetime.fromtimestamp(ms / 1000, zone).isoformat()


# -- promotions ------------------------------------------------------------------------------


def promotion_window_rule(g: Given) -> dict[str, Any]:
    zone = ZoneInfo(g["timeZone"])
    start, end = promotion_window(instant(g["builtAt"]), g["startDays"], g["endDays"], zone)
    return {"start": local(start, zone), "end": local(end, zone)}


def deposit_bonus_rule(g: Given) -> dict[str, Any]:
    deposit = money(g["deposit"])
    bonus = bonus_for(deposit, g["bonusBps"], money(g["bonusMax"]))
    required = rollover_required(g["rolloverMultiple"], bonus, rollover_base(deposit, bonus))
    return {"bonus": shown(bonus), "rolloverRequired": shown(required)}


def rollover_required_rule(g: Given) -> dict[str, Any]:
    return {"rolloverRequired": shown(rollover_required(g["rolloverMultiple"], money(g["bonus"])))}


def withdrawal_refusal_rule(g: Given) -> dict[str, Any]:
    checked = [measured(money(r["required"]), money(r["validSince"])) for r in g["rollovers"]]
    refused = refusal(checked)
    if refused is None:
        return {"errorCode": None}
    return {"errorCode": refused.code, **refused.value}


def turnover_rule(g: Given) -> dict[str, Any]:
    counted = category_valid({k: money(v) for k, v in g["validBets"].items()}, g["category"])
    state, (current, target) = turnover_state(counted, money(g["target"]), g["ended"])
    return {
        "counted": shown(counted),
        "state": state,
        "progress": {"current": shown(current), "target": shown(target)},
    }


def rebate_rule(g: Given) -> dict[str, Any]:
    zone = ZoneInfo(g["timeZone"])
    day, start, stop = rebate_day(instant(g["runAt"]), zone)
    return {
        "day": day.isoformat(),
        "from": local(start, zone),
        "to": local(stop, zone),
        "rebate": shown(rebate_for(money(g["validBets"]), g["rebateBps"])),
        "reference": rebate_reference(g["promotionId"], g["memberId"], day),
    }


def raffle_tickets_rule(g: Given) -> dict[str, Any]:
    tickets, towards = raffle_tickets(money(g["validBets"]), money(g["ticketEvery"]))
    return {"tickets": tickets, "towardsNext": shown(towards)}


def raffle_draw_rule(g: Given) -> dict[str, Any]:
    picks = iter(g["picks"])

    def pick(among: int) -> int:
        chosen = next(picks)
        assert among == chosen["among"], f"the draw is among {among} tickets, not {chosen}"
        return int(chosen["ticket"])

    prizes = [money(prize) for prize in g["prizes"]]
    winners = draw_raffle(dict(g["tickets"]), prizes, pick)
    assert next(picks, None) is None, "the draw made fewer picks than the example lists"
    return {
        "winners": [
            {"member": member, "prize": shown(prize), "tickets": tickets}
            for member, prize, tickets in winners
        ]
    }


def ranking_rule(g: Given) -> dict[str, Any]:
    prizes = [money(prize) for prize in g["prizes"]]
    ranked = ranking_order({member: money(valid) for member, valid in g["validBets"].items()})
    order = [member for member, _ in ranked]
    rank = order.index(g["me"]) + 1
    return {
        "order": order,
        "prizes": {member: shown(prize) for member, prize in prizes_by_place(order, prizes)},
        "me": {
            "rank": rank,
            "current": shown(ranked[rank - 1][1]),
            "target": shown(ranking_bar(ranked, len(prizes))),
        },
    }


# -- missions --------------------------------------------------------------------------------


def mission_period_rule(g: Given) -> dict[str, Any]:
    zone = ZoneInfo(g["timeZone"])
    win = window(g["period"], instant(g["at"]), zone)
    return {"key": win.key, "start": local(win.start, zone), "resetAt": local(win.stop, zone)}


def mission_progress_rule(g: Given) -> dict[str, Any]:
    mission = Mission(
        id=1,
        code="DOC",
        period="DAILY",
        kind=g["kind"],
        target=g["target"],
        rewardKind="POINTS",
        reward="1",
        title={"en": "doc"},
    )
    done = money(g["done"]) if mission.in_money else int(g["done"])
    state, progress = progress_state(done, mission.target_units(), claimed=g["claimed"])
    return {"state": state, "progress": mission.show(progress)}


@contextmanager
def fresh_db() -> Iterator[Database]:
    db = Database(":memory:")
    db.recreate()
    try:
        yield db
    finally:
        db.close()


def add_member(db: Database, account: str, mobile: str | None = None) -> int:
    return MemberStore(db).insert(
        NewMember(
            account=account,
            password_hash="x",
            nickname=account,
            created_at=0,
            mobile=mobile,
            dialing_code="+84" if mobile else None,
        )
    )


def mission_leaderboard_rule(g: Given) -> dict[str, Any]:
    zone, now = ZoneInfo(g["timeZone"]), instant(g["at"])
    catalogue = load_catalogue(REPO_ROOT / "fixtures")
    with fresh_db() as db:
        ids: dict[str, int] = {}
        with db.transaction():
            for claim in g["claims"]:
                account = claim["account"]
                if account not in ids:
                    ids[account] = add_member(db, account)
                mission = catalogue.by_id(claim["mission"])
                assert mission is not None, claim
                at = instant(claim["at"])
                key = window(mission.period, at, zone).key
                mission_store.insert_claim(
                    db,
                    mission_store.Claim(
                        id=0,
                        mission_id=mission.id,
                        member_id=ids[account],
                        period=mission.period,
                        period_key=key,
                        reward_kind=mission.rewardKind,
                        reward=mission.reward_units(),
                        reference=f"mission:{mission.id}:{ids[account]}:{key}",
                        claimed_at=at,
                    ),
                )
        boards = {}
        for period in ("DAILY", "WEEKLY"):
            board = leaderboard(db, ids[g["me"]], period, now, zone)
            boards[period.lower()] = {"list": board["list"], "me": board["me"]}
    return boards


# -- points ----------------------------------------------------------------------------------


def points_earn_rule(g: Given) -> dict[str, Any]:
    settings = PointsSettings(earnPer=g["earnPer"], earnPoints=g["earnPoints"])
    with fresh_db() as db:
        ledger = LedgerStore(db)
        with db.transaction():
            open_system_accounts(ledger, "VND", 0)
            member_id = add_member(db, "earner01")
        posted = []
        for n, bet in enumerate(g["bets"]):
            with db.transaction():
                posted.append(
                    earn_for_bet(
                        db,
                        settings,
                        member_id,
                        money(bet),
                        reference=f"points:bet:{n}",
                        now=NOW + n,
                    )
                )
        assert ledger_check(ledger)["balanced"]
        points = balance_value(ledger, member_id)["points"]
    alone = sum(points_for(money(bet), settings) for bet in g["bets"])
    return {"posted": posted, "points": points, "eachBetAlone": alone}


class PlainPasswords(Passwords):
    """The payment password compared as text: the examples are about points, not argon2."""

    def __init__(self) -> None:
        super().__init__(1, 8)

    async def verify_async(self, encoded: str, password: str) -> bool:
        return encoded == password


async def points_redeem_rule(g: Given) -> dict[str, Any]:
    item, holder = g["item"], g["member"]
    with fresh_db() as db:
        ledger = LedgerStore(db)
        with db.transaction():
            open_system_accounts(ledger, "VND", 0)
            member_id = add_member(db, "redeemer01", MOBILE)
            wallet = open_player_wallet(ledger, member_id, "VND", 0)
            credit_from_house(
                ledger, wallet, money(holder["wallet"]), reference="opening", kind="test", now=0
            )
            profiles.set_payment_password_hash(db, member_id, PAYPASS)
            points_store.insert_reward(
                db,
                points_store.Reward(
                    id=1,
                    code="DOC",
                    name={"EN": "doc"},
                    description={"EN": ""},
                    units={"EN": "piece"},
                    image="/x.svg",
                    required_points=item["requiredPoints"],
                    required_amount=money(item["requiredAmount"]),
                    quantity=item["stock"],
                    sort=0,
                ),
            )
        if holder["points"]:
            grant(db, "redeemer01", holder["points"], "doc", NOW)

        def snapshot() -> dict[str, Any]:
            reward = points_store.reward(db, 1)
            assert reward is not None
            return {
                **balance_value(ledger, member_id),
                "wallet": shown(main_wallet(ledger, member_id).available),
                "stock": reward.quantity,
            }

        member = MemberStore(db).by_id(member_id)
        assert member is not None
        body = RedeemBody(
            rewardId=1,
            quantity=g["quantity"],
            paymentPassword=PAYPASS,
            address="12 Nguyen Hue, District 1",
            mobileNum=f"+84 {MOBILE}",
            requestId=uuid.UUID(int=1),
        )
        try:
            made = await redeems.redeem(db, PlainPasswords(), member, body, now=NOW + 1)
        except DomainError as exc:
            return {"error": exc.code, "afterRedeem": snapshot()}
        got: dict[str, Any] = {
            "order": {"points": made.points, "amount": shown(made.amount), "status": made.status},
            "afterRedeem": snapshot(),
        }
        if "decision" in g:
            approve = g["decision"] == "approve"
            decided = redeems.decide(db, made.order_no, approve=approve, remark=None, now=NOW + 2)
            got["afterDecision"] = {"status": decided.status, **snapshot()}
        check = ledger_check(ledger)
        assert check["balanced"] and not check["negative"] and not check["mismatched"], check
    return got


def points_convert_rule(g: Given) -> dict[str, Any]:
    settings = PointsSettings(
        convertPoints=g["convertPoints"],
        convertAmount=g["convertAmount"],
        minConvert=g["minConvert"],
    )
    try:
        return {"amount": shown(convert_amount(g["points"], settings))}
    except DomainError as exc:
        return {"error": exc.code}


RULES: dict[str, Checker] = {
    "promotion-window": promotion_window_rule,
    "deposit-bonus": deposit_bonus_rule,
    "rollover-required": rollover_required_rule,
    "withdrawal-refusal": withdrawal_refusal_rule,
    "turnover": turnover_rule,
    "rebate": rebate_rule,
    "raffle-tickets": raffle_tickets_rule,
    "raffle-draw": raffle_draw_rule,
    "ranking": ranking_rule,
    "mission-period": mission_period_rule,
    "mission-progress": mission_progress_rule,
    "mission-leaderboard": mission_leaderboard_rule,
    "points-earn": points_earn_rule,
    "points-redeem": points_redeem_rule,
    "points-convert": points_convert_rule,
}


# -- the tests -------------------------------------------------------------------------------


def test_every_block_is_an_example_of_a_known_rule() -> None:
    assert BLOCKS, f"{DOC} has no {TAG} block"
    for line, example in BLOCKS:
        assert isinstance(example, dict), f"line {line}: not a mapping"
        assert set(example) == {"rule", "given", "expect"}, f"line {line}: {sorted(example)}"
        assert example["rule"] in RULES, f"line {line}: unknown rule {example['rule']!r}"


def test_no_example_hides_behind_another_tag() -> None:
    """A fence with a mistyped tag would render as code and never be checked."""
    text = DOC.read_text(encoding="utf-8")
    tags = set(re.findall(r"^```(\S*)", text, re.M))
    assert tags <= {"", TAG}, tags
    assert text.count(f"```{TAG}") == len(BLOCKS)


def test_every_rule_has_an_example() -> None:
    assert {example["rule"] for _, example in BLOCKS} == set(RULES)


@pytest.mark.parametrize(
    "example",
    [example for _, example in BLOCKS],
    ids=[f"line{n}-{example.get('rule')}" for n, example in BLOCKS],
)
async def test_example_matches_the_code(example: dict[str, Any]) -> None:
    got = RULES[example["rule"]](example["given"])
    if inspect.isawaitable(got):
        got = await got
    assert got == example["expect"]
