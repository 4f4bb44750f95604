"""The first cards of a playout played as the heuristic would play them, from each seat's
own knowledge (an opponent model), before ``rollout.greedy`` finishes the round.

The greedy rule plays every seat with every hand open: a defender ducks or ruffs
exactly where the cards lie, a declarer cashes exactly the cards nobody can beat. Real
players (the heuristic, and people) do not see the other hands, so a card the greedy
playout values may be worth much less at the table. Here each seat of a sampled deal
gets the ``Knowledge`` it would have in that deal (its own hand; the public cards,
voids, shown talon and trumps; a declarer's own discard), kept up to date card by card,
and the heuristic's card rule (``play.choose_play``) picks its cards for the first
``cards`` plays. It costs about a tenth of a millisecond per card, so only the first
few cards of a playout are played this way: those where hidden cards matter most.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from ...actions import Play
from ...cards import DECK, Card
from ...round import OPENING_BID
from ...rules import Rules
from ...view import PlayerView
from ..heuristic.play import PlayTuning, choose_play
from ..knowledge import Knowledge
from .rollout import Position

_TUNING = PlayTuning()


@dataclass(slots=True)
class SeatView:
    """The fields of a ``PlayerView`` that ``choose_play`` reads, for one seat of a
    sampled deal (a full view per card would cost more than the card rule itself)."""

    seat: int
    hand: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    active_seats: tuple[int, ...]
    rules: Rules
    trick_count: tuple[int, ...]
    bolts: tuple[int, ...]


def seat_knowledge(view: PlayerView, mine: Knowledge, hands: dict[int, tuple[Card, ...]],
                   hidden: Sequence[Card], seat: int) -> Knowledge:
    """What ``seat`` knows in the deal ``hands`` (``mine``: the viewing seat's own
    knowledge, returned as it is for that seat). Another seat sees the same public
    cards and voids; a declarer also its discard (the cards in no hand and not the
    unseen talon ``hidden``), a defender the shown talon in the declarer's hand. The
    gifts the viewing seat did not see are not known to the model's declarer."""
    if seat == mine.seat:
        return mine
    hand = hands[seat]
    known: dict[int, set[Card]] = {s: set() for s in mine.active if s != seat}
    out_of_play: set[Card] = set()
    in_hands = {c for h in hands.values() for c in h}
    if seat == view.declarer:
        out_of_play = {c for c in DECK if c not in in_hands and c not in mine.played
                       and c not in hidden}
        for to, card in view.gifts_seen:
            if to == mine.seat and card is not None and card in hands[mine.seat]:
                known[mine.seat].add(card)
    elif view.declarer is not None and view.declarer in known:
        room = mine.hand_sizes[view.declarer]
        for card in shown_talon(view):
            if card not in hand and card not in mine.played and len(known[view.declarer]) < room:
                known[view.declarer].add(card)
    unknown = frozenset(c for c in DECK if c not in hand and c not in mine.played
                        and c not in out_of_play and not any(c in k for k in known.values()))
    maybe_passed = frozenset(known[view.declarer]) if seat != view.declarer \
        and view.declarer in known else frozenset()
    return Knowledge(seat=seat, declarer=mine.declarer, trump=mine.trump, active=mine.active,
                     hand=tuple(hand), hand_sizes=mine.hand_sizes, unknown=unknown,
                     known=known, voids={s: set(v) for s, v in mine.voids.items()},
                     played=mine.played, trump_declarer=mine.trump_declarer,
                     maybe_passed=maybe_passed)


def shown_talon(view: PlayerView) -> tuple[Card, ...]:
    """The talon the declarer took, if every seat saw it (``round._take_talon``: not in
    the dark, and not a hundred nobody bid over unless the rules show that one too)."""
    if view.seat != view.declarer:
        return view.talon or ()
    contested = view.high_bid != OPENING_BID or any(a is not None for _, a in view.bids)
    if view.dark or not (contested or view.rules.show_talon_on_hundred):
        return ()
    return view.talon or ()


def copy_knowledge(kn: Knowledge) -> Knowledge:
    """A copy whose sets can be changed without touching ``kn``."""
    return Knowledge(seat=kn.seat, declarer=kn.declarer, trump=kn.trump, active=kn.active,
                     hand=kn.hand, hand_sizes=kn.hand_sizes, unknown=kn.unknown,
                     known={s: set(k) for s, k in kn.known.items()},
                     voids={s: set(v) for s, v in kn.voids.items()}, played=kn.played,
                     trump_declarer=kn.trump_declarer, maybe_passed=kn.maybe_passed)


def observe(kn: Knowledge, pos: Position, play: Play) -> None:
    """Update ``kn`` for ``play``, about to be made in ``pos`` (its trick not yet
    holding the card): the card is seen, a failure to follow shows a void, a
    declaration names the trump."""
    seat, card = play.seat, play.card
    kn.played = kn.played | {card}
    if seat == kn.seat:
        kn.hand = tuple(c for c in kn.hand if c != card)
    elif card in kn.unknown:
        kn.unknown = kn.unknown - {card}
    else:
        for cards in kn.known.values():
            cards.discard(card)
        kn.maybe_passed = kn.maybe_passed - {card}
    sizes = list(kn.hand_sizes)
    sizes[seat] -= 1
    kn.hand_sizes = tuple(sizes)
    if pos.trick:
        led = pos.trick[0][1].suit
        if card.suit is not led:
            void = kn.voids.setdefault(seat, set())
            void.add(led)
            if pos.trump is not None and card.suit is not pos.trump:
                void.add(pos.trump)
    elif play.declare and card.rank.name != "ACE":
        kn.trump, kn.trump_declarer = card.suit, seat


def model_playout(pos: Position, models: dict[int, Knowledge], to_move: int, cards: int,
                  bolts: tuple[int, ...]) -> int:
    """Play up to ``cards`` cards of ``pos`` (changed in place, with ``models``) by
    each seat's heuristic card rule; the seat to move next (``rollout.playout`` goes on
    from it)."""
    seat = to_move
    while cards > 0 and pos.hands[seat]:
        seat = advance(pos, models, model_move(pos, models, seat, bolts))
        cards -= 1
    return seat


def model_move(pos: Position, models: dict[int, Knowledge], seat: int,
               bolts: tuple[int, ...]) -> Play:
    """``seat``'s card by the heuristic's card rule from its model's knowledge."""
    plays = pos.legal(seat)
    if len(plays) == 1:
        return plays[0]
    counts = tuple(pos.tricks.get(s, 0) for s in range(len(bolts)))
    view = SeatView(seat, tuple(pos.hands[seat]), tuple(pos.trick), pos.order, pos.rules,
                    counts, bolts)
    action = choose_play(cast(PlayerView, view), plays, models[seat], _TUNING).action
    assert isinstance(action, Play)
    return action


def advance(pos: Position, models: dict[int, Knowledge], play: Play) -> int:
    """Make ``play`` in ``pos``, every seat's model seeing it; the seat to move next."""
    for kn in models.values():
        observe(kn, pos, play)
    leader = pos.play(play)
    return leader if leader is not None else pos.next_seat(play.seat)


__all__ = ["SeatView", "advance", "copy_knowledge", "model_move", "model_playout", "observe",
           "seat_knowledge"]
