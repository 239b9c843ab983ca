"""The cookie session store remembers the plaintext of cookies it has read, and that memory
never outlives what Fernet would accept: a cookie past its TTL, a forged one or a revoked
session is no session, read for the first time or the hundredth."""

from __future__ import annotations

import base64
import json
import os

from aiohttp.test_utils import make_mocked_request
from cryptography.fernet import Fernet

from bff.limits import MemoryCounters
from bff.sessions import COOKIE, SID, CookieOptions, CookieStore, read_cookie

SECRET = base64.urlsafe_b64encode(os.urandom(32)).decode()
MAX_AGE = 3600
OPTIONS: CookieOptions = {
    "cookie_name": COOKIE,
    "httponly": True,
    "samesite": "Lax",
    "path": "/",
    "secure": None,
    "max_age": MAX_AGE,
}
ISSUED = 1_900_000_000


class Wall:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def _cookie(data: dict[str, object], at: int = ISSUED) -> str:
    plain = json.dumps({"created": at, "session": data}).encode()
    return Fernet(SECRET.encode()).encrypt_at_time(plain, at).decode()


def _request(cookie: str):  # type: ignore[no-untyped-def]
    return make_mocked_request("GET", "/", headers={"Cookie": f"{COOKIE}={cookie}"})


def _store(wall: Wall, counters: MemoryCounters | None = None, **kw: int) -> CookieStore:
    return CookieStore(SECRET, counters or MemoryCounters(), OPTIONS, wall=wall, **kw)


async def test_a_remembered_cookie_still_ends_with_its_ttl() -> None:
    wall = Wall(ISSUED + 10)
    store = _store(wall)
    cookie = _cookie({SID: "s1", "token": "t1"})
    for _ in range(3):
        session = await store.load_session(_request(cookie))
        assert not session.new and session["token"] == "t1"
    wall.now = ISSUED + MAX_AGE + 1
    assert (await store.load_session(_request(cookie))).new


async def test_a_forged_or_foreign_cookie_is_no_session() -> None:
    store = _store(Wall(ISSUED + 10))
    good = _cookie({SID: "s1"})
    forged = good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB")
    foreign = Fernet(Fernet.generate_key()).encrypt_at_time(b"{}", ISSUED).decode()
    for cookie in (forged, foreign, "not-a-token"):
        assert (await store.load_session(_request(cookie))).new


async def test_a_revoked_session_is_refused_after_being_remembered() -> None:
    counters = MemoryCounters()
    store = _store(Wall(ISSUED + 10), counters)
    cookie = _cookie({SID: "s1", "token": "t1"})
    session = await store.load_session(_request(cookie))
    assert not session.new
    await store.forget(session)
    assert (await store.load_session(_request(cookie))).new


async def test_each_cookie_is_read_on_its_own_and_the_memory_is_bounded() -> None:
    store = _store(Wall(ISSUED + 10), remembered=2)
    cookies = [_cookie({SID: f"s{n}", "token": f"t{n}"}) for n in range(5)]
    for _ in range(2):
        for n, cookie in enumerate(cookies):
            assert (await store.load_session(_request(cookie)))["token"] == f"t{n}"
    assert len(store._plain) == 2


def test_read_cookie_takes_the_first_of_a_name_and_drops_quotes() -> None:
    request = make_mocked_request(
        "GET",
        "/",
        headers={"Cookie": 'XSRF-TOKEN=abc; BFFSESSION="gAAA=="; XSRF-TOKEN=later; flag'},
    )
    assert read_cookie(request, "XSRF-TOKEN") == "abc"
    assert read_cookie(request, COOKIE) == "gAAA=="
    assert read_cookie(request, "flag") is None
    assert read_cookie(make_mocked_request("GET", "/"), COOKIE) is None
