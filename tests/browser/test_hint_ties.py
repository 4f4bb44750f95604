"""In the page, a hint whose cards are worth the same says so in words, gives the figure
once and never "this card brings more points"; the card it names is lit in the hand.
Played as a person plays, asking for a hint at each card until such a position comes."""

from __future__ import annotations

import random
from typing import Any

import pytest

from .conftest import PageGuard, save_screenshot
from .game_driver import SIGNED, SIZES, human_move, open_game, press_ui, table_attr, wait_ready
from .page_tools import dismiss_guide


@pytest.mark.parametrize("size", list(SIZES))
def test_cards_worth_the_same_are_said_to_be(new_page: Any, page_guard: PageGuard,
                                             site_url: str, size: str) -> None:
    page = new_page(**SIZES[size])
    open_game(page, site_url + "?seed=31&speed=instant&lang=en")
    dismiss_guide(page)
    rng = random.Random(5)
    said = ""
    for _ in range(300):
        if wait_ready(page) == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        if (table_attr(page, "data-phase") == "play"
                and page.locator(".hand button.card.legal").count() >= 2):
            press_ui(page, "hint")
            page.wait_for_selector(".hint")
            text = page.locator(".hint").inner_text()
            if "worth the same here" in text:
                said = text
                break
        human_move(page, rng)
    assert said, "no position with cards worth the same came"
    assert "brings more points" not in said
    figures = said.split("others): ", 1)[1]
    if "every card you may play" in said:
        assert len(SIGNED.findall(figures)) == 1 and "whichever of them you play" in figures
    else:
        assert len(SIGNED.findall(figures)) <= 2 and "for each of them" in figures
    lit = page.locator(".hand [data-hinted='true']")
    assert lit.count() == 1
    save_screenshot(page, f"hint-ties-{size}", full_page=False)
    page_guard.check()
