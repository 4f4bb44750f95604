"""The first-game guide's commands (``data-ui="guide-…"``) and its step on each render.

A step, once on screen, stays until it is read, even if the game has moved on (the
bots play fast).
"""

from __future__ import annotations

from typing import Any

from ...feature import Hooks, Page
from .model import GUIDE_KEY, ON, GuideState, step_for


class GuideCommands:
    """Start, next, off, and the menu's entry that starts the guide again."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self._guide: GuideState | None = None
        self._guide_step: str | None = None

    def hooks(self) -> Hooks:
        return Hooks(commands={"guide-start": self.restart, "guide-next": self.next,
                               "guide-off": self.off, "guide": self.restart},
                     shown=self.guide_step)

    @property
    def guide(self) -> GuideState:
        if self._guide is None:
            self._guide = GuideState.from_json(self.page.browser.storage_get(GUIDE_KEY))
        return self._guide

    def _set_guide(self, guide: GuideState) -> None:
        self._guide = guide
        self._guide_step = None
        self.page.browser.storage_set(GUIDE_KEY, guide.to_json())

    def guide_step(self) -> str | None:
        """The guide's step for this render (None when it has nothing to say)."""
        guide = self.guide
        ctrl = self.page.state.ctrl
        if ctrl.watching:
            return None
        view = ctrl.view()
        if guide.state == ON and view.winner is not None:
            self._set_guide(guide.dismissed())  # a whole game played: the guide is done
            return None
        step = self._guide_step
        if step is None or guide.state != ON or step in guide.seen:
            step = step_for(view, guide)
            self._guide_step = step if guide.state == ON else None
        return step

    def restart(self, element: Any) -> None:
        """Start the guide, from the first topic (its own button, or the menu's entry)."""
        self._set_guide(self.guide.started())
        self.page.render()

    def next(self, element: Any) -> None:
        step = self.page.browser.attr(element, "data-step") or ""
        self._set_guide(self.guide.read(step))
        self.page.render()

    def off(self, element: Any) -> None:
        self._set_guide(self.guide.dismissed())
        self.page.render()


def start(page: Page) -> Hooks:
    return GuideCommands(page).hooks()
