"""Games through the real stack: a lobby over the simulator's catalogue, and real play."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, Request, expect

from .conftest import Stack

pytestmark = pytest.mark.e2e


def _login(page: Page, site: str) -> None:
    page.goto(site)
    header = page.get_by_role("banner")
    header.get_by_role("textbox", name="Username").fill("demo01")
    header.get_by_label("Password").first.fill("demo1234")
    header.get_by_role("button", name="Log in").first.click()
    expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(r"1,000,000"))


def test_lobby_search_favourite_launch_and_play(page: Page, sim: Stack) -> None:
    _login(page, sim.site)
    asked: list[str] = []

    def note_page(request: Request) -> None:
        if "GCSGAME_gameList" in request.url:
            asked.append(parse_qs(urlsplit(request.url).query).get("pageNo", [""])[0])

    page.on("request", note_page)
    page.goto(f"{sim.site}/rng?page=PG")
    grid = page.get_by_role("list", name="Games")
    expect(grid.get_by_role("listitem").first).to_be_visible()
    # The simulator holds hundreds of PG slots; the lobby pages through them as it scrolls.
    expect(grid.get_by_role("listitem")).to_have_count(30)
    page.get_by_test_id("lobby-sentinel").scroll_into_view_if_needed()
    expect(grid.get_by_role("listitem").nth(59)).to_be_attached()
    assert asked[:2] == ["1", "2"], asked
    page.remove_listener("request", note_page)

    page.get_by_label("Search games").fill("Panda")
    first = grid.get_by_role("listitem").first
    expect(first).to_contain_text("Panda")
    # The card's star is named "Add <game name> to favourites"; its launch button by the name.
    star = first.get_by_role("button", name=re.compile(r"^Add .* to favourites$"))
    name = re.sub(r"^Add (.*) to favourites$", r"\1", star.get_attribute("aria-label") or "")
    assert "Panda" in name, name

    first.get_by_role("button", name=f"Add {name} to favourites").click()
    expect(first.get_by_role("button", name=f"Remove {name} from favourites")).to_be_visible()
    page.get_by_label("Search games").fill("")
    page.get_by_role("tab", name="Favourites").click()
    expect(grid.get_by_role("listitem").filter(has_text=name)).to_be_visible()
    favourites = sim.control("GET", "/__sim/journal?type=game.favourite.*&player=demo01")
    assert isinstance(favourites, list) and len(favourites) == 1

    grid.get_by_role("button", name=re.compile(rf"^{re.escape(name)}( NEW)?( HOT)?$")).first.click()
    expect(page).to_have_url(re.compile(r"/game$"))
    game = page.frame_locator("iframe")
    expect(game.get_by_text(name).first).to_be_visible()
    spins = 3
    for _ in range(spins):
        game.get_by_role("button", name="Spin").click()
        expect(game.get_by_role("button", name="Spin")).to_be_enabled(timeout=5_000)

    placed = sim.control("GET", "/__sim/journal?type=bet.placed&player=demo01")
    settled = sim.control("GET", "/__sim/journal?type=bet.settled&player=demo01")
    assert isinstance(placed, list) and isinstance(settled, list)
    assert len(placed) == spins and len(settled) == spins
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict), check
    assert (check["balanced"], check["sum"], check["negative"], check["mismatched"]) == (
        True,
        "0.00",
        [],
        [],
    ), check

    # The game tells the site its wallet changed: the header refetches without a click.
    expect(page.get_by_test_id("balance-amount").first).not_to_have_text(
        re.compile(r"1,000,000\.00")
    )

    # Every round is in the betting record.
    page.get_by_role("button", name="Close game").click()
    page.get_by_role("button", name="Member Center").first.click()
    page.get_by_role("button", name="Betting record").first.click()
    rounds = page.get_by_role("table", name="Bets")
    expect(rounds.locator("tbody tr")).to_have_count(spins)
    for row in rounds.locator("tbody tr").all():
        expect(row).to_contain_text(name)
        expect(row).to_contain_text("Settled")
    expect(rounds.locator("tfoot")).to_contain_text("Total")


def test_game_under_maintenance_offers_popular_games(page: Page, sim: Stack) -> None:
    _login(page, sim.site)
    sim.control("PUT", "/__sim/games/PG", {"maintenance": True})
    page.goto(f"{sim.site}/rng?page=PG")
    grid = page.get_by_role("list", name="Games")
    grid.get_by_role("listitem").first.get_by_role("button").first.click()
    dialog = page.get_by_role("alertdialog").filter(has_text="under maintenance")
    expect(dialog).to_be_visible()
    popular = dialog.get_by_role("list", name="Popular games")
    expect(popular.get_by_role("button").first).to_be_visible()
    # Other vendors' games are offered, never the one under maintenance.
    assert popular.get_by_role("button").count() >= 3


def test_pvp_game_and_vassalage_vendor_launch(page: Page, sim: Stack) -> None:
    _login(page, sim.site)
    # A PVP launch: the platform answers value.content as the address; the game opens.
    page.goto(f"{sim.site}/pvp?vassalage=KM")
    grid = page.get_by_role("list", name="Games")
    grid.get_by_role("listitem").first.get_by_role("button").first.click()
    expect(page).to_have_url(re.compile(r"/game$"))
    expect(page.locator("iframe")).to_have_attribute("src", re.compile(r"/demo/table/\d+\?t="))

    # A VASSALAGE vendor opens the list of its games; one of them launches.
    page.goto(sim.site)
    nav = page.get_by_role("navigation", name="Main navigation")
    nav.get_by_role("button", name="Show Card Games providers").click()
    nav.get_by_role("group", name="Card Games providers").get_by_role(
        "link", name=re.compile("V8 Poker")
    ).click()
    dialog = page.get_by_role("dialog", name="V8 Poker games")
    games = dialog.get_by_role("list", name="V8 Poker games")
    games.get_by_role("button").first.click()
    expect(page).to_have_url(re.compile(r"/game$"))
    launched = sim.control("GET", "/__sim/journal?type=game.launched&player=demo01")
    assert isinstance(launched, list)
    assert [e["data"]["vassalage"] for e in launched][-2:] in (["KM", "V8"], ["V8", "KM"])


# Every frame reports its CSP violations on the console (the browser's own "Refused to ..."
# lines say the same; both are watched).
CSP_WATCH = """
document.addEventListener('securitypolicyviolation', (event) => {
  console.error(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI}`);
});
"""


def _is_csp_report(text: str) -> bool:
    return "CSP violation" in text or "Refused to" in text or "Content Security Policy" in text


def test_home_game_and_member_centre_keep_to_the_csp(page: Page, sim: Stack) -> None:
    page.add_init_script(CSP_WATCH)
    reports: list[str] = []
    page.on("console", lambda message: reports.append(message.text))
    response = page.goto(sim.site)
    assert response is not None
    csp = response.headers["content-security-policy"]
    assert "script-src 'self';" in csp and f"img-src 'self' data: {sim.sim}" in csp, csp
    expect(page.get_by_role("img", name="Lucky Lotus").first).to_be_visible()  # the CDN logo
    page.wait_for_load_state("networkidle")

    _login(page, sim.site)
    page.goto(f"{sim.site}/rng?page=PG")
    grid = page.get_by_role("list", name="Games")
    expect(grid.locator("img").first).to_be_visible()  # game icons on the image CDN
    grid.get_by_role("listitem").first.get_by_role("button").first.click()
    game = page.frame_locator("iframe")
    game.get_by_role("button", name="Spin").click()
    expect(game.get_by_role("button", name="Spin")).to_be_enabled(timeout=5_000)
    page.get_by_role("button", name="Close game").click()

    page.get_by_role("button", name="Member Center").first.click()
    expect(page.get_by_role("dialog", name="Member Center")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert [text for text in reports if _is_csp_report(text)] == []

    # The watch is not blind: an inline script, which the policy forbids, is reported.
    with page.expect_console_message(lambda m: "CSP violation: script-src" in m.text):
        page.evaluate(
            "() => { const s = document.createElement('script');"
            " s.textContent = 'window.inlineRan = true'; document.body.append(s); }"
        )
    assert page.evaluate("() => window.inlineRan") is None
