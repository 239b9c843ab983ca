"""GET|POST /wps/game/launchGame; GET /__sim/games and PUT /__sim/games/{vassalage}."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID, TOKEN
from ...parsing import read_json, validate
from ...routing import endpoint
from ..control.schemas import GameSwitch
from .schemas import LaunchParams
from .service import launch, switch, switches

routes = web.RouteTableDef()


@endpoint(module="GAMELO3", token=True)
async def launch_game(request: web.Request) -> web.Response:
    data = dict(request.query)
    if request.method == "POST":
        body = await read_json(request)
        if not isinstance(body, dict):
            raise DomainError("request.invalid", "The body must be a JSON object")
        data.update(body)
    params = validate(LaunchParams, data)
    db = request.config_dict[DB]
    member = MemberStore(db).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    now = request.config_dict[CLOCK].now_ms()
    language = request.headers.get("Language", "EN")
    return ok(
        launch(
            db,
            request.config_dict[FIXTURES],
            params,
            account=member.account,
            member_id=member.id,
            language=language,
            now=now,
            session=request[TOKEN],
            trial=member.is_trial,
        )
    )


routes.get("/wps/game/launchGame")(launch_game)
routes.post("/wps/game/launchGame")(launch_game)


@routes.get("/__sim/games")
async def get_switches(request: web.Request) -> web.Response:
    return ok(switches(request.config_dict[DB]))


@routes.put("/__sim/games/{vassalage}")
async def put_switch(request: web.Request) -> web.Response:
    body = validate(GameSwitch, await read_json(request))
    now = request.config_dict[CLOCK].now_ms()
    fixtures = request.config_dict[FIXTURES]
    vassalage = request.match_info["vassalage"]
    return ok(switch(request.config_dict[DB], fixtures, vassalage, body.maintenance, now))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
