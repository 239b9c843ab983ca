"""The Redis suites fail, not skip, when Redis is away, unless SKIP_REDIS_TESTS opts out."""

from __future__ import annotations

import pytest
from bff_testkit import SKIP_REDIS, require_redis

UNREACHABLE = "redis://127.0.0.1:9/0"  # the discard port: connection refused


async def test_unreachable_redis_fails_with_a_clear_message(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(SKIP_REDIS, raising=False)
    with pytest.raises(pytest.fail.Exception, match=r"unreachable.*SKIP_REDIS_TESTS=1"):
        await require_redis(UNREACHABLE)


@pytest.mark.parametrize("value", ["1", "true", "YES"])
async def test_the_opt_out_skips(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(SKIP_REDIS, value)
    with pytest.raises(pytest.skip.Exception, match="SKIP_REDIS_TESTS is set"):
        await require_redis(UNREACHABLE)


@pytest.mark.parametrize("value", ["", "0", "no"])
async def test_anything_else_still_fails(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(SKIP_REDIS, value)
    with pytest.raises(pytest.fail.Exception):
        await require_redis(UNREACHABLE)
