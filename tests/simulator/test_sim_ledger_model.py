"""The ledger rules of docs/ledger-model.md as properties (hypothesis state machine).

Any sequence of posts, reserves, settlements and retries, valid or not, keeps: the posted
balances summing to zero, pending debits equal to pending credits, no player below zero
(counting reserves), each account's totals equal to its transfers, a reference moving money
at most once, a pending transfer settled at most once; and the store agrees with a plain
Python model of the same operations.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from simulator.core.db import Database
from simulator.core.ledger.store import HOUSE_CODE, PAYMENTS_CODE, LedgerStore
from simulator.errors import DomainError
from simulator.features.wallet.service import ledger_check, open_system_accounts

PLAYERS = ("p1", "p2", "p3")
SYSTEM = (HOUSE_CODE, PAYMENTS_CODE)
ACCOUNTS = PLAYERS + SYSTEM
REFERENCES = st.sampled_from([f"r{i}" for i in range(12)])
AMOUNTS = st.integers(min_value=-5, max_value=5_000)


class LedgerMachine(RuleBasedStateMachine):
    @initialize()
    def open(self) -> None:
        self.db = Database(":memory:")
        self.db.recreate()
        self.ledger = LedgerStore(self.db)
        with self.db.transaction():
            open_system_accounts(self.ledger, "VND", 0)
            for code in PLAYERS:
                self.ledger.open_account(code, kind="player", currency="VND", now=0)
        # The model: posted balance and reserved debits per account, and what each
        # reference did (terms), each pending reference's outcome.
        self.posted = dict.fromkeys(ACCOUNTS, 0)
        self.reserved = dict.fromkeys(ACCOUNTS, 0)
        self.terms: dict[str, tuple[str, str, int, str]] = {}
        self.outcome: dict[str, tuple[str, bool]] = {}  # pending ref -> (settle ref, post)
        self.clock = 1

    def _available(self, code: str) -> int:
        return self.posted[code] - self.reserved[code]

    def _attempt(self, reference: str, debit: str, credit: str, amount: int, status: str) -> None:
        self.clock += 1
        expected: str | None = None
        if amount <= 0 or debit == credit:
            expected = "request.invalid"
        elif reference in self.terms:
            if self.terms[reference] != (debit, credit, amount, status):
                expected = "transfer.conflict"
        elif debit in PLAYERS and self._available(debit) < amount:
            expected = "insufficient.funds"
        source, target = self.ledger.by_code(debit), self.ledger.by_code(credit)
        assert source is not None and target is not None
        move = self.ledger.post if status == "posted" else self.ledger.reserve
        try:
            with self.db.transaction():
                move(reference, source, target, amount, kind="test", now=self.clock)
        except DomainError as exc:
            assert exc.code == expected, (exc.code, expected)
            return
        assert expected is None
        if reference in self.terms:
            return  # a retry with the same terms: nothing moves
        self.terms[reference] = (debit, credit, amount, status)
        if status == "posted":
            self.posted[debit] -= amount
            self.posted[credit] += amount
        else:
            self.reserved[debit] += amount

    @rule(
        reference=REFERENCES,
        debit=st.sampled_from(ACCOUNTS),
        credit=st.sampled_from(ACCOUNTS),
        amount=AMOUNTS,
    )
    def post(self, reference: str, debit: str, credit: str, amount: int) -> None:
        self._attempt(reference, debit, credit, amount, "posted")

    @rule(
        reference=REFERENCES,
        debit=st.sampled_from(PLAYERS),
        credit=st.sampled_from(SYSTEM),
        amount=AMOUNTS,
    )
    def reserve(self, reference: str, debit: str, credit: str, amount: int) -> None:
        self._attempt(reference, debit, credit, amount, "pending")

    @precondition(lambda self: any(t[3] == "pending" for t in self.terms.values()))
    @rule(data=st.data(), post=st.booleans(), suffix=st.sampled_from(["a", "b"]))
    def settle(self, data: st.DataObject, post: bool, suffix: str) -> None:
        pending_refs = sorted(r for r, t in self.terms.items() if t[3] == "pending")
        reference = data.draw(st.sampled_from(pending_refs))
        settle_ref = f"{reference}:{suffix}"
        pending = self.ledger.transfer(reference)
        assert pending is not None
        expected: str | None = None
        if reference in self.outcome:
            if self.outcome[reference] != (settle_ref, post):
                expected = "transfer.resolved"
        elif settle_ref in self.terms:
            expected = "transfer.conflict"
        self.clock += 1
        try:
            with self.db.transaction():
                self.ledger.settle(settle_ref, pending, post=post, now=self.clock)
        except DomainError as exc:
            assert exc.code == expected, (exc.code, expected)
            return
        assert expected is None
        if reference in self.outcome:
            return  # the same settlement again: nothing moves
        self.outcome[reference] = (settle_ref, post)
        self.terms[settle_ref] = ("", "", 0, "settle")
        debit, credit, amount, _ = self.terms[reference]
        self.reserved[debit] -= amount
        if post:
            self.posted[debit] -= amount
            self.posted[credit] += amount

    @invariant()
    def sound(self) -> None:
        if not hasattr(self, "ledger"):
            return
        check = ledger_check(self.ledger)
        assert check["balanced"], check
        assert self.ledger.totals() == (0, 0, 0)
        for code in ACCOUNTS:
            account = self.ledger.by_code(code)
            assert account is not None
            assert account.balance == self.posted[code], code
            assert account.debits_pending == self.reserved[code], code
            if code in PLAYERS:
                assert account.available >= 0


LedgerMachine.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_ledger_rules = LedgerMachine.TestCase
