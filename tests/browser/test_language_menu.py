"""The language in real Chromium: the toolbar's menu lists every language by its own name
from each of them; a hint on screen is said again in the language chosen; the card letters
of the language show on the cards and in the log."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from ui.i18n import LANG_NAMES

from .conftest import BOOT_TIMEOUT_MS, PageGuard, save_screenshot
from .game_driver import human_move, open_game, press_ui, table_attr, wait_ready

LATIN_HONOUR = re.compile(r"(?<![A-Za-z])[AKQJ][♥♦♣♠]")
CYRILLIC_HONOUR = re.compile(r"[ТКДВ][♥♦♣♠]")


def html_lang(page: Page) -> str:
    return str(page.evaluate("document.documentElement.lang"))


def open_language_menu(page: Page) -> None:
    """Open the toolbar's language list (from the "☰" menu on a narrow screen)."""
    summary = page.locator("header .lang-menu summary")
    if not summary.is_visible():
        page.locator("header [data-ui='menu']").click()
    if not page.locator("header .lang-list").is_visible():
        summary.click()


def pick_language(page: Page, code: str) -> None:
    """Switch the page to ``code`` through the toolbar's language menu."""
    open_language_menu(page)
    page.locator(f"header [data-ui='lang'][data-lang='{code}']").click()
    page.wait_for_function(f"document.documentElement.lang === '{code}'")


@pytest.mark.parametrize(("width", "height"), [(390, 844), (844, 390), (1280, 800)])
def test_the_language_menu_offers_every_language_from_each(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, width: int,
    height: int,
) -> None:
    page = new_page(viewport={"width": width, "height": height})
    open_game(page, site_url + "?seed=21&speed=instant&lang=en")
    for code in ("pl", "uk", "ru", "en"):  # from every language to the next, back to English
        open_language_menu(page)
        buttons = page.locator("header .lang-list [data-ui='lang']")
        offered = {buttons.nth(i).get_attribute("data-lang"): buttons.nth(i).inner_text()
                   for i in range(buttons.count())}
        assert offered == LANG_NAMES, html_lang(page)
        assert all(buttons.nth(i).is_visible() for i in range(buttons.count()))
        save_screenshot(page, f"language-menu-{html_lang(page)}-{width}x{height}",
                        full_page=False)
        page.locator(f"header [data-ui='lang'][data-lang='{code}']").click()
        page.wait_for_function(f"document.documentElement.lang === '{code}'")
    page_guard.check()


def hint_text(page: Page) -> str:
    press_ui(page, "hint")
    page.wait_for_selector(".hint")
    return page.locator(".hint").inner_text()


def test_a_hint_on_screen_is_said_again_in_the_new_language(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=31&speed=instant&lang=en")
    rng = random.Random(3)
    for _ in range(200):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        if (table_attr(page, "data-phase") == "play"
                and page.locator(".hand button.card.legal").count() >= 2
                and page.locator(".toolbar [data-ui='hint']").count()):
            break
        human_move(page, rng)
    english = hint_text(page)
    assert english.startswith("Hint: ")
    pick_language(page, "ru")
    russian = page.locator(".hint").inner_text()
    assert russian.startswith("Совет: ") and "Hint" not in russian
    assert re.search("[а-яё]{4}", russian)
    # The same advice in other words: the card it names is the same card.
    assert english.split(" — ")[0].split()[-1] in russian.split(" — ")[0]
    save_screenshot(page, "language-hint-again-ru")
    pick_language(page, "pl")
    assert page.locator(".hint").inner_text().startswith("Podpowiedź: ")
    page_guard.check()


def test_card_letters_of_the_language_on_the_cards_and_in_the_log(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=31&speed=instant&lang=ru")
    rng = random.Random(5)
    for _ in range(300):  # into the play of the cards, with a few cards logged
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        log = page.locator("details.log ol").text_content() or ""
        if table_attr(page, "data-phase") == "play" and LATIN_HONOUR.search(log):
            break
        if page.locator("#table [data-action], #table [data-ui='pick']").count():
            human_move(page, rng)
        else:  # the controls were drawn again between the wait and the move
            page.wait_for_timeout(100)
    corners = " ".join(page.locator(".hand .corner.tl").all_inner_texts())
    assert re.search("[AKQJ]", corners)
    press_ui(page, "settings")
    page.locator("#settings-form [name='letters']").select_option("local")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.hand .corner.tl')].some(e => /[ТКДВ]/.test("
        "e.textContent))")
    page.locator("[data-overlay='prefs'] [data-ui='prefs-done']").click()
    corners = " ".join(page.locator(".hand .corner.tl").all_inner_texts())
    assert not re.search("[AKQJ]", corners) and re.search("[ТКДВ]", corners)
    page.locator("details.log summary").click()
    log = page.locator("details.log ol").inner_text()
    assert CYRILLIC_HONOUR.search(log) and not LATIN_HONOUR.search(log), log
    assert page.locator(".hand [data-card]").first.get_attribute("data-card") is not None
    save_screenshot(page, "card-letters-ru")
    page.reload()  # remembered
    page.wait_for_selector("#table[data-phase] .hand .corner.tl", timeout=BOOT_TIMEOUT_MS)
    corners = " ".join(page.locator(".hand .corner.tl").all_inner_texts())
    assert not re.search("[AKQJ]", corners)
    page_guard.check()
