"""Chat rooms (module CBS3): the room list, launch tickets, the framed room page and its
message API, QA posts, and the 200 messages kept per room."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs, urlsplit

from simkit import MakeClient, Sim

from simulator.features.chat import store as chat_store
from simulator.features.chat.rooms import HOURLY
from simulator.keys import DB

ROOMS = "/wps/relay/CBS_modelList"
LAUNCH = "/wps/relay/CBS_launchChat"
START = "2030-01-01T13:00:00Z"  # 20:00 in the brand's zone (UTC+7): the evening peak


async def session(sim: Sim, username: str = "demo01") -> dict[str, str]:
    return {"Authorization": (await sim.login(username))["token"]}


async def open_room(sim: Sim, headers: dict[str, str], room: int = 1, **extra: str) -> str:
    """Launch a room; answer its ticket."""
    value = await sim.value("POST", LAUNCH, json={"roomId": room}, headers={**headers, **extra})
    url = urlsplit(value["url"])
    assert f"{url.scheme}://{url.netloc}" == "http://sim.test:9000"
    assert url.path == f"/chat/{room}"
    return parse_qs(url.query)["t"][0]


def api(room: int = 1) -> str:
    return f"/chat/api/{room}/messages"


async def read(sim: Sim, ticket: str, room: int = 1, after: int = 0) -> dict[str, Any]:
    response = await sim.client.get(api(room), params={"t": ticket, "after": str(after)})
    body = await response.json()
    assert response.status == 200, body
    return body["value"]


async def post(sim: Sim, ticket: str, text: str, room: int = 1) -> tuple[int, dict[str, Any]]:
    response = await sim.client.post(api(room), json={"t": ticket, "text": text})
    return response.status, await response.json()


def config_of(html: str) -> dict[str, Any]:
    tag = '<script type="application/json" id="cfg">'
    start = html.index(tag) + len(tag)
    return json.loads(html[start : html.index("</script>", start)])


async def test_rooms_in_the_request_language_with_a_plausible_crowd(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    headers = await session(sim)
    rooms = (await sim.value("GET", ROOMS, headers=headers))["rooms"]
    assert [(r["id"], r["name"]) for r in rooms] == [
        (1, "Lobby chat"),
        (2, "Lottery tips"),
        (3, "Sports talk"),
    ]
    assert all(150 <= r["online"] <= 460 for r in rooms)
    assert (await sim.value("GET", ROOMS, headers=headers))["rooms"] == rooms  # same moment
    vietnamese = (await sim.value("GET", ROOMS, headers={**headers, "Language": "TY"}))["rooms"]
    assert [r["name"] for r in vietnamese] == ["Sảnh trò chuyện", "Mẹo xổ số", "Bàn luận thể thao"]
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T21:00:00Z"})  # 04:00 there
    night = (await sim.value("GET", ROOMS, headers=headers))["rooms"]
    assert all(n["online"] < r["online"] // 2 for n, r in zip(night, rooms, strict=True))
    assert HOURLY[4] < HOURLY[20] // 2
    await open_room(sim, headers, 3)
    after = (await sim.value("GET", ROOMS, headers=headers))["rooms"]
    assert after[2]["online"] == night[2]["online"] + 1  # a member holding a ticket counts


async def test_relays_need_a_session_and_the_module(sim: Sim) -> None:
    await sim.error("GET", ROOMS, "login.not.session", 401)
    await sim.error("POST", LAUNCH, "login.not.session", 401, json={"roomId": 1})
    headers = await session(sim)
    await sim.error("POST", LAUNCH, "chat.room.not.found", 404, json={"roomId": 9}, headers=headers)
    await sim.error("POST", LAUNCH, "request.invalid", json={"roomId": "x"}, headers=headers)
    ticket = await open_room(sim, headers)
    await sim.control("PUT", "/__sim/modules", {"CBS3": "0"})
    await sim.error("GET", ROOMS, "function.not.available", headers=headers)
    response = await sim.client.get(api(), params={"t": ticket})
    assert (await response.json())["errorCode"] == "function.not.available"
    page = await sim.client.get("/chat/1", params={"t": ticket})
    assert page.content_type == "text/html" and "not available" in await page.text()


async def test_the_page_is_framed_by_the_site_only_and_speaks_the_ticket_language(
    sim: Sim,
) -> None:
    headers = await session(sim)
    ticket = await open_room(sim, headers, 2)
    response = await sim.client.get("/chat/2", params={"t": ticket})
    assert response.status == 200 and response.content_type == "text/html"
    html = await response.text()
    csp = response.headers["Content-Security-Policy"]
    assert "frame-ancestors 'self' http://127.0.0.1:* http://localhost:*" in csp
    assert "script-src 'nonce-" in csp and "unsafe-inline" not in csp.split("script-src")[1]
    assert "connect-src 'self'" in csp and response.headers["Referrer-Policy"] == "no-referrer"
    assert "header{background:#6142bf" in html and '<html lang="en">' in html
    assert "<title>Lottery tips</title>" in html and "innerHTML" not in html
    config = config_of(html)
    assert config["roomId"] == 2 and config["pollMs"] == 3000 and config["words"]["send"] == "Send"
    assert "/chat/api/" in html and "after=" in html and "setInterval(poll" in html
    vi_ticket = await open_room(sim, headers, 2, Language="TY")
    html = await (await sim.client.get("/chat/2", params={"t": vi_ticket})).text()
    assert '<html lang="vi">' in html and "<title>Mẹo xổ số</title>" in html
    assert config_of(html)["words"]["send"] == "Gửi"


async def test_frame_ancestors_setting(make_client: MakeClient) -> None:
    sim = Sim(await make_client(frame_ancestors="https://site.example"))
    ticket = await open_room(sim, await session(sim))
    response = await sim.client.get("/chat/1", params={"t": ticket})
    assert response.headers["Content-Security-Policy"].endswith(
        "frame-ancestors https://site.example"
    )


async def test_bad_tickets_are_refused(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    ticket = await open_room(sim, await session(sim), 1)
    for params in ({"t": "nope"}, {}):
        response = await sim.client.get("/chat/1", params=params)
        assert response.status == 401 and response.content_type == "text/html"
        assert "not valid" in await response.text()
        assert "frame-ancestors" in response.headers["Content-Security-Policy"]
    other_room = await sim.client.get("/chat/2", params={"t": ticket})
    assert other_room.status == 401
    assert (await sim.client.get("/chat/7", params={"t": ticket})).status == 404
    status, body = await post(sim, ticket, "hello", room=2)
    assert (status, body["errorCode"]) == (401, "ticket.invalid")
    status, body = await post(sim, "nope", "hello")
    assert (status, body["errorCode"]) == (401, "ticket.invalid")
    assert (await sim.client.get(api(), params={"t": "nope"})).status == 401
    await sim.control("POST", "/__sim/players/demo01/flags", {"locked": True})
    status, body = await post(sim, ticket, "hello")
    assert (status, body["errorCode"]) == (401, "ticket.invalid")
    await sim.control("POST", "/__sim/players/demo01/flags", {"locked": False})
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T15:00:00Z"})  # 2 h on
    status, body = await post(sim, ticket, "hello")
    assert (status, body["errorCode"]) == (401, "ticket.expired")
    page = await sim.client.get("/chat/1", params={"t": ticket})
    assert page.status == 401 and "expired" in await page.text()
    assert (await sim.control("GET", "/__sim/chat/1"))["list"] == []


async def test_post_and_read_with_the_ticket(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    mine = await open_room(sim, await session(sim))
    theirs = await open_room(sim, await session(sim, "agent01"))
    status, body = await post(sim, mine, "  hello\nroom  ")
    assert status == 200, body
    sent = body["value"]
    assert sent == {
        "id": sent["id"],
        "author": "de***01",
        "host": False,
        "mine": True,
        "text": "hello room",
        "createdAt": 1_893_502_800_000,
        "createdTime": "2030-01-01 20:00:00",
    }
    await post(sim, theirs, "hi demo")
    seen = await read(sim, theirs)
    assert [(m["author"], m["text"], m["mine"]) for m in seen["list"]] == [
        ("de***01", "hello room", False),
        ("ag***01", "hi demo", True),
    ]
    assert seen["lastId"] == seen["list"][-1]["id"]
    newer = await read(sim, mine, after=sent["id"])
    assert [m["text"] for m in newer["list"]] == ["hi demo"]
    assert await read(sim, mine, after=newer["lastId"]) == {"list": [], "lastId": newer["lastId"]}
    events = await sim.control("GET", "/__sim/journal?type=chat.posted")
    assert [(e["player"], e["data"]["by"]) for e in events] == [
        ("agent01", "member"),
        ("demo01", "member"),
    ]
    assert events[1]["data"] == {"roomId": 1, "messageId": sent["id"], "by": "member"}


async def test_text_is_one_to_two_hundred_characters(sim: Sim) -> None:
    ticket = await open_room(sim, await session(sim))
    for text in ("", "   ", "\n\t", "x" * 201):
        status, body = await post(sim, ticket, text)
        assert (status, body["errorCode"], body.get("field")) == (400, "field.invalid", "text")
    status, body = await post(sim, ticket, "ố" * 200)
    assert status == 200 and len(body["value"]["text"]) == 200
    status, body = await post(sim, ticket, "x" * 10_001)
    assert (status, body["errorCode"]) == (400, "request.invalid")
    response = await sim.client.post(api(), json={"t": ticket, "text": "hi", "html": True})
    assert response.status == 400
    assert len((await read(sim, ticket))["list"]) == 1


async def test_text_is_kept_as_typed_and_never_markup(sim: Sim) -> None:
    ticket = await open_room(sim, await session(sim))
    attack = '<img src=x onerror="alert(1)"></script><script>alert(2)</script>'
    status, _ = await post(sim, ticket, attack)
    assert status == 200
    response = await sim.client.get(api(), params={"t": ticket})
    assert response.content_type == "application/json"
    assert (await response.json())["value"]["list"][0]["text"] == attack
    await sim.control("POST", "/__sim/chat/1", {"text": "</script><b>host</b>"})
    html = await (await sim.client.get("/chat/1", params={"t": ticket})).text()
    assert "onerror" not in html and "<b>host</b>" not in html  # the page never embeds them
    assert "textContent" in html and "innerHTML" not in html and "insertAdjacentHTML" not in html


async def test_qa_posts_show_in_the_room(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    ticket = await open_room(sim, await session(sim))
    host = await sim.control("POST", "/__sim/chat/1", {"text": "Welcome, everyone!"})
    assert (host["host"], host["author"], host["account"]) == (True, "", None)
    player = await sim.control("POST", "/__sim/chat/1", {"text": "Good luck", "as": "agent01"})
    assert (player["host"], player["author"], player["account"]) == (False, "ag***01", "agent01")
    listed = (await read(sim, ticket))["list"]
    assert [(m["host"], m["author"], m["text"]) for m in listed] == [
        (True, "", "Welcome, everyone!"),
        (False, "ag***01", "Good luck"),
    ]
    qa = await sim.control("GET", "/__sim/chat/1")
    assert qa["room"] == {"id": 1, "name": "Lobby chat"}
    assert [m["account"] for m in qa["list"]] == [None, "agent01"]
    for body, code in (
        ({"text": "hi", "as": "ghost"}, "USER_NOT_EXIST"),
        ({"text": ""}, "field.invalid"),
        ({"text": "hi", "who": "x"}, "request.invalid"),
    ):
        response = await sim.client.post("/__sim/chat/1", json=body)
        assert (await response.json())["errorCode"] == code
    response = await sim.client.post("/__sim/chat/9", json={"text": "hi"})
    assert response.status == 404
    events = await sim.control("GET", "/__sim/journal?type=chat.posted")
    assert [(e["player"], e["data"]["by"]) for e in events] == [("agent01", "qa"), (None, "qa")]


async def test_a_room_keeps_its_newest_two_hundred(sim: Sim) -> None:
    ticket = await open_room(sim, await session(sim))
    other = await open_room(sim, await session(sim), 2)
    status, _ = await post(sim, other, "in room two", room=2)
    assert status == 200
    for n in range(205):
        status, _ = await post(sim, ticket, f"message {n}")
        assert status == 200
    listed = (await read(sim, ticket))["list"]
    assert len(listed) == 200
    assert (listed[0]["text"], listed[-1]["text"]) == ("message 5", "message 204")
    db = sim.client.app[DB]
    assert chat_store.count(db, 1) == 200 and chat_store.count(db, 2) == 1
    assert [m["text"] for m in (await read(sim, other, room=2))["list"]] == ["in room two"]
