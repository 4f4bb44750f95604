"""The rules screen's commands (``data-ui="rules…"``).

The rules screen shows the game on the table (toolbar menu, or "why?" next to a
refused move), or — from the settings — the rules the form would start, so a
player sees what a switch means before starting the game.
"""

from __future__ import annotations

from typing import Any

from ...feature import Hooks, Page


class RulesCommands:
    """The rules of this game, at the play of the cards, of the settings form; back."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def hooks(self) -> Hooks:
        return Hooks(commands={"rules": self.show, "rules-play": self.show_play,
                               "rules-preview": self.preview, "rules-back": self.back})

    def show(self, element: Any) -> None:
        """The rules as this game plays them (ui/features/rules/text.py)."""
        self.page.state.overlay = "rules"
        self.page.render()

    def show_play(self, element: Any) -> None:
        """From a refused move: the rules opened at the play of the cards."""
        self.page.state.overlay = "rules-play"
        self.page.render()
        self.page.browser.focus("[data-rules-section='play'] h3")

    def preview(self, element: Any) -> None:
        """From the settings: the rules of the form as it stands (errors stay in the form)."""
        result = self.page.read_settings_form()
        if result is None:
            return
        self.page.state.panel = result.rules
        self.page.state.overlay = "rules-preview"
        self.page.render()

    def back(self, element: Any) -> None:
        """Back from the preview to the settings, with the form as it was."""
        self.page.state.panel = None
        self.page.state.overlay = "settings"
        self.page.render()


def start(page: Page) -> Hooks:
    return RulesCommands(page).hooks()
