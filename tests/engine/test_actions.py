"""Typed actions and their one canonical text (RECORD.md "Actions")."""

from __future__ import annotations

import pytest

from thousand.actions import (
    TALON,
    Bid,
    Concede,
    Contract,
    Dark,
    Give,
    Keep,
    Pass,
    Play,
    Redeal,
    TakeTalon,
    parse_action,
)
from thousand.errors import NotationError

from ..helpers import card

CANONICAL = [
    (Bid(2, 105), "2: bid 105"),
    (Pass(0), "0: pass"),
    (Dark(1), "1: dark"),
    (Redeal(1), "1: redeal"),
    (Keep(2), "2: keep"),
    (TakeTalon(0, 1), "0: talon 1"),
    (Give(1, card("9C"), 2), "1: give 9C to 2"),
    (Give(0, card("10H"), TALON), "0: give 10H to talon"),
    (Contract(1, 120), "1: contract 120"),
    (Concede(1), "1: concede"),
    (Play(1, card("AS")), "1: play AS"),
    (Play(0, card("KH"), True), "0: play KH declare"),
]


@pytest.mark.parametrize(("action", "text"), CANONICAL)
def test_canonical_text_round_trips(action: object, text: str) -> None:
    assert str(action) == text
    assert parse_action(text) == action


@pytest.mark.parametrize(("text", "canonical"), [
    ("  2 :   BID   105 ", "2: bid 105"),
    ("0:pass", "0: pass"),
    ("1: Give tc TO 2", "1: give 10C to 2"),
    ("0: give 10♥ to TALON", "0: give 10H to talon"),
    ("0: PLAY k♥ DECLARE", "0: play KH declare"),
    ("1: play t♠", "1: play 10S"),
    ("1:   Contract 120", "1: contract 120"),
    ("2: REDEAL", "2: redeal"),
    ("0: Talon 1", "0: talon 1"),
])
def test_lenient_input(text: str, canonical: str) -> None:
    assert str(parse_action(text)) == canonical


@pytest.mark.parametrize("text", [
    "", "pass", "x: pass", "0 pass", "0: fold", "0: pass now", "0: bid", "0: bid 1e3",
    "0: bid -5", "0: bid 10 20", "0: play", "0: play ZZ", "0: play KH now", "0: give KH 2",
    "0: give KH to", "0: give KH to someone", "0: talon 2", "0: talon", "0: contract x",
    "-1: pass", "0: play KH declare extra",
])
def test_malformed_actions_are_notation_errors(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


def test_non_text_action() -> None:
    with pytest.raises(NotationError):
        parse_action(None)  # type: ignore[arg-type]


def test_actions_are_hashable_and_comparable() -> None:
    assert len({parse_action("0: play KH"), parse_action("0: play kh"),
                parse_action("0: play KH declare")}) == 2
