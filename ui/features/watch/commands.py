"""The replay's controls (``data-ui="watch-…"``), drawn by ui/render/watchbar.py.

A step stops the replay first: someone stepping wants to look at each action, and a
replay that kept running would take the next one away at once.
"""

from __future__ import annotations

from typing import Any

from ...feature import Hooks, Page


class WatchCommands:
    """Pause, play on, one action back, one action on."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def hooks(self) -> Hooks:
        return Hooks(commands={"watch-pause": self.pause, "watch-play": self.play,
                               "watch-back": self.back, "watch-step": self.forward})

    def pause(self, element: Any) -> None:
        self.page.state.ctrl.paused = True
        self.page.render()

    def play(self, element: Any) -> None:
        self.page.state.ctrl.paused = False
        self.page.render()
        self.page.kick()

    def back(self, element: Any) -> None:
        self.step(-1)

    def forward(self, element: Any) -> None:
        self.step(1)

    def step(self, by: int) -> None:
        state = self.page.state
        ctrl = state.ctrl
        if not ctrl.watching:
            return
        ctrl.paused = True
        ctrl.seek(ctrl.session.pos + by)
        state.gathering = False
        state.tricks_seen = len(ctrl.view().tricks)
        self.page.save()
        self.page.render()


def start(page: Page) -> Hooks:
    return WatchCommands(page).hooks()
