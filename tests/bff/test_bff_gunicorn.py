"""Several BFF processes: gunicorn with aiohttp's worker replaces a worker that dies.

`python -m bff --workers N` hands over to gunicorn (bff/gunicorn_conf.py); the refusal of
more than one process without REDIS_URL is checked for both ways in (the flag in
test_bff_settings.py, gunicorn's own `-w` here).
"""

from __future__ import annotations

import asyncio
import base64
import os
import re
import signal
import sys
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from redis.asyncio import Redis

DEADLINE = 90.0  # seconds for a step; two cores shared with other suites start slowly
LISTENING = re.compile(r"Listening at: http://127\.0\.0\.1:(\d+)")
BOOTED = re.compile(r"Booting worker with pid: (\d+)")


def children(parent: int) -> set[int]:
    """Live processes whose parent is `parent` (from /proc; zombies excluded)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        state, ppid = stat.rsplit(")", 1)[1].split()[:2]
        if int(ppid) == parent and state != "Z":
            found.add(int(entry.name))
    return found


class Gunicorn:
    """A gunicorn master started as a subprocess; its log read line by line as it comes."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.log: list[str] = []

    async def wait_for(self, pattern: re.Pattern[str]) -> re.Match[str]:
        """The next log line matching `pattern`; fails after DEADLINE or when gunicorn ends."""
        assert self.proc.stderr is not None
        deadline = time.monotonic() + DEADLINE
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                pytest.fail(f"no line matching {pattern.pattern!r}:\n" + "".join(self.log))
            try:
                raw = await asyncio.wait_for(self.proc.stderr.readline(), remaining)
            except TimeoutError:
                continue
            if not raw:
                pytest.fail(f"gunicorn ended ({self.proc.returncode}):\n" + "".join(self.log))
            line = raw.decode("utf-8", "replace")
            self.log.append(line)
            if match := pattern.search(line):
                return match

    async def stop(self) -> None:
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                _, rest = await asyncio.wait_for(self.proc.communicate(), DEADLINE)
                self.log.extend(rest.decode("utf-8", "replace").splitlines(keepends=True))
            except TimeoutError:
                os.killpg(self.proc.pid, signal.SIGKILL)
                await self.proc.wait()


@pytest.fixture
async def redis_prefix(redis_url: str) -> AsyncIterator[str]:
    prefix = f"bfftest:{uuid.uuid4().hex}:"
    yield prefix
    client = Redis.from_url(redis_url)
    doomed = [k async for k in client.scan_iter(match=prefix + "*")]
    if doomed:
        await client.delete(*doomed)
    await client.aclose()


async def start(env: dict[str, str], *args: str) -> Gunicorn:
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        *args,
        env={**os.environ, **env},
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
        start_new_session=True,  # the workers share the group: one killpg ends them all
    )
    return Gunicorn(proc)


async def get(http: aiohttp.ClientSession, url: str) -> tuple[int, Any]:
    async with http.get(url) as resp:
        return resp.status, await resp.json()


@pytest.mark.redis
async def test_a_killed_worker_is_replaced(
    simulator: Any, web_dist: Path, redis_url: str, redis_prefix: str
) -> None:
    env = {
        "BFF_HOST": "127.0.0.1",
        "BFF_PORT": "0",  # gunicorn logs the port it got
        "REDIS_URL": redis_url,
        "REDIS_PREFIX": redis_prefix,
        "UPSTREAM_URL": str(simulator.make_url("")),
        "WEB_DIST": str(web_dist),
        "ENVIRONMENT": "test",
        "SESSION_SECRET": base64.urlsafe_b64encode(os.urandom(32)).decode(),
    }
    gunicorn = await start(env, "-m", "bff", "--workers", "2")
    try:
        port = int((await gunicorn.wait_for(LISTENING)).group(1))
        booted = {int((await gunicorn.wait_for(BOOTED)).group(1)) for _ in range(2)}
        master = gunicorn.proc.pid  # `python -m bff` execs gunicorn in place
        base = f"http://127.0.0.1:{port}"
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=30)) as http:
            assert await get(http, f"{base}/bff/health") == (200, {"success": True, "value": "ok"})
            status, body = await get(http, f"{base}/bff/bootstrap")  # reaches the simulator
            assert status == 200 and body["success"] is True, body
            assert children(master) == booted

            victim = min(booted)
            os.kill(victim, signal.SIGKILL)
            replacement = int((await gunicorn.wait_for(BOOTED)).group(1))

            assert replacement not in booted
            assert children(master) == booted - {victim} | {replacement}
            assert await get(http, f"{base}/bff/health") == (200, {"success": True, "value": "ok"})
    finally:
        await gunicorn.stop()
    assert gunicorn.proc.returncode == 0, "".join(gunicorn.log)


async def test_gunicorn_refuses_workers_without_redis() -> None:
    gunicorn = await start(
        {"BFF_PORT": "0", "ENVIRONMENT": "test"},
        "-m",
        "gunicorn",
        "-c",
        "python:bff.gunicorn_conf",
        "-w",
        "2",
    )
    assert gunicorn.proc.stderr is not None
    _, err = await asyncio.wait_for(gunicorn.proc.communicate(), DEADLINE)
    assert gunicorn.proc.returncode == 1
    assert "without REDIS_URL" in err.decode()


async def test_one_more_worker_without_redis_is_refused_at_run_time() -> None:
    gunicorn = await start(
        {"BFF_PORT": "0", "ENVIRONMENT": "test"}, "-m", "gunicorn", "-c", "python:bff.gunicorn_conf"
    )
    try:
        await gunicorn.wait_for(BOOTED)
        gunicorn.proc.send_signal(signal.SIGTTIN)  # gunicorn: one worker more
        await gunicorn.wait_for(re.compile(r"keeping 1 worker\(s\): .*without REDIS_URL"))
    finally:
        await gunicorn.stop()
    # Whatever gunicorn spawns logs this line first, so a second worker would show here.
    assert sum(bool(BOOTED.search(line)) for line in gunicorn.log) == 1, "".join(gunicorn.log)
