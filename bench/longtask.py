"""Main-thread long tasks and the worker's decision times, printed, never asserted.

1. While a computer thinks: every bot "hard" (the search agent), instant speed, a game
   played by clicking. A PerformanceObserver('longtask') records every main-thread task
   over 50 ms and a MutationObserver the spans during which a seat shows "thinking";
   the longest task overlapping those spans is printed for this tree (the search runs in
   the worker, ui/features/thinker/commands.py; spans from the worker's start on, not a
   bot's wait for it) and, with ``--main-thread DIR``, for a checkout from before the worker (the
   search on the main thread), so both are measured the same way.
2. During a trick animation (normal speed): bench/motion.py's windows (your card's glide;
   the whole trick).
3. The search agent's decision time in the worker, as the worker's Python timed it
   (``data-search-ms``): median and p95; and the main thread's own share of a bot move.
4. Start-up, with ``--before-table DIR`` (a checkout from before the card table, e.g.
   ``git worktree add /tmp/before 3cf4a56~1``): first visit to the first dealt hand, each
   visit in a new browser context without a service worker, the two trees alternating.

    .venv/bin/python bench/longtask.py --main-thread /tmp/noworker --before-table /tmp/before
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, sync_playwright  # noqa: E402

import serve  # noqa: E402
from bench.browser import HAND, visit  # noqa: E402
from bench.motion import print_trick_long_tasks  # noqa: E402
from tests.browser.conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tests.browser.game_driver import DEALT_QUERY, play_moves, wait_ready  # noqa: E402

BOOT_TIMEOUT_MS = 180_000
HARD_GAME = "?speed=instant&seed=7&lang=en&difficulty=hard"
OBSERVE_JS = """
window.__long = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
window.__think = [];
let since = null;
// When the worker became ready (seen at the next change of the page): a hard bot's wait
// for its start is not its thinking.
window.__ready = 0;
const watch = new MutationObserver(() => {
  const on = document.querySelector('.seat .thinking') !== null;
  const now = performance.now();
  if (!window.__ready && document.documentElement.dataset.thinker === 'ready') {
    window.__ready = now;
    if (since !== null) since = now;
  }
  if (on && since === null) since = now;
  else if (!on && since !== null) { window.__think.push([since, now]); since = null; }
});
document.addEventListener('DOMContentLoaded',
  () => watch.observe(document.body, {subtree: true, childList: true}));
"""
OVERLAPPING_JS = """() => {
  const spans = window.__think.filter(([a]) => a >= window.__ready);
  const hits = window.__long.filter(([s, d]) => spans.some(([a, b]) => s < b && s + d > a));
  const total = spans.reduce((sum, [a, b]) => sum + (b - a), 0);
  return {longest: Math.max(0, ...hits.map(([, d]) => d)), count: hits.length,
          spans: spans.length, thinking_ms: total,
          top: hits.map(([, d]) => Math.round(d)).sort((x, y) => y - x).slice(0, 8)};
}"""


def server_for(root: Path) -> tuple[Any, str]:
    server = serve.make_server(root, "127.0.0.1", 0, "/")
    serve.start_in_thread(server)
    return server, serve.site_url(server, "/")


def thinking_long_tasks(browser: Browser, url: str, human_moves: int,
                        worker: bool) -> dict[str, Any]:
    """Long tasks during the bots' thinking over ``human_moves`` of a hard game."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(OBSERVE_JS)
    page = context.new_page()
    page.goto(url + HARD_GAME)
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    if worker:  # measure the worker's thinking, not its start
        page.wait_for_function("document.documentElement.dataset.thinker === 'ready'",
                               timeout=BOOT_TIMEOUT_MS)
    moves = play_moves(page, random.Random(1), human_moves, 120_000)
    wait_ready(page, 120_000)
    out: dict[str, Any] = page.evaluate(OVERLAPPING_JS)
    out["moves"] = moves
    out["stats"] = page.evaluate("({...document.documentElement.dataset})")
    context.close()
    return out


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def print_thinking(label: str, found: dict[str, Any]) -> None:
    stats = found["stats"]
    print(f"  {label}: longest {found['longest']:.0f} ms, {found['count']} long tasks in "
          f"{found['spans']} thinking spans ({found['thinking_ms'] / 1000:.1f} s of thinking, "
          f"{found['moves']} human moves; longest tasks {found['top']} ms); "
          f"main thread per bot move: median "
          f"{float(stats.get('botMoveMedianMs', 'nan')):.1f} ms, slowest "
          f"{float(stats.get('botMoveMaxMs', 'nan')):.0f} ms")


def startup(browser: Browser, trees: list[tuple[str, str]], runs: int) -> None:
    """First visit to the first dealt hand, the trees alternating run by run."""
    seconds: dict[str, list[float]] = {label: [] for label, _ in trees}
    for run in range(runs):
        for label, url in (trees if run % 2 == 0 else trees[::-1]):
            context = browser.new_context(service_workers="block")
            seconds[label].append(visit(context.new_page(), url + DEALT_QUERY, HAND))
            context.close()
    print(f"start-up, first visit to the first dealt hand, {runs} runs each, alternating "
          "(median; runs):")
    for label, values in seconds.items():
        print(f"  {label}: {statistics.median(values):.2f} s  "
              f"({', '.join(f'{x:.2f}' for x in values)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--human-moves", type=int, default=40)
    parser.add_argument("--runs", type=int, default=5, help="start-up runs per tree")
    parser.add_argument("--root", type=Path, default=ROOT, help="this tree (default: here)")
    parser.add_argument("--main-thread", type=Path,
                        help="a checkout from before the worker (search on the main thread)")
    parser.add_argument("--before-table", type=Path,
                        help="a checkout from before the card table (start-up comparison)")
    args = parser.parse_args()
    print(f"load average at start: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    servers = []
    server, url = server_for(args.root)
    servers.append(server)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                     headless=True)
        print(f"long tasks (over 50 ms) while a computer thinks, hard bots, instant speed, "
              f"{args.human_moves} human moves:")
        now = thinking_long_tasks(browser, url, args.human_moves, worker=True)
        print_thinking("search in the worker     ", now)
        if args.main_thread:
            old_server, old_url = server_for(args.main_thread)
            servers.append(old_server)
            before = thinking_long_tasks(browser, old_url, args.human_moves, worker=False)
            print_thinking("search on the main thread", before)
        searches = [float(x) for x in now["stats"].get("searchMs", "").split(",") if x]
        if searches:
            print(f"search agent's decision in the worker (its own clock): median "
                  f"{statistics.median(searches):.0f} ms, p95 {p95(searches):.0f} ms, slowest "
                  f"{max(searches):.0f} ms over {len(searches)} decisions "
                  f"(worker decisions in all: {now['stats'].get('workerDecisions', 0)})")
        trips = [float(x) for x in now["stats"].get("searchTripMs", "").split(",") if x]
        if trips:
            print(f"search agent's decision as the page waits for it (question to answer): "
                  f"median {statistics.median(trips):.0f} ms, p95 {p95(trips):.0f} ms, "
                  f"slowest {max(trips):.0f} ms")
        print_trick_long_tasks(browser, url)  # long tasks while cards move
        if args.before_table:
            table_server, table_url = server_for(args.before_table)
            servers.append(table_server)
            startup(browser, [("before the card table", table_url), ("now", url)], args.runs)
        browser.close()
    for each in servers:
        each.shutdown()
    print(f"load average at the end: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
