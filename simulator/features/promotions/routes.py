"""Promotion relays (module REWCEN3): PROMOFE_getPromotionList and PROMOFE_getPromotionDetail
(no session), PROMOFE_getPromotionStates, MCSFE_signUpPromotionJoin,
MCSFE_signUpRequestReward (an application's images make a large body) and
MCS2_claimRafflePromotion; the QA desk under /__sim/promotions. The jobs are in jobs.py."""

from __future__ import annotations

from aiohttp import web

from ...core.money import parse_minor
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import decode_json, query, read_bounded, read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..content.service import pick_language
from . import applications, service, store
from .draws import force_raffle
from .schemas import (
    ApplicationsQuery,
    DecisionBody,
    DetailQuery,
    PromotionBody,
    RaffleBody,
    RewardBody,
    TypeQuery,
)

MODULE = "REWCEN3"
PUBLIC = Endpoint(module=MODULE)
MEMBER = Endpoint(module=MODULE, token=True)
REAL = Endpoint(module=MODULE, token=True, real=True)
POST = frozenset({"POST"})

routes = web.RouteTableDef()


def _lang(request: web.Request) -> str:
    return pick_language(request.headers.get("Language"), request.config_dict[FIXTURES])


def _now(request: web.Request) -> int:
    return request.config_dict[CLOCK].now_ms()


async def get_list(request: web.Request) -> web.Response:
    params = query(TypeQuery, request.query)
    cfg = request.config_dict
    return ok(service.promotion_list(cfg[DB], cfg[FIXTURES], params.type, _lang(request)))


async def get_detail(request: web.Request) -> web.Response:
    params = query(DetailQuery, request.query)
    cfg = request.config_dict
    return ok(service.promotion_detail(cfg[DB], cfg[FIXTURES], params.id, _lang(request)))


async def get_states(request: web.Request) -> web.Response:
    params = query(TypeQuery, request.query)
    db = request.config_dict[DB]
    return ok(service.states(db, request[MEMBER_ID], params.type, _now(request)))


async def post_join(request: web.Request) -> web.Response:
    body = validate(PromotionBody, await read_json(request))
    db = request.config_dict[DB]
    return ok(service.join(db, request[MEMBER_ID], body.promotionId, _now(request)))


async def post_request_reward(request: web.Request) -> web.Response:
    try:
        raw = await read_bounded(request, applications.MAX_BODY_BYTES, field="images")
    except DomainError as exc:
        raise DomainError("payload.too.large", exc.message, field=exc.field) from None
    body = validate(RewardBody, decode_json(raw) if raw.strip() else {})
    db = request.config_dict[DB]
    value = service.request_reward(
        db,
        request[MEMBER_ID],
        body.promotionId,
        remark=body.remark,
        images=body.images,
        now=_now(request),
    )
    return ok(value)


async def post_claim_raffle(request: web.Request) -> web.Response:
    body = validate(PromotionBody, await read_json(request))
    db = request.config_dict[DB]
    return ok(service.claim_raffle(db, request[MEMBER_ID], body.promotionId, _now(request)))


@routes.get("/__sim/promotions")
async def desk_promotions(request: web.Request) -> web.Response:
    return ok(
        [
            {
                "id": promo.id,
                "code": promo.spec.code,
                "type": promo.spec.type,
                "mode": promo.mode,
                "startTime": promo.start_at,
                "endTime": promo.end_at,
                "drawnAt": promo.drawn_at,
            }
            for promo in store.promotions(request.config_dict[DB])
        ]
    )


@routes.get("/__sim/promotions/applications")
async def desk_applications(request: web.Request) -> web.Response:
    params = query(ApplicationsQuery, request.query)
    return ok({"list": applications.desk(request.config_dict[DB], params.status)})


@routes.post(r"/__sim/promotions/applications/{id:\d{1,10}}")
async def desk_decide(request: web.Request) -> web.Response:
    body = validate(DecisionBody, await read_json(request))
    decided = applications.decide(
        request.config_dict[DB],
        int(request.match_info["id"]),
        body.decision == "approve",
        body.remark,
        _now(request),
    )
    return ok(applications.application_value(decided))


@routes.get(r"/__sim/promotions/applications/{id:\d{1,10}}/images/{n:\d}")
async def desk_image(request: web.Request) -> web.Response:
    found = store.image(
        request.config_dict[DB], int(request.match_info["id"]), int(request.match_info["n"])
    )
    if found is None:
        raise DomainError("application.not.found", field="id")
    content_type, data = found
    return web.Response(body=data, content_type=content_type)


@routes.post(r"/__sim/promotions/{id:\d{1,10}}/raffle")
async def desk_raffle(request: web.Request) -> web.Response:
    body = validate(RaffleBody, await read_json(request))
    winners = [(winner.account, parse_minor(winner.prize)) for winner in body.winners]
    return ok(force_raffle(request.config_dict[DB], int(request.match_info["id"]), winners))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "PROMOFE_getPromotionList", Relay(get_list, policy=PUBLIC))
    add_relay(app, "PROMOFE_getPromotionDetail", Relay(get_detail, policy=PUBLIC))
    add_relay(app, "PROMOFE_getPromotionStates", Relay(get_states, policy=MEMBER))
    add_relay(app, "MCSFE_signUpPromotionJoin", Relay(post_join, POST, policy=REAL))
    add_relay(app, "MCSFE_signUpRequestReward", Relay(post_request_reward, POST, policy=REAL))
    add_relay(app, "MCS2_claimRafflePromotion", Relay(post_claim_raffle, POST, policy=REAL))
