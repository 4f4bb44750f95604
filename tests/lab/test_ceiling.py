"""The ceiling run tells the search the true deal, and only inside its block."""

from __future__ import annotations

import random

from lab import ceiling, duel
from thousand.actions import Play
from thousand.agents import make_agent
from thousand.agents.knowledge import Knowledge
from thousand.agents.search import agent as search_agent
from thousand.agents.search import declarer as search_declarer
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import view_of


def _mid_play(seed: int) -> GameState:
    """A classic game of heuristic play a few cards into the play."""
    game = GameState.new(Rules.preset("classic"), seed=seed)
    agent = make_agent("heuristic")
    played = 0
    while played < 4:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        action = agent.choose(view, view.legal, random.Random(played))
        played += isinstance(action, Play)
        game = game.apply(action)
    assert game.round.phase is Phase.PLAY
    return game


def test_the_told_samplers_deal_the_hands_as_they_lie_and_are_restored() -> None:
    honest = (duel.view_of, search_agent.sample_deal, search_declarer.sample_hands)
    game = _mid_play(3)
    seat = game.to_move
    assert seat is not None
    with ceiling.told(["play", "declare"]):
        view = duel.view_of(game, seat)
        kn = Knowledge.of(view)
        told = search_agent.sample_deal(kn, random.Random(0))
        assert told is not None
        hands, hidden = told
        assert hidden == ()
        for s in game.round.setup.active_seats():
            assert hands[s] == tuple(game.round.hands[s])
        assert search_declarer.sample_hands(kn, random.Random(0)) == hands
    assert (duel.view_of, search_agent.sample_deal, search_declarer.sample_hands) == honest
    # The honest sampler does not deal the other hands as they lie every time.
    kn = Knowledge.of(view_of(game, seat))
    dealt = [search_agent.sample_deal(kn, random.Random(k)) for k in range(8)]
    assert any(d is not None and d[0] != hands for d in dealt)


def test_ceiling_refuses_an_unknown_part_and_two_players() -> None:
    assert ceiling.main(["cards", "--deals", "1"]) == 2
    assert ceiling.main(["play", "--preset", "two_players"]) == 2
