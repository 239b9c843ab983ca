"""`modern`: RSA-OAEP (SHA-256) wraps a fresh AES-256-GCM key; AAD binds "<METHOD> <path>"."""

from __future__ import annotations

import base64
import os
from dataclasses import dataclass
from typing import Any

import orjson
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from ..context import CallContext
from ..errors import DomainError
from .base import KeyCache, KeyFetcher, Sealed


@dataclass(frozen=True)
class ModernKey:
    kid: str
    public_key: rsa.RSAPublicKey


def parse_key(value: Any) -> ModernKey:
    try:
        der = base64.b64decode(value["spki"], validate=True)
        key = serialization.load_der_public_key(der)
        kid = str(value["kid"])
    except (KeyError, TypeError, ValueError) as exc:
        raise DomainError("UPSTREAM_BAD_RESPONSE", "Unreadable upstream public key") from exc
    if not isinstance(key, rsa.RSAPublicKey):
        raise DomainError("UPSTREAM_BAD_RESPONSE", "Upstream key is not RSA")
    return ModernKey(kid, key)


def seal_modern(key: ModernKey, method: str, path: str, plaintext: bytes) -> Sealed:
    aes_key = AESGCM.generate_key(bit_length=256)
    nonce = os.urandom(12)
    aad = f"{method.upper()} {path.split('?', maxsplit=1)[0]}".encode()
    ciphertext = AESGCM(aes_key).encrypt(nonce, plaintext, aad)
    wrapped = key.public_key.encrypt(
        aes_key,
        padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None),
    )
    return Sealed(
        body={"value": base64.b64encode(nonce + ciphertext).decode()},
        headers={
            "X-Codec": "modern",
            "Encryption": base64.b64encode(wrapped).decode(),
            "X-Key-Id": key.kid,
        },
    )


class ModernCodec:
    name = "modern"

    def __init__(self, fetch_key: KeyFetcher) -> None:
        self._keys = KeyCache(fetch_key, {"codec": "modern"}, parse_key)

    async def seal(self, ctx: CallContext, method: str, path: str, payload: Any) -> Sealed:
        key = await self._keys.get(ctx)
        return seal_modern(key, method, path, orjson.dumps(payload))

    def invalidate(self) -> None:
        self._keys.invalidate()
