"""The client address behind proxies (TRUST_FORWARDED_FOR, TRUSTED_PROXIES,
TRUSTED_PROXY_NETWORKS): only what trusted proxies appended to X-Forwarded-For counts, so a
client that writes its own entries escapes neither the login lockout nor the region
restriction (the simulator places the caller by the address the BFF forwards)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any
from unittest import mock

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request
from bff_testkit import Browser, ManualClock, Recorder, assert_error
from pydantic import ValidationError

from bff import keys
from bff.context import client_ip, forwarded_proto, resolve_client
from bff.settings import Settings

LiveBrowser = Callable[..., Awaitable[Browser]]
VENDORS = "/wps/relay/GCSGAME_newGameVendor"
LOGIN = "/wps/session/login"
US = "203.0.113.7"  # placed in the US (blocked by the default brand) by the test's geo table
HOME = "198.51.100.9"  # unmatched: the brand's home country
PROXY = "10.0.0.2"  # the first of two proxies (the test client, on loopback, is the second)

# (settings, X-Forwarded-For as the proxies pass it on: what the client wrote, then theirs)
Chain = Callable[[str, str], str]
SETUPS: dict[str, tuple[dict[str, Any], Chain]] = {
    "one proxy": ({"trust_forwarded_for": True}, lambda fake, real: f"{fake}, {real}"),
    "two proxies": (
        {"trust_forwarded_for": True, "trusted_proxies": 2},
        lambda fake, real: f"{fake}, {real}, {PROXY}",
    ),
    "networks": (
        {"trust_forwarded_for": True, "trusted_proxy_networks": "127.0.0.0/8, 10.0.0.0/8"},
        lambda fake, real: f"{fake},{real} , {PROXY}",
    ),
}


def settings(**values: Any) -> Settings:
    return Settings(**values)


@pytest.mark.parametrize(
    ("values", "peer", "forwarded", "expected"),
    [
        ({}, "192.0.2.1", ["203.0.113.7"], ("192.0.2.1", 0)),  # not trusted at all
        ({"trust_forwarded_for": True}, "192.0.2.1", ["6.6.6.6, 203.0.113.7"], (US, 1)),
        ({"trust_forwarded_for": True}, "192.0.2.1", ["6.6.6.6", "203.0.113.7"], (US, 1)),
        ({"trust_forwarded_for": True}, "192.0.2.1", [], ("192.0.2.1", 1)),
        ({"trust_forwarded_for": True}, "192.0.2.1", ["junk"], ("192.0.2.1", 0)),
        ({"trust_forwarded_for": True}, "192.0.2.1", ["[2001:db8::1]:443"], ("2001:db8::1", 1)),
        ({"trust_forwarded_for": True}, "192.0.2.1", ["203.0.113.7:4711"], (US, 1)),
        (
            {"trust_forwarded_for": True, "trusted_proxies": 2},
            "192.0.2.1",
            ["6.6.6.6, 203.0.113.7, 10.0.0.2"],
            (US, 2),
        ),
        (  # fewer entries than proxies: every one was written by a proxy; the leftmost
            {"trust_forwarded_for": True, "trusted_proxies": 2},
            "192.0.2.1",
            ["203.0.113.7"],
            (US, 2),
        ),
        (
            {"trust_forwarded_for": True, "trusted_proxy_networks": "10.0.0.0/8"},
            "10.0.0.3",
            ["6.6.6.6, 203.0.113.7, 10.1.2.3, 10.0.0.2"],
            (US, 3),
        ),
        (  # the peer is no trusted proxy: the header is the client's own
            {"trust_forwarded_for": True, "trusted_proxy_networks": "10.0.0.0/8"},
            "192.0.2.1",
            ["203.0.113.7"],
            ("192.0.2.1", 0),
        ),
        (  # an IPv4-mapped peer inside the network
            {"trust_forwarded_for": True, "trusted_proxy_networks": "10.0.0.0/8"},
            "::ffff:10.0.0.3",
            ["6.6.6.6, 203.0.113.7"],
            (US, 1),
        ),
        (  # only proxies: the leftmost of them
            {"trust_forwarded_for": True, "trusted_proxy_networks": "10.0.0.0/8"},
            "10.0.0.3",
            ["10.1.1.1, 10.0.0.2"],
            ("10.1.1.1", 3),
        ),
        (  # garbage a proxy passed on: stop at the nearest good address
            {"trust_forwarded_for": True, "trusted_proxy_networks": "10.0.0.0/8"},
            "10.0.0.3",
            ["203.0.113.7, junk, 10.0.0.2"],
            ("10.0.0.2", 2),
        ),
    ],
)
def test_resolve_client(
    values: dict[str, Any], peer: str, forwarded: list[str], expected: tuple[str, int]
) -> None:
    assert resolve_client(peer, forwarded, settings(**values)) == expected


def test_proxy_settings_need_trust_and_networks_must_parse() -> None:
    with pytest.raises(ValidationError, match="TRUST_FORWARDED_FOR"):
        settings(trusted_proxies=2)
    with pytest.raises(ValidationError, match="TRUST_FORWARDED_FOR"):
        settings(trusted_proxy_networks="10.0.0.0/8")
    with pytest.raises(ValidationError, match="CIDR"):
        settings(trust_forwarded_for=True, trusted_proxy_networks="10.0.0.0/8, proxy.local")
    parsed = settings(trust_forwarded_for=True, trusted_proxy_networks="10.0.0.0/8,fd00::/8 ")
    assert parsed.trusted_proxy_networks == "10.0.0.0/8 fd00::/8"
    assert [str(n) for n in parsed.proxy_networks] == ["10.0.0.0/8", "fd00::/8"]


def request_from(peer: str, headers: dict[str, str], **values: Any) -> web.Request:
    app = web.Application()
    app[keys.SETTINGS] = settings(**values)
    transport = mock.Mock()
    transport.get_extra_info.return_value = (peer, 4711)
    return make_mocked_request("GET", "/", headers=headers, app=app, transport=transport)


def test_forwarded_proto_only_from_trusted_proxies() -> None:
    https = {"X-Forwarded-Proto": "https", "X-Forwarded-For": US}
    assert forwarded_proto(request_from("192.0.2.1", https)) is None  # not trusted
    assert forwarded_proto(request_from("192.0.2.1", https, trust_forwarded_for=True)) == "https"
    networks = {"trust_forwarded_for": True, "trusted_proxy_networks": "10.0.0.0/8"}
    assert forwarded_proto(request_from("192.0.2.1", https, **networks)) is None
    assert forwarded_proto(request_from("10.0.0.3", https, **networks)) == "https"
    # Each proxy appended its own: the edge proxy's entry, not the client's on the left.
    chain = {"X-Forwarded-Proto": "http, https, http", "X-Forwarded-For": f"6.6.6.6, {US}, {PROXY}"}
    two = {"trust_forwarded_for": True, "trusted_proxies": 2}
    assert forwarded_proto(request_from("192.0.2.1", chain, **two)) == "https"
    assert client_ip(request_from("192.0.2.1", chain, **two)) == US


async def set_system(sim_client: Any, body: dict[str, Any]) -> None:
    resp = await sim_client.put("/__sim/system", json=body)
    assert resp.status == 200, await resp.text()


def forwarded_upstream(recorder: Recorder) -> set[str]:
    """The addresses the BFF forwarded (the test's own /__sim/ calls left out)."""
    return {
        call["headers"].get("X-Forwarded-For", "")
        for call in recorder.calls
        if not call["path"].startswith("/__sim/")
    }


@pytest.mark.parametrize("setup", SETUPS)
async def test_a_written_address_does_not_escape_the_region_restriction(
    setup: str, live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    values, chain = SETUPS[setup]
    await set_system(sim_client, {"geo": {"203.0.113.0/24": "US"}})
    browser = await live_browser(**values)
    status, body, _ = await browser.get(VENDORS, headers={"X-Forwarded-For": chain(HOME, US)})
    assert_error(status, body, 403, "region.restricted")
    assert forwarded_upstream(recorder) == {US}
    # And the other way round: a client at home writing a blocked address is not refused.
    recorder.calls.clear()
    status, body, _ = await browser.get(VENDORS, headers={"X-Forwarded-For": chain(US, HOME)})
    assert status == 200, body
    assert forwarded_upstream(recorder) == {HOME}


async def test_an_untrusted_peer_cannot_place_itself(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    # Networks that leave out the peer (the test client, on loopback): its header is ignored.
    await set_system(sim_client, {"geo": {"203.0.113.0/24": "US"}})
    browser = await live_browser(trust_forwarded_for=True, trusted_proxy_networks="10.0.0.0/8")
    status, body, _ = await browser.get(VENDORS, headers={"X-Forwarded-For": US})
    assert status == 200, body
    assert forwarded_upstream(recorder) == {"127.0.0.1"}


async def log_in(
    browser: Browser, sim_client: Any, clock: ManualClock, body: dict[str, Any], xff: str
) -> tuple[int, Any, Any]:
    """One login as the SPA makes it: solving the captcha when the simulator asks for one."""
    headers = {"X-Forwarded-For": xff}
    status, answer, resp = await browser.post(LOGIN, body, headers=headers)
    if isinstance(answer, dict) and answer.get("errorCode") == "captcha.required":
        clock.advance(1.05)  # past the captcha throttle of 1 per second per session
        status, _, _ = await browser.get("/wps/captcha", headers=headers)
        assert status == 200
        newest = await sim_client.get("/__sim/outbox?kind=captcha&limit=1")
        code = str((await newest.json())["value"][0]["code"])
        status, answer, resp = await browser.post(LOGIN, {**body, "captcha": code}, headers=headers)
    return status, answer, resp


@pytest.mark.parametrize("setup", SETUPS)
async def test_a_written_address_does_not_escape_the_login_lockout(
    setup: str, live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    values, chain = SETUPS[setup]
    clock = ManualClock()
    attacker = await live_browser(clock=clock, **values)
    wrong = {"username": "demo01", "password": "wrong-1"}
    for attempt in range(5):  # a new lie each time
        xff = chain(f"192.0.2.{attempt + 1}", US)
        status, body, _ = await log_in(attacker, sim_client, clock, wrong, xff)
        assert_error(status, body, 400, "user.or.password.invalid")
    calls = len(recorder.to(LOGIN))
    status, body, resp = await attacker.post(
        LOGIN, wrong, headers={"X-Forwarded-For": chain("192.0.2.99", US)}
    )
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    assert 290 < int(resp.headers["Retry-After"]) <= 300
    assert body["value"] == {"retryAfter": int(resp.headers["Retry-After"])}
    assert len(recorder.to(LOGIN)) == calls
    # The owner, elsewhere, is not locked out.
    owner = await live_browser(**values)
    right = {"username": "demo01", "password": "demo1234"}
    status, body, _ = await owner.post(
        LOGIN, right, headers={"X-Forwarded-For": chain("192.0.2.99", HOME)}
    )
    assert body.get("errorCode") != "TOO_MANY_REQUESTS", body
