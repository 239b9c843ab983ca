"""One entry of the call catalogue: an upstream call the BFF will make or forward.

Each feature lists its entries in its own `entries.py`; `catalogue.py` assembles them.
This module imports no feature, so every feature's entries can import it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, TypeAdapter

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
    # A GET may be retried (False: a read the upstream counts, e.g. an invitation code
    # check). A call that changes anything is never a GET: the CSRF check exempts GETs
    # (tests/bff/test_bff_state_changes.py checks that no GET writes upstream).
    retry: bool = True
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

    def revalidates(self, method: str) -> bool:
        """Whether the forwarder answers with an ETag and 304 (envelope.revalidated): a public
        read the BFF caches, the same for every visitor in a language."""
        return (
            method == "GET"
            and self.handler is Handler.FORWARD
            and not self.token
            and self.cache is not CacheScope.NONE
        )

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


def member_entry(name: str, path: str, summary: str, *, tag: str, **kw: Any) -> Entry:
    """A call on a signed-in member's behalf: a trial session is refused before it is made."""
    return Entry(name, path, token=True, real_account=True, summary=summary, tags=(tag,), **kw)
