"""Each house rule is declared once, as a field of ``Rules`` (its type and ``rule(...)``):
the list of rules, their defaults, how a record's value is read, the bounds a value must
keep, the record's overrides and the Igrafan switches all come from that declaration."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from thousand.errors import RulesError
from thousand.rules import (
    BOOL,
    FIELDS,
    IGRAFAN_SWITCHES,
    INT,
    KINDS,
    MARRIAGES,
    OPTIONAL_INT,
    PRESETS,
    RULES,
    Rule,
    Rules,
)

SOURCE = Path(__file__).resolve().parents[2] / "thousand" / "rules.py"


def _names_in_lists(path: Path) -> list[str]:
    """Rule names written as text inside a tuple, list, set or dict display."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            items = node.elts
        elif isinstance(node, ast.Dict):
            items = [key for key in node.keys if key is not None]
        else:
            continue
        found += [item.value for item in items if isinstance(item, ast.Constant)
                  and isinstance(item.value, str) and item.value in FIELDS]
    return found


def test_no_list_of_rule_names_restates_the_fields() -> None:
    """The old ``rules.py`` listed every rule four times (names, annotations, arguments,
    values) and some again (bounds, optional numbers, Igrafan switches); the declaration
    writes each name once, as an identifier."""
    assert _names_in_lists(SOURCE) == []


def test_every_field_is_a_declared_rule_in_declaration_order() -> None:
    assert FIELDS == Rules._fields == tuple(RULES) == tuple(KINDS)
    assert len(FIELDS) == 35
    assert all(isinstance(spec, Rule) for spec in RULES.values())
    assert set(KINDS.values()) == {BOOL, INT, OPTIONAL_INT, MARRIAGES}


def test_the_defaults_are_the_declarations() -> None:
    classic = Rules()
    assert classic == PRESETS["classic"]
    for name, spec in RULES.items():
        assert getattr(classic, name) == spec.default, name


@pytest.mark.parametrize("name", FIELDS)
def test_a_value_is_read_as_its_kind_says(name: str) -> None:
    kind = KINDS[name]
    wrong: object = 1 if kind == BOOL else "1"
    with pytest.raises(RulesError) as refused:
        Rules().with_fields({name: wrong})
    code = {BOOL: "rules_not_bool", INT: "rules_not_int", OPTIONAL_INT: "rules_not_int",
            MARRIAGES: "rules_marriages_not_map"}[kind]
    assert refused.value.code == code
    if kind == OPTIONAL_INT:
        assert getattr(Rules().with_fields({name: None}), name) is None


@pytest.mark.parametrize("name", [n for n, spec in RULES.items() if spec.low is not None])
def test_the_declared_bounds_are_the_ones_checked_and_named(name: str) -> None:
    spec = RULES[name]
    assert spec.low is not None
    assert getattr(Rules().with_fields({name: spec.low}), name) == spec.low
    with pytest.raises(RulesError) as refused:
        Rules().with_fields({name: spec.low - 1})
    assert refused.value.params["low"] == spec.low
    if spec.high is None:
        assert refused.value.code == "rules_at_least"
        return
    assert getattr(Rules().with_fields({name: spec.high}), name) == spec.high
    with pytest.raises(RulesError) as above:
        Rules().with_fields({name: spec.high + 1})
    assert above.value.code == "rules_range" and above.value.params["high"] == spec.high


@pytest.mark.parametrize("name", FIELDS)
def test_a_changed_rule_goes_through_the_record_and_back(name: str) -> None:
    value: object = {BOOL: not getattr(Rules(), name), INT: None, OPTIONAL_INT: None,
             MARRIAGES: {"H": 90, "D": 80, "C": 60, "S": 40}}[KINDS[name]]
    if value is None:  # a whole number: the lowest it may be, or the default's next step
        spec = RULES[name]
        value = {"players": 2, "target": 1500, "bid_step": 10, "barrel": 900}.get(
            name, spec.low if spec.low is not None and spec.low != spec.default else 7)
    changed = Rules().with_fields({name: value})
    record = changed.to_dict()
    assert set(record) == {"preset", name}
    assert Rules.from_dict(record) == changed
    assert set(changed.field_values()) == set(FIELDS)


def test_the_igrafan_switches_are_the_rules_declared_so() -> None:
    declared = {n for n, spec in RULES.items() if spec.igrafan}
    assert declared == set(IGRAFAN_SWITCHES) == {
        "redeal", "barrel_bidding", "ace_marriage", "show_talon_on_hundred", "concede",
        "concede_penalty", "golden_rounds"}


def test_rules_are_made_from_positions_or_names_and_refuse_unknown_ones() -> None:
    values = PRESETS["two_players"]._values()
    assert Rules(*values) == PRESETS["two_players"]
    with pytest.raises(TypeError, match="unexpected keyword argument 'nothing'"):
        Rules(nothing=1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="at most 35"):
        Rules(*values, 1)  # type: ignore[call-arg]
