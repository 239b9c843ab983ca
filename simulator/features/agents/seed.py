"""The agent tree of the generated world (fixtures/README.md): agent01 (type 1) at the top,
agent02 (type 41) and agent03 (type 2) as its direct downline agents, generated players under
each and, under agent02, a generated agent with players of its own, three levels below
agent01. Members and their history (history.py) come from the seed alone; only the day they
are laid out from is the build day, so reports always have recent figures."""

from __future__ import annotations

import random
import re
import unicodedata
from datetime import timedelta

from faker import Faker

from ...core.db import Database
from ...core.ledger.store import LedgerStore
from ...core.members.store import MemberStore, NewMember
from ...fixtures import Fixtures
from ..records.service import day_start, local_day
from ..wallet.service import credit_from_house, open_player_wallet
from .history import DAY_MS, HISTORY_DAYS, Player, play_history

TOP = "agent01"
SUB_AGENT_TYPE = 2
# Named agent -> (players generated under it, generated agents under it); each generated
# agent gets SUB_AGENT_PLAYERS players.
BRANCHES: dict[str, tuple[int, int]] = {"agent01": (4, 0), "agent02": (3, 1), "agent03": (3, 0)}
DOWNLINE_AGENTS = ("agent02", "agent03")  # hang below TOP
SUB_AGENT_PLAYERS = 3
TEAM_SIZE = sum(players + agents * (1 + SUB_AGENT_PLAYERS) for players, agents in BRANCHES.values())
FAKER_LOCALES = {"VN": "vi_VN", "TH": "th_TH", "ID": "id_ID", "PH": "en_PH", "CN": "zh_CN"}


def _letters(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.replace("đ", "d").replace("Đ", "D"))
    return re.sub(r"[^a-z]", "", plain.encode("ascii", "ignore").decode().lower())


class _Names:
    """Accounts that pass the register rules (a letter first, 6-12 letters and digits),
    never one the world holds already; mobiles start with 8 (generated players' with 9)."""

    def __init__(self, db: Database, seed: int, home_country: str) -> None:
        self.members = MemberStore(db)
        self.rng = random.Random(f"{seed}:agent-tree")
        self.fake = Faker(FAKER_LOCALES.get(home_country, "en_US"))
        self.fake.seed_instance(seed + 7)
        self.mobiles: set[str] = set()

    def next(self) -> tuple[str, str, str]:
        """(account, nickname, mobile)."""
        while True:
            nickname = self.fake.name()
            account = f"{_letters(nickname)[:8] or 'member'}{self.rng.randrange(10, 9999)}"[:12]
            mobile = f"8{self.rng.randrange(10_000_000, 99_999_999)}"
            if (
                len(account) >= 6
                and account[0].isalpha()
                and not self.members.exists(account)
                and mobile not in self.mobiles
            ):
                self.mobiles.add(mobile)
                return account, nickname, mobile


def seed_agent_tree(
    db: Database,
    fixtures: Fixtures,
    seed: int,
    password_hash: str,
    *,
    now: int,
    history: bool = True,
) -> list[Player]:
    """Build the tree below agent01 and, with history, play its days; the generated members,
    in order. A world without the named agents (another fixture set) gets no tree."""
    members = MemberStore(db)
    named = {account: members.by_account(account) for account in BRANCHES}
    top = named[TOP]
    if top is None or any(found is None for found in named.values()):
        return []
    zone = fixtures.brand.zone
    today = local_day(now, zone)
    # Everything is laid out from the build day's local midnight: two builds of one day match.
    first = today - timedelta(days=HISTORY_DAYS)
    first_day = day_start(first, zone)
    names = _Names(db, seed, fixtures.brand.homeCountry)
    rng = random.Random(f"{seed}:agent-tree:members")
    dialing = next(
        (
            c.countryDialingCode
            for c in fixtures.countries
            if c.countryCode == fixtures.brand.homeCountry
        ),
        None,
    )
    made: list[Player] = []

    def add(upline: Player, member_type: int, *, locked: bool = False) -> Player:
        account, nickname, mobile = names.next()
        # Most joined before the history starts; about a third during it (new members).
        if rng.random() < 0.3:
            created = first_day + rng.randrange(1, HISTORY_DAYS) * DAY_MS
        else:
            created = first_day - rng.randrange(1, 120) * DAY_MS
        created += rng.randrange(8, 22) * 3_600_000 + rng.randrange(0, 3_600_000)
        created = max(created, upline.since + 3_600_000)  # never before the upline
        member_id = members.insert(
            NewMember(
                account=account,
                password_hash=password_hash,
                nickname=nickname,
                created_at=created,
                mobile=mobile,
                dialing_code=dialing,
                email=f"{account}@example.com",
                club_rank=rng.choices(range(1, 7), weights=(30, 25, 20, 12, 8, 5))[0],
                type=member_type,
                upline_id=upline.id,
                locked=locked,
                password_changed_at=now,
            )
        )
        wallet = open_player_wallet(LedgerStore(db), member_id, fixtures.brand.currency, created)
        opening = rng.randrange(2, 31) * 10_000_000  # 100,000.00 to 3,000,000.00
        credit_from_house(
            LedgerStore(db),
            wallet,
            opening,
            reference=f"opening:{account}",
            kind="opening_balance",
            now=created,
        )
        member = Player(member_id, account, created)
        made.append(member)
        return member

    with db.transaction():
        for account in DOWNLINE_AGENTS:
            members.set_upline(account, top.id)
        for account, (players, agents) in BRANCHES.items():
            found = named[account]
            assert found is not None
            upline = Player(found.id, found.account, found.created_at)
            for index in range(players):
                # One locked player shows the status column (agent03's first).
                add(upline, 0, locked=account == "agent03" and index == 0)
            for _ in range(agents):
                sub = add(upline, SUB_AGENT_TYPE)
                for _ in range(SUB_AGENT_PLAYERS):
                    add(sub, 0)
    if history:
        play_history(db, fixtures, seed, made, first)
    return made
