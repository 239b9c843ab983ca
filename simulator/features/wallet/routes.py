"""GET /wps/v2/wallets/balance; GET /__sim/ledger/check."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import DB, FIXTURES, MEMBER_ID
from ...routing import endpoint
from .service import balance_value, ledger_check
from .store import LedgerStore

routes = web.RouteTableDef()


@routes.get("/wps/v2/wallets/balance")
@endpoint(token=True)
async def balance(request: web.Request) -> web.Response:
    ledger = LedgerStore(request.config_dict[DB])
    return ok(balance_value(ledger, request[MEMBER_ID], request.config_dict[FIXTURES].brand))


@routes.get("/__sim/ledger/check")
async def check(request: web.Request) -> web.Response:
    return ok(ledger_check(LedgerStore(request.config_dict[DB])))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
