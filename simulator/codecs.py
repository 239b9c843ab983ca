"""Server side of the two request codecs of docs/contract.md section 4 (decrypt only).

modern: RSA-2048 OAEP-SHA256 wraps an AES-256-GCM key; AAD "<METHOD> <path>".
wps-legacy: DES-ECB (key[:8], PKCS7) body; textbook RSA-1024 over the reversed key string
packed little-endian. Weak by design; it exists only for compatibility with the real platform.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
from cryptography.hazmat.primitives import hashes, padding, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives.asymmetric.padding import MGF1, OAEP
from cryptography.hazmat.primitives.ciphers import Cipher, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

MODERN = "modern"
LEGACY = "wps-legacy"
LEGACY_KEY = re.compile(r"^[A-Za-z0-9]{16}$")
NONCE_BYTES = 12


class CodecError(Exception):
    """The body could not be decrypted (maps to encryption.invalid)."""


@dataclass(frozen=True)
class Keyring:
    """The simulator's key pairs, generated at start; nothing is ever written to disk."""

    modern_key: rsa.RSAPrivateKey
    legacy_key: rsa.RSAPrivateKey

    @classmethod
    def generate(cls) -> Keyring:
        return cls(
            modern_key=rsa.generate_private_key(public_exponent=65537, key_size=2048),
            legacy_key=rsa.generate_private_key(public_exponent=65537, key_size=1024),
        )

    @property
    def spki_der(self) -> bytes:
        return self.modern_key.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        )

    @property
    def kid(self) -> str:
        return hashlib.sha256(self.spki_der).hexdigest()[:16]

    def modern_public(self) -> dict[str, str]:
        return {"kid": self.kid, "spki": base64.b64encode(self.spki_der).decode("ascii")}

    def legacy_modulus_hex(self) -> str:
        return format(self.legacy_key.public_key().public_numbers().n, "x")


def _b64(text: str) -> bytes:
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise CodecError("not base64") from None


def decrypt_modern(
    keyring: Keyring, value: str, wrapped_key_b64: str, key_id: str | None, aad: str
) -> bytes:
    if key_id is not None and not hmac.compare_digest(key_id.encode(), keyring.kid.encode()):
        raise CodecError("unknown key id")
    oaep = OAEP(mgf=MGF1(algorithm=hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
    try:
        aes_key = keyring.modern_key.decrypt(_b64(wrapped_key_b64), oaep)
    except ValueError:
        raise CodecError("key unwrap failed") from None
    blob = _b64(value)
    if len(aes_key) != 32 or len(blob) < NONCE_BYTES + 16:
        raise CodecError("bad sizes")
    try:
        return AESGCM(aes_key).decrypt(blob[:NONCE_BYTES], blob[NONCE_BYTES:], aad.encode())
    except InvalidTag:
        raise CodecError("authentication failed") from None


def _legacy_key(keyring: Keyring, rsa_hex: str) -> str:
    try:
        c = int(rsa_hex, 16)
    except ValueError:
        raise CodecError("not hex") from None
    numbers = keyring.legacy_key.private_numbers()
    n = numbers.public_numbers.n
    if not 0 < c < n:
        raise CodecError("out of range")
    m = pow(c, numbers.d, n)
    raw = m.to_bytes((m.bit_length() + 7) // 8 or 1, "little")
    try:
        key = raw.decode("ascii")[::-1]
    except UnicodeDecodeError:
        raise CodecError("key is not text") from None
    if not LEGACY_KEY.match(key):
        raise CodecError("key is not 16 alphanumerics")
    return key


def decrypt_legacy(keyring: Keyring, value: str, rsa_hex: str, digest: str | None) -> bytes:
    if digest is not None:
        expected = hashlib.sha256(value.encode()).hexdigest()
        if not hmac.compare_digest(digest.lower().encode(), expected.encode()):
            raise CodecError("digest mismatch")
    key = _legacy_key(keyring, rsa_hex).encode("ascii")[:8]
    data = _b64(value)
    if not data or len(data) % 8:
        raise CodecError("not whole DES blocks")
    # Three equal 8-byte keys make TripleDES exactly single DES.
    decryptor = Cipher(TripleDES(key * 3), modes.ECB()).decryptor()
    padded = decryptor.update(data) + decryptor.finalize()
    unpadder = padding.PKCS7(64).unpadder()
    try:
        return unpadder.update(padded) + unpadder.finalize()
    except ValueError:
        raise CodecError("bad padding") from None
