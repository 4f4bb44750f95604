"""The bidding model fitted to self-play (``heuristic/bid_model.py``) and the heuristic's
bidding with it (``bid_model=1``)."""

from __future__ import annotations

import random

import pytest

from thousand.actions import Bid, Pass
from thousand.agents.heuristic.agent import BID_QUANTILE, SAMPLES, HeuristicAgent, Tuning
from thousand.agents.heuristic.bid_model import (
    BID_FEATURES,
    FEATURES,
    LinearModel,
    bid_features,
    hand_features,
    model_for,
)
from thousand.agents.heuristic.evaluate import sampled_values
from thousand.cards import DECK, parse_cards
from thousand.game import GameState
from thousand.rules import Rules
from thousand.tricks import marriage_suits
from thousand.view import view_of

CLASSIC = Rules.preset("classic")
SHIPPED = ["classic"]
"""The presets whose player counts have fitted weights in the repository."""


def test_features_of_a_hand_with_a_marriage_and_entries() -> None:
    """K♥ Q♥ A♠ 10♠ 9♠ J♣ 9♦: the heart marriage (100), A♠ and 10♠ the masters (no
    higher spade outside), spades the longest suit, hearts the trump."""
    hand = parse_cards(["KH", "QH", "AS", "TS", "9S", "JC", "9D"])
    got = dict(zip(FEATURES, hand_features(hand, CLASSIC, 130.0), strict=True))
    assert got == {
        "constant": 1.0, "value": 130.0, "marriages": 1.0, "marriage_sum": 100.0,
        "marriage_max": 100.0, "marriage_sum_no_entry": 0.0, "aces": 1.0, "tens": 1.0,
        "ace_tens": 1.0, "points": 30.0, "masters": 2.0, "longest": 3.0,
        "trump_length": 2.0, "half_marriages": 0.0,
    }


def test_features_of_a_hand_with_no_entry_and_a_lone_king() -> None:
    """K♠ Q♠ 9♥ J♥ 9♣ J♦ K♦: no card that nobody can beat, so the spade marriage (40)
    may never be declared; the king of diamonds is half a marriage."""
    hand = parse_cards(["KS", "QS", "9H", "JH", "9C", "JD", "KD"])
    got = dict(zip(FEATURES, hand_features(hand, CLASSIC, 60.0), strict=True))
    assert got["masters"] == 0.0
    assert got["marriage_sum_no_entry"] == 40.0
    assert got["half_marriages"] == 1.0
    assert got["trump_length"] == 2.0


def test_bid_features_read_the_margin_on_both_sides() -> None:
    above = dict(zip(BID_FEATURES, bid_features(150.0, 120, True, 2), strict=True))
    below = dict(zip(BID_FEATURES, bid_features(100.0, 120, False, 1), strict=True))
    assert above == {"constant": 1.0, "margin": 30.0, "margin_above": 30.0, "level": 2.0,
                     "contested": 1.0, "marriages": 2.0}
    assert below["margin"] == -20.0 and below["margin_above"] == 0.0
    assert below["contested"] == 0.0


def test_weights_for_other_features_are_refused() -> None:
    entry = {"features": ["constant", "value"], "weights": [0.0, 1.0], "spread": 1.0,
             "rows": 10}
    with pytest.raises(ValueError, match="refit with python -m lab fit"):
        LinearModel.of(entry, FEATURES)


@pytest.mark.parametrize("preset", SHIPPED)
def test_the_shipped_models_read_hands_as_a_declarer_would(preset: str) -> None:
    """The fitted weights are shipped, each from enough rows; the take model reads a hand
    with more sure tricks and a bigger marriage as worth more, and the bid model says bid
    with a hand worth far more than the bid and pass with one worth far less."""
    rules = Rules.preset(preset)
    take, bid = model_for("take", rules), model_for("bid", rules)
    assert take is not None and bid is not None
    assert take.rows >= 5000 and bid.rows >= 2000
    size = len(GameState.new(rules, seed=0).round.deal.hands[0])
    strong = parse_cards(["AH", "TH", "KH", "QH", "AS", "TS", "AD", "TD", "AC", "TC"][:size])
    weak = parse_cards(["9S", "JS", "KS", "QS", "9C", "JC", "9D", "JD", "9H", "JH"][:size])
    assert take(hand_features(strong, rules, 200.0)) > take(hand_features(weak, rules, 60.0)) + 50
    assert bid(bid_features(200.0, 100, False, 1)) > 0
    assert bid(bid_features(60.0, 120, False, 1)) < 0


def _first_bid_with_a_marriage(rules: Rules) -> tuple[GameState, int]:
    """A seeded game whose first seat to bid or pass holds a marriage."""
    for seed in range(200):
        game = GameState.new(rules, seed=seed)
        seat = game.to_move
        legal = game.legal_actions()
        if seat is not None and any(isinstance(a, Bid) for a in legal) \
                and any(isinstance(a, Pass) for a in legal) \
                and marriage_suits(game.round.hands[seat]):
            return game, seat
    raise AssertionError("no seed deals a marriage to the first bidder")


def test_the_heuristic_bids_by_the_models_only_when_asked() -> None:
    """With ``bid_model=1`` the heuristic gives the take model's reading of the hand and
    bids exactly when the bid model says bidding gains; without it, the sampled value."""
    game, seat = _first_bid_with_a_marriage(CLASSIC)
    view = view_of(game, seat)
    take, bid = model_for("take", CLASSIC), model_for("bid", CLASSIC)
    assert take is not None and bid is not None
    unknown = [c for c in DECK if c not in view.hand]
    values = sampled_values(view.hand, CLASSIC, unknown, random.Random(3), SAMPLES)
    value = values[int(len(values) * BID_QUANTILE)]
    reading = take(hand_features(view.hand, CLASSIC, value))
    assert round(reading) != round(value)
    amount = min(a.amount for a in view.legal if isinstance(a, Bid))
    gain = bid(bid_features(reading, amount, False, len(marriage_suits(view.hand))))
    with_model = HeuristicAgent(Tuning(bid_model=1)).decide(view, view.legal, random.Random(3))
    without = HeuristicAgent().decide(view, view.legal, random.Random(3))
    assert f"about {reading:.0f}" in with_model.text
    assert isinstance(with_model.action, Bid) == (gain > 0)
    assert f"about {value:.0f}" in without.text
