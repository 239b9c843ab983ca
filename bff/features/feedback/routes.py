"""The feedback route: up to 3 images of 5 MB, read past the BFF's small body limit only
after the session and trial checks."""

from __future__ import annotations

from aiohttp import web

from ...catalogue import entry
from ..forwarder.uploads import forward_upload, images_body_limit, images_too_big

MAX_FEEDBACK_BODY = images_body_limit()  # content 500 and contact 100 characters besides


async def send_feedback(request: web.Request) -> web.Response:
    return await forward_upload(
        request, entry("feedback.send"), MAX_FEEDBACK_BODY, images_too_big()
    )


def setup(app: web.Application) -> None:
    feedback = entry("feedback.send")
    for method in feedback.methods:  # PUT and POST
        app.router.add_route(method, feedback.path, send_feedback)
