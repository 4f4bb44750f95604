"""RULES.md §2: two players (two talons, the discard onto the other talon)
and four players (the dealer sits out), one phase at a time."""

from __future__ import annotations

import pytest

from thousand.errors import IllegalActionError
from thousand.round import Phase
from thousand.rules import Rules

from ..helpers import do, hand, legal, start

TWO = Rules(players=2)
TWO_HANDS = ["JS 9S QC JC 9C KD QD JD 9D", "AS 10S KS QS AC 10C KC AD 10D"]
TWO_TALONS = ["AH 10H KH", "QH JH 9H"]
FOUR = Rules(players=4)
FOUR_HANDS = ["", "AS 10S AC 10C AD 10D AH", "JS KC QC JC 9C KD QD", "JD 9D 10H KH QH JH 9H"]
FOUR_TALON = "KS QS 9S"


def test_two_players_bidding_and_blind_talon_pick() -> None:
    state = start(TWO_HANDS, TWO_TALONS, rules=TWO)
    assert (state.high_bidder, state.to_move) == (1, 0)  # dealer 0: seat 1 on the hundred
    state = do(state, "0: pass")
    assert state.phase is Phase.TALON and state.declarer == 1
    assert legal(state) == ["1: talon 0", "1: talon 1"]  # nothing else before the pick
    with pytest.raises(IllegalActionError):
        do(state, "1: concede")


@pytest.mark.parametrize(("index", "taken"), [(0, "AH 10H KH"), (1, "QH JH 9H")])
def test_two_players_gift_and_discard_onto_the_other_talon(index: int, taken: str) -> None:
    state = do(start(TWO_HANDS, TWO_TALONS, rules=TWO), "0: pass", f"1: talon {index}")
    assert state.talon_taken == hand(taken) and len(state.hands[1]) == 12
    gives = [a for a in legal(state) if " give " in a]
    assert len(gives) == 12 * 2  # any card to seat 0 or onto the talon
    assert f"1: give {taken.split()[0]} to talon" in gives
    state = do(state, "1: give AS to talon")
    assert [a for a in legal(state) if " give " in a] == [
        f"1: give {c.text} to 0" for c in state.hands[1]]
    state = do(state, "1: give 10S to 0")
    assert [len(h) for h in state.hands] == [10, 10]
    assert state.discard == hand("AS")
    assert state.phase is Phase.CONTRACT


def test_three_players_cannot_give_to_a_talon() -> None:
    hands = ["KD QD JD 9D AH 10H KH", "AS 10S KS AC 10C AD 10D", "QS JS 9S KC QC JC 9C"]
    state = do(start(hands, "QH JH 9H"), "2: pass", "0: pass")
    with pytest.raises(IllegalActionError):
        do(state, "1: give 9H to talon")
    with pytest.raises(IllegalActionError):
        do(state, "1: talon 0")


def test_four_players_dealer_sits_out() -> None:
    state = start(FOUR_HANDS, FOUR_TALON, rules=FOUR)
    assert state.setup.active_seats() == (1, 2, 3)
    assert (state.high_bidder, state.to_move) == (1, 2)
    state = do(state, "2: bid 105", "3: pass")
    assert state.to_move == 1  # the dealer (0) is skipped
    state = do(state, "1: pass")
    assert state.declarer == 2
    gives = {a.split(" to ")[1] for a in legal(state) if " give " in a}
    assert gives == {"1", "3"}  # never to the dealer
    with pytest.raises(IllegalActionError):
        do(state, "2: give JS to 0")


def test_four_players_dealer_is_never_asked_to_redeal() -> None:
    # dealer 0 would qualify with no cards at all; seat 1 (10 points) does
    hands = ["", "9S JS QS 9C JC QC 9D", "AS 10S KS AC 10C KC AD", "9H JD QD KD 10D JH QH"]
    state = start(hands, "AH 10H KH", rules=FOUR)
    assert list(state.redeal_queue) == [1]


def test_four_players_play_order_skips_the_dealer() -> None:
    state = do(start(FOUR_HANDS, FOUR_TALON, rules=FOUR, dealer=0), "2: pass", "3: pass",
               "1: give 9S to 2", "1: give QS to 3", "1: contract 100", "1: play AS")
    assert state.to_move == 2
    state = do(state, "2: play JS")
    assert state.to_move == 3
    state = do(state, "3: play QS")
    assert state.to_move == 1 and state.tricks[-1][0] == 1
