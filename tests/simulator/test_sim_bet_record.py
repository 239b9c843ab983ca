"""Real play: the betting record relay ODSFE2_getBetRecord."""

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


async def _ticket(sim: Sim, headers: dict[str, str], amount: str) -> dict:
    body = {"gameCode": "SEA5D_1M", "playType": "5D_BIG_SMALL", "numbers": ["BIG"]}
    return (
        await sim.value("POST", "/lgw/orders", headers=headers, json={**body, "amount": amount})
    )["ticket"]


async def test_lottery_tickets_on_the_brand_days(sim: Sim) -> None:
    """The brand's zone is Asia/Ho_Chi_Minh (UTC+7): 16:50Z is 23:50 on Jan 1 there, 17:10Z
    is 00:10 on Jan 2, though both are Jan 1 in UTC."""
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T16:50:00Z", "freeze": True})
    headers = {"Authorization": (await sim.login())["token"]}
    late = await _ticket(sim, headers, "1000.00")
    await sim.control(
        "POST", "/__sim/lottery/next", {"game": "SEA5D_1M", "numbers": [9, 9, 9, 9, 9]}
    )
    await sim.control("POST", "/__sim/clock", {"advance": "20m"})
    early = await _ticket(sim, headers, "2000.50")

    jan1 = {"beginDate": "2030-01-01", "endDate": "2030-01-01"}
    day1 = await sim.value("GET", RECORD, params=jan1, headers=headers)
    assert [r["roundId"] for r in day1["list"]] == [late["ticketId"]]
    row = day1["list"][0]
    assert (row["gameType"], row["vassalage"], row["status"]) == ("LOTT", "TCG_SEA", "settled")
    assert (row["betAmount"], row["validBet"], row["winAmount"]) == (
        "1000.00",
        "1000.00",
        "1950.00",
    )
    assert row["profit"] == "950.00" and row["gameName"]
    assert day1["totals"]["profit"] == "950.00"

    today = await sim.value("GET", RECORD, headers=headers)  # default: today in the brand zone
    assert [r["roundId"] for r in today["list"]] == [early["ticketId"]]
    open_ = today["list"][0]
    # not drawn yet: staked, but no turnover or result until it settles
    assert (open_["status"], open_["betAmount"], open_["validBet"]) == ("open", "2000.50", "0.00")
    assert (open_["winAmount"], open_["profit"]) == ("0.00", "0.00")
    assert today["totals"] == {
        "betAmount": "2000.50",
        "validBet": "0.00",
        "winAmount": "0.00",
        "profit": "0.00",
    }

    both = {"beginDate": "2030-01-01", "endDate": "2030-01-02"}
    lott = await sim.value("GET", RECORD, params={**both, "gameType": "LOTT"}, headers=headers)
    assert lott["totalCount"] == 2
    slots = await sim.value("GET", RECORD, params={**both, "gameType": "RNG"}, headers=headers)
    assert slots["totalCount"] == 0


async def test_rounds_and_tickets_in_one_record(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T03:00:00Z", "freeze": True})
    game, ticket, headers = await slot(sim)
    await sim.value("POST", ROUND, json=round_body(ticket, game["minBet"]))
    await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    placed = await _ticket(sim, headers, "1000.00")
    record = await sim.value("GET", RECORD, headers=headers)
    assert [(r["gameType"], r["status"]) for r in record["list"]] == [
        ("LOTT", "open"),
        ("RNG", "settled"),
    ]
    assert record["list"][0]["roundId"] == placed["ticketId"]
    assert minor(record["totals"]["betAmount"]) == minor(game["minBet"]) + 100_000
