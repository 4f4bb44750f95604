"""The agents bid blind to the talon: the lab's bidding ceiling (``lab/ceiling.py``) is the
only bidder told it."""

from __future__ import annotations

import random

import pytest

from thousand.actions import Bid, Pass
from thousand.agents import make_agent
from thousand.errors import IllegalActionError
from thousand.game import GameState
from thousand.round import Deal
from thousand.rules import Rules
from thousand.view import view_of

from .test_search_agent import _one_round


def _talon_swapped(deal: Deal, seat: int, other: int) -> Deal:
    """The deal with the first talon's last card swapped with ``other``'s first card."""
    hands = [list(h) for h in deal.hands]
    talons = [list(t) for t in deal.talons]
    card_hand, card_talon = hands[other][0], talons[0][-1]
    hands[other][0], talons[0][-1] = card_talon, card_hand
    return Deal(tuple(tuple(h) for h in hands), tuple(tuple(t) for t in talons))


@pytest.mark.parametrize("preset", ["classic", "four_players", "two_players"])
def test_bids_are_the_same_whatever_the_talon_holds(preset: str) -> None:
    """At every choice to bid or pass in heuristic rounds, the deal with a talon card
    swapped with another seat's card gives the bidder the same view, and the heuristic
    (also with the fitted bidding models) and the search (which bids by it) the same bid;
    the talons really differ."""
    rules = Rules.preset(preset)
    agents = [make_agent("heuristic"), make_agent("search"), make_agent("heuristic:bid_model=1")]
    compared = 0
    for seed in range(10):
        _, states, actions = _one_round(rules, seed)
        deal = GameState.new(rules, seed=seed).round.deal
        for k, state in enumerate(states):
            seat = state.to_move
            legal = state.legal_actions()
            if seat is None or not any(isinstance(a, Pass) for a in legal) \
                    or not any(isinstance(a, Bid) for a in legal):
                continue
            other = next(s for s in state.round.setup.active_seats() if s != seat)
            twin = GameState.new(rules, seed=seed, deal=_talon_swapped(deal, seat, other))
            try:
                for action in actions[:k]:
                    twin = twin.apply(action)
            except IllegalActionError:
                continue
            assert twin.round.deal.talons != state.round.deal.talons
            view_a, view_b = view_of(state, seat), view_of(twin, seat)
            assert view_a == view_b
            for agent in agents:
                assert agent.choose(view_a, view_a.legal, random.Random(k)) \
                    == agent.choose(view_b, view_b.legal, random.Random(k))
            compared += 1
    assert compared >= 10

