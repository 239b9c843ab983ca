"""The one dedicated promotion route: an application carries up to 3 images of 5 MB, read
past the BFF's small body limit only after the session and trial checks."""

from __future__ import annotations

from aiohttp import web

from ...catalogue import entry
from ..forwarder.uploads import forward_upload, images_body_limit, images_too_big

MAX_APPLICATION_BODY = images_body_limit()  # the remark: 140 characters, 6 bytes each at most

routes = web.RouteTableDef()


@routes.post("/wps/relay/MCSFE_signUpRequestReward")
async def request_reward(request: web.Request) -> web.Response:
    return await forward_upload(
        request, entry("promotions.requestReward"), MAX_APPLICATION_BODY, images_too_big()
    )


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
