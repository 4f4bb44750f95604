"""Both languages say everything, with the same placeholders."""

from __future__ import annotations

import re
import string

import pytest

from thousand.rules import FIELDS as RULE_FIELDS
from thousand.rules import PRESETS
from ui.i18n import LANGS, PRESET_NAMES, RULE_HELP, STRINGS, normalize_lang, tr

FIELDS = list(RULE_FIELDS)


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(STRINGS))
def test_every_text_exists_in_both_languages_with_the_same_placeholders(key: str) -> None:
    ru, en = STRINGS[key]
    assert ru.strip() and en.strip()
    assert placeholders(ru) == placeholders(en)


def test_russian_is_russian_and_english_is_not() -> None:
    cyrillic = re.compile("[а-яё]", re.I)
    russian = [key for key, (ru, _) in STRINGS.items() if cyrillic.search(ru)]
    english = [key for key, (_, en) in STRINGS.items() if cyrillic.search(en)]
    assert len(russian) > len(STRINGS) * 0.8
    assert english == ["lang_switch"]  # the button that offers Russian says "Русский"


def test_every_rule_and_preset_has_a_meaning_in_both_languages() -> None:
    assert sorted(RULE_HELP) == sorted(FIELDS)
    assert sorted(PRESET_NAMES) == sorted(PRESETS)
    for ru, en in RULE_HELP.values():
        assert ru and en and ru != en


def test_tr_fills_values_and_languages_are_normalized() -> None:
    assert tr("en", "bot", n=2) == "Bot 2"
    assert tr("ru", "bot", n=2) == "Бот 2"
    assert normalize_lang(" EN ") == "en"
    assert normalize_lang("de") is None
    assert normalize_lang(None) is None
    assert LANGS[:2] == ("ru", "en")  # Polish and Ukrainian: tests/test_ui_i18n_langs.py


def test_every_hint_reason_of_the_agents_has_russian() -> None:
    import pathlib

    from ui.i18n import HINT_REASONS_RU, hint_reason

    agents = pathlib.Path(__file__).resolve().parents[2] / "thousand" / "agents"
    source = "".join(p.read_text(encoding="utf-8") for p in agents.rglob("*.py"))
    keys = set(re.findall(r'Choice\([^"]*"([a-z_]+)"', source))
    assert keys, "no reason keys found in thousand/agents"
    assert keys <= set(HINT_REASONS_RU), sorted(keys - set(HINT_REASONS_RU))
    assert hint_reason("en", "lead_low", "Lead 9♠.") == "Lead 9♠."
    assert hint_reason("ru", "nope", "Lead 9♠.") == "Lead 9♠."
