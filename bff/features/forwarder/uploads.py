"""Calls whose body carries images (a withdrawal proof, promotion applications, feedback).

The app's small body limit would refuse them, so their routes read a bounded body instead,
and only after the entry's session rules: an anonymous or trial caller never makes the BFF
read megabytes.
"""

from __future__ import annotations

from aiohttp import web

from ...context import call_context
from ...entry import Entry
from ...envelope import ok
from ...errors import DomainError
from ...parsing import read_bounded_json, validate
from ...upstream.calls import call_for_request, check_caller

MAX_IMAGES = 3
MAX_IMAGE_BASE64 = 5 * 1024 * 1024 * 4 // 3 + 4  # 5 MB in base64, padding included


def images_body_limit(rest: int = 64 * 1024) -> int:
    """The largest body of MAX_IMAGES data URLs of 5 MB (each with its prefix and quotes)
    and `rest` bytes of other fields."""
    return MAX_IMAGES * (MAX_IMAGE_BASE64 + 64) + rest


def images_too_big() -> DomainError:
    return DomainError("payload.too.large", field="images")


async def forward_upload(
    request: web.Request, entry: Entry, limit: int, too_big: DomainError | None = None
) -> web.Response:
    """Checks the caller, reads at most `limit` bytes (413 `too_big` past it), validates the
    entry's body model and forwards it."""
    body_model = entry.body_for(request.method)
    if body_model is None:
        raise AssertionError(f"{entry.name} takes no body")
    ctx = await call_context(request)
    check_caller(entry, ctx)
    body = validate(body_model, await read_bounded_json(request, limit, too_big))
    fetched = await call_for_request(
        request, entry, payload=body.model_dump(mode="json", exclude_none=True), ctx=ctx
    )
    return ok(fetched.value)
