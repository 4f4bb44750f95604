"""The hint reads as sentences: its values follow the reason after a full stop, whether
or not the reason's own text ends with one."""

from __future__ import annotations

from ui.features.hint.values import after_sentence
from ui.i18n import tr


def test_the_values_start_a_new_sentence() -> None:
    values = tr("ru", "hint_values", items="A♥: +91")
    joined = after_sentence("Совет: Вы: A♥ — марьяж! — объявите марьяж: очки и козырь", values)
    assert "козырь. Ожидаемый итог" in joined


def test_no_second_stop_after_a_finished_sentence() -> None:
    assert after_sentence("Pass.", "Values: x.") == "Pass. Values: x."
    assert after_sentence("Pass!", "Values.") == "Pass! Values."


def test_nothing_to_add_leaves_the_reason() -> None:
    assert after_sentence("Pass ", "") == "Pass"
