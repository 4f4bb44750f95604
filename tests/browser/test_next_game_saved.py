"""House rules chosen in Settings during a game for the next game survive a reload and
start the next game; a damaged stored value gives a message and the usual settings."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import exported_rules, open_game, press_ui, wait_ready

NEXT_GAME_KEY = "thousand.next-game"


def reload(page: Page) -> None:
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=60_000)


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 800)])
def test_rules_for_the_next_game_survive_a_reload_and_start_it(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, width: int,
    height: int,
) -> None:
    page = new_page(viewport={"width": width, "height": height})
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    assert "bid_step" not in exported_rules(page)
    press_ui(page, "settings")
    dialog = page.locator("[data-overlay='prefs']")
    dialog.locator("[name='bid_step']").fill("10")
    dialog.locator("[name='players']").select_option("2")
    dialog.locator("[data-ui='prefs-done']").click()
    page.wait_for_selector("[data-overlay='prefs']", state="detached")

    reload(page)
    assert page.locator("#table.players-3").count() == 1  # the game on the table as it was
    assert "bid_step" not in exported_rules(page)
    press_ui(page, "settings")
    dialog = page.locator("[data-overlay='prefs']")
    dialog.wait_for()
    assert dialog.locator("[name='bid_step']").input_value() == "10"
    assert dialog.locator("[name='players']").input_value() == "2"
    save_screenshot(page, f"next-game-after-reload-{width}x{height}", full_page=False)
    dialog.locator("[data-ui='start']").click()  # "New game" in the settings
    page.wait_for_selector("#table.players-2")
    if wait_ready(page) == "summary":  # the new deal may end at once (a computer's redeal)
        page.locator("[data-overlay='summary'] [data-ui='continue']").click()
    assert exported_rules(page)["bid_step"] == 10
    # Used up by the game they started: the next reload keeps that game, nothing pending.
    assert page.evaluate(f"localStorage.getItem('{NEXT_GAME_KEY}')") is None
    reload(page)
    assert page.locator("#table.players-2").count() == 1
    assert page.locator(".message").count() == 0
    page_guard.check()


@pytest.mark.parametrize("stored", ['{"bid_step": "abc"', "[" * 5000, '{"target": "-5"}'])
def test_damaged_rules_for_the_next_game_give_a_message_and_the_usual_settings(
    page: Page, page_guard: PageGuard, site_url: str, stored: str,
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=ru")
    page.evaluate(f"text => localStorage.setItem('{NEXT_GAME_KEY}', text)", stored)
    reload(page)
    messages = page.locator(".message").all_inner_texts()
    assert any("следующей игры" in m for m in messages), messages
    press_ui(page, "settings")
    dialog = page.locator("[data-overlay='prefs']")
    assert dialog.locator("[name='bid_step']").input_value() == "5"  # the game's own
    assert dialog.locator("[name='target']").input_value() == "1000"
    assert page.evaluate(f"localStorage.getItem('{NEXT_GAME_KEY}')") is None
    page_guard.check()
