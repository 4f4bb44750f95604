"""Polish and Ukrainian in real Chromium: picked from the browser's language on a first
visit, chosen in the settings, remembered; a URL language still wins."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

from .conftest import BOOT_TIMEOUT_MS, PageGuard, save_screenshot
from .game_driver import open_game
from .test_difficulty import menu_click


def html_lang(page: Page) -> str:
    return str(page.evaluate("document.documentElement.lang"))


def test_a_polish_browser_gets_polish_and_the_settings_switch_to_ukrainian(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(locale="pl-PL")
    open_game(page, site_url + "?seed=21&speed=instant")
    assert html_lang(page) == "pl"
    assert page.locator("[data-ui='sheet']").inner_text() == "Zapis"
    menu_click(page, "rules")
    assert "Meldunek to król i dama jednego koloru" in page.locator(".rules-text").inner_text()
    page.locator("[data-overlay='rules'] [data-ui='close']").click()
    menu_click(page, "new")
    save_screenshot(page, "lang-pl-settings")
    page.locator("#settings-form [name='lang']").select_option("uk")
    page.wait_for_function("document.documentElement.lang === 'uk'")
    assert "Нова гра: налаштування" in page.locator("[data-overlay='settings'] h2").inner_text()
    page.locator("[data-overlay='settings'] [data-ui='close']").click()
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    assert html_lang(page) == "uk"  # the choice is remembered over the browser's language
    assert page.locator("[data-ui='sheet']").inner_text() == "Запис"
    save_screenshot(page, "lang-uk-table")
    page_guard.check()


def test_a_ukrainian_browser_gets_ukrainian_unless_the_url_says_otherwise(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(locale="uk-UA")
    open_game(page, site_url + "?seed=22&speed=instant")
    assert html_lang(page) == "uk"
    assert page.locator("[data-ui='sheet']").inner_text() == "Запис"
    other = new_page(locale="uk-UA")
    open_game(other, site_url + "?seed=22&speed=instant&lang=pl")
    assert html_lang(other) == "pl"
    german = new_page(locale="de-DE")
    open_game(german, site_url + "?seed=22&speed=instant")
    assert html_lang(german) == "ru"  # no language we speak: the default
    page_guard.check()
