"""The end screen's commands: close it to look at the finished table, open it again; and
its panel, the awards and the statistics' change of the game just finished.

The statistics are read from the stats feature's store; the panel is kept while the game
and the stored statistics stay the same, since the page renders on every click while the
screen is up.
"""

from __future__ import annotations

from typing import Any

from ...feature import Hooks, Page
from ..stats.store import STATS_KEY, game_id, game_result, loads
from .model import GameOverPanel, stats_change


class GameOverCommands:
    """Close / reopen the end screen; the panel it is drawn with."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self._panel: tuple[tuple[str, str | None], GameOverPanel] | None = None
        """The last game's id and stored statistics, and the panel made from them."""

    def hooks(self) -> Hooks:
        return Hooks(commands={"over-close": self.close, "over-open": self.reopen},
                     panels={"over": self.panel})

    def close(self, element: Any) -> None:
        """Leave the finished game on the table; the toolbar offers the end screen again."""
        self.page.state.over_closed = True
        self.page.state.overlay = None
        self.page.render()

    def reopen(self, element: Any) -> None:
        self.page.state.over_closed = False
        self.page.state.overlay = None
        self.page.render()

    def panel(self) -> object:
        ctrl = self.page.state.ctrl
        game = ctrl.game
        if not game.is_over or ctrl.watching:
            return GameOverPanel()
        text = self.page.browser.storage_get(STATS_KEY)
        key = (game_id(game), text)
        if self._panel is not None and self._panel[0] == key:
            return self._panel[1]
        session = ctrl.session
        result = game_result(game, session.human, session.preset, session.undos, ctrl.hotseat)
        stored = loads(text)
        change = None if stored.problem is not None else stats_change(stored.games, result)
        panel = GameOverPanel(result.awards, change)
        self._panel = (key, panel)
        return panel


def start(page: Page) -> Hooks:
    return GameOverCommands(page).hooks()
