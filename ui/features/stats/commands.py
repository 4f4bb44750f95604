"""The statistics commands (``data-ui="stats…"``) and counting a finished game.

A finished game is added to the stored statistics once (``record_stats`` runs after
every move; the game's id keeps a reload from counting it again). A stored text
that does not load is kept aside under ``STATS_BROKEN_KEY`` and the player is told.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...feature import Hooks, Page
from . import coached
from .store import (
    STATS_KEY,
    StatsData,
    add,
    daily_streak,
    dumps,
    game_result,
    loads,
    summarize,
    utc_today,
)
from .view import StatsPanel

STATS_BROKEN_KEY = STATS_KEY + ".broken"


class StatsCommands:
    """Open the dialog, reset (ask, then do), export; count games (the end screen,
    ui/features/gameover/, says what the game changed)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.problem: str | None = None
        """Why the stored statistics did not load (said in the dialog), until a reset."""

    def hooks(self) -> Hooks:
        return Hooks(commands={"stats": self.open, "stats-reset": self.reset,
                               "stats-reset-yes": self.reset_yes, "stats-export": self.export},
                     after_action=self.record_stats)

    def load_stats(self) -> StatsData:
        browser = self.page.browser
        text = browser.storage_get(STATS_KEY)
        stats = loads(text)
        if stats.problem is not None:
            browser.storage_set(STATS_BROKEN_KEY, text or "")
            browser.storage_remove(STATS_KEY)
            self.problem = stats.problem
            stats = StatsData()
        return stats

    def record_stats(self) -> None:
        """Count the current game if it has just ended (once; never a replay)."""
        ctrl = self.page.state.ctrl
        if not ctrl.game.is_over or ctrl.watching:
            return
        session = ctrl.session
        hotseat = len(getattr(session, "humans", ())) > 1
        result = game_result(ctrl.game, session.human, session.preset, session.undos, hotseat)
        stats = self.load_stats()
        updated = add(stats, result)
        if updated is not stats:
            self.page.browser.storage_set(STATS_KEY, dumps(updated))

    def _open_stats(self, **changes: Any) -> None:
        stats = self.load_stats()
        deals = coached.loads(self.page.browser.storage_get(coached.COACH_KEY))
        panel = StatsPanel(summarize(stats.games), stats.games, problem=self.problem,
                           coached=deals, dailies=stats.dailies,
                           daily_streak=daily_streak({d.day for d in stats.dailies}, utc_today()))
        self.page.state.panel = replace(panel, **changes)
        self.page.state.overlay = "stats"
        self.page.render()

    def open(self, element: Any) -> None:
        self._open_stats()

    def reset(self, element: Any) -> None:
        self._open_stats(confirm_reset=True)

    def reset_yes(self, element: Any) -> None:
        self.page.browser.storage_set(STATS_KEY, dumps(StatsData()))
        self.problem = None
        self._open_stats()

    def export(self, element: Any) -> None:
        text = dumps(self.load_stats())
        self.page.browser.download("thousand-statistics.json", text)
        self._open_stats(export_text=text)


def start(page: Page) -> Hooks:
    return StatsCommands(page).hooks()
