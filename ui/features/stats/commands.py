"""The page's statistics commands (``data-ui="stats…"``), mixed into ``ui.main.App``.

A finished game is added to the stored statistics once (``record_stats`` runs after
every move; the game's id keeps a reload from counting it again). A stored text
that does not load is kept aside under ``STATS_BROKEN_KEY`` and the player is told.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ... import dom
from ...controller import Controller
from .store import STATS_KEY, StatsData, add, dumps, game_result, loads, summarize
from .view import EarnedAwards, StatsPanel

STATS_BROKEN_KEY = STATS_KEY + ".broken"


class StatsCommands:
    """``ui_stats`` (open), ``ui_stats_reset`` (ask) / ``_yes`` (do), ``ui_stats_export``."""

    ctrl: Controller
    overlay: str | None
    panel: object
    stats_problem: str | None = None

    def render(self) -> None:
        raise NotImplementedError

    def load_stats(self) -> StatsData:
        text = dom.storage_get(STATS_KEY)
        stats = loads(text)
        if stats.problem is not None:
            dom.storage_set(STATS_BROKEN_KEY, text or "")
            dom.storage_remove(STATS_KEY)
            self.stats_problem = stats.problem
            stats = StatsData()
        return stats

    def record_stats(self) -> None:
        """Count the current game if it has just ended (once; never a replay)."""
        ctrl = self.ctrl
        if not ctrl.game.is_over or ctrl.watching:
            return
        session = ctrl.session
        hotseat = len(getattr(session, "humans", ())) > 1
        result = game_result(ctrl.game, session.human, session.preset, session.undos, hotseat)
        stats = self.load_stats()
        updated = add(stats, result)
        if updated is not stats:
            dom.storage_set(STATS_KEY, dumps(updated))

    def earned_awards(self) -> object:
        """The game-over dialog's panel: the awards of the game just finished."""
        ctrl = self.ctrl
        if not ctrl.game.is_over or ctrl.watching:
            return None
        session = ctrl.session
        return EarnedAwards(game_result(ctrl.game, session.human, session.preset).awards)

    def _open_stats(self, **changes: Any) -> None:
        stats = self.load_stats()
        panel = StatsPanel(summarize(stats.games), stats.games, problem=self.stats_problem)
        self.panel = replace(panel, **changes)
        self.overlay = "stats"
        self.render()

    def ui_stats(self, element: Any) -> None:
        self._open_stats()

    def ui_stats_reset(self, element: Any) -> None:
        self._open_stats(confirm_reset=True)

    def ui_stats_reset_yes(self, element: Any) -> None:
        dom.storage_set(STATS_KEY, dumps(StatsData()))
        self.stats_problem = None
        self._open_stats()

    def ui_stats_export(self, element: Any) -> None:
        text = dumps(self.load_stats())
        dom.download("thousand-statistics.json", text)
        self._open_stats(export_text=text)
