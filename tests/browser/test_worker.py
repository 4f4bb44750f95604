"""The computer thinks in a Web Worker, and the page plays on without one.

Real page, real Pyodide in the page and in the worker, real Chromium, moves made by
clicking. Where a decision was made is read from the page: ``data-worker-decisions``
is the worker's own count of the decisions its Python made (ui/think.py), reported
back with each answer; ``data-main-decisions`` counts the bot moves the main thread
computed. No timings are asserted here (bench/longtask.py measures them).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page

from ui.i18n import tr

from .conftest import BOOT_TIMEOUT_MS, PageGuard, save_screenshot
from .game_driver import human_move, open_game, press_ui, wait_ready
from .page_tools import WORKER_SCRIPT, dismiss_guide, page_count

HARD = "?seed=17&lang=en&speed=fast&difficulty=hard"
PHONE = {"width": 390, "height": 844}
# Every seat ever drawn with the "thinking" mark, recorded by the page itself as it happens.
THINKING_SEATS_JS = """
window.__thinking = new Set();
document.addEventListener('DOMContentLoaded', () => new MutationObserver(() => {
  for (const mark of document.querySelectorAll('.seat .thinking'))
    window.__thinking.add(mark.closest('[data-seat]').dataset.seat);
}).observe(document.body, {subtree: true, childList: true}));
"""


def stat(page: Page, name: str) -> str:
    return str(page.evaluate(f"() => document.documentElement.dataset.{name} || ''"))


def play_until(page: Page, rng: random.Random, done: str, max_steps: int = 200) -> None:
    """Click human moves (closing round summaries) until the JS expression ``done`` holds."""
    for _ in range(max_steps):
        if page.evaluate(f"() => {done}"):
            return
        state = wait_ready(page, timeout_ms=60_000)
        if page.evaluate(f"() => {done}"):
            return
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
        elif state == "human":
            human_move(page, rng)
        else:
            raise AssertionError(f"unexpected dialog {state!r}")
    raise AssertionError(f"never reached: {done}")


def test_hard_bots_think_in_the_worker_and_show_it(page: Page, page_guard: PageGuard,
                                                   site_url: str) -> None:
    page.add_init_script(THINKING_SEATS_JS)
    open_game(page, site_url + HARD)
    dismiss_guide(page)
    assert stat(page, "agents") == "human,search,search"
    page.wait_for_function("() => document.documentElement.dataset.thinker === 'ready'",
                           timeout=BOOT_TIMEOUT_MS * 2)
    # The worker is a real dedicated worker of this page, without a document.
    workers = [w for w in page.workers if w.url.endswith(WORKER_SCRIPT)]
    assert len(workers) == 1
    assert workers[0].evaluate("() => typeof document") == "undefined"

    rng = random.Random(5)
    sheet_opened = False
    phases: set[str] = set()
    for _ in range(120):
        if page_count(page, "workerDecisions") >= 16 and "play" in phases:
            break
        # Caught during a bot's turn, the page still answers: the score sheet opens.
        if not sheet_opened and page.locator(".seat .thinking").count():
            save_screenshot(page, "worker-thinking-desktop")
            press_ui(page, "sheet")
            page.wait_for_selector("[data-overlay='sheet']")
            page.locator("[data-overlay='sheet'] [data-ui='close']").first.click()
            page.wait_for_selector("[data-overlay='sheet']", state="detached")
            sheet_opened = True
        state = wait_ready(page, timeout_ms=60_000)
        phases.add(page.locator("#table").get_attribute("data-phase") or "")
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
        elif state == "human":
            human_move(page, rng)
        else:
            raise AssertionError(f"unexpected dialog {state!r}")
    decisions = page_count(page, "workerDecisions")
    assert decisions >= 16, decisions
    assert "play" in phases, phases  # the game got to the card play
    # The thinking mark stood on the bots' seats, never on the person's.
    seen_thinking = set(page.evaluate("() => [...window.__thinking]"))
    assert seen_thinking == {"1", "2"}, seen_thinking
    # Every bot move was the worker's: none computed on the main thread.
    assert page_count(page, "mainDecisions") == 0
    assert stat(page, "searchMedianMs")  # the worker timed its searches
    assert not page.locator(".message", has_text="background").count()
    page_guard.check()


def test_without_the_worker_the_heuristic_plays_and_the_page_says_so_once(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport=PHONE, has_touch=True, is_mobile=True)
    blocked: list[str] = []

    def block(route: object) -> None:
        blocked.append(route.request.url)  # type: ignore[attr-defined]
        route.abort()  # type: ignore[attr-defined]

    page.route(f"**/{WORKER_SCRIPT}", block)
    open_game(page, site_url + HARD)
    dismiss_guide(page)
    notice = tr("en", "thinker_fallback")
    page.wait_for_function("() => document.documentElement.dataset.thinker === 'failed'",
                           timeout=BOOT_TIMEOUT_MS)
    page.locator(".message", has_text=notice).first.wait_for()
    assert page.locator(".message", has_text=notice).count() == 1
    save_screenshot(page, "worker-fallback-phone")
    assert blocked and all(url.endswith(WORKER_SCRIPT) for url in blocked)

    rng = random.Random(8)
    play_until(page, rng, "(+document.documentElement.dataset.mainDecisions || 0) >= 12")
    assert page_count(page, "workerDecisions") == 0
    assert stat(page, "agents") == "human,search,search"  # still the hard level, played on
    assert stat(page, "thinker") == "failed"
    # Said once: one message while it stood, one warning in the console, never again.
    assert page.locator(".message", has_text=notice).count() <= 1
    warnings = [line for line in page_guard.console if "thinking worker unavailable" in line]
    assert len(warnings) == 1 and warnings[0].startswith("[warning]"), warnings
    # What the blocked script itself caused is expected; anything else still fails.
    expected = [p for p in page_guard.problems if WORKER_SCRIPT in p]
    assert expected, page_guard.problems
    page_guard.problems[:] = [p for p in page_guard.problems if WORKER_SCRIPT not in p]
    page_guard.check()


def test_the_worker_thinks_offline_from_the_service_workers_cache(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    """The worker's script, runtime and modules are in sw.js's cache: with the network off,
    a reload resumes the hard game and the worker makes its decisions again."""
    page = new_page(service_workers="allow")
    open_game(page, site_url + "?seed=3&lang=en&speed=instant&difficulty=hard")
    page.wait_for_function("navigator.serviceWorker.controller !== null",
                           timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function("document.documentElement.dataset.thinker === 'ready'",
                           timeout=BOOT_TIMEOUT_MS * 2)
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function("document.documentElement.dataset.thinker === 'ready'",
                           timeout=BOOT_TIMEOUT_MS * 2)
    play_until(page, random.Random(2),
               "(+document.documentElement.dataset.workerDecisions || 0) >= 3")
    assert page_count(page, "mainDecisions") == 0
    page_guard.check()
