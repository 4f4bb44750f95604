"""Both languages say everything, with the same placeholders."""

from __future__ import annotations

import re
import string

import pytest

from thousand.rules import FIELDS as RULE_FIELDS
from thousand.rules import PRESETS
from ui.i18n import LANGS, TEXTS, known, normalize_lang, tr

RU, EN = TEXTS["ru"], TEXTS["en"]

FIELDS = list(RULE_FIELDS)


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(RU))
def test_every_text_exists_in_both_languages_with_the_same_placeholders(key: str) -> None:
    ru, en = RU[key], EN[key]
    assert ru.strip() and en.strip()
    assert placeholders(ru) == placeholders(en)


def test_russian_is_russian_and_english_is_not() -> None:
    cyrillic = re.compile("[а-яё]", re.I)
    russian = [key for key, ru in RU.items() if cyrillic.search(ru)]
    english = [key for key, en in EN.items() if cyrillic.search(en)]
    assert len(russian) > len(RU) * 0.8
    assert english == []  # the language menu names each language in its own words


def test_every_rule_and_preset_has_a_meaning_in_both_languages() -> None:
    assert sorted(k[5:] for k in RU if k.startswith("rule.")) == sorted(FIELDS)
    assert sorted(k[7:] for k in RU if k.startswith("preset.")) == sorted(PRESETS)
    for field in FIELDS:
        assert RU[f"rule.{field}"] != EN[f"rule.{field}"]


def test_tr_fills_values_and_languages_are_normalized() -> None:
    assert tr("en", "bot", n=2) == "Bot 2"
    assert tr("ru", "bot", n=2) == "Бот 2"
    assert normalize_lang(" EN ") == "en"
    assert normalize_lang("de") is None
    assert normalize_lang(None) is None
    assert LANGS[:2] == ("ru", "en")  # Polish and Ukrainian: tests/test_ui_i18n_langs.py


def test_every_hint_reason_of_the_agents_has_a_text() -> None:
    import pathlib

    agents = pathlib.Path(__file__).resolve().parents[2] / "thousand" / "agents"
    source = "".join(p.read_text(encoding="utf-8") for p in agents.rglob("*.py"))
    keys = set(re.findall(r'Choice\([^"]*"([a-z_]+)"', source))
    assert keys, "no reason keys found in thousand/agents"
    reasons = {key[7:] for key in RU if key.startswith("reason.")}
    assert keys <= reasons, sorted(keys - reasons)
    assert tr("en", "reason.lead_low") == "this gives away the least"
    assert known("reason.lead_low") and not known("reason.nope")
