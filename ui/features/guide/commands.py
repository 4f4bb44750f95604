"""The page's first-game guide commands (``data-ui="guide-…"``), mixed into ``ui.main.App``.

The guide's wiring lives with the guide: main.py lists this class among App's
bases and passes ``guide_step()`` to the screen. A step, once on screen, stays
until it is read, even if the game has moved on (the bots play fast).
"""

from __future__ import annotations

from typing import Any

from ... import dom
from ...controller import Controller
from .model import GUIDE_KEY, ON, GuideState, step_for


class GuideCommands:
    """``ui_guide_start`` / ``ui_guide_next`` / ``ui_guide_off`` and the menu's ``ui_guide``."""

    ctrl: Controller
    _guide: GuideState | None = None
    _guide_step: str | None = None

    def render(self) -> None:
        raise NotImplementedError

    @property
    def guide(self) -> GuideState:
        if self._guide is None:
            self._guide = GuideState.from_json(dom.storage_get(GUIDE_KEY))
        return self._guide

    def _set_guide(self, guide: GuideState) -> None:
        self._guide = guide
        self._guide_step = None
        dom.storage_set(GUIDE_KEY, guide.to_json())

    def guide_step(self) -> str | None:
        """The guide's step for this render (None when it has nothing to say)."""
        guide = self.guide
        if self.ctrl.watching:
            return None
        view = self.ctrl.view()
        if guide.state == ON and view.winner is not None:
            self._set_guide(guide.dismissed())  # a whole game played: the guide is done
            return None
        step = self._guide_step
        if step is None or guide.state != ON or step in guide.seen:
            step = step_for(view, guide)
            self._guide_step = step if guide.state == ON else None
        return step

    def ui_guide_start(self, element: Any) -> None:
        self._set_guide(self.guide.started())
        self.render()

    def ui_guide_next(self, element: Any) -> None:
        step = dom.attr(element, "data-step") or ""
        self._set_guide(self.guide.read(step))
        self.render()

    def ui_guide_off(self, element: Any) -> None:
        self._set_guide(self.guide.dismissed())
        self.render()

    def ui_guide(self, element: Any) -> None:
        """The menu's "First-game guide": start it again, from the first topic."""
        self._set_guide(self.guide.started())
        self.render()



def register() -> None:
    """The toolbar menu's entry that starts the guide again."""
    from ...render import page as render

    if ("guide", "guide") not in render.MENU_ITEMS:
        render.MENU_ITEMS.append(("guide", "guide"))
