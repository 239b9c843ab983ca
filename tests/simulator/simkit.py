"""Helpers for the simulator tests (a unique module name: other suites have a conftest too)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp.test_utils import TestClient
from simcodecs import encrypt_legacy, encrypt_modern

from simulator.settings import Settings

MERCHANT = {"Merchant": "DEFAULT"}
DEMO = ("demo01", "demo1234")


def make_settings(**overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "db": ":memory:",
        "seed": 20021,
        "players": 8,
        # The agent tree's rounds cost most of a build; tests of team figures mark themselves
        # agent_history (conftest.py) to get them.
        "agent_history": False,
        "environment": "test",
        "argon2_time_cost": 1,
        "argon2_memory_kib": 64,
        "public_url": "http://sim.test:9000",
    }
    values.update(overrides)
    return Settings(**values)


MakeClient = Callable[..., Awaitable[TestClient]]


class Sim:
    """Small helpers over a test client speaking to the simulator."""

    def __init__(self, client: TestClient, merchant: str = MERCHANT["Merchant"]) -> None:
        self.client = client
        self.merchant = {"Merchant": merchant}

    async def call(
        self, method: str, path: str, *, status: int = 200, **kwargs: Any
    ) -> dict[str, Any]:
        headers = {**self.merchant, **kwargs.pop("headers", {})}
        response = await self.client.request(method, path, headers=headers, **kwargs)
        assert response.content_type == "application/json", await response.text()
        body = await response.json()
        assert response.status == status, body
        assert isinstance(body["success"], bool)
        if body["success"]:
            assert set(body) == {"success", "value"}
        else:
            assert (
                {"success", "errorCode", "message"}
                <= set(body)
                <= {
                    "success",
                    "errorCode",
                    "message",
                    "field",
                    "value",
                }
            )
        return body

    async def value(self, method: str, path: str, **kwargs: Any) -> Any:
        body = await self.call(method, path, **kwargs)
        assert body["success"] is True
        return body["value"]

    async def error(self, method: str, path: str, code: str, status: int = 400, **kw: Any) -> Any:
        body = await self.call(method, path, status=status, **kw)
        assert body["success"] is False
        assert body["errorCode"] == code, body
        return body

    async def encrypted(
        self, method: str, path: str, payload: Any, *, codec: str = "modern", **kwargs: Any
    ) -> tuple[bytes, dict[str, str]]:
        if codec == "modern":
            key = await self.value("GET", "/wps/session/key/rsa?codec=modern")
            data, headers = encrypt_modern(payload, key["spki"], key["kid"], method, path, **kwargs)
        else:
            modulus = await self.value("GET", "/wps/session/key/rsa")
            data, headers = encrypt_legacy(payload, modulus, **kwargs)
        return data, headers

    async def send(
        self,
        method: str,
        path: str,
        payload: Any,
        *,
        codec: str = "modern",
        status: int = 200,
        headers: dict[str, str] | None = None,
    ) -> dict[str, Any]:
        data, enc_headers = await self.encrypted(method, path, payload, codec=codec)
        return await self.call(
            method, path, data=data, headers={**enc_headers, **(headers or {})}, status=status
        )

    async def login(self, username: str = DEMO[0], password: str = DEMO[1], **extra: Any) -> Any:
        body = {"username": username, "password": password, "type": "username", **extra}
        result = await self.send("POST", "/wps/session/login", body)
        assert result["success"] is True, result
        return result["value"]

    async def control(self, method: str, path: str, body: Any = None, **kw: Any) -> Any:
        response = await self.client.request(method, path, json=body, **kw)
        payload = await response.json()
        assert response.status == 200, payload
        return payload["value"]
