"""The card search's ``ally`` knob: how much a defender counts the other defenders'
scores against its own."""

from __future__ import annotations

import random

import pytest

from thousand.actions import Play
from thousand.agents import make_agent
from thousand.agents.search.agent import SearchAgent, value_plays
from thousand.agents.search.rollout import relative
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of


def test_relative_weighs_the_other_defenders_by_ally() -> None:
    scores = {0: 120.0, 1: 40.0, 2: 10.0}
    assert relative(scores, 1) == 40 - (120 + 10) / 2
    assert relative(scores, 1, declarer=0, ally=1.0) == relative(scores, 1)
    assert relative(scores, 1, declarer=0, ally=0.0) == 40 - 120 / 2
    assert relative(scores, 1, declarer=0, ally=0.5) == 40 - (120 + 5) / 2
    # The declarer plays against both defenders whatever the knob says.
    assert relative(scores, 0, declarer=0, ally=0.0) == relative(scores, 0)


def test_the_knob_reaches_the_agent() -> None:
    agent = make_agent("search:ally=0")
    assert isinstance(agent, SearchAgent)
    assert agent.settings.ally == 0.0
    assert SearchAgent().settings.ally == 1.0


def _card_views(rules: Rules, seed: int) -> list[PlayerView]:
    """Every view with two or more legal cards in a round of heuristic play."""
    game = GameState.new(rules, seed=seed)
    agent = make_agent("heuristic")
    views = []
    while game.round.phase is not Phase.DONE and not game.sheet:
        assert game.to_move is not None
        view = view_of(game, game.to_move)
        if sum(isinstance(a, Play) for a in view.legal) > 1:
            views.append(view)
        game = game.apply(agent.choose(view, view.legal, random.Random(len(views))))
    return views


@pytest.mark.parametrize("preset", ["classic", "four_players"])
def test_only_a_defenders_values_change(preset: str) -> None:
    """On the same sampled deals, ``ally=0`` leaves the declarer's card values as they
    were and changes a defender's somewhere (its partner's takings no longer count)."""
    rules = Rules.preset(preset)
    defenders_changed = 0
    declarers = 0
    for seed in range(4):
        for view in _card_views(rules, seed):
            plays = [a for a in view.legal if isinstance(a, Play)]
            plain = value_plays(view, plays, random.Random(seed), deals=4)
            alone = value_plays(view, plays, random.Random(seed), deals=4, ally=0.0)
            if view.seat == view.declarer:
                declarers += 1
                assert alone == plain
            else:
                defenders_changed += alone != plain
    assert declarers > 0
    assert defenders_changed > 0
