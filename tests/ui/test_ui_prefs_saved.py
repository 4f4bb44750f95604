"""The next game's settings survive a reload: stored when Settings → Done keeps them, read
back when the page starts, used up by the game started from them; anything unreadable in
storage is dropped with a message, never raised."""

from __future__ import annotations

import json

import pytest

from thousand.rules import Rules
from ui.controller import Controller
from ui.feature import Browser as BrowserCalls
from ui.features.prefs.commands import PrefsCommands
from ui.features.prefs.saved import NEXT_GAME_KEY, dumps_next_form, loads_next_form
from ui.i18n import tr
from ui.settings import FormResult, Prefs, form_from_rules, parse_form
from ui.state import PageState

from .fake_page import FakePage
from .test_ui_app import Browser


class PrefsPage(FakePage):
    """The App as the prefs feature sees it: its state, its storage, no screen."""

    def __init__(self, browser: Browser) -> None:
        super().__init__(PageState(ctrl=Controller.new_game(Rules(), seed=3),
                                   prefs=Prefs(lang="en"), levels=(), theme="green"), browser)
        self.browser: BrowserCalls = browser

    def read_settings_form(self) -> FormResult | None:
        result = parse_form(self.state.form)
        return result if result.rules is not None else None


def started(browser: Browser) -> tuple[FakePage, PrefsCommands]:
    page = PrefsPage(browser)
    commands = PrefsCommands(page)
    commands.restore()
    return page, commands


def chosen_form(**changes: str) -> dict[str, str]:
    return {**form_from_rules(Rules(), "classic"), "level.1": "hard", "lang": "ru",
            "speed": "fast", **changes}


def test_rules_kept_for_the_next_game_are_there_after_a_reload() -> None:
    browser = Browser()
    page, commands = started(browser)
    page.state.form = chosen_form(bid_step="10", players="2")
    commands.done(None)
    assert page.state.next_form is not None
    stored = json.loads(browser.stored[NEXT_GAME_KEY])
    assert stored["bid_step"] == "10" and stored["players"] == "2"
    assert stored["level.1"] == "hard"
    assert not {"lang", "speed", "letters"} & stored.keys()  # preferences are saved apart

    reloaded, _ = started(browser)
    assert reloaded.state.next_form == stored
    assert reloaded.state.messages == []
    assert reloaded.state.next_form is not None
    result = parse_form(reloaded.state.next_form)
    assert result.rules is not None
    assert (result.rules.bid_step, result.rules.players) == (10, 2)


def test_a_game_started_from_the_form_uses_the_kept_rules_up() -> None:
    browser = Browser()
    page, commands = started(browser)
    page.state.form = chosen_form(bid_step="10")
    commands.done(None)
    hooks = commands.hooks()
    assert hooks.new_game is not None
    ctrl = Controller.new_game(Rules(bid_step=10), seed=4)
    assert hooks.new_game(ctrl, page.state.form) is ctrl
    assert NEXT_GAME_KEY not in browser.stored
    assert started(browser)[0].state.next_form is None


@pytest.mark.parametrize("text", [
    "{", "[]", "null", '"bid_step"', "", '{"bid_step": 10}', '{"bid_step": ["10"]}',
    '{"bid_step": "abc"}', '{"target": "-5"}', '{"preset": "nonsense"}',
    '{"a": {"b": "c"}}', "[" * 5000, '{"seed": "' + "9" * 30 + '"}',
    '{"x": "' + "y" * 30_000 + '"}',
])
def test_an_unreadable_stored_form_is_dropped_with_a_message(text: str) -> None:
    browser = Browser()
    browser.stored[NEXT_GAME_KEY] = text
    page, _ = started(browser)
    assert page.state.next_form is None
    assert page.state.messages == [tr("en", "next_game_unreadable")]
    assert NEXT_GAME_KEY not in browser.stored  # said once, not on every visit
    assert started(browser)[0].state.messages == []


def test_the_stored_text_reads_back_as_it_was_kept() -> None:
    form = chosen_form(bid_step="10", **{"marriage_values.H": "120"})
    kept = loads_next_form(dumps_next_form(form))
    assert kept == {k: v for k, v in form.items() if k not in ("lang", "speed")}
