"""Module gating, maintenance and region restriction, and their precedence."""

from __future__ import annotations

from simkit import Sim

LOGIN_BODY = {"username": "demo01", "password": "demo1234"}


async def switch(sim: Sim, **modules: str) -> None:
    await sim.control("PUT", "/__sim/modules", modules)


async def test_disabled_module_refuses_its_endpoint(sim: Sim) -> None:
    await switch(sim, REG3="0")
    tree = await sim.value("GET", "/wps/system/whitelabel")
    assert next(n for n in tree if n["modId"] == "REG3")["enabled"] == "0"
    result = await sim.send("PUT", "/wps/member/register", {"username": "x"}, status=400)
    assert result["errorCode"] == "function.not.available"
    await switch(sim, REG3="1")
    result = await sim.send("PUT", "/wps/member/register", {"username": "x"}, status=400)
    assert result["errorCode"] == "field.invalid"


async def test_module_gate_on_captcha_login_and_relay(sim: Sim) -> None:
    await switch(sim, CAPTCHA3="0", GAMELO3="0", COMM3="0")
    await sim.error("GET", "/wps/captcha?key=a", "function.not.available")
    await sim.error("GET", "/wps/relay/GCSGAME_newGameVendor", "function.not.available")
    result = await sim.send("POST", "/wps/session/login", LOGIN_BODY, status=400)
    assert result["errorCode"] == "function.not.available"
    await sim.error("GET", "/wps/relay/MCSFE_getListAnnouncements", "function.not.available")
    # a relay without a module still answers
    await sim.value("GET", "/wps/relay/ODSFE2_getWinnerBoard")


async def test_module_header_gates_any_call(sim: Sim) -> None:
    token = (await sim.login())["token"]
    headers = {"Authorization": token, "ModuleId": "PTSYS3"}
    assert await sim.value("GET", "/wps/member/info", headers=headers)
    await switch(sim, PTSYS3="0")
    await sim.error("GET", "/wps/member/info", "function.not.available", headers=headers)
    # an id the tree does not know is not gated
    await sim.value("GET", "/wps/member/info", headers={"Authorization": token, "ModuleId": "X"})


async def test_maintenance(sim: Sim) -> None:
    token = (await sim.login())["token"]
    state = await sim.control(
        "PUT", "/__sim/system", {"maintenance": True, "maintenanceEnd": "2030-01-02T03:04:05Z"}
    )
    assert state["system"]["maintenanceEnd"] == "2030-01-02T03:04:05Z"
    status = await sim.value("GET", "/wps/system/status")
    assert status["status"] == 1 and status["maintenance"] is True
    assert status["maintenanceEnd"] == 1_893_553_445_000
    # open during maintenance: /wps/system/*, the RSA key, /__sim/*, the CDN
    await sim.value("GET", "/wps/system/whitelabel")
    await sim.value("GET", "/wps/system/country")
    await sim.value("GET", "/wps/session/key/rsa")
    assert (await sim.client.get("/cdn/brand/logo.svg")).status == 200
    # everything else refuses
    result = await sim.send("POST", "/wps/session/login", LOGIN_BODY, status=400)
    assert result["errorCode"] == "function.not.available"
    for path in ("/wps/member/info", "/wps/v2/wallets/balance", "/wps/captcha?key=a"):
        await sim.error("GET", path, "function.not.available", headers={"Authorization": token})
    await sim.error("GET", "/wps/relay/MCSFE_getListAnnouncements", "function.not.available")

    await sim.control("PUT", "/__sim/system", {"maintenance": False})
    assert (await sim.value("GET", "/wps/system/status"))["maintenanceEnd"] is None
    assert await sim.value("GET", "/wps/member/info", headers={"Authorization": token})


async def test_blocked_country_restricts(sim: Sim) -> None:
    headers = {"X-Forwarded-For": "203.0.113.9, 10.0.0.1"}
    status = await sim.value("GET", "/wps/system/status", headers=headers)
    assert status["status"] == 0 and status["location"] == {"ip": "203.0.113.9", "country": "VN"}

    await sim.control("PUT", "/__sim/system", {"geo": {"203.0.113.0/24": "US"}})
    status = await sim.value("GET", "/wps/system/status", headers=headers)
    assert status["status"] == 2 and status["regionRestriction"] is True
    assert status["location"]["country"] == "US"
    await sim.error(
        "GET", "/wps/relay/MCSFE_getListAnnouncements", "region.restricted", 403, headers=headers
    )
    result = await sim.send("POST", "/wps/session/login", LOGIN_BODY, status=403, headers=headers)
    assert result["errorCode"] == "region.restricted"
    await sim.value("GET", "/wps/system/country", headers=headers)
    # other callers are not restricted
    await sim.value("GET", "/wps/relay/MCSFE_getListAnnouncements")


async def test_geo_longest_match_and_loopback(sim: Sim) -> None:
    geo = {"198.51.0.0/16": "US", "198.51.100.0/24": "TH", "127.0.0.1": "SG", "2001:db8::/32": "GB"}
    await sim.control("PUT", "/__sim/system", {"geo": geo})

    async def country(ip: str | None) -> str:
        headers = {"X-Forwarded-For": ip} if ip else {}
        return (await sim.value("GET", "/wps/system/status", headers=headers))["location"][
            "country"
        ]

    assert await country("198.51.7.7") == "US"
    assert await country("198.51.100.7") == "TH"
    assert await country("2001:db8::1") == "GB"
    assert await country(None) == "SG"  # loopback placed by geo
    assert await country("garbage") == "SG"  # unparsable XFF falls back to the peer
    await sim.control("PUT", "/__sim/system", {"geo": {}})
    assert await country(None) == "VN"  # loopback defaults to the brand's home country


async def test_maintenance_wins_over_restriction(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/system", {"geo": {"127.0.0.1": "US"}, "maintenance": True})
    status = await sim.value("GET", "/wps/system/status")
    assert status["status"] == 1
    assert status["maintenance"] is True and status["regionRestriction"] is True
    await sim.error("GET", "/wps/relay/MCSFE_getListAnnouncements", "function.not.available")
    await sim.control("PUT", "/__sim/system", {"maintenance": False})
    assert (await sim.value("GET", "/wps/system/status"))["status"] == 2
    await sim.control("PUT", "/__sim/system", {"blockedCountries": []})
    assert (await sim.value("GET", "/wps/system/status"))["status"] == 0
