"""What every codec offers: seal a JSON body for one endpoint; forget the cached key."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from ..context import CallContext

# Fetches the upstream key: (ctx, query) -> envelope value.
KeyFetcher = Callable[[CallContext, dict[str, str]], Awaitable[Any]]

K = TypeVar("K")


@dataclass(frozen=True)
class Sealed:
    body: dict[str, str]
    headers: dict[str, str]


class Codec(Protocol):
    name: str

    async def seal(self, ctx: CallContext, method: str, path: str, payload: Any) -> Sealed: ...

    def invalidate(self) -> None: ...


class KeyCache(Generic[K]):
    """Fetches the upstream public key once and keeps it until invalidated."""

    def __init__(
        self,
        fetch: KeyFetcher,
        query: dict[str, str],
        parse: Callable[[Any], K],
    ) -> None:
        self._fetch = fetch
        self._query = query
        self._parse = parse
        self._key: K | None = None
        self._lock = asyncio.Lock()

    async def get(self, ctx: CallContext) -> K:
        key = self._key
        if key is not None:
            return key
        async with self._lock:
            if self._key is None:
                self._key = self._parse(await self._fetch(ctx, self._query))
            return self._key

    def invalidate(self) -> None:
        self._key = None
