"""Cards, ranks, suits and the card notation of RECORD.md.

Cards are interned: there are exactly 24 ``Card`` objects, so identity,
hashing and comparison are cheap in the engine's hot paths.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from .errors import NotationError


class Suit(IntEnum):
    """Suits in the canonical order of RECORD.md: S C D H."""

    S = 0
    C = 1
    D = 2
    H = 3

    @property
    def symbol(self) -> str:
        return "♠♣♦♥"[self.value]

    @property
    def letter(self) -> str:
        return self.name


class Rank(IntEnum):
    """Ranks low to high; the ten ranks above the king."""

    NINE = 1
    JACK = 2
    QUEEN = 3
    KING = 4
    TEN = 5
    ACE = 6

    @property
    def points(self) -> int:
        return _RANK_POINTS[self]

    @property
    def text(self) -> str:
        return _RANK_TEXT[self]


_RANK_POINTS = {Rank.NINE: 0, Rank.JACK: 2, Rank.QUEEN: 3, Rank.KING: 4, Rank.TEN: 10, Rank.ACE: 11}
_RANK_TEXT = {Rank.NINE: "9", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.TEN: "10",
              Rank.ACE: "A"}
_RANK_BY_TEXT = {"9": Rank.NINE, "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING, "10": Rank.TEN,
                 "T": Rank.TEN, "A": Rank.ACE}
_SUIT_BY_TEXT = {"S": Suit.S, "C": Suit.C, "D": Suit.D, "H": Suit.H,
                 "♠": Suit.S, "♣": Suit.C, "♦": Suit.D, "♥": Suit.H,
                 "♤": Suit.S, "♧": Suit.C, "♢": Suit.D, "♡": Suit.H}


class Card:
    """One of the 24 cards. Immutable and interned: build it with ``Card.of``."""

    __slots__ = ("index", "points", "rank", "suit", "text")

    rank: Rank
    suit: Suit
    points: int
    index: int
    text: str

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        return _CARDS[(suit, rank)]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "points", rank.points)
        object.__setattr__(card, "index", suit * 6 + rank - 1)
        object.__setattr__(card, "text", rank.text + suit.letter)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    @staticmethod
    def of(rank: Rank, suit: Suit) -> Card:
        return _CARDS[(suit, rank)]

    @staticmethod
    def parse(text: str) -> Card:
        """Read ``AH``, ``10s``, ``TD``, ``Q♣``; raise ``NotationError`` otherwise."""
        card = _BY_TEXT.get(text) if text.__class__ is str else None
        if card is not None:  # the canonical form: every card of a record
            return card
        if not isinstance(text, str):
            raise NotationError("card_bad", text=text)
        cleaned = text.strip().upper()
        if len(cleaned) < 2:
            raise NotationError("card_bad", text=text)
        rank = _RANK_BY_TEXT.get(cleaned[:-1])
        suit = _SUIT_BY_TEXT.get(cleaned[-1])
        if rank is None or suit is None:
            raise NotationError("card_bad", text=text)
        return _CARDS[(suit, rank)]

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.text,))

    @property
    def label(self) -> str:
        """The card with its suit symbol, for people: ``10♥``."""
        return self.rank.text + self.suit.symbol


_CARDS: dict[tuple[Suit, Rank], Card] = {
    (suit, rank): Card._make(rank, suit) for suit in Suit for rank in Rank
}

_DISPLAY_ORDER: dict[Card, int] = {card: card.suit * 6 + 6 - card.rank for card in _CARDS.values()}
"""Each card's place in a sorted hand (by suit, then rank high to low): ``sort_hand``'s key,
looked up instead of computed, as every deal and every gift sorts a hand."""

_BY_TEXT: dict[str, Card] = {card.text: card for card in _CARDS.values()}
"""Canonical texts (``10S``, ``AH``): ``Card.parse``'s fast path."""

DECK: tuple[Card, ...] = tuple(sorted(_CARDS.values(), key=lambda c: c.index))
"""The 24 cards in canonical order (spades 9…A, clubs, diamonds, hearts)."""


def canonical_cards(texts: list[object]) -> tuple[Card, ...] | None:
    """The cards of a list of canonical card texts (``10S``, ``AH``: every card of a
    record the engine wrote), looked up in one pass; None when any item is not one,
    and the caller reads them one by one, with its checks and messages."""
    try:
        return tuple(map(_BY_TEXT.__getitem__, texts))  # type: ignore[arg-type]
    except (KeyError, TypeError):
        return None


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Cards from ``"AH 10H KH"`` or from a list of card texts."""
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(item) for item in items)


def card_points(cards: Iterable[Card]) -> int:
    return sum(card.points for card in cards)


def sort_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """A hand in display order: by suit, then rank high to low."""
    return tuple(sorted(cards, key=_DISPLAY_ORDER.__getitem__))


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(card.text for card in cards)
