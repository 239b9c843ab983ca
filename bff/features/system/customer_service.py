"""GET /bff/customer-service: the chat address of the customer-service lookup, decrypted.

The upstream's lookup (`/wps/system/customerService`, internal) gives type 3's path encrypted
for the client: AES-256-GCM under the brand's `csKey`, written `base64url(nonce).base64url(
ciphertext and tag)` without padding, with no associated data (the simulator's
features/system/cs_cipher.py writes it). The key is the BFF setting CS_KEY, else the brand
file's `csKey` (docs/adr/0001-brand-presentation.md: the brand file the BFF reads); it never
leaves the BFF. Anything that does not give an http(s) address (no type 3 path, no key, a path
that does not decrypt) is `customer.service.unavailable`, and the SPA closes the pop-up it
opened.
"""

from __future__ import annotations

import base64
import binascii
import logging
from typing import Any
from urllib.parse import urlsplit

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from ...errors import DomainError

log = logging.getLogger(__name__)

CHAT_TYPE = "3"
KEY_BYTES = 32
MAX_URL = 2048


def unavailable() -> DomainError:
    return DomainError("customer.service.unavailable")


def _b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def parse_key(raw: str | None) -> bytes | None:
    """The AES-256 key from its base64url text, or None when unusable (every lookup then
    answers customer.service.unavailable, and the start logs why)."""
    if not raw:
        return None
    try:
        key = _b64url(raw.strip().rstrip("="))
    except (binascii.Error, ValueError):
        key = b""
    if len(key) != KEY_BYTES:
        log.warning("the customer-service key is not 32 bytes of base64url: ignored")
        return None
    return key


def decrypt_path(key: bytes, sealed: str) -> str:
    """`base64url(iv).base64url(ciphertext||tag)` → the plaintext address."""
    try:
        iv_text, body_text = sealed.split(".", 1)
        plain = AESGCM(key).decrypt(_b64url(iv_text), _b64url(body_text), None)
        return plain.decode("utf-8")
    except (ValueError, binascii.Error, InvalidTag, UnicodeDecodeError) as exc:
        log.warning("customer-service path does not decrypt: %s", type(exc).__name__)
        raise unavailable() from exc


def chat_url(lookup: dict[str, Any], key: bytes | None) -> str:
    """The decrypted type 3 address of the upstream's lookup."""
    paths = ((lookup.get("version") or {}).get("pathList")) or []
    sealed = next(
        (p.get("path") for p in paths if isinstance(p, dict) and str(p.get("type")) == CHAT_TYPE),
        None,
    )
    if not isinstance(sealed, str) or not sealed:
        raise unavailable()
    if key is None:
        log.warning("no customer-service key (CS_KEY or the brand's csKey)")
        raise unavailable()
    url = decrypt_path(key, sealed).strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or len(url) > MAX_URL:
        log.warning("customer-service address is not an http(s) URL")
        raise unavailable()
    return url
