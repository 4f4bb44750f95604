"""Signed values as a person reads them: the true minus sign, a "+" on a gain, whole points,
and the same form in the hint, the coach, the summary, the score sheet and the table."""

from __future__ import annotations

import pytest

from ui.features.hint.values import points
from ui.render.numbers import MINUS, number, signed


@pytest.mark.parametrize(("value", "text"), [
    (152, "+152"), (-51, "\u221251"), (0, "0"), (84.6, "+85"), (-29.6, "\u221230"),
    (-0.4, "0"), (0.4, "0"), (-1000, "\u22121000"),
])
def test_signed_values_carry_a_plus_or_the_true_minus(value: float, text: str) -> None:
    assert signed(value) == text


@pytest.mark.parametrize(("value", "text"), [
    (120, "120"), (0, "0"), (-865, "\u2212865"), (-2095, "\u22122095"),
])
def test_scores_are_negative_with_the_true_minus_and_never_a_plus(value: int, text: str) -> None:
    assert number(value) == text


def test_the_minus_is_u2212_and_no_hyphen_is_left() -> None:
    assert MINUS == "\u2212"
    assert "-" not in signed(-5) + number(-5)


def test_the_hint_writes_its_figures_through_the_same_formatter() -> None:
    assert [points(v) for v in (84.54, -29.6, -51)] == ["+85", "\u221230", "\u221251"]
