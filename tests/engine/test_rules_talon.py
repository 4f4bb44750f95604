"""RULES.md §5 (talon, gifts, contract, conceding) and §3 (redeals), one phase
at a time on rounds dealt by hand."""

from __future__ import annotations

import pytest

from thousand.errors import IllegalActionError
from thousand.round import Phase
from thousand.rules import Rules

from ..helpers import DEALS, do, hand, legal, start

D1_HANDS, D1_TALON, _ = DEALS["D1"]          # talon QH JH 9H: 5 points, one nine
M_HANDS, M_TALON, _ = DEALS["M"]
ALL_HANDS, ALL_TALON, _ = DEALS["ALL"]       # talon 10H 9S 9C: two nines → may redeal
# A deal where seat 0 qualifies for the redeal round: 9S JS QS 9C JC QC 9D = 10 points.
POOR = ["9S JS QS 9C JC QC 9D", "AS 10S KS AC 10C KC AD", "9H JD QD KD 10D JH QH"]
POOR_TALON = "AH 10H KH"


# ----------------------------------------------------------- talon shown

@pytest.mark.parametrize(("actions", "rules", "shown"), [
    (["2: pass", "0: pass"], Rules(), False),                  # 100 uncontested: hidden
    (["2: pass", "0: pass"], Rules(show_talon_on_hundred=True), True),
    (["2: bid 105", "0: pass", "1: bid 110", "2: pass"], Rules(), True),  # back to seat 1
    (["2: bid 105", "0: pass", "1: pass"], Rules(), True),
])
def test_talon_shown_unless_won_at_100_uncontested(actions: list[str], rules: Rules,
                                                   shown: bool) -> None:
    state = do(start(M_HANDS, M_TALON, rules=rules), *actions)
    assert state.phase is Phase.TALON
    assert state.talon_shown is shown
    assert state.talon_taken == hand(M_TALON)
    assert len(state.hands[state.declarer or 0]) == 10


# ------------------------------------------------------------------ gifts

def test_declarer_gives_one_card_to_each_opponent() -> None:
    state = do(start(D1_HANDS, D1_TALON), "2: pass", "0: pass")
    gives = [a for a in legal(state) if " give " in a]
    assert len(gives) == 10 * 2  # any of the 10 cards to either opponent
    assert "1: concede" in legal(state)
    state = do(state, "1: give 9H to 2")
    assert [a for a in legal(state) if " give " in a] == [
        f"1: give {c.text} to 0" for c in state.hands[1]]
    with pytest.raises(IllegalActionError):
        do(state, "1: give AS to 2")  # seat 2 already has its card
    with pytest.raises(IllegalActionError) as info:
        do(state, "1: give 9H to 0")  # no longer in hand
    assert "not in seat 1's hand" in info.value.reason
    state = do(state, "1: give JH to 0")
    assert [len(h) for h in state.hands] == [8, 8, 8]
    assert state.phase is Phase.CONTRACT
    assert state.gifts[0][0] == 2 and state.gifts[0][1].text == "9H"


# --------------------------------------------------------------- contract

def contracts(state_legal: list[str]) -> list[int]:
    return [int(a.split()[-1]) for a in state_legal if " contract " in a]


@pytest.mark.parametrize(("gives", "top"), [
    (["1: give JD to 0", "1: give 9S to 2"], 220),   # keeps K+Q ♥: 120 + 100
    (["1: give QH to 0", "1: give 9S to 2"], 170),   # cap 120, but the bid is always allowed
])
def test_contract_from_the_bid_up_to_the_cap_of_the_8_cards(gives: list[str], top: int) -> None:
    state = do(start(M_HANDS, M_TALON), "2: bid 110", "0: pass", "1: bid 170", "2: pass",
               *gives)
    assert contracts(legal(state)) == list(range(170, top + 1, 5))
    with pytest.raises(IllegalActionError) as info:
        do(state, "1: contract 165")
    assert "below the bid" in info.value.reason


def test_talon_can_make_the_marriage_for_the_contract() -> None:
    # seat 2 holds KS; at 100 the hundred seat 1 has no marriage (cap 120). Give seat 1 a
    # deal where the talon brings the queen: D1 with seat 1 holding KH instead of 10D.
    hands = ["KD QD JD 9D AH 10H 10D", "AS 10S KS AC 10C AD KH", "QS JS 9S KC QC JC 9C"]
    state = do(start(hands, "QH JH 9H"), "2: pass", "0: pass")
    state = do(state, "1: give 9H to 2", "1: give JH to 0")
    assert max(contracts(legal(state))) == 220  # K+Q ♥ now held: 120 + 100


def test_dark_contract_is_the_dark_bid() -> None:
    state = do(start(D1_HANDS, D1_TALON, rules=Rules(dark=True), scores=(0, 240, 0)),
               "1: dark", "1: give 9H to 2", "1: give JH to 0")
    assert contracts(legal(state)) == [120]


# ---------------------------------------------------------------- concede

def test_concede_window_from_talon_to_first_card() -> None:
    state = do(start(D1_HANDS, D1_TALON), "2: pass", "0: pass")
    assert "1: concede" in legal(state)                       # talon taken
    state = do(state, "1: give 9H to 2", "1: give JH to 0")
    assert "1: concede" in legal(state)                       # contract phase
    state = do(state, "1: contract 100")
    assert "1: concede" in legal(state)                       # before the first card
    state = do(state, "1: play AS")
    assert "1: concede" not in legal(state)
    assert state.to_move == 2
    with pytest.raises(IllegalActionError):
        do(state, "1: concede")


def test_concede_not_in_bidding() -> None:
    with pytest.raises(IllegalActionError) as info:
        do(start(D1_HANDS, D1_TALON), "2: concede")
    assert "concede" in str(info.value)


@pytest.mark.parametrize(("rules", "on_barrel", "allowed"), [
    (Rules(), (False, False, False), True),
    (Rules(concede=False), (False, False, False), False),
    (Rules(), (True, False, False), False),   # anyone on the barrel
])
def test_concede_allowed(rules: Rules, on_barrel: tuple[bool, ...], allowed: bool) -> None:
    scores = tuple(880 if b else 0 for b in on_barrel)
    state = do(start(D1_HANDS, D1_TALON, rules=rules, scores=scores, on_barrel=on_barrel),
               "2: pass", "0: pass")
    assert ("1: concede" in legal(state)) is allowed
    if not allowed:
        with pytest.raises(IllegalActionError):
            do(state, "1: concede")


def test_concede_once_per_game_reads_the_game() -> None:
    rules = Rules(concede_once_per_game=True)
    fresh = do(start(D1_HANDS, D1_TALON, rules=rules, concede_used=(False, False, False)),
               "2: pass", "0: pass")
    used = do(start(D1_HANDS, D1_TALON, rules=rules, concede_used=(False, True, False)),
              "2: pass", "0: pass")
    other = do(start(D1_HANDS, D1_TALON, rules=rules, concede_used=(True, False, True)),
               "2: pass", "0: pass")
    assert "1: concede" in legal(fresh) and "1: concede" in legal(other)
    assert "1: concede" not in legal(used)


# ----------------------------------------------------------------- redeal

def test_redeal_round_asks_only_qualifying_seats() -> None:
    state = start(POOR, POOR_TALON)
    assert state.phase is Phase.REDEAL
    assert legal(state) == ["0: redeal", "0: keep"]
    kept = do(state, "0: keep")
    assert kept.phase is Phase.BIDDING and kept.to_move == 2 and kept.high_bidder == 1
    voided = do(state, "0: redeal")
    assert voided.is_over and voided.redealt


@pytest.mark.parametrize(("rules", "queue"), [
    (Rules(), [0]),                        # 10 points < 14
    (Rules(redeal_hand_below=10), []),     # 10 is not below 10
    (Rules(redeal_hand_below=30), [2, 0]),  # seat 2: 24 points now qualifies; order 1, 2, 0
    (Rules(redeal_nines=1, redeal_hand_below=0), [2, 0]),  # seat 2 holds 9H, seat 0 three
    (Rules(redeal=False), []),
])
def test_redeal_thresholds_and_order(rules: Rules, queue: list[int]) -> None:
    state = start(POOR, POOR_TALON, rules=rules)
    if queue:
        assert state.phase is Phase.REDEAL and list(state.redeal_queue) == queue
        state = do(state, *(f"{s}: keep" for s in queue))
    assert state.phase is Phase.BIDDING and state.to_move == 2


def test_four_nines_qualify() -> None:
    hands = ["9S 9C 9D 9H AS AC AD", "10S KS QS 10C KC QC 10D", "JS JC KD QD JD AH 10H"]
    state = start(hands, "KH QH JH")  # seat 0: 33 points, but four nines
    assert list(state.redeal_queue) == [0]


def test_talon_redeal_window() -> None:
    state = do(start(ALL_HANDS, ALL_TALON), "2: pass", "0: pass")
    assert state.talon_qualifies()
    assert "1: redeal" in legal(state)
    state = do(state, "1: give 9S to 2", "1: give 9C to 0")
    assert "1: redeal" in legal(state)
    state = do(state, "1: contract 120")
    assert "1: redeal" in legal(state)
    assert do(state, "1: redeal").redealt
    state = do(state, "1: play AS")
    with pytest.raises(IllegalActionError):
        do(state, "1: redeal")


@pytest.mark.parametrize(("rules", "talon_ok"), [
    (Rules(), False),                          # QH JH 9H: 5 points, one nine
    (Rules(redeal_talon_below=6), True),       # 5 < 6
    (Rules(redeal_talon_nines=1), True),       # one nine is enough
])
def test_talon_thresholds(rules: Rules, talon_ok: bool) -> None:
    state = do(start(D1_HANDS, D1_TALON, rules=rules), "2: pass", "0: pass")
    assert ("1: redeal" in legal(state)) is talon_ok
    if not talon_ok:
        with pytest.raises(IllegalActionError) as info:
            do(state, "1: redeal")
        assert "talon does not qualify" in info.value.reason


def test_four_aces_redeal_voids_the_deal_at_once() -> None:
    hands = ["9C KD QD JD 9D KH QH", "AS AC AD AH 10S 10C 10D", "KS QS JS 9S KC QC JC"]
    voided = start(hands, "10H JH 9H", rules=Rules(four_aces_redeal=True))
    assert voided.is_over and voided.redealt and voided.legal_actions() == []
    assert start(hands, "10H JH 9H").phase is Phase.BIDDING


def test_redeal_limit_third_redeal_stands_and_dealer_pays() -> None:
    rules = Rules(redeal_limit=3)
    first = do(start(POOR, POOR_TALON, rules=rules, redeals_in_row=1), "0: redeal")
    assert first.redealt  # the second redeal in a row is still a redeal
    third = do(start(POOR, POOR_TALON, rules=rules, redeals_in_row=2), "0: redeal")
    assert not third.redealt and third.redeal_penalty == 120
    assert third.phase is Phase.BIDDING and third.to_move == 2


def test_dark_declarer_may_still_redeal_a_poor_talon() -> None:
    # RULES.md §3 has no exception for the dark bid: ALL's talon 10H 9S 9C has two nines
    state = do(start(ALL_HANDS, ALL_TALON, rules=Rules(dark=True), scores=(0, 240, 0)),
               "1: dark")
    assert state.dark and "1: redeal" in legal(state)
    assert do(state, "1: redeal").redealt


def test_redeal_limit_penalty_is_120_whatever_the_bolt_penalty() -> None:
    rules = Rules(redeal_limit=2, bolt_penalty=50)
    state = do(start(POOR, POOR_TALON, rules=rules, redeals_in_row=1), "0: redeal")
    assert state.redeal_penalty == 120
