"""Issue 5 real play: the betting record relay ODSFE2_getBetRecord."""

from __future__ import annotations

from playkit import ROUND, launch, minor, round_body, slot
from simkit import Sim

RECORD = "/wps/relay/ODSFE2_getBetRecord"


async def _play(sim: Sim) -> tuple[dict, dict[str, str]]:
    """Three JILI slot rounds on 2024-03-01, two EVO table rounds on 2024-03-02."""
    await sim.control("POST", "/__sim/clock", {"set": "2024-03-01T10:00:00Z", "freeze": True})
    game, ticket, headers = await slot(sim)
    for _ in range(3):
        await sim.value("POST", ROUND, json=round_body(ticket, game["minBet"]))
        await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    await sim.control("POST", "/__sim/clock", {"set": "2024-03-02T00:01:00Z"})
    _, table = await launch(sim, headers, "EVO", 1101)
    state = await sim.value("GET", "/demo/api/state", params={"t": table})
    for choice in ("dragon", "tie"):
        body = round_body(table, state["game"]["bets"][1], choice=choice)
        await sim.value("POST", ROUND, json=body)
    return game, headers


async def test_bet_record_filters_paging_and_totals(sim: Sim) -> None:
    game, headers = await _play(sim)
    both = {"beginDate": "2024-03-01", "endDate": "2024-03-02"}
    everything = await sim.value("GET", RECORD, params={**both, "pageSize": "50"}, headers=headers)
    assert everything["totalCount"] == 5 and everything["totalPages"] == 1
    rows = everything["list"]
    assert [r["vassalage"] for r in rows] == ["EVO", "EVO", "JILI", "JILI", "JILI"]
    assert rows[0]["betTime"] >= rows[-1]["betTime"]
    first = rows[-1]
    assert first["gameName"] == game["gameName"] and first["gameType"] == "RNG"
    assert first["status"] == "settled" and first["validBet"] == first["betAmount"]
    assert minor(first["profit"]) == minor(first["winAmount"]) - minor(first["betAmount"])
    totals = everything["totals"]
    for key in ("betAmount", "validBet", "winAmount", "profit"):
        assert minor(totals[key]) == sum(minor(r[key]) for r in rows)

    day1 = await sim.value(
        "GET", RECORD, params={"beginDate": "2024-03-01", "endDate": "2024-03-01"}, headers=headers
    )
    assert day1["totalCount"] == 3
    live = await sim.value("GET", RECORD, params={**both, "gameType": "LIVE"}, headers=headers)
    assert live["totalCount"] == 2 and {r["gameType"] for r in live["list"]} == {"LIVE"}
    jili = await sim.value("GET", RECORD, params={**both, "vassalage": "jili"}, headers=headers)
    assert jili["totalCount"] == 3
    page2 = await sim.value(
        "GET", RECORD, params={**both, "pageSize": "2", "pageNo": "2"}, headers=headers
    )
    assert page2["totalPages"] == 3 and [r["roundId"] for r in page2["list"]] == [
        r["roundId"] for r in rows[2:4]
    ]
    assert page2["totals"] == totals  # totals cover every matching round, not the page
    past = await sim.value("GET", RECORD, params={**both, "pageNo": "9"}, headers=headers)
    assert past["list"] == [] and past["totalCount"] == 5
    today = await sim.value("GET", RECORD, headers=headers)  # default: today on the clock
    assert today["totalCount"] == 2


async def test_bet_record_errors(sim: Sim) -> None:
    await sim.error("GET", RECORD, "login.not.session", 401)
    _, _, headers = await slot(sim)
    bad = await sim.error(
        "GET", RECORD, "request.invalid", params={"beginDate": "01-03-2024"}, headers=headers
    )
    assert bad["field"] == "beginDate"
    reversed_ = {"beginDate": "2024-03-02", "endDate": "2024-03-01"}
    await sim.error("GET", RECORD, "request.invalid", params=reversed_, headers=headers)
    await sim.error("GET", RECORD, "request.invalid", params={"pageSize": "101"}, headers=headers)
    body = {"os": "Linux", "platform": "W", "nonce": "n-record-0001"}
    gateway = {"X-Gateway-Version": "3"}
    trial = (await sim.send("POST", "/wps/session/login/freeplay", body, headers=gateway))["value"]
    await sim.error(
        "GET", RECORD, "in_need_true_account", 403, headers={"Authorization": trial["token"]}
    )
