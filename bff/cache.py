"""The cache of upstream answers: in-process dict with TTL, or Redis when REDIS_URL is set.

Values are JSON-able; keys are plain strings. `set(key, value, ttl, stale)` keeps a value
fresh for `ttl` seconds and then stale for `stale` more: `get` answers only fresh values,
`get_stale` answers fresh or stale ones (served when the upstream is down). Nothing is
dropped by prefix: after a language change a session reads each language-flushed entry
fresh once, which replaces it for everyone (bff/upstream/calls.py).

The in-process cache measures time with an injected monotonic clock (tests move it); Redis
records carry wall-clock expiry, since every BFF process reads them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

import orjson
from redis.asyncio import Redis


class Cache(Protocol):
    async def get(self, key: str) -> Any | None: ...

    async def get_json(self, key: str) -> bytes | None:
        """A fresh value as JSON, for answering it as it is (no decoding and encoding)."""
        ...

    async def get_stale(self, key: str) -> Any | None: ...

    async def set(self, key: str, value: Any, ttl: float, stale: float = 0.0) -> None: ...


class MemoryCache:
    """Per-process cache; bounded, oldest entries leave first when full.

    Values are kept as JSON, so a caller can change what it got without changing the cache;
    `shared` keeps them as given and hands out the same objects, for a caller that only reads
    them (the status gate, on every call)."""

    def __init__(
        self,
        max_entries: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
        *,
        shared: bool = False,
    ) -> None:
        # key -> (fresh until, kept until, value as JSON, or as given when shared)
        self._data: dict[str, tuple[float, float, Any]] = {}
        self._max = max_entries
        self._clock = clock
        self._shared = shared

    def _raw(self, key: str, *, stale: bool) -> Any | None:
        item = self._data.get(key)
        if item is None:
            return None
        fresh_until, kept_until, raw = item
        now = self._clock()
        if kept_until <= now:
            self._data.pop(key, None)
            return None
        if fresh_until <= now and not stale:
            return None
        return raw

    def _read(self, key: str, *, stale: bool) -> Any | None:
        raw = self._raw(key, stale=stale)
        return raw if raw is None or self._shared else orjson.loads(raw)

    async def get(self, key: str) -> Any | None:
        return self._read(key, stale=False)

    async def get_json(self, key: str) -> bytes | None:
        raw = self._raw(key, stale=False)
        return orjson.dumps(raw) if self._shared and raw is not None else raw

    async def get_stale(self, key: str) -> Any | None:
        return self._read(key, stale=True)

    async def set(self, key: str, value: Any, ttl: float, stale: float = 0.0) -> None:
        ttl, stale = max(ttl, 0.0), max(stale, 0.0)
        if ttl + stale <= 0:
            return
        if len(self._data) >= self._max and key not in self._data:
            self._evict()
        now = self._clock()
        kept = value if self._shared else orjson.dumps(value)
        self._data[key] = (now + ttl, now + ttl + stale, kept)

    def _evict(self) -> None:
        now = self._clock()
        for key in [k for k, (_, kept, _) in self._data.items() if kept <= now]:
            del self._data[key]
        while len(self._data) >= self._max:
            del self._data[next(iter(self._data))]

    def __len__(self) -> int:
        return len(self._data)


class RedisCache:
    """Cache shared by every BFF process; keys live under `prefix`.

    A record is `[fresh until (epoch seconds), value]`, kept by Redis for ttl + stale.
    """

    def __init__(self, redis: Redis, prefix: str) -> None:
        self._redis = redis
        self._prefix = prefix + "cache:"

    async def _read(self, key: str, *, stale: bool) -> Any | None:
        raw = await self._redis.get(self._prefix + key)
        if raw is None:
            return None
        record = orjson.loads(raw)
        if not isinstance(record, list) or len(record) != 2:
            return None  # written by an older BFF: a miss
        fresh_until, value = record
        if not stale and fresh_until <= time.time():
            return None
        return value

    async def get(self, key: str) -> Any | None:
        return await self._read(key, stale=False)

    async def get_json(self, key: str) -> bytes | None:
        value = await self._read(key, stale=False)
        return None if value is None else orjson.dumps(value)

    async def get_stale(self, key: str) -> Any | None:
        return await self._read(key, stale=True)

    async def set(self, key: str, value: Any, ttl: float, stale: float = 0.0) -> None:
        ttl, stale = max(ttl, 0.0), max(stale, 0.0)
        if ttl + stale <= 0:
            return
        record = orjson.dumps([time.time() + ttl, value])
        await self._redis.set(self._prefix + key, record, px=max(1, int((ttl + stale) * 1000)))
