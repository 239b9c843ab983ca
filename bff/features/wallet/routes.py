"""The one dedicated money route: the not-received proof is an image of up to 5 MB, read
past the BFF's small body limit only after the session and trial checks."""

from __future__ import annotations

from aiohttp import web

from ...catalogue import entry
from ..forwarder.uploads import forward_upload

MAX_PROOF_BODY = 5 * 1024 * 1024 * 4 // 3 + 64 * 1024  # base64 of 5 MB and the JSON around it

routes = web.RouteTableDef()


@routes.post("/wps/relay/MCSFE_reportWithdrawNotReceived")
async def not_received(request: web.Request) -> web.Response:
    return await forward_upload(request, entry("withdraw.notReceived"), MAX_PROOF_BODY)


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
