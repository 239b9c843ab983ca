"""Google authenticator codes (TOTP, RFC 6238): HMAC-SHA1, 30 s steps, 6 digits.

Time is the simulator clock, so QA can freeze or advance it and still read the code a
phone would show (GET /__sim/players/{account}/totp).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import struct

STEP_MS = 30_000
DIGITS = 6
# One step either side: a phone's clock and the typing take a few seconds.
DRIFT_STEPS = 1


def _key(secret: str) -> bytes:
    text = secret.replace(" ", "").upper()
    return base64.b32decode(text + "=" * (-len(text) % 8))


def code_at(secret: str, now_ms: int) -> str:
    """The code for the 30 s step holding now_ms (RFC 4226 dynamic truncation)."""
    counter = now_ms // STEP_MS
    digest = hmac.new(_key(secret), struct.pack(">Q", counter), hashlib.sha1).digest()
    offset = digest[-1] & 0x0F
    number = struct.unpack(">I", digest[offset : offset + 4])[0] & 0x7FFFFFFF
    return f"{number % 10**DIGITS:0{DIGITS}d}"


def seconds_left(now_ms: int) -> int:
    """Seconds until the current code changes (1-30)."""
    return (STEP_MS - now_ms % STEP_MS + 999) // 1000


def accepts(secret: str, given: str, now_ms: int) -> bool:
    text = given.strip().encode()
    return any(
        hmac.compare_digest(code_at(secret, now_ms + shift * STEP_MS).encode(), text)
        for shift in range(-DRIFT_STEPS, DRIFT_STEPS + 1)
    )
