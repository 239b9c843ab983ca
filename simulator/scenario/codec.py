"""Client side of the modern codec (docs/contract.md section 4), for `upstream` steps
with `encrypted: true` and for logging players in directly on the simulator."""

from __future__ import annotations

import base64
import os
from typing import Any

import orjson
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric.padding import MGF1, OAEP
from cryptography.hazmat.primitives.asymmetric.rsa import RSAPublicKey
from cryptography.hazmat.primitives.ciphers.aead import AESGCM


def encrypt_modern(
    body: Any, spki_b64: str, kid: str, method: str, path: str
) -> tuple[bytes, dict[str, str]]:
    public_key = serialization.load_der_public_key(base64.b64decode(spki_b64))
    if not isinstance(public_key, RSAPublicKey):
        raise ValueError("the simulator's key is not RSA")
    key, nonce = AESGCM.generate_key(bit_length=256), os.urandom(12)
    sealed = AESGCM(key).encrypt(nonce, orjson.dumps(body), f"{method} {path}".encode())
    oaep = OAEP(mgf=MGF1(algorithm=hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
    headers = {
        "X-Codec": "modern",
        "Encryption": base64.b64encode(public_key.encrypt(key, oaep)).decode(),
        "X-Key-Id": kid,
        "Content-Type": "application/json",
    }
    return orjson.dumps({"value": base64.b64encode(nonce + sealed).decode()}), headers
