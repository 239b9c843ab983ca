"""The one dedicated money route: the not-received proof is an image of up to 5 MB, read
past the BFF's small body limit only after the session and trial checks."""

from __future__ import annotations

from aiohttp import web

from ...catalogue import entry
from ...context import call_context
from ...envelope import ok
from ...errors import DomainError, not_session
from ...parsing import read_bounded_json, validate
from ...upstream.calls import TRIAL, call_for_request
from .schemas import NotReceivedRequest

MAX_PROOF_BODY = 5 * 1024 * 1024 * 4 // 3 + 64 * 1024  # base64 of 5 MB and the JSON around it

routes = web.RouteTableDef()


@routes.post("/wps/relay/MCSFE_reportWithdrawNotReceived")
async def not_received(request: web.Request) -> web.Response:
    ctx = await call_context(request)
    if not ctx.token:
        raise not_session()
    if ctx.account_type == TRIAL:
        raise DomainError("in_need_true_account")
    body = validate(NotReceivedRequest, await read_bounded_json(request, MAX_PROOF_BODY))
    fetched = await call_for_request(
        request, entry("withdraw.notReceived"), payload=body.model_dump(exclude_none=True)
    )
    return ok(fetched.value)


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
