"""Cards and their notation (RULES.md §1, RECORD.md "Cards")."""

from __future__ import annotations

import pytest

from thousand.cards import DECK, Card, Rank, Suit, card_points, parse_cards, sort_hand
from thousand.errors import NotationError, ThousandError

from ..helpers import hand


@pytest.mark.parametrize(("rank", "points"), [
    (Rank.NINE, 0), (Rank.JACK, 2), (Rank.QUEEN, 3), (Rank.KING, 4), (Rank.TEN, 10),
    (Rank.ACE, 11),
])
def test_rank_points(rank: Rank, points: int) -> None:
    assert rank.points == points


def test_ten_ranks_above_king_below_ace() -> None:
    order = [Card.parse(t).rank for t in ["9S", "JS", "QS", "KS", "10S", "AS"]]
    assert order == sorted(order)
    assert Rank.KING < Rank.TEN < Rank.ACE


def test_deck_has_24_cards_and_120_points() -> None:
    assert len(DECK) == 24 == len(set(DECK))
    assert card_points(DECK) == 120
    for suit in Suit:  # 30 points a suit
        assert card_points(c for c in DECK if c.suit is suit) == 30


@pytest.mark.parametrize(("text", "canonical"), [
    ("AH", "AH"), ("10S", "10S"), ("9D", "9D"), ("TD", "10D"), ("td", "10D"), ("ah", "AH"),
    ("Q♣", "QC"), ("K♥", "KH"), ("10♦", "10D"), ("J♠", "JS"), (" AS ", "AS"), ("t♥", "10H"),
])
def test_lenient_card_input_canonical_output(text: str, canonical: str) -> None:
    card = Card.parse(text)
    assert card.text == canonical == str(card)
    assert Card.parse(card.text) is card  # interned


@pytest.mark.parametrize("text", ["", "A", "1H", "11H", "AX", "ZH", "10", "H", "A H", "AHH",
                                  "0S", "100S"])
def test_bad_card_text(text: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(text)


def test_non_text_card_is_a_notation_error() -> None:
    with pytest.raises(ThousandError):
        Card.parse(12)  # type: ignore[arg-type]


def test_parse_cards_and_labels() -> None:
    cards = hand("AH 10H KH")
    assert [c.text for c in cards] == ["AH", "10H", "KH"]
    assert [c.label for c in cards] == ["A♥", "10♥", "K♥"]
    assert parse_cards(["qs", "T♣"]) == hand("QS 10C")
    assert card_points(cards) == 11 + 10 + 4


def test_sort_hand_groups_suits_high_to_low() -> None:
    assert [c.text for c in sort_hand(hand("9S AH KH AS QD 10H"))] == [
        "AS", "9S", "QD", "AH", "10H", "KH"]


def test_cards_are_immutable() -> None:
    with pytest.raises(AttributeError):
        Card.parse("AS").points = 3
