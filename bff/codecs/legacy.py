"""`wps-legacy`: the real platform's weak format, kept only to front the real upstream.

DES-ECB (key = first 8 characters of a random 16-character key, PKCS7) over the JSON
body; the reversed key string packed little-endian and raised to 65537 mod n (no padding).
"""

from __future__ import annotations

import base64
import hashlib
import secrets
import string
from dataclasses import dataclass
from typing import Any

import orjson
from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, modes

from ..context import CallContext
from ..errors import DomainError
from .base import KeyCache, KeyFetcher, Sealed

ALPHABET = string.ascii_letters + string.digits
EXPONENT = 65537


@dataclass(frozen=True)
class LegacyKey:
    modulus: int


def parse_key(value: Any) -> LegacyKey:
    try:
        modulus = int(str(value).strip(), 16)
    except ValueError as exc:
        raise DomainError("UPSTREAM_BAD_RESPONSE", "Unreadable upstream modulus") from exc
    if modulus.bit_length() < 512:
        raise DomainError("UPSTREAM_BAD_RESPONSE", "Upstream modulus too short")
    return LegacyKey(modulus)


def des_ecb_encrypt(key8: bytes, plaintext: bytes) -> bytes:
    # Single DES is three-key 3DES with K1 = K2 = K3.
    padder = padding.PKCS7(64).padder()
    padded = padder.update(plaintext) + padder.finalize()
    encryptor = Cipher(TripleDES(key8 * 3), modes.ECB()).encryptor()
    return encryptor.update(padded) + encryptor.finalize()


def rsa_raw(key: LegacyKey, text: str) -> str:
    m = int.from_bytes(text[::-1].encode("ascii"), "little")
    return format(pow(m, EXPONENT, key.modulus), "x")


def seal_legacy(key: LegacyKey, plaintext: bytes, secret: str | None = None) -> Sealed:
    k = secret or "".join(secrets.choice(ALPHABET) for _ in range(16))
    value = base64.b64encode(des_ecb_encrypt(k[:8].encode("ascii"), plaintext)).decode()
    rsa_hex = rsa_raw(key, k)
    return Sealed(
        body={"value": value},
        headers={
            "Encryption": rsa_hex,
            "X-RSA": rsa_hex,
            "X-Digest": hashlib.sha256(value.encode()).hexdigest(),
        },
    )


class LegacyCodec:
    name = "wps-legacy"

    def __init__(self, fetch_key: KeyFetcher) -> None:
        self._keys = KeyCache(fetch_key, {}, parse_key)

    async def seal(self, ctx: CallContext, method: str, path: str, payload: Any) -> Sealed:
        key = await self._keys.get(ctx)
        return seal_legacy(key, orjson.dumps(payload))

    def invalidate(self) -> None:
        self._keys.invalidate()
