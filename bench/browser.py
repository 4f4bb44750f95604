"""Browser benchmarks, printed (never asserted):

1. start-up, measured alternately in one run, each run in a new browser context
   (an empty cache, like a new user):
   - bare Pyodide: navigation to its first output from Python (bench/bare.html);
   - first visit: navigation to the game's first dealt hand on screen, from Python;
   - repeat visit: the same context visits again, now with the service worker and its
     cache: navigation to the first frame on screen showing the table painted from the
     last visit's copy (before Python, assets/js/paint.js; Element Timing), and to the
     table answering clicks (Python's, data-ready);
   every time on the page's own clock, from the navigation's start;
   - the longest main-thread task (PerformanceObserver 'longtask') from navigation to
     the dealt hand (first visit) and to the table answering (repeat visit);
   - a first visit with hard computers: navigation to the first move a hard computer
     made (in the thinking worker), against the dealt hand of the same visit;
   and the bytes the server sent for each visit (headers and bodies; on the first visit
   also what the service worker fetched to fill its cache once the table was up, and
   the snapshot of Python's start-up it keeps for the next visit);
2. the main-thread long tasks while a game is played at the normal speed against a
   normal and a hard computer (``--play-difficulty``), from the moment the thinking worker
   is up (a site that starts none for that game: a few seconds after the dealt hand), and
   where the computers thought meanwhile;
3. a computer opponent's move time in the page (instant speed), median and slowest
   over a game (the slowest is a look-ahead search near the end of a round).

Run after ./run-tests has made .venv:  .venv/bin/python bench/browser.py [--runs 5]
(``--startup-only``: item 1 only; ``--runs 0``: items 2 and 3 only)
"""

from __future__ import annotations

import argparse
import gzip
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import (  # noqa: E402
    Browser,
    BrowserContext,
    Page,
    Playwright,
    sync_playwright,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError  # noqa: E402

import serve  # noqa: E402
from bench.motion import OBSERVE_JS, print_trick_long_tasks  # noqa: E402
from tests.browser.conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tests.browser.game_driver import (  # noqa: E402
    DEALT_QUERY,
    READY_JS,
    human_move,
    play_moves,
    wait_ready,
)

BOOT_TIMEOUT_MS = 180_000
# Python's table with the hand dealt (a painted copy has no data-phase: paint.js).
HAND = ("document.documentElement.dataset.ready"
        " && document.querySelector('#table[data-phase] .hand .card')")
# The painted copy on screen: when the browser presented the first frame showing it (its
# layout and drawing can take tens of milliseconds after paint.js, and the frame reaches
# the screen later still), on the page's clock. PAINTED_FRAME_JS marks the copy's elements
# for Element Timing as paint.js finishes, before any frame, and keeps the earliest
# presentation as window.__painted.
PAINTED = "window.__painted"
PAINTED_FRAME_JS = """
(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'painted-copy' || !entry.renderTime) continue;
      window.__painted = Math.min(window.__painted || Infinity, entry.renderTime);
    }
  }).observe({ type: 'element', buffered: true });
  const watch = new MutationObserver(() => {
    if (!document.documentElement || !document.documentElement.dataset.painted) return;
    watch.disconnect();
    if (!document.querySelector('#app .hand .card')) return;
    for (const element of document.querySelectorAll('#app *')) {
      element.setAttribute('elementtiming', 'painted-copy');
    }
  });
  watch.observe(document, { subtree: true, childList: true, attributes: true,
                            attributeFilter: ['data-painted'] });
})();
"""
# The first computer move made in the worker (every hard move is: ui/features/thinker/).
HARD_MOVED = "+(document.documentElement.dataset.workerDecisions || 0) >= 1"
HARD_QUERY = "?speed=instant&seed=1&difficulty=hard&lang=en"
PLAY_QUERY = "?speed=normal&seed={seed}&difficulty={difficulty}&lang=en"
# How long after the dealt hand a site has to say it starts the thinking worker for the
# game (data-thinker); a site that does not is measured from then on.
WORKER_SAID_MS = 5_000
BARE_DONE = "document.body.dataset.bench"
# Computer moves made so far in the worker and on the page (ui/features/thinker/).
WHERE_JS = ("[+(document.documentElement.dataset.workerDecisions || 0),"
            " +(document.documentElement.dataset.mainDecisions || 0)]")
# The service worker has taken over the page, so its cache is complete.
SW_IN_CHARGE = "navigator.serviceWorker && navigator.serviceWorker.controller !== null"
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
    longest_ms: list[float] = field(default_factory=list)
    """The longest main-thread task of each run, navigation to the measured moment."""
    gzip: list[int] = field(default_factory=list)
    """The files the server sent in each run, gzip-compressed (``Gzipped``)."""

    def median(self) -> float:
        return statistics.median(self.seconds)

    def bytes_median(self) -> float:
        return statistics.median(self.bytes)

    def gzip_median(self) -> float:
        return statistics.median(self.gzip)

    def runs(self) -> str:
        return ", ".join(f"{x:.2f}" for x in self.seconds)

    def tasks(self) -> str:
        return (f"median {statistics.median(self.longest_ms):.0f} ms, worst "
                f"{max(self.longest_ms):.0f} ms (runs: "
                + ", ".join(f"{x:.0f}" for x in self.longest_ms) + ")")


class Gzipped:
    """What the files a visit downloaded would take gzip-compressed, each file alone at
    level 9: an estimate of what a static host that compresses what it sends (GitHub
    Pages does) puts on the wire. Each file's size is worked out once."""

    def __init__(self) -> None:
        self.sizes: dict[Path, int] = {}

    def __call__(self, files: list[Path]) -> int:
        for file in files:
            if file not in self.sizes:
                self.sizes[file] = len(gzip.compress(file.read_bytes(), 9))
        return sum(self.sizes[file] for file in files)


GZIPPED = Gzipped()


def mark(server: Any) -> tuple[int, int]:
    """Where the server's count of bytes and of files sent stands."""
    return int(server.bytes_sent.total), len(server.bytes_sent.files)


def downloaded(server: Any, since: tuple[int, int], out: Series) -> None:
    """Add the bytes sent since ``since`` to ``out``, and their files gzip-compressed."""
    out.bytes.append(int(server.bytes_sent.total) - since[0])
    out.gzip.append(GZIPPED(server.bytes_sent.files[since[1]:]))


def visit(page: Page, url: str, condition: str) -> float:
    """Navigate and wait for ``condition``; seconds since the navigation started."""
    return visit_marks(page, url, condition)[0]


def visit_marks(page: Page, url: str, *conditions: str) -> list[float]:
    """Navigate and wait for each of ``conditions`` in turn; seconds since the navigation
    started, one for each, on the page's own clock (so the time the browser takes to
    start the navigation and to report back is in no figure). A condition is a time on
    that clock (``PAINTED``) or a test, timed when it is first seen to hold (polled every
    10 ms). The page's clock at the last one is kept as ``window.__at``."""
    page.goto(url, wait_until="commit", timeout=BOOT_TIMEOUT_MS)
    marks = []
    for condition in conditions:
        at = page.wait_for_function(
            f"() => {{ const mark = {condition}; if (!mark) return false; "
            "window.__at = performance.now(); "
            "return typeof mark === 'number' ? mark : window.__at; }",
            timeout=BOOT_TIMEOUT_MS, polling=10)
        marks.append(float(at.json_value()) / 1000)
    return marks


def longest_task(page: Page) -> float:
    """The longest main-thread task (ms) from navigation to ``window.__at`` (bench.motion's
    observer, installed before the page's own scripts)."""
    return float(page.evaluate(
        "Math.max(0, ...window.__long.filter(([t]) => t <= window.__at).map(([, d]) => d))"))


def bare_run(browser: Browser, server: Any, url: str, out: Series) -> None:
    context = browser.new_context(service_workers="block")
    before = mark(server)
    out.seconds.append(visit(context.new_page(), url + "bench/bare.html", BARE_DONE))
    downloaded(server, before, out)
    context.close()


FIRST_START = """(() => {
  const data = document.documentElement.dataset;
  return data.pythonWarmed ? `${data.pythonStart} (${data.pythonWarmed})` : data.pythonStart;
})()"""
"""How a first visit's Python started, and whether after the thinking worker's runtime
linked ("linked"; runtime.mjs's ``data-python-warmed``)."""


def game_runs(browser: Browser, server: Any, url: str, first: Series, repeat: Series,
              painted: Series, first_page: Series) -> None:
    """A first visit, then (once the service worker is in charge) a repeat visit.
    ``first_page``: the bytes of the first visit until its hand is on screen; ``first``'s
    go on until the service worker has filled its cache and kept Python's snapshot."""
    context: BrowserContext = browser.new_context(service_workers="allow")
    context.add_init_script(OBSERVE_JS)
    context.add_init_script(PAINTED_FRAME_JS)
    page = context.new_page()
    before = mark(server)
    first.seconds.append(visit(page, url + DEALT_QUERY, HAND))
    first.longest_ms.append(longest_task(page))
    first.starts.append(str(page.evaluate(FIRST_START)))
    downloaded(server, before, first_page)
    page.wait_for_function(SW_IN_CHARGE, timeout=BOOT_TIMEOUT_MS, polling=50)
    page.wait_for_function(SNAPSHOT_KEPT, timeout=BOOT_TIMEOUT_MS, polling=200)
    downloaded(server, before, first)
    page.close()
    page = context.new_page()
    before = mark(server)
    painted_at, clickable_at = visit_marks(page, url + DEALT_QUERY, PAINTED, HAND)
    painted.seconds.append(painted_at)
    repeat.seconds.append(clickable_at)
    repeat.longest_ms.append(longest_task(page))
    downloaded(server, before, repeat)
    repeat.starts.append(str(page.evaluate("document.documentElement.dataset.pythonStart")))
    context.close()


def hard_run(browser: Browser, url: str, dealt: Series, hard: Series) -> None:
    """A first visit against hard computers: the dealt hand, then the first hard move
    (the person passes or plays whatever comes first when it is their turn)."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    dealt.seconds.append(visit(page, url + HARD_QUERY, HAND))
    rng = random.Random(1)
    deadline = time.monotonic() + BOOT_TIMEOUT_MS / 1000
    while not page.evaluate(HARD_MOVED) and time.monotonic() < deadline:
        if page.evaluate(READY_JS) == "human":
            human_move(page, rng)
        page.wait_for_timeout(10)
    hard.seconds.append(float(page.evaluate("performance.now()")) / 1000)
    context.close()


WORKER_READY = "document.documentElement.dataset.thinker === 'ready'"
"""The thinking worker has started and Python uses it (ui/features/thinker/commands.py)."""


def profile_run(pw: Playwright, server: Any, url: str, out: Series) -> None:
    """A first visit in a browser profile that keeps an HTTP cache on disk, as a person's
    browser does, until the hand is on screen and the thinking worker is ready: the
    bench's other contexts keep no large file in their cache, so there a second request
    for the same file (the page's and the worker's) is a second download."""
    with tempfile.TemporaryDirectory() as profile:
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True,
            service_workers="block")
        page = context.pages[0] if context.pages else context.new_page()
        before = mark(server)
        visit(page, url + DEALT_QUERY, HAND)
        page.wait_for_function(WORKER_READY, timeout=BOOT_TIMEOUT_MS * 2)
        downloaded(server, before, out)
        context.close()


def play_long_tasks(browser: Browser, url: str, human_moves: int, difficulty: str = "normal,hard",
                    seed: int = 7) -> tuple[list[tuple[float, float]], float, int, str]:
    """The main-thread tasks over 50 ms while a game is played at the normal speed against
    the computers ``difficulty``, each as (seconds into play, ms), from the moment the
    thinking worker is up (start-up excluded), or, on a site that starts no worker for this
    game, from WORKER_SAID_MS after the dealt hand; the seconds of play; the human moves
    made; and where the computers thought from then on. When a long task came tells the
    tail of start-up (the first bids) from play."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(OBSERVE_JS)
    page = context.new_page()
    page.goto(url + PLAY_QUERY.format(seed=seed, difficulty=difficulty))
    page.wait_for_function(HAND, timeout=BOOT_TIMEOUT_MS)
    try:
        page.wait_for_function("document.documentElement.dataset.thinker",
                               timeout=WORKER_SAID_MS)
    except PlaywrightTimeoutError:
        pass  # no worker for this game on this site
    else:
        page.wait_for_function(WORKER_READY, timeout=BOOT_TIMEOUT_MS)
    since = float(page.evaluate("performance.now()"))
    before = page.evaluate(WHERE_JS)
    moves = play_moves(page, random.Random(1), human_moves, 120_000)
    wait_ready(page, 120_000)
    after = page.evaluate(WHERE_JS)
    tasks = page.evaluate("(since) => window.__long.filter(([t]) => t >= since)"
                          ".map(([t, d]) => [(t - since) / 1000, d])", since)
    played = (float(page.evaluate("performance.now()")) - since) / 1000
    context.close()
    where = (f"{after[0] - before[0]} computer moves in the worker, "
             f"{after[1] - before[1]} on the page")
    return [(float(at), float(ms)) for at, ms in tasks], played, moves, where


def bot_move_times(page: Page, url: str, human_moves: int) -> tuple[float, float, int]:
    """The median and the slowest computer move (ms) over ``human_moves`` of a game."""
    page.goto(url)
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    moves = play_moves(page, random.Random(1), human_moves)
    stats = page.evaluate("({...document.documentElement.dataset})")
    return float(stats["botMoveMedianMs"]), float(stats["botMoveMaxMs"]), moves


def mb(count: float) -> str:
    return f"{count / 1_000_000:.2f} MB"


def startup(pw: Playwright, browser: Browser, server: Any, url: str, runs: int) -> None:
    """The start-up figures, the runs alternating (bare, first and repeat visit, hard)."""
    bare, first, repeat, painted = Series(), Series(), Series(), Series()
    hard_dealt, hard_moved = Series(), Series()
    first_page, profiled = Series(), Series()
    for _ in range(runs):
        bare_run(browser, server, url, bare)
        game_runs(browser, server, url, first, repeat, painted, first_page)
        hard_run(browser, url, hard_dealt, hard_moved)
    profile_run(pw, server, url, profiled)
    b, f, r, p = bare.median(), first.median(), repeat.median(), painted.median()
    print(f"startup over {runs} runs, each in a new browser context (median):")
    print(f"  bare Pyodide, first Python output:   {b:.2f} s  (runs: {bare.runs()})")
    print(f"  first visit, first dealt hand:       {f:.2f} s  (runs: {first.runs()}; "
          f"Python started from: {', '.join(first.starts)})")
    print(f"  repeat visit (service worker cache): {r:.2f} s  (runs: {repeat.runs()}; "
          f"Python started from: {', '.join(repeat.starts)})")
    print(f"  repeat visit, painted table:          {p:.2f} s  (runs: {painted.runs()})")
    print(f"  first visit / bare:   {f / b:.2f}  (target at most 1.15)")
    print(f"  repeat / first visit: {r / f:.2f}  (target at most 0.60)")
    print(f"  repeat visit, painted table / bare:   {p / b:.2f}  (target at most 0.10)")
    print(f"  repeat visit, answering clicks / bare: {r / b:.2f}  (target at most 0.40)")
    print("longest main-thread task, navigation to the table (target: none over 200 ms):")
    print(f"  first visit, to the dealt hand:      {first.tasks()}")
    print(f"  repeat visit, to answering clicks:   {repeat.tasks()}")
    hd, hm = hard_dealt.median(), hard_moved.median()
    print(f"first visit against hard computers: dealt hand {hd:.2f} s (runs: "
          f"{hard_dealt.runs()}), first hard move {hm:.2f} s (runs: {hard_moved.runs()}); "
          f"{hm / hd:.2f}x the dealt hand (target at most 1.5)")
    print("bytes sent by the server, and its files gzip-compressed (median):")
    print(f"  bare Pyodide:  {mb(bare.bytes_median())} ({mb(bare.gzip_median())} gzip)")
    print(f"  first visit:   {mb(first_page.bytes_median())} until the hand is on screen "
          f"({mb(first_page.gzip_median())} gzip), {mb(first.bytes_median())} with the "
          f"service worker's cache filled ({mb(first.gzip_median())} gzip)")
    print(f"  first visit in a profile with a disk cache: {mb(profiled.bytes_median())} until "
          f"the hand is on screen and the thinking worker ready "
          f"({mb(profiled.gzip_median())} gzip)")
    print(f"  repeat visit:  {mb(repeat.bytes_median())}  "
          f"(runs: {', '.join(str(x) for x in repeat.bytes)} bytes)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--human-moves", type=int, default=120,
                        help="human moves of the game that times computer moves (0: skip it)")
    parser.add_argument("--play-moves", type=int, default=40,
                        help="human moves of the game at normal speed whose long tasks are "
                             "counted (0: skip it)")
    parser.add_argument("--play-difficulty", default="normal,hard",
                        help="the computers of that game (the address's difficulty)")
    parser.add_argument("--play-seed", type=int, default=7, help="that game's first seed")
    parser.add_argument("--play-games", type=int, default=1,
                        help="how many such games, seeds counted on from --play-seed")
    parser.add_argument("--startup-only", action="store_true",
                        help="only the start-up figures (no computer move times, no motion)")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the site to serve (default: this repository)")
    args = parser.parse_args()
    server = serve.make_server(args.root, "127.0.0.1", 0, "/")
    serve.start_in_thread(server)
    url = serve.site_url(server, "/")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                     headless=True)
        if args.runs:
            startup(pw, browser, server, url, args.runs)
        if args.play_moves and not args.startup_only:
            for seed in range(args.play_seed, args.play_seed + args.play_games):
                tasks, played, moves, where = play_long_tasks(
                    browser, url, args.play_moves, args.play_difficulty, seed)
                longest = max((ms for _, ms in tasks), default=0.0)
                when = ", ".join(f"{ms:.0f} ms at {at:.1f} s" for at, ms in tasks)
                print(f"a game at normal speed against {args.play_difficulty} (seed {seed}), "
                      f"{moves} human moves in {played:.0f} s from the worker's start on: "
                      f"longest main-thread task {longest:.0f} ms, {len(tasks)} tasks over "
                      f"50 ms (target: none){f' ({when})' if when else ''}; {where}")
        if args.human_moves and not args.startup_only:
            context = browser.new_context(service_workers="block")
            median, slowest, moves = bot_move_times(
                context.new_page(), url + "?speed=instant&seed=7&lang=en", args.human_moves)
            print(f"computer move in the page: median {median:.2f} ms, slowest {slowest:.0f} "
                  f"ms over a game of {moves} human moves (target: median under 50 ms)")
            context.close()
        if not args.startup_only:
            print_trick_long_tasks(browser, url)  # long tasks while cards move
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
