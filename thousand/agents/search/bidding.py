"""What each bid (and passing) is worth to the bidder, by playing sampled deals out.

For the hint's figures: the cards the bidder cannot see are dealt many times over
(the talon and the other hands, from the cards not in its hand), and each deal is played
out twice with the open-hand playout of ``rollout.py``. Once with the bidder as the
declarer: it takes the talon, gives away the two cards the heuristic would spare
(``evaluate.choose_spares``) and leads; every bid level is then scored against the
points it took. Once with the bidder passing: the highest other bidder (or the next
seat still in the bidding) declares at the current bid, at least 100, and the bidder
defends. The numbers are the bidder's round score less its opponents' mean, like the
card search's. Open hands make every side play better than it could, so they are
estimates for a player to weigh, not the agent's bidding rule.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ...actions import Bid, Pass
from ...cards import DECK, Card
from ...tricks import marriages_value
from ...view import PlayerView
from ..heuristic.evaluate import choose_spares
from .rollout import Position, deltas, playout, relative

MIN_DEALS = 3
"""With a time limit, at least this many deals are played out."""


def bid_values(view: PlayerView, options: Sequence[Bid | Pass], rng: random.Random,
               deals: int = 12, seconds: float | None = None, weigh: bool = False
               ) -> tuple[list[tuple[Bid | Pass, float]], int] | None:
    """Each option's mean value over sampled deals, best first, and how many deals were
    played; None where the model does not apply (two players, or no three-card talon).
    ``weigh``: a seat that bid above the hundred is dealt a marriage (``_bidders``)."""
    rules = view.rules
    seats = view.active_seats
    me = view.seat
    if rules.players == 2 or len(seats) != 3:
        return None
    unknown = [c for c in DECK if c not in view.hand]
    sizes = {s: view.hand_sizes[s] for s in seats if s != me}
    if sum(sizes.values()) + 3 != len(unknown):
        return None
    totals = dict.fromkeys(options, 0.0)
    declarer = _other_declarer(view)
    contract = max(view.high_bid, 100)
    bidders = _bidders(view) if weigh else []
    start = time.perf_counter()
    done = 0
    for _ in range(deals):
        if seconds is not None and done >= MIN_DEALS and time.perf_counter() - start > seconds:
            break
        hands, talon = _deal(view, unknown, sizes, bidders, rng)
        mine = _played(view, hands, talon, me)
        for option in options:
            if isinstance(option, Bid):
                values = deltas(mine, option.amount, view.on_barrel, view.bolts)
                totals[option] += relative(values, me)
        if any(isinstance(o, Pass) for o in options):
            theirs = _played(view, hands, talon, declarer)
            values = deltas(theirs, contract, view.on_barrel, view.bolts)
            for option in options:
                if isinstance(option, Pass):
                    totals[option] += relative(values, me)
        done += 1
    ranked = [(o, totals[o] / done) for o in options]
    return sorted(ranked, key=lambda t: -t[1]), done


REJECTIONS = 20
"""Deals drawn at most to find one that gives every voluntary bidder a marriage."""


def _bidders(view: PlayerView) -> list[int]:
    """Other seats that bid above the hundred of their own accord: with a bid cap of 120
    plus the marriages in hand, and a bid rarely made without a marriage to declare, such
    a seat almost surely holds one."""
    return sorted({s for s, amount in view.bids
                   if s != view.seat and amount is not None and amount > 100})


def _deal(view: PlayerView, unknown: list[Card], sizes: dict[int, int], bidders: list[int],
          rng: random.Random) -> tuple[dict[int, list[Card]], list[Card]]:
    """The other hands and the talon, dealt from ``unknown``; a deal that leaves one of
    ``bidders`` without a marriage is drawn again (up to ``REJECTIONS`` times)."""
    for _ in range(REJECTIONS):
        cards = list(unknown)
        rng.shuffle(cards)
        hands: dict[int, list[Card]] = {view.seat: list(view.hand)}
        at = 0
        for s, n in sizes.items():
            hands[s] = cards[at:at + n]
            at += n
        talon = cards[at:at + 3]
        if all(marriages_value(hands[s], view.rules) > 0 for s in bidders):
            break
    return hands, talon


def _other_declarer(view: PlayerView) -> int:
    """Who plays the hand if this seat passes: the highest other bidder, else the next
    seat still in the bidding."""
    if view.high_bidder is not None and view.high_bidder != view.seat:
        return view.high_bidder
    seats = view.active_seats
    i = seats.index(view.seat)
    for k in range(1, len(seats)):
        seat = seats[(i + k) % len(seats)]
        if seat not in view.passed:
            return seat
    return seats[(i + 1) % len(seats)]


def _played(view: PlayerView, hands: dict[int, list[Card]], talon: list[Card],
            declarer: int) -> Position:
    """The deal played out with ``declarer`` taking ``talon`` and giving its two spares
    to the others in seat order."""
    seats = view.active_seats
    held = {s: list(h) for s, h in hands.items()}
    full = held[declarer] + talon
    spares = choose_spares(full, 2, view.rules)
    held[declarer] = [c for c in full if c not in spares]
    i = seats.index(declarer)
    for k, card in enumerate(spares, 1):
        held[seats[(i + k) % len(seats)]].append(card)
    pos = Position(rules=view.rules, order=seats, hands=held, trick=[], trump=None,
                   trump_declarer=None, declarer=declarer, first_trick=True,
                   taken=dict.fromkeys(seats, 0), marriages=dict.fromkeys(seats, 0),
                   tricks=dict.fromkeys(seats, 0))
    return playout(pos, declarer)
