"""Browser benchmark, printed (never asserted): the computer's move time in
the page when every bot plays "hard" (the search agent, which thinks in the page's
thinking worker once it is up, on the main thread before), median and slowest over a
game as the page waited for each move, and how long the hint with values takes.
``bench/longtask.py`` times the worker's own decisions and the main thread meanwhile.

Run after ./run-tests has made .venv:  .venv/bin/python bench/search_browser.py
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

from playwright.sync_api import sync_playwright  # noqa: E402

import serve  # noqa: E402
from tests.browser.conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tests.browser.game_driver import human_move, table_attr, wait_ready  # noqa: E402

BOOT_TIMEOUT_MS = 120_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--human-moves", type=int, default=60)
    parser.add_argument("--hints", type=int, default=8)
    args = parser.parse_args()
    server = serve.make_server(ROOT, "127.0.0.1", 0, "/")
    serve.start_in_thread(server)
    url = serve.site_url(server, "/") + "?speed=instant&seed=7&lang=en&difficulty=hard"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                     headless=True)
        page = browser.new_context().new_page()
        page.goto(url)
        page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
        rng = random.Random(1)
        hint_ms: list[float] = []
        moves = 0
        while moves < args.human_moves:
            state = wait_ready(page, 120_000)
            if state == "summary":
                page.locator("[data-overlay='summary'] [data-ui='continue']").click()
                continue
            if state != "human":
                break
            if (len(hint_ms) < args.hints and table_attr(page, "data-phase") == "play"
                    and page.locator("[data-ui='hint']").count()
                    and page.locator(".hand button.card.legal").count() >= 2):
                start = time.perf_counter()
                page.locator("[data-ui='hint']").click()
                page.wait_for_selector(".hint")
                hint_ms.append(1000 * (time.perf_counter() - start))
            human_move(page, rng)
            moves += 1
        stats = page.evaluate("({...document.documentElement.dataset})")
        print(f"hard bots (search agent) in the page: median {stats['botMoveMedianMs']} ms, "
              f"slowest {float(stats['botMoveMaxMs']):.0f} ms over {moves} human moves")
        if hint_ms:
            print(f"hint with values on a card play: median {statistics.median(hint_ms):.0f} ms, "
                  f"slowest {max(hint_ms):.0f} ms ({len(hint_ms)} hints, click to text)")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
