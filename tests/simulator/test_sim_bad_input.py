"""Bad input is refused in the envelope with a 4xx: never a 500, never HTML."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from simkit import Sim

from simulator.codecs import CodecError, Keyring, decrypt_legacy, decrypt_modern
from simulator.core.members.rules import check_all
from simulator.errors import DomainError
from simulator.fixtures import FieldRule, load_fixtures
from simulator.settings import REPO_ROOT

RULES = load_fixtures(REPO_ROOT / "fixtures", "default", "http://x").brand.register_rules


def junk(rng: random.Random, depth: int = 0) -> Any:
    kinds = ["int", "float", "str", "huge", "bool", "null"] + (
        ["list", "dict"] if depth < 3 else []
    )
    kind = rng.choice(kinds)
    if kind == "int":
        return rng.choice([0, -1, 2**70, rng.randrange(-1000, 1000)])
    if kind == "float":
        return rng.uniform(-1e9, 1e9)
    if kind == "str":
        return "".join(
            rng.choice("aZ9 _-@.\u0000\u202e₫中😀'\"\\<>") for _ in range(rng.randrange(0, 30))
        )
    if kind == "huge":
        return "A" * rng.choice([1000, 5000, 50_000])
    if kind == "bool":
        return rng.choice([True, False])
    if kind == "list":
        return [junk(rng, depth + 1) for _ in range(rng.randrange(0, 4))]
    if kind == "dict":
        return {
            rng.choice(
                ["username", "password", "type", "captcha", "seed", "geo", "ageConfirmed", "x"]
            ): junk(rng, depth + 1)
            for _ in range(rng.randrange(0, 5))
        }
    return None


PLAIN_CALLS = [
    ("GET", "/wps/system/status?url="),
    ("GET", "/wps/captcha?key="),
    ("GET", "/wps/session/key/rsa?codec="),
    ("GET", "/wps/relay/MCSFE_getListAnnouncements?types="),
    ("GET", "/wps/relay/GCSGAME_newGameVendor?platform="),
    ("POST", "/wps/session/login"),
    ("PUT", "/wps/member/register"),
    ("POST", "/wps/session/logout"),
    ("GET", "/wps/member/info"),
    ("POST", "/__sim/reset"),
    ("PUT", "/__sim/system"),
    ("PUT", "/__sim/modules"),
]


def assert_refused_cleanly(status: int, payload: dict[str, Any]) -> None:
    assert status < 500, payload
    assert payload["success"] in (True, False)
    if not payload["success"]:
        assert isinstance(payload["errorCode"], str) and payload["errorCode"] != "system.error"


async def test_junk_everywhere(sim: Sim) -> None:
    rng = random.Random(1234)
    for round_ in range(12):
        for method, path in PLAIN_CALLS:
            value = junk(rng)
            target = path + str(value)[:300] if path.endswith("=") else path
            kwargs: dict[str, Any] = {}
            if round_ % 3 == 0:
                kwargs["data"] = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 64)))
            else:
                kwargs["data"] = json.dumps(value).encode()
            token = "".join(ch for ch in str(junk(rng))[:100] if " " <= ch <= "~")
            headers = {"Merchant": "DEFAULT", "Authorization": token}
            response = await sim.client.request(method, target, headers=headers, **kwargs)
            assert response.content_type == "application/json", (method, target)
            assert_refused_cleanly(response.status, await response.json())


@pytest.mark.parametrize("codec", ["modern", "wps-legacy"])
async def test_encrypted_junk(sim: Sim, codec: str) -> None:
    rng = random.Random(codec)
    for _ in range(15):
        for method, path in (("POST", "/wps/session/login"), ("PUT", "/wps/member/register")):
            payload = junk(rng)
            result = await sim.send(method, path, payload, codec=codec, status=400)
            assert result["errorCode"] != "system.error"


async def test_oversized_body(sim: Sim) -> None:
    response = await sim.client.post(
        "/wps/session/login",
        data=b"x" * (300 * 1024),
        headers={"Merchant": "DEFAULT", "Encryption": "00"},
    )
    assert response.status == 413
    assert (await response.json())["errorCode"] == "request.invalid"


async def test_huge_register_strings(sim: Sim) -> None:
    body = {"username": "a" * 100_000, "ageConfirmed": True, "termsAccepted": True}
    result = await sim.send("PUT", "/wps/member/register", body, status=400)
    assert (result["errorCode"], result["field"]) == ("request.invalid", "username")


@given(st.dictionaries(st.sampled_from(sorted(RULES)), st.text(max_size=40)))
def test_rules_only_raise_domain_errors(values: dict[str, str]) -> None:
    try:
        accepted = check_all(RULES, values)
    except DomainError as exc:
        assert exc.code in {"field.required", "field.invalid"} and exc.field in RULES
    else:
        for name, text in accepted.items():
            rule: FieldRule = RULES[name]
            assert rule.minLength <= len(text) <= rule.maxLength


KEYRING = Keyring.generate()


@given(st.text(max_size=200), st.text(max_size=400), st.one_of(st.none(), st.text(max_size=64)))
def test_codecs_only_raise_codec_errors(value: str, header: str, extra: str | None) -> None:
    for decrypt in (
        lambda: decrypt_modern(KEYRING, value, header, extra, "POST /x"),
        lambda: decrypt_legacy(KEYRING, value, header, extra),
    ):
        with contextlib.suppress(CodecError):
            decrypt()
