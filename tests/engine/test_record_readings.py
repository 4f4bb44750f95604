"""Readings of RULES.md and RECORD.md that the sources leave open, each pinned by a
small record, so that changing one is a visible decision: the winner is not on the
barrel after the round that wins (RECORD.md ``on_barrel``); a golden round's defender
points are rounded, then doubled (§9); the dark offer is answered first and nobody
bids over a dark 120 (§9); ``redeal_limit`` refuses the Nth redeal in a row, also a
four-aces void, and the dealer's −120 is a fall on the barrel (§11); four players:
K + Q in the talon count in the dealer's ``marriages`` (§2). Expected numbers are
worked out by hand in the comments; the deals are in ``helpers.DEALS``."""

from __future__ import annotations

from typing import Any

import pytest

from ..helpers import (
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


def classic(**fields: Any) -> dict[str, Any]:
    return {"preset": "classic", **fields}


# ------------------------------------------------ the winner leaves the barrel

def test_the_winner_is_not_on_the_barrel_after_the_winning_round() -> None:
    # Shared barrel. R1, D1 dealer 0: seat 0 (860) takes 18 → 20: 880, climbs; seat 1
    # (790) makes 100: 890 → 880, climbs as well (shared: both stay).
    # R2, E dealer 1: seat 0 (on the barrel) bids 125 and takes every trick with ♥ 100:
    # 880 + 125 = 1005, the game. Seat 1 takes no trick: its first try and a bolt; it
    # stays on the barrel. Seat 2 takes no trick either.
    rec = record(deal_round("D1", 0), deal_round("E", 1), start_scores=[860, 790, 0],
                 rules=classic(barrel_shared=True))
    out = replay_dict(rec)
    first, final = out["rounds"]
    assert first["on_barrel"] == [True, True, False]
    assert out["winner"] == 0 and "next" not in out
    assert final["scores"] == [1005, 880, 0]
    assert final["deltas"] == [125, 0, 0]
    # the winner has passed the barrel; the other sitter is still on it
    assert final["on_barrel"] == [False, True, False]
    assert final["barrel_falls"] == [0, 0, 0]


# ------------------------------------------- §9: golden round, rounded then doubled

GOLDEN_PLAY = ["2: bid 120", "0: pass", "1: pass", "2: give QH to 0", "2: give JC to 1",
               "2: contract 130",
               *tricks("2: QC 9D JC",   # 3+0+2 = 5 → seat 2
                       "2: 9H QH 10S",  # 0+3+10 = 13 → seat 0
                       "0: QD AD KC",   # 3+11+4 = 18 → seat 1
                       "1: KS QS KH",   # 4+3+4 = 11 → seat 1
                       "1: AC 9C JD",   # 11+0+2 = 13 → seat 1
                       "1: AS JS AH",   # 11+2+11 = 24 → seat 1
                       "1: 10C 9S 10H",  # 10+0+10 = 20 → seat 1
                       "1: 10D JH KD")]  # 10+2+4 = 16 → seat 1: 18+11+13+24+20+16 = 102


def test_golden_round_defender_points_are_rounded_then_doubled() -> None:
    # two golden rounds: the failed contract does not set every score to 0 yet
    out = replay_dict(record(rnd(D1_HANDS, D1_TALON, GOLDEN_PLAY),
                             rules=classic(golden_rounds=2)))
    row = last(out)
    assert row["card_points"] == [13, 102, 5]
    # seat 0: 13 → 15 → 30 (doubled first it would be 26 → 25); seat 1: 102 → 100 → 200
    # (204 → 205); seat 2 fails 130: −130 × 2 = −260
    assert row["deltas"] == [30, 200, -260]


# --------------------------------------------------- §9: the dark 120 comes first

def test_dark_offer_is_answered_first_and_nobody_bids_over_a_dark_120() -> None:
    rules = classic(dark=True, redeal_hand_below=20)  # seat 2 (14 points) may ask

    def dark(actions: list[str]) -> dict[str, Any]:
        return record(rnd(D1_HANDS, D1_TALON, actions), rules=rules, start_scores=[0, 240, 0])

    # seat 1 is on the hundred with 240: the offer is its, before any bid or redeal
    assert replay_dict(dark([]))["next"] == {"round": 1, "phase": "bidding", "to_move": 1,
                                             "legal": ["1: dark", "1: keep"]}
    for first in ("2: bid 105", "2: redeal"):
        assert replay_error(dark([first])).startswith(f'round 1: "{first}": ')
    # dark: the bidding is over at 120, the declarer takes the talon
    taken = replay_dict(dark(["1: dark"]))
    assert (last(taken)["declarer"], last(taken)["bid"]) == (1, 120)
    assert taken["next"]["phase"] == "talon" and taken["next"]["to_move"] == 1
    assert replay_error(dark(["1: dark", "2: bid 125"])).startswith(
        'round 1: "2: bid 125": ')
    # keep: the redeal question, then the ordinary bidding, seat 2 first over the 100
    assert replay_dict(dark(["1: keep"]))["next"]["legal"] == ["2: keep", "2: redeal"]
    kept = replay_dict(dark(["1: keep", "2: keep"]))["next"]
    assert (kept["phase"], kept["to_move"]) == ("bidding", 2) and "2: bid 105" in kept["legal"]


# --------------------------------------------------- §11: redeal_limit refuses

def test_redeal_limit_refuses_the_nth_redeal_in_a_row_and_the_deal_is_played() -> None:
    # redeal_hand_below 35: seats 2 (14 points) and 0 (34) may ask; the talon QH JH 9H
    # (5 points) qualifies under redeal_talon_below 10.
    rules = classic(redeal_limit=2, redeal_hand_below=35, redeal_talon_below=10)
    void = rnd(D1_HANDS, D1_TALON, ["2: redeal"])  # the first redeal: the deal is void

    def second(actions: list[str]) -> dict[str, Any]:
        return replay_dict(record(void, rnd(D1_HANDS, D1_TALON, actions), rules=rules))

    # the second in a row is refused: bidding starts, seat 0 is not asked
    asked = second(["2: redeal"])["next"]
    assert (asked["phase"], asked["to_move"]) == ("bidding", 2)
    # and the declarer may not redeal the poor talon in that deal
    talon = second(["2: redeal", "2: pass", "0: pass"])["next"]
    assert (talon["phase"], talon["to_move"]) == ("talon", 1)
    assert "1: redeal" not in talon["legal"] and "1: concede" in talon["legal"]
    out = second(["2: redeal", *D1_ACTIONS])
    assert [r["redealt"] for r in out["rounds"]] == [True, False]
    # D1 played: dealer 0 20 − 120 = −100; seat 1 +100; seat 2 no trick
    assert last(out)["deltas"] == [-100, 100, 0]


# --------------------------------------- §2: four players, K + Q in the talon

# The four-player deal of test_record_rules with ♠ and ♥ swapped: the talon holds
# K + Q of hearts (100) and nobody declares anything.
FOUR_HANDS = ["", "AH 10H AC 10C AD 10D AS", "JH KC QC JC 9C KD QD",
              "JD 9D 10S KS QS JS 9S"]
FOUR_PLAY = ["2: pass", "3: pass", "1: give 9H to 2", "1: give QH to 3", "1: contract 100",
             *tricks("1: AH JH QH", "1: 10H 9H JD", "1: KH 9C 9D", "1: AC JC 9S",
                     "1: 10C QC JS", "1: AD QD QS", "1: 10D KD KS", "1: AS KC 10S",
                     players=4, dealer=0)]


def test_four_players_a_talon_marriage_is_the_dealers() -> None:
    row = last(replay_dict(record(rnd(FOUR_HANDS, "KH QH 9H", FOUR_PLAY),
                                  rules={"preset": "four_players"})))
    # dealer 0 sits out: talon KH QH 9H = 7 → 5, and its ♥ marriage 100 in marriages
    assert row["card_points"] == [7, 120, 0, 0]
    assert row["marriages"] == [100, 0, 0, 0]
    assert row["deltas"] == [105, 100, 0, 0]


# ------------------------------------------------ §11: four aces under the limit

FA = ["9C KD QD JD 9D KH QH", "AS AC AD AH 10S 10C 10D", "KS QS JS 9S KC QC JC"]
FA_PLAY = ["2: pass", "0: pass", "1: give 9H to 2", "1: give JH to 0", "1: contract 100",
           *tricks("1: 10S 9S 9D",   # 10
                   "1: AH 9H JH",    # 13
                   "1: AS JS QH",    # 16
                   "1: AC JC 9C",    # 13
                   "1: 10C QC JD",   # 15
                   "1: AD QS QD",    # 17
                   "1: 10D KS KD",   # 18
                   "1: 10H KC KH")]  # 18: seat 1 takes all 120
POOR = ["9S JS QS 9C JC QC 9D", "AS 10S KS AC 10C KC AD", "9H JD QD KD 10D JH QH"]


@pytest.mark.parametrize(("rules", "before"), [
    # limit 1: the very first redeal, the four-aces void, is refused
    (classic(redeal_limit=1, four_aces_redeal=True, redeal_hand_below=20), []),
    # limit 2: a redeal (seat 2 asks for POOR) and then four aces: the second in a row
    (classic(redeal_limit=2, four_aces_redeal=True, redeal_hand_below=25),
     [rnd(POOR, "AH 10H KH", ["2: redeal"])]),
], ids=["limit-1", "limit-2"])
def test_four_aces_as_the_nth_redeal_is_refused_and_played(
        rules: dict[str, Any], before: list[dict[str, Any]]) -> None:
    # FA: seat 1 holds four aces. Refused, the deal is played and nobody is asked about
    # a redeal (seats 0 with 16 and 2 with 18 points would qualify): seats 2 and 0 pass,
    # seat 1 takes every trick at 100. Dealer 0: no trick and −120.
    out = replay_dict(record(*before, rnd(FA, "10H JH 9H", FA_PLAY), rules=rules))
    assert [r["redealt"] for r in out["rounds"]] == [True] * len(before) + [False]
    row = last(out)
    assert row["card_points"] == [0, 120, 0]
    assert row["deltas"] == [-120, 100, 0]
    assert row["bolts"] == [1, 0, 1]
    assert out["next"]["round"] == len(before) + 2


# --------------------------------------------- §11: the dealer's −120 on the barrel

# R2 for dealer 0 on the barrel, in which seat 1 asks a redeal that is refused.
BARREL_DECLARES = rnd(
    ["AH KH QH AD KD QD AS", "JH 9H KS QS JS 9S AC", "JD 9D 10C KC QC JC 9C"], "10H 10D 10S",
    ["1: redeal", "2: pass", "0: bid 240", "1: pass", "0: give AS to 1", "0: give 10S to 2",
     "0: contract 240",
     *tricks("0: AD KS JD", "0: KH* JH 9C", "0: QD* JS 9D", "0: QH 9H JC", "0: KD AC QC",
             "0: 10H 9S 10C", "0: AH QS 10S", "0: 10D AS KC")])
"""Seat 0 declares 240 and takes every trick (120) with ♥ 100 and ♦ 80: 300, made."""


@pytest.mark.parametrize(("second", "deltas", "scores", "bolts"), [
    # D1, seat 2 asks: seat 1 makes 100; seat 0 defends (its 18 not added on the
    # barrel) and pays 120: a fall, 880 − 120 = 760
    (deal_round("D1", 0, ["2: redeal", *D1_ACTIONS]), [-120, 100, 0], [760, 100, 20],
     [0, 1, 1]),
    # seat 0 makes 240 on the barrel: 880 + 240 − 120 would be 1000, but the −120 is
    # a fall: 760, no win; seats 1 and 2 take no trick
    (BARREL_DECLARES, [-120, 0, 0], [760, 0, 20], [0, 2, 1]),
], ids=["defends", "declares"])
def test_a_refused_redeal_is_a_fall_for_the_dealer_on_the_barrel(
        second: dict[str, Any], deltas: list[int], scores: list[int],
        bolts: list[int]) -> None:
    rules = classic(redeal_limit=1, redeal_hand_below=25)
    # R1, D1 dealer 2: seat 1 (14 points) keeps; seat 0 (790) makes 100: 890 → 880, on
    # the barrel; seat 2 takes 18 → 20; seat 1 no trick.
    first = deal_round("D1", 2, ["2: keep", *D1_ACTIONS])
    # R3, D1 dealer 1: seat 0 keeps its 14 points; seat 2 on the hundred at 100
    # concedes: nobody sits on the barrel any more, so that is allowed: +50, +50, −100
    third = deal_round("D1", 1, ["2: keep", "2: pass", "0: pass", "1: concede"])
    out = replay_dict(record(first, second, third, rules=rules, first_dealer=2,
                             start_scores=[790, 0, 0]))
    r1, r2, r3 = out["rounds"]
    assert r1["scores"] == [880, 0, 20] and r1["on_barrel"] == [True, False, False]
    assert r2["redealt"] is False
    assert r2["deltas"] == deltas
    assert r2["scores"] == scores
    assert r2["bolts"] == bolts
    assert r2["on_barrel"] == [False, False, False]
    assert r2["barrel_falls"] == [1, 0, 0]
    assert out["winner"] is None
    assert r3["conceded"] is True and r3["deltas"] == [50, 50, -100]
