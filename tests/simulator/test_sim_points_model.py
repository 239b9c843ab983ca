"""The points rules as properties (hypothesis state machine), against a plain model.

Any sequence of grants, bets, redeems (retried, conflicting, out of stock, short of points or
money), QA decisions (twice, both ways) and conversions keeps the store equal to the model:
each member's points (available, earned, spent, pending), main wallet, each item's stock
(never below zero); and the ledger balanced in both currencies.
"""

from __future__ import annotations

import asyncio
import sqlite3
import uuid
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from simulator.core.db import Database
from simulator.core.ledger.store import LedgerStore
from simulator.core.members.store import MemberStore, NewMember
from simulator.errors import DomainError
from simulator.features.points import redeems, service
from simulator.features.points import store as points_store
from simulator.features.points.earning import earn_for_bet, points_for
from simulator.features.points.schemas import RedeemBody
from simulator.features.profile import store as profiles
from simulator.features.wallet.service import (
    credit_from_house,
    ledger_check,
    main_wallet,
    open_player_wallet,
    open_system_accounts,
)
from simulator.fixtures import load_fixtures
from simulator.passwords import Passwords

FIXTURES = load_fixtures(Path(__file__).parents[2] / "fixtures", "default", "http://sim.test")
PAYPASS = "123456"
MEMBERS = (1, 2)
OPENING = 300_000  # minor units each member's main wallet starts with
# id -> (points, minor units, stock): a points-only item, one with a cash part, a last one.
ITEMS = {1: (100, 0, 4), 2: (300, 150_000, 2), 3: (250, 0, 1)}
NOW = 1_893_456_000_000
REQUESTS = st.integers(0, 5)


class PlainPasswords(Passwords):
    """The payment password compared as text: the machine is about points, not argon2."""

    def __init__(self) -> None:
        super().__init__(1, 8)

    async def verify_async(self, encoded: str, password: str) -> bool:
        return encoded == password


class PointsMachine(RuleBasedStateMachine):
    @initialize()
    def build(self) -> None:
        self.db = Database(":memory:")
        self.db.recreate()
        self.ledger = LedgerStore(self.db)
        self.members = MemberStore(self.db)
        with self.db.transaction():
            open_system_accounts(self.ledger, "VND", 0)
            for member_id in MEMBERS:
                self.members.insert(
                    NewMember(
                        account=f"p{member_id}",
                        password_hash="x",
                        nickname="P",
                        created_at=0,
                        mobile=f"91234567{member_id}",
                        dialing_code="+84",
                    )
                )
                wallet = open_player_wallet(self.ledger, member_id, "VND", 0)
                credit_from_house(
                    self.ledger, wallet, OPENING, reference=f"o{member_id}", kind="test", now=0
                )
                profiles.set_payment_password_hash(self.db, member_id, PAYPASS)
            for item_id, (points, amount, stock) in ITEMS.items():
                points_store.insert_reward(
                    self.db,
                    points_store.Reward(
                        id=item_id,
                        code=f"I{item_id}",
                        name={"EN": f"item {item_id}"},
                        description={"EN": ""},
                        units={"EN": "piece"},
                        image="/x.svg",
                        required_points=points,
                        required_amount=amount,
                        quantity=stock,
                        sort=item_id,
                    ),
                )
        self.passwords = PlainPasswords()
        self.clock = NOW
        # The model.
        self.points = dict.fromkeys(MEMBERS, 0)  # available
        self.earned = dict.fromkeys(MEMBERS, 0)
        self.spent = dict.fromkeys(MEMBERS, 0)
        self.pending = dict.fromkeys(MEMBERS, 0)
        self.money = dict.fromkeys(MEMBERS, OPENING)  # main wallet, available
        self.valid = dict.fromkeys(MEMBERS, 0)
        self.bet_points = dict.fromkeys(MEMBERS, 0)
        self.stock = {item_id: stock for item_id, (_, _, stock) in ITEMS.items()}
        self.redeem_terms: dict[tuple[int, int], tuple[int, int, str]] = {}
        self.orders: list[str] = []
        self.order_state: dict[str, tuple[int, int, int, int, str]] = {}  # m, item, q, pts, st
        self.converted: dict[tuple[int, int], int] = {}

    def _tick(self) -> int:
        self.clock += 1_000
        return self.clock

    @rule(member=st.sampled_from(MEMBERS), points=st.integers(1, 900))
    def grant(self, member: int, points: int) -> None:
        account = f"p{member}"
        service.grant(self.db, account, points, uuid.uuid4().hex, self._tick())
        self.points[member] += points
        self.earned[member] += points

    @rule(member=st.sampled_from(MEMBERS), valid=st.integers(1, 4_000_000))
    def bet(self, member: int, valid: int) -> None:
        """A settled bet's valid amount (minor units) counted for points."""
        with self.db.transaction():
            earn_for_bet(
                self.db,
                FIXTURES.brand.points,
                member,
                valid,
                reference=f"points:bet:{uuid.uuid4()}",
                now=self._tick(),
            )
        self.valid[member] += valid
        now_due = points_for(self.valid[member], FIXTURES.brand.points)
        gained = now_due - self.bet_points[member]
        self.bet_points[member] = now_due
        self.points[member] += gained
        self.earned[member] += gained

    @rule(
        member=st.sampled_from(MEMBERS),
        item=st.sampled_from(sorted(ITEMS)),
        quantity=st.integers(1, 3),
        request=REQUESTS,
        address=st.sampled_from(["1 Main St", "2 Side St"]),
    )
    def redeem(self, member: int, item: int, quantity: int, request: int, address: str) -> None:
        points, amount = ITEMS[item][0] * quantity, ITEMS[item][1] * quantity
        key = (member, request)
        expected: str | None = None
        if key in self.redeem_terms:
            if self.redeem_terms[key] != (item, quantity, address):
                expected = "request.conflict"
        elif self.stock[item] < quantity:
            expected = "points.stock.insufficient"
        elif self.points[member] < points:
            expected = "points.insufficient"
        elif self.money[member] < amount:
            expected = "insufficient.funds"
        body = RedeemBody(
            rewardId=item,
            quantity=quantity,
            paymentPassword=PAYPASS,
            address=address,
            mobileNum=f"091234567{member}",
            requestId=uuid.UUID(int=request),
        )
        member_row = self.members.by_id(member)
        assert member_row is not None
        try:
            made = asyncio.run(
                redeems.redeem(self.db, self.passwords, member_row, body, now=self._tick())
            )
        except DomainError as exc:
            assert exc.code == expected, (exc.code, expected)
            return
        assert expected is None, expected
        if key in self.redeem_terms:
            return  # the same request again: the first redeem, nothing moved
        self.redeem_terms[key] = (item, quantity, address)
        self.orders.append(made.order_no)
        self.order_state[made.order_no] = (member, item, quantity, points, "PROCESS")
        self.stock[item] -= quantity
        self.points[member] -= points
        self.pending[member] += points
        self.money[member] -= amount

    @precondition(lambda self: bool(self.orders))
    @rule(pick=st.integers(0, 50), approve=st.booleans())
    def decide(self, pick: int, approve: bool) -> None:
        order_no = self.orders[pick % len(self.orders)]
        member, item, quantity, points, state = self.order_state[order_no]
        try:
            redeems.decide(self.db, order_no, approve=approve, remark=None, now=self._tick())
        except DomainError as exc:
            assert exc.code == "redeem.state.invalid" and state != "PROCESS"
            return
        assert state == "PROCESS"
        self.pending[member] -= points
        if approve:
            self.spent[member] += points
        else:
            self.points[member] += points
            self.stock[item] += quantity
            self.money[member] += ITEMS[item][1] * quantity
        status = "APPROVED" if approve else "REJECTED"
        self.order_state[order_no] = (member, item, quantity, points, status)

    @rule(
        member=st.sampled_from(MEMBERS),
        points=st.sampled_from([0, 50, 100, 150, 200, 300, 1_000]),
        request=REQUESTS,
    )
    def convert(self, member: int, points: int, request: int) -> None:
        rules = FIXTURES.brand.points
        key = (member, request)
        expected: str | None = None
        if points < rules.minConvert or points % rules.convertPoints:
            expected = "points.convert.invalid"
        elif key in self.converted:
            if self.converted[key] != points:
                expected = "request.conflict"
        elif self.points[member] < points:
            expected = "points.insufficient"
        member_row = self.members.by_id(member)
        assert member_row is not None
        try:
            asyncio.run(
                service.convert(
                    self.db,
                    self.passwords,
                    FIXTURES,
                    member_row,
                    points=points,
                    request_id=uuid.UUID(int=request),
                    payment_password=PAYPASS,
                    now=self._tick(),
                )
            )
        except DomainError as exc:
            assert exc.code == expected, (exc.code, expected)
            return
        assert expected is None, expected
        if key in self.converted:
            return
        self.converted[key] = points
        self.points[member] -= points
        self.spent[member] += points
        self.money[member] += points // rules.convertPoints * 1_000_000

    @invariant()
    def agrees_with_the_model(self) -> None:
        if not hasattr(self, "db"):
            return
        for member in MEMBERS:
            assert service.balance_value(self.ledger, member) == {
                "points": self.points[member],
                "earned": self.earned[member],
                "spent": self.spent[member],
                "pending": self.pending[member],
            }
            assert main_wallet(self.ledger, member).available == self.money[member]
            # Points never count as a wallet.
            assert all(a.currency == "VND" for a in self.ledger.of_member(member))
        for item_id, left in self.stock.items():
            reward = points_store.reward(self.db, item_id)
            assert reward is not None and reward.quantity == left >= 0
        check = ledger_check(self.ledger)
        assert check["balanced"], check
        assert self.ledger.totals(points=True) == (0, 0, 0)


PointsMachine.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_points_model = PointsMachine.TestCase


def test_a_transfer_never_mixes_currencies() -> None:
    db = Database(":memory:")
    db.recreate()
    ledger = LedgerStore(db)
    with db.transaction():
        open_system_accounts(ledger, "VND", 0)
    house, points = ledger.system("house:main"), ledger.system("points:main")
    assert (house.currency, points.currency, points.kind) == ("VND", "PTS", "points")
    with pytest.raises(DomainError) as refused, db.transaction():
        ledger.post("mixed", house, points, 100, kind="test", now=1)
    assert refused.value.code == "request.invalid"
    # The database refuses it too, should a writer ever skip the store.
    with pytest.raises(sqlite3.IntegrityError, match="one currency"), db.transaction():
        db.run(
            "INSERT INTO transfers (reference, debit_account_id, credit_account_id, amount,"
            " status, kind, created_at) VALUES ('raw', ?, ?, 1, 'posted', 'test', 1)",
            (house.id, points.id),
        )
    assert ledger.transfer_count() == 0
