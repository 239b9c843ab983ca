"""The agent-centre relays and PUT /wps/agent/register (docs/contract.md section 13). Every
call needs a session of a real account (the policy) that is an agent (calling_agent, before
anything is read), and every member it names is looked up in the caller's team only."""

from __future__ import annotations

from aiohttp import web

from ...core.ledger.store import LedgerStore
from ...core.members.store import Member
from ...envelope import ok
from ...keys import BODY, CLOCK, DB, FIXTURES, PASSWORDS
from ...parsing import query, validate
from ...routing import Endpoint, Relay, add_relay, endpoint
from ..content.service import pick_language
from ..games.views import locale_of
from ..statements.schemas import DayRangeQuery
from ..wallet.service import balance_value, game_wallets
from .announcements import agent_announcements
from .downlines import downline_detail, downlines
from .register import register_downline
from .reports import team_bet_record, team_overview, team_profit_loss, team_transactions
from .revenue import agent_revenue
from .schemas import (
    DetailQuery,
    DownlineRegisterBody,
    DownlinesQuery,
    DownlineTransferBody,
    PageQuery,
    RevenueQuery,
    TeamBetQuery,
    TeamProfitQuery,
    TeamTransactionsQuery,
)
from .team import calling_agent, downline
from .transfer import transfer_to_downline

routes = web.RouteTableDef()
REAL = Endpoint(token=True, real=True)
SECRET = Endpoint(token=True, real=True, encrypted=True)


def _only(request: web.Request, agent: Member, account: str | None) -> Member | None:
    """The team member a report is narrowed to, if one is named."""
    return downline(request.config_dict[DB], agent, account) if account else None


@routes.put("/wps/agent/register")
@endpoint(module="REG3", token=True, real=True, encrypted=True)
async def register(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    body = validate(DownlineRegisterBody, request[BODY])
    cfg = request.config_dict
    return ok(
        await register_downline(
            cfg[DB], cfg[PASSWORDS], cfg[FIXTURES], agent, body, now=cfg[CLOCK].now_ms()
        )
    )


async def get_announcements(request: web.Request) -> web.Response:
    calling_agent(request)
    params = query(PageQuery, request.query)
    fixtures = request.config_dict[FIXTURES]
    language = pick_language(request.headers.get("Language"), fixtures)
    return ok(agent_announcements(fixtures, language, params))


async def get_overview(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    params = query(DayRangeQuery, request.query)
    cfg = request.config_dict
    zone = cfg[FIXTURES].brand.zone
    return ok(team_overview(cfg[DB], agent, params, now=cfg[CLOCK].now_ms(), zone=zone))


async def get_downlines(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    return ok(downlines(request.config_dict[DB], agent, query(DownlinesQuery, request.query)))


async def get_downline_detail(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    params = query(DetailQuery, request.query)
    cfg = request.config_dict
    member = downline(cfg[DB], agent, params.account)
    zone = cfg[FIXTURES].brand.zone
    return ok(downline_detail(cfg[DB], agent, member, now=cfg[CLOCK].now_ms(), zone=zone))


async def post_transfer(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    body = validate(DownlineTransferBody, request[BODY])
    cfg = request.config_dict
    done = await transfer_to_downline(cfg[DB], cfg[PASSWORDS], agent, body, now=cfg[CLOCK].now_ms())
    done["balance"] = balance_value(LedgerStore(cfg[DB]), agent.id, cfg[FIXTURES])
    return ok(done)


async def get_team_bets(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    params = query(TeamBetQuery, request.query)
    only = _only(request, agent, params.account)
    cfg = request.config_dict
    locale = locale_of(cfg[FIXTURES], params.language or request.headers.get("Language"))
    return ok(
        team_bet_record(
            cfg[DB],
            agent,
            params,
            only,
            locale,
            now=cfg[CLOCK].now_ms(),
            zone=cfg[FIXTURES].brand.zone,
        )
    )


async def get_team_profit(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    params = query(TeamProfitQuery, request.query)
    only = _only(request, agent, params.account)
    cfg = request.config_dict
    zone = cfg[FIXTURES].brand.zone
    return ok(team_profit_loss(cfg[DB], agent, params, only, now=cfg[CLOCK].now_ms(), zone=zone))


async def get_team_transactions(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    params = query(TeamTransactionsQuery, request.query)
    only = _only(request, agent, params.account)
    cfg = request.config_dict
    names = {w.accountTypeId: w.displayName for w in game_wallets(cfg[FIXTURES])}
    return ok(
        team_transactions(
            cfg[DB],
            agent,
            params,
            only,
            now=cfg[CLOCK].now_ms(),
            zone=cfg[FIXTURES].brand.zone,
            wallet_names=names,
        )
    )


async def get_revenue(request: web.Request) -> web.Response:
    agent = calling_agent(request)
    params = query(RevenueQuery, request.query)
    cfg = request.config_dict
    zone = cfg[FIXTURES].brand.zone
    return ok(agent_revenue(cfg[DB], agent, params, now=cfg[CLOCK].now_ms(), zone=zone))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    post = frozenset({"POST"})
    for name, handler in (
        ("MCSFE_getAgentAnnouncements", get_announcements),
        ("MCSFE_getTeamOverview", get_overview),
        ("MCSFE_getDownlines", get_downlines),
        ("MCSFE_getDownlineDetail", get_downline_detail),
        ("ODSFE2_getTeamBetRecord", get_team_bets),
        ("ODSFE2_getTeamProfitLoss", get_team_profit),
        ("ODSFE2_getTeamTransactions", get_team_transactions),
        ("ODSFE2_getAgentRevenue", get_revenue),
    ):
        add_relay(app, name, Relay(handler, policy=REAL))
    add_relay(app, "MCSFE_transferToDownline", Relay(post_transfer, post, policy=SECRET))
