"""The rest of the site through the real stack (docs/contract.md section 15): a pop-up
announcement and the notice list, a message after a deposit, a referral reward paid once, a
rank promotion on the clock and the VIP customer-service route, feedback with an image, and
every route of SPEC.md section 2. Journeys where money moves end with the ledger balanced."""

from __future__ import annotations

import plistlib
import re
import struct
import urllib.request
import zlib
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from .conftest import Stack, close_popup_announcements, popup_announcements
from .layout import TRACK_REQUESTS, quiet
from .steps import balance, login, member_centre

pytestmark = pytest.mark.e2e

# 00:05:10 on 3 January 2030 in the brand's zone (Asia/Ho_Chi_Minh, UTC+7): ten seconds into
# a one-minute lottery issue, a quarter of an hour before the 00:20 rank job.
AFTER_MIDNIGHT = "2030-01-02T17:05:10Z"


def _ledger_balanced(sim: Stack) -> None:
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict), check
    assert (check["balanced"], check["sum"], check["negative"], check["mismatched"]) == (
        True,
        "0.00",
        [],
        [],
    ), check


def _journal(sim: Stack, kind: str, player: str) -> list[dict]:
    entries = sim.control("GET", f"/__sim/journal?type={kind}&player={player}")
    assert isinstance(entries, list), entries
    return entries


def _deposit(page: Page, amount: int) -> Locator:
    """A deposit by bank transfer, paid on the gateway's page in the frame."""
    dialog = member_centre(page, "Deposit")
    dialog.get_by_role("radio", name=re.compile("Bank transfer")).check()
    dialog.get_by_role("textbox", name="Amount").fill(str(amount))
    dialog.get_by_role("button", name="Deposit now").click()
    gateway = page.frame_locator("iframe[title='Payment']")
    gateway.get_by_role("button", name="Pay now").click()
    received = rf"Deposit of .*{re.escape(f'{amount:,.2f}')} received\."
    expect(dialog.get_by_text(re.compile(received))).to_be_visible()
    return dialog


def _inbox(sim: Stack, account: str) -> list[dict]:
    """The member's messages as the simulator keeps them, newest first."""
    listed = sim.control("GET", f"/__sim/messages?player={account}&limit=100")
    assert isinstance(listed, dict), listed
    return [message for message in listed["list"] if not message["deleted"]]


def _unread(sim: Stack, account: str) -> int:
    return sum(1 for message in _inbox(sim, account) if not message["read"])


# -- a. pop-up announcements and the notice list ---------------------------------------------


def _publish_popup(sim: Stack, title: str) -> int:
    notice = sim.control(
        "POST",
        "/__sim/announcements",
        {"type": "PU", "title": {"EN": title}, "content": {"EN": f"<p>{title}: read me.</p>"}},
    )
    assert isinstance(notice, dict), notice
    return int(notice["id"])


def test_popup_announcement_once_then_the_notice_list(page: Page, sim: Stack) -> None:
    # Set-up: the seeded pop-ups end, so the one QA publishes is the only one.
    listed = sim.control("GET", "/__sim/announcements")
    assert isinstance(listed, dict), listed
    for notice in listed["list"]:
        if notice["type"] == "PU" and notice["live"]:
            sim.control("POST", f"/__sim/announcements/{notice['id']}/expire")
    first = _publish_popup(sim, "Cashier closed tonight")
    page.remove_locator_handler(popup_announcements(page))  # this test closes them itself

    login(page, sim.site, "demo01")
    popup = page.get_by_role("dialog", name="Cashier closed tonight")
    expect(popup).to_contain_text("Cashier closed tonight: read me.")
    # The pop-up closes at once; the dismissal reaches the simulator when its call answers.
    with page.expect_response(lambda answer: "MCSFE_dismissAnnouncement" in answer.url) as call:
        popup.get_by_role("button", name="Got it").click()
    assert call.value.ok
    expect(popup).to_have_count(0)
    dismissed = _journal(sim, "announcement.dismissed", "demo01")
    assert [entry["data"]["id"] for entry in dismissed] == [first]

    # After a reload only the pop-up published since shows: the list was read again and the
    # closed one is left out for this member.
    _publish_popup(sim, "Lucky hour at nine")
    page.reload()
    second = page.get_by_role("dialog", name="Lucky hour at nine")
    expect(second).to_be_visible()
    expect(page.get_by_role("dialog", name="Cashier closed tonight")).to_have_count(0)
    second.get_by_role("button", name="Got it").click()
    expect(page.get_by_role("dialog")).to_have_count(0)

    # 12 seeded player notices live, newest first: 9 on the first page with the newest shown
    # beside them, the oldest 3 on the second.
    page.goto(f"{sim.site}/noticePage")
    notices = page.get_by_role("list", name="Announcements").get_by_role("listitem")
    expect(notices).to_have_count(9)
    detail = page.get_by_role("article")
    expect(detail.get_by_role("heading", level=2)).to_have_text("Weekend football specials")
    notices.filter(has_text="Protect your account").click()
    expect(detail.get_by_role("heading", level=2)).to_have_text("Protect your account")
    expect(detail).to_contain_text("Our staff will never ask for your password")
    page.get_by_role("navigation", name="Pages").get_by_role("button", name="Page 2").click()
    expect(notices).to_have_count(3)
    expect(notices.first).to_contain_text("New deposit channel - e-wallets")
    expect(notices.last).to_contain_text("Welcome to Lucky Lotus")
    notices.last.click()
    expect(detail.get_by_role("heading", level=2)).to_have_text("Welcome to Lucky Lotus")


# -- b. a message after a deposit --------------------------------------------------------------


def _inbox_button(page: Page) -> Locator:
    return page.get_by_role("banner").get_by_role(
        "button", name=re.compile(r"^Platform information")
    )


def _unread_name(count: int) -> str:
    return f"Platform information, {count} unread" if count else "Platform information"


def test_a_deposit_message_raises_the_unread_count_until_read(page: Page, sim: Stack) -> None:
    login(page, sim.site, "demo01")
    before = _unread(sim, "demo01")  # the welcome, and what the login itself completed
    assert before >= 1
    expect(_inbox_button(page)).to_have_accessible_name(_unread_name(before))

    # The deposit writes its message, and completes the daily deposit mission, which writes
    # another.
    dialog = _deposit(page, 200_000)
    balance(page, "1,200,000.00")
    dialog.get_by_role("button", name="Close").first.click()
    newest = _inbox(sim, "demo01")[:2]
    assert sorted(message["category"] for message in newest) == ["DEPOSIT", "MISSION"]
    assert _unread(sim, "demo01") == before + 2
    expect(_inbox_button(page)).to_have_accessible_name(_unread_name(before + 2))

    _inbox_button(page).click()
    dialog = page.get_by_role("dialog", name="Member Center")
    messages = dialog.get_by_role("list", name="Messages")
    message = messages.get_by_role("listitem").filter(has_text="Deposit credited")
    expect(message).to_contain_text("Unread")
    # The row's button reads its category, "Unread", its time and its title.
    message.get_by_role("button", name=re.compile(r"^Deposit Unread .* Deposit credited$")).click()
    opened = dialog.get_by_role("article", name="Deposit credited")
    expect(opened).to_contain_text(
        re.compile(r"Your deposit D\d+ of \D*200,000\.00\D* has been credited")
    )
    expect(dialog.get_by_role("button", name=_unread_name(before + 1), exact=True)).to_be_visible()
    dialog.get_by_role("button", name="Back to messages").click()
    expect(message).not_to_contain_text("Unread")
    dialog.get_by_role("button", name="Close").first.click()
    expect(_inbox_button(page)).to_have_accessible_name(_unread_name(before + 1))
    assert _unread(sim, "demo01") == before + 1
    _ledger_balanced(sim)


# -- c. a referral reward paid once --------------------------------------------------------------


def _register(page: Page, link: str, username: str, password: str) -> None:
    page.goto(link)
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("textbox", name=re.compile("^Username")).fill(username)
    dialog.get_by_label(re.compile("^Password")).fill(password)
    dialog.get_by_label(re.compile("^Confirm password")).fill(password)
    dialog.get_by_label(re.compile("I confirm I am 18 years old")).check()
    dialog.get_by_role("button", name="Register", exact=True).click()
    welcome = page.get_by_role("dialog").filter(has_text=f"Welcome, {username}!")
    welcome.get_by_role("button", name="Start playing").click()
    expect(page.get_by_role("dialog")).to_have_count(0)


def _new_context(browser: Browser) -> BrowserContext:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")
    context.set_default_timeout(10_000)
    return context


def _invitee_deposits(browser: Browser, link: str) -> None:
    """The friend opens the link in their own browser, registers and deposits 200,000."""
    context = _new_context(browser)
    friend = context.new_page()
    close_popup_announcements(friend)
    errors: list[str] = []
    friend.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        _register(friend, link, "friend77", "abc12345")
        balance(friend, "0.00")
        _deposit(friend, 200_000)
        balance(friend, "200,000.00")
    finally:
        context.close()
    assert not errors, f"uncaught errors in the friend's page: {errors}"


def test_referral_reward_paid_once_after_the_first_deposit(
    page: Page, browser: Browser, sim: Stack
) -> None:
    # The clock stands still: the referral job runs when the test moves it, not on its own.
    sim.control("POST", "/__sim/clock", {"freeze": True})
    login(page, sim.site, "demo01")
    dialog = member_centre(page, "Invite friends")
    link = dialog.get_by_role("textbox", name="Invitation link")
    code = dialog.get_by_role("textbox", name="Invitation code").input_value()
    assert re.fullmatch(r"R[0-9A-Z]+", code), code
    expect(link).to_have_value(f"{sim.site}/register?referralCode={code}")
    invitees = dialog.get_by_role("region", name="Your invitees")
    expect(invitees).to_contain_text("No invitees yet")

    _invitee_deposits(browser, link.input_value())
    # A minute on the clock runs the job once: demo01 is paid the brand's 50,000 reward.
    sim.control("POST", "/__sim/clock", {"advance": "1m"})
    rewarded = _journal(sim, "referral.rewarded", "demo01")
    assert [(e["data"]["invitee"], e["data"]["amount"]) for e in rewarded] == [
        ("friend77", "50000.00")
    ]
    # Run again by QA: nothing more is paid.
    assert sim.control("POST", "/__sim/referral/run") == {"rewarded": 0, "expired": 0}
    assert len(_journal(sim, "referral.rewarded", "demo01")) == 1

    dialog.get_by_role("button", name="Close").first.click()
    page.reload()
    balance(page, "1,050,000.00")
    dialog = member_centre(page, "Invite friends")
    row = (
        dialog.get_by_role("region", name="Your invitees")
        .get_by_role("row")
        .filter(has_text="fr***77")
    )
    expect(row).to_contain_text("Rewarded")
    expect(row).to_contain_text("200,000.00")
    expect(row).to_contain_text("50,000.00")
    expect(dialog.get_by_label("Your invitations")).to_contain_text("50,000.00")
    _ledger_balanced(sim)


# -- d. a rank promotion on the clock, and the VIP customer-service route --------------------

LIVECHAT = "https://chat.example.invalid/lucky-lotus"
VIP_CHAT = "https://chat.example.invalid/lucky-lotus-vip"


def _rank_level(page: Page, text: str) -> Locator:
    dialog = member_centre(page, "Player rank")
    current = dialog.get_by_role("region", name="Your rank")
    expect(current).to_contain_text(text)
    return dialog


def _chat_opens(page: Page) -> str:
    """Clicks the side bar's support button and answers where the pop-up went."""
    with page.context.expect_page() as opened:
        page.get_by_role("complementary", name="Quick links").get_by_role(
            "button", name="Support"
        ).click()
    popup = opened.value
    popup.wait_for_url(re.compile(r"^https://chat\.example\.invalid/"))
    url = popup.url
    popup.close()
    return url


def _bet_on_lottery(page: Page, sim: Stack, amount: int) -> None:
    """One Big ticket on the one-minute 5D lottery; QA draws all zeros (Small), so it loses."""
    page.goto(f"{sim.site}/seaLottery?gameCode=SEA5D_1M")
    slip = page.get_by_role("form", name="Bet slip")
    slip.get_by_role("tab", name="Big / Small").click()
    slip.get_by_role("button", name="Big", exact=True).click()
    slip.get_by_label(re.compile("^Amount")).fill(str(amount))
    slip.get_by_role("button", name="Place bet").click()
    expect(page.get_by_text(re.compile(r"Ticket \S+ placed on issue"))).to_be_visible()
    sim.control("POST", "/__sim/lottery/next", {"game": "SEA5D_1M", "numbers": list("00000")})


def test_rank_promotion_on_the_clock_and_vip_customer_service(page: Page, sim: Stack) -> None:
    """Real: demo01's 200,000,000 deposit paid on the gateway and a 200,000,000 lottery ticket
    bought on the lottery page and settled by its draw on the clock; the ranks job at 00:20
    brand time promoting Gold (3) to Platinum (4) from them; the customer-service pop-up's
    address, asked of the BFF on each click. Set up: the draw's numbers (QA forces a loss so
    the balance is known), and Diamond (5), the first VIP level, given by the desk
    (`PUT /__sim/players/demo01 {clubRank: 5}`): reaching it by play means 1,000,000,000 of
    valid bets, which proves nothing more than the Platinum promotion does."""
    # Years ahead every seeded password would be past its age (docs/qa.md).
    sim.control("PUT", "/__sim/system", {"passwordMaxAgeDays": 0})
    sim.control("POST", "/__sim/clock", {"set": AFTER_MIDNIGHT, "freeze": True})
    page.context.route(
        "https://chat.example.invalid/**",
        lambda route: route.fulfill(content_type="text/html", body="<title>Chat</title>"),
    )
    login(page, sim.site, "demo01")
    expect(
        page.get_by_role("banner").get_by_role("button", name="Player rank: Gold")
    ).to_be_visible()
    assert _chat_opens(page) == LIVECHAT

    dialog = _deposit(page, 200_000_000)
    balance(page, "201,000,000.00")
    dialog.get_by_role("button", name="Close").first.click()
    _bet_on_lottery(page, sim, 200_000_000)
    balance(page, "1,000,000.00")
    sim.control("POST", "/__sim/clock", {"advance": "1m"})  # the 00:06 draw settles the ticket

    # The figures count now; the level waits for the job.
    page.goto(sim.site)
    dialog = _rank_level(page, "Level 3 · Gold")
    nxt = dialog.get_by_role("group", name=re.compile("To reach level 4 · Platinum"))
    expect(nxt).to_contain_text(re.compile(r"Valid bets\D*200,000,000\.00 of \D*200,000,000\.00"))
    expect(nxt).to_contain_text(re.compile(r"Deposits\D*200,000,000\.00 of \D*20,000,000\.00"))
    dialog.get_by_role("button", name="Close").first.click()
    assert _journal(sim, "rank.changed", "demo01") == []

    # 00:20 brand time: the job promotes once, with a message.
    ran = sim.control("POST", "/__sim/clock", {"advance": "14m"})
    assert isinstance(ran, dict) and "ranks.evaluate" in {r["job"] for r in ran["ran"]}, ran
    changes = _journal(sim, "rank.changed", "demo01")
    assert [entry["data"] for entry in changes] == [{"from": 3, "to": 4, "by": "job"}]
    assert _inbox(sim, "demo01")[0]["category"] == "RANK"
    page.reload()
    expect(
        page.get_by_role("banner").get_by_role("button", name="Player rank: Platinum")
    ).to_be_visible()
    dialog = _rank_level(page, "Level 4 · Platinum")
    dialog.get_by_role("button", name="Close").first.click()
    # Platinum is not VIP yet: still the live chat.
    assert _chat_opens(page) == LIVECHAT

    # Diamond from the desk: the next click goes to the VIP chat.
    sim.control("PUT", "/__sim/players/demo01", {"clubRank": 5})
    assert _chat_opens(page) == VIP_CHAT
    balance(page, "1,000,000.00")
    _ledger_balanced(sim)


# -- e. feedback with an image ---------------------------------------------------------------


def _png() -> bytes:
    """A 2x2 png, made here byte by byte."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data)
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0)  # 8-bit RGB
    rows = b"".join(b"\x00" + b"\xff\x00\x00" * 2 for _ in range(2))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def test_feedback_with_an_image_reaches_qa(page: Page, sim: Stack, tmp_path: Path) -> None:
    image = tmp_path / "proof.png"
    image.write_bytes(_png())
    login(page, sim.site, "demo01")
    page.get_by_role("contentinfo").get_by_role("button", name="Send feedback").click()
    form = page.get_by_role("dialog", name="Send feedback")
    form.get_by_label("Question type").select_option("Deposit")
    text = "My deposit took ten minutes to arrive yesterday."
    form.get_by_label("Your feedback").fill(text)
    form.get_by_label("Contact").fill("demo01@example.com")
    form.get_by_label(re.compile("^Images")).set_input_files(image)
    expect(form.get_by_role("list", name="Chosen images").get_by_role("img")).to_have_count(1)
    form.get_by_role("button", name="Send feedback").click()
    expect(form.get_by_role("status")).to_contain_text("Thank you for your feedback")

    listed = sim.control("GET", "/__sim/feedback")
    assert isinstance(listed, dict), listed
    [sent] = listed["list"]
    assert (sent["account"], sent["questionType"], sent["content"], sent["contact"]) == (
        "demo01",
        "DEPOSIT",
        text,
        "demo01@example.com",
    )
    assert sent["images"] == 1
    expect(form.get_by_role("status")).to_contain_text(f"number {sent['id']}")
    # Images are numbered from 1 (docs/contract.md section 15).
    with urllib.request.urlopen(f"{sim.sim}/__sim/feedback/{sent['id']}/images/1") as answer:
        assert answer.headers["Content-Type"] == "image/png"
        assert answer.read() == image.read_bytes()


# -- every route of SPEC.md section 2 --------------------------------------------------------

ROUTES = [
    "/",
    "/index",
    "/index.html",
    "/home",
    "/register",
    "/register.html",
    "/noticePage",
    "/pointMall",
    "/lottery",
    "/vnlottery",
    "/seaLottery",
    "/elott",
    "/rng",
    "/bgs",
    "/bingo",
    "/live",
    "/fish",
    "/pvp",
    "/esports",
    "/cockfight",
    "/sports",
    "/promotions",
    "/promoDetail?id=1001",
    "/seamless",
    "/help",
    "/down",
    "/join",
    "/helpmc",
    "/game",
    "/login",
    "/download",
]


BROKEN = re.compile(r"^(Page not found|Something went wrong|This page could not be loaded)$")


def test_every_route_is_a_page(page: Page, sim: Stack) -> None:
    page.add_init_script(TRACK_REQUESTS)
    for route in ROUTES:
        page.goto(f"{sim.site}{route}")
        # The shell is up once the header shows (the help page without it: its main part).
        shell = page.get_by_role("main") if route == "/helpmc" else page.get_by_role("banner")
        expect(shell.first, route).to_be_visible()
        quiet(page)  # its data has come, and with it any error state
        expect(page.get_by_role("heading", name=BROKEN), route).to_have_count(0)


def test_every_download_link_installs_what_it_says(page: Page, sim: Stack) -> None:
    """Each QR code's link on /down answers with the file it names: the brand's iOS profile is a
    configuration profile whose web clip opens this site."""
    page.goto(f"{sim.site}/down")
    apps = page.get_by_role("region", name="Scan to download")
    links = apps.get_by_role("link")
    expect(links.first).to_be_visible()
    hrefs = [links.nth(index).get_attribute("href") for index in range(links.count())]
    assert hrefs, "the default brand offers its iOS profile"
    for href in hrefs:
        assert href
        with urllib.request.urlopen(href, timeout=10) as answer:
            assert answer.status == 200, href
            body = answer.read()
            if href.endswith(".mobileconfig"):
                assert answer.headers["Content-Type"] == "application/x-apple-aspen-config"
                profile = plistlib.loads(body)
                (clip,) = profile["PayloadContent"]
                assert clip["URL"] == sim.site
    site = page.get_by_role("region", name="Open Lucky Lotus on your phone")
    expect(site).to_contain_text(sim.site.removeprefix("http://"))
