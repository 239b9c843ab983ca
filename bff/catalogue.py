"""The declarative call catalogue: every upstream call the BFF will make or forward.

A browser path that is not an exposed entry here answers `path.not.found`. Later issues
add entries; the forwarder, the status gate, the cache and the OpenAPI document all read
this table, so one line here is usually all a new plain call needs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, TypeAdapter

from .features.launch.schemas import LaunchQuery, LaunchRequest, LaunchValue, PublicLaunch
from .features.members.schemas import Balance, MemberInfo
from .features.relay.schemas import Announcements, AnnouncementsQuery, VendorLanes, VendorQuery
from .features.session.schemas import (
    LoginRequest,
    LoginValue,
    LoginVerifyRequest,
    PublicLogin,
    RegisterRequest,
)
from .features.system.schemas import (
    Countries,
    RegisterSettings,
    StatusQuery,
    SystemStatus,
    Whitelabel,
)
from .features.verification.schemas import SmsRequest, SmsValue
from .schemas import Empty

BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})


class CacheScope(StrEnum):
    NONE = "none"
    GLOBAL = "global"
    LANGUAGE = "language"


class Handler(StrEnum):
    FORWARD = "forward"  # the generic forwarder serves it
    DEDICATED = "dedicated"  # a feature registers its own handler (login, logout, ...)
    INTERNAL = "internal"  # the BFF calls it; the browser cannot


@dataclass(frozen=True)
class Entry:
    name: str
    path: str
    methods: tuple[str, ...] = ("GET",)
    token: bool = False
    encrypted: bool = False
    module: str | None = None
    cache: CacheScope = CacheScope.NONE
    ttl: float = 0.0
    flush_on_language: bool = False
    query: type[BaseModel] = Empty
    body: type[BaseModel] | None = None
    response: Any = None  # a model or type the upstream value must match
    public_response: Any = None  # what the browser gets, when it differs
    handler: Handler = Handler.FORWARD
    gated: bool = True  # refused while the system status is maintenance or restricted
    retry: bool = True  # a GET may be retried (set False for reads with side effects)
    timeout: float | None = None  # deadline of the whole call; None = UPSTREAM_TIMEOUT
    summary: str = ""
    tags: tuple[str, ...] = field(default=())
    real_account: bool = False  # a trial session (accountType 4) is refused before the call
    agent_only: bool = False  # a session that is not an agent's is refused before the call
    form: bool = False  # sent upstream form-encoded (the browser still sends JSON)
    headers: tuple[tuple[str, str], ...] = ()  # fixed extra upstream headers
    limit: str | None = None  # a policy of bff/limits.py applied before the call
    before_password_change: bool = False  # allowed while a forced password change is pending

    @property
    def exposed(self) -> bool:
        return self.handler is not Handler.INTERNAL

    def body_for(self, method: str) -> type[BaseModel] | None:
        """The body model for a body method (POST, PUT, PATCH); those take no query."""
        return self.body if method in BODY_METHODS else None

    @property
    def browser_response(self) -> Any:
        return self.public_response if self.public_response is not None else self.response

    def adapter(self) -> TypeAdapter[Any] | None:
        return _adapter(self.response)

    def cache_prefix(self) -> str:
        return f"cat:{self.name}:"


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def _adapter(kind: Any) -> TypeAdapter[Any] | None:
    if kind is None:
        return None
    if kind not in _ADAPTERS:
        _ADAPTERS[kind] = TypeAdapter(kind)
    return _ADAPTERS[kind]


ENTRIES: tuple[Entry, ...] = (
    Entry(
        "system.status",
        "/wps/system/status",
        query=StatusQuery,
        response=SystemStatus,
        gated=False,
        summary="System status: 0 normal, 1 maintenance, 2 region restricted",
        tags=("system",),
    ),
    Entry(
        "system.whitelabel",
        "/wps/system/whitelabel",
        response=Whitelabel,
        gated=False,
        cache=CacheScope.GLOBAL,
        ttl=30,
        summary="Whitelabel module tree",
        tags=("system",),
    ),
    Entry(
        "system.register",
        "/wps/system/setting/register",
        response=RegisterSettings,
        gated=False,
        cache=CacheScope.GLOBAL,
        ttl=60,
        summary="Register field rules",
        tags=("system",),
    ),
    Entry(
        "system.country",
        "/wps/system/country",
        response=Countries,
        gated=False,
        cache=CacheScope.LANGUAGE,
        ttl=300,
        summary="Countries and dialing codes",
        tags=("system",),
    ),
    Entry(
        "captcha",
        "/wps/captcha",
        module="CAPTCHA3",
        response=str,
        handler=Handler.DEDICATED,
        summary="Captcha image (base64 PNG); the BFF keeps the key in the session",
        tags=("session",),
    ),
    Entry(
        "session.rsa",
        "/wps/session/key/rsa",
        handler=Handler.INTERNAL,
        gated=False,
        summary="Upstream public key for encrypted calls",
    ),
    Entry(
        "session.login",
        "/wps/session/login",
        methods=("POST",),
        encrypted=True,
        module="COMM3",
        body=LoginRequest,
        response=LoginValue,
        public_response=PublicLogin,
        handler=Handler.DEDICATED,
        summary="Log in; the token stays in the BFF session",
        tags=("session",),
    ),
    Entry(
        "session.login.verify",
        "/wps/session/login/verify",
        methods=("POST",),
        encrypted=True,
        module="LOGINIPVERF3",
        body=LoginVerifyRequest,
        response=LoginValue,
        public_response=PublicLogin,
        handler=Handler.DEDICATED,
        summary="Log in with the code a login asked for; the token stays in the BFF session",
        tags=("session",),
    ),
    Entry(
        "session.logout",
        "/wps/session/logout",
        methods=("DELETE", "POST"),
        token=True,
        before_password_change=True,
        response=bool,
        handler=Handler.DEDICATED,
        gated=False,
        summary="Log out; the session is cleared, the merchant kept",
        tags=("session",),
    ),
    Entry(
        "member.register",
        "/wps/member/register",
        methods=("PUT",),
        encrypted=True,
        module="REG3",
        body=RegisterRequest,
        response=LoginValue,
        public_response=PublicLogin,
        handler=Handler.DEDICATED,
        summary="Register and log in",
        tags=("session",),
    ),
    Entry(
        "member.info",
        "/wps/member/info",
        token=True,
        response=MemberInfo,
        summary="The logged-in member",
        tags=("member",),
    ),
    Entry(
        "wallet.balance",
        "/wps/v2/wallets/balance",
        token=True,
        response=Balance,
        summary="Wallet balances (decimal strings)",
        tags=("wallet",),
    ),
    Entry(
        "relay.announcements",
        "/wps/relay/MCSFE_getListAnnouncements",
        query=AnnouncementsQuery,
        response=Announcements,
        cache=CacheScope.LANGUAGE,
        ttl=60,
        flush_on_language=True,
        summary="Banners and announcements",
        tags=("relay",),
    ),
    Entry(
        "relay.vendors",
        "/wps/relay/GCSGAME_newGameVendor",
        query=VendorQuery,
        module="GAMELO3",
        response=VendorLanes,
        cache=CacheScope.LANGUAGE,
        ttl=120,
        flush_on_language=True,
        summary="Game vendors by lane",
        tags=("relay",),
    ),
    Entry(
        "verification.sms",
        "/wps/verification/sms/noLogin",
        methods=("POST",),
        module="VERIFICATION3",
        body=SmsRequest,
        response=SmsValue,
        limit="sms",
        summary="Send an SMS verification code (no session needed)",
        tags=("verification",),
    ),
    Entry(
        "game.launch",
        "/wps/game/launchGame",
        methods=("GET", "POST"),
        token=True,
        module="GAMELO3",
        query=LaunchQuery,
        body=LaunchRequest,
        response=LaunchValue,
        public_response=PublicLaunch,
        retry=False,  # opens a game session upstream: never sent twice
        handler=Handler.DEDICATED,  # bff/features/launch: fields added, answer normalised
        summary=(
            "Launch a game: the BFF adds accountType, confirmTrans, launchMode, clientType,"
            " username, merchantCode and language; any upstream shape (content.game_url,"
            " content as the address, top-level game_url) answers content.game_url, on a"
            " launch host picked at random from launchGameCDNs, with origin=<this site>"
        ),
        tags=("game",),
    ),
)

# Imported here, after Entry is defined: the accounts entries are built from it.
from .features.accounts.entries import ACCOUNTS  # noqa: E402

ENTRIES = ENTRIES + ACCOUNTS

from .features.games.entries import GAMES  # noqa: E402

ENTRIES = ENTRIES + GAMES

from .features.lottery.entries import LOTTERY  # noqa: E402

ENTRIES = ENTRIES + LOTTERY

from .features.wallet.entries import WALLET  # noqa: E402

ENTRIES = ENTRIES + WALLET

from .features.agents.entries import AGENTS  # noqa: E402

ENTRIES = ENTRIES + AGENTS

from .features.contracts.entries import CONTRACTS  # noqa: E402

ENTRIES = ENTRIES + CONTRACTS

BY_NAME: dict[str, Entry] = {e.name: e for e in ENTRIES}
BY_PATH: dict[str, Entry] = {}
for _item in sorted(ENTRIES, key=lambda e: not e.exposed):  # one path may have two entries
    BY_PATH.setdefault(_item.path, _item)


def entry(name: str) -> Entry:
    return BY_NAME[name]


def exposed_at(path: str) -> Entry | None:
    """The exposed entry serving `path`, if any."""
    found = BY_PATH.get(path)
    return found if found is not None and found.exposed else None


def language_flushed() -> list[Entry]:
    return [e for e in ENTRIES if e.flush_on_language]
