"""Every computer seat thinks in the worker once it is up, and a seeded game stays the same.

The page plays a seeded game against an easy and a hard computer; the person's moves
are clicked. Its saved record is then played again in CPython, where every easy move is
``Controller.step``'s on this thread: each of the page's easy moves (most made by the
worker, the first few on the page while the worker started) must be the same move. The
hard computer's search has a time budget, so its moves are taken as the page made them.
"""

from __future__ import annotations

import random

from playwright.sync_api import Page

from .computer_moves import replayed_here, saved_actions
from .conftest import BOOT_TIMEOUT_MS, PageGuard
from .game_driver import human_move, open_game, play_moves, wait_ready
from .page_tools import dismiss_guide, page_count, thinking_workers
from .test_startup import PYTHON_READY, Held

SEED = 9
LEVELS = ("easy", "hard")
SEARCH = "search"
GAME = f"?seed={SEED}&lang=en&speed=instant&difficulty={','.join(LEVELS)}"





def test_an_easy_computer_thinks_in_the_worker_and_plays_the_same_game(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + GAME)
    dismiss_guide(page)
    page.wait_for_function("document.documentElement.dataset.thinker === 'ready'",
                           timeout=BOOT_TIMEOUT_MS * 2)
    assert page.evaluate("document.documentElement.dataset.agents") == "human,easy,search"
    rng = random.Random(SEED)
    play_moves(page, rng, 50, timeout_ms=60_000)
    wait_ready(page, timeout_ms=60_000)
    in_worker = page_count(page, "workerDecisions")
    on_page = page_count(page, "mainDecisions")
    assert in_worker >= 20, (in_worker, on_page)
    easy_moves = replayed_here(SEED, LEVELS, saved_actions(page), given={SEARCH})
    assert easy_moves - on_page >= 5, (easy_moves, on_page)  # easy moves from the worker
    page_guard.check()


def test_the_worker_starts_beside_the_pages_python_and_is_taken_over(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    """The thinking worker is up while the page's own Python is still held back; Python
    then uses that one worker (no second), and a hard computer's moves are its."""
    held = Held(page)
    page.goto(site_url + "?seed=3&lang=en&speed=instant&difficulty=hard", wait_until="commit")
    for _ in range(600):
        if thinking_workers(page):
            break
        page.wait_for_timeout(100)
    assert thinking_workers(page) == 1
    assert not page.evaluate(PYTHON_READY)
    held.release()
    page.wait_for_function("document.documentElement.dataset.thinker === 'ready'",
                           timeout=BOOT_TIMEOUT_MS * 2)
    rng = random.Random(3)
    while page_count(page, "workerDecisions") < 2:
        if wait_ready(page, timeout_ms=60_000) == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
        else:
            human_move(page, rng)
    assert thinking_workers(page) == 1
    assert page_count(page, "mainDecisions") == 0
    page_guard.check()
