"""Round review: what happened in a finished deal, built from the game record.

Why from the record (RECORD.md) and not from the page's state: the record is the
one complete account of a game (every deal, every action), it is what the page
exports, and replaying it through the engine gives the tricks and their winners
exactly as the rules decided them. The review is pure data; ``ui/features/review/view.py``
draws it. A review step is one of: the deal, the bidding and the passing, then
one trick per step.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from thousand.actions import Bid, Give, Pass, Play, TakeTalon, parse_action
from thousand.cards import Card, Suit
from thousand.errors import RecordError, ThousandError
from thousand.game import GameState
from thousand.record import Record, from_json
from thousand.round import Phase, RoundState
from thousand.scoring import RoundSummary

DEAL_STEP = 0
BIDDING_STEP = 1
FIRST_TRICK_STEP = 2


@dataclass(frozen=True)
class TrickReview:
    """One trick: the cards in the order played, its winner, and a marriage declared with it."""

    cards: tuple[tuple[int, Card], ...]
    winner: int
    hands_before: tuple[tuple[Card, ...], ...]
    """Every seat's cards just before the trick's lead."""
    marriage: tuple[int, Suit | None, int] | None = None
    """(seat, suit — None for the aces —, value) when the lead declared a marriage."""


@dataclass(frozen=True)
class RoundReview:
    """A finished deal as it was dealt and played."""

    number: int
    players: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    talons: tuple[tuple[Card, ...], ...]
    bids: tuple[tuple[int, int | None], ...]
    declarer: int | None
    contract: int | None
    talon_index: int | None
    passed: tuple[tuple[int, int | Literal["talon"], Card], ...]
    """(from, to, card) for every card the declarer gave away or laid on a talon."""
    tricks: tuple[TrickReview, ...]
    summary: RoundSummary | None

    @property
    def steps(self) -> int:
        """How many review steps this deal has (deal, bidding + passing, tricks)."""
        return FIRST_TRICK_STEP + len(self.tricks)

    def trick_at(self, step: int) -> TrickReview | None:
        """The trick shown at ``step``, or None for the deal and bidding steps."""
        index = step - FIRST_TRICK_STEP
        return self.tricks[index] if 0 <= index < len(self.tricks) else None


def clamp_step(review: RoundReview, step: int) -> int:
    """A step number kept inside the deal's steps (buttons step one at a time)."""
    return max(0, min(step, review.steps - 1))


def review_rounds(record: Record | Mapping[str, Any]) -> tuple[RoundReview, ...]:
    """A review of every finished deal of a record (a ``Record`` or its JSON object).

    ``RecordError`` names the deal and the action that does not replay."""
    out: list[RoundReview] = []
    for number, _, game, states in replay_deals(record):
        if not states:
            out.append(_voided(game, number))
        else:
            out.append(_review(number, states, game.sheet[number - 1]))
    return tuple(out)


def replay_deals(record: Record | Mapping[str, Any]
                 ) -> Iterator[tuple[int, GameState, GameState, list[RoundState]]]:
    """Every finished deal of a record: its number, the game before it and just after it
    was scored, and the round's states from the deal to the last action (none for a deal that voided
    itself before any action). The record is replayed through the engine in one pass:
    each deal's states come from ``RoundState.apply`` and the game is scored once, at
    the deal's last action."""
    if not isinstance(record, Record):
        record = from_json(record)
    planned = tuple(entry.deal for entry in record.rounds)
    game = GameState.new(record.rules, record.seed if record.seed is not None else 0,
                         record.first_dealer, record.start_scores, planned=planned)
    for number, entry in enumerate(record.rounds, start=1):
        if game.is_over:
            raise RecordError("record_game_won", round=number)
        if game.entry > number:  # a deal that voided itself (four aces) before any action
            yield number, game, game, []
            continue
        states = [game.round]
        for text in entry.actions:
            if states[-1].phase is Phase.DONE:
                raise RecordError("record_round_over", round=number, action=text)
            try:
                states.append(states[-1].apply(parse_action(text)))
            except ThousandError as exc:
                raise RecordError("record_round_action", round=number, action=text,
                                  reason=exc) from None
        if states[-1].phase is not Phase.DONE:
            return  # the deal in progress: nothing to review yet
        before, game = game, game.replace(round=states[-2]).apply(states[-1].history[-1])
        yield number, before, game, states


def _voided(game: GameState, number: int) -> RoundReview:
    deal, _ = game.past[number - 1]
    row = game.sheet[number - 1]
    return RoundReview(number, game.rules.players, row.dealer, deal.hands, deal.talons, (),
                       None, None, None, (), (), row)


def _review(number: int, states: list[RoundState], summary: RoundSummary) -> RoundReview:
    first, last = states[0], states[-1]
    bids: list[tuple[int, int | None]] = []
    passed: list[tuple[int, int | Literal["talon"], Card]] = []
    tricks: list[TrickReview] = []
    talon_index: int | None = None
    lead_hands: tuple[tuple[Card, ...], ...] = first.hands
    marriage: tuple[int, Suit | None, int] | None = None
    for before, after, action in zip(states, states[1:], last.history, strict=False):
        if isinstance(action, Bid):
            bids.append((action.seat, action.amount))
        elif isinstance(action, Pass):
            bids.append((action.seat, None))
        elif isinstance(action, TakeTalon):
            talon_index = action.index
        elif isinstance(action, Give):
            passed.append((action.seat, action.to, action.card))
        elif isinstance(action, Play):
            if not before.trick:
                lead_hands = before.hands
                marriage = None
                if len(after.declared) > len(before.declared):
                    m = after.declared[-1]
                    marriage = (m.seat, m.suit, m.value)
            if len(after.tricks) > len(before.tricks):
                winner, cards = after.tricks[-1]
                tricks.append(TrickReview(cards, winner, lead_hands, marriage))
    return RoundReview(
        number=number, players=first.setup.players, dealer=first.setup.dealer,
        hands=first.deal.hands, talons=first.deal.talons, bids=tuple(bids),
        declarer=last.declarer, contract=last.contract if last.contract is not None else last.bid,
        talon_index=talon_index, passed=tuple(passed), tricks=tuple(tricks), summary=summary)
