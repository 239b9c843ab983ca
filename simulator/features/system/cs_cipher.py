"""The customer-service chat address as GET /wps/system/customerService hands it out (type
3): AES-256-GCM under the brand's `csKey`, written `<nonce>.<ciphertext>`, each part
base64url without padding (RFC 4648 section 5); the nonce is 12 random bytes, the ciphertext
carries GCM's 16-byte tag at its end, and there is no associated data. Pure functions: the BFF
implements the same format (docs/contract.md section 15)."""

from __future__ import annotations

import base64
import binascii
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

NONCE_BYTES = 12
KEY_BYTES = 32


class CsCipherError(ValueError):
    """A key or an encrypted path that does not fit the format, or fails its tag."""


def _b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _unb64u(text: str) -> bytes:
    if not text or any(char in "+/=" for char in text):
        raise CsCipherError("not base64url without padding")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise CsCipherError("not base64url") from None


def key_from(text: str) -> bytes:
    """The 32-byte key of a base64url `csKey` (padding allowed there)."""
    key = _unb64u(text.rstrip("="))
    if len(key) != KEY_BYTES:
        raise CsCipherError("the key must hold 32 bytes")
    return key


def encrypt_path(key: bytes, url: str, nonce: bytes | None = None) -> str:
    """`url` sealed for the client; a fresh random nonce unless one is given (tests)."""
    nonce = os.urandom(NONCE_BYTES) if nonce is None else nonce
    if len(nonce) != NONCE_BYTES:
        raise CsCipherError("the nonce must hold 12 bytes")
    return f"{_b64u(nonce)}.{_b64u(AESGCM(key).encrypt(nonce, url.encode(), None))}"


def decrypt_path(key: bytes, path: str) -> str:
    """The address inside an encrypted path; CsCipherError if it is not one of this key's."""
    nonce_text, dot, sealed_text = path.partition(".")
    if not dot:
        raise CsCipherError("the path is <nonce>.<ciphertext>")
    nonce, sealed = _unb64u(nonce_text), _unb64u(sealed_text)
    if len(nonce) != NONCE_BYTES:
        raise CsCipherError("the nonce must hold 12 bytes")
    try:
        plain = AESGCM(key).decrypt(nonce, sealed, None)
    except InvalidTag:
        raise CsCipherError("the path fails its tag (wrong key or altered)") from None
    try:
        return plain.decode()
    except UnicodeDecodeError:
        raise CsCipherError("the address is not UTF-8") from None
