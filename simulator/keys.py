"""Typed keys for what the app and each request carry."""

from __future__ import annotations

from aiohttp import web

from .codecs import Keyring
from .core.clock import Clock
from .core.db import Database
from .core.scheduler import Scheduler
from .features.faults.service import FaultBook
from .features.journal.requests import RequestLog
from .features.snapshots.service import Snapshots
from .fixtures import Fixtures
from .passwords import Passwords
from .settings import Settings

SETTINGS = web.AppKey("settings", Settings)
DB = web.AppKey("db", Database)
CLOCK = web.AppKey("clock", Clock)
KEYRING = web.AppKey("keyring", Keyring)
FIXTURES = web.AppKey("fixtures", Fixtures)
PASSWORDS = web.AppKey("passwords", Passwords)
# Relay name -> Relay (simulator.routing); features register theirs in setup.
RELAYS = web.AppKey("relays", dict)
SCHEDULER = web.AppKey("scheduler", Scheduler)
FAULTS = web.AppKey("faults", FaultBook)
REQUEST_LOG = web.AppKey("request_log", RequestLog)
SNAPSHOTS = web.AppKey("snapshots", Snapshots)

# Set by the policy middleware for the handler.
MEMBER_ID = web.RequestKey("member_id", int)
TOKEN = web.RequestKey("token", str)
BODY = web.RequestKey("body", object)  # the decrypted JSON body of an encrypted call
PLAYER = web.RequestKey("player", str)  # the member behind the call, when known
FAULT_APPLIED = web.RequestKey("fault_applied", dict)  # {"id", "kind"} of the final fault
