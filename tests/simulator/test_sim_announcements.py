"""Announcements: the types asked for and nothing else, the player list 9 a page newest first,
texts in the reader's language, windows on the simulator clock (coming, live, over), HTML
sanitised with the allow-list, pop-ups dismissed once per member, and QA publishing and
ending notices (fixtures/announcements.yaml)."""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from promokit import now_ms, set_clock
from simkit import MakeClient, Sim

LIST = "/wps/relay/MCSFE_getListAnnouncements"
DISMISS = "/wps/relay/MCSFE_dismissAnnouncement"
DESK = "/__sim/announcements"
ZONE = ZoneInfo("Asia/Ho_Chi_Minh")  # the default brand's timeZone
DAY = 86_400_000
FIELDS = {"id", "type", "title", "content", "createdAt", "createdTime", "startAt", "endAt"}
COMING, OVER = 13, 14  # the fixture's player notices not live at the build
POPUP, MAINTENANCE_POPUP = 21, 22


async def _list(sim: Sim, types: str, **kw: object) -> dict:
    headers = kw.pop("headers", {})
    params = {"types": types, "platform": "W", **{k: str(v) for k, v in kw.items()}}
    return await sim.value("GET", LIST, params=params, headers=headers)


async def _ids(sim: Sim, types: str, collection: str, **kw: object) -> list[int]:
    return [item["id"] for item in (await _list(sim, types, **kw))[collection]]


async def _journal(sim: Sim, type_: str) -> list[dict]:
    return await sim.control("GET", f"/__sim/journal?type={type_}")


async def test_each_collection_only_when_asked(sim: Sim) -> None:
    assert set(await _list(sim, "B")) == {"banners"}
    value = await _list(sim, "PL,PU,PR,H")
    assert set(value) == {"player", "playerTotal", "popup", "promotion", "marquee"}
    assert len(value["popup"]) == 2 and len(value["promotion"]) == 3 and len(value["marquee"]) == 3
    assert {item["type"] for item in value["promotion"]} == {"PR"}
    assert {item["type"] for item in value["marquee"]} == {"H"}
    for item in value["player"] + value["popup"] + value["promotion"] + value["marquee"]:
        assert set(item) == FIELDS
    everything = await _list(sim, "B,PL,PU,PR,H")
    assert everything["banners"] and everything["player"] == value["player"]
    await sim.error("GET", LIST, "request.invalid", params={"types": "PL,XX"})


async def test_player_notices_nine_a_page_newest_first(sim: Sim) -> None:
    first = await _list(sim, "PL")
    assert first["playerTotal"] == 12 and len(first["player"]) == 9
    second = await _list(sim, "PL", pageNo=2)
    assert second["playerTotal"] == 12 and len(second["player"]) == 3
    assert (await _list(sim, "PL", pageNo=3))["player"] == []
    shown = first["player"] + second["player"]
    times = [item["createdAt"] for item in shown]
    assert times == sorted(times, reverse=True)
    ids = [item["id"] for item in shown]
    assert len(set(ids)) == 12 and COMING not in ids and OVER not in ids
    assert shown[-1]["title"] == "Welcome to Lucky Lotus"  # the oldest notice
    small = await _list(sim, "PL", pageSize=5, pageNo=3)
    assert [item["id"] for item in small["player"]] == ids[10:12]
    await sim.error("GET", LIST, "request.invalid", params={"types": "PL", "pageSize": "0"})


async def test_texts_and_times_in_the_readers_language_and_zone(sim: Sim) -> None:
    english = (await _list(sim, "PL", pageSize=50))["player"][-1]
    vietnamese = (await _list(sim, "PL", pageSize=50, headers={"Language": "TY"}))["player"][-1]
    assert english["id"] == vietnamese["id"]
    assert vietnamese["title"] == "Chào mừng đến với Lucky Lotus"
    assert "trung tâm trợ giúp" in vietnamese["content"]
    unknown = (await _list(sim, "PL", pageSize=50, headers={"Language": "XX"}))["player"][-1]
    assert unknown["title"] == english["title"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", english["createdTime"])
    local = datetime.fromtimestamp(english["createdAt"] / 1000, ZONE)
    assert english["createdTime"] == local.strftime("%Y-%m-%d %H:%M:%S")
    assert english["createdTime"].endswith(" 09:00:00")  # the fixture's startTime, brand time
    # A notice QA wrote only in English shows in English to every reader.
    body = {"type": "H", "title": {"EN": "English only"}, "content": {"EN": "<p>Hi</p>"}}
    await sim.control("POST", DESK, body)
    marquee = (await _list(sim, "H", headers={"Language": "TY"}))["marquee"]
    assert marquee[0]["title"] == "English only"


async def test_windows_follow_the_simulator_clock(sim: Sim) -> None:
    now = await now_ms(sim)
    await set_clock(sim, now + 3 * DAY)  # the coming notice starts two days after the build
    ids = await _ids(sim, "PL", "player", pageSize=50)
    assert COMING in ids and OVER not in ids
    await set_clock(sim, now + 6 * DAY)  # the maintenance pop-up ended on day 5
    assert await _ids(sim, "PU", "popup") == [POPUP]
    await set_clock(sim, now - 30 * DAY)  # back when the holiday notice ran
    ids = await _ids(sim, "PL", "player", pageSize=50)
    assert OVER in ids and COMING not in ids and 12 not in ids
    assert await _ids(sim, "PU", "popup") == []


async def test_content_is_sanitised(sim: Sim) -> None:
    links = [item["content"] for item in (await _list(sim, "PL", pageSize=50))["player"]]
    assert any('<a href="/help" rel="noopener noreferrer">' in html for html in links)
    hostile = (
        '<p onclick="steal()">Hello <script>alert(1)</script><b>world</b>'
        '<a href="javascript:alert(1)">x</a><img src=x onerror="steal()">'
        '<iframe src="https://evil.example"></iframe></p>'
    )
    body = {"type": "PL", "title": {"EN": "Hostile"}, "content": {"EN": hostile}}
    published = await sim.control("POST", DESK, body)
    assert published["content"] == '<p>Hello <b>world</b><a rel="noopener noreferrer">x</a></p>'
    newest = (await _list(sim, "PL"))["player"][0]
    assert newest["id"] == published["id"] and newest["content"] == published["content"]
    # Stored as QA wrote it; only what leaves the simulator is cleaned.
    desk = await sim.control("GET", DESK)
    stored = next(item for item in desk["list"] if item["id"] == published["id"])
    assert stored["content"] == {"EN": hostile}


async def test_a_member_dismisses_a_popup_once(sim: Sim) -> None:
    demo = {"Authorization": (await sim.login("demo01"))["token"]}
    other = {"Authorization": (await sim.login("weak01", "abc123456"))["token"]}
    assert await _ids(sim, "PU", "popup", headers=demo) == [MAINTENANCE_POPUP, POPUP]
    done = await sim.value("POST", DISMISS, json={"id": POPUP}, headers=demo)
    assert done == {"id": POPUP, "dismissed": True}
    assert await _ids(sim, "PU", "popup", headers=demo) == [MAINTENANCE_POPUP]
    again = await sim.value("POST", DISMISS, json={"id": POPUP}, headers=demo)
    assert again == done
    dismissed = await _journal(sim, "announcement.dismissed")
    assert [(e["player"], e["data"]["id"]) for e in dismissed] == [("demo01", POPUP)]
    # Other members, and readers without a session (or with a dead one), still see it.
    assert await _ids(sim, "PU", "popup", headers=other) == [MAINTENANCE_POPUP, POPUP]
    assert await _ids(sim, "PU", "popup") == [MAINTENANCE_POPUP, POPUP]
    dead = {"Authorization": "not-a-token"}
    assert await _ids(sim, "PU", "popup", headers=dead) == [MAINTENANCE_POPUP, POPUP]
    # Dismissed stays dismissed after logging in again.
    demo = {"Authorization": (await sim.login("demo01"))["token"]}
    assert await _ids(sim, "PU", "popup", headers=demo) == [MAINTENANCE_POPUP]
    await sim.error("POST", DISMISS, "announcement.not.found", 404, json={"id": 999}, headers=demo)
    await sim.error("POST", DISMISS, "login.not.session", 401, json={"id": POPUP})
    await sim.error("POST", DISMISS, "request.invalid", json={"id": "x"}, headers=demo)


async def test_qa_publishes_and_ends_notices(sim: Sim) -> None:
    now = await now_ms(sim) // 1000 * 1000
    await set_clock(sim, now)
    body = {
        "type": "PR",
        "title": {"EN": "Flash bonus", "TY": "Thưởng chớp nhoáng"},
        "content": {"EN": "<p>Tonight only</p>", "TY": "<p>Chỉ tối nay</p>"},
        "startAt": now + 3_600_000,
        "endAt": datetime.fromtimestamp((now + DAY) / 1000, ZONE).isoformat(),
    }
    published = await sim.control("POST", DESK, body)
    assert published["type"] == "PR" and published["title"] == "Flash bonus"
    assert (published["startAt"], published["endAt"]) == (now + 3_600_000, now + DAY)
    assert published["createdAt"] == now
    notice = published["id"]
    assert notice not in await _ids(sim, "PR", "promotion")  # not started yet
    desk = {item["id"]: item for item in (await sim.control("GET", DESK))["list"]}
    assert desk[notice]["live"] is False and desk[notice]["title"] == body["title"]
    await set_clock(sim, now + 2 * 3_600_000)
    promotions = (await _list(sim, "PR", headers={"Language": "TY"}))["promotion"]
    assert promotions[0]["id"] == notice and promotions[0]["title"] == "Thưởng chớp nhoáng"
    ended = await sim.control("POST", f"{DESK}/{notice}/expire")
    assert ended["endAt"] == now + 2 * 3_600_000
    assert notice not in await _ids(sim, "PR", "promotion")
    # Ending a notice that has not started yet keeps it from ever starting.
    later = await sim.control("POST", DESK, {**body, "startAt": now + DAY, "endAt": None})
    await sim.control("POST", f"{DESK}/{later['id']}/expire")
    await set_clock(sim, now + 2 * DAY)
    assert later["id"] not in await _ids(sim, "PR", "promotion")
    published_events = await _journal(sim, "announcement.published")
    assert [e["data"]["id"] for e in published_events] == [later["id"], notice]
    expired = await _journal(sim, "announcement.expired")
    assert [e["data"]["id"] for e in expired] == [later["id"], notice]


async def test_qa_input_is_checked(sim: Sim) -> None:
    body = {"type": "PL", "title": {"EN": "t"}, "content": {"EN": "c"}}
    changes: list[dict[str, object]] = [
        {"type": "B"},
        {"title": {}},
        {"title": {"en": "lower-case code"}},
        {"title": {"TY": "no English"}},
        {"startAt": 2_000_000_000_000, "endAt": 1_999_999_999_000},
        {"colour": "red"},
    ]
    for change in changes:
        response = await sim.client.post(DESK, json={**body, **change})
        payload = await response.json()
        assert response.status == 400, (change, payload)
        assert payload["errorCode"] in {"request.invalid", "field.invalid"}, payload
    response = await sim.client.post(f"{DESK}/999/expire")
    assert response.status == 404
    assert (await response.json())["errorCode"] == "announcement.not.found"


async def test_the_desk_needs_the_control_token(make_client: MakeClient) -> None:
    client = await make_client(admin_token="s3cret-token")
    response = await client.get(DESK)
    assert response.status == 401
    assert (await response.json())["errorCode"] == "admin.token.invalid"
    headers = {"Authorization": "Bearer s3cret-token"}
    response = await client.get(DESK, headers=headers)
    assert response.status == 200
    assert len((await response.json())["value"]["list"]) == 22
