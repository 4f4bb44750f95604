"""The end of a game in the real page: who won and your place, the history and the
statistics' change; the end screen closes onto the finished table and comes back from
the toolbar; Statistics and Review return to it; New game starts the next game. And the
hint can be put away."""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page

from ui.render.numbers import number

from .conftest import PageGuard, save_screenshot
from .game_driver import open_game, play_until, press_ui, shown_number, wait_ready
from .page_tools import dismiss_guide
from .test_dialogs import assert_contained

OVER = "[data-overlay='over']"


def start_short_game(page: Page, button: str = ".toolbar [data-ui='new']") -> None:
    """A new game to 150 points without the barrel, through the settings form."""
    if button.startswith(".toolbar"):
        press_ui(page, "new")
    else:
        page.locator(button).click()
    form = page.locator("#settings-form")
    form.locator("[name='target']").fill("150")
    form.locator("[name='barrel']").fill("")
    page.locator("[data-overlay='settings'] [data-ui='start']").click()
    page.wait_for_selector("[data-overlay='settings']", state="detached")


def test_game_over_says_your_place_closes_and_comes_back(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport={"width": 1280, "height": 800})
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    dismiss_guide(page)
    start_short_game(page)
    assert play_until(page, random.Random(11), "over") == "over"

    over = page.locator(OVER)
    winner = int(over.locator("[data-winner]").get_attribute("data-winner") or "-1")
    place = int(over.locator("[data-place]").get_attribute("data-place") or "-1")
    totals = [shown_number(page.locator(f"{OVER} [data-total='{s}']").inner_text())
              for s in range(3)]
    assert max(totals) == totals[winner]
    # Your place: one more than the seats ahead of you (the winner always first).
    ahead = sum(1 for s in range(3) if s != 0 and (s == winner or totals[s] > totals[0]))
    assert place == (1 if winner == 0 else 1 + ahead)
    headline = over.locator(".winner").inner_text()
    assert headline == ("You won!" if winner == 0 else f"Winner: Bot {winner}")
    ordinal = ("1st", "2nd", "3rd")[place - 1]
    assert over.locator(".place").inner_text() == f"Your place: {ordinal} of 3"
    assert over.locator("tr[data-history]").count() == 3
    assert over.locator("[data-change='games']").inner_text() == "Games played: 0 → 1"
    assert over.locator("[data-change='wins']").inner_text() == \
        f"Wins: 0 → {int(winner == 0)}"
    assert over.locator("[data-change='best']").inner_text() == \
        f"Best score: — → {number(totals[0])}"
    for size in ((1280, 800), (390, 844), (844, 390)):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        assert_contained(page, "over")
        page.evaluate("() => document.querySelector('[data-overlay=over] .dialog').scrollTop = 0")
        save_screenshot(page, f"game-over-{size[0]}x{size[1]}", full_page=False)
    page.set_viewport_size({"width": 1280, "height": 800})

    # Close: the finished table stays, the toolbar works, and brings the screen back.
    over.locator("[data-ui='over-close']").click()
    page.wait_for_selector(OVER, state="detached")
    assert page.locator("#table .seat").count() == 3
    press_ui(page, "sheet")
    page.wait_for_selector("[data-overlay='sheet']")
    page.locator("[data-overlay='sheet'] [data-ui='close']").click()
    page.wait_for_selector("[data-overlay='sheet']", state="detached")
    assert page.locator(OVER).count() == 0, "the closed end screen stays closed"
    save_screenshot(page, "game-over-closed-1280x800", full_page=False)
    page.locator(".toolbar [data-ui='over-open']").click()
    page.wait_for_selector(OVER)
    assert page.locator(".toolbar [data-ui='over-open']").count() == 0

    # Statistics and the review go back to the end screen.
    over.locator("[data-ui='stats']").click()
    page.wait_for_selector("[data-overlay='stats']")
    assert page.locator("[data-overlay='stats'] [data-stat='played'] td").inner_text() == "1"
    page.locator("[data-overlay='stats'] [data-ui='close']").last.click()
    page.wait_for_selector(OVER)
    deals = page.locator(f"{OVER} table.sheet tbody tr").count()
    review = over.locator(".dialog-buttons [data-ui='review']")
    assert review.get_attribute("data-round") == str(deals)
    review.click()
    page.wait_for_selector("[data-overlay='review']")
    page.locator("[data-ui='review-close']").click()
    page.wait_for_selector(OVER)

    # New game: a fresh table, no end screen.
    start_short_game(page, f"{OVER} [data-ui='new']")
    assert wait_ready(page) in ("human", "summary")
    assert page.locator(".toolbar [data-ui='over-open']").count() == 0
    page_guard.check()


def test_the_hint_can_be_put_away(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport={"width": 390, "height": 844})
    open_game(page, site_url + "?seed=77&speed=instant&lang=ru")
    dismiss_guide(page)
    assert wait_ready(page) == "human"
    page.locator(".toolbar [data-ui='hint']").click()
    page.wait_for_selector(".hint [data-ui='hint-close']", timeout=60_000)
    assert page.locator(".hint-close").get_attribute("aria-label") == "Закрыть подсказку"
    for width, height in ((390, 844), (844, 390), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        box = page.locator(".hint-close").bounding_box()
        assert box is not None and box["x"] >= 0 and box["y"] >= 0
        assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height
        save_screenshot(page, f"hint-close-{width}x{height}", full_page=False)
    page.locator("[data-ui='hint-close']").click()
    page.wait_for_selector(".hint", state="detached")
    assert page.locator(".toolbar [data-ui='hint']").is_visible()
    page_guard.check()
