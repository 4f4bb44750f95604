"""``RoundState.apply`` checks plays, bids, passes, gifts and contracts without building
the legal list (replay's hot path). Over random games under many rule sets, the
quick check must agree with ``legal_actions()`` on every candidate action, legal or not."""

from __future__ import annotations

import random

import pytest

from thousand.actions import (
    Action,
    Bid,
    Concede,
    Contract,
    Dark,
    Give,
    Keep,
    Pass,
    Play,
    Redeal,
    TakeTalon,
)
from thousand.cards import DECK
from thousand.game import GameState
from thousand.round import RoundState
from thousand.rules import Rules

RULE_SETS = [
    Rules(), Rules(players=2), Rules(players=4), Rules(ace_marriage=True),
    Rules(must_beat=True, trump_lead_by_declarer_only=True), Rules(golden_rounds=3, dark=True),
    Rules(bid_step=10, bid_cap=False, barrel_bidding=False),
]


def candidates(state: RoundState) -> list[Action]:
    n = state.setup.players
    out: list[Action] = list(state.legal_actions())
    for seat in range(n):
        out += [Play(seat, card, declare) for card in DECK for declare in (False, True)]
        out += [Bid(seat, amount) for amount in range(95, 310, 5)] + [Bid(seat, 107)]
        out += [Pass(seat), Dark(seat), Keep(seat), Redeal(seat), Concede(seat),
                TakeTalon(seat, 0), Contract(seat, 123)]
        out += [Contract(seat, amount) for amount in range(95, 310, 5)]
        out += [Give(seat, card, to) for card in DECK for to in (*range(n), "talon")]
    return out


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: str(RULE_SETS.index(r)))
def test_quick_check_agrees_with_the_legal_list(rules: Rules) -> None:
    rng = random.Random(7)
    checked = 0
    for game_no in range(3):
        game = GameState.new(rules, seed=100 + game_no)
        for _ in range(250):
            if game.is_over:
                break
            state = game.round
            legal = set(state.legal_actions())
            for action in candidates(state):
                assert state._allows(action) == (action in legal), (str(action), state.phase)
                checked += 1
            game = game.apply(rng.choice(sorted(legal, key=str)))
    assert checked > 30_000
