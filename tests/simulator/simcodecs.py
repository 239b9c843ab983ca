"""Client side of the two codecs (encrypt), to prove the simulator's decrypt round trip.
The BFF has its own; this copy exists only for the simulator's tests."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import secrets
import string
from typing import Any

import orjson
from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
from cryptography.hazmat.primitives import hashes, padding, serialization
from cryptography.hazmat.primitives.asymmetric.padding import MGF1, OAEP
from cryptography.hazmat.primitives.ciphers import Cipher, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

Encrypted = tuple[bytes, dict[str, str]]  # body, headers


def encrypt_modern(
    body: Any, spki_b64: str, kid: str, method: str, path: str, *, raw: bytes | None = None
) -> Encrypted:
    public_key = serialization.load_der_public_key(base64.b64decode(spki_b64))
    key, nonce = AESGCM.generate_key(bit_length=256), os.urandom(12)
    plain = raw if raw is not None else json.dumps(body).encode()
    sealed = AESGCM(key).encrypt(nonce, plain, f"{method} {path}".encode())
    oaep = OAEP(mgf=MGF1(algorithm=hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
    wrapped = public_key.encrypt(key, oaep)  # type: ignore[union-attr]
    headers = {
        "X-Codec": "modern",
        "Encryption": base64.b64encode(wrapped).decode(),
        "X-Key-Id": kid,
        "Content-Type": "application/json",
    }
    value = base64.b64encode(nonce + sealed).decode()
    return orjson.dumps({"value": value}), headers


def legacy_rsa_hex(key: str, modulus_hex: str) -> str:
    m = int.from_bytes(key[::-1].encode("ascii"), "little")
    return format(pow(m, 65537, int(modulus_hex, 16)), "x")


def encrypt_legacy(body: Any, modulus_hex: str, *, raw: bytes | None = None) -> Encrypted:
    alphabet = string.ascii_letters + string.digits
    key = "".join(secrets.choice(alphabet) for _ in range(16))
    padder = padding.PKCS7(64).padder()
    plain = raw if raw is not None else json.dumps(body).encode()
    padded = padder.update(plain) + padder.finalize()
    encryptor = Cipher(TripleDES(key[:8].encode() * 3), modes.ECB()).encryptor()
    value = base64.b64encode(encryptor.update(padded) + encryptor.finalize()).decode()
    rsa_hex = legacy_rsa_hex(key, modulus_hex)
    headers = {
        "Encryption": rsa_hex,
        "X-RSA": rsa_hex,
        "X-Digest": hashlib.sha256(value.encode()).hexdigest(),
        "Content-Type": "application/json",
    }
    return orjson.dumps({"value": value}), headers
