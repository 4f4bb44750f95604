"""Browser benchmarks of issue 4, printed (never asserted):

1. time from navigation to the first dealt hand on screen, next to the time a bare
   Pyodide page takes to print from Python, measured alternately in one run;
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

import serve  # noqa: E402
from tests.browser.conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tests.browser.game_driver import human_move, wait_ready  # noqa: E402

BOOT_TIMEOUT_MS = 120_000


def seconds_until(browser: Browser, url: str, condition: str) -> float:
    """Fresh context (cold cache), navigate, wait for ``condition``; seconds since navigation."""
    context = browser.new_context()
    page = context.new_page()
    start = time.monotonic()
    page.goto(url)
    page.wait_for_function(condition, timeout=BOOT_TIMEOUT_MS, polling=10)
    elapsed = time.monotonic() - start
    context.close()
    return elapsed


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--human-moves", type=int, default=120)
    args = parser.parse_args()
    server = serve.make_server(ROOT, "127.0.0.1", 0, "/")
    serve.start_in_thread(server)
    url = serve.site_url(server, "/")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                     headless=True)
        bare, game = [], []
        for _ in range(args.runs):
            bare.append(seconds_until(browser, url + "bench/bare.html",
                                      "document.body.dataset.bench"))
            game.append(seconds_until(browser, url + "?speed=instant&seed=1",
                                      "document.querySelector('.hand .card')"))
        b, g = statistics.median(bare), statistics.median(game)
        print(f"startup over {args.runs} cold runs each (median):")
        print(f"  bare Pyodide, first Python output: {b:.2f} s  (runs: "
              f"{', '.join(f'{x:.2f}' for x in bare)})")
        print(f"  the game, first dealt hand:        {g:.2f} s  (runs: "
              f"{', '.join(f'{x:.2f}' for x in game)})")
        print(f"  ratio: {g / b:.2f}  (target at most 1.25)")
        context = browser.new_context()
        median, slowest, moves = bot_move_times(
            context.new_page(), url + "?speed=instant&seed=7&lang=en", args.human_moves)
        print(f"computer move in the page: median {median:.2f} ms, slowest {slowest:.0f} ms "
              f"over a game of {moves} human moves (target: median under 50 ms)")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
