"""Every public endpoint answers the contract's shape inside the envelope."""

from __future__ import annotations

import base64
import io

from aiohttp import web
from cryptography.hazmat.primitives import serialization
from PIL import Image
from simkit import Sim, make_settings

from simulator.app import create_app

PUBLIC = "http://sim.test:9000"


async def test_system_status_shape(sim: Sim) -> None:
    value = await sim.value("GET", "/wps/system/status?url=www.example.com")
    assert value["status"] == 0
    assert value["maintenance"] is False and value["maintenanceEnd"] is None
    assert value["regionRestriction"] is False
    assert value["location"] == {"ip": "127.0.0.1", "country": "VN"}
    info = value["info"]
    assert set(info) == {
        "customerService",
        "resources",
        "analytics",
        "imageCDNs",
        "launchGameCDNs",
        "domainRoute",
    }
    assert info["imageCDNs"] == [f"{PUBLIC}/cdn"]  # {sim} substituted
    assert info["resources"][0]["url"] == f"{PUBLIC}/cdn/app/web-clip.mobileconfig"
    assert {cs["csType"] for cs in info["customerService"]} == {"LIVECHAT", "TELEGRAM", "VIP"}
    assert info["analytics"] == {"gtagId": ""}
    # the same lines GET /wps/system/domainRoute lists (test_sim_system_routes.py)
    assert info["domainRoute"] == await sim.value("GET", "/wps/system/domainRoute")


async def test_whitelabel_tree(sim: Sim) -> None:
    tree = await sim.value("GET", "/wps/system/whitelabel")
    assert [node["modId"] for node in tree][:2] == ["COMM3", "REG3"]
    reg = next(node for node in tree if node["modId"] == "REG3")
    assert reg["enabled"] == "1"
    children = {child["modId"]: child["enabled"] for child in reg["childrenNodes"]}
    assert children["MOBILENUMPASSREG3"] == "0"
    assert all(child["childrenNodes"] == [] for child in reg["childrenNodes"])


async def test_register_settings(sim: Sim) -> None:
    rules = await sim.value("GET", "/wps/system/setting/register")
    assert rules["username"] == {
        "enabled": True,
        "required": True,
        "acceptedPattern": "^[A-Za-z][A-Za-z0-9]*$",
        "patternId": 2,
        "minLength": 6,
        "maxLength": 12,
    }
    assert rules["confirmPassword"]["acceptedPattern"] == "*"
    assert rules["qqNum"]["enabled"] is False


async def test_countries(sim: Sim) -> None:
    countries = await sim.value("GET", "/wps/system/country")
    assert len(countries) >= 60
    by_code = {c["countryCode"]: c for c in countries}
    assert by_code["VN"] == {"countryCode": "VN", "countryDialingCode": "+84", "name": "Vietnam"}
    assert by_code["GB"]["countryDialingCode"] == "+44"
    assert by_code["NO"]["name"] == "Norway"  # not YAML's boolean


async def test_captcha_is_a_png_of_four_digits(sim: Sim) -> None:
    value = await sim.value("GET", "/wps/captcha?key=abc123")
    image = Image.open(io.BytesIO(base64.b64decode(value)))
    assert image.format == "PNG" and image.size == (120, 44)


async def test_captcha_needs_a_key(sim: Sim) -> None:
    body = await sim.error("GET", "/wps/captcha", "request.invalid")
    assert body["field"] == "key"
    await sim.error("GET", "/wps/captcha?key=" + "x" * 65, "request.invalid")


async def test_rsa_keys_for_both_codecs(sim: Sim) -> None:
    modulus = await sim.value("GET", "/wps/session/key/rsa")
    assert int(modulus, 16).bit_length() == 1024
    modern = await sim.value("GET", "/wps/session/key/rsa?codec=modern")
    key = serialization.load_der_public_key(base64.b64decode(modern["spki"]))
    assert key.key_size == 2048  # type: ignore[union-attr]
    assert len(modern["kid"]) == 16
    await sim.error("GET", "/wps/session/key/rsa?codec=rot13", "request.invalid")


async def test_announcement_banners(sim: Sim) -> None:
    value = await sim.value("GET", "/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W")
    assert set(value) == {"banners"}  # each collection only when its type is asked
    home = [b for b in value["banners"] if b["groupName"] == "w_home"]
    assert 4 <= len(home) <= 5
    first = home[0]
    assert set(first) == {"id", "title", "text", "cta", "url", "image", "groupName"}
    assert first["image"] == f"{PUBLIC}/cdn/banners/welcome.svg"
    assert first["title"] == "Welcome bonus 1000VND"
    assert (first["text"], first["cta"]) == ("Register today and start with a gift", "Join now")


async def test_announcement_titles_follow_language(sim: Sim) -> None:
    value = await sim.value(
        "GET", "/wps/relay/MCSFE_getListAnnouncements?types=B", headers={"Language": "TY"}
    )
    assert value["banners"][0]["title"].startswith("Thưởng")
    other = await sim.value("GET", "/wps/relay/MCSFE_getListAnnouncements?types=PL")
    assert "banners" not in other
    await sim.error("GET", "/wps/relay/MCSFE_getListAnnouncements?types=ZZ", "request.invalid")


async def test_vendor_lanes(sim: Sim) -> None:
    value = await sim.value("GET", "/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop")
    lanes = {lane["gameType"]: lane for lane in value["data"]["lanes"]}
    expected = {"RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "LOTT", "ELOTT", "BGS", "BINGO"}
    assert set(lanes) == expected
    sports = {card["vassalage"] for card in lanes["SPORTS"]["cards"]}
    assert {"DS88", "DIG"} <= sports  # cockfight stays in SPORTS upstream
    card = lanes["LOTT"]["cards"][0]
    assert set(card) == {
        "vassalage",
        "displayName",
        "smallIcon",
        "isHot",
        "accountTypeName",
        "gameType",
        "gameId",
        "nodeId",
    }
    assert card["accountTypeName"] == "TCG_SEA" and card["vassalage"] == "TCG_SEA"
    assert card["gameType"] == "LOTT" and card["isHot"] in (0, 1)
    assert all(c["smallIcon"].startswith("/vendors/") for c in lanes["RNG"]["cards"])


async def test_every_vendor_icon_and_banner_is_served(sim: Sim) -> None:
    lanes = (await sim.value("GET", "/wps/relay/GCSGAME_newGameVendor"))["data"]["lanes"]
    icons = {card["smallIcon"] for lane in lanes for card in lane["cards"]}
    banners = (await sim.value("GET", "/wps/relay/MCSFE_getListAnnouncements"))["banners"]
    paths = {f"/cdn{icon}" for icon in icons} | {b["image"].removeprefix(PUBLIC) for b in banners}
    countries = await sim.value("GET", "/wps/system/country")
    paths |= {f"/cdn/flags/{c['countryCode'].lower()}.svg" for c in countries}
    paths |= {"/cdn/brand/logo.svg", "/cdn/images/broken.svg", "/cdn/avatars/default.svg"}
    for path in sorted(paths):
        response = await sim.client.get(path)
        assert response.status == 200, path
        assert response.content_type == "image/svg+xml", path
        assert (await response.text()).lstrip().startswith("<svg"), path


async def test_cdn_cache_headers_and_misses(sim: Sim) -> None:
    response = await sim.client.get("/cdn/brand/logo.svg")
    assert response.headers["Cache-Control"] == "public, max-age=31536000"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    for path in ("/cdn/nope.svg", "/cdn/../simulator/app.py", "/cdn/%2e%2e/pyproject.toml"):
        missing = await sim.client.get(path)
        assert missing.status == 404, path
        assert (await missing.json())["errorCode"] == "path.not.found"


async def test_unknown_path_and_wrong_method(sim: Sim) -> None:
    await sim.error("GET", "/wps/nothing/here", "path.not.found", 404)
    await sim.error("GET", "/wps/relay/NOPE_nothing", "path.not.found", 404)
    await sim.error("POST", "/wps/system/status", "method.not.allowed", 405)
    await sim.error("PUT", "/wps/session/logout", "method.not.allowed", 405)
    await sim.error("POST", "/wps/relay/GCSGAME_newGameVendor", "method.not.allowed", 405)


async def test_merchant_header_is_required_exactly_once(sim: Sim) -> None:
    response = await sim.client.get("/wps/system/status")
    assert response.status == 400
    assert (await response.json())["errorCode"] == "merchant.invalid"
    await sim.error("GET", "/wps/system/status", "merchant.invalid", headers={"Merchant": "OTHER"})
    twice = await sim.client.get(
        "/wps/system/status", headers=[("Merchant", "DEFAULT"), ("Merchant", "DEFAULT")]
    )
    assert (await twice.json())["errorCode"] == "merchant.invalid"


async def test_unexpected_errors_become_system_error(aiohttp_client, keyring) -> None:  # type: ignore[no-untyped-def]
    async def boom(request: web.Request) -> web.Response:
        raise RuntimeError("secret internals")

    app = create_app(make_settings(), keyring=keyring)
    app.router.add_get("/wps/boom", boom)
    client = await aiohttp_client(app)
    response = await client.get("/wps/boom", headers={"Merchant": "DEFAULT"})
    assert response.status == 500 and response.content_type == "application/json"
    text = await response.text()
    assert "secret internals" not in text and "Traceback" not in text
    assert (await response.json())["errorCode"] == "system.error"
