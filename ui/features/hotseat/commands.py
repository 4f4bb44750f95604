"""Hot-seat on the page: which view to draw, the privacy screen's button, and turning a
new game into a hot-seat one.

Kept together so the hot-seat rules of showing live in one place: the page draws
``shown_view()`` instead of the controller's view, and that is the neutral view
whenever the controller says the shown hand is not private now.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from thousand.view import PlayerView

from ...controller import Controller
from ...feature import Hooks, Page
from .model import neutral_view, people_from_form


def with_people(ctrl: Controller, seats: tuple[int, ...]) -> Controller:
    """``ctrl``'s new game with ``seats`` played by people at this device (2+ seats).

    The first person must take the device too (``ready=False``): whoever set the
    game up may not be the one who moves first."""
    if len(seats) < 2:
        return ctrl
    ctrl.session = replace(ctrl.session, humans=seats, human=seats[0], ready=False)
    ctrl._make_agents()
    return ctrl


def seat_people(ctrl: Controller, form: Mapping[str, str]) -> Controller:
    """A game started from the settings: the seats the form gives to people."""
    return with_people(ctrl, people_from_form(form, ctrl.game.rules.players))


class HotseatCommands:
    """The privacy screen's button, and the view and panel the page draws in hot-seat."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def hooks(self) -> Hooks:
        return Hooks(commands={"handoff-ready": self.ready}, shown_view=self.shown_view,
                     panels={"handoff": self.next_person}, new_game=seat_people)

    def shown_view(self) -> PlayerView:
        """The view to draw: the shown seat's, or nobody's private cards (``neutral_view``)."""
        ctrl = self.page.state.ctrl
        if ctrl.hand_private:
            return ctrl.view()
        return neutral_view(ctrl.game, ctrl.session.human)

    def next_person(self) -> object:
        """The privacy screen's panel: the seat to pass the device to."""
        return self.page.state.ctrl.handoff_due

    def ready(self, element: Any) -> None:
        self.page.state.ctrl.hand_over()
        self.page.save()
        self.page.render()
        self.page.kick()


def start(page: Page) -> Hooks:
    return HotseatCommands(page).hooks()
