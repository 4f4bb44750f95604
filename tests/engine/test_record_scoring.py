"""Hand-made records for RULES.md §7 (scoring) and §8 (the barrel), replayed
through ``thousand.record``. Every expected number is worked out by hand in the
comments; the deals are in ``helpers.DEALS`` (D1, D1b, ALL, M, E) with their
trick sums."""

from __future__ import annotations

from typing import Any

import pytest

from ..helpers import (
    D1_TRICKS,
    DEALS,
    deal_round,
    last,
    record,
    replay_dict,
    replay_error,
    rnd,
    tricks,
)

D1_HANDS, D1_TALON, D1_ACTIONS = DEALS["D1"]
D1_BIDDING = ["2: pass", "0: pass", "1: give 9H to 2", "1: give JH to 0"]


def d1_with(play: list[str], contract: int = 100) -> dict[str, Any]:
    """Deal D1 (seat 1 at 100, gives 9H to 2 and JH to 0) with another play."""
    return rnd(D1_HANDS, D1_TALON, [*D1_BIDDING, f"1: contract {contract}", *tricks(*play)])


# ------------------------------------------------------------------ §7

def test_d1_made_contract_and_defender_rounding_18_to_20() -> None:
    out = replay_dict(record(deal_round("D1")))
    row = last(out)
    # seat 1: 102 card points >= 100 → +100; seat 0: 18 → 20; seat 2: no trick → bolt.
    assert row["card_points"] == [18, 102, 0]
    assert row["deltas"] == [20, 100, 0]
    assert row["bolts"] == [0, 0, 1]
    assert out["scores"] == [20, 100, 0]
    assert (row["declarer"], row["bid"], row["contract"]) == (1, 100, 100)


# Four plays of D1 where seat 0 ends with 62, 63, 67 and 68 card points.
R62 = ["1: 10S JS JH",   # 10+2+2 = 14 → 1
       "1: AD JC 9D",    # 11+2+0 = 13 → 1
       "1: 10C 9C KH",   # 10+0+4 = 14 → 1
       "1: QH 9H AH",    # 3+0+11 = 14 → 0
       "0: 10H AC KC",   # 10+11+4 = 25 → 0
       "0: KD* 10D QS",  # 4+10+3 = 17 → 1 (seat 0 declares ♦ 80; 10D beats KD)
       "1: AS 9S QD",    # 11+0+3 = 14 → 0 (QD trumps)
       "0: JD KS QC"]    # 2+4+3 = 9 → 0.  Seat 0: 14+25+14+9 = 62; seat 1: 58
R63 = ["1: AS QS JH",    # 16 → 1
       "1: 10S JS JD",   # 14 → 1
       "1: AC JC 9D",    # 13 → 1
       "1: 10D 9C KD",   # 14 → 1
       "1: QH 9H AH",    # 14 → 0
       "0: KH KS 9S",    # 8 → 0
       "0: 10H AD KC",   # 25 → 0
       "0: QD 10C QC"]   # 16 → 0.  Seat 0: 14+8+25+16 = 63; seat 1: 57
R67 = ["1: 10D JS KD",   # 16 → 1
       "1: 10S QS 10H",  # 23 → 1
       "1: 10C JC JD",   # 14 → 1
       "1: QH 9H KH",    # 7 → 0
       "0: AH AD QC",    # 25 → 0
       "0: 9D AC KC",    # 15 → 0 (led ♦, seat 1 has none left)
       "0: QD AS 9S",    # 14 → 0
       "0: JH KS 9C"]    # 6 → 0.  Seat 0: 7+25+15+14+6 = 67; seat 1: 53
R68 = ["1: AS JS 10H",   # 23 → 1
       "1: QH 9H KH",    # 7 → 0
       "0: QD* AD QC",   # 17 → 1 (seat 0 declares ♦ 80; AD is higher)
       "1: 10D 9S JD",   # 12 → 1
       "1: 10C KC KD",   # 18 → 0 (KD trumps)
       "0: JH 10S 9C",   # 12 → 0
       "0: 9D KS QS",    # 7 → 0
       "0: AH AC JC"]    # 24 → 0.  Seat 0: 7+18+12+7+24 = 68; seat 1: 52


@pytest.mark.parametrize(("play", "points", "deltas"), [
    # 62 → 60, plus the ♦ marriage 80 = 140; seat 1: 58 < 100 → −100
    (R62, [62, 58, 0], [140, -100, 0]),
    (R63, [63, 57, 0], [65, -100, 0]),    # 63 → 65
    (R67, [67, 53, 0], [65, -100, 0]),    # 67 → 65
    (R68, [68, 52, 0], [150, -100, 0]),   # 68 → 70, + 80 = 150
], ids=["62to60", "63to65", "67to65", "68to70"])
def test_defender_rounding(play: list[str], points: list[int], deltas: list[int]) -> None:
    row = last(replay_dict(record(d1_with(play))))
    assert row["card_points"] == points
    assert row["deltas"] == deltas
    assert row["bolts"] == [0, 0, 1]


def test_220_taken_on_170_scores_170() -> None:
    row = last(replay_dict(record(deal_round("M"))))
    # seat 1 bid 170, takes all 120 and declares ♥ 100: 220 >= 170 → +170, never more.
    assert row["card_points"] == [0, 120, 0]
    assert row["marriages"] == [0, 100, 0]
    assert row["deltas"] == [0, 170, 0]
    assert row["bolts"] == [1, 0, 1]


def test_short_by_one_loses_the_whole_contract() -> None:
    play = ["1: KS QS JD",   # 4+3+2 = 9
            "1: AS JS JH",   # 11+2+2 = 15
            "1: AD 9S KD",   # 11+0+4 = 15
            "1: 10S 9H 10H",  # 10+0+10 = 20
            "1: 10D KC 9D",  # 10+4+0 = 14
            "1: AC QC KH",   # 11+3+4 = 18
            "1: 10C 9C QD",  # 10+0+3 = 13
            "1: QH JC AH"]   # 3+2+11 = 16 → seat 0
    row = last(replay_dict(record(d1_with(play, contract=105))))
    # seat 1: 9+15+15+20+14+18+13 = 104 < 105 → −105; seat 0: 16 → 15
    assert row["card_points"] == [16, 104, 0]
    assert row["deltas"] == [15, -105, 0]


def test_third_bolt_costs_120_and_restarts_the_count() -> None:
    # ALL: the declarer (left of the dealer) takes every trick; both others get a bolt.
    out = replay_dict(record(*(deal_round("ALL", d % 3) for d in range(4))))
    rows = out["rounds"]
    # R1 dealer 0: seat 1 +120; bolts 0 and 2 → [1, 0, 1]
    assert rows[0]["scores"] == [0, 120, 0] and rows[0]["bolts"] == [1, 0, 1]
    # R2 dealer 1: seat 2 +120; bolts 0 and 1 → [2, 1, 1]
    assert rows[1]["scores"] == [0, 120, 120] and rows[1]["bolts"] == [2, 1, 1]
    # R3 dealer 2: seat 0 +120; bolts 1 and 2 → [2, 2, 2]
    assert rows[2]["scores"] == [120, 120, 120] and rows[2]["bolts"] == [2, 2, 2]
    # R4 dealer 0: seat 1 +120 = 240; seats 0 and 2: third bolt, 120 − 120 = 0, count to 0
    assert rows[3]["deltas"] == [-120, 120, -120]
    assert rows[3]["scores"] == [0, 240, 0] and rows[3]["bolts"] == [0, 2, 0]


def test_samosval_555_goes_to_zero() -> None:
    # D1 from 535 / 455: seat 0 535 + 20 = 555 → 0; seat 1 455 + 100 = 555 → 0
    row = last(replay_dict(record(deal_round("D1"), start_scores=[535, 455, 7])))
    assert row["scores"] == [0, 0, 7]
    assert row["deltas"] == [-535, -455, 0]


@pytest.mark.parametrize(("rules", "score"), [
    ({"preset": "classic"}, -555),                                      # off by default
    ({"preset": "classic", "samosval_negative": True}, 0),              # −555 → 0
    ({"preset": "classic", "samosval_negative": True, "samosval": False}, 0),  # independent
])
def test_samosval_negative(rules: dict[str, Any], score: int) -> None:
    # D1 played to a contract of 105: 102 < 105 → −105; −450 − 105 = −555
    rec = record(d1_with(D1_TRICKS, contract=105), rules=rules,
                 start_scores=[0, -450, 0])
    assert last(replay_dict(rec))["scores"] == [20, score, 0]


def test_samosval_off() -> None:
    rec = record(deal_round("D1"), rules={"preset": "classic", "samosval": False},
                 start_scores=[535, 0, 0])
    assert replay_dict(rec)["scores"] == [555, 100, 0]


def test_bolts_for_penalty_and_bolt_penalty() -> None:
    rec = record(deal_round("ALL", 0), deal_round("ALL", 1),
                 rules={"preset": "classic", "bolts_for_penalty": 2, "bolt_penalty": 100})
    out = replay_dict(rec)
    # R1: seat 1 +120, bolts [1, 0, 1]. R2 (dealer 1): seat 2 +120; bolts to 0 and 1:
    # seat 0's second bolt costs 100 and restarts → [-100, 120, 120], bolts [0, 1, 1]
    assert out["rounds"][1]["deltas"] == [-100, 0, 120]
    assert out["scores"] == [-100, 120, 120]
    assert out["rounds"][1]["bolts"] == [0, 1, 1]


@pytest.mark.parametrize(("consecutive", "bolts"), [(False, [1, 0, 1]), (True, [1, 0, 0])])
def test_bolts_consecutive(consecutive: bool, bolts: list[int]) -> None:
    # R1 D1 dealer 0: seat 2 no trick → bolt. R2 D1 dealer 1: seat 2 declares and takes
    # 7 tricks (restarts its count only with bolts_consecutive); seat 0 no trick → bolt.
    rec = record(deal_round("D1", 0), deal_round("D1", 1),
                 rules={"preset": "classic", "bolts_consecutive": consecutive})
    assert last(replay_dict(rec))["bolts"] == bolts


def test_round_defenders_off() -> None:
    rec = record(deal_round("D1"), rules={"preset": "classic", "round_defenders": False})
    assert replay_dict(rec)["scores"] == [18, 100, 0]  # 18 stays 18


def test_marriage_values_alternative() -> None:
    rules = {"preset": "classic", "marriage_values": {"C": 100, "H": 80, "S": 60, "D": 40}}
    row = last(replay_dict(record(d1_with(R62), rules=rules)))
    # R62 with ♦ worth 40: seat 0 60 + 40 = 100
    assert row["marriages"] == [40, 0, 0]
    assert row["deltas"] == [100, -100, 0]


# ------------------------------------------------------------------ §8

def test_climb_to_880_as_defender() -> None:
    row = last(replay_dict(record(deal_round("D1"), start_scores=[865, 0, 0])))
    # 865 + 20 = 885 → set to 880, on the barrel: delta 15
    assert row["scores"] == [880, 100, 0]
    assert row["deltas"] == [15, 100, 0]
    assert row["on_barrel"] == [True, False, False]


def test_climb_as_declarer_not_past_880() -> None:
    row = last(replay_dict(record(deal_round("M"), start_scores=[0, 800, 0])))
    # 800 + 170 = 970 is not a win from below: set to 880
    assert row["scores"] == [0, 880, 0]
    assert row["on_barrel"] == [False, True, False]


def test_barrel_value_option() -> None:
    row = last(replay_dict(record(deal_round("D1"), start_scores=[885, 0, 0],
                                  rules={"preset": "classic", "barrel": 900})))
    assert row["scores"] == [900, 100, 0]  # 885 + 20 = 905 → 900
    assert row["on_barrel"] == [True, False, False]


def test_three_tries_then_minus_120() -> None:
    rec = record(deal_round("D1", 0), deal_round("D1", 1), deal_round("E", 2),
                 deal_round("D1", 0), start_scores=[865, 0, 0])
    rows = replay_dict(rec)["rounds"]
    # R1 D1 dealer 0: seat 0 865 + 20 → 880 (climbs: not a try); seat 1 +100; seat 2 bolt
    assert rows[0]["scores"] == [880, 100, 0] and rows[0]["on_barrel"] == [True, False, False]
    # R2 D1 dealer 1: seat 1 +20, seat 2 +100, seat 0 no trick: bolt, try 1
    assert rows[1]["scores"] == [880, 120, 100] and rows[1]["bolts"] == [1, 0, 1]
    # R3 E dealer 2: seat 0 on the hundred bids 120 automatically; seat 1 bids 125 and
    # makes it (+125 = 245); seats 0 and 2 take no trick: bolts; try 2
    assert rows[2]["bid"] == 125 and rows[2]["declarer"] == 1
    assert rows[2]["scores"] == [880, 245, 100] and rows[2]["bolts"] == [2, 0, 2]
    # R4 D1 dealer 0: seat 0's 18 not added, try 3 → falls to 760; seat 1 +100 = 345;
    # seat 2's third bolt: 100 − 120 = −20
    assert rows[3]["deltas"] == [-120, 100, -120]
    assert rows[3]["scores"] == [760, 345, -20]
    assert rows[3]["on_barrel"] == [False, False, False]
    assert rows[3]["barrel_falls"] == [1, 0, 0]
    assert rows[3]["bolts"] == [2, 0, 0]


def test_hundred_on_the_barrel_bids_120_and_failed_contract_is_a_fall() -> None:
    rec = record(deal_round("D1b", 0),
                 deal_round("D1", 1, [*D1_BIDDING, "1: contract 120", *DEALS["D1"][2][5:]]),
                 start_scores=[0, 0, 865])
    out = replay_dict(rec)
    r1, r2 = out["rounds"]
    # R1 D1b: seat 2 takes 18 → 865 + 20 = 885 → 880; seat 1 +100; seat 0 bolt
    assert r1["scores"] == [0, 100, 880] and r1["on_barrel"] == [False, False, True]
    # R2 dealer 1: seat 2 on the hundred is at 120 automatically; both pass; contract 120;
    # 102 < 120 → 880 − 120 = 760, a fall with no further −120; seat 1 (dealer role) +20
    assert r2["bid"] == 120 and r2["declarer"] == 2
    assert r2["deltas"] == [0, 20, -120]
    assert r2["scores"] == [0, 120, 760]
    assert r2["barrel_falls"] == [0, 0, 1] and r2["on_barrel"] == [False, False, False]


def test_third_bolt_on_the_barrel_is_a_fall_with_only_the_bolt_penalty() -> None:
    rec = record(deal_round("D1b", 0), deal_round("D1b", 1), deal_round("E", 2),
                 deal_round("D1b", 0), start_scores=[870, 0, 0])
    rows = replay_dict(rec)["rounds"]
    # R1 D1b dealer 0: seat 0 bolt 1; seat 1 +100; seat 2 +20
    assert rows[0]["scores"] == [870, 100, 20] and rows[0]["bolts"] == [1, 0, 0]
    # R2 D1b dealer 1: seat 0 (speaker) takes 18 → 870 + 20 = 890 → 880; seat 2 +100;
    # seat 1 bolt
    assert rows[1]["scores"] == [880, 100, 120] and rows[1]["bolts"] == [1, 1, 0]
    # R3 E dealer 2: seat 0 on the barrel and on the hundred; seat 1 makes 125;
    # seats 0 and 2 bolts (try 1 for seat 0)
    assert rows[2]["scores"] == [880, 225, 120] and rows[2]["bolts"] == [2, 1, 1]
    # R4 D1b dealer 0: seat 0 third bolt: 880 − 120 = 760, one fall (only try 2);
    # seat 1 +100 = 325; seat 2 +20 = 140
    assert rows[3]["deltas"] == [-120, 100, 20]
    assert rows[3]["scores"] == [760, 325, 140]
    assert rows[3]["barrel_falls"] == [1, 0, 0]
    assert rows[3]["bolts"] == [0, 1, 1]


def test_one_seat_the_earlier_one_falls() -> None:
    rec = record(deal_round("D1", 0), deal_round("D1", 1), start_scores=[865, 0, 790])
    r1, r2 = replay_dict(rec)["rounds"]
    # R1: seat 0 865 + 20 → 880 on the barrel; seat 2 bolt
    assert r1["on_barrel"] == [True, False, False]
    # R2 dealer 1: seat 2 declares, 790 + 100 = 890 → 880 and climbs: seat 0 falls to 760;
    # seat 1 +20
    assert r2["deltas"] == [-120, 20, 90]
    assert r2["scores"] == [760, 120, 880]
    assert r2["on_barrel"] == [False, False, True]
    assert r2["barrel_falls"] == [1, 0, 0]


def test_two_climbing_at_once_both_fall() -> None:
    row = last(replay_dict(record(deal_round("D1"), start_scores=[865, 790, 0])))
    # seat 0 → 880 and seat 1 → 880 in one round: both fall off with −120 → 760
    assert row["scores"] == [760, 760, 0]
    assert row["deltas"] == [-105, -30, 0]
    assert row["on_barrel"] == [False, False, False]
    assert row["barrel_falls"] == [1, 1, 0]


def test_barrel_shared_lets_both_sit() -> None:
    row = last(replay_dict(record(deal_round("D1"), start_scores=[865, 790, 0],
                                  rules={"preset": "classic", "barrel_shared": True})))
    assert row["scores"] == [880, 880, 0]
    assert row["on_barrel"] == [True, True, False]


def test_barrel_falls_to_zero_option() -> None:
    row = last(replay_dict(record(deal_round("D1"), start_scores=[865, 790, 0],
                                  rules={"preset": "classic", "barrel_falls_to_zero": 1})))
    # both fall (first fall each) and the first fall already sets the score to 0
    assert row["scores"] == [0, 0, 0]
    assert row["barrel_falls"] == [1, 1, 0]


def test_barrel_tries_and_penalty_options() -> None:
    rec = record(deal_round("D1", 0), deal_round("D1", 1), start_scores=[865, 0, 0],
                 rules={"preset": "classic", "barrel_tries": 1, "barrel_penalty": 100})
    r2 = replay_dict(rec)["rounds"][1]
    # R2 is seat 0's first and only try: falls to 880 − 100 = 780
    assert r2["scores"] == [780, 120, 100]
    assert r2["deltas"] == [-100, 20, 100]


def test_winning_from_the_barrel() -> None:
    rec = record(deal_round("D1", 0), deal_round("D1", 1), deal_round("D1", 2),
                 deal_round("ALL", 0), start_scores=[0, 790, 0])
    out = replay_dict(rec)
    rows = out["rounds"]
    # R1: seat 1 790 + 100 → 880 (climbs); seat 0 +20; seat 2 bolt
    assert rows[0]["scores"] == [20, 880, 0]
    # R2 dealer 1: seat 1 (dealer role) gains nothing on the barrel; seat 2 +100; seat 0 bolt
    assert rows[1]["scores"] == [20, 880, 100]
    # R3 dealer 2: seat 2 +20, seat 0 +100; seat 1 no trick: bolt (try 2)
    assert rows[2]["scores"] == [120, 880, 120]
    # R4 ALL dealer 0: seat 1 on the hundred (120 automatically) makes 120: 1000, wins
    assert rows[3]["bid"] == 120
    assert out["scores"] == [120, 1000, 120]
    assert out["winner"] == 1
    assert "next" not in out


def test_no_round_after_the_game_is_won() -> None:
    rec = record(deal_round("D1", 0), deal_round("D1", 1), deal_round("D1", 2),
                 deal_round("ALL", 0), rnd(None, None, ["2: pass"]), start_scores=[0, 790, 0])
    assert replay_error(rec).startswith("round 5:")


@pytest.mark.parametrize(("start", "winner", "scores"), [
    ([990, 950, 0], 1, [1010, 1050, 0]),   # both pass 1000: the highest wins
    ([990, 910, 0], 1, [1010, 1010, 0]),   # a tie goes to the declarer
    ([990, 0, 0], 0, [1010, 100, 0]),      # a defender may win too
])
def test_no_barrel_highest_wins(start: list[int], winner: int, scores: list[int]) -> None:
    out = replay_dict(record(deal_round("D1"), start_scores=start,
                             rules={"preset": "classic", "barrel": None}))
    assert out["scores"] == scores
    assert out["winner"] == winner


def test_target_option() -> None:
    out = replay_dict(record(deal_round("D1"), start_scores=[0, 420, 0],
                             rules={"preset": "classic", "barrel": None, "target": 500}))
    assert out["winner"] == 1 and out["scores"] == [20, 520, 0]


def test_start_scores_must_be_below_the_barrel() -> None:
    message = replay_error(record(deal_round("D1"), start_scores=[880, 0, 0]))
    assert "start_scores" in message


def test_three_falls_set_the_score_to_zero() -> None:
    rec = record(deal_round("D1", 0), deal_round("D1", 1), deal_round("ALL", 2),
                 deal_round("ALL", 0), deal_round("D1b", 1), deal_round("ALL", 2),
                 deal_round("ALL", 0), start_scores=[865, 790, 0])
    rows = replay_dict(rec)["rounds"]
    # R1 D1 d0: seat 0 → 885, seat 1 → 890: both climb at once, both fall to 760
    assert rows[0]["scores"] == [760, 760, 0] and rows[0]["barrel_falls"] == [1, 1, 0]
    # R2 D1 d1: seat 1 +20 = 780, seat 2 +100, seat 0 bolt
    assert rows[1]["scores"] == [760, 780, 100] and rows[1]["bolts"] == [1, 0, 1]
    # R3 ALL d2: seat 0 +120 = 880 climbs; seats 1, 2 bolts
    assert rows[2]["scores"] == [880, 780, 100] and rows[2]["bolts"] == [1, 1, 2]
    # R4 ALL d0: seat 1 780 + 120 → 880 climbs and knocks seat 0 off (fall 2, 760);
    # seat 2's third bolt: 100 − 120 = −20
    assert rows[3]["scores"] == [760, 880, -20]
    assert rows[3]["barrel_falls"] == [2, 1, 0] and rows[3]["bolts"] == [2, 1, 0]
    # R5 D1b d1: seat 0 (speaker) takes 18 → 780; seat 2 +100 = 80; seat 1 bolt 2
    assert rows[4]["scores"] == [780, 880, 80] and rows[4]["bolts"] == [2, 2, 0]
    # R6 ALL d2: seat 0 780 + 120 → 880 climbs; seat 1's third bolt on the barrel is its
    # fall (2) to 760; seat 2 bolt
    assert rows[5]["scores"] == [880, 760, 80] and rows[5]["barrel_falls"] == [2, 2, 0]
    # R7 ALL d0: seat 1 climbs again; seat 0's third bolt on the barrel is its third
    # fall: the score goes to 0
    assert rows[6]["deltas"] == [-880, 120, 0]
    assert rows[6]["scores"] == [0, 880, 80]
    assert rows[6]["barrel_falls"] == [3, 2, 0]
    assert rows[6]["on_barrel"] == [False, True, False]


def test_two_climbing_at_once_leave_the_sitter_on_the_barrel() -> None:
    # Reading of §8: when two climb on together both fall, so nobody "climbs on while
    # another sits there" and the earlier sitter stays.
    rec = record(deal_round("D1", 0), deal_round("D1", 1), start_scores=[865, 765, 790])
    r1, r2 = replay_dict(rec)["rounds"]
    # R1: seat 0 865 + 20 → 880 climbs; seat 1 765 + 100 = 865; seat 2 bolt
    assert r1["scores"] == [880, 865, 790] and r1["on_barrel"] == [True, False, False]
    # R2 dealer 1: seat 1 865 + 20 = 885, seat 2 790 + 100 = 890: both climb, both fall
    assert r2["deltas"] == [0, -105, -30]
    assert r2["scores"] == [880, 760, 760]
    assert r2["on_barrel"] == [True, False, False]
    assert r2["barrel_falls"] == [0, 1, 1]
