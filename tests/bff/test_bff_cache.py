"""The shared cache: in-process TTL dict, and Redis."""

from __future__ import annotations

import uuid

import orjson
import pytest
from bff_testkit import ManualClock
from redis.asyncio import Redis

from bff.cache import MemoryCache, RedisCache


async def test_memory_cache_ttl() -> None:
    clock = ManualClock()
    cache = MemoryCache(clock=clock)
    await cache.set("cat:a:EN:", {"x": 1}, 10)
    await cache.set("short", [1], 1)
    await cache.set("never", 1, 0)
    assert await cache.get("cat:a:EN:") == {"x": 1}
    assert await cache.get("short") == [1]
    assert await cache.get("never") is None
    clock.advance(1)
    assert await cache.get("short") is None  # the TTL is an open interval
    assert await cache.get("cat:a:EN:") == {"x": 1}
    clock.advance(9)
    assert await cache.get("cat:a:EN:") is None
    assert len(cache) == 0  # expired entries leave when read


async def test_memory_cache_is_bounded() -> None:
    cache = MemoryCache(max_entries=16)
    for i in range(40):
        await cache.set(f"k{i}", i, 60)
    assert len(cache) <= 16
    assert await cache.get("k39") == 39
    assert await cache.get("k0") is None


async def test_memory_cache_returns_copies() -> None:
    cache = MemoryCache()
    await cache.set("k", {"a": [1]}, 60)
    got = await cache.get("k")
    got["a"].append(2)
    assert await cache.get("k") == {"a": [1]}


async def test_memory_cache_answers_fresh_values_as_their_json() -> None:
    clock = ManualClock()
    cache = MemoryCache(clock=clock)
    await cache.set("k", {"a": [1, "é"]}, 10, 20)
    first = await cache.get_json("k")
    assert first == orjson.dumps({"a": [1, "é"]})
    assert await cache.get_json("k") is first  # the stored bytes, not a new encoding
    clock.advance(10)
    assert await cache.get_json("k") is None  # stale: only get_stale answers it
    assert await cache.get_stale("k") == {"a": [1, "é"]}


async def test_a_shared_memory_cache_hands_out_the_same_objects() -> None:
    clock = ManualClock()
    cache = MemoryCache(clock=clock, shared=True)
    value = {"status": 0, "info": {"imageCDNs": ["https://cdn.example"]}}
    await cache.set("k", value, 1, 5)
    assert await cache.get("k") is value
    assert await cache.get_json("k") == orjson.dumps(value)
    clock.advance(1)
    assert await cache.get("k") is None and await cache.get_stale("k") is value


@pytest.mark.redis
async def test_redis_cache_ttl(redis_url: str) -> None:
    redis = Redis.from_url(redis_url)
    prefix = f"bfftest:{uuid.uuid4().hex}:"
    cache = RedisCache(redis, prefix)
    try:
        await cache.set("cat:a:EN:", {"x": 1}, 10)
        await cache.set("cat:b:-:", "b", 10, 20)
        await cache.set("never", 1, 0)
        assert await cache.get("cat:a:EN:") == {"x": 1}
        assert await cache.get_json("cat:a:EN:") == b'{"x":1}'
        assert await cache.get("never") is None and await cache.get_json("never") is None
        assert 0 < await redis.pttl(prefix + "cache:cat:a:EN:") <= 10_000
        assert 10_000 < await redis.pttl(prefix + "cache:cat:b:-:") <= 30_000  # ttl + stale
    finally:
        keys = [k async for k in redis.scan_iter(match=prefix + "*")]
        if keys:
            await redis.delete(*keys)
        await redis.aclose()
