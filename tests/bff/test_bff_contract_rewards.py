"""Contract: the promotion, mission, reward-centre and points entries of the catalogue
(docs/contract.md section 14): their policy, the session rules the BFF applies before any
upstream call, and the dedicated route that reads an application's images."""

from __future__ import annotations

import base64
import io
import json
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import ENTRIES, entry, exposed_at, language_flushed
from bff.entry import CacheScope, Handler
from bff.features.missions.entries import MISSIONS
from bff.features.openapi.generator import build_openapi
from bff.features.points.entries import POINTS
from bff.features.promotions.entries import PROMOTIONS
from bff.features.promotions.routes import MAX_APPLICATION_BODY

LiveBrowser = Callable[..., Awaitable[Browser]]
RELAY = "/wps/relay/"
APPLY = RELAY + "MCSFE_signUpRequestReward"
PNG = "data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 32).decode()
SECTION_14 = PROMOTIONS + MISSIONS + POINTS
PUBLIC = {"promotions.list", "promotions.detail"}
CHANGES = {
    "promotions.join",
    "promotions.requestReward",
    "promotions.raffleClaim",
    "missions.claim",
    "points.redeem",
    "points.convert",
}
# A body or query each entry accepts, so the session rules are what answers.
BODIES: dict[str, dict[str, Any]] = {
    "promotions.join": {"promotionId": 1},
    "promotions.requestReward": {"promotionId": 1, "remark": "hi", "images": [PNG]},
    "promotions.raffleClaim": {"promotionId": 1},
    "missions.claim": {"missionId": 101},
    "points.redeem": {
        "rewardId": 1,
        "quantity": 1,
        "paymentPassword": "246810",
        "address": "1 Lotus Street",
        "mobileNum": "0901234567",
        "requestId": str(uuid.uuid4()),
    },
    "points.convert": {"points": 100, "paymentPassword": "246810", "requestId": str(uuid.uuid4())},
}
QUERIES = {"promotions.detail": {"id": "1"}, "missions.leaderboard": {"period": "DAILY"}}


async def _call(browser: Browser, name: str) -> tuple[int, Any]:
    item = entry(name)
    method = item.methods[0]
    body = BODIES.get(name) if method == "POST" else None
    params = QUERIES.get(name, {})
    status, got, _ = await browser.request(method, item.path, json_body=body, params=params)
    return status, got


def test_every_call_of_section_14_is_in_the_catalogue() -> None:
    names = {e.name for e in SECTION_14}
    assert all(item in ENTRIES for item in SECTION_14)
    relays = {e.path.removeprefix(RELAY) for e in SECTION_14}
    assert relays == {
        "PROMOFE_getPromotionList",
        "PROMOFE_getPromotionDetail",
        "PROMOFE_getPromotionStates",
        "MCSFE_signUpPromotionJoin",
        "MCSFE_signUpRequestReward",
        "MCS2_claimRafflePromotion",
        "MCSFE_getMissionSummaryDetails",
        "MCSFE_claimMissionReward",
        "MCSFE_getMissionLeaderboard",
        "MCSFE_getRewardCenter",
        "MCS2_getPointConfig",
        "MCS2_getPointBalance",
        "MCS2_getPointReward",
        "passwordCheck/MCS2_redeemPointReward",
        "MCS2_getRedeemPointList",
        "passwordCheck/MCS2_convertPoint",
    }
    assert all(exposed_at(e.path) is e for e in SECTION_14)
    assert {e.name for e in SECTION_14 if "POST" in e.methods} == CHANGES
    assert names >= CHANGES | PUBLIC


def test_policies() -> None:
    for item in SECTION_14:
        points = item in POINTS
        assert item.module == ("PTSYS3" if points else "REWCEN3"), item.name
        assert item.token == (item.name not in PUBLIC), item.name
        # Points: a trial plays without points, so every points call is a real account's.
        assert item.real_account == (item.name in CHANGES or points), item.name
        assert item.encrypted == (item.name in {"points.redeem", "points.convert"}), item.name
        assert item.tags, item.name
        if item.name in CHANGES:
            assert item.methods == ("POST",) and not item.retry, item.name
        if item.name in PUBLIC:
            assert item.cache is CacheScope.LANGUAGE and item.ttl == 60, item.name
        else:
            assert item.cache is CacheScope.NONE, item.name  # a player's own: never cached
    flushed = {e.name for e in language_flushed()}
    assert flushed >= PUBLIC and not (flushed & (CHANGES | {"points.balance"}))
    assert entry("promotions.requestReward").handler is Handler.DEDICATED
    assert entry("rewards.center").module == "REWCEN3"


def test_openapi_documents_the_new_calls() -> None:
    doc = build_openapi()
    convert = doc["paths"]["/wps/relay/passwordCheck/MCS2_convertPoint"]["post"]
    assert convert["x-catalogue"]["encrypted"] and convert["tags"] == ["points"]
    schemas = doc["components"]["schemas"]
    assert set(schemas["RolloverUnmet"]["required"]) == {"required", "achieved", "remaining"}
    assert "withdraw.rollover.unmet" in schemas["Error"]["properties"]["value"]["description"]
    assert {"title", "rollover"} <= set(schemas["BonusItem"]["required"])
    assert schemas["Transaction"]["properties"]["unit"]["enum"] == ["MONEY", "POINTS"]
    assert "POINTS" in schemas["Transaction"]["properties"]["type"]["enum"]
    reward = schemas["Mission"]["properties"]["reward"]["anyOf"]
    assert {kind["type"] for kind in reward} == {"string", "integer"}


@pytest.mark.parametrize("name", sorted(e.name for e in SECTION_14 if e.token))
async def test_anonymous_calls_need_a_session(
    live_browser: LiveBrowser, recorder: Recorder, name: str
) -> None:
    browser = await live_browser()
    status, got = await _call(browser, name)
    assert_error(status, got, 401, "login.not.session")
    assert recorder.to(entry(name).path) == []


async def test_trials_are_refused_before_upstream(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, got, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, got
    for name in sorted(e.name for e in SECTION_14 if e.real_account):
        status, got = await _call(browser, name)
        assert_error(status, got, 403, "in_need_true_account")
        assert recorder.to(entry(name).path) == [], name


def _largest_application() -> bytes:
    """3 images of 5 MB as data URLs and the longest remark: what the route must take."""
    image = "data:image/jpeg;base64," + base64.b64encode(b"\xff" * (5 * 1024 * 1024)).decode()
    body = {"promotionId": 2**31, "remark": "\u4e00" * 140, "images": [image] * 3}
    return json.dumps(body).encode()  # ensure_ascii: the remark takes 6 bytes a character


def test_the_application_limit_fits_three_images_of_5_mb() -> None:
    assert len(_largest_application()) <= MAX_APPLICATION_BODY < 3 * 7 * 1024 * 1024


async def test_application_images_past_the_limit_are_refused(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", {"username": "demo01", "password": "demo1234"})
    head = b'{"promotionId": 1, "images": ["data:image/png;base64,'
    oversize = head + b"A" * (MAX_APPLICATION_BODY - len(head)) + b'"]}'
    resp = await browser.client.post(
        APPLY,
        data=io.BytesIO(oversize),
        headers={"X-XSRF-TOKEN": browser.cookie("XSRF-TOKEN") or ""},
    )
    body = await resp.json()
    assert_error(resp.status, body, 413, "payload.too.large")
    assert body["field"] == "images"
    assert recorder.to(APPLY) == []


async def test_an_application_is_forwarded_with_its_images(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", {"username": "demo01", "password": "demo1234"})
    body = {"promotionId": 7, "remark": "my screenshots", "images": [PNG, PNG, PNG]}
    await browser.post(APPLY, body)
    sent = recorder.to(APPLY)
    assert len(sent) == 1
    assert json.loads(sent[0]["body"]) == body
    assert sent[0]["headers"]["ModuleId"] == "REWCEN3" and sent[0]["headers"]["Authorization"]
    for bad in (
        {"promotionId": 7, "images": [PNG] * 4},
        {"promotionId": 7, "remark": "x" * 141},
        {"promotionId": 7, "extra": 1},
        {"promotionId": 0},
    ):
        status, got, _ = await browser.post(APPLY, bad)
        assert_error(status, got, 400, "request.invalid")
    assert len(recorder.to(APPLY)) == 1
