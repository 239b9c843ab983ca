"""Captcha images: four digits on a noisy background, as a base64 PNG."""

from __future__ import annotations

import base64
import hmac
import io
import secrets

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from ...core.db import Database
from ...core.journal.store import record
from ...errors import DomainError
from ..outbox.store import send
from .store import CaptchaStore

TTL_MS = 5 * 60 * 1000
WIDTH, HEIGHT = 120, 44
_rng = secrets.SystemRandom()


def _font() -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=30)


def render(answer: str) -> bytes:
    image = Image.new("RGB", (WIDTH, HEIGHT), (238, 232, 220))
    draw = ImageDraw.Draw(image)
    for _ in range(260):
        xy = (_rng.randrange(WIDTH), _rng.randrange(HEIGHT))
        draw.point(xy, fill=tuple(_rng.randrange(90, 220) for _ in range(3)))
    for _ in range(5):
        points = [(_rng.randrange(WIDTH), _rng.randrange(HEIGHT)) for _ in range(2)]
        draw.line(points, fill=tuple(_rng.randrange(60, 200) for _ in range(3)), width=1)
    font = _font()
    for index, digit in enumerate(answer):
        glyph = Image.new("RGBA", (32, 40), (0, 0, 0, 0))
        colour = (_rng.randrange(20, 110), _rng.randrange(20, 90), _rng.randrange(60, 140), 255)
        ImageDraw.Draw(glyph).text((6, 2), digit, font=font, fill=colour)
        glyph = glyph.rotate(_rng.uniform(-25, 25), resample=Image.Resampling.BICUBIC)
        image.paste(glyph, (8 + index * 27, _rng.randrange(0, 6)), glyph)
    image = image.filter(ImageFilter.SMOOTH)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
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
