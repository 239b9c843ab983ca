"""Statement relays (token, real account): ODSFE2_MemTransDet (account record),
ODSFE2_getPersonalProfit (personal loss report), PROMOFE_getBonusDetails."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import query
from ...routing import Endpoint, Relay, add_relay
from ..content.service import pick_language
from ..wallet.service import game_wallets
from .schemas import BonusQuery, DayRangeQuery, TransactionsQuery
from .service import bonus_details, personal_profit, transactions

REAL = Endpoint(token=True, real=True)


async def get_transactions(request: web.Request) -> web.Response:
    params = query(TransactionsQuery, request.query)
    cfg = request.config_dict
    names = {w.accountTypeId: w.displayName for w in game_wallets(cfg[FIXTURES])}
    return ok(
        transactions(
            cfg[DB],
            request[MEMBER_ID],
            params,
            now=cfg[CLOCK].now_ms(),
            zone=cfg[FIXTURES].brand.zone,
            wallet_names=names,
        )
    )


async def get_personal_profit(request: web.Request) -> web.Response:
    params = query(DayRangeQuery, request.query)
    cfg = request.config_dict
    return ok(
        personal_profit(
            cfg[DB],
            request[MEMBER_ID],
            params,
            now=cfg[CLOCK].now_ms(),
            zone=cfg[FIXTURES].brand.zone,
        )
    )


async def get_bonus_details(request: web.Request) -> web.Response:
    params = query(BonusQuery, request.query)
    cfg = request.config_dict
    return ok(
        bonus_details(
            cfg[DB],
            request[MEMBER_ID],
            params,
            now=cfg[CLOCK].now_ms(),
            zone=cfg[FIXTURES].brand.zone,
            language=pick_language(request.headers.get("Language"), cfg[FIXTURES]),
        )
    )


def setup(app: web.Application) -> None:
    transactions_policy = Endpoint(module="MEMTRANS3", token=True, real=True)
    add_relay(app, "ODSFE2_MemTransDet", Relay(get_transactions, policy=transactions_policy))
    add_relay(app, "ODSFE2_getPersonalProfit", Relay(get_personal_profit, policy=REAL))
    add_relay(app, "PROMOFE_getBonusDetails", Relay(get_bonus_details, policy=REAL))
