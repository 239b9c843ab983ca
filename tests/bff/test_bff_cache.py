"""The shared cache: in-process TTL dict, and Redis."""

from __future__ import annotations

import asyncio
import uuid

import pytest
from redis.asyncio import Redis

from bff.cache import MemoryCache, RedisCache


async def test_memory_cache_ttl_and_flush() -> None:
    cache = MemoryCache()
    await cache.set("cat:a:EN:", {"x": 1}, 10)
    await cache.set("cat:a:TY:", [1], 10)
    await cache.set("cat:b:-:", "b", 10)
    await cache.set("never", 1, 0)
    assert await cache.get("cat:a:EN:") == {"x": 1}
    assert await cache.get("never") is None
    assert await cache.flush("cat:a:") == 2
    assert await cache.get("cat:a:TY:") is None
    assert await cache.get("cat:b:-:") == "b"
    await cache.set("short", 1, 0.01)
    await asyncio.sleep(0.03)
    assert await cache.get("short") is None


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


@pytest.mark.redis
async def test_redis_cache_ttl_and_flush(redis_url: str) -> None:
    redis = Redis.from_url(redis_url)
    prefix = f"bfftest:{uuid.uuid4().hex}:"
    cache = RedisCache(redis, prefix)
    try:
        await cache.set("cat:a:EN:", {"x": 1}, 10)
        await cache.set("cat:a:TY:", {"x": 2}, 10)
        await cache.set("cat:b:-:", "b", 10)
        assert await cache.get("cat:a:EN:") == {"x": 1}
        assert await cache.flush("cat:a:") == 2
        assert await cache.get("cat:a:TY:") is None
        assert await cache.get("cat:b:-:") == "b"
        assert 0 < await redis.pttl(prefix + "cache:cat:b:-:") <= 10_000
    finally:
        keys = [k async for k in redis.scan_iter(match=prefix + "*")]
        if keys:
            await redis.delete(*keys)
        await redis.aclose()
