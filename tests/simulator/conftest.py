"""Simulator test fixtures: the real app from create_app, in memory, with cheap hashing."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from simkit import MakeClient, Sim, make_settings

from simulator.app import create_app
from simulator.codecs import Keyring


@pytest.fixture(scope="session")
def keyring() -> Keyring:
    return Keyring.generate()


@pytest.fixture
def make_client(
    aiohttp_client: Any, keyring: Keyring, request: pytest.FixtureRequest
) -> MakeClient:
    history = request.node.get_closest_marker("agent_history") is not None

    async def make(**overrides: Any) -> TestClient:
        settings = make_settings(**{"agent_history": history, **overrides})
        return await aiohttp_client(create_app(settings, keyring=keyring))

    return make


@pytest.fixture
async def client(make_client: MakeClient) -> TestClient:
    return await make_client()


@pytest.fixture
def sim(client: TestClient) -> Sim:
    return Sim(client)
