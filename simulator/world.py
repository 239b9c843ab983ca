"""The deterministic world: the same seed and fixtures always build the same data.

Seeded accounts all use the development password of fixtures/README.md, hashed once per
build with a salt drawn from the seed, so even the stored hashes repeat from run to run.
Only when those passwords were set is not the seed's: the clock's time at the build.
"""

from __future__ import annotations

import asyncio
import random
import re
import sqlite3
import unicodedata
from contextlib import closing
from dataclasses import dataclass

from aiohttp import web
from faker import Faker

from .core.db import Database
from .core.ledger.store import LedgerStore
from .core.members.store import MemberStore, NewMember
from .core.schema.store import stamp
from .core.world import store as world_store
from .features.agents.seed import seed_agent_tree
from .features.announcements.seed import seed_announcements
from .features.contracts.seed import seed_contracts
from .features.games.generator import vendor_keys
from .features.games.service import seed_catalogue
from .features.messages.service import seed_welcome
from .features.points.seed import seed_point_rewards
from .features.profile import store as profiles
from .features.promotions.seed import seed_promotions
from .features.system.store import SystemStore
from .features.wallet.service import (
    credit_from_house,
    open_player_wallet,
    open_system_accounts,
)
from .fixtures import Fixtures, brand_words
from .keys import CLOCK, DB, FIXTURES, PASSWORDS, SETTINGS
from .passwords import Passwords
from .schema import SCHEMA_VERSION

WORLD_EPOCH_MS = 1_704_067_200_000  # 2024-01-01T00:00:00Z
DAY_MS = 86_400_000
DEMO_PASSWORD = "demo1234"  # development accounts only; see fixtures/README.md
FAKER_LOCALES = {"VN": "vi_VN", "TH": "th_TH", "ID": "id_ID", "PH": "en_PH", "CN": "zh_CN"}


@dataclass(frozen=True)
class Seeded:
    account: str
    nickname: str
    balance: int  # minor units
    club_rank: int = 1
    mobile: str | None = None
    email: str | None = None
    days: int = 0  # registered this many days after the world epoch
    locked: bool = False
    password_expired: bool = False
    first_time_login: bool = False
    captcha_required: bool = False
    type: int = 0
    invite_code: str | None = None
    weak_password: bool = False  # the brand's defaultPassword instead of DEMO_PASSWORD
    bank_account: str | None = None
    payee_name: str | None = None  # bank account holder's name
    totp_secret: str | None = None  # a bound Google authenticator (base32)


# Named accounts QA and the docs rely on (fixtures/README.md).
NAMED = (
    Seeded(
        "demo01",
        "Demo Player",
        100_000_000,
        3,
        "912345678",
        "demo01@example.com",
        bank_account="0123456789012",
    ),
    Seeded("locked01", "Locked Player", 10_000_000, locked=True),
    Seeded("expired01", "Expired Password", 10_000_000, password_expired=True),
    Seeded("newbie01", "First Login", 0, first_time_login=True),
    Seeded("captcha01", "Captcha Player", 10_000_000, captcha_required=True),
    # Accounts (docs/accounts.md): agents with affiliate codes, a staff (non-member)
    # account, and a player still on the brand's default password.
    Seeded("agent01", "Agent One", 50_000_000, 4, type=1, invite_code="AGENT01"),
    Seeded("agent02", "Agent Two", 20_000_000, 2, type=41, invite_code="AGENT02"),
    Seeded("agent03", "Agent Three", 0, type=2, invite_code="AGENT03"),
    Seeded("staff01", "Staff Member", 0, type=9),
    Seeded("weak01", "Weak Password", 5_000_000, mobile="987654321", weak_password=True),
    # No phone, no e-mail: a login from a new address is verified by the bank account
    # holder's name or the authenticator code (GET /__sim/players/secure01/totp).
    Seeded(
        "secure01",
        "Secure Player",
        10_000_000,
        bank_account="9704000011112222",
        payee_name="Tran Thi Binh",
        totp_secret="JBSWY3DPEHPK3PXP",
    ),
)


def _ascii_letters(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.replace("đ", "d").replace("Đ", "D"))
    return re.sub(r"[^a-z]", "", plain.encode("ascii", "ignore").decode().lower())


def generated_players(seed: int, count: int, home_country: str) -> list[Seeded]:
    rng = random.Random(seed)
    fake = Faker(FAKER_LOCALES.get(home_country, "en_US"))
    fake.seed_instance(seed)
    taken = {named.account for named in NAMED}
    mobiles: set[str | None] = {named.mobile for named in NAMED if named.mobile}
    players: list[Seeded] = []
    while len(players) < count:
        stem = (_ascii_letters(fake.first_name()) + _ascii_letters(fake.last_name()))[:8]
        account = f"{stem or 'player'}{rng.randrange(10, 9999)}"[:12]
        if len(account) < 6 or not account[0].isalpha() or account in taken:
            continue
        player = Seeded(
            account=account,
            nickname=fake.name(),
            balance=rng.choice((0, rng.randrange(0, 5_000_001, 1000) * 100)),
            club_rank=rng.choices(range(1, 7), weights=(30, 25, 20, 12, 8, 5))[0],
            mobile=f"9{rng.randrange(10_000_000, 99_999_999)}",
            email=f"{account}@{fake.free_email_domain()}",
            days=rng.randrange(0, 600),
        )
        if player.mobile in mobiles:  # one member per number (members_mobile is unique)
            continue
        taken.add(account)
        mobiles.add(player.mobile)
        players.append(player)
    return players


def _seed_members(
    db: Database,
    fixtures: Fixtures,
    players: list[Seeded],
    hashes: tuple[str, str],
    built_at: int,
) -> None:
    """hashes: (DEMO_PASSWORD's, the brand defaultPassword's); built_at: clock ms, when
    every seeded password counts as set."""
    members, ledger = MemberStore(db), LedgerStore(db)
    currency = fixtures.brand.currency
    dialing = next(
        (
            c.countryDialingCode
            for c in fixtures.countries
            if c.countryCode == fixtures.brand.homeCountry
        ),
        None,
    )
    with db.transaction():
        open_system_accounts(ledger, currency, WORLD_EPOCH_MS)
        for player in players:
            created = WORLD_EPOCH_MS + player.days * DAY_MS
            member_id = members.insert(
                NewMember(
                    account=player.account,
                    password_hash=hashes[1] if player.weak_password else hashes[0],
                    nickname=player.nickname,
                    created_at=created,
                    mobile=player.mobile,
                    dialing_code=dialing if player.mobile else None,
                    email=player.email,
                    club_rank=player.club_rank,
                    locked=player.locked,
                    password_expired=player.password_expired,
                    first_time_login=player.first_time_login,
                    captcha_required=player.captcha_required,
                    type=player.type,
                    invite_code=player.invite_code,
                    password_changed_at=built_at,
                    payee_name=player.payee_name,
                    totp_secret=player.totp_secret,
                )
            )
            if player.bank_account:
                profiles.keep_first_bank_account(db, member_id, player.bank_account)
            wallet = open_player_wallet(ledger, member_id, currency, created)
            if player.balance:
                credit_from_house(
                    ledger,
                    wallet,
                    player.balance,
                    reference=f"opening:{player.account}",
                    kind="opening_balance",
                    now=created,
                )


# Images of an in-memory database holding the schema and a seed's game catalogue, by what the
# catalogue is generated from: a new in-memory world (every test's, every reset of an e2e or
# QA simulator) starts from a copy, since inserting the catalogue's 5,000 games and their
# indexes is most of a world's build. A file's world is built in place.
_BASES: dict[tuple[object, ...], bytes] = {}
_BASES_KEPT = 8


def _schema_and_catalogue(app: web.Application, seed: int) -> None:
    db, fixtures, settings = app[DB], app[FIXTURES], app[SETTINGS]
    in_memory = db.path == ":memory:"
    key = (vendor_keys(fixtures), settings.fixtures_dir, seed)
    if in_memory and key in _BASES:
        # Copied page by page (the backup API), which leaves the connection's view of the
        # schema right; deserializing into it directly crashes SQLite 3.40 on the next query.
        with closing(sqlite3.connect(":memory:")) as base:
            base.deserialize(_BASES[key])
            base.backup(db.conn)
        return
    db.recreate()
    stamp(db.conn, 0)
    seed_catalogue(db, fixtures, settings.fixtures_dir, seed)
    if in_memory:
        if len(_BASES) >= _BASES_KEPT:
            _BASES.clear()
        _BASES[key] = db.conn.serialize()


async def build_world(app: web.Application, seed: int | None = None) -> None:
    """Drop everything and build the world for seed (default: the current one). The schema
    version is stamped last: a build that stops half way leaves a file the next start
    recognises as unfinished and builds again (simulator/persist.py)."""
    db, fixtures, settings = app[DB], app[FIXTURES], app[SETTINGS]
    passwords: Passwords = app[PASSWORDS]
    if seed is None:
        built = world_store.built_seed(db)
        seed = built if built is not None else settings.seed
    rng = random.Random(seed)
    salt = rng.randbytes(16)
    loop = asyncio.get_running_loop()
    password_hash = await loop.run_in_executor(None, passwords.hash, DEMO_PASSWORD, salt)
    weak = str(getattr(fixtures.brand, "defaultPassword", None) or DEMO_PASSWORD)
    weak_hash = await loop.run_in_executor(None, passwords.hash, weak, salt)
    players = [*NAMED, *generated_players(seed, settings.players, fixtures.brand.homeCountry)]

    _schema_and_catalogue(app, seed)
    world_store.write(db, seed, settings.brand)
    system = SystemStore(db)
    system.update({"maintenance": False, "maintenanceEnd": None, "geo": {}})
    system.update({"blockedCountries": sorted(set(fixtures.brand.blockedCountries))})
    system.update({"passwordMaxAgeDays": fixtures.brand.passwordMaxAgeDays})
    system.seed_modules(fixtures.brand.whitelabel)
    # Seeded passwords are as old as the world, not as their members' sign-up dates (the
    # world epoch lies far behind the clock): every member logs in fresh until time passes.
    _seed_members(db, fixtures, players, (password_hash, weak_hash), app[CLOCK].now_ms())
    seed_point_rewards(db, fixtures)
    # Before the agent tree: its seeded members join the first-deposit promotion.
    seed_promotions(db, settings.fixtures_dir, fixtures.brand.zone, app[CLOCK].now_ms())
    # agent01's team and its play over the 14 days before the build day (needs the catalogue).
    seed_agent_tree(
        db,
        fixtures,
        seed,
        password_hash,
        now=app[CLOCK].now_ms(),
        history=settings.agent_history,
    )
    seed_contracts(db, app[CLOCK].now_ms())
    seed_announcements(
        db,
        settings.fixtures_dir,
        fixtures.brand.zone,
        app[CLOCK].now_ms(),
        brand_words(fixtures.brand),
    )
    # Last: every member has a welcome in the inbox, newest of the seeded messages.
    seed_welcome(db, fixtures, app[CLOCK].now_ms())
    stamp(db.conn, SCHEMA_VERSION)
