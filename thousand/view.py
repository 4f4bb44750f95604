"""``PlayerView``: exactly what one seat may see, nothing more.

Agents and the UI get a view, never the state, so honesty is by construction:
other hands appear only as counts, a hidden talon as its size, and a gift only
to the declarer who gave it and the seat that got it.
"""

from __future__ import annotations

from functools import cached_property
from typing import Literal

from .actions import Action, Bid, Concede, Give, Pass, Redeal, TakeTalon
from .cards import Card, Suit
from .frozen import Frozen
from .game import GameState
from .phase import Phase
from .round import DeclaredMarriage, RoundState
from .rules import Rules
from .scoring import RoundSummary


class HiddenGift(Frozen):
    """A card passed between two seats, as a third seat saw it: who gave, to whom, not what."""

    seat: int
    to: int | Literal["talon"]

    def __str__(self) -> str:
        return f"{self.seat}: give ? to {self.to}"


LogEntry = Action | HiddenGift
"""One entry of a round's log as one seat saw it: the action, or a gift it did not see.
``str`` of an entry is its canonical text (``PlayerView.log``)."""


class PlayerView(Frozen):
    """One seat's knowledge of the game at one moment."""

    __slots__ = ("__dict__",)
    """Its fields live in the instance dictionary, where ``log`` keeps its text once made."""

    seat: int
    rules: Rules
    phase: Phase
    to_move: int | None
    entry: int
    dealer: int
    hundred: int
    active_seats: tuple[int, ...]
    scores: tuple[int, ...]
    bolts: tuple[int, ...]
    on_barrel: tuple[bool, ...]
    barrel_tries: tuple[int, ...]
    barrel_falls: tuple[int, ...]
    golden: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    bids: tuple[tuple[int, int | None], ...]
    high_bid: int
    high_bidder: int | None
    passed: frozenset[int]
    declarer: int | None
    bid: int | None
    contract: int | None
    dark: bool
    talon: tuple[Card, ...] | None
    talon_index: int | None
    gifts_seen: tuple[tuple[int | Literal["talon"], Card | None], ...]
    discard: tuple[Card, ...] | None
    trump: Suit | None
    declared: tuple[DeclaredMarriage, ...]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...]], ...]
    taken: tuple[int, ...]
    trick_count: tuple[int, ...]
    legal: tuple[Action, ...]
    events: tuple[LogEntry, ...]
    """The round's actions as this seat saw them, typed: a gift it may not see is a
    ``HiddenGift``."""
    sheet: tuple[RoundSummary, ...]
    winner: int | None
    may_concede: bool
    """The declarer may give the round up now (its window: talon taken, no card played)."""
    talon_redeal: bool
    """The declarer may void the deal now for a poor talon."""

    @cached_property
    def log(self) -> tuple[str, ...]:
        """``events`` as text, one canonical line each ("1: give ? to 2" for a hidden gift)."""
        return tuple(str(entry) for entry in self.events)

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat

    @property
    def blind_choice(self) -> bool:
        """The choice in front of the seat is between talons lying face down: nothing
        seen tells them apart, so no adviser may value one or call it better."""
        return any(isinstance(a, TakeTalon) for a in self.legal)

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card played this round, in order, the current trick included."""
        cards = [c for _, t in self.tricks for _, c in t]
        return (*cards, *(c for _, c in self.trick))


def view_of(game: GameState, seat: int) -> PlayerView:
    """The view of ``seat`` in ``game``."""
    state = game.round
    standing = game.standing
    setup = state.setup
    is_declarer = seat == state.declarer
    over = game.is_over
    talon: tuple[Card, ...] | None = None
    if state.talon_taken and (state.talon_shown or is_declarer):
        talon = state.talon_taken
    if over or state.phase is Phase.DONE:
        talon = state.talon_taken or None
    to_move = None if over else state.to_move
    legal = tuple(state.legal_actions()) if to_move == seat else ()
    return PlayerView(
        seat=seat, rules=game.rules, phase=game.phase, to_move=to_move, entry=game.entry,
        dealer=setup.dealer, hundred=setup.hundred, active_seats=setup.active_seats(),
        scores=standing.scores, bolts=standing.bolts, on_barrel=standing.on_barrel,
        barrel_tries=standing.barrel_tries, barrel_falls=standing.barrel_falls,
        golden=setup.golden, hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands), bids=_bids(state),
        high_bid=state.high_bid, high_bidder=state.high_bidder, passed=state.passed,
        declarer=state.declarer, bid=state.bid, contract=state.contract, dark=state.dark,
        talon=talon, talon_index=state.talon_index, gifts_seen=_gifts(state, seat),
        discard=state.discard if is_declarer else None, trump=state.trump,
        declared=state.declared, trick=state.trick, tricks=state.tricks, taken=state.taken,
        trick_count=state.trick_count, legal=legal, events=_events(state, seat),
        sheet=game.sheet, winner=game.winner,
        may_concede=any(isinstance(a, Concede) for a in legal),
        talon_redeal=state.phase is not Phase.REDEAL and any(isinstance(a, Redeal) for a in legal),
    )


def _bids(state: RoundState) -> tuple[tuple[int, int | None], ...]:
    out: list[tuple[int, int | None]] = []
    for action in state.history:
        if isinstance(action, Bid):
            out.append((action.seat, action.amount))
        elif isinstance(action, Pass):
            out.append((action.seat, None))
    return tuple(out)


def _gifts(state: RoundState, seat: int) -> tuple[tuple[int | Literal["talon"], Card | None], ...]:
    return tuple((to, card if seat in (state.declarer, to) else None)
                 for to, card in state.gifts)


def _events(state: RoundState, seat: int) -> tuple[LogEntry, ...]:
    """The round's actions as this seat saw them: a gift between two others is hidden."""
    return tuple(HiddenGift(action.seat, action.to)
                 if isinstance(action, Give) and seat not in (action.seat, action.to)
                 else action for action in state.history)
