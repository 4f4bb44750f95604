"""What the other seats' bids say about the hands they were dealt: weights for sampled deals.

``knowledge.Clues`` keeps only what a move proves (a bid above 120 needs the marriages).
A bid says more than that to anyone who knows how its bidder bids: the heuristic bids
only with a marriage in hand and only up to what the hand is worth (its sampled value
less its margin), and passes below that. Taking the heuristic as the model of every other
seat, a sampled deal is weighted by how likely those seats' bids and passes are with the
hands it gives them, softened (``SOFTNESS``, ``SURPRISE``) so that a move the model
would not make lowers a deal's weight without ruling it out: a person, or a bidder on the
barrel, bids by other rules. Deals are drawn from the sampler that honours the proofs and
then chosen by weight, so the solver that judges a card meets the hands the bidding makes
likely, not all hands alike.

Only the auction is read. The contract named after the talon already bounds the
declarer's marriages through the clues, and the play has its voids and the lacks clue.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...cards import Card
from ...tricks import marriages_value
from ...view import PlayerView
from ..heuristic.agent import BID_MARGIN, bidding_value, hand_values
from ..heuristic.lookahead import Hands, Sampler, sample_deal
from ..knowledge import Clues, Knowledge

SOFTNESS = 15.0
"""Points of a hand's value over which a bid (or a pass) goes from unlikely to likely:
about the spread of the heuristic's own sampled value of one hand."""
SURPRISE = 0.05
"""The factor on the likelihood of a voluntary bid from a hand without a marriage, which
the model never makes (and a pass from such a hand is certain)."""
CANDIDATES = 3
"""Deals drawn for each deal kept: the weights choose among them."""
VALUE_SAMPLES = 4
"""Talons sampled to value a hand (the heuristic's bidding uses 16; 4 keeps the weight of
dozens of deals cheap)."""


@dataclass(frozen=True)
class Step:
    """One move of a seat in the auction: a bid of ``amount``, or a pass when ``amount``
    was the least it could have bid."""

    seat: int
    amount: int
    bid: bool


def auction(view: PlayerView) -> list[Step]:
    """The other seats' voluntary moves in the auction, in order. The seat on the hundred
    holds 100 without bidding it, so that says nothing; seats on the barrel bid by the
    barrel's urgency, which this model does not follow, so their moves are left out."""
    high = 100
    steps: list[Step] = []
    for seat, amount in view.bids:
        readable = seat != view.seat and not view.on_barrel[seat]
        if amount is None:
            if readable:
                steps.append(Step(seat, high + view.rules.bid_step, False))
            continue
        if readable:
            steps.append(Step(seat, amount, True))
        high = amount
    return steps


def dealt_hand(view: PlayerView, seat: int, hand: Sequence[Card]) -> list[Card] | None:
    """The cards ``seat`` bid with, given the ``hand`` a sampled deal gives it now: its
    hand and the cards it played, less what it was given (a defender's gift, when the
    viewer knows it) or plus what it gave and less the talon (the declarer; a gift the
    viewer did not see is missing, a spare card that rarely moves a hand's value). None
    for a declarer whose talon the viewer never saw: its dealt cards cannot be told from
    the talon's."""
    cards = set(hand)
    cards |= {c for s, c in _played(view) if s == seat}
    if seat == view.declarer:
        if view.talon is None:
            return None
        cards |= {c for _, c in view.gifts_seen if c is not None}
        cards -= set(view.talon or ())
    else:
        cards -= {c for to, c in view.gifts_seen if to == seat and c is not None}
    return sorted(cards, key=lambda c: c.index)


def _played(view: PlayerView) -> list[tuple[int, Card]]:
    return [*(play for _, trick in view.tricks for play in trick), *view.trick]


def likelihood(view: PlayerView, steps: Sequence[Step], hands: Hands,
               rng: random.Random) -> float:
    """How likely the heuristic would have made ``steps`` with the hands ``hands`` deals."""
    log = 0.0
    worth: dict[int, tuple[float, bool] | None] = {}
    for step in steps:
        if step.seat not in worth:
            cards = dealt_hand(view, step.seat, hands[step.seat])
            worth[step.seat] = None if cards is None else (
                bidding_value(hand_values(cards, view.rules, rng, VALUE_SAMPLES)) - BID_MARGIN,
                marriages_value(cards, view.rules) > 0)
        read = worth[step.seat]
        if read is None:
            continue
        value, married = read
        margin = (value - step.amount) / SOFTNESS
        if step.bid:
            log += _log_sigmoid(margin) + (0.0 if married else math.log(SURPRISE))
        elif married:
            log += _log_sigmoid(-margin)
    return math.exp(log)


def _log_sigmoid(x: float) -> float:
    return -math.log1p(math.exp(-x)) if x > -30 else x


def weighted_sampler(view: PlayerView, kn: Knowledge, clues: Clues | None, count: int,
                     rng: random.Random) -> Sampler:
    """A sampler that yields ``count`` deals of the other hands, drawn by ``sample_deal``
    (honouring ``clues``), ``CANDIDATES`` times as many, of which ``count`` distinct ones
    are chosen by the likelihood of the auction; None once they are spent or when no deal
    can be drawn. Without a readable auction the deals are drawn as they come."""
    steps = auction(view)
    drawn: list[Hands] = []
    for _ in range(count * CANDIDATES if steps else count):
        dealt = sample_deal(kn, rng, clues, view.rules)
        if dealt is None:
            break
        drawn.append(dealt[0])
    kept = drawn[:count]
    if steps and len(drawn) > count:
        # Weighted sampling without replacement (each deal's key u ** (1 / weight), the
        # largest kept): as many distinct deals as asked, the likely ones first.
        keys = [rng.random() ** (1.0 / w) if w > 0 else 0.0
                for w in (likelihood(view, steps, hands, rng) for hands in drawn)]
        order = sorted(range(len(drawn)), key=lambda i: -keys[i])
        kept = [drawn[i] for i in order[:count]]
    pending = iter(kept)

    def sample(_kn: Knowledge, _rng: random.Random) -> Hands | None:
        return next(pending, None)
    return sample


__all__ = ["Step", "auction", "dealt_hand", "likelihood", "weighted_sampler"]
