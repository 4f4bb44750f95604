"""The replay's controls (``data-ui="watch-…"``), drawn by ui/render/watchbar.py.

A step or a jump along the slider stops the replay first: someone stepping wants to look
at each action, someone dragging at the position under the thumb, and a replay that kept
running would take it away at once.
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
                               "watch-back": self.back, "watch-step": self.forward,
                               "watch-seek": self.seek})

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

    def seek(self, element: Any) -> None:
        """The slider pressed or moved (as the pointer goes down, every step of a drag, each
        key): to the action under it. A value that is no whole number (a slider edited in
        the page) leaves the replay as it is."""
        text = self.page.browser.value(element)
        if text.isascii() and text.isdigit():
            self.go_to(int(text), summaries_read=True)

    def step(self, by: int) -> None:
        self.go_to(self.page.state.ctrl.session.pos + by)

    def go_to(self, pos: int, summaries_read: bool = False) -> None:
        state = self.page.state
        ctrl = state.ctrl
        if not ctrl.watching:
            return
        ctrl.paused = True
        ctrl.seek(pos, summaries_read)
        state.gathering = False
        state.tricks_seen = len(ctrl.view().tricks)
        self.page.save()
        self.page.render()


def start(page: Page) -> Hooks:
    return WatchCommands(page).hooks()
