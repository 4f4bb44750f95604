"""Every refusal of a ``Rules`` value states the bounds actually applied:
each case probes both sides of a bound, so a message that names other bounds than
the check uses, or a check that drifts from its message, fails here."""

from __future__ import annotations

from typing import Any

import pytest

from thousand.errors import RulesError
from thousand.rules import Rules

# field, lowest accepted, highest accepted (None: no upper bound), step between values
BOUNDS: list[tuple[str, int, int | None, int]] = [
    ("target", 105, 10000, 5),
    ("barrel_tries", 1, None, 1),
    ("barrel_penalty", 0, None, 1),
    ("barrel_falls_to_zero", 1, None, 1),
    ("bolts_for_penalty", 1, None, 1),
    ("bolt_penalty", 0, None, 1),
    ("golden_rounds", 0, 100, 1),
    ("redeal_hand_below", 0, 121, 1),
    ("redeal_nines", 0, 5, 1),
    ("redeal_talon_below", 0, 121, 1),
    ("redeal_talon_nines", 0, 5, 1),
    ("redeal_limit", 1, None, 1),
]


def refusal(**fields: Any) -> str:
    with pytest.raises(RulesError) as info:
        Rules.preset("classic", **fields)
    return str(info.value)


@pytest.mark.parametrize(("name", "low", "high", "step"), BOUNDS)
def test_bounds_are_the_ones_stated(name: str, low: int, high: int | None, step: int) -> None:
    extra: dict[str, Any] = {"barrel": None} if name == "target" else {}
    assert getattr(Rules.preset("classic", **extra, **{name: low}), name) == low
    below = refusal(**extra, **{name: low - step})
    assert name in below and str(low) in below and str(low - step) in below
    if high is None:
        assert "at least" in below
        Rules.preset("classic", **extra, **{name: 10**6})
        return
    assert getattr(Rules.preset("classic", **extra, **{name: high}), name) == high
    above = refusal(**extra, **{name: high + step})
    assert str(low) in above and str(high) in above and str(high + step) in above
    assert str(low) in below and str(high) in below


def test_target_100000_names_the_limit_10000() -> None:
    message = refusal(target=100000)
    assert "10000" in message.replace("100000", "") and "105" in message


def test_target_not_a_multiple_of_5() -> None:
    message = refusal(target=1001)
    assert "multiple of 5" in message and "1001" in message


@pytest.mark.parametrize(("target", "barrel"), [(1000, 995), (1000, 5), (500, 495)])
def test_barrel_bounds_follow_the_target(target: int, barrel: int) -> None:
    assert Rules.preset("classic", target=target, barrel=barrel).barrel == barrel


@pytest.mark.parametrize(("target", "barrel"), [(1000, 1000), (1000, 0), (1000, 882),
                                                (500, 880)])
def test_barrel_refusal_names_its_range(target: int, barrel: int) -> None:
    message = refusal(target=target, barrel=barrel)
    assert f"from 5 to {target - 5}" in message and str(barrel) in message


@pytest.mark.parametrize(("fields", "words"), [
    ({"players": 5}, ["2, 3 or 4", "5"]),
    ({"players": 1}, ["2, 3 or 4", "1"]),
    ({"bid_step": 7}, ["5 or 10", "7"]),
    ({"marriage_values": {"H": 301, "D": 80, "C": 60, "S": 40}}, ["from 0 to 300"]),
    ({"marriage_values": {"H": -1, "D": 80, "C": 60, "S": 40}}, ["from 0 to 300"]),
    ({"marriage_values": {"H": 100, "D": 80, "C": 60}}, ["S, C, D, H"]),
    ({"target": "1000"}, ["whole number", "'1000'"]),
    ({"samosval": 1}, ["true or false", "1"]),
    ({"redeal_limit": 1.5}, ["whole number", "1.5"]),
])
def test_other_refusals(fields: dict[str, Any], words: list[str]) -> None:
    message = refusal(**fields)
    for word in words:
        assert word in message


def test_marriage_value_bounds_accepted() -> None:
    rules = Rules.preset("classic", marriage_values={"H": 300, "D": 0, "C": 60, "S": 40})
    assert dict(rules.marriage_values) == {"H": 300, "D": 0, "C": 60, "S": 40}


def test_direct_construction_is_checked_too() -> None:
    with pytest.raises(RulesError, match="golden_rounds must be from 0 to 100, not 101"):
        Rules(golden_rounds=101)
    with pytest.raises(RulesError, match="negative_bid_limit must be a whole number"):
        Rules(negative_bid_limit="x")  # type: ignore[arg-type]
