"""The contract relays (GET: the overview of a kind; POST: offer, accept, reject,
terminate), GET /wps/member/info/funds/consolidated, GET /__sim/contracts and POST
/__sim/contracts/settle. The settlement jobs are in jobs.py."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import read_json, validate
from ...routing import Endpoint, Handler, Relay, add_relay, endpoint
from ..agents.team import calling_agent
from . import service, store
from .schemas import ContractAction
from .settlement import settle_kind
from .store import KINDS

routes = web.RouteTableDef()
RELAYS = {
    "dividend": "MCSFE_processContractDividend",
    "daily_salary": "MCSFE_processDailySalaryContract",
    "hourly_salary": "MCSFE_processContractHourSalary",
    "realtime_salary": "MCSFE_processRealTimeSalaryContract",
}
# The names the platform's own client uses for the same relays (same policy and answers).
ALIASES = {
    "MCS2_processDividendReq": "dividend",
    "MCS2_processDailySalContract": "daily_salary",
    "MCS2_processContractHourSalary": "hourly_salary",
}
MODULES = {
    "dividend": "SIGNCONDIV3",
    "daily_salary": "DAILYSALCONT3",
    "hourly_salary": "HOURSAL3",
    "realtime_salary": "RTSALARY3",
}


def relay_for(kind: str) -> Handler:
    async def handler(request: web.Request) -> web.Response:
        agent = calling_agent(request)
        db = request.config_dict[DB]
        if request.method == "GET":
            return ok(service.overview(db, agent, kind))
        body = validate(ContractAction, await read_json(request))
        now = request.config_dict[CLOCK].now_ms()
        if body.action == "offer":
            done = service.offer(db, agent, kind, body, now)
        elif body.action == "accept":
            done = service.accept(db, agent, body.contractId, body.terminateLower, now)
        elif body.action == "reject":
            done = service.reject(db, agent, body.contractId, now)
        else:
            done = service.terminate(db, agent, body.contractId, now)
        if done.kind != kind:
            raise DomainError("contract.not.found", field="contractId")
        return ok(service.view(db, done))

    return handler


@routes.get("/wps/member/info/funds/consolidated")
@endpoint(token=True)
async def consolidated(request: web.Request) -> web.Response:
    return ok(service.consolidated(request.config_dict[DB], request[MEMBER_ID]))


@routes.get("/__sim/contracts")
async def all_contracts(request: web.Request) -> web.Response:
    db = request.config_dict[DB]
    return ok([service.view(db, c) for i in store.ids(db) if (c := store.get(db, i))])


@routes.post("/__sim/contracts/settle")
async def settle_now(request: web.Request) -> web.Response:
    body = await read_json(request)
    kind = body.get("kind") if isinstance(body, dict) else None
    if kind is not None and kind not in KINDS:
        raise DomainError("request.invalid", "kind is one of " + ", ".join(KINDS), field="kind")
    cfg = request.config_dict
    now, zone = cfg[CLOCK].now_ms(), cfg[FIXTURES].brand.zone
    return ok([settle_kind(cfg[DB], k, now, zone) for k in ([kind] if kind else KINDS)])


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    names = [(name, kind) for kind, name in RELAYS.items()] + list(ALIASES.items())
    for name, kind in names:
        policy = Endpoint(module=MODULES[kind], token=True, real=True)
        add_relay(app, name, Relay(relay_for(kind), frozenset({"GET", "POST"}), policy=policy))
