"""Pure functions about cards in play: what may be played, who wins a trick,
which marriages a hand holds. No state lives here, so the engine, the view and
the AI all share one reading of the rules."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import DECK, Card, Rank, Suit
from .rules import Rules

ACE_MARRIAGE_VALUE = 200


_MARRIAGE_BIT: dict[Card, int] = {card: 1 << card.index for card in DECK
                                  if card.rank is Rank.KING or card.rank is Rank.QUEEN}
_MARRIAGE_PAIRS: tuple[tuple[Suit, int], ...] = tuple(
    (suit, _MARRIAGE_BIT[Card.of(Rank.KING, suit)] | _MARRIAGE_BIT[Card.of(Rank.QUEEN, suit)])
    for suit in sorted(Suit))


def marriage_suits(hand: Iterable[Card]) -> list[Suit]:
    """Suits in which the hand holds both the king and the queen, in suit order. A bit
    per king and queen: every bid and contract asks this of a hand."""
    held = 0
    bit = _MARRIAGE_BIT.get
    for card in hand:
        held |= bit(card, 0)
    return [suit for suit, pair in _MARRIAGE_PAIRS if held & pair == pair] if held else []


def has_four_aces(hand: Iterable[Card]) -> bool:
    return sum(1 for c in hand if c.rank is Rank.ACE) == 4


def marriages_value(hand: Iterable[Card], rules: Rules) -> int:
    """The sum the bidding cap allows for the marriages in a hand."""
    cards = hand if isinstance(hand, tuple | list) else list(hand)
    total = 0
    for suit in marriage_suits(cards):
        total += rules.marriage_value(suit)
    if rules.ace_marriage and has_four_aces(cards):
        total += ACE_MARRIAGE_VALUE
    return total


def bid_cap(hand: Iterable[Card], rules: Rules) -> int:
    """The highest bid (or contract) this hand allows: RULES.md §4."""
    if not rules.bid_cap:
        return 300
    return min(300, 120 + marriages_value(hand, rules))


def beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """Whether ``card`` takes a trick now won by ``best``."""
    if card.suit is best.suit:
        return card.rank > best.rank
    return card.suit is trump


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index within ``cards`` (in play order) of the card that wins the trick."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def cards_to_follow(hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None,
                    must_beat: bool) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick already led (RULES.md §6)."""
    led = trick[0].suit
    forced = [c for c in hand if c.suit is led]
    trumped_follow = False
    if not forced and trump is not None:
        forced = [c for c in hand if c.suit is trump]
    elif forced:
        trumped_follow = led is not trump and any(c.suit is trump for c in trick)
    if not forced:
        return list(hand)
    if must_beat and not trumped_follow:
        best = trick[trick_winner(trick, trump)]
        beating = [c for c in forced if beats(c, best, trump)]
        if beating:
            return beating
    return forced


def cards_to_lead(hand: Sequence[Card], trump: Suit | None, may_lead_trump: bool) -> list[Card]:
    """The cards of ``hand`` that may lead a trick: all of them, but trumps while other
    suits remain when ``trump_lead_by_declarer_only`` bars this seat (RULES.md §11)."""
    if not may_lead_trump and trump is not None:
        others = [c for c in hand if c.suit is not trump]
        if others:
            return others
    return list(hand)


def declarable_cards(hand: Sequence[Card], rules: Rules) -> list[Card]:
    """The cards whose lead may declare a marriage (or, with the ace marriage on, the
    four aces), leaving aside that nothing is declared on the round's first trick."""
    suits = marriage_suits(hand)
    cards = [c for c in hand if c.suit in suits and c.rank in (Rank.KING, Rank.QUEEN)]
    if rules.ace_marriage and has_four_aces(hand):
        cards += [c for c in hand if c.rank is Rank.ACE]
    return cards


def follow_violation(card: Card, hand: Sequence[Card], trick: Sequence[Card],
                     trump: Suit | None, must_beat: bool) -> tuple[str, dict[str, str]]:
    """The rule ``card`` breaks here as a key and its values, for any language.

    Keys: ``must_follow`` (suit), ``must_trump`` (trump, led), ``must_beat``, ``illegal``."""
    led = trick[0].suit
    if card.suit is not led and any(c.suit is led for c in hand):
        return "must_follow", {"suit": led.symbol}
    if (trump is not None and card.suit is not led and card.suit is not trump
            and any(c.suit is trump for c in hand)):
        return "must_trump", {"trump": trump.symbol, "led": led.symbol}
    if must_beat:
        return "must_beat", {}
    return "illegal", {}


def round_to_five(points: int) -> int:
    """Defenders' rounding: last digit 1, 2, 6, 7 down; 3, 4, 8, 9 up (62→60, 63→65)."""
    return (points + 2) // 5 * 5


def half_rounded_up(amount: int) -> int:
    """A conceded contract gives each opponent half, rounded up to a multiple of 5."""
    return -(-amount // 10) * 5
