"""Real play: the demo game pages (HTML, wording, CSP frame-ancestors)."""

from __future__ import annotations

import json

from playkit import auth, launch, slot
from simkit import MakeClient, Sim

from simulator.features.play import page
from simulator.features.play.parent import allowed_parent


async def test_slot_page_renders_with_frame_ancestors(sim: Sim) -> None:
    game, ticket, _ = await slot(sim)
    response = await sim.client.get(f"/demo/slot/{game['gameId']}", params={"t": ticket})
    assert response.status == 200 and response.content_type == "text/html"
    html = await response.text()
    assert game["gameName"] in html and "Spin" in html and "/demo/api/round" in html
    csp = response.headers["Content-Security-Policy"]
    assert "frame-ancestors 'self' http://127.0.0.1:* http://localhost:*" in csp
    assert "script-src 'nonce-" in csp and "unsafe-inline" not in csp.split("script-src")[1]
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert "Merchant" not in response.request_info.headers


async def test_page_wording_follows_lang(sim: Sim) -> None:
    headers = await auth(sim)
    listed = await sim.value(
        "GET", "/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=1&language=TY", headers=headers
    )
    game = listed["games"][0]
    path, ticket = await launch(sim, headers, "JILI", game["gameId"], Language="TY")
    response = await sim.client.get(path, params={"t": ticket, "lang": "vi"})
    html = await response.text()
    assert '<html lang="vi">' in html and "Quay" in html and game["gameName"] in html


async def test_lobby_opens_the_table_page_as_a_lobby_demo(sim: Sim) -> None:
    headers = await auth(sim)
    path, ticket = await launch(sim, headers, "TCG_SEA", 1601)
    assert path == "/demo/table/1601"
    html = await (await sim.client.get(path, params={"t": ticket})).text()
    assert "<title>SEA Lottery (lobby demo)</title>" in html, html[:400]


async def test_a_sportsbook_lobby_opens_the_sportsbook_page(sim: Sim) -> None:
    headers = await auth(sim)
    path, ticket = await launch(sim, headers, "SABA", 1401, Language="TY")
    response = await sim.client.get(path, params={"t": ticket, "lang": "vi"})
    assert response.status == 200 and response.content_type == "text/html"
    html = await response.text()
    assert "/demo/api/sports" in html and "(lobby demo)" not in html
    config = _config(html)
    assert config["title"] == "SABA Sports Lobby" and config["zone"] == "Asia/Ho_Chi_Minh"
    assert config["words"]["slip"] == "Phiếu cược" and config["maxLegs"] == 10
    assert "script-src 'nonce-" in response.headers["Content-Security-Policy"]


async def test_frame_ancestors_setting(make_client: MakeClient) -> None:
    sim = Sim(await make_client(frame_ancestors="https://site.example"))
    game, ticket, _ = await slot(sim)
    response = await sim.client.get(f"/demo/slot/{game['gameId']}", params={"t": ticket})
    assert response.headers["Content-Security-Policy"].endswith(
        "frame-ancestors https://site.example"
    )


async def test_bad_ticket_page_is_html_not_a_500(sim: Sim) -> None:
    response = await sim.client.get("/demo/slot/1001", params={"t": "nope"})
    assert response.status == 401 and response.content_type == "text/html"
    assert "not valid" in await response.text()
    response = await sim.client.get("/demo/slot/1001")
    assert response.status == 401
    response = await sim.client.get("/demo/crash/1001")
    assert response.status == 404


def _config(html: str) -> dict:
    start = html.index('<script type="application/json" id="cfg">') + len(
        '<script type="application/json" id="cfg">'
    )
    return json.loads(html[start : html.index("</script>", start)])


async def test_symbols_are_inline_svg_not_emoji(sim: Sim) -> None:
    game, ticket, _ = await slot(sim)
    html = await (await sim.client.get(f"/demo/slot/{game['gameId']}", params={"t": ticket})).text()
    for name in ("cherry", "lemon", "orange", "grape", "bell", "star", "diamond", "seven"):
        assert f'<symbol id="sym-{name}" viewBox="0 0 64 64">' in html
    assert not [ch for ch in html if ord(ch) >= 0x1F000 or 0x2600 <= ord(ch) <= 0x27BF]
    assert "<image" not in html and 'xlink:href="http' not in html  # nothing fetched
    config = _config(html)
    assert config["symbols"] == list(page.SYMBOLS) and config["parent"] is None
    assert "function money(" in html and "wallet.changed" in html


async def test_parent_origin_is_checked_against_frame_ancestors(sim: Sim) -> None:
    game, ticket, _ = await slot(sim)
    path = f"/demo/slot/{game['gameId']}"

    async def parent(origin: str) -> str | None:
        response = await sim.client.get(path, params={"t": ticket, "origin": origin})
        assert response.status == 200
        return _config(await response.text())["parent"]

    assert await parent("http://localhost:5173") == "http://localhost:5173"
    assert await parent("http://127.0.0.1:8080/") == "http://127.0.0.1:8080"
    assert await parent("https://evil.example") is None
    assert await parent("*") is None
    assert await parent("http://localhost:5173/path?x=1") is None
    assert await parent("javascript:alert(1)") is None


async def test_table_page_posts_to_an_allowed_site_only(make_client: MakeClient) -> None:
    sim = Sim(await make_client(frame_ancestors="https://site.example https://*.brand.example"))
    headers = await auth(sim)
    path, ticket = await launch(sim, headers, "SABA", 1401)
    for origin, expected in (
        ("https://site.example", "https://site.example"),
        ("https://www.brand.example", "https://www.brand.example"),
        ("http://site.example", None),
        ("https://site.example:8443", None),
        ("http://localhost:5173", None),
    ):
        html = await (await sim.client.get(path, params={"t": ticket, "origin": origin})).text()
        assert _config(html)["parent"] == expected, origin


def test_allowed_parent_rules() -> None:
    ancestors = "'self' http://127.0.0.1:* http://localhost:* https://site.example"
    own = "http://127.0.0.1:9000"
    assert allowed_parent("http://LOCALHOST:3000", ancestors, own) == "http://localhost:3000"
    assert allowed_parent("https://site.example:443", ancestors, own) == "https://site.example"
    assert allowed_parent("https://site.example.evil", ancestors, own) is None
    assert allowed_parent("https://user@site.example", ancestors, own) is None
    assert allowed_parent("http://127.0.0.1:9000", "'self'", own) == own
    assert allowed_parent("http://127.0.0.1:9001", "'self'", own) is None
    assert allowed_parent("https://a.example", "'none'", own) is None
    assert allowed_parent("https://a.example", "https:", own) == "https://a.example"
    assert allowed_parent(None, ancestors, own) is None
