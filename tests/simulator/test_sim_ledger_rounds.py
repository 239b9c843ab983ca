"""Real play: the ledger stays balanced over any sequence of rounds (hypothesis),
and the slot's pay table has the documented return to player. A JILI game plays from the
member's JILI game wallet."""

from __future__ import annotations

import uuid
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.core.db import Database
from simulator.core.ledger.store import LedgerStore
from simulator.core.money import format_minor
from simulator.errors import DomainError
from simulator.features.play import slot, tickets
from simulator.features.play.forced import add
from simulator.features.play.schemas import RoundBody
from simulator.features.play.service import balance_of, bets, play_round
from simulator.features.wallet.service import (
    credit_from_house,
    game_wallet,
    ledger_check,
    open_player_wallet,
    open_system_accounts,
    wallet_of,
)
from simulator.fixtures import load_fixtures

FIXTURES = load_fixtures(Path(__file__).parents[2] / "fixtures", "default", "http://sim.test")

NOW = 1_704_067_200_000
OPENING = 50_000


def _world() -> tuple[Database, tickets.Ticket]:
    db = Database(":memory:")
    db.recreate()
    db.run("INSERT INTO world (key, value) VALUES ('seed', '7')")
    db.run(
        "INSERT INTO members (id, account, password_hash, nickname, created_at)"
        " VALUES (1, 'p1', 'x', 'P', 0)"
    )
    ledger = LedgerStore(db)
    with db.transaction():
        open_system_accounts(ledger, "VND", NOW)
        open_player_wallet(ledger, 1, "VND", NOW)
        jili = wallet_of(FIXTURES, "JILI")
        assert jili is not None
        wallet = game_wallet(ledger, 1, jili, "VND", NOW)
        credit_from_house(ledger, wallet, OPENING, reference="o", kind="opening_balance", now=NOW)
    ticket = tickets.issue(
        db,
        member_id=1,
        game_id=5,
        vassalage="JILI",
        game_type="RNG",
        game_name="Test Slot",
        min_bet=1_000,
        lang="en",
        now=NOW,
        session=None,
    )
    return db, ticket


OUTCOME = st.one_of(
    st.none(),
    st.sampled_from(["win", "lose"]),
    st.integers(0, 40).map(lambda m: {"multiplier": Decimal(m) / 4}),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 5), OUTCOME, st.booleans()), min_size=1, max_size=40))
def test_ledger_balanced_after_many_rounds(plays: list) -> None:
    db, ticket = _world()
    expected = OPENING
    for step, outcome, retry in plays:
        if outcome is not None:
            add(db, player="p1", game_id=None, nxt=outcome, times=1, now=NOW)
        bet = bets(ticket)[step]
        body = RoundBody(t=ticket.ticket, bet=format_minor(bet), roundId=uuid.uuid4())
        try:
            value = play_round(db, FIXTURES, ticket, body, account="p1", now=NOW)
        except DomainError as exc:
            assert exc.code == "balance.insufficient" and bet > expected
            db.run("DELETE FROM forced_outcomes")
            continue
        win = int(Decimal(value["round"]["win"]) * 100)
        if isinstance(outcome, dict):
            assert win == bet * int(outcome["multiplier"] * 100) // 100
        elif outcome == "lose":
            assert win == 0
        elif outcome == "win":
            assert win > bet
        expected += win - bet
        if retry:
            replay = play_round(db, FIXTURES, ticket, body, account="p1", now=NOW)
            assert replay["round"] == value["round"]
        assert balance_of(db, FIXTURES, ticket) == expected >= 0
    check = ledger_check(LedgerStore(db))
    assert check["balanced"], check
    assert (check["sum"], check["negative"], check["mismatched"]) == ("0.00", [], [])


def test_pay_table_rtp() -> None:
    assert 0.955 < slot.rtp() < 0.965
    assert float(slot.rtp()) == pytest.approx(0.96294, abs=1e-5)
    assert 0.10 < slot.hit_rate() < 0.12
