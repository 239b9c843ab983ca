"""Parse browser input with pydantic; anything that does not parse is request.invalid."""

from __future__ import annotations

from typing import Any, TypeVar

import orjson
from aiohttp import web
from pydantic import BaseModel, ValidationError

from .errors import DomainError

M = TypeVar("M", bound=BaseModel)


def _invalid(exc: ValidationError) -> DomainError:
    errors = exc.errors()
    loc = errors[0]["loc"] if errors else ()
    field = str(loc[0]) if loc else None
    message = errors[0]["msg"] if errors else "invalid"
    return DomainError("request.invalid", f"{field or 'body'}: {message}", field=field)


def validate(model: type[M], data: Any) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise _invalid(exc) from exc


def parse_query(request: web.Request, model: type[M]) -> M:
    return validate(model, dict(request.query))


async def parse_body(request: web.Request, model: type[M]) -> M:
    raw = await request.read()
    if not raw:
        raise DomainError("request.invalid", "A JSON body is required")
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise DomainError("request.invalid", "The body is not JSON") from exc
    if not isinstance(data, dict):
        raise DomainError("request.invalid", "The body must be a JSON object")
    return validate(model, data)


def query_params(model: BaseModel) -> dict[str, str]:
    """A parsed query as upstream parameters (unset values left out)."""
    out: dict[str, str] = {}
    for name, value in model.model_dump(exclude_none=True).items():
        out[name] = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return out


def image_too_big() -> DomainError:
    return DomainError("request.invalid", "The image is over 5 MB", status=413, field="image")


async def read_bounded_json(
    request: web.Request, limit: int, too_big: DomainError | None = None
) -> dict[str, Any]:
    """A JSON object body of up to `limit` bytes (uploads: past the app's small body limit),
    refused with 413 (`too_big`) as soon as it grows past the limit, before it is all read."""
    too_big = too_big or image_too_big()
    if request.content_length is not None and request.content_length > limit:
        raise too_big
    chunks, size = [], 0
    async for chunk in request.content.iter_chunked(64 * 1024):
        size += len(chunk)
        if size > limit:
            raise too_big
        chunks.append(chunk)
    try:
        data = orjson.loads(b"".join(chunks))
    except orjson.JSONDecodeError:
        raise DomainError("request.invalid", "The body is not JSON") from None
    if not isinstance(data, dict):
        raise DomainError("request.invalid", "The body must be a JSON object")
    return data
