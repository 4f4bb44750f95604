"""The settings in real Chromium: house rules by their names, grouped, with tap-sized
controls on a phone; opened from the menu during a game, they change the next game only."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from thousand.rules import FIELDS

from .conftest import PageGuard, save_screenshot
from .game_driver import exported_rules, open_game, press_ui

SIZES = [(390, 844), (844, 390), (360, 640), (1280, 800)]


def too_small(page: Page, selector: str) -> list[str]:
    """Controls of ``selector`` under 44 px in either direction, by name."""
    found = page.evaluate(
        """sel => [...document.querySelectorAll(sel)].map(e => {
             const r = e.getBoundingClientRect();
             return [e.name || e.id, Math.round(r.width), Math.round(r.height)];
           })""", selector)
    assert found, selector
    return [f"{name} {w}x{h}" for name, w, h in found if w < 44 or h < 44]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_rules_are_named_grouped_and_tap_sized(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, width: int,
    height: int,
) -> None:
    page = new_page(viewport={"width": width, "height": height})
    open_game(page, site_url + "?seed=5&speed=instant&lang=ru")
    press_ui(page, "new")
    form = page.locator("#settings-form")
    form.wait_for()
    text = form.inner_text()
    shown = [field for field in FIELDS if re.search(rf"\b{field}\b", text)]
    assert shown == []  # no code name of a rule is visible
    assert page.locator("#settings-form code").count() == 0
    for name in ("Потолок ставки", "Шаг ставок", "Торговля", "Бочка", "Болты", "Марьяжи"):
        assert name in text
    assert "Ставка не выше 120 + марьяжи на руке." in text  # its help line
    assert page.locator("#settings-form fieldset.rule-group").count() >= 7
    if width < 900:
        assert too_small(page, "#settings-form select, #settings-form input") == []
    save_screenshot(page, f"settings-form-{width}x{height}", full_page=False)
    page.locator("[data-rule='barrel_bidding']").scroll_into_view_if_needed()
    save_screenshot(page, f"settings-form-barrel-{width}x{height}", full_page=False)
    page_guard.check()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 800)])
def test_settings_from_the_menu_change_the_next_game_not_this_one(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, width: int,
    height: int,
) -> None:
    page = new_page(viewport={"width": width, "height": height})
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    before = exported_rules(page)
    assert "bid_step" not in before
    press_ui(page, "settings")
    dialog = page.locator("[data-overlay='prefs']")
    dialog.wait_for()
    assert "Rules of the next game" in dialog.inner_text()
    assert "The game in progress keeps its rules" in dialog.inner_text()
    save_screenshot(page, f"settings-next-game-{width}x{height}", full_page=False)
    dialog.locator("[name='bid_step']").fill("10")
    dialog.locator("[name='players']").select_option("2")
    dialog.locator("[data-ui='prefs-done']").click()
    page.wait_for_selector("[data-overlay='prefs']", state="detached")
    assert page.locator("#table.players-3").count() == 1  # this game is as it was
    assert exported_rules(page) == before
    # The next game starts with what was chosen: "New game" opens with it.
    press_ui(page, "new")
    form = page.locator("#settings-form")
    assert form.locator("[name='bid_step']").input_value() == "10"
    assert form.locator("[name='players']").input_value() == "2"
    page.locator("[data-overlay='settings'] [data-ui='start']").click()
    page.wait_for_selector("#table.players-2")
    assert exported_rules(page)["bid_step"] == 10
    page_guard.check()


def test_a_refused_value_keeps_the_settings_open_with_the_rule_named(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    press_ui(page, "settings")
    dialog = page.locator("[data-overlay='prefs']")
    dialog.locator("[name='target']").fill("abc")
    dialog.locator("[data-ui='prefs-done']").click()
    errors = dialog.locator(".errors").inner_text()
    assert "Game to" in errors and "target" not in errors
    assert page.locator("[data-rule='target'].invalid").count() == 1
    page_guard.check()


def test_enter_and_esc_in_the_settings_never_start_a_new_game(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    deal = page.locator("#table").get_attribute("data-deal-id")
    hand = page.locator(".hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    for key in ("Enter", "Escape"):
        press_ui(page, "settings")
        dialog = page.locator("[data-overlay='prefs']")
        dialog.locator("[name='players']").select_option("2")
        dialog.locator("h2").click()  # the focus off the fields, as after reading
        page.keyboard.press(key)
        page.wait_for_selector("[data-overlay='prefs']", state="detached")
        assert page.locator("#table.players-3").count() == 1, key
        assert page.locator("#table").get_attribute("data-deal-id") == deal, key
        assert page.locator(".hand [data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card)") == hand, key
    page_guard.check()
