"""Round review in the real page: from the summary and from the score sheet, forwards and back."""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import open_game, play_until, wait_ready
from .page_tools import dismiss_guide


def step_of(page: Page) -> tuple[int, int]:
    step = page.locator("[data-overlay='review'] .rv-step")
    return int(step.get_attribute("data-step") or -1), int(step.get_attribute("data-steps") or -1)


def chips(page: Page) -> list[str]:
    found = page.locator("[data-overlay='review'] .rv-body [data-rv]").evaluate_all(
        "els => els.map(e => e.dataset.rv)")
    return [str(item) for item in found]


def test_review_a_deal_forwards_and_back_from_the_summary_and_the_sheet(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport={"width": 390, "height": 844})
    open_game(page, site_url + "?seed=77&speed=instant&lang=en")
    dismiss_guide(page)
    assert play_until(page, random.Random(5), "summary") == "summary"
    page.locator("[data-overlay='summary'] [data-ui='review']").click()
    page.wait_for_selector("[data-overlay='review']")
    step, steps = step_of(page)
    assert step == 0 and steps >= 2
    dealt = chips(page)
    assert len(dealt) == 24 and len(set(dealt)) == 24, "every card of the deal, once"
    save_screenshot(page, "review-deal-390x844")

    winners = []
    for expected in range(1, steps):
        page.locator("[data-ui='review-next']").click()
        page.wait_for_function(
            "n => document.querySelector('.rv-step')?.dataset.step == n", arg=str(expected))
        if expected >= 2:
            winner = page.locator(".rv-winner").get_attribute("data-rv-winner")
            played = page.locator(".rv-trick [data-rv]").count()
            assert winner is not None and played >= 2
            winners.append(int(winner))
        if expected == 3:
            save_screenshot(page, "review-trick-390x844")
    assert page.locator("[data-ui='review-next']").is_disabled()
    assert len(winners) == steps - 2
    page.locator("[data-ui='review-prev']").click()
    page.wait_for_function(
        "n => document.querySelector('.rv-step')?.dataset.step == n", arg=str(steps - 2))
    for _ in range(steps):
        if step_of(page)[0] == 0:
            break
        page.locator("[data-ui='review-prev']").click()
    assert step_of(page)[0] == 0 and chips(page) == dealt
    assert page.locator("[data-ui='review-prev']").is_disabled()

    page.locator("[data-ui='review-close']").click()
    page.wait_for_selector("[data-overlay='summary']")
    page.locator("[data-overlay='summary'] [data-ui='continue']").click()
    wait_ready(page)

    # Later, from the score sheet: the same deal, the same cards.
    page.locator("[data-ui='sheet']").first.click()
    page.locator("[data-overlay='sheet'] tr[data-row='1'] [data-ui='review']").click()
    page.wait_for_selector("[data-overlay='review']")
    assert chips(page) == dealt
    page.locator("[data-ui='review-next']").click()
    page.wait_for_function("() => document.querySelector('.rv-step')?.dataset.step == '1'")
    save_screenshot(page, "review-bidding-390x844")
    page.set_viewport_size({"width": 1280, "height": 800})
    save_screenshot(page, "review-bidding-1280x800", full_page=False)
    page.locator("[data-ui='review-close']").click()
    page.wait_for_selector("[data-overlay='sheet']")
    page_guard.check()
