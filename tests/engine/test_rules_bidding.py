"""RULES.md §4 (bidding) and the bidding parts of §8, §9 and §11, one phase at a
time on rounds dealt by hand."""

from __future__ import annotations

import pytest

from thousand.errors import IllegalActionError
from thousand.round import Phase
from thousand.rules import Rules

from ..helpers import DEALS, do, legal, start

# D1: seat 0 KD QD JD 9D AH 10H KH (♦ marriage: cap 200); seat 1 AS 10S KS AC 10C AD 10D
# (no marriage: cap 120); seat 2 QS JS 9S KC QC JC 9C (♣ marriage: cap 180).
D1_HANDS, D1_TALON, _ = DEALS["D1"]
# M: seat 1 holds K+Q of hearts (cap 220); seat 2 K+Q of ♠ and ♣ (cap 220); seat 0 ♦ (200).
M_HANDS, M_TALON, _ = DEALS["M"]
# FA: seat 1 holds all four aces.
FA_HANDS = ["9C KD QD JD 9D KH QH", "AS AC AD AH 10S 10C 10D", "KS QS JS 9S KC QC JC"]
FA_TALON = "10H JH 9H"


def bids(state_legal: list[str]) -> list[int]:
    return [int(a.split()[-1]) for a in state_legal if " bid " in a]


def test_hundred_bids_100_automatically_and_the_next_seat_speaks() -> None:
    state = start(D1_HANDS, D1_TALON)
    assert state.phase is Phase.BIDDING
    assert (state.high_bid, state.high_bidder, state.to_move) == (100, 1, 2)
    # seat 2: 105 … 180 (120 + ♣ 60), then pass
    assert bids(legal(state)) == list(range(105, 181, 5))
    assert legal(state)[-1] == "2: pass"


@pytest.mark.parametrize(("hands", "seat_actions", "seat", "cap"), [
    (D1_HANDS, [], 2, 180),                      # ♣ 60
    (D1_HANDS, ["2: pass"], 0, 200),             # ♦ 80
    (D1_HANDS, ["2: bid 105", "0: pass"], 1, 120),  # no marriage
    (M_HANDS, [], 2, 220),                       # ♠ 40 + ♣ 60
    (M_HANDS, ["2: bid 105", "0: pass"], 1, 220),  # ♥ 100
])
def test_cap_is_120_plus_marriages_in_hand(hands: list[str], seat_actions: list[str],
                                            seat: int, cap: int) -> None:
    state = do(start(hands, D1_TALON if hands is D1_HANDS else M_TALON), *seat_actions)
    assert state.to_move == seat
    assert max(bids(legal(state))) == cap
    with pytest.raises(IllegalActionError) as info:
        do(state, f"{seat}: bid {cap + 5}")
    assert f"above the cap of {cap}" in info.value.reason


def test_cap_never_above_300_and_four_aces_count_200() -> None:
    rules = Rules(ace_marriage=True)
    state = do(start(FA_HANDS, FA_TALON, rules=rules), "2: pass")
    # seat 0: 120 + ♦ 80 + ♥ 100 = 300
    assert max(bids(legal(state))) == 300
    state = do(state, "0: bid 105")
    # seat 1 (four aces): 120 + 200 = 320, but never above 300
    assert max(bids(legal(state))) == 300
    # without the ace marriage the aces are nothing
    plain = do(start(FA_HANDS, FA_TALON), "2: pass", "0: bid 105")
    assert max(bids(legal(plain))) == 120


def test_bid_cap_off_leaves_only_300() -> None:
    state = start(D1_HANDS, D1_TALON, rules=Rules(bid_cap=False))
    assert max(bids(legal(state))) == 300


def test_bids_are_multiples_of_5_any_jump_allowed() -> None:
    state = start(D1_HANDS, D1_TALON)
    state = do(state, "2: bid 150")
    assert bids(legal(state))[0] == 155
    with pytest.raises(IllegalActionError) as info:
        do(start(D1_HANDS, D1_TALON), "2: bid 107")
    assert "multiples of 5" in info.value.reason
    with pytest.raises(IllegalActionError) as info:
        do(start(D1_HANDS, D1_TALON), "2: bid 100")
    assert "at least 105" in info.value.reason


def test_bid_step_10() -> None:
    state = start(D1_HANDS, D1_TALON, rules=Rules(bid_step=10))
    assert bids(legal(state)) == list(range(110, 181, 10))
    with pytest.raises(IllegalActionError) as info:
        do(state, "2: bid 105")
    assert "multiples of 10" in info.value.reason


def test_pass_is_final_and_last_bidder_is_declarer() -> None:
    state = do(start(D1_HANDS, D1_TALON), "2: bid 105", "0: pass", "1: bid 110")
    assert state.to_move == 2  # seat 0 passed: skipped
    state = do(state, "2: bid 115", "1: pass")
    assert state.declarer == 2 and state.bid == 115
    assert state.phase is Phase.TALON


def test_both_pass_hundred_declares_at_100() -> None:
    state = do(start(D1_HANDS, D1_TALON), "2: pass", "0: pass")
    assert (state.declarer, state.bid) == (1, 100)


def test_hundred_may_raise_when_its_turn_comes() -> None:
    state = do(start(M_HANDS, M_TALON), "2: bid 105", "0: pass")
    assert state.to_move == 1
    assert "1: bid 110" in legal(state) and "1: pass" in legal(state)


def test_out_of_turn_is_illegal_and_names_the_seat() -> None:
    with pytest.raises(IllegalActionError) as info:
        do(start(D1_HANDS, D1_TALON), "0: pass")
    assert info.value.seat == 0
    assert "not seat 0's turn" in info.value.reason
    assert str(info.value).startswith('"0: pass": ')


def test_on_the_barrel_only_120_or_more() -> None:
    state = start(D1_HANDS, D1_TALON, scores=(0, 0, 880), on_barrel=(False, False, True))
    assert bids(legal(state))[0] == 120  # seat 2 on the barrel
    with pytest.raises(IllegalActionError):
        do(state, "2: bid 105")
    state = do(state, "2: pass")
    assert bids(legal(state))[0] == 105  # seat 0 is not on the barrel


def test_hundred_on_the_barrel_opens_at_120() -> None:
    state = start(D1_HANDS, D1_TALON, scores=(0, 880, 0), on_barrel=(False, True, False))
    assert (state.high_bid, state.high_bidder) == (120, 1)
    assert bids(legal(state))[0] == 125
    state = do(state, "2: pass", "0: pass")
    assert (state.declarer, state.bid) == (1, 120)
    assert state.talon_shown  # 120 is not "won at 100 with no other bid"


def test_golden_round_no_pass_below_120_and_bids_from_120() -> None:
    state = start(M_HANDS, M_TALON, golden=True)
    assert "2: pass" not in legal(state)
    assert bids(legal(state))[0] == 120
    with pytest.raises(IllegalActionError) as info:
        do(state, "2: pass")
    assert "golden" in info.value.reason
    state = do(state, "2: bid 120")
    assert "0: pass" in legal(state)  # the bid is 120 now
    assert bids(legal(state))[0] == 125


@pytest.mark.parametrize(("scores", "actions", "declarer", "bid"), [
    # seat 0 below −120 is passed automatically: after seat 2's pass, seat 1 has 100
    ((-125, 0, 0), ["2: pass"], 1, 100),
    ((-125, 0, 0), ["2: bid 105", "1: pass"], 2, 105),
    # exactly −120 is not strictly below: seat 0 still speaks
    ((-120, 0, 0), ["2: pass", "0: pass"], 1, 100),
    # the hundred below the limit keeps the automatic 100 …
    ((0, -200, 0), ["2: pass", "0: pass"], 1, 100),
    # … but passes automatically when its turn comes after a raise
    ((0, -200, 0), ["2: bid 105", "0: pass"], 2, 105),
    # everybody else below the limit: the hundred declares at 100 with no action
    ((-500, 0, -500), [], 1, 100),
])
def test_negative_bid_limit(scores: tuple[int, int, int], actions: list[str], declarer: int,
                            bid: int) -> None:
    state = do(start(M_HANDS, M_TALON, rules=Rules(negative_bid_limit=-120), scores=scores),
               *actions)
    assert (state.declarer, state.bid) == (declarer, bid)


def test_dark_offered_to_the_hundred_with_240() -> None:
    rules = Rules(dark=True)
    state = start(D1_HANDS, D1_TALON, rules=rules, scores=(0, 240, 0))
    assert legal(state) == ["1: dark", "1: keep"]
    dark = do(state, "1: dark")
    assert (dark.declarer, dark.bid, dark.dark) == (1, 120, True)
    assert not dark.talon_shown
    kept = do(state, "1: keep")
    assert kept.to_move == 2 and kept.high_bid == 100


@pytest.mark.parametrize(("scores", "on_barrel"), [
    ((0, 235, 0), (False, False, False)),    # below 240
    ((880, 240, 0), (True, False, False)),   # somebody on the barrel
])
def test_dark_not_offered(scores: tuple[int, int, int], on_barrel: tuple[bool, ...]) -> None:
    state = start(D1_HANDS, D1_TALON, rules=Rules(dark=True), scores=scores,
                  on_barrel=on_barrel)
    assert "1: dark" not in legal(state) and state.to_move == 2


def test_dark_off_by_default() -> None:
    state = start(D1_HANDS, D1_TALON, scores=(0, 500, 0))
    assert state.to_move == 2


def test_barrel_bidding_off_barrel_player_declares_at_120() -> None:
    rules = Rules(barrel_bidding=False)
    state = start(D1_HANDS, D1_TALON, rules=rules, scores=(0, 0, 880),
                  on_barrel=(False, False, True))
    assert (state.declarer, state.bid) == (2, 120)
    assert state.phase is Phase.TALON and state.talon_taken == tuple(state.deal.talons[0])
