"""PUT or POST /wps/feedback (module FEEDBACK3, a real account's session; images make a large
body), and the QA desk: GET /__sim/feedback and /__sim/feedback/<id>/images/<n>."""

from __future__ import annotations

from aiohttp import web

from ...core.images import MAX_IMAGES, body_bound
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, MEMBER_ID
from ...parsing import decode_json, read_bounded, validate
from ...routing import endpoint
from . import service
from .schemas import FeedbackBody

MAX_BODY_BYTES = body_bound(MAX_IMAGES)

routes = web.RouteTableDef()


@endpoint(module="FEEDBACK3", real=True)
async def send_feedback(request: web.Request) -> web.Response:
    try:
        raw = await read_bounded(request, MAX_BODY_BYTES, field="images")
    except DomainError as exc:
        raise DomainError("payload.too.large", exc.message, field=exc.field) from None
    body = validate(FeedbackBody, decode_json(raw) if raw.strip() else {})
    now = request.config_dict[CLOCK].now_ms()
    return ok(service.send(request.config_dict[DB], request[MEMBER_ID], body, now))


routes.put("/wps/feedback")(send_feedback)
routes.post("/wps/feedback")(send_feedback)


@routes.get("/__sim/feedback")
async def desk_feedback(request: web.Request) -> web.Response:
    return ok({"list": service.desk(request.config_dict[DB])})


@routes.get(r"/__sim/feedback/{id:\d{1,10}}/images/{n:\d}")
async def desk_image(request: web.Request) -> web.Response:
    content_type, data = service.image(
        request.config_dict[DB], int(request.match_info["id"]), int(request.match_info["n"])
    )
    return web.Response(body=data, content_type=content_type)


def setup(app: web.Application) -> None:
    app.add_routes(routes)
