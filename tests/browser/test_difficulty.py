"""Difficulty per bot in real Chromium: chosen in the settings, it decides who plays."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from ui.difficulty import agent_for

from .conftest import BOOT_TIMEOUT_MS, PageGuard, save_screenshot
from .game_driver import human_move, open_game, wait_ready


def menu_click(page: Page, command: str) -> None:
    """Press a page command, opening the toolbar's menu first when it holds the button."""
    button = page.locator(f"header [data-ui='{command}']").first
    if not button.is_visible():
        page.locator("header [data-ui='menu']").click()
    button.click()


def agents(page: Page) -> str:
    return str(page.evaluate("() => document.documentElement.dataset.agents || ''"))


def test_levels_chosen_in_the_settings_pick_the_bots_and_survive_a_reload(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    page.wait_for_function("() => document.documentElement.dataset.agents")
    assert agents(page) == "human,heuristic,heuristic"
    menu_click(page, "new")
    form = page.locator("#settings-form")
    assert form.locator("[name='level.1']").input_value() == "normal"
    form.locator("[name='level.1']").select_option("easy")
    form.locator("[name='level.2']").select_option("hard")
    save_screenshot(page, "difficulty-settings")
    page.locator("[data-overlay='settings'] [data-ui='start']").click()
    page.wait_for_selector("[data-overlay='settings']", state="detached")
    expected = f"human,easy,{agent_for('hard')}"
    assert agents(page) == expected
    # The easy bot really plays: a few moves go by with it at the table.
    rng = random.Random(3)
    for _ in range(4):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
        elif state == "human":
            human_move(page, rng)
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(f"() => document.documentElement.dataset.agents === '{expected}'")
    menu_click(page, "new")
    assert page.locator("#settings-form [name='level.1']").input_value() == "easy"
    assert page.locator("#settings-form [name='level.2']").input_value() == "hard"
    page_guard.check()


def test_the_url_sets_every_bot_and_a_bad_value_is_reported(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=8&speed=instant&lang=en&difficulty=easy")
    page.wait_for_function("() => document.documentElement.dataset.agents")
    assert agents(page) == "human,easy,easy"
    page.evaluate("() => localStorage.clear()")
    open_game(page, site_url + "?seed=9&speed=instant&lang=en&difficulty=impossible")
    message = page.locator("#table .message").first.inner_text()
    assert "difficulty=impossible" in message
    assert agents(page) == "human,heuristic,heuristic"
    page_guard.check()
