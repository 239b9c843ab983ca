"""Request parsing: JSON bodies and pydantic models, failing as request.invalid."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Annotated, Any, TypeVar

import orjson
from aiohttp import web
from pydantic import AfterValidator, BaseModel, ValidationError

from .errors import DomainError

M = TypeVar("M", bound=BaseModel)

# Characters no name may hold, as the platform refuses them: controls (Cc), format characters
# (Cf: bidi embeddings, overrides U+202A-U+202E, isolates U+2066-U+2069, marks U+200E/U+200F,
# zero-width characters) and the line and paragraph separators. Invisible, or reordering
# what is shown ("\u202eevil" shows as "live"). Ordinary spaces stay allowed.
HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp"})


def visible_text(value: str | None) -> str | None:
    """The value, if it holds no control, format (bidi) or separator character."""
    for char in value or "":
        if unicodedata.category(char) in HIDDEN_CATEGORIES:
            raise ValueError(f"must not contain control or bidi characters (U+{ord(char):04X})")
    return value


# A name someone typed (real name, nickname, bank account holder); the field's own
# Field(max_length=...) applies first.
MaybeName = Annotated[str | None, AfterValidator(visible_text)]


def _field_of(exc: ValidationError) -> str | None:
    for err in exc.errors():
        loc = [str(part) for part in err["loc"]]
        if loc:
            return ".".join(loc)
    return None


def validate(model: type[M], data: Any) -> M:
    """Validate data against model; the first bad field is named in the error."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = _field_of(exc)
        message = f"Invalid {field or 'body'}: {first['msg']}"
        raise DomainError("request.invalid", message, field=field) from None


def decode_json(raw: bytes) -> Any:
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise DomainError("request.invalid", "The body is not JSON") from None


async def read_json(request: web.Request) -> Any:
    """The request body as JSON; an empty body reads as {}."""
    raw = await request.read()
    if not raw.strip():
        return {}
    return decode_json(raw)


def query(model: type[M], params: Mapping[str, str]) -> M:
    return validate(model, dict(params))


async def read_bounded(request: web.Request, limit: int, *, field: str) -> bytes:
    """The body, read past the app's small client_max_size (uploads) but at most `limit`
    bytes; a larger one is refused with 413 before it is all read."""
    too_big = DomainError("request.invalid", "The image is over 5 MB", status=413, field=field)
    if request.content_length is not None and request.content_length > limit:
        raise too_big
    already = getattr(request, "_read_bytes", None)  # a middleware read it (small bodies)
    if already is not None:
        return already
    chunks, size = [], 0
    async for chunk in request.content.iter_chunked(64 * 1024):
        size += len(chunk)
        if size > limit:
            raise too_big
        chunks.append(chunk)
    return b"".join(chunks)
