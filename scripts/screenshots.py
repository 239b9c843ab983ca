"""Screenshots of the site as players see it: dark and light, desktop and phone widths.

Starts the simulator and the BFF on free ports (the built SPA must exist: `make build`, or
another build named by E2E_WEB_DIST), optionally puts the simulator in a state, and writes
PNGs to var/screenshots/.

    .venv/bin/python scripts/screenshots.py / /help?section=responsible-gaming
    .venv/bin/python scripts/screenshots.py / --system '{"geo": {"127.0.0.0/8": "US"}}'
    .venv/bin/python scripts/screenshots.py / --login demo01:demo1234
    .venv/bin/python scripts/screenshots.py /promotions --lang TY --theme dark --width phone
    .venv/bin/python scripts/screenshots.py / --lang FR --theme dark --width 1280
    .venv/bin/python scripts/screenshots.py / --login agent01:demo1234 --width desktop \
        --click "role=banner >> role=button[name='Agent']" \
        --click "role=dialog >> role=button[name='Team betting']"
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson
from playwright.sync_api import Locator, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.conftest import (  # noqa: E402
    CHROMIUM_ARGS,
    DESKTOP_CHROMIUM,
    popup_announcements,
    running_stack,
)

VIEWPORTS = {"desktop": {"width": 1366, "height": 800}, "phone": {"width": 390, "height": 844}}


def _width(value: str) -> str:
    """desktop, phone, or a width in px (a laptop's 800 px height)."""
    if value in VIEWPORTS or value.isdigit():
        return value
    raise argparse.ArgumentTypeError(f"desktop, phone or a number of px, not {value!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", help="site paths, e.g. / or /help")
    parser.add_argument("--system", help="JSON body for PUT /__sim/system first")
    parser.add_argument("--login", help="account:password to sign in with first")
    parser.add_argument("--full", action="store_true", help="whole page, not the viewport")
    parser.add_argument("--out", type=Path, default=ROOT / "var" / "screenshots")
    parser.add_argument("--lang", help="a language code of the brand (EN, TY), else the default")
    parser.add_argument("--theme", choices=("dark", "light"), action="append")
    parser.add_argument(
        "--width", type=_width, action="append", help="desktop, phone or px (e.g. 1280)"
    )
    parser.add_argument(
        "--click",
        action="append",
        metavar="SELECTOR",
        help="a Playwright selector to click (its first visible match) on each page before "
        "the shot, in order: opens a centre's page or a modal",
    )
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    with running_stack(ROOT / "var" / "screenshots-logs") as stack, sync_playwright() as pw:
        if args.system:
            stack.control("PUT", "/__sim/system", orjson.loads(args.system))
        browser = pw.chromium.launch(executable_path=DESKTOP_CHROMIUM, args=CHROMIUM_ARGS)
        for theme in args.theme or ("dark", "light"):
            for width in args.width or tuple(VIEWPORTS):
                size = VIEWPORTS.get(width) or {"width": int(width), "height": 800}
                context = browser.new_context(viewport=size)  # type: ignore[arg-type]
                context.add_init_script(f"localStorage.setItem('theme', '{theme}')")
                if args.lang:
                    context.add_init_script(f"localStorage.setItem('lang', {args.lang!r})")
                page = context.new_page()
                # Pop-up announcements cover the page after a login and would take the clicks:
                # closed whenever they show, as a player would (by their last button, Next or
                # Got it, in any language).
                popups = popup_announcements(page)

                def close(popups: Locator = popups) -> None:
                    while popups.count():
                        popups.first.get_by_role("button").last.click()

                page.add_locator_handler(popups, close)
                if args.login:
                    account, password = args.login.split(":", 1)
                    # The /login page has the form at every width (phones hide the header's).
                    page.goto(f"{stack.site}/login")
                    form = page.get_by_role("main")
                    # By autocomplete, not wording: the form may be in another language.
                    form.locator("input[autocomplete=username]").first.fill(account)
                    form.locator("input[autocomplete=current-password]").first.fill(password)
                    form.locator("button[type=submit]").first.click()
                    page.get_by_test_id("balance-amount").first.wait_for()
                for path in args.paths:
                    page.goto(f"{stack.site}{path}")
                    page.wait_for_load_state("networkidle")
                    for selector in args.click or ():
                        page.locator(selector).locator("visible=true").first.click()
                        # The page's chunk loads, then its data: settled twice over.
                        for _ in range(2):
                            page.wait_for_timeout(400)
                            page.wait_for_load_state("networkidle")
                    # Any action runs the handler: a hover in the corner closes pop-ups still open.
                    page.locator("body").hover(position={"x": 1, "y": 1})
                    slug = path.strip("/").replace("/", "_").replace("?", "_") or "home"
                    suffix = f"-{args.lang.lower()}" if args.lang else ""
                    target = args.out / f"{slug}-{theme}-{width}{suffix}.png"
                    page.screenshot(path=str(target), full_page=args.full)
                    print(target)
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
