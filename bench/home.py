"""How soon the home page is usable for a first-time visitor: headless Chromium, cold cache.

    .venv/bin/python bench/home.py [--runs 7]

Loopback only. It starts the simulator and the BFF (serving web/dist: run `make build` first)
as processes on free 127.0.0.1 ports, then opens the home page --runs times, each in a new
browser context (an empty cache, as a first visit), and reads from the page itself, relative
to the start of the navigation:

- first contentful paint (the browser's own entry);
- usable: the header with its controls, the category navigation with its links and the first
  banner slide with its picture decoded, all laid out and painted; the check runs on every
  animation frame, and the figure is the start of the frame after the one that drew them
  (within one frame of the truth, never before it);
- the API calls made before it, and how many round trips deep they chain (a call that starts
  after another one ended is one more round trip).

It prints each run, then the median, minimum and maximum.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.ledger import servers, wait_up  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, DESKTOP_CHROMIUM  # noqa: E402  (the project's flags)

API = ("/wps/", "/lgw/", "/bff/")

# Resolves with the time the usable page was on screen: the check runs at the start of every
# animation frame (before that frame is painted); once it holds, the start of the next frame,
# by which the one that drew the page has been painted (at most a frame late, never early).
USABLE = """() => new Promise((done) => {
  const shown = (el) => !!el && el.getBoundingClientRect().height > 0;
  const check = () => {
    const header = document.querySelector('header');
    const nav = document.querySelector('nav');
    const slide = document.querySelector('[aria-roledescription=carousel] [role=group] img');
    if (
      shown(header) && header.querySelectorAll('button, a').length > 0 &&
      shown(nav) && nav.querySelectorAll('a, button').length >= 3 &&
      shown(slide) && slide.complete && slide.naturalWidth > 0
    ) {
      requestAnimationFrame(() => done(performance.now()));
    } else {
      requestAnimationFrame(check);
    }
  };
  check();
})"""

# The first contentful paint, waiting for its entry (it is reported after the frame).
FCP = """() => new Promise((done) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) done(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(() => done(null), 2000);
})"""

CALLS = """(before) => performance.getEntriesByType('resource')
  .filter((e) => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest')
  .filter((e) => e.startTime < before)
  .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd }))"""


def round_trips(calls: list[dict[str, Any]]) -> int:
    """The longest chain of calls each started after the previous one ended."""
    depth: list[int] = []
    ordered = sorted(calls, key=lambda c: c["start"])
    for i, call in enumerate(ordered):
        before = [depth[j] for j in range(i) if ordered[j]["end"] <= call["start"]]
        depth.append(1 + max(before, default=0))
    return max(depth, default=0)


def visit(browser: Any, site: str) -> dict[str, Any]:
    context = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-GB")
    try:
        page = context.new_page()
        page.goto(site, wait_until="commit")
        usable = float(page.evaluate(USABLE))
        fcp = page.evaluate(FCP)
        calls = [c for c in page.evaluate(CALLS, usable) if c["path"].startswith(API)]
        return {"usable": usable, "fcp": fcp, "calls": calls, "trips": round_trips(calls)}
    finally:
        context.close()


def measure(site: str, count: int) -> list[dict[str, Any]]:
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=DESKTOP_CHROMIUM, args=CHROMIUM_ARGS)
        visit(browser, site)  # the servers' first answers (caches, the upstream key)
        runs = []
        for number in range(1, count + 1):
            run = visit(browser, site)
            runs.append(run)
            names = Counter(c["path"].rsplit("/", 1)[-1] for c in run["calls"])
            paths = ", ".join(f"{n} x{k}" if k > 1 else n for n, k in sorted(names.items()))
            print(
                f"run {number}: usable {run['usable']:.0f} ms, "
                f"first paint {run['fcp'] or 0:.0f} ms, "
                f"{len(run['calls'])} API calls in {run['trips']} round trips ({paths})"
            )
        browser.close()
    return runs


def main(args: argparse.Namespace) -> int:
    dist = ROOT / "web" / "dist"
    if not (dist / "index.html").exists():
        raise SystemExit("web/dist is missing: run `make build` first")
    with (
        tempfile.TemporaryDirectory(prefix="bench-home-") as tmp,
        servers(Path(tmp), {"WEB_DIST": str(dist)}) as (sim, site),
    ):
        asyncio.run(wait_up(sim + "/__sim/clock"))
        asyncio.run(wait_up(site + "/bff/health"))
        runs = measure(site, args.runs)
    usable = [r["usable"] for r in runs]
    fcp = [r["fcp"] for r in runs if r["fcp"] is not None]
    first_paint = f"{statistics.median(fcp):.0f} ms" if fcp else "not reported"
    print(
        f"usable: median {statistics.median(usable):.0f} ms, min {min(usable):.0f}, "
        f"max {max(usable):.0f}; first paint median {first_paint}; "
        f"round trips before usable: {max(r['trips'] for r in runs)}"
    )
    return 0


def parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="visits, each a cold cache (1-30)")
    args = parser.parse_args()
    args.runs = min(max(args.runs, 1), 30)
    return args


if __name__ == "__main__":
    raise SystemExit(main(parse()))
