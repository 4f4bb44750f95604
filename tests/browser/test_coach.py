"""The coach in the real page: play a deal, open the coach from the summary, watch it
review every decision in the thinking worker, and step the round review to one of them.

The page publishes how long the review took by its own clock (``data-coach-ms``), how
many decisions it judged and where (``data-coach-where``: the worker or the page);
docs/MEASUREMENTS.md keeps the figure.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page, ViewportSize

from .conftest import BOOT_TIMEOUT_MS, PageGuard, save_screenshot
from .game_driver import open_game, play_until, wait_ready
from .page_tools import dismiss_guide, press

VERDICTS = {"good", "inaccuracy", "mistake", "blunder", "unvalued"}
SIZES: tuple[ViewportSize, ...] = (
    {"width": 390, "height": 844}, {"width": 844, "height": 390},
    {"width": 360, "height": 640}, {"width": 1280, "height": 800})


def stat(page: Page, name: str) -> str:
    return str(page.evaluate(f"() => document.documentElement.dataset.{name} || ''"))


def test_the_coach_reviews_a_deal_and_steps_the_review_to_a_decision(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport=SIZES[0])
    # Hard bots: the worker is up before the deal ends, so the figure is the review alone.
    open_game(page, site_url + "?seed=77&speed=instant&lang=en&difficulty=hard")
    dismiss_guide(page)
    assert play_until(page, random.Random(5), "summary") == "summary"
    page.wait_for_function("() => document.documentElement.dataset.thinker === 'ready'",
                           timeout=BOOT_TIMEOUT_MS)

    page.locator("[data-overlay='summary'] [data-ui='coach']").click()
    page.wait_for_selector("[data-overlay='coach'] [data-coach-progress]")  # it thinks
    save_screenshot(page, "coach-thinking-390x844")
    page.wait_for_function(
        "() => document.documentElement.dataset.coachMs !== undefined",
        timeout=BOOT_TIMEOUT_MS + 120_000)
    assert page.locator("[data-overlay='coach'] [data-coach-progress]").count() == 0
    assert stat(page, "coachWhere") == "worker"
    decisions = int(stat(page, "coachDecisions"))
    items = page.locator("[data-overlay='coach'] [data-coach-verdict]")
    assert items.count() == decisions >= 3
    verdicts = [items.nth(i).get_attribute("data-coach-verdict") for i in range(decisions)]
    assert set(verdicts) <= VERDICTS
    losses = [float(loss) for loss in page.locator("[data-overlay='coach'] [data-coach-loss]")
              .evaluate_all("els => els.map(e => e.dataset.coachLoss)")]
    assert losses and all(loss >= 0 for loss in losses)
    assert losses == sorted(losses, reverse=True), "the costly decisions come first"
    assert page.locator("[data-coach-accuracy]").count() == 1
    print(f"coach: {decisions} decisions in {stat(page, 'coachMs')} ms "
          f"({stat(page, 'coachWhere')})")
    for size in SIZES:
        page.set_viewport_size(size)
        save_screenshot(page, f"coach-{size['width']}x{size['height']}", full_page=False)
    page.set_viewport_size(SIZES[0])

    # The last-listed decision opens the round review at its own step.
    last = items.nth(decisions - 1)
    step = last.get_attribute("data-step")
    last.click()
    page.wait_for_selector("[data-overlay='review']")
    assert page.locator("[data-overlay='review'] .rv-step").get_attribute("data-step") == step
    save_screenshot(page, "coach-review-390x844")
    page.locator("[data-ui='review-close']").click()
    page.wait_for_selector("[data-overlay='coach'] [data-coach-verdict]")
    page.locator("[data-ui='coach-close']").click()
    page.wait_for_selector("[data-overlay='summary']")

    # The deal's figure is in the statistics, charted.
    page.locator("[data-overlay='summary'] [data-ui='continue']").click()
    wait_ready(page)
    press(page, "stats")
    page.wait_for_selector("[data-overlay='stats'] [data-chart='coach']")
    page.locator("[data-chart='coach']").scroll_into_view_if_needed()
    save_screenshot(page, "coach-stats-390x844", full_page=False)
    page_guard.check()
