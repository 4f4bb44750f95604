"""A fast open-hand playout of the rest of a round, for the ``search`` agent.

The search deals the cards a seat cannot see many times over and, for each deal and
each candidate card, plays the round to its end to see what the card is worth. That
playout must cost well under a millisecond, so it cannot build a ``PlayerView`` and ask
the heuristic at every card: it plays a greedy rule on the open hands instead (every
seat sees every card, as in the sampled deal). The rule is the part of good play that
open hands make easy: declare the best marriage when on lead, cash a card nobody can
beat, take a trick as cheaply as possible with the most points in it, feed points to a
partner who surely holds the trick, and otherwise throw the least. The rules of play
(following, trumping, ``must_beat``, who may lead trumps, no declaration on the first
trick) are ``tricks.py``'s own functions, so a playout never makes an illegal move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...actions import Play
from ...cards import Card, Rank, Suit
from ...rules import Rules
from ...tricks import (
    ACE_MARRIAGE_VALUE,
    beats,
    cards_to_follow,
    cards_to_lead,
    declarable_cards,
    marriage_suits,
    round_to_five,
    trick_winner,
)
from ..heuristic.evaluate import bolt_cost


@dataclass
class Position:
    """A round in play with every hand open: what a playout starts from."""

    rules: Rules
    order: tuple[int, ...]
    """The active seats in playing order (clockwise)."""
    hands: dict[int, list[Card]]
    trick: list[tuple[int, Card]]
    trump: Suit | None
    trump_declarer: int | None
    declarer: int
    first_trick: bool
    taken: dict[int, int]
    marriages: dict[int, int]
    tricks: dict[int, int]
    bonus: int = 0
    """Card points the last trick's winner also takes (two players: the talon not
    taken, with the declarer's discard)."""
    settled: int | None = None
    """The declarer's final take (cards and marriages) as the exact solver found it for
    the last tricks (``tail.py``), rounded down to a multiple of five; None: as played."""

    def copy(self) -> Position:
        return Position(self.rules, self.order, {s: list(h) for s, h in self.hands.items()},
                        list(self.trick), self.trump, self.trump_declarer, self.declarer,
                        self.first_trick, dict(self.taken), dict(self.marriages),
                        dict(self.tricks), self.bonus, self.settled)

    def declarer_take(self) -> int:
        """What decides the contract: the declarer's cards and marriages, or the solved
        take of the last tricks where there is one."""
        if self.settled is not None:
            return self.settled
        return self.taken[self.declarer] + self.marriages[self.declarer]

    def to_move(self) -> int:
        """The seat whose card comes next (the trick's leader's neighbours in order)."""
        if not self.trick:
            raise ValueError("a position between tricks names its leader when played")
        last = self.trick[-1][0]
        return self.order[(self.order.index(last) + 1) % len(self.order)]

    def legal(self, seat: int) -> list[Play]:
        """The plays ``seat`` may make here, declarations included."""
        hand = self.hands[seat]
        rules = self.rules
        if self.trick:
            return [Play(seat, c) for c in cards_to_follow(hand, [c for _, c in self.trick],
                                                           self.trump, rules.must_beat)]
        may_trump = not rules.trump_lead_by_declarer_only or seat == self.trump_declarer
        plays = [Play(seat, c) for c in cards_to_lead(hand, self.trump, may_trump)]
        if not self.first_trick:
            plays += [Play(seat, c, True) for c in declarable_cards(hand, rules)]
        return plays

    def play(self, action: Play) -> int | None:
        """Make ``action``; the seat that leads next when it completes a trick, else None."""
        seat, card = action.seat, action.card
        self.hands[seat].remove(card)
        if action.declare:
            if card.rank is Rank.ACE:
                self.marriages[seat] += ACE_MARRIAGE_VALUE
            else:
                self.marriages[seat] += self.rules.marriage_value(card.suit)
                self.trump, self.trump_declarer = card.suit, seat
        self.trick.append((seat, card))
        if len(self.trick) < len(self.order):
            return None
        cards = [c for _, c in self.trick]
        winner = self.trick[trick_winner(cards, self.trump)][0]
        self.taken[winner] += sum(c.points for c in cards)
        if self.bonus and not self.hands[winner]:
            self.taken[winner] += self.bonus
        self.tricks[winner] += 1
        self.trick = []
        self.first_trick = False
        return winner

    def next_seat(self, seat: int) -> int:
        return self.order[(self.order.index(seat) + 1) % len(self.order)]


Settle = Callable[[Position, int], None]
"""Called at each trick's start with the seat to lead (``tail.Tail.settle``)."""


def playout(pos: Position, to_move: int, settle: Settle | None = None) -> Position:
    """Play ``pos`` (changed in place) to the end of the round with ``greedy``; ``settle``
    may solve the last tricks' outcome on the way."""
    seat = to_move
    while pos.hands[seat]:
        if settle is not None and not pos.trick:
            settle(pos, seat)
        action = greedy(pos, seat)
        leader = pos.play(action)
        seat = leader if leader is not None else pos.next_seat(seat)
    return pos


def _same_side(pos: Position, a: int, b: int) -> bool:
    return a == b or (a != pos.declarer and b != pos.declarer)


def _can_beat(pos: Position, seat: int, trick: Sequence[Card], best: Card) -> bool:
    """Whether ``seat`` has a card it may play to ``trick`` that takes ``best``."""
    hand = pos.hands[seat]
    if not hand:
        return False
    options = cards_to_follow(hand, trick, pos.trump, pos.rules.must_beat) if trick else hand
    return any(beats(c, best, pos.trump) for c in options)


def _holds(pos: Position, seat: int, card: Card) -> bool:
    """Whether ``card``, played by ``seat`` now, wins the trick against every seat after it
    that is not on its side (each answering alone: a fair open-hand test)."""
    trick = [c for _, c in pos.trick] + [card]
    best = trick[trick_winner(trick, pos.trump)]
    if best is not card:
        return False
    after = pos.order.index(seat)
    for k in range(1, len(pos.order) - len(pos.trick)):
        other = pos.order[(after + k) % len(pos.order)]
        if not _same_side(pos, seat, other) and _can_beat(pos, other, trick, best):
            return False
    return True


def _keep_cost(card: Card, hand: Sequence[Card]) -> float:
    """What throwing ``card`` away costs: its points, more for half of a marriage."""
    cost = float(card.points)
    if card.rank in (Rank.KING, Rank.QUEEN) and card.suit in marriage_suits(hand):
        cost += 30
    return cost + 0.1 * card.rank


def greedy(pos: Position, seat: int) -> Play:
    """The playout's move for ``seat``: see the module docstring."""
    plays = pos.legal(seat)
    if len(plays) == 1:
        return plays[0]
    hand = pos.hands[seat]
    if not pos.trick:
        declares = [p for p in plays if p.declare]
        if declares:
            def worth(p: Play) -> tuple[int, int]:
                if p.card.rank is Rank.ACE:
                    return (ACE_MARRIAGE_VALUE, 0)
                return (pos.rules.marriage_value(p.card.suit), int(p.card.rank))
            return max(declares, key=worth)
        sure = [p for p in plays if _holds(pos, seat, p.card)]
        if sure:
            return max(sure, key=lambda p: (p.card.points, -p.card.index))
        return min(plays, key=lambda p: (_keep_cost(p.card, hand), p.card.suit is pos.trump,
                                         p.card.index))
    trick = [c for _, c in pos.trick]
    winner_i = trick_winner(trick, pos.trump)
    winner_seat = pos.trick[winner_i][0]
    best = trick[winner_i]
    partner_holds = (_same_side(pos, seat, winner_seat)
                     and _holds_already(pos, seat, trick, best))
    if partner_holds:
        return max(plays, key=lambda p: (-_keep_cost(p.card, hand) + 2 * p.card.points,
                                         -p.card.index))
    winning = [p for p in plays if _holds(pos, seat, p.card)]
    if winning:
        return max(winning, key=lambda p: (p.card.points - (3 if p.card.suit is pos.trump
                                                            else 0), -p.card.index))
    return min(plays, key=lambda p: (_keep_cost(p.card, hand), p.card.index))


def _holds_already(pos: Position, seat: int, trick: list[Card], best: Card) -> bool:
    """Whether ``best`` wins the trick whatever the seats after ``seat`` play."""
    after = pos.order.index(seat)
    for k in range(1, len(pos.order) - len(pos.trick)):
        other = pos.order[(after + k) % len(pos.order)]
        if not _same_side(pos, seat, other) and _can_beat(pos, other, trick, best):
            return False
    return True


def deltas(pos: Position, contract: int, on_barrel: Sequence[bool], bolts: Sequence[int],
           multiplier: int = 1, declarer_multiplier: int = 1) -> dict[int, float]:
    """Each active seat's round score for a finished playout: the declarer's contract
    made or lost, the defenders' rounded points (none on the barrel), and the share of
    a bolt's penalty for a seat that took no trick."""
    rules = pos.rules
    out: dict[int, float] = {}
    for seat in pos.order:
        if seat == pos.declarer:
            points = pos.declarer_take()
            value = float(contract if points >= contract else -contract) * declarer_multiplier
        else:
            earned = round_to_five(pos.taken[seat]) if rules.round_defenders else pos.taken[seat]
            value = float(earned + pos.marriages[seat]) * multiplier
            if rules.barrel is not None and on_barrel[seat] and value > 0:
                value = 0.0
        if pos.tricks[seat] == 0:
            value -= bolt_cost(rules, bolts[seat])
        out[seat] = value
    return out


def relative(values: dict[int, float], seat: int, declarer: int | None = None,
             ally: float = 1.0) -> float:
    """``seat``'s score less the mean of the other active seats': what a seat gains on
    the field, the quantity a search maximises (the ``study`` tool scores the same way).
    With ``declarer`` named, a defender counts the other defenders' scores ``ally`` times
    (1: the plain mean; 0: only the declarer's score is played against, as partners
    would)."""
    if declarer is None or seat == declarer or ally == 1.0:
        others = [v for s, v in values.items() if s != seat]
    else:
        others = [v if s == declarer else v * ally for s, v in values.items() if s != seat]
    return values[seat] - sum(others) / len(others)


__all__ = ["Position", "deltas", "greedy", "playout", "relative"]
