"""Browser benchmarks (issues 4 and 18), printed (never asserted):

1. start-up, measured alternately in one run, each run in a new browser context
   (an empty cache, like a new user):
   - bare Pyodide: navigation to its first output from Python (bench/bare.html);
   - first visit: navigation to the game's first dealt hand on screen;
   - repeat visit: the same context visits again, now with the service worker and its
     cache (the game resumes from its save, the hand is on screen again);
   and the bytes the server sent for each visit (headers and bodies; on the first visit
   also what the service worker fetched to fill its cache once the table was up, and
   the snapshot of Python's start-up it keeps for the next visit);
2. a computer opponent's move time in the page (instant speed), median and slowest
   over a game (the slowest is a look-ahead search near the end of a round).

Run after ./run-tests has made .venv:  .venv/bin/python bench/browser.py [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright  # noqa: E402

import serve  # noqa: E402
from bench.motion import print_trick_long_tasks  # noqa: E402
from tests.browser.conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tests.browser.game_driver import human_move, wait_ready  # noqa: E402

BOOT_TIMEOUT_MS = 180_000
HAND = "document.querySelector('.hand .card')"
BARE_DONE = "document.body.dataset.bench"
# The service worker has taken over the page, so its cache is complete.
SW_IN_CHARGE = "navigator.serviceWorker && navigator.serviceWorker.controller !== null"
GAME_QUERY = "?speed=instant&seed=1"
# The service worker holds the snapshot of Python's start-up (assets/js/runtime.mjs).
SNAPSHOT_KEPT = """() => {
  if (!window.__lookup) {
    window.__lookup = (async () => {
      for (const name of await caches.keys()) {
        const requests = await (await caches.open(name)).keys();
        if (requests.some((r) => r.url.includes("/pyodide-snapshot-"))) window.__kept = true;
      }
      window.__lookup = null;
    })();
  }
  return window.__kept === true;
}"""


@dataclass
class Series:
    seconds: list[float] = field(default_factory=list)
    bytes: list[int] = field(default_factory=list)
    starts: list[str] = field(default_factory=list)

    def median(self) -> float:
        return statistics.median(self.seconds)

    def runs(self) -> str:
        return ", ".join(f"{x:.2f}" for x in self.seconds)


def sent(server: Any) -> int:
    return int(server.bytes_sent.total)


def visit(page: Page, url: str, condition: str) -> float:
    """Navigate and wait for ``condition``; seconds since the navigation started."""
    start = time.monotonic()
    page.goto(url, wait_until="commit", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(condition, timeout=BOOT_TIMEOUT_MS, polling=10)
    return time.monotonic() - start


def bare_run(browser: Browser, server: Any, url: str, out: Series) -> None:
    context = browser.new_context(service_workers="block")
    before = sent(server)
    out.seconds.append(visit(context.new_page(), url + "bench/bare.html", BARE_DONE))
    out.bytes.append(sent(server) - before)
    context.close()


def game_runs(browser: Browser, server: Any, url: str, first: Series, repeat: Series,
              first_page_bytes: list[int]) -> None:
    """A first visit, then (once the service worker is in charge) a repeat visit."""
    context: BrowserContext = browser.new_context(service_workers="allow")
    page = context.new_page()
    before = sent(server)
    first.seconds.append(visit(page, url + GAME_QUERY, HAND))
    first_page_bytes.append(sent(server) - before)
    page.wait_for_function(SW_IN_CHARGE, timeout=BOOT_TIMEOUT_MS, polling=50)
    page.wait_for_function(SNAPSHOT_KEPT, timeout=BOOT_TIMEOUT_MS, polling=200)
    first.bytes.append(sent(server) - before)
    page.close()
    page = context.new_page()
    before = sent(server)
    repeat.seconds.append(visit(page, url + GAME_QUERY, HAND))
    repeat.bytes.append(sent(server) - before)
    repeat.starts.append(str(page.evaluate("document.documentElement.dataset.pythonStart")))
    context.close()


def bot_move_times(page: Page, url: str, human_moves: int) -> tuple[float, float, int]:
    """The median and the slowest computer move (ms) over ``human_moves`` of a game."""
    page.goto(url)
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    rng = random.Random(1)
    moves = 0
    while moves < human_moves:
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
        elif state == "human":
            human_move(page, rng)
            moves += 1
        else:
            break
    stats = page.evaluate("({...document.documentElement.dataset})")
    return float(stats["botMoveMedianMs"]), float(stats["botMoveMaxMs"]), moves


def mb(count: float) -> str:
    return f"{count / 1_000_000:.2f} MB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--human-moves", type=int, default=120,
                        help="human moves of the game that times computer moves (0: skip it)")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the site to serve (default: this repository)")
    args = parser.parse_args()
    server = serve.make_server(args.root, "127.0.0.1", 0, "/")
    serve.start_in_thread(server)
    url = serve.site_url(server, "/")
    bare, first, repeat = Series(), Series(), Series()
    first_page_bytes: list[int] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                     headless=True)
        for _ in range(args.runs):
            bare_run(browser, server, url, bare)
            game_runs(browser, server, url, first, repeat, first_page_bytes)
        b, f, r = bare.median(), first.median(), repeat.median()
        print(f"startup over {args.runs} runs, each in a new browser context (median):")
        print(f"  bare Pyodide, first Python output:   {b:.2f} s  (runs: {bare.runs()})")
        print(f"  first visit, first dealt hand:       {f:.2f} s  (runs: {first.runs()})")
        print(f"  repeat visit (service worker cache): {r:.2f} s  (runs: {repeat.runs()}; "
              f"Python started from: {', '.join(repeat.starts)})")
        print(f"  first visit / bare:   {f / b:.2f}  (target at most 1.15)")
        print(f"  repeat / first visit: {r / f:.2f}  (target at most 0.60)")
        print("bytes sent by the server (median):")
        print(f"  bare Pyodide:  {mb(statistics.median(bare.bytes))}")
        print(f"  first visit:   {mb(statistics.median(first_page_bytes))} until the hand is "
              f"on screen, {mb(statistics.median(first.bytes))} with the service worker's "
              "cache filled")
        print(f"  repeat visit:  {mb(statistics.median(repeat.bytes))}  "
              f"(runs: {', '.join(str(x) for x in repeat.bytes)} bytes)")
        if args.human_moves:
            context = browser.new_context(service_workers="block")
            median, slowest, moves = bot_move_times(
                context.new_page(), url + "?speed=instant&seed=7&lang=en", args.human_moves)
            print(f"computer move in the page: median {median:.2f} ms, slowest {slowest:.0f} "
                  f"ms over a game of {moves} human moves (target: median under 50 ms)")
            context.close()
        print_trick_long_tasks(browser, url)  # issue 15: long tasks while cards move
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
