"""Uploaded images: png or jpeg data URLs checked by their magic bytes (never by the declared
type alone), at most 5 MB each. Avatars, withdrawal proofs, promotion applications and
feedback take them."""

from __future__ import annotations

import base64
import binascii
import re

from ..errors import DomainError

MAX_IMAGE_BYTES = 5 * 1024 * 1024
MAX_IMAGES = 3  # per application or feedback
MAGIC = {"image/png": (b"\x89PNG\r\n\x1a\n", "png"), "image/jpeg": (b"\xff\xd8\xff", "jpg")}
_DATA_URL = re.compile(r"^data:(image/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/=\s]+)$", re.S)


def body_bound(images: int) -> int:
    """The largest body that carries `images` images as base64 plus the JSON around them."""
    return images * (MAX_IMAGE_BYTES * 4 // 3 + 1024) + 64 * 1024


def decode_image(data_url: str | None) -> tuple[str, bytes]:
    """(content type, bytes) of a PNG or JPEG data URL; field.invalid otherwise."""
    match = _DATA_URL.fullmatch((data_url or "").strip())
    if match is None:
        raise DomainError("field.invalid", "A png or jpeg data URL is required", field="image")
    declared = "image/jpeg" if match.group(1) == "image/jpg" else match.group(1)
    try:
        raw = base64.b64decode(re.sub(r"\s", "", match.group(2)), validate=True)
    except (binascii.Error, ValueError):
        raise DomainError("field.invalid", "The image is not base64", field="image") from None
    if len(raw) > MAX_IMAGE_BYTES:
        raise DomainError("field.invalid", "The image is over 5 MB", field="image")
    magic, _ = MAGIC[declared]
    if not raw.startswith(magic):
        raise DomainError("field.invalid", "The image is not a png or jpeg", field="image")
    return declared, raw


def _decoded_size(data_url: str) -> int:
    """The bytes a base64 data URL holds, counted before decoding it."""
    payload = "".join(data_url.partition(",")[2].split())
    return len(payload) * 3 // 4 - payload[-2:].count("=")


def checked_images(images: list[str] | None) -> list[tuple[str, bytes]]:
    """(content type, bytes) of each image: at most 3 (field.invalid), each png or jpeg by
    its magic bytes (field.invalid), at most 5 MB (payload.too.large)."""
    given = images or []
    if len(given) > MAX_IMAGES:
        raise DomainError("field.invalid", "At most 3 images", field="images")
    decoded = []
    for n, data_url in enumerate(given):
        field = f"images.{n}"
        if _decoded_size(data_url) > MAX_IMAGE_BYTES:
            raise DomainError("payload.too.large", "An image is over 5 MB", field=field)
        try:
            decoded.append(decode_image(data_url))
        except DomainError as exc:
            raise DomainError("field.invalid", exc.message, field=field) from None
    return decoded
