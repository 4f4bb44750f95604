"""Near the barrel the hint's figures count the game (the search's stakes), and the hint
says so under them; away from those lines it says nothing more."""

from __future__ import annotations

from typing import Any

from tests.helpers import first_view
from tests.ui.test_ui_app import app  # noqa: F401  (the App fixture)
from thousand.actions import Play
from thousand.agents.hint import Advice, Option, advise
from thousand.agents.search.stakes import WIN
from thousand.game import GameState
from thousand.rules import PRESETS
from thousand.view import PlayerView
from ui.features.hint.commands import HintCommands
from ui.i18n import tr


def _first_card_view(start_scores: tuple[int, ...]) -> PlayerView:
    """The first card decision of a seeded classic game that starts at ``start_scores``."""
    game = GameState.new(PRESETS["classic"], seed=11, start_scores=start_scores)
    return first_view(game, lambda view: sum(isinstance(a, Play) for a in view.legal) > 1)


def test_the_advice_says_when_its_values_count_the_game() -> None:
    near = advise(_first_card_view((860, 700, 0)))
    assert near.options and near.won_game == WIN
    far = advise(_first_card_view((0, 0, 0)))
    assert far.options and far.won_game is None


def _hint_with(page: Any, won_game: float | None) -> str:
    ctrl = page.state.ctrl
    while not ctrl.human_to_move():
        ctrl.step()
    view = ctrl.view()
    play = next(a for a in view.legal)
    advice = Advice(play, "r", "no_such_reason", (Option(play, 12.0),), 12, won_game)
    HintCommands(page, lambda _view: advice).hint(None)
    return str(page.state.hint)


def test_the_hint_adds_the_games_note_only_to_values_that_count_it(app: Any) -> None:  # noqa: F811
    lang = app.state.lang
    note = tr(lang, "hint_values_game", win="1000")
    assert note in _hint_with(app, 1000.0)
    plain = _hint_with(app, None)
    assert plain and note not in plain
