"""The coach in the real page: play a deal, open the coach from the summary, watch it
review every decision in the thinking worker, and step the round review to one of them.

The page publishes how long the review took by its own clock (``data-coach-ms``), how
many decisions it judged and where (``data-coach-where``: the worker or the page);
docs/MEASUREMENTS.md keeps the figure.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, ViewportSize

from tests.helpers import record, rnd, tricks

from .conftest import BOOT_TIMEOUT_MS, PageGuard, save_screenshot
from .game_driver import open_game, play_until, wait_ready
from .page_tools import dismiss_guide, press

VERDICTS = {"good", "inaccuracy", "mistake", "blunder", "unvalued", "equal"}
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


# Seat 0 (the player) declares 100 and wins six tricks; the ace and the king of clubs, which
# it never sees before the last trick, lie with seat 2 and seat 1 or the other way round.
HANDS = ["AS 9C AH 10H AD 10D 10S", "9S JS QH KH QD KD KC", "QS 9H JH 9D JD AC 10C"]
START = ["1: pass", "2: pass", "0: give QC to 1", "0: give JC to 2", "0: contract 100",
         *tricks("0: AH QH 9H", "0: 10H KH JH", "0: AD QD 9D", "0: 10D KD JD",
                 "0: 10S 9S QS", "0: KS JS JC", "0: AS QC 10C")]


def deal_record(swapped: bool) -> dict[str, Any]:
    hands = HANDS
    last = "0: 9C KC AC"
    if swapped:
        hands = [HANDS[0], HANDS[1].replace("KC", "AC"), HANDS[2].replace("AC", "KC")]
        last = "0: 9C AC KC"
    return record(rnd(hands, "KS JC QC", [*START, *tricks(last)]), first_dealer=2, seed=5)


def coach_findings(page: Page) -> list[list[str]]:
    found = page.locator("[data-overlay='coach'] [data-coach-verdict]").evaluate_all(
        "els => els.map(e => [e.dataset.step, e.dataset.coachVerdict, "
        "e.dataset.coachLoss || '', e.textContent])")
    return [[str(part) for part in item] for item in found]


def test_cards_the_player_could_not_see_do_not_change_the_coach(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    """The same deal imported twice, two unseen cards swapped: the coach finds the same."""
    findings = []
    for swapped in (False, True):
        page = new_page(viewport=SIZES[0])
        # A seeded game: on an unseeded one a computer may call a redeal at once, and its
        # summary would stand in the way of the menu.
        open_game(page, site_url + "?seed=3&lang=en&speed=instant")
        dismiss_guide(page)
        press(page, "import")
        page.locator("#import-text").fill(json.dumps(deal_record(swapped)))
        page.locator("[data-ui='import-continue']").click()
        page.wait_for_selector("[data-overlay='import']", state="detached")
        if wait_ready(page) != "summary":  # the deal's summary, or else the score sheet
            page.locator("[data-ui='sheet']").first.click()
        page.locator("tr[data-row='1'] [data-ui='coach'], [data-overlay='summary'] "
                     "[data-ui='coach']").first.click()
        page.wait_for_function(
            "() => document.documentElement.dataset.coachMs !== undefined",
            timeout=BOOT_TIMEOUT_MS + 120_000)
        findings.append(coach_findings(page))
    assert findings[0] == findings[1]
    assert len(findings[0]) >= 6
    ace = [item for item in findings[0] if "Your choice: A♠" in item[3]]
    assert len(ace) == 1 and ace[0][1] == "good" and ace[0][2] == "0.0"
    # The two gifts and the contract are valued in points too, the same in both deals.
    declared = [item for item in findings[0] if any(
        f"Your choice: {choice}" in item[3] for choice in ("Q♣ to", "J♣ to", "contract 100"))]
    assert len(declared) == 3
    assert all(item[2] and float(item[2]) >= 0 and item[1] != "unvalued" for item in declared)
    page_guard.check()
