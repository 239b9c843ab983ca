"""Both request codecs: round trip, plaintext refusal, garbage refusal, AAD binding."""

from __future__ import annotations

import base64

import orjson
import pytest
from simcodecs import encrypt_legacy, encrypt_modern, legacy_rsa_hex
from simkit import Sim

from simulator.codecs import CodecError, Keyring, decrypt_legacy, decrypt_modern

LOGIN = "/wps/session/login"
DEMO = {"username": "demo01", "password": "demo1234", "type": "username"}


def test_modern_round_trip(keyring: Keyring) -> None:
    public = keyring.modern_public()
    payload = {"text": "xin chào ₫", "n": 1}
    data, headers = encrypt_modern(payload, public["spki"], public["kid"], "POST", LOGIN)
    value = orjson.loads(data)["value"]
    plain = decrypt_modern(
        keyring, value, headers["Encryption"], headers["X-Key-Id"], f"POST {LOGIN}"
    )
    assert orjson.loads(plain) == payload
    with pytest.raises(CodecError):  # the AAD binds method and path
        decrypt_modern(keyring, value, headers["Encryption"], None, "PUT /wps/member/register")


def test_legacy_round_trip(keyring: Keyring) -> None:
    payload = {"username": "demo01", "password": "p" * 40}
    data, headers = encrypt_legacy(payload, keyring.legacy_modulus_hex())
    value = orjson.loads(data)["value"]
    plain = decrypt_legacy(keyring, value, headers["Encryption"], headers["X-Digest"])
    assert orjson.loads(plain) == payload


def test_legacy_key_must_be_sixteen_alphanumerics(keyring: Keyring) -> None:
    data, _ = encrypt_legacy(DEMO, keyring.legacy_modulus_hex())
    value = orjson.loads(data)["value"]
    for key in ("short", "sixteen-chars-!!"):
        with pytest.raises(CodecError):
            decrypt_legacy(keyring, value, legacy_rsa_hex(key, keyring.legacy_modulus_hex()), None)


async def test_plaintext_is_refused(sim: Sim) -> None:
    await sim.error("POST", LOGIN, "encryption.required", json=DEMO)
    await sim.error("POST", LOGIN, "encryption.required", data=b"not even json")
    await sim.error("POST", LOGIN, "encryption.required")


async def test_aad_binds_the_body_to_its_endpoint(sim: Sim) -> None:
    data, headers = await sim.encrypted("PUT", "/wps/member/register", DEMO)
    await sim.error("POST", LOGIN, "encryption.invalid", data=data, headers=headers)


def _tampered(data: bytes) -> bytes:
    blob = bytearray(base64.b64decode(orjson.loads(data)["value"]))
    blob[-1] ^= 0x01
    return orjson.dumps({"value": base64.b64encode(bytes(blob)).decode()})


@pytest.mark.parametrize("codec", ["modern", "wps-legacy"])
async def test_tampered_bodies_are_invalid(sim: Sim, codec: str) -> None:
    """AES-GCM's tag guards a modern body, X-Digest a legacy one."""
    data, headers = await sim.encrypted("POST", LOGIN, DEMO, codec=codec)
    await sim.error("POST", LOGIN, "encryption.invalid", data=_tampered(data), headers=headers)


async def test_a_tampered_legacy_body_without_digest_is_never_read(sim: Sim) -> None:
    """DES-ECB has no integrity of its own: a flipped byte garbles its block, which breaks the
    padding, or (about once in 256 keys) unpads to bytes that are not the JSON that was sent."""
    for _ in range(8):
        data, headers = await sim.encrypted("POST", LOGIN, DEMO, codec="wps-legacy")
        headers.pop("X-Digest")
        body = await sim.call("POST", LOGIN, data=_tampered(data), headers=headers, status=400)
        assert body["errorCode"] in {"encryption.invalid", "request.invalid"}, body


@pytest.mark.parametrize(
    "mutation",
    [
        {"Encryption": "%%%"},
        {"Encryption": base64.b64encode(b"x" * 256).decode()},
        {"X-Key-Id": "0000000000000000"},
        {"X-Codec": "rot13"},
    ],
)
async def test_modern_garbage_headers(sim: Sim, mutation: dict[str, str]) -> None:
    data, headers = await sim.encrypted("POST", LOGIN, DEMO)
    await sim.error("POST", LOGIN, "encryption.invalid", data=data, headers={**headers, **mutation})


@pytest.mark.parametrize(
    "mutation",
    [{"Encryption": "zz"}, {"Encryption": "0"}, {"Encryption": "f" * 400}, {"X-Digest": "00"}],
)
async def test_legacy_garbage_headers(sim: Sim, mutation: dict[str, str]) -> None:
    data, headers = await sim.encrypted("POST", LOGIN, DEMO, codec="wps-legacy")
    await sim.error("POST", LOGIN, "encryption.invalid", data=data, headers={**headers, **mutation})


@pytest.mark.parametrize(
    "data", [b"{}", b"[]", b'{"value": 5}', b'{"value": "***"}', b'{"value": ""}', b"\xff\xfe"]
)
@pytest.mark.parametrize("codec", ["modern", "wps-legacy"])
async def test_garbage_bodies(sim: Sim, data: bytes, codec: str) -> None:
    _, headers = await sim.encrypted("POST", LOGIN, DEMO, codec=codec)
    headers.pop("X-Digest", None)
    body = await sim.call("POST", LOGIN, data=data, headers=headers, status=400)
    assert body["errorCode"] in {"encryption.invalid", "request.invalid"}


@pytest.mark.parametrize("codec", ["modern", "wps-legacy"])
async def test_decrypted_non_object_is_request_invalid(sim: Sim, codec: str) -> None:
    for raw in (b"[1, 2]", b"not json"):
        data, headers = await sim.encrypted("POST", LOGIN, None, codec=codec, raw=raw)
        await sim.error("POST", LOGIN, "request.invalid", data=data, headers=headers)
