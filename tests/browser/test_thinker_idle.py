"""Easy and normal computers think in the worker too, once it is up. On a first visit the
worker starts before the page's own Python, which links its runtime after the worker's;
on a repeat visit it starts only after the first deal is on screen; a page left while it
starts stays clean.

A game against two normal computers is played by clicking. The page's own record says
when the thinking worker was created (an init script wraps the page's ``Worker``) and,
when the worker became ready, how many computer moves the main thread had made. After
that every computer move must be the worker's (its own count of decisions, reported with
each answer) and none the main thread's; the game's record played again in CPython with
``Controller.step`` on this thread gives every computer move the page made, so the seeded
game stayed the same game wherever it was thought. A second test reloads the page while
the worker is still fetching its runtime and checks that the page comes up again, starts
the worker again, and logs no error. A third visits twice, the second time from the
service worker's cache and the page's own snapshot.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page

from .computer_moves import replayed_here, saved_actions
from .conftest import BOOT_TIMEOUT_MS, PageGuard
from .game_driver import open_game, play_until_position
from .page_tools import WORKER_SCRIPT, dismiss_guide, page_count, thinking_workers
from .test_offline import STORED_SNAPSHOT, SW_IN_CHARGE

SEED = 21
LEVELS = ("normal", "normal")
GAME = f"?seed={SEED}&lang=en&speed=fast&difficulty={','.join(LEVELS)}"
# After the first render only the worker asks for these: its own scripts (the snapshot's
# reader and its pacer among them), where its snapshot comes from, its runtime and the
# game's modules.
WORKER_FILES = ("/assets/js/thinker-worker.mjs", "/assets/js/snapshot", "/assets/js/pace.mjs",
                "/assets/vendor/pyodide/", "/assets/snapshot/", "/site-python.json")
RUNTIME = "/assets/vendor/pyodide/pyodide.asm.wasm"
READY = "document.documentElement.dataset.thinker === 'ready'"
# The page's own account, as it happens: every Worker created (with whether Python's
# dealt hand was on screen then) and the main thread's computer moves when the thinking
# worker became ready.
RECORD_JS = """
window.__workers = [];
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url, options) {
    window.__workers.push({url: String(url), hand: Boolean(document.documentElement.dataset.ready
      && document.querySelector('#table[data-phase] .hand .card')),
      python: Boolean(document.documentElement.dataset.pythonStart)});
    super(url, options);
  }
};
window.__mainAtReady = null;
new MutationObserver(() => {
  const data = document.documentElement.dataset;
  if (window.__mainAtReady === null && data.thinker === 'ready')
    window.__mainAtReady = Number(data.mainDecisions || 0);
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-thinker']});
"""





def test_normal_computers_move_in_the_worker_once_it_is_up(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    page.add_init_script(RECORD_JS)
    open_game(page, site_url + GAME)
    dismiss_guide(page)
    assert page.evaluate("document.documentElement.dataset.agents") == "human,heuristic,heuristic"
    page.wait_for_function(READY, timeout=BOOT_TIMEOUT_MS * 2)
    made = page.evaluate("window.__workers")
    thinkers = [w for w in made if w["url"].endswith(WORKER_SCRIPT)]
    assert len(thinkers) == 1, made
    assert not thinkers[0]["python"], "on a first visit the worker starts before the page's Python"
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "shipped"
    assert page.evaluate("document.documentElement.dataset.pythonWarmed") == "linked"
    on_page_before = page.evaluate("window.__mainAtReady")
    rng = random.Random(SEED)
    play_until_position(page, rng, lambda p: page_count(p, "workerDecisions") >= 15,
                        "15 computer moves in the worker", max_steps=150)
    in_worker = page_count(page, "workerDecisions")
    on_page = page_count(page, "mainDecisions")
    assert in_worker >= 15, (in_worker, on_page)
    assert on_page == on_page_before, "a computer moved on the main thread after the worker was up"
    assert replayed_here(SEED, LEVELS, saved_actions(page)) == in_worker + on_page
    page_guard.check()


def runtime_requests(page_guard: PageGuard) -> int:
    """How many times Pyodide's WebAssembly was asked for (the page's and the workers')."""
    return sum(url.endswith(RUNTIME) for url in page_guard.requests)


def worker_requests_cut(page_guard: PageGuard) -> bool:
    return any(file in url for url in page_guard.abandoned for file in WORKER_FILES)


def test_a_reload_while_the_worker_starts_logs_no_error(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    """Reloaded the moment the worker exists (a first visit starts it as the page opens),
    the page cuts off the worker's requests for its runtime and files (kept as abandoned by
    the guard, proving the reload came in time); the page must log no error, come up again
    and start its worker again."""
    page.goto(site_url + GAME, wait_until="commit")
    for _ in range(3):
        asked = runtime_requests(page_guard)
        for _ in range(500):
            # The worker has asked for its runtime: the page's own request and its.
            if thinking_workers(page) and runtime_requests(page_guard) >= asked + 2:
                break
            page.wait_for_timeout(10)
        page.reload()
        page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
        if worker_requests_cut(page_guard):
            break
    assert worker_requests_cut(page_guard), page_guard.abandoned
    page.wait_for_function(READY, timeout=BOOT_TIMEOUT_MS * 2)
    assert thinking_workers(page) == 1
    page_guard.check()


def test_a_repeat_visit_starts_the_worker_after_the_first_deal(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    """From the service worker's cache, the page starts from its own snapshot at once and
    waits for no worker; the worker, for normal computers, comes once the deal is shown."""
    page = new_page(service_workers="allow")
    open_game(page, site_url + GAME)
    page.wait_for_function(SW_IN_CHARGE, timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(STORED_SNAPSHOT, timeout=BOOT_TIMEOUT_MS, polling=200)
    page.add_init_script(RECORD_JS)
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(READY, timeout=BOOT_TIMEOUT_MS * 2)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"
    assert page.evaluate("document.documentElement.dataset.pythonWarmed") is None
    made = page.evaluate("window.__workers")
    thinkers = [w for w in made if w["url"].endswith(WORKER_SCRIPT)]
    assert len(thinkers) == 1, made
    assert thinkers[0]["hand"], "on a repeat visit the worker came before the dealt hand"
    page_guard.check()
