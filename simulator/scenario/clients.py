"""HTTP for scenario steps: the site as browsers (a cookie jar per browser, the XSRF-TOKEN
cookie echoed as X-XSRF-TOKEN, players logged in through the BFF), the simulator's
upstream paths as the BFF would call them, and the /__sim/ control surface."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import aiohttp
import orjson
from yarl import URL

from .codec import encrypt_modern
from .stack import Targets

MUTATING = {"POST", "PUT", "PATCH", "DELETE"}
DEFAULT_PASSWORD = "demo1234"  # the simulator's development accounts (fixtures/README.md)
TIMEOUT = aiohttp.ClientTimeout(total=60)


@dataclass
class Response:
    method: str
    url: str
    status: int | None  # None: no HTTP answer (connection dropped, refused, timed out)
    body: Any  # parsed JSON, or None
    text: str
    elapsed_ms: float
    error: str | None = None

    def summary(self, limit: int = 300) -> str:
        if self.error:
            return f"no response: {self.error}"
        shown = self.text if len(self.text) <= limit else self.text[: limit - 3] + "..."
        return f"HTTP {self.status}: {shown}"


async def send(
    session: aiohttp.ClientSession,
    method: str,
    url: str,
    *,
    json: Any = None,
    data: bytes | None = None,
    params: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
) -> Response:
    started = time.perf_counter()
    body = data if data is not None else (orjson.dumps(json) if json is not None else None)
    sent = dict(headers or {})
    if json is not None and data is None:
        sent.setdefault("Content-Type", "application/json")
    try:
        async with session.request(
            method, url, data=body, params=params, headers=sent, timeout=TIMEOUT
        ) as resp:
            raw = await resp.read()
            status = resp.status
    except (aiohttp.ClientError, TimeoutError) as exc:
        elapsed = (time.perf_counter() - started) * 1000
        return Response(method, url, None, None, "", elapsed, f"{type(exc).__name__}: {exc}")
    elapsed = (time.perf_counter() - started) * 1000
    text = raw.decode("utf-8", "replace")
    try:
        parsed = orjson.loads(raw) if raw else None
    except orjson.JSONDecodeError:
        parsed = None
    return Response(method, url, status, parsed, text, elapsed)


def _params(query: Any) -> dict[str, str] | None:
    if not query:
        return None
    return {str(k): str(v).lower() if isinstance(v, bool) else str(v) for k, v in query.items()}


class Clients:
    """Every connection one scenario uses; close() when done."""

    def __init__(self, targets: Targets, *, merchant: str, admin_token: str | None) -> None:
        self.targets = targets
        self.merchant = merchant
        self.admin_token = admin_token
        self.plain = aiohttp.ClientSession(cookie_jar=aiohttp.DummyCookieJar())
        self.browsers: dict[str, aiohttp.ClientSession] = {}
        self.site_logins: set[str] = set()
        self.tokens: dict[str, str] = {}

    async def close(self) -> None:
        await self.plain.close()
        for browser in self.browsers.values():
            await browser.close()

    # /__sim/ control surface
    async def sim(self, method: str, path: str, body: Any = None, query: Any = None) -> Response:
        headers = {"Authorization": f"Bearer {self.admin_token}"} if self.admin_token else {}
        url = self.targets.sim + path
        return await send(
            self.plain, method, url, json=body, params=_params(query), headers=headers
        )

    # the site (BFF), as a browser
    def browser(self, name: str) -> aiohttp.ClientSession:
        if name not in self.browsers:
            self.browsers[name] = aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))
        return self.browsers[name]

    def _xsrf(self, session: aiohttp.ClientSession) -> str | None:
        morsel = session.cookie_jar.filter_cookies(URL(self.targets.site)).get("XSRF-TOKEN")
        return morsel.value if morsel else None

    async def site(
        self, method: str, path: str, *, browser: str, body: Any = None, query: Any = None
    ) -> Response:
        session = self.browser(browser)
        headers = {"Accept": "application/json", "Language": "EN"}
        if method in MUTATING:
            if self._xsrf(session) is None:  # the first response of a visit sets it
                await send(session, "GET", self.targets.site + "/bff/bootstrap")
            headers["X-XSRF-TOKEN"] = self._xsrf(session) or ""
        url = self.targets.site + path
        return await send(session, method, url, json=body, params=_params(query), headers=headers)

    async def site_login(self, player: str, password: str | None) -> Response | None:
        """Log `player` in through the site in their own browser, once; None when already in."""
        if player in self.site_logins:
            return None
        body = {"username": player, "password": password or DEFAULT_PASSWORD}
        response = await self.site("POST", "/wps/session/login", browser=player, body=body)
        if response.status == 200:
            self.site_logins.add(player)
        return response

    # the simulator's upstream paths, as the BFF calls them
    def _upstream_headers(self, player: str | None) -> dict[str, str]:
        headers = {"Merchant": self.merchant, "Language": "EN", "Accept": "application/json"}
        if player and player in self.tokens:
            headers["Authorization"] = self.tokens[player]
        return headers

    async def upstream(
        self,
        method: str,
        path: str,
        *,
        body: Any = None,
        query: Any = None,
        player: str | None = None,
        encrypted: bool = False,
        headers: dict[str, str] | None = None,
    ) -> Response:
        sent = self._upstream_headers(player) | dict(headers or {})
        url = self.targets.sim + path
        if not encrypted:
            return await send(
                self.plain, method, url, json=body, params=_params(query), headers=sent
            )
        key = await send(
            self.plain,
            "GET",
            self.targets.sim + "/wps/session/key/rsa",
            params={"codec": "modern"},
            headers=self._upstream_headers(None),
        )
        if key.status != 200 or not isinstance(key.body, dict):
            return key
        data, crypto = encrypt_modern(
            body if body is not None else {},
            key.body["value"]["spki"],
            key.body["value"]["kid"],
            method,
            path,
        )
        return await send(
            self.plain, method, url, data=data, params=_params(query), headers=sent | crypto
        )

    async def upstream_login(self, player: str, password: str | None) -> Response | None:
        if player in self.tokens:
            return None
        body = {"username": player, "password": password or DEFAULT_PASSWORD, "type": "username"}
        response = await self.upstream("POST", "/wps/session/login", body=body, encrypted=True)
        if response.status == 200 and isinstance(response.body, dict):
            self.tokens[player] = response.body["value"]["token"]
        return response
