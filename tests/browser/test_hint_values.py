"""The hint button shows what the top choices are worth: in the bidding each bid and
passing, in play each card, with the expected score of each, in the player's language."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import SIGNED, human_move, open_game, table_attr, wait_ready


def _hint_text(page: Page) -> str:
    page.locator("[data-ui='hint']").click()
    page.wait_for_selector(".hint")
    return page.locator(".hint").inner_text()


def test_the_hint_shows_the_value_of_bids_and_cards(page: Page, page_guard: PageGuard,
                                                    site_url: str) -> None:
    open_game(page, site_url + "?seed=31&speed=instant&lang=en")
    rng = random.Random(3)
    seen: dict[str, str] = {}
    for _ in range(400):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        phase = table_attr(page, "data-phase")
        hint_there = page.locator("[data-ui='hint']").count() > 0
        bidding = phase == "bidding" and page.locator("[data-action$=': pass']").count() > 0
        cards = page.locator(".hand button.card.legal").count()
        if hint_there and phase not in seen and (bidding or (phase == "play" and cards >= 2)):
            text = _hint_text(page)
            assert text.startswith("Hint: ")
            assert "Expected result of the deal (points against the others): " in text
            values = text.split("others): ", 1)[1]
            assert len(SIGNED.findall(values)) >= 2
            if bidding:
                assert "pass: " in values and "bid " in values
            seen[phase] = text
            save_screenshot(page, f"hint-values-{phase}")
        if len(seen) == 2:
            break
        human_move(page, rng)
    assert set(seen) == {"bidding", "play"}, seen
    page_guard.check()
