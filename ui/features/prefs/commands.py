"""The settings dialog opened from the menu (``data-ui="settings"``).

The same form as "New game" (ui/render/settings_form.py), but nothing in it reaches the
game on the table: the language, speed and card letters apply at once (the App's
``on_change``, as in the new-game form), the rules and levels are kept for the next game
(``PageState.next_form``, which "New game" opens with) or start it at once ("New game").
The kept form is stored (``saved.py``) and read back when the page starts, so a reload
keeps it; a game started from the form has used it, and the stored copy goes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...controller import Controller
from ...difficulty import form_levels
from ...feature import Hooks, Page
from ...i18n import tr
from ...render.page import Screen
from ...render.settings_form import render_settings_dialog
from ...settings import form_from_rules
from .saved import NEXT_GAME_KEY, dumps_next_form, loads_next_form


class PrefsCommands:
    """Open the settings over the game; Done keeps the rules for the next game."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def hooks(self) -> Hooks:
        return Hooks(commands={"settings": self.show, "prefs-done": self.done},
                     new_game=self.started)

    def restore(self) -> None:
        """The next game's settings stored by an earlier visit; unreadable ones are
        dropped with a message, and the next game opens with the usual settings."""
        state, browser = self.page.state, self.page.browser
        text = browser.storage_get(NEXT_GAME_KEY)
        if text is None:
            return
        form = loads_next_form(text)
        if form is None:
            browser.storage_remove(NEXT_GAME_KEY)
            state.messages.append(tr(state.lang, "next_game_unreadable"))
            return
        state.next_form = form

    def started(self, ctrl: Controller, form: Mapping[str, str]) -> Controller:
        """A game started from the settings form: the kept settings are used up."""
        self.page.browser.storage_remove(NEXT_GAME_KEY)
        return ctrl

    def show(self, element: Any) -> None:
        state = self.page.state
        state.form = dict(state.next_form) if state.next_form is not None else {
            **form_from_rules(state.ctrl.game.rules, state.ctrl.session.preset),
            **form_levels(state.levels)}
        state.form_errors = ()
        state.overlay = "prefs"
        self.page.render()

    def done(self, element: Any) -> None:
        """Keep the form for the next game; a refused value keeps the dialog open."""
        state = self.page.state
        if self.page.read_settings_form() is None:
            return
        state.next_form = dict(state.form)
        self.page.browser.storage_set(NEXT_GAME_KEY, dumps_next_form(state.next_form))
        state.overlay = None
        self.page.render()
        self.page.kick()


def overlay(screen: Screen) -> str:
    return render_settings_dialog(screen.lang, screen.form, screen.form_errors, screen.speed,
                                  screen.extras.settings_fields, next_game=True)


def start(page: Page) -> Hooks:
    commands = PrefsCommands(page)
    commands.restore()
    return commands.hooks()
