"""RULES.md §7–§8 cases that a record cannot set up quickly (falls and bolts
counted earlier in the game): ``scoring.score_round`` on rounds played by hand
with a ``Standing`` written out."""

from __future__ import annotations

import pytest

from thousand.round import RoundState
from thousand.rules import Rules
from thousand.scoring import Standing, score_round
from thousand.tricks import half_rounded_up

from ..helpers import DEALS, do, start

D1_HANDS, D1_TALON, D1_ACTIONS = DEALS["D1"]
ALL_HANDS, ALL_TALON, _ = DEALS["ALL"]


def standing(scores: tuple[int, int, int], bolts: tuple[int, int, int] = (0, 0, 0),
             on_barrel: tuple[bool, bool, bool] = (False, False, False),
             tries: tuple[int, int, int] = (0, 0, 0),
             falls: tuple[int, int, int] = (0, 0, 0)) -> Standing:
    return Standing(scores, bolts, on_barrel, tries, falls, (False, False, False))


def d1_played(st: Standing, rules: Rules | None = None) -> RoundState:
    """D1 played out: seat 1 makes 100 with 102; seat 0 takes 18; seat 2 no trick."""
    return do(start(D1_HANDS, D1_TALON, rules=rules, scores=st.scores,
                    on_barrel=st.on_barrel), *D1_ACTIONS)


@pytest.mark.parametrize(("falls_before", "score_after"), [
    (0, 760), (1, 760), (2, 0),   # the third fall sets the score to 0
    (3, 760), (4, 760), (5, 0),   # … and the sixth
])
def test_third_and_sixth_fall_to_zero(falls_before: int, score_after: int) -> None:
    st = standing((880, 0, 0), on_barrel=(True, False, False), tries=(2, 0, 0),
                  falls=(falls_before, 0, 0))
    new, row, winner = score_round(st, d1_played(st))
    # seat 0's third try ends without a win: −120 → 760, a fall
    assert winner is None
    assert new.scores == (score_after, 100, 0)
    assert new.barrel_falls == (falls_before + 1, 0, 0)
    assert new.on_barrel == (False, False, False)
    assert row.deltas == (score_after - 880, 100, 0)


def test_tries_count_up_while_on_the_barrel() -> None:
    st = standing((880, 0, 0), on_barrel=(True, False, False), tries=(1, 0, 0))
    new, _, _ = score_round(st, d1_played(st))
    assert new.barrel_tries == (2, 0, 0) and new.on_barrel[0] and new.scores[0] == 880


def test_failed_contract_and_third_bolt_on_the_barrel_is_one_fall() -> None:
    # barrel_bidding off: seat 0 on the barrel declares at 120 with ALL's weak hand and
    # wins no trick: −120 for the contract, −120 for its third bolt: 880 − 240 = 640
    rules = Rules(barrel_bidding=False)
    st = standing((880, 0, 0), bolts=(2, 0, 0), on_barrel=(True, False, False),
                  falls=(0, 0, 0))
    state = do(start(ALL_HANDS, ALL_TALON, rules=rules, scores=st.scores,
                     on_barrel=st.on_barrel),
               "0: give 9H to 2", "0: give 10H to 1", "0: contract 120",
               "0: play JD", "1: play 10D", "2: play 9D", "1: play 10C", "2: play JC",
               "0: play 9C", "1: play 10S", "2: play QS", "0: play 9S", "1: play AC",
               "2: play KC", "0: play KH", "1: play AS", "2: play JS", "0: play JH",
               "1: play AD", "2: play 9H", "0: play QD", "1: play 10H", "2: play QC",
               "0: play QH", "1: play AH", "2: play KS", "0: play KD")
    assert state.declarer == 0 and state.trick_count[0] == 0
    new, _, _ = score_round(st, state)
    assert new.scores[0] == 640
    assert new.barrel_falls == (1, 0, 0)
    assert new.bolts[0] == 0


def test_defender_on_the_barrel_gains_no_points_or_marriage() -> None:
    # R62 of test_record_scoring: seat 0 takes 62 and declares ♦ 80 while on the barrel
    from ..helpers import tricks
    from .test_record_scoring import R62
    st = standing((880, 0, 0), on_barrel=(True, False, False))
    state = do(start(D1_HANDS, D1_TALON, scores=st.scores, on_barrel=st.on_barrel),
               *D1_ACTIONS[:5], *tricks(*R62))
    new, row, _ = score_round(st, state)
    assert row.card_points == (62, 58, 0) and row.marriages == (80, 0, 0)
    assert new.scores == (880, -100, 0)


@pytest.mark.parametrize(("amount", "half"), [
    (100, 50), (105, 55), (110, 55), (115, 60), (120, 60), (125, 65), (170, 85), (300, 150)])
def test_concede_half_rounded_up_to_5(amount: int, half: int) -> None:
    assert half_rounded_up(amount) == half
