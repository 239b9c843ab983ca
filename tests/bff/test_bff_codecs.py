"""Codecs against a local decrypt written here (contract section 4)."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from typing import Any

import pytest
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
from cryptography.hazmat.primitives import hashes, padding, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives.asymmetric.padding import MGF1, OAEP
from cryptography.hazmat.primitives.ciphers import Cipher, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from hypothesis import given, settings
from hypothesis import strategies as st

from bff.codecs import LegacyCodec, ModernCodec, make_codec
from bff.codecs.legacy import LegacyKey, seal_legacy
from bff.codecs.legacy import parse_key as parse_legacy
from bff.codecs.modern import ModernKey, parse_key, seal_modern
from bff.context import CallContext
from bff.errors import DomainError

CTX = CallContext(merchant="DEFAULT", language="EN", client_ip="127.0.0.1", host="localhost")
MODERN_PRIVATE = rsa.generate_private_key(public_exponent=65537, key_size=2048)
LEGACY_PRIVATE = rsa.generate_private_key(public_exponent=65537, key_size=1024)
OAEP_SHA256 = OAEP(mgf=MGF1(algorithm=hashes.SHA256()), algorithm=hashes.SHA256(), label=None)


def modern_value() -> dict[str, str]:
    der = MODERN_PRIVATE.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    return {"kid": "k1", "spki": base64.b64encode(der).decode()}


def decrypt_modern(body: dict[str, str], headers: dict[str, str], aad: str) -> bytes:
    aes_key = MODERN_PRIVATE.decrypt(base64.b64decode(headers["Encryption"]), OAEP_SHA256)
    blob = base64.b64decode(body["value"])
    return AESGCM(aes_key).decrypt(blob[:12], blob[12:], aad.encode())


def decrypt_legacy(body: dict[str, str], headers: dict[str, str]) -> tuple[str, bytes]:
    numbers = LEGACY_PRIVATE.private_numbers()
    m = pow(int(headers["Encryption"], 16), numbers.d, numbers.public_numbers.n)
    key = m.to_bytes((m.bit_length() + 7) // 8, "little").decode("ascii")[::-1]
    decryptor = Cipher(TripleDES(key[:8].encode() * 3), modes.ECB()).decryptor()
    padded = decryptor.update(base64.b64decode(body["value"])) + decryptor.finalize()
    unpadder = padding.PKCS7(64).unpadder()
    return key, unpadder.update(padded) + unpadder.finalize()


def test_modern_round_trip_and_headers() -> None:
    key = parse_key(modern_value())
    payload = json.dumps({"username": "demo01", "password": "demo1234"}).encode()
    sealed = seal_modern(key, "POST", "/wps/session/login", payload)
    assert sealed.headers["X-Codec"] == "modern"
    assert sealed.headers["X-Key-Id"] == "k1"
    assert set(sealed.body) == {"value"}
    assert b"demo1234" not in base64.b64decode(sealed.body["value"])
    assert decrypt_modern(sealed.body, sealed.headers, "POST /wps/session/login") == payload


def test_modern_aad_binds_the_endpoint() -> None:
    key = parse_key(modern_value())
    sealed = seal_modern(key, "post", "/wps/session/login?x=1", b"{}")
    assert decrypt_modern(sealed.body, sealed.headers, "POST /wps/session/login") == b"{}"
    with pytest.raises(InvalidTag):
        decrypt_modern(sealed.body, sealed.headers, "PUT /wps/member/register")


def test_modern_fresh_key_and_nonce_each_time() -> None:
    key = parse_key(modern_value())
    one = seal_modern(key, "POST", "/p", b"same")
    two = seal_modern(key, "POST", "/p", b"same")
    assert one.body != two.body
    assert one.headers["Encryption"] != two.headers["Encryption"]


def test_legacy_round_trip_and_headers() -> None:
    n = LEGACY_PRIVATE.public_key().public_numbers().n
    key = parse_legacy(format(n, "x"))
    payload = json.dumps({"username": "demo01", "password": "demo1234"}).encode()
    sealed = seal_legacy(key, payload)
    secret, plain = decrypt_legacy(sealed.body, sealed.headers)
    assert plain == payload
    assert re.fullmatch(r"[A-Za-z0-9]{16}", secret)
    assert sealed.headers["X-RSA"] == sealed.headers["Encryption"]
    assert sealed.headers["Encryption"] == sealed.headers["Encryption"].lower()
    digest = hashlib.sha256(sealed.body["value"].encode()).hexdigest()
    assert sealed.headers["X-Digest"] == digest
    assert "X-Codec" not in sealed.headers


def test_legacy_packs_the_reversed_key_little_endian() -> None:
    key = LegacyKey(LEGACY_PRIVATE.public_key().public_numbers().n)
    sealed = seal_legacy(key, b"{}", secret="ABCDEFGH12345678")
    m = pow(int(sealed.headers["Encryption"], 16), LEGACY_PRIVATE.private_numbers().d, key.modulus)
    # first character of the reversed string is the least significant byte
    assert m & 0xFF == ord("8")
    assert decrypt_legacy(sealed.body, sealed.headers)[0] == "ABCDEFGH12345678"


@settings(max_examples=40, deadline=None)
@given(
    st.dictionaries(
        st.text(max_size=12), st.one_of(st.text(max_size=40), st.integers(), st.booleans())
    )
)
def test_legacy_round_trip_any_json(payload: dict[str, Any]) -> None:
    key = LegacyKey(LEGACY_PRIVATE.public_key().public_numbers().n)
    raw = json.dumps(payload).encode()
    assert decrypt_legacy(*_parts(seal_legacy(key, raw)))[1] == raw


def _parts(sealed: Any) -> tuple[dict[str, str], dict[str, str]]:
    return sealed.body, sealed.headers


@pytest.mark.parametrize("value", [None, {}, {"kid": "x", "spki": "!!"}, {"spki": "AAAA"}])
def test_modern_bad_key_is_a_bad_upstream_response(value: Any) -> None:
    with pytest.raises(DomainError) as caught:
        parse_key(value)
    assert caught.value.code == "UPSTREAM_BAD_RESPONSE"


@pytest.mark.parametrize("value", ["zz", "", "ff"])
def test_legacy_bad_key_is_a_bad_upstream_response(value: str) -> None:
    with pytest.raises(DomainError) as caught:
        parse_legacy(value)
    assert caught.value.code == "UPSTREAM_BAD_RESPONSE"


async def test_codec_fetches_the_key_once_until_invalidated() -> None:
    fetched: list[dict[str, str]] = []

    async def fetch(ctx: CallContext, query: dict[str, str]) -> Any:
        fetched.append(query)
        return modern_value()

    codec = make_codec("modern", fetch)
    assert isinstance(codec, ModernCodec)
    one = await codec.seal(CTX, "POST", "/wps/session/login", {"a": 1})
    await codec.seal(CTX, "POST", "/wps/session/login", {"a": 2})
    assert fetched == [{"codec": "modern"}]
    codec.invalidate()
    await codec.seal(CTX, "POST", "/wps/session/login", {"a": 3})
    assert len(fetched) == 2
    assert json.loads(decrypt_modern(one.body, one.headers, "POST /wps/session/login")) == {"a": 1}


async def test_legacy_codec_asks_for_the_hex_modulus() -> None:
    fetched: list[dict[str, str]] = []

    async def fetch(ctx: CallContext, query: dict[str, str]) -> Any:
        fetched.append(query)
        return format(LEGACY_PRIVATE.public_key().public_numbers().n, "x")

    codec = make_codec("wps-legacy", fetch)
    assert isinstance(codec, LegacyCodec)
    sealed = await codec.seal(CTX, "PUT", "/wps/member/register", {"username": "abc"})
    assert fetched == [{}]
    assert json.loads(decrypt_legacy(sealed.body, sealed.headers)[1]) == {"username": "abc"}


def test_modern_key_type() -> None:
    assert isinstance(parse_key(modern_value()), ModernKey)
