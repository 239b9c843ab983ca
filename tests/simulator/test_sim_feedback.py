"""Feedback (PUT or POST /wps/feedback): a real account's session and module FEEDBACK3, the
text bounds on trimmed text, images checked by their magic bytes, and the QA desk."""

from __future__ import annotations

import io
import json

import pytest
from playkit import auth
from promokit import JPEG, PNG, data_url
from simkit import Sim

FEEDBACK = "/wps/feedback"
DESK = "/__sim/feedback"
GATEWAY = {"X-Gateway-Version": "3"}
BODY = {"questionType": "DEPOSIT", "content": "My deposit is still pending.", "contact": "@demo01"}


async def _send(sim: Sim, headers: dict[str, str], status: int = 200, **body: object) -> dict:
    return await sim.call("POST", FEEDBACK, json={**BODY, **body}, headers=headers, status=status)


@pytest.mark.parametrize("method", ["PUT", "POST"])
async def test_feedback_is_kept_with_its_images_for_qa(sim: Sim, method: str) -> None:
    headers = await auth(sim)
    images = [data_url(PNG), data_url(JPEG, "jpeg")]
    body = {**BODY, "content": "  " + BODY["content"] + "  ", "images": images}
    sent = await sim.value(method, FEEDBACK, json=body, headers=headers)
    assert set(sent) == {"id", "createdAt"} and sent["id"] >= 1
    desk = (await sim.control("GET", DESK))["list"]
    assert desk == [
        {
            "id": sent["id"],
            "account": "demo01",
            "questionType": "DEPOSIT",
            "content": BODY["content"],  # trimmed
            "contact": "@demo01",
            "images": 2,
            "createdAt": sent["createdAt"],
        }
    ]
    second = await sim.client.get(f"{DESK}/{sent['id']}/images/2")
    assert second.content_type == "image/jpeg" and await second.read() == JPEG
    first = await sim.client.get(f"{DESK}/{sent['id']}/images/1")
    assert first.content_type == "image/png" and await first.read() == PNG
    missing = await sim.client.get(f"{DESK}/{sent['id']}/images/3")
    assert missing.status == 404 and (await missing.json())["errorCode"] == "feedback.not.found"
    events = await sim.control("GET", "/__sim/journal?type=feedback.received")
    assert [(e["player"], e["data"]) for e in events] == [
        ("demo01", {"feedbackId": sent["id"], "questionType": "DEPOSIT", "images": 2})
    ]


async def test_feedback_newest_first_without_images(sim: Sim) -> None:
    headers = await auth(sim)
    first = (await _send(sim, headers))["value"]
    second = (await _send(sim, headers, questionType="OTHER", contact="x"))["value"]
    desk = (await sim.control("GET", DESK))["list"]
    assert [(f["id"], f["questionType"], f["images"]) for f in desk] == [
        (second["id"], "OTHER", 0),
        (first["id"], "DEPOSIT", 0),
    ]


async def test_feedback_checks_its_fields_and_writes_nothing_refused(sim: Sim) -> None:
    headers = await auth(sim)
    cases = [
        ({"content": "   "}, "field.required", "content"),
        ({"content": "too short"}, "field.invalid", "content"),  # 9 characters
        ({"content": "x" * 501}, "field.invalid", "content"),
        ({"contact": ""}, "field.required", "contact"),
        ({"contact": "x" * 101}, "field.invalid", "contact"),
        ({"questionType": "LOTTERY"}, "request.invalid", "questionType"),
        ({"images": [data_url(PNG)] * 4}, "field.invalid", "images"),
        (
            {"images": [data_url(PNG), data_url(b"GIF89a" + b"\0" * 32)]},
            "field.invalid",
            "images.1",
        ),
    ]
    for change, code, field in cases:
        refused = await _send(sim, headers, status=400, **change)
        assert (refused["errorCode"], refused.get("field")) == (code, field), change
    # The bounds themselves are fine.
    assert (await _send(sim, headers, content="x" * 10, contact="y"))["success"]
    assert (await _send(sim, headers, content="x" * 500, contact="y" * 100))["success"]
    assert len((await sim.control("GET", DESK))["list"]) == 2


async def test_feedback_images_over_5_mb_are_too_large(sim: Sim) -> None:
    headers = {**await auth(sim), "Content-Type": "application/json"}
    huge = data_url(PNG + b"\0" * (5 * 1024 * 1024))
    payload = io.BytesIO(json.dumps({**BODY, "images": [huge]}).encode())
    body = await sim.error(
        "POST", FEEDBACK, "payload.too.large", 413, headers=headers, data=payload
    )
    assert body["field"] == "images.0"
    endless = io.BytesIO(b" " * (21 * 1024 * 1024))
    await sim.error("PUT", FEEDBACK, "payload.too.large", 413, headers=headers, data=endless)
    assert (await sim.control("GET", DESK))["list"] == []


async def test_feedback_needs_a_real_account_and_its_module(sim: Sim) -> None:
    await sim.error("POST", FEEDBACK, "login.not.session", 401, json=BODY)
    nonce = {"os": "Linux", "platform": "W", "nonce": "n-feedback01"}
    trial = await sim.send("POST", "/wps/session/login/freeplay", nonce, headers=GATEWAY)
    trial_headers = {"Authorization": trial["value"]["token"]}
    await sim.error("POST", FEEDBACK, "in_need_true_account", 403, json=BODY, headers=trial_headers)
    headers = await auth(sim)
    await sim.control("PUT", "/__sim/modules", {"FEEDBACK3": "0"})
    await sim.error("PUT", FEEDBACK, "function.not.available", json=BODY, headers=headers)
    await sim.control("PUT", "/__sim/modules", {"FEEDBACK3": "1"})
    assert (await _send(sim, headers))["success"]
    assert len((await sim.control("GET", DESK))["list"]) == 1
