"""The rules screen in real Chromium: it follows the settings and answers a refused card."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import open_game, play_until_position
from .test_difficulty import menu_click
from .test_language_menu import pick_language


def rules_text(page: Page) -> str:
    return page.locator("[data-overlay^='rules'] .rules-text").inner_text()


def test_the_rules_text_changes_when_a_switch_changes(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    menu_click(page, "rules")
    before = rules_text(page)
    assert "There is no ace marriage." in before
    assert "You need not play higher." in before
    save_screenshot(page, "rules-classic")
    page.locator("[data-overlay='rules'] [data-ui='close']").click()
    menu_click(page, "new")
    form = page.locator("#settings-form")
    form.locator("[name='ace_marriage']").select_option("true")
    form.locator("[name='must_beat']").select_option("true")
    form.locator("[name='target']").fill("1500")
    # The same deal as the first game's: a deal of a random seed may give a computer a hand
    # it may void before your first turn, and that round's summary would cover the menu.
    form.locator("[name='seed']").fill("5")
    # The settings' own Rules button shows what the form would start, before starting it.
    page.locator("[data-overlay='settings'] [data-ui='rules-preview']").click()
    preview = rules_text(page)
    assert "Four aces are an ace marriage worth 200." in preview
    assert "The first to reach 1500 wins." in preview
    save_screenshot(page, "rules-preview")
    page.locator("[data-overlay='rules-preview'] [data-ui='rules-back']").click()
    assert page.locator("#settings-form [name='target']").input_value() == "1500"
    assert page.locator("#settings-form [name='ace_marriage']").input_value() == "true"
    page.locator("[data-overlay='settings'] [data-ui='start']").click()
    page.wait_for_selector("[data-overlay='settings']", state="detached")
    menu_click(page, "rules")
    after = rules_text(page)
    assert "Four aces are an ace marriage worth 200." in after
    assert "you must play one that does" in after
    assert "The first to reach 1500 wins." in after
    assert "There is no ace marriage." not in after
    page.locator("[data-overlay='rules'] [data-ui='close']").click()
    pick_language(page, "ru")
    menu_click(page, "rules")
    assert "Тузового марьяжа нет." not in rules_text(page)
    assert "Четыре туза — тузовый марьяж на 200." in rules_text(page)
    page_guard.check()


def test_a_refused_card_offers_the_rules_of_play(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=11&speed=instant&lang=en")
    play_until_position(page, random.Random(5),
                        lambda p: p.locator("#table [data-ui='why']").count() > 0,
                        "a card that may not be played")
    # aria-disabled makes Playwright wait for it to be enabled; a person clicks it anyway.
    page.locator("#table [data-ui='why']").first.click(force=True)
    link = page.locator("#table [data-ui='rules-play']")
    link.wait_for()
    save_screenshot(page, "rules-why-link")
    link.click()
    focus = page.locator("[data-overlay='rules-play'] section.focus")
    assert focus.get_attribute("data-rules-section") == "play"
    assert "Follow suit" in focus.inner_text()
    assert page.evaluate("() => document.activeElement.closest('section.focus') !== null")
    save_screenshot(page, "rules-from-why")
    page.locator("[data-overlay='rules-play'] [data-ui='close']").click()
    page.wait_for_selector("[data-overlay^='rules']", state="detached")
    page_guard.check()
