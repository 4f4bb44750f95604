"""The replay command's contract (RECORD.md): output shape, ``next``, round
numbering, errors on one line with exit status 2, lenient input, and the
golden records of tests/records/ run through the real command line."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from thousand.errors import RecordError
from thousand.record import dumps, loads, replay

from ..helpers import (
    DEALS,
    RECORDS,
    ROOT,
    deal_round,
    last,
    record,
    replay_dict,
    replay_error,
    rnd,
    run_cli,
)

D1_HANDS, D1_TALON, D1_ACTIONS = DEALS["D1"]
ROUND_KEYS = ["dealer", "declarer", "bid", "contract", "conceded", "redealt", "card_points",
              "marriages", "deltas", "scores", "bolts", "on_barrel", "barrel_falls"]
GOLDEN = sorted(RECORDS.glob("*.json"))


# ------------------------------------------------------------ golden files

@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_through_the_command_line(path: Path) -> None:
    expect = json.loads(path.read_text(encoding="utf-8"))["expect"]
    proc = subprocess.run([sys.executable, "-m", "thousand", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)
    if "error" in expect:
        assert assert_one_line_error(proc) == expect["error"]
        return
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = json.loads(proc.stdout)
    assert out["scores"] == expect["scores"]
    assert [r["deltas"] for r in out["rounds"]] == expect["deltas"]
    assert out["winner"] == expect.get("winner")


def test_there_are_golden_records() -> None:
    assert len(GOLDEN) >= 10


# ------------------------------------------------------------ output shape

def test_output_shape_exactly() -> None:
    proc = run_cli(record(deal_round("D1"), rnd(None, None, ["0: pass"]), seed=7))
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.endswith("\n") and proc.stdout.count("\n") == 1
    out = json.loads(proc.stdout)
    assert list(out) == ["scores", "winner", "rounds", "next"]
    assert out["winner"] is None
    for row in out["rounds"]:
        assert list(row) == ROUND_KEYS
    nxt = out["next"]
    assert list(nxt) == ["round", "phase", "to_move", "legal"]
    assert nxt["round"] == 2 and nxt["phase"] in ("bidding", "redeal")
    assert nxt["legal"] == sorted(nxt["legal"])
    assert all(a.startswith(f"{nxt['to_move']}: ") for a in nxt["legal"])


def test_next_lists_every_legal_bid_sorted_as_strings() -> None:
    out = replay_dict(record(rnd(D1_HANDS, D1_TALON, [])))
    # seat 2 (cap 180): 105 … 180 and pass, sorted as strings ("2: bid 105" < "2: bid 110")
    expected = sorted([f"2: bid {n}" for n in range(105, 181, 5)] + ["2: pass"])
    assert out["next"] == {"round": 1, "phase": "bidding", "to_move": 2, "legal": expected}
    # an entry with a deal but no action yet is still an entry of the output
    assert len(out["rounds"]) == 1
    assert last(out)["declarer"] is None and last(out)["bid"] is None


@pytest.mark.parametrize(("count", "phase", "declarer", "bid", "contract"), [
    (1, "bidding", None, None, None),      # bidding unfinished: declarer and bid null
    (2, "talon", 1, 100, None),            # talon taken, gifts to make
    (4, "contract", 1, 100, None),
    (5, "play", 1, 100, 100),
    (9, "play", 1, 100, 100),
])
def test_unfinished_round(count: int, phase: str, declarer: int | None, bid: int | None,
                          contract: int | None) -> None:
    out = replay_dict(record(rnd(D1_HANDS, D1_TALON, D1_ACTIONS[:count])))
    row = last(out)
    assert (row["declarer"], row["bid"], row["contract"]) == (declarer, bid, contract)
    assert row["deltas"] == [0, 0, 0] and row["redealt"] is False
    assert out["next"]["phase"] == phase and out["next"]["round"] == 1


def test_round_numbers_count_redealt_entries() -> None:
    poor = ["9S JS QS 9C JC QC 9D", "AS 10S KS AC 10C KC AD", "9H JD QD KD 10D JH QH"]
    out = replay_dict(record(rnd(poor, "AH 10H KH", ["0: redeal"]),
                             rnd(poor, "AH 10H KH", ["0: redeal"]), deal_round("D1")))
    assert [r["redealt"] for r in out["rounds"]] == [True, True, False]
    assert out["next"]["round"] == 4
    assert [r["dealer"] for r in out["rounds"]] == [0, 0, 0]


def test_winner_and_no_next() -> None:
    out = replay_dict(record(deal_round("D1"), start_scores=[0, 0, 0],
                             rules={"preset": "classic", "barrel": None, "target": 105}))
    assert out["winner"] is None  # 100 < 105
    out = replay_dict(record(deal_round("D1"),
                             rules={"preset": "classic", "barrel": None, "target": 110},
                             start_scores=[0, 10, 0]))
    assert out["winner"] == 1 and "next" not in out


def test_seeded_deals_are_reproducible_and_valid() -> None:
    rec = record(rnd(None, None, []), seed=12345)
    first = replay_dict(rec)
    assert replay_dict(rec) == first
    game = replay(loads(json.dumps(rec))).game
    cards = game.round.deal.all_cards()
    assert len(set(cards)) == 24
    # the same seed as text through the command line
    assert json.loads(run_cli(rec).stdout) == first


def test_written_record_replays_to_the_same_state() -> None:
    game = replay(loads(json.dumps(record(deal_round("D1"), deal_round("D1", 1))))).game
    again = replay(loads(dumps(game, ["a", "b", "c"]))).game
    assert again.scores == game.scores == (20, 120, 100)
    assert again.sheet == game.sheet


def test_unknown_top_level_keys_are_ignored() -> None:
    rec = {**record(deal_round("D1")), "comment": {"any": ["thing"]}, "version": 3}
    assert replay_dict(rec)["scores"] == [20, 100, 0]


# ------------------------------------------------------------ lenient input

def test_lenient_cards_and_actions_give_the_same_output() -> None:
    canonical = record(deal_round("D1"))
    hands = [[c.replace("10", "T").lower().replace("h", "♥") for c in h]
             for h in canonical["rounds"][0]["deal"]["hands"]]
    talon = ["q♥", "JH", "9h"]
    actions = ["  " + re.sub(r"\b10([SCDH])", r"t\1", a).replace(":", " :  ")
               .replace("play", "PLAY").replace("give", "Give").replace(" to ", "  TO ") + " "
               for a in canonical["rounds"][0]["actions"]]
    assert "  1 :   PLAY tS " in actions
    lenient = record({"deal": {"hands": hands, "talon": talon}, "actions": actions})
    assert replay_dict(lenient) == replay_dict(canonical)
    assert run_cli(lenient).stdout == run_cli(canonical).stdout


# ------------------------------------------------------------ errors

def assert_one_line_error(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.endswith("\n") and proc.stderr.count("\n") == 1
    assert "Traceback" not in proc.stderr
    return proc.stderr.rstrip("\n")


@pytest.mark.parametrize(("actions", "message"), [
    (["2: pass", "0: pass", "1: give 9H to 2", "1: give JH to 0", "1: contract 100",
      "1: play AS", "2: play KC"], 'round 1: "2: play KC": must follow ♠'),
    (["0: pass"], 'round 1: "0: pass": not seat 0\'s turn (seat 2 is to act)'),
    (["2:   BID 107"], 'round 1: "2:   BID 107": bids are multiples of 5'),
    (["2: fold"], 'round 1: "2: fold": unknown verb \'fold\''),
    (["2: play ZZ"], 'round 1: "2: play ZZ": not a card: \'ZZ\''),
    (["2: pass", "0: pass", "1: contract 100"],
     'round 1: "1: contract 100": no contract in the talon phase'),
    (["2: pass", "0: pass", "1: give AS to 1"],
     'round 1: "1: give AS to 1": seat 1 cannot receive a card now'),
])
def test_illegal_action_error_line(actions: list[str], message: str) -> None:
    rec = record(rnd(D1_HANDS, D1_TALON, actions))
    assert replay_error(rec) == message
    assert assert_one_line_error(run_cli(rec)) == message


def test_error_in_a_later_round_names_that_round() -> None:
    rec = record(deal_round("D1"), rnd(None, None, ["1: pass"]), seed=3)
    line = assert_one_line_error(run_cli(rec))
    assert line.startswith('round 2: "1: pass": ')


def test_action_after_the_round_is_over() -> None:
    rec = record({**deal_round("D1"), "actions": [*deal_round("D1")["actions"], "0: pass"]})
    assert replay_error(rec) == 'round 1: "0: pass": the round is already over'


def test_unfinished_round_followed_by_another_is_an_error() -> None:
    rec = record(rnd(D1_HANDS, D1_TALON, ["2: pass"]), rnd(None, None, []))
    assert replay_error(rec).startswith("round 1: ")


def test_action_with_a_line_break_still_gives_one_line() -> None:
    rec = record(rnd(D1_HANDS, D1_TALON, ["2: pass\nand more"]))
    line = assert_one_line_error(run_cli(rec))
    assert line.startswith('round 1: "2: pass\\nand more": ')


BAD_RECORDS: list[tuple[str, Any, str]] = [
    ("unknown rule", record(rules={"preset": "classic", "jokers": True}), "unknown rule"),
    ("unknown rule name", record(rules={"preset": "classic", "name": "x"}), "unknown rule"),
    ("unknown preset", record(rules={"preset": "poker"}), "unknown preset"),
    ("bad rule value", record(rules={"preset": "classic", "players": 5}), "players"),
    ("duplicate card", record(rnd(["AS AS JD 9D AH 10H KH", *D1_HANDS[1:]], D1_TALON, [])),
     "split"),
    ("short hand", record(rnd(["KD QD JD 9D AH 10H", *D1_HANDS[1:]], D1_TALON, [])),
     "7 cards"),
    ("two hands", record(rnd(D1_HANDS[:2], D1_TALON, [])), "3 hands"),
    ("no talon", {"rounds": [{"deal": {"hands": [h.split() for h in D1_HANDS]}}]}, "talon"),
    ("bad card", record(rnd(["KD QD JD 9D AH 10H XX", *D1_HANDS[1:]], D1_TALON, [])),
     "not a card"),
    ("4 players dealer holds cards",
     record(rnd(["AS", "10S AC 10C AD 10D AH JS", "KC QC JC 9C KD QD JD",
                 "9D 10H KH QH JH 9H KS"], "QS 9S 9S", []),
            rules={"preset": "four_players"}), "deal"),
    ("not JSON", "{rounds: []", "not JSON"),
    ("not an object", "[1, 2]", "object"),
    ("format", {"format": "thousand-record/9"}, "format"),
    ("rounds not a list", {"rounds": {}}, "rounds"),
    ("actions not texts", {"rounds": [{"actions": [1]}]}, "actions"),
    ("start_scores", record(start_scores=[1, 2]), "start_scores"),
    ("first_dealer", {"first_dealer": 3}, "first_dealer"),
    ("seed", {"seed": [1]}, "seed"),
]


@pytest.mark.parametrize(("name", "rec", "words"), BAD_RECORDS, ids=[b[0] for b in BAD_RECORDS])
def test_broken_records(name: str, rec: Any, words: str) -> None:
    text = rec if isinstance(rec, str) else json.dumps(rec)
    assert words in replay_error(text)
    assert words in assert_one_line_error(run_cli(text))


@pytest.mark.parametrize(("preset", "names"), [
    ("classic", ["North", "East"]),
    ("classic", ["North", "East", "West", "South"]),
    ("classic", []),
    ("two_players", ["North", "East", "West"]),
    ("four_players", ["North", "East", "West"]),
])
def test_a_players_list_of_the_wrong_length_is_a_broken_record(preset: str,
                                                               names: list[str]) -> None:
    # Names are optional, but a list names every seat: one short or one over would put
    # a name on the wrong seat.
    seats = {"classic": 3, "two_players": 2, "four_players": 4}[preset]
    rec = {**record(rules={"preset": preset}), "players": names}
    message = f"players must name each of the {seats} seats, not {len(names)}"
    with pytest.raises(RecordError) as info:
        loads(json.dumps(rec))
    assert info.value.code == "record_players_count" and str(info.value) == message
    assert assert_one_line_error(run_cli(rec)) == message


def test_a_players_list_of_the_right_length_or_none_is_accepted() -> None:
    named = {**record(deal_round("D1")), "players": ["North", "East", "West"]}
    assert loads(json.dumps(named)).players == ("North", "East", "West")
    assert replay_dict(named)["scores"] == replay_dict(record(deal_round("D1")))["scores"]
    assert loads(json.dumps(record())).players == ()


def test_deal_errors_name_the_round() -> None:
    rec = record(deal_round("D1"), rnd(["AS AS JD 9D AH 10H KH", *D1_HANDS[1:]], D1_TALON, []))
    assert replay_error(rec).startswith("round 2: deal: ")


def test_missing_file_and_stdin() -> None:
    proc = subprocess.run([sys.executable, "-m", "thousand", "replay", "/nonexistent/x.json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)
    assert "x.json" in assert_one_line_error(proc)
    proc = run_cli(b"\xff\xfe".decode("latin-1"))
    assert_one_line_error(proc)


def test_start_scores_error_is_not_called_a_deal_error() -> None:
    message = replay_error(record(deal_round("D1"), start_scores=[880, 0, 0]))
    assert message == "start_scores must be below 880"


def test_record_deals_win_over_a_self_voiding_seeded_deal() -> None:
    # four_aces_redeal: if the seed's deal for entry 2 holds four aces it voids itself;
    # a record that gives entry 2 explicitly must still replay entry 2 with its own deal.
    from thousand.deal import seeded_deal
    from thousand.rules import Rules
    from thousand.tricks import has_four_aces

    rules = Rules(four_aces_redeal=True)
    seed = next(s for s in range(1, 10_000)
                if any(has_four_aces(h) for h in seeded_deal(s, 2, rules, 1).hands))
    rec = record(deal_round("D1", 0), deal_round("D1", 1),
                 rules={"preset": "classic", "four_aces_redeal": True}, seed=seed)
    out = replay_dict(rec)
    # D1 twice: [20, 100, 0] then dealer 1: seat 1 +20, seat 2 +100
    assert out["scores"] == [20, 120, 100]
    assert [r["redealt"] for r in out["rounds"]] == [False, False]
