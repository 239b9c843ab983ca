"""Profile read and update, avatars (static and uploaded) (docs/contract.md section 9)."""

from __future__ import annotations

import base64
import io
import json

from simkit import Sim

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 64
JPEG = b"\xff\xd8\xff\xe0" + b"\0" * 64


async def auth(sim: Sim, account: str = "demo01") -> dict[str, str]:
    return {"Authorization": (await sim.login(account))["token"]}


def data_url(raw: bytes, kind: str = "image/png") -> str:
    return f"data:{kind};base64,{base64.b64encode(raw).decode()}"


async def test_profile_read_masks(sim: Sim) -> None:
    info = await sim.value("GET", "/wps/member/info", headers=await auth(sim))
    assert info["mobile"] == "*****5678" and info["email"] == "de***@example.com"
    assert info["bankAccount"] == "*********9012"
    assert info["hasPaymentPassword"] is False and info["birthday"] is None


async def test_profile_update(sim: Sim) -> None:
    headers = await auth(sim, "agent03")
    changes = {
        "nickname": "Ba Ba",
        "payeeName": "Nguyen Van A",
        "telegram": "@baba_1",
        "zalo": "0912345678",
        "birthday": "1990-05-01",
        "address": "1 Le Loi",
        "nationality": "VN",
        "occupation": "Cook",
        "sourceOfIncome": "Salary",
        "email": "ba@example.com",
    }
    info = await sim.value("PUT", "/wps/member/info", json=changes, headers=headers)
    for key, value in changes.items():
        if key != "email":
            assert info[key] == value, key
    assert info["email"] == "ba***@example.com"
    again = await sim.error(
        "PUT",
        "/wps/member/info",
        "field.invalid",
        headers=headers,
        json={"payeeName": "Other Name"},
    )
    assert again["field"] == "payeeName"
    again = await sim.error(
        "PUT",
        "/wps/member/info",
        "field.invalid",
        headers=headers,
        json={"email": "new@example.com"},
    )
    assert again["field"] == "email"
    journal = await sim.control("GET", "/__sim/journal?type=profile.changed")
    assert journal[0]["player"] == "agent03"


async def test_profile_update_refusals(sim: Sim) -> None:
    headers = await auth(sim)
    for field, value in (
        ("birthday", "1990-13-40"),
        ("birthday", "2999-01-01"),
        ("zalo", "12ab"),
        ("nickname", "x" * 21),
    ):
        body = await sim.error(
            "PUT", "/wps/member/info", "field.invalid", headers=headers, json={field: value}
        )
        assert body["field"] == field


async def test_static_avatars(sim: Sim) -> None:
    headers = await auth(sim)
    icons = await sim.value("GET", "/wps/member/info/icon", headers=headers)
    assert [icon["id"] for icon in icons] == [1, 2, 3, 4, 5, 6]
    assert icons[0]["url"] == "http://sim.test:9000/cdn/avatars/static/1.svg"
    value = await sim.value(
        "PUT", "/wps/member/info/icon", headers=headers, json={"avatarType": "STATIC", "avatar": 3}
    )
    assert value == {"avatar": icons[2]["url"], "avatarType": "STATIC"}
    relay = await sim.value("GET", "/wps/relay/MCSFE_getPlayerAvatar", headers=headers)
    assert relay == value
    response = await sim.client.get("/cdn/avatars/static/3.svg")
    assert response.status == 200
    body = await sim.error(
        "PUT",
        "/wps/member/info/icon",
        "field.invalid",
        headers=headers,
        json={"avatarType": "STATIC", "avatar": 99},
    )
    assert body["field"] == "avatar"


async def test_custom_avatar_upload_and_serve(sim: Sim) -> None:
    headers = await auth(sim)
    for raw, kind in ((PNG, "image/png"), (JPEG, "image/jpeg")):
        value = await sim.value(
            "PUT",
            "/wps/member/info/icon",
            headers=headers,
            json={"avatarType": "CUSTOM", "image": data_url(raw, kind)},
        )
        assert value["avatarType"] == "CUSTOM"
        path = value["avatar"].removeprefix("http://sim.test:9000")
        assert path.startswith("/cdn/avatars/custom/")
        response = await sim.client.get(path)
        assert response.status == 200 and response.content_type == kind
        assert await response.read() == raw
    journal = await sim.control("GET", "/__sim/journal?type=avatar.changed")
    assert journal[0]["data"]["avatarType"] == "CUSTOM"


async def test_custom_avatar_refusals(sim: Sim) -> None:
    headers = await auth(sim)
    cases = [
        data_url(b"GIF89a" + b"\0" * 10, "image/png"),  # magic bytes say otherwise
        data_url(JPEG, "image/png"),  # declared png, is jpeg
        data_url(PNG, "image/gif"),
        "not a data url",
    ]
    for image in cases:
        body = await sim.error(
            "PUT",
            "/wps/member/info/icon",
            "field.invalid",
            headers=headers,
            json={"avatarType": "CUSTOM", "image": image},
        )
        assert body["field"] == "image"


async def test_custom_avatar_over_5_mb(sim: Sim) -> None:
    headers = await auth(sim)
    big = PNG + b"\0" * (5 * 1024 * 1024)
    payload = json.dumps({"avatarType": "CUSTOM", "image": data_url(big)}).encode()
    body = await sim.error(
        "PUT",
        "/wps/member/info/icon",
        "field.invalid",
        headers={**headers, "Content-Type": "application/json"},
        data=io.BytesIO(payload),
    )
    assert body["field"] == "image"
    huge = io.BytesIO(b"x" * (8 * 1024 * 1024))
    await sim.error(
        "PUT", "/wps/member/info/icon", "request.invalid", 413, headers=headers, data=huge
    )


async def test_avatar_module_off(sim: Sim) -> None:
    headers = await auth(sim)
    await sim.control("PUT", "/__sim/modules", {"PROFPIC3": "0"})
    await sim.error("GET", "/wps/member/info/icon", "function.not.available", headers=headers)
