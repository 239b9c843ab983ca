"""Parse browser input with pydantic; anything that does not parse is request.invalid."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any, TypeVar, get_args

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
    """The query as `model`. Its values are text: an integer field (a strict `Int`) gets
    plain decimal digits as the number they spell, a boolean one (`Bool`) `true` or `false`;
    any other text stays text and is refused ("1.0", "1e3", " 1", "+1", "yes", "1")."""
    return parse_query_items(request.query, model)


def parse_query_items(items: Mapping[str, str], model: type[M]) -> M:
    """parse_query of a query given as its names and values."""
    data: dict[str, Any] = dict(items)
    for name in _fields_taking(model, int):
        value = data.get(name)
        if isinstance(value, str) and DIGITS.fullmatch(value):
            data[name] = int(value)
    for name in _fields_taking(model, bool):
        value = data.get(name)
        if value in ("true", "false"):
            data[name] = value == "true"
    return validate(model, data)


DIGITS = re.compile(r"-?[0-9]{1,19}")  # ASCII digits ([0-9], not \d), at most 19 of them


@cache
def _fields_taking(model: type[BaseModel], kind: type) -> tuple[str, ...]:
    """The names (aliases) of the fields whose type is or includes `kind`."""
    return tuple(
        field.alias or name
        for name, field in model.model_fields.items()
        if _takes(field.annotation, kind)
    )


def _takes(annotation: Any, kind: type) -> bool:
    return annotation is kind or any(_takes(arg, kind) for arg in get_args(annotation))


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
