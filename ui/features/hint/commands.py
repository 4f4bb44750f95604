"""The hint (``data-ui="hint"``): the engine's advice for the move in front of you, in words.

The adviser is ``thousand.agents.hint`` when that module exists (it is optional: the
page then shows no Hint button).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from thousand.actions import Action, Play

from ...feature import Hooks, Page
from ...i18n import known, tr
from ...render.page import log_line
from .values import after_sentence, told

HINT_SECONDS = 0.2
"""Time the hint's sampling may take per question (the search and the values each)."""

Adviser = Callable[[Any], Any]


def hint_function() -> Adviser | None:
    """``thousand.agents.hint.hint`` when that module exists (it is optional)."""
    try:
        module = importlib.import_module("thousand.agents.hint")
    except ImportError:
        return None
    advise = getattr(module, "advise", None)
    if callable(advise):
        # Values every choice, within a time limit per sampling: values.py shows the top
        # ones, or says that several (or all) are worth the same.
        return lambda view: advise(view, seconds=HINT_SECONDS, top=len(view.legal))
    func = getattr(module, "hint", None)
    return func if callable(func) else None


class HintCommands:
    """Ask the adviser about the position on the table and say its answer."""

    def __init__(self, page: Page, adviser: Adviser | None) -> None:
        self.page = page
        self.adviser = adviser
        page.state.hint_available = adviser is not None

    def hooks(self) -> Hooks:
        return Hooks(commands={"hint": self.hint})

    def hint(self, element: Any) -> None:
        state = self.page.state
        if self.adviser is None or not state.ctrl.human_to_move():
            return
        view = state.ctrl.view()
        lang = state.lang
        if view.blind_choice:
            state.hint, state.hinted = tr(lang, "hint_no_info"), None
            self.page.render()
            return
        result = self.adviser(view)
        action = getattr(result, "action", result)
        said = (log_line(action, view, lang, state.people) if isinstance(action, Action)
                else str(action))
        key = f"reason.{getattr(result, 'key', '')}"
        reason = tr(lang, key) if known(key) else str(getattr(result, "reason", ""))
        plays = sum(isinstance(a, Play) for a in view.legal)
        reason, figures = told(lang, reason, getattr(result, "options", ()), plays, action,
                               state.people)
        won_game = getattr(result, "won_game", None)
        if figures and won_game:
            figures = after_sentence(figures, tr(lang, "hint_values_game", win=f"{won_game:.0f}"))
        state.hint = after_sentence(tr(lang, "hint_text", action=said, reason=reason), figures)
        state.hinted = str(action) if isinstance(action, Action) else None
        self.page.render()


def start(page: Page) -> Hooks:
    return HintCommands(page, hint_function()).hooks()
