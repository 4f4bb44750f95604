"""The page's hot-seat wiring, mixed into ``ui.main.App``: which view to draw, the privacy
screen's button, and turning a new game into a hot-seat one.

Kept apart from main.py so the hot-seat rules of showing live in one place: the
page draws ``shown_view()`` instead of the controller's view, and that is the
neutral view whenever the controller says the shown hand is not private now.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from thousand.view import PlayerView

from ...controller import Controller
from ...render import table
from .model import neutral_view


def with_people(ctrl: Controller, seats: tuple[int, ...]) -> Controller:
    """``ctrl``'s new game with ``seats`` played by people at this device (2+ seats).

    The first person must take the device too (``ready=False``): whoever set the
    game up may not be the one who moves first."""
    if len(seats) < 2:
        return ctrl
    ctrl.session = replace(ctrl.session, humans=seats, human=seats[0], ready=False)
    ctrl._make_agents()
    return ctrl


class HotseatCommands:
    """``ui_handoff_ready``, and the view / panel the page draws in hot-seat games."""

    ctrl: Controller
    panel: object

    def render(self) -> None:
        raise NotImplementedError

    def kick(self) -> None:
        raise NotImplementedError

    def save(self) -> None:
        raise NotImplementedError

    def shown_view(self) -> PlayerView:
        """The view to draw: the shown seat's, or nobody's private cards (``neutral_view``)."""
        ctrl = self.ctrl
        table.PEOPLE.clear()
        if ctrl.hotseat:
            table.PEOPLE.update(ctrl.people)
        if ctrl.hand_private:
            return ctrl.view()
        return neutral_view(ctrl.game, ctrl.session.human)

    def earned_awards(self) -> object:
        raise NotImplementedError

    def shown_panel(self, overlay: str | None) -> object:
        """The privacy screen's panel is the seat to pass to, the game-over dialog's the
        awards earned (ui/features/stats/commands.py); other overlays keep theirs."""
        if overlay == "handoff":
            return self.ctrl.handoff_due
        if overlay == "over":
            return self.earned_awards()
        return self.panel

    def ui_handoff_ready(self, element: Any) -> None:
        self.ctrl.hand_over()
        self.save()
        self.render()
        self.kick()
