"""Hand-made records for RULES.md §2–§6, §9, §10 and the options of §11 not
covered by test_record_scoring.py. Expected numbers are worked out by hand in
the comments; deals and their trick sums are in ``helpers.DEALS``."""

from __future__ import annotations

from typing import Any

import pytest

from ..helpers import DEALS, deal_round, last, record, replay_dict, replay_error, rnd, tricks

D1_HANDS, D1_TALON, D1_ACTIONS = DEALS["D1"]
ALL_HANDS, ALL_TALON, ALL_ACTIONS = DEALS["ALL"]
M_HANDS, M_TALON, M_ACTIONS = DEALS["M"]
POOR = ["9S JS QS 9C JC QC 9D", "AS 10S KS AC 10C KC AD", "9H JD QD KD 10D JH QH"]
FA = ["9C KD QD JD 9D KH QH", "AS AC AD AH 10S 10C 10D", "KS QS JS 9S KC QC JC"]
FA_TALON = "10H JH 9H"


def classic(**fields: Any) -> dict[str, Any]:
    return {"preset": "classic", **fields}


# ------------------------------------------------------- §2: 2 and 4 players

TWO_HANDS = ["JS 9S QC JC 9C KD QD JD 9D", "AS 10S KS QS AC 10C KC AD 10D"]
TWO_TALONS = ["AH 10H KH", "QH JH 9H"]
TWO_TRICKS = ["1: AS JS",    # 11 + 2 = 13
              "1: KS* 9S",   # 4 (♠ 40 declared: trump ♠)
              "1: QS 9C",    # 3
              "1: AC QC",    # 14
              "1: 10C JC",   # 12
              "1: KC 9D",    # 4
              "1: AD JD",    # 13
              "1: 10D QD",   # 13
              "1: 10S KD"]   # 14: seat 1 has 13+4+3+14+12+4+13+13+14 = 90 after nine tricks


@pytest.mark.parametrize(("gift", "last_trick", "points", "deltas", "bolts"), [
    # seat 0 gets QH and takes the last trick (9H QH: 3) and the other talon,
    # AH 10H KH + the discarded JH = 27: 30 in all; seat 1: 90 + 40 ≥ 100 → +100
    ("QH", "1: 9H QH", [30, 90], [30, 100], [0, 0]),
    # seat 0 gets 9H; seat 1 takes the last trick (QH 9H: 3) and the talon: 90+3+27 = 120
    ("9H", "1: QH 9H", [0, 120], [0, 100], [1, 0]),
])
def test_two_players_talons_discard_and_last_trick(gift: str, last_trick: str,
                                                   points: list[int], deltas: list[int],
                                                   bolts: list[int]) -> None:
    actions = ["0: pass", "1: talon 1", f"1: give {gift} to 0", "1: give JH to talon",
               "1: contract 100", *tricks(*TWO_TRICKS, last_trick, players=2)]
    out = replay_dict(record(rnd(TWO_HANDS, TWO_TALONS, actions),
                             rules={"preset": "two_players"}))
    row = last(out)
    assert row["card_points"] == points
    assert row["marriages"] == [0, 40]
    assert row["deltas"] == deltas
    assert row["bolts"] == bolts
    assert out["next"]["round"] == 2 and out["next"]["to_move"] == 1  # dealer 1: seat 0 speaks


def test_two_players_pick_a_talon_first() -> None:
    out = replay_dict(record(rnd(TWO_HANDS, TWO_TALONS, ["0: pass"]),
                             rules={"preset": "two_players"}))
    assert out["next"] == {"round": 1, "phase": "talon", "to_move": 1,
                           "legal": ["1: talon 0", "1: talon 1"]}


FOUR_HANDS = ["", "AS 10S AC 10C AD 10D AH", "JS KC QC JC 9C KD QD",
              "JD 9D 10H KH QH JH 9H"]
FOUR_TALON = "KS QS 9S"
FOUR_ACTIONS = ["2: pass", "3: pass", "1: give 9S to 2", "1: give QS to 3", "1: contract 100",
                *tricks("1: AS JS QS",   # 16
                        "1: 10S 9S JD",  # 12
                        "1: KS 9C 9D",   # 4
                        "1: AC JC 9H",   # 13
                        "1: 10C QC JH",  # 15
                        "1: AD QD QH",   # 17
                        "1: 10D KD KH",  # 18
                        "1: AH KC 10H",  # 25: seat 1 takes all 120
                        players=4, dealer=0)]


@pytest.mark.parametrize(("dealer_scores", "points", "marriages", "deltas"), [
    # dealer 0 scores the talon KS QS 9S: 7 → 5, plus its ♠ marriage 40 = 45
    (True, [7, 120, 0, 0], [40, 0, 0, 0], [45, 100, 0, 0]),
    (False, [0, 120, 0, 0], [0, 0, 0, 0], [0, 100, 0, 0]),
])
def test_four_players_dealer_sits_out_and_scores_the_talon(
        dealer_scores: bool, points: list[int], marriages: list[int],
        deltas: list[int]) -> None:
    rec = record(rnd(FOUR_HANDS, FOUR_TALON, FOUR_ACTIONS),
                 rules={"preset": "four_players", "dealer_scores_talon": dealer_scores})
    out = replay_dict(rec)
    row = last(out)
    assert row["card_points"] == points
    assert row["marriages"] == marriages
    assert row["deltas"] == deltas
    assert row["bolts"] == [0, 0, 1, 1]  # the dealer never gets a bolt
    # next deal: dealer 1 sits out, seat 2 on the hundred, seat 3 speaks
    assert out["next"]["to_move"] == 3 and out["next"]["phase"] in ("bidding", "redeal")


def test_four_players_dealer_on_the_barrel_gains_no_talon_points() -> None:
    rec = record(rnd(FOUR_HANDS, FOUR_TALON, ["2: pass", "3: pass"]),
                 rules={"preset": "four_players"}, start_scores=[870, 0, 0, 0])
    assert replay_dict(rec)["next"]["phase"] == "talon"


def test_four_players_concede_dealer_scores_nothing() -> None:
    rec = record(rnd(FOUR_HANDS, FOUR_TALON, ["2: bid 105", "3: pass", "1: pass",
                                              "2: concede"]),
                 rules={"preset": "four_players"})
    # seat 2 loses 105; seats 1 and 3 get 55 each; the dealer nothing
    assert last(replay_dict(rec))["deltas"] == [0, 55, -105, 55]


# ---------------------------------------------------------------- §3 redeal

def test_redeal_round_entry_then_same_dealer_deals_again() -> None:
    out = replay_dict(record(rnd(POOR, "AH 10H KH", ["0: redeal"]), deal_round("D1")))
    first, second = out["rounds"]
    assert first["redealt"] is True and first["deltas"] == [0, 0, 0]
    assert first["declarer"] is None and first["dealer"] == 0
    assert second["dealer"] == 0  # the same dealer
    assert out["scores"] == [20, 100, 0]
    assert out["next"]["round"] == 3


def test_talon_redeal_entry() -> None:
    out = replay_dict(record(rnd(ALL_HANDS, ALL_TALON, ["2: pass", "0: pass", "1: redeal"]),
                             deal_round("D1")))
    assert out["rounds"][0]["redealt"] is True
    assert out["rounds"][0]["declarer"] == 1
    assert out["rounds"][1]["dealer"] == 0
    assert out["scores"] == [20, 100, 0]


def test_redeal_limit_third_redeal_stands_dealer_pays_120() -> None:
    rules = classic(redeal_limit=3, redeal_hand_below=20)  # seat 2 (14 points) may ask
    rec = record(rnd(D1_HANDS, D1_TALON, ["2: redeal"]), rnd(D1_HANDS, D1_TALON, ["2: redeal"]),
                 rnd(D1_HANDS, D1_TALON, ["2: redeal", *D1_ACTIONS]), rules=rules)
    rows = replay_dict(rec)["rounds"]
    assert [r["redealt"] for r in rows] == [True, True, False]
    # the third redeal in a row: the deal stands; dealer 0: 20 − 120 = −100
    assert rows[2]["deltas"] == [-100, 100, 0]


def test_four_aces_redeal_entry_has_no_actions() -> None:
    out = replay_dict(record(rnd(FA, FA_TALON, []), deal_round("D1"),
                             rules=classic(four_aces_redeal=True)))
    assert [r["redealt"] for r in out["rounds"]] == [True, False]
    assert out["scores"] == [20, 100, 0]


def test_redeal_off_no_redeal_round() -> None:
    out = replay_dict(record(rnd(POOR, "AH 10H KH", []), rules=classic(redeal=False)))
    assert out["next"]["phase"] == "bidding" and out["next"]["to_move"] == 2
    on = replay_dict(record(rnd(POOR, "AH 10H KH", [])))
    assert on["next"] == {"round": 1, "phase": "redeal", "to_move": 0,
                          "legal": ["0: keep", "0: redeal"]}


# --------------------------------------------------------- §4, §5, §6 records

def test_bid_cap_record() -> None:
    assert replay_error(record(rnd(D1_HANDS, D1_TALON, ["2: bid 185"]))) == (
        'round 1: "2: bid 185": above the cap of 180 (120 + marriages in hand)')
    out = replay_dict(record(rnd(D1_HANDS, D1_TALON, ["2: bid 180"])))
    assert out["next"]["to_move"] == 0


@pytest.mark.parametrize(("extra", "amount", "deltas"), [
    ([], 105, [55, 55, -105]),                                           # half of 105: 55
    (["2: give 9H to 0", "2: give JH to 1", "2: contract 125"], 125, [65, 65, -125]),
    (["2: give 9H to 0", "2: give JH to 1", "2: contract 120"], 120, [60, 60, -120]),
])
def test_concede(extra: list[str], amount: int, deltas: list[int]) -> None:
    rec = record(rnd(D1_HANDS, D1_TALON, ["2: bid 105", "0: pass", "1: pass", *extra,
                                          "2: concede"]))
    row = last(replay_dict(rec))
    assert row["conceded"] is True and row["declarer"] == 2
    assert row["deltas"] == deltas
    assert row["bolts"] == [0, 0, 0]  # no bolts in a conceded round
    assert (row["contract"] or row["bid"]) == amount


def test_concede_penalty_off_gives_a_bolt() -> None:
    rec = record(rnd(D1_HANDS, D1_TALON, ["2: bid 105", "0: pass", "1: pass", "2: concede"]),
                 rules=classic(concede_penalty=False))
    row = last(replay_dict(rec))
    assert row["deltas"] == [55, 55, 0]
    assert row["bolts"] == [0, 0, 1]


@pytest.mark.parametrize("once", [False, True])
def test_concede_once_per_game(once: bool) -> None:
    r1 = rnd(D1_HANDS, D1_TALON, ["2: bid 105", "0: pass", "1: pass", "2: concede"])
    # dealer 1: seat 2 on the hundred, seat 0 and seat 1 pass; seat 2 concedes 100 again
    r2 = deal_round("D1", 1, ["2: pass", "0: pass", "1: concede"])
    rec = record(r1, r2, rules=classic(concede_once_per_game=once))
    if once:
        assert replay_error(rec) == (
            'round 2: "2: concede": this player has already conceded once this game')
    else:
        # 105 → [55, 55, −105]; then 100 → −100 and 50 each: [105, 105, −205]
        assert replay_dict(rec)["scores"] == [105, 105, -205]


def test_marriage_not_on_the_first_trick_record() -> None:
    rec = record(rnd(M_HANDS, M_TALON, [*M_ACTIONS[:7], "1: play KH declare"]))
    assert replay_error(rec) == (
        'round 1: "1: play KH declare": no marriage may be declared on the first trick')


def test_must_trump_when_void_record() -> None:
    prefix = tricks("1: AS JS 10H", "1: QH 9H KH", "0: QD* AD QC", "1: 10D 9S JD")
    rec = record(rnd(D1_HANDS, D1_TALON, [*D1_ACTIONS[:5], *prefix, "1: play 10C",
                                          "2: play KC", "0: play AH"]))
    assert replay_error(rec) == 'round 1: "0: play AH": must trump with ♦ when void in ♣'


def test_must_follow_record() -> None:
    rec = record(rnd(D1_HANDS, D1_TALON, [*D1_ACTIONS[:5], "1: play AS", "2: play KC"]))
    assert replay_error(rec) == 'round 1: "2: play KC": must follow ♠'


# ------------------------------------------------------------ §9 golden, dark

def test_golden_round_doubles() -> None:
    actions = ["2: bid 120", "0: pass", "1: bid 170", "2: pass", *M_ACTIONS[4:]]
    out = replay_dict(record(rnd(M_HANDS, M_TALON, actions), rules=classic(golden_rounds=1)))
    # 170 made, doubled: +340; defenders 0 (doubled 0), both bolts
    assert last(out)["deltas"] == [0, 340, 0]
    assert out["next"]["round"] == 2


def test_golden_round_requires_120() -> None:
    rec = record(rnd(M_HANDS, M_TALON, ["2: bid 110"]), rules=classic(golden_rounds=1))
    assert replay_error(rec) == 'round 1: "2: bid 110": a bid must be at least 120'
    rec = record(rnd(M_HANDS, M_TALON, ["2: pass"]), rules=classic(golden_rounds=1))
    assert replay_error(rec) == 'round 1: "2: pass": no pass below 120 in a golden round'


def test_golden_rounds_without_a_made_contract_reset_every_score() -> None:
    actions = ["2: bid 120", "0: pass", "1: bid 170", "2: pass", "1: concede"]
    out = replay_dict(record(rnd(M_HANDS, M_TALON, actions), rules=classic(golden_rounds=1),
                             start_scores=[100, 50, 30]))
    # concede 170 doubled: −340 / +170 / +170, but no contract was made in the golden
    # rounds: every score is set to 0 after the last one
    row = last(out)
    assert row["scores"] == [0, 0, 0]
    assert row["deltas"] == [-100, -50, -30]


def test_golden_redeal_repeats_the_same_golden_round() -> None:
    actions = ["2: bid 120", "0: pass", "1: bid 170", "2: pass", *M_ACTIONS[4:]]
    rules = classic(golden_rounds=1, redeal_hand_below=20)   # M: seat 2 has 18: may ask
    out = replay_dict(record(rnd(M_HANDS, M_TALON, ["2: redeal"]),
                             rnd(M_HANDS, M_TALON, ["2: keep", *actions]), rules=rules))
    assert last(out)["deltas"] == [0, 340, 0]  # the second deal is still golden


@pytest.mark.parametrize(("name", "deltas"), [
    ("ALL", [0, 240, 0]),    # 120 made in the dark: +240
    ("D1", [20, -240, 0]),   # 102 < 120: −240
])
def test_dark_bid(name: str, deltas: list[int]) -> None:
    hands, talon, actions = DEALS[name]
    play = [a for a in actions if ": play " in a]
    gives = [a for a in actions if " give " in a]
    rec = record(rnd(hands, talon, ["1: dark", *gives, "1: contract 120", *play]),
                 rules=classic(dark=True), start_scores=[0, 240, 0])
    row = last(replay_dict(rec))
    assert (row["bid"], row["contract"]) == (120, 120)
    assert row["deltas"] == deltas


# ------------------------------------------------------- §10 presets, §11 options

@pytest.mark.parametrize("rules", [{"preset": "igrafan"}, classic(ace_marriage=True)])
def test_ace_marriage_record(rules: dict[str, Any]) -> None:
    actions = ["2: pass", "0: pass", "1: give 9H to 2", "1: give JH to 0", "1: contract 300",
               *tricks("1: 10S 9S 9D",    # 10 (all four aces kept for later)
                       "1: AH* 9H JH",    # 13, ace marriage 200, no trump
                       "1: AS JS QH",     # 16
                       "1: AC JC 9C",     # 13
                       "1: 10C QC JD",    # 15
                       "1: AD QS QD",     # 17
                       "1: 10D KS KD",    # 18
                       "1: 10H KC KH")]   # 18: 10+13+16+13+15+17+18+18 = 120
    row = last(replay_dict(record(rnd(FA, FA_TALON, actions), rules=rules)))
    # 120 + 200 = 320 ≥ 300 → +300; both defenders without a trick
    assert row["marriages"] == [0, 200, 0]
    assert row["deltas"] == [0, 300, 0]
    assert row["bolts"] == [1, 0, 1]


def test_bid_step_10_record() -> None:
    rules = classic(bid_step=10)
    assert replay_error(record(rnd(D1_HANDS, D1_TALON, ["2: bid 105"]), rules=rules)) == (
        'round 1: "2: bid 105": bids are multiples of 10')
    out = replay_dict(record(rnd(D1_HANDS, D1_TALON, ["2: bid 110"]), rules=rules))
    assert out["next"]["legal"][0] == "0: bid 120"


def test_must_beat_record() -> None:
    # seat 1 leads QH on the first trick; seat 0 holds AH 10H KH JH: JH does not beat
    rec = record(rnd(D1_HANDS, D1_TALON, [*D1_ACTIONS[:5], "1: play QH", "2: play 9H",
                                          "0: play JH"]), rules=classic(must_beat=True))
    assert replay_error(rec) == (
        'round 1: "0: play JH": must beat the winning card (must_beat)')
    assert replay_dict(record(deal_round("D1"), rules=classic(must_beat=True)))["scores"] == [
        20, 100, 0]  # D1 itself obeys must_beat


def test_trump_lead_by_declarer_only_record() -> None:
    prefix = tricks("1: AS JS 10H", "1: QH 9H KH", "0: QD* AD QC")
    rec = record(rnd(D1_HANDS, D1_TALON, [*D1_ACTIONS[:5], *prefix, "1: play 10D"]),
                 rules=classic(trump_lead_by_declarer_only=True))
    assert replay_error(rec) == ('round 1: "1: play 10D": only the trump declarer may lead '
                                 'trumps (trump_lead_by_declarer_only)')


def test_negative_bid_limit_record() -> None:
    # seat 0 (−125) is passed automatically: the record has no "0: pass"
    actions = [a for a in D1_ACTIONS if a != "0: pass"]
    out = replay_dict(record(rnd(D1_HANDS, D1_TALON, actions),
                             rules=classic(negative_bid_limit=-120),
                             start_scores=[-125, 0, 0]))
    assert out["scores"] == [-105, 100, 0]  # −125 + 20


def test_barrel_bidding_off_record() -> None:
    # R2 (dealer 1): seat 0 on the barrel is declarer at 120 with no bidding; it holds the
    # declarer's hand of D1 and takes 102 < 120: 880 − 120 = 760, a fall
    # (the actions are D1's, written for seat 1 and turned round by two seats)
    r2 = deal_round("D1", 2, ["1: give 9H to 2", "1: give JH to 0", "1: contract 120",
                              *(a for a in D1_ACTIONS if ": play " in a)])
    assert r2["actions"][0] == "0: give 9H to 1"
    rec = record(deal_round("D1", 0), r2, rules=classic(barrel_bidding=False),
                 start_scores=[865, 0, 0])
    rows = replay_dict(rec)["rounds"]
    assert rows[0]["scores"] == [880, 100, 0]
    assert (rows[1]["declarer"], rows[1]["bid"], rows[1]["dealer"]) == (0, 120, 1)
    assert rows[1]["scores"] == [760, 100, 20]
    assert rows[1]["barrel_falls"] == [1, 0, 0]
    assert rows[1]["bolts"] == [0, 1, 1]


def test_show_talon_on_hundred_changes_no_score() -> None:
    out = replay_dict(record(deal_round("D1"), rules=classic(show_talon_on_hundred=True)))
    assert out["scores"] == [20, 100, 0]
