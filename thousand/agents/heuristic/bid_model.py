"""What a dealt hand takes as declarer, and what bidding it is worth, learned from
self-play.

The heuristic bids from a rule of thumb (``evaluate.declarer_value`` over sampled
talons), tuned by eye. The bidding ceiling (docs/MEASUREMENTS.md) showed that knowing
what the talon adds to a hand is worth about +2 points per round, so a better estimate of
a hand's worth is where honest bidding can gain. Here the points a declarer really took
in self-play (card points and declared marriages; the heuristic in every seat, the hand's
seat made declarer at the lowest bid, never conceding) are regressed on that rule's own
value and on features of the hand it weighs only roughly: marriages and whether the
hand has the entries to declare them, aces and tens, length, lone kings and queens.

A second model reads that estimate against the bid: what bidding the lowest bid gains
over passing, fitted to both played out from every bid-or-pass choice of self-play with
a marriage in hand (the rest of the round by the heuristic). The heuristic's own rule is
a fixed margin below the estimate; the fitted one lets the margin depend on how high the
bidding has gone and whether another seat is bidding against it.

Linear models, because their weights can be read and they need no library in the page.
The weights are data (``bid_weights.py``), written by ``python -m lab fit`` with the
command and seed that made them; a player count with no weights has no model.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...cards import DECK, Card, Rank, Suit
from ...round import OPENING_BID
from ...rules import Rules
from ...tricks import marriage_suits
from ...view import PlayerView
from .bid_weights import WEIGHTS
from .evaluate import is_master

FEATURES = (
    "constant",
    "value",
    "marriages",
    "marriage_sum",
    "marriage_max",
    "marriage_sum_no_entry",
    "aces",
    "tens",
    "ace_tens",
    "points",
    "masters",
    "longest",
    "trump_length",
    "half_marriages",
)
"""The take model's inputs, in the order of its weights (``hand_features``)."""


def hand_features(hand: Sequence[Card], rules: Rules, value: float) -> tuple[float, ...]:
    """``FEATURES`` of a dealt ``hand``; ``value`` is the heuristic's own estimate (the
    median of ``evaluate.sampled_values``), which the model corrects rather than
    replaces."""
    outside = [c for c in DECK if c not in hand]
    suits = marriage_suits(hand)
    values = [rules.marriage_value(s) for s in suits]
    masters = sum(1 for c in hand if is_master(c, outside))
    by_suit = {s: [c for c in hand if c.suit is s] for s in Suit}
    aces = sum(1 for c in hand if c.rank is Rank.ACE)
    tens = sum(1 for c in hand if c.rank is Rank.TEN)
    ace_tens = sum(1 for cards in by_suit.values()
                   if any(c.rank is Rank.ACE for c in cards)
                   and any(c.rank is Rank.TEN for c in cards))
    trump = max(suits, key=lambda s: (len(by_suit[s]), rules.marriage_value(s))) \
        if suits else None
    half = sum(1 for s, cards in by_suit.items() if s not in suits
               and any(c.rank in (Rank.KING, Rank.QUEEN) for c in cards))
    return (
        1.0,
        value,
        float(len(suits)),
        float(sum(values)),
        float(max(values, default=0)),
        float(sum(values)) if masters == 0 else 0.0,
        float(aces),
        float(tens),
        float(ace_tens),
        float(sum(c.points for c in hand)),
        float(masters),
        float(max(len(cards) for cards in by_suit.values())),
        float(len(by_suit[trump])) if trump is not None else 0.0,
        float(half),
    )


BID_FEATURES = ("constant", "margin", "margin_above", "level", "contested", "marriages")
"""The bidding model's inputs (``bid_features``)."""


def rival_bid(view: PlayerView) -> bool:
    """Whether another seat holds the bidding above the opening bid (``contested``)."""
    return view.high_bidder not in (None, view.seat) and view.high_bid > OPENING_BID


def bid_features(take: float, amount: int, contested: bool, marriages: int
                 ) -> tuple[float, ...]:
    """``BID_FEATURES`` of bidding ``amount`` with a hand that should take ``take`` (the
    take model's reading): the margin between them, on both sides of zero, how far
    the bidding has gone above the opening, whether another seat bid above it, and how many
    marriages the hand holds."""
    margin = take - amount
    return (1.0, margin, max(margin, 0.0), (amount - OPENING_BID) / 10, float(contested),
            float(marriages))


@dataclass(frozen=True)
class LinearModel:
    """Weights over a tuple of features, and how well they fitted."""

    weights: tuple[float, ...]
    spread: float
    """The residuals' standard deviation on the rows it was fitted to."""
    rows: int

    def __call__(self, features: Sequence[float]) -> float:
        return sum(w * x for w, x in zip(self.weights, features, strict=True))

    @staticmethod
    def of(entry: Mapping[str, Any], names: tuple[str, ...]) -> LinearModel:
        """One entry of ``bid_weights.WEIGHTS``; an error names a mismatch with ``names``
        (weights fitted for other inputs)."""
        got = tuple(entry["features"])
        if got != names:
            raise ValueError(f"weights for features {got}, expected {names}: "
                             f"refit with python -m lab fit")
        return LinearModel(tuple(float(w) for w in entry["weights"]), float(entry["spread"]),
                           int(entry["rows"]))


MODELS = {"take": FEATURES, "bid": BID_FEATURES}
"""The two fitted models and their inputs: what a hand takes as declarer (points), and
what bidding the lowest bid gains over passing (points, the seat's round score less the
others' mean)."""


def model_for(kind: str, rules: Rules) -> LinearModel | None:
    """The fitted ``kind`` model for ``rules``' player count, if one was fitted."""
    return _model(kind, rules.players)


@cache
def _model(kind: str, players: int) -> LinearModel | None:
    entry = WEIGHTS.get(kind, {}).get(str(players))
    return LinearModel.of(entry, MODELS[kind]) if entry is not None else None
