"""The page's rules-screen commands (``data-ui="rules…"``), mixed into ``ui.main.App``.

The rules screen shows the game on the table (toolbar menu, or "why?" next to a
refused move), or — from the settings — the rules the form would start, so a
player sees what a switch means before starting the game.
"""

from __future__ import annotations

from typing import Any

from ... import dom
from ...settings import FormResult, parse_form


class RulesCommands:
    """``ui_rules``, ``ui_rules_play``, ``ui_rules_preview`` and ``ui_rules_back``."""

    overlay: str | None
    panel: object
    form: dict[str, str]
    form_errors: Any

    def render(self) -> None:
        raise NotImplementedError

    def ui_rules(self, element: Any) -> None:
        """The rules as this game plays them (ui/features/rules/text.py)."""
        self.overlay = "rules"
        self.render()

    def ui_rules_play(self, element: Any) -> None:
        """From a refused move: the rules opened at the play of the cards."""
        self.overlay = "rules-play"
        self.render()
        dom.focus("[data-rules-section='play'] h3")

    def read_settings_form(self) -> FormResult | None:
        """The settings form read, or None with its errors shown in the form.

        Shared by Start and the rules preview, so both refuse a form the same way."""
        self.form = dom.form_values("settings-form")
        result = parse_form(self.form)
        self.form_errors = result.errors if result.rules is None else ()
        if result.rules is None:
            self.render()
            return None
        return result

    def ui_rules_preview(self, element: Any) -> None:
        """From the settings: the rules of the form as it stands (errors stay in the form)."""
        result = self.read_settings_form()
        if result is None:
            return
        self.panel = result.rules
        self.overlay = "rules-preview"
        self.render()

    def ui_rules_back(self, element: Any) -> None:
        """Back from the preview to the settings, with the form as it was."""
        self.panel = None
        self.overlay = "settings"
        self.render()
