"""Captcha images: four digits drawn by the `captcha` library, as a base64 PNG.

A plain drawing (straight digits in their own colours over lighter noise) falls to a colour
threshold and a template match. The library rotates and warps each character, sets them
close enough to touch, draws noise dots and a curve in the text's own colour (no colour
filter separates them) and smooths the result. Its own font (DroidSansMono, shipped with
it) is used, so nothing depends on the fonts of the machine.
"""

from __future__ import annotations

import base64
import hmac
import io
import secrets

from captcha.image import ImageCaptcha

from ...core.db import Database
from ...core.journal.store import record
from ...errors import DomainError
from ..outbox.store import send
from .store import CaptchaStore

TTL_MS = 5 * 60 * 1000
WIDTH, HEIGHT = 120, 44
FONT_SIZES = (30, 34, 38)  # the library's default sizes are for a 60 px image
_rng = secrets.SystemRandom()
_image = ImageCaptcha(width=WIDTH, height=HEIGHT, font_sizes=FONT_SIZES)


def render(answer: str) -> bytes:
    out = io.BytesIO()
    _image.generate_image(answer).save(out, format="PNG", optimize=True)
    return out.getvalue()


def new_captcha(db: Database, key: str, now: int) -> str:
    """Store a fresh answer for key and return the image as base64 PNG."""
    answer = "".join(_rng.choice("0123456789") for _ in range(4))
    CaptchaStore(db).put(key, answer, now + TTL_MS, now)
    send(db, now, "captcha", recipient=key, code=answer, text=f"Captcha answer for key {key}")
    record(db, now, "captcha.issued", key=key)
    return base64.b64encode(render(answer)).decode("ascii")


def check_captcha(db: Database, key: str | None, given: str | None, now: int) -> None:
    """Raise captcha.required or captcha.invalid; the stored answer is used up either way."""
    if not given or not key:
        raise DomainError("captcha.required", field="captcha", value={"captcha": True})
    answer = CaptchaStore(db).take(key, now)
    if answer is None or not hmac.compare_digest(answer.encode(), given.strip().encode()):
        raise DomainError("captcha.invalid", field="captcha", value={"captcha": True})
