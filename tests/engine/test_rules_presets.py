"""RULES.md §10 and §11: every field of the rule book's table exists with its
default, presets are what §10 says, and record ``rules`` objects are checked."""

from __future__ import annotations

import json
from typing import Any

import pytest

from thousand.errors import RulesError
from thousand.rules import IGRAFAN_SWITCHES, PRESETS, Rules

from ..helpers import DEALS, record, replay_dict, replay_error, rnd

RULEBOOK_DEFAULTS: dict[str, Any] = {
    # RULES.md §11, column "default", copied as written (JSON)
    "players": 3,
    "target": 1000,
    "marriage_values": {"H": 100, "D": 80, "C": 60, "S": 40},
    "ace_marriage": False,
    "redeal": True,
    "redeal_hand_below": 14,
    "redeal_nines": 4,
    "redeal_talon_below": 5,
    "redeal_talon_nines": 2,
    "redeal_limit": None,
    "bid_step": 5,
    "bid_cap": True,
    "negative_bid_limit": None,
    "show_talon_on_hundred": False,
    "concede": True,
    "concede_penalty": True,
    "concede_once_per_game": False,
    "must_beat": False,
    "trump_lead_by_declarer_only": False,
    "round_defenders": True,
    "bolts_for_penalty": 3,
    "bolt_penalty": 120,
    "bolts_consecutive": False,
    "samosval": True,
    "samosval_negative": False,
    "barrel": 880,
    "barrel_tries": 3,
    "barrel_penalty": 120,
    "barrel_falls_to_zero": 3,
    "barrel_bidding": True,
    "barrel_shared": False,
    "golden_rounds": 0,
    "dark": False,
    "four_aces_redeal": False,
    "dealer_scores_talon": True,
}


def test_every_field_of_the_rulebook_with_its_default() -> None:
    assert len(RULEBOOK_DEFAULTS) == 35
    assert Rules().field_values() == RULEBOOK_DEFAULTS


@pytest.mark.parametrize(("name", "changes"), [
    ("classic", {}), ("two_players", {"players": 2}), ("four_players", {"players": 4}),
    ("igrafan", {"ace_marriage": True}),
])
def test_presets(name: str, changes: dict[str, Any]) -> None:
    assert PRESETS[name] == Rules(**changes)
    assert Rules.from_dict({"preset": name}) == PRESETS[name]


def test_igrafan_switches_are_fields() -> None:
    assert set(IGRAFAN_SWITCHES) == {"redeal", "barrel_bidding", "ace_marriage",
                                     "show_talon_on_hundred", "concede", "concede_penalty",
                                     "golden_rounds"}
    assert set(IGRAFAN_SWITCHES) <= set(Rules().field_values())


@pytest.mark.parametrize("data", [
    {"preset": "classic", "jokers": 1}, {"preset": "nope"}, {"preset": 3},
    {"players": 5}, {"players": "3"}, {"bid_step": 7}, {"barrel": 1000},
    {"target": 99}, {"redeal_limit": 0}, {"concede": 1}, {"golden_rounds": -1},
    {"marriage_values": {"H": 100}}, {"marriage_values": {"H": 100, "D": 80, "C": 60, "S": "x"}},
    {"marriage_values": [1, 2, 3, 4]}, {"name": "classic"}, {"_suit_values": [1, 2, 3, 4]},
])
def test_bad_rules_are_rules_errors(data: dict[str, Any]) -> None:
    with pytest.raises(RulesError):
        Rules.from_dict(data)


def test_rules_round_trip_through_to_dict() -> None:
    rules = Rules(players=4, barrel=None, marriage_values=(("C", 100), ("H", 80), ("S", 60),
                                                            ("D", 40)), golden_rounds=3)
    assert Rules.from_dict(rules.to_dict("four_players")) == rules
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


D1_HANDS, D1_TALON, _ = DEALS["D1"]


@pytest.mark.parametrize(("fields", "actions", "check"), [
    # bid_cap off: 300 is a legal bid for seat 2 (cap 180 otherwise)
    ({"bid_cap": False}, ["2: bid 300"], "next:0"),
    # redeal_nines 2: seat 2 (9S, 9C) may void the deal
    ({"redeal_nines": 2}, ["2: redeal"], "redealt"),
    # the talon QH JH 9H (5 points, one nine) qualifies below 6 or with one nine
    ({"redeal_talon_below": 6}, ["2: pass", "0: pass", "1: redeal"], "redealt"),
    ({"redeal_talon_nines": 1}, ["2: pass", "0: pass", "1: redeal"], "redealt"),
    ({"players": 3, "show_talon_on_hundred": True}, ["2: pass", "0: pass"], "next:1"),
])
def test_option_records(fields: dict[str, Any], actions: list[str], check: str) -> None:
    out = replay_dict(record(rnd(D1_HANDS, D1_TALON, actions),
                             rules={"preset": "classic", **fields}))
    if check == "redealt":
        assert out["rounds"][0]["redealt"] is True and out["next"]["round"] == 2
    else:
        assert out["next"]["to_move"] == int(check.split(":")[1])


def test_concede_off_record() -> None:
    rec = record(rnd(D1_HANDS, D1_TALON, ["2: pass", "0: pass", "1: concede"]),
                 rules={"preset": "classic", "concede": False})
    assert replay_error(rec) == 'round 1: "1: concede": conceding is off in these rules'
