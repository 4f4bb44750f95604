"""The computers' pace (``App.bot_speed``): brisk only in a deal nobody at this device plays."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from thousand.rules import Rules
from ui.controller import Controller

from .test_ui_app import app  # noqa: F401  (the App built with browser stand-ins)


def test_the_dealer_sitting_out_gets_the_brisk_pace(app: Any) -> None:  # noqa: F811
    app.state.prefs = replace(app.state.prefs, speed="normal")
    app.state.ctrl = Controller.new_game(Rules(players=4), seed=1)
    view = app.state.ctrl.view()
    assert view.dealer == view.seat == 0 and 0 not in view.active_seats
    assert app.bot_speed() == "fast"
    app.state.prefs = replace(app.state.prefs, speed="instant")
    assert app.bot_speed() == "instant"  # never slower than chosen


def test_a_deal_you_play_keeps_the_chosen_pace(app: Any) -> None:  # noqa: F811
    app.state.prefs = replace(app.state.prefs, speed="slow")
    app.state.ctrl = Controller.new_game(Rules(players=3), seed=1)
    assert app.bot_speed() == "slow"
    four = Controller.new_game(Rules(players=4), seed=1)
    while four.view().dealer == 0 or four.summary_pending is not None:
        if four.summary_pending is not None:
            four.close_summary()
        else:
            four.step()
    app.state.ctrl = four
    assert 0 in four.view().active_seats and app.bot_speed() == "slow"
