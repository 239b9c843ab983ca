"""create_app(settings): the simulator application, with its resources in cleanup_ctx."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable

from aiohttp import web

from . import persist, routing
from .codecs import Keyring
from .core.clock import Clock
from .core.journal.store import record
from .core.scheduler import Ran, Scheduler
from .errors import error_middleware
from .features.accounts import routes as accounts
from .features.agents import routes as agents
from .features.announcements import routes as announcements
from .features.captcha import routes as captcha
from .features.cdn import routes as cdn
from .features.chat import routes as chat
from .features.clock import jobs as clock_jobs
from .features.clock import routes as clock_routes
from .features.content import routes as content
from .features.contracts import jobs as contracts_jobs
from .features.contracts import routes as contracts
from .features.control import routes as control
from .features.deposits import jobs as deposits_jobs
from .features.deposits import routes as deposits
from .features.faults import routes as faults
from .features.faults.middleware import fault_middleware
from .features.faults.service import FaultBook
from .features.favourites import routes as favourites
from .features.feedback import routes as feedback
from .features.games import routes as games
from .features.help import routes as help_centre
from .features.join import routes as join_programme
from .features.journal import routes as journal
from .features.journal.middleware import request_log_middleware
from .features.journal.requests import RequestLog
from .features.launch import routes as launch
from .features.lottery import jobs as lottery_jobs
from .features.lottery import routes as lottery
from .features.members import routes as members
from .features.messages import routes as messages
from .features.missions import jobs as missions_jobs
from .features.missions import routes as missions
from .features.outbox import routes as outbox
from .features.passwords import routes as passwords
from .features.play import routes as play
from .features.players import routes as players
from .features.points import routes as points
from .features.profile import routes as profile
from .features.promotions import jobs as promotions_jobs
from .features.promotions import routes as promotions
from .features.ranks import jobs as ranks_jobs
from .features.ranks import routes as ranks
from .features.records import routes as records
from .features.referral import jobs as referral_jobs
from .features.referral import routes as referral
from .features.responsible import jobs as responsible_jobs
from .features.responsible import routes as responsible
from .features.rewards import routes as rewards
from .features.session import routes as session
from .features.snapshots import routes as snapshots
from .features.snapshots.service import Snapshots
from .features.sportsbook import jobs as sportsbook_jobs
from .features.sportsbook import routes as sportsbook
from .features.statements import routes as statements
from .features.system import routes as system
from .features.tables import jobs as tables_jobs
from .features.tables import routes as tables
from .features.verification import routes as verification
from .features.wallet import routes as wallet
from .features.winners import routes as winners
from .features.withdrawals import jobs as withdrawals_jobs
from .features.withdrawals import routes as withdrawals
from .fixtures import load_fixtures
from .keys import (
    CLOCK,
    DB,
    FAULTS,
    FIXTURES,
    KEYRING,
    PASSWORDS,
    REQUEST_LOG,
    SCHEDULER,
    SETTINGS,
    SNAPSHOTS,
)
from .middlewares import policy_middleware
from .passwords import Passwords
from .settings import Settings
from .world import build_world

log = logging.getLogger(__name__)

FEATURES = (
    profile,  # before cdn: its /cdn/avatars/custom route precedes the CDN's catch-all
    system,  # before cdn: so does its /cdn/app/web-clip.mobileconfig
    session,
    captcha,
    members,
    accounts,
    passwords,
    wallet,
    content,
    cdn,
    control,
    clock_routes,
    faults,
    journal,
    outbox,
    players,
    snapshots,
    verification,
    launch,
    play,
    records,
    games,
    favourites,
    lottery,
    deposits,
    withdrawals,
    statements,
    contracts,
    agents,
    points,
    promotions,
    missions,
    rewards,
    announcements,
    chat,
    feedback,
    help_centre,
    join_programme,
    messages,
    ranks,
    referral,
    winners,
    responsible,
    tables,
    sportsbook,
)

# Each feature's jobs.py registers its jobs on the scheduler; jobs due at the same moment
# run in this order.
JOBS = (
    clock_jobs,
    responsible_jobs,  # a limit that applies now counts for what the others do now
    lottery_jobs,
    tables_jobs,
    sportsbook_jobs,
    deposits_jobs,
    withdrawals_jobs,
    contracts_jobs,
    promotions_jobs,
    missions_jobs,
    referral_jobs,
    ranks_jobs,
)


def _database(reset: bool) -> Callable[[web.Application], AsyncIterator[None]]:
    """A `:memory:` world is built at every start; a file's world once, then opened as it
    is (simulator/persist.py) unless reset asks for a new one."""

    async def database(app: web.Application) -> AsyncIterator[None]:
        settings = app[SETTINGS]
        app[DB] = persist.connect(settings)
        running = False
        try:
            if persist.needs_build(app[DB], settings, reset=reset):
                await build_world(app, seed=settings.seed)
            else:
                persist.open_world(app)
            persist.save_app_state(app)
            running = True
            yield
        finally:
            if running:  # never write into a file that was refused
                persist.save_app_state(app)
            app[SNAPSHOTS].close()
            app[DB].close()

    return database


async def _ticker(app: web.Application) -> AsyncIterator[None]:
    """Runs the jobs that fall due while the clock runs on its own."""
    interval = app[SETTINGS].scheduler_tick_seconds

    async def loop() -> None:
        while True:
            await asyncio.sleep(interval)
            try:
                if await app[SCHEDULER].tick(app):
                    persist.save_app_state(app)
            except Exception:
                log.exception("scheduler tick failed")

    task = asyncio.create_task(loop()) if interval > 0 else None
    yield
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


def _journal_jobs(app: web.Application) -> None:
    def listener(done: Ran) -> None:
        record(app[DB], done.due, "job.ran", job=done.job, result=done.result)

    app[SCHEDULER].listeners.append(listener)


def create_app(
    settings: Settings,
    *,
    keyring: Keyring | None = None,
    clock: Clock | None = None,
    sleep: Callable[[float], Awaitable[None]] | None = None,
    reset: bool = False,
) -> web.Application:
    """Build the app. keyring, clock and the delay faults' sleep may be passed in (tests
    share one keyring); reset rebuilds a file's world at start (`python -m simulator
    --reset`). A file that cannot serve the settings fails the start with DatabaseRefused."""
    app = web.Application(
        middlewares=[request_log_middleware, error_middleware, fault_middleware, policy_middleware],
        client_max_size=settings.max_body_bytes,
    )
    app[SETTINGS] = settings
    app[FIXTURES] = load_fixtures(settings.fixtures_dir, settings.brand, settings.public_url)
    app[KEYRING] = keyring or Keyring.generate()
    app[CLOCK] = clock or Clock()
    app[SCHEDULER] = Scheduler(app[CLOCK])
    app[FAULTS] = FaultBook(seed=settings.seed, sleep=sleep or asyncio.sleep)
    app[REQUEST_LOG] = RequestLog()
    app[SNAPSHOTS] = Snapshots.beside(settings.db)
    app[PASSWORDS] = Passwords(settings.argon2_time_cost, settings.argon2_memory_kib)
    _journal_jobs(app)
    routing.setup_relays(app)
    for feature in FEATURES:
        feature.setup(app)
    for jobs in JOBS:
        jobs.setup(app)
    app.cleanup_ctx.append(_database(reset))
    app.cleanup_ctx.append(_ticker)
    return app
