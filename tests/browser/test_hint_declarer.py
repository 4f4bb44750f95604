"""The hint values the declarer's choices in the page too: each gift (a card and to whom)
and each contract, with the expected score of each, as it values bids and cards."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import SIGNED, human_move, open_game, table_attr, wait_ready

NOTATION = re.compile(r"\d: (give|contract) ")


def test_the_hint_shows_the_value_of_gifts_and_contracts(page: Page, page_guard: PageGuard,
                                                         site_url: str) -> None:
    open_game(page, site_url + "?seed=31&speed=instant&lang=en")
    rng = random.Random(3)
    seen: dict[str, str] = {}
    for _ in range(900):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        phase = table_attr(page, "data-phase")
        mine = table_attr(page, "data-to-move") == table_attr(page, "data-seat")
        if mine and phase in ("talon", "contract") and phase not in seen \
                and page.locator("[data-ui='hint']").count() > 0:
            page.locator("[data-ui='hint']").click()
            page.wait_for_selector(".hint")
            text = page.locator(".hint").inner_text()
            assert text.startswith("Hint: ")
            assert "Expected result of the deal (points against the others): " in text
            assert SIGNED.search(text.split("others): ", 1)[1])
            assert (" to " in text) if phase == "talon" else ("contract " in text)
            assert not NOTATION.search(text)  # named as a player names them, not "1: give QC"
            seen[phase] = text
            save_screenshot(page, f"hint-values-{phase}")
        if len(seen) == 2:
            break
        human_move(page, rng)
    assert set(seen) == {"talon", "contract"}, seen
    page_guard.check()
