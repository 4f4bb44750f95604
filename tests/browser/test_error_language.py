"""Errors in the player's language, in the real page: a broken record
imported, a rule out of range, text that is not JSON and a bad URL parameter all
explain themselves in Russian without an English reason inside the Russian sentence."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from ..helpers import DEALS
from .conftest import PageGuard, save_screenshot
from .game_driver import open_game
from .test_game import import_record

D1_HANDS, D1_TALON, D1_ACTIONS = DEALS["D1"]
ENGLISH = re.compile(r"\b(must|not|round|deal|the|is|of|rules|JSON object|expected)\b")


def d1(actions: list[str], **extra: object) -> str:
    return json.dumps({"format": "thousand-record/1", "rules": {"preset": "classic"},
                       "rounds": [{"deal": {"hands": [h.split() for h in D1_HANDS],
                                            "talon": D1_TALON.split()},
                                   "actions": actions}], **extra})


BROKEN = {
    # seat 1 leads AS; seat 2 holds spades and plays a club
    "illegal": (d1([*D1_ACTIONS[:6], "2: play KC"]), "нужно ходить в масть ♠"),
    "target": (json.dumps({"rules": {"preset": "classic", "target": 100000}}),
               "от 105 до 10000"),
    "not json": ("{rounds: [", "это не JSON"),
    "bad action": (d1(["2: jump"]), "неизвестное действие"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_import_errors_are_in_russian(name: str, page: Page, page_guard: PageGuard,
                                      site_url: str) -> None:
    text, words = BROKEN[name]
    open_game(page, site_url + "?seed=5&speed=instant&lang=ru")
    import_record(page, text)
    errors = page.locator("[data-overlay='import'] .errors")
    expect(errors).to_contain_text(words)
    shown = errors.inner_text()
    assert "Запись не прочитана" in shown
    assert not ENGLISH.search(shown), shown
    assert page.locator("#import-text").input_value() == text  # nothing lost
    if name == "illegal":
        save_screenshot(page, "import-error-ru")
    page_guard.check()


def test_bad_url_parameter_is_explained_in_russian(page: Page, page_guard: PageGuard,
                                                   site_url: str) -> None:
    open_game(page, site_url + "?seed=x1&lang=ru&speed=instant")
    message = page.locator("#table .message").first
    expect(message).to_contain_text("seed=x1")
    shown = message.inner_text()
    assert "не целое число" in shown and not ENGLISH.search(shown), shown
    page_guard.check()
