"""The settings form, URL parameters and stored preferences: valid in, refused with a reason."""

from __future__ import annotations

from thousand.rules import PRESETS, Rules
from ui.settings import RULE_FIELDS, Prefs, form_from_rules, parse_form, parse_url


def test_the_form_of_a_preset_gives_that_preset_back() -> None:
    for name, rules in PRESETS.items():
        result = parse_form(form_from_rules(rules, name))
        assert result.errors == ()
        assert result.rules == rules


def test_changed_fields_are_applied() -> None:
    form = form_from_rules(Rules(), "classic")
    form.update({"players": "4", "bid_step": "10", "barrel": "", "must_beat": "true",
                 "marriage_values.H": "80", "marriage_values.D": "100", "seed": "77"})
    result = parse_form(form)
    assert result.rules is not None
    assert result.rules.players == 4 and result.rules.bid_step == 10
    assert result.rules.barrel is None and result.rules.must_beat is True
    assert dict(result.rules.marriage_values)["D"] == 100
    assert result.seed == 77


def test_invalid_values_are_refused_with_the_field_named() -> None:
    base = form_from_rules(Rules(), "classic")
    cases = {"bid_step": "7", "target": "abc", "players": "5", "barrel": "2000",
             "must_beat": "maybe", "marriage_values.H": "-5"}
    for name, value in cases.items():
        result = parse_form({**base, name: value})
        assert result.rules is None, name
        assert result.errors and result.errors[0][0] == name.split(".")[0], result.errors
    assert parse_form({**base, "seed": "x1"}).errors[0][0] == "seed"
    assert parse_form({**base, "preset": "nope"}).errors[0][0] == "preset"


def test_the_form_lists_every_rule() -> None:
    form = form_from_rules(Rules(), "classic")
    for name in RULE_FIELDS:
        assert name in form or f"{name}.H" in form


def test_url_parameters() -> None:
    good = parse_url("?seed=42&preset=two_players&lang=EN&speed=instant")
    assert (good.seed, good.preset, good.lang, good.speed) == (42, "two_players", "en", "instant")
    assert good.errors == () and good.starts_game
    bad = parse_url("?seed=-3&preset=poker&lang=de&speed=warp")
    assert (bad.seed, bad.preset, bad.lang, bad.speed) == (None, None, None, None)
    assert [name for name, _, _ in bad.errors] == ["seed", "preset", "lang", "speed"]
    assert not parse_url("").starts_game


def test_prefs_round_trip_and_garbage_gives_defaults() -> None:
    prefs = Prefs("en", "fast")
    assert Prefs.from_json(prefs.to_json()) == prefs
    for text in (None, "", "[1]", "{", '{"lang": 3, "speed": "warp"}'):
        assert Prefs.from_json(text) == Prefs()
