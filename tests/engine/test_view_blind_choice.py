"""``PlayerView.blind_choice``: the one choice no seat can judge, between talons lying
face down (two players). The hint and the coach stay silent on it, so it must be true
exactly there and nowhere else in a round."""

from __future__ import annotations

import random

import pytest

from thousand.actions import TakeTalon
from thousand.game import GameState
from thousand.phase import Phase
from thousand.rules import Rules
from thousand.view import view_of


@pytest.mark.parametrize("preset", ["two_players", "classic", "four_players"])
def test_blind_choice_is_the_choice_between_face_down_talons(preset: str) -> None:
    rng = random.Random(preset)
    blind = decisions = 0
    for seed in range(6):
        game = GameState.new(Rules.preset(preset), seed=seed)
        while game.round.phase is not Phase.DONE and not game.sheet:
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            talons = [a for a in view.legal if isinstance(a, TakeTalon)]
            assert view.blind_choice == bool(talons), view.legal
            assert all(not view_of(game, other).blind_choice
                       for other in range(game.rules.players) if other != seat)
            blind += view.blind_choice
            decisions += 1
            game = game.apply(rng.choice(view.legal))
    assert decisions > 100
    assert (blind > 0) == (preset == "two_players"), blind
