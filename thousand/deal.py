"""Shuffling and dealing: the only place randomness enters the rules.

A seeded deal depends only on the seed and the index of the deal in the game,
so a record that leaves a deal out replays the same on every machine, in
CPython and in Pyodide (``random.Random`` seeded with text is portable).
"""

from __future__ import annotations

import random

from .cards import DECK, Card
from .round import Deal
from .rules import Rules


def shuffled_deck(rng: random.Random) -> list[Card]:
    deck = list(DECK)
    rng.shuffle(deck)
    return deck


def deal_cards(deck: list[Card], rules: Rules, dealer: int) -> Deal:
    """Split a shuffled deck: 7+7+7+3, 9+9+3+3, or 7+7+7+3 with the dealer out."""
    n = rules.players
    size = rules.hand_size
    hands: list[tuple[Card, ...]] = []
    pos = 0
    for seat in range(n):
        if n == 4 and seat == dealer:
            hands.append(())
            continue
        hands.append(tuple(deck[pos:pos + size]))
        pos += size
    talons = [tuple(deck[pos:pos + 3])]
    if n == 2:
        talons.append(tuple(deck[pos + 3:pos + 6]))
    return Deal(tuple(hands), tuple(talons))


def seeded_deal(seed: int | str, entry: int, rules: Rules, dealer: int) -> Deal:
    """The deal for record entry ``entry`` (1-based) of a game with ``seed``."""
    rng = random.Random(f"thousand/{seed}/{entry}")
    return deal_cards(shuffled_deck(rng), rules, dealer)
