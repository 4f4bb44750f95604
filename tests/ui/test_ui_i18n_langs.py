"""Polish and Ukrainian say everything Russian and English say, with the same placeholders."""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from typing import Any

import pytest

from ui import i18n
from ui.i18n import (
    LANG_NAMES,
    LANGS,
    MORE,
    browser_lang,
    hint_reason,
    normalize_lang,
    preset_name,
    rule_help,
    suit_name,
    tr,
)

TABLES: dict[str, Mapping[str, Any]] = {  # table name in ui/i18n_<lang>.py -> RU/EN table
    "STRINGS": i18n.STRINGS,
    "PRESET_NAMES": i18n.PRESET_NAMES,
    "RULE_HELP": i18n.RULE_HELP,
    "HINT_REASONS": i18n.HINT_REASONS_RU,
    "SUIT_NAMES": i18n.SUIT_NAMES,
}
LETTERS = {"pl": re.compile("[ąćęłńóśźż]", re.I), "uk": re.compile("[іїєґ']", re.I)}


def holes(text: str) -> set[str]:
    return {f"{n}{'!' + c if c else ''}{':' + f if f else ''}"
            for _, n, f, c in string.Formatter().parse(text) if n is not None}


def english(table: str, key: str) -> str:
    value = TABLES[table][key]
    return value if isinstance(value, str) else value[1]


@pytest.mark.parametrize("lang", sorted(MORE))
@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_key_is_translated_with_the_same_placeholders(lang: str, table: str) -> None:
    ours: dict[str, str] = getattr(MORE[lang], table)
    missing = sorted(set(TABLES[table]) - set(ours))
    extra = sorted(set(ours) - set(TABLES[table]))
    assert not missing, f"{lang} {table} lacks {missing}"
    assert not extra, f"{lang} {table} has unknown keys {extra}"
    for key, text in ours.items():
        assert text.strip(), key
        assert holes(text) == holes(english(table, key)), (lang, table, key)


@pytest.mark.parametrize("lang", sorted(MORE))
def test_the_translations_are_in_their_own_language(lang: str) -> None:
    """Not English left in place, not Russian copied: most texts that have words differ
    from both and many use letters only that language has."""
    texts = [(key, text) for key, text in MORE[lang].STRINGS.items()
             if re.search(r"[^\W\d_]{3}", text.replace("JSON", ""))]
    same_en = [key for key, text in texts if text == i18n.STRINGS[key][1]]
    same_ru = [key for key, text in texts if text == i18n.STRINGS[key][0]]
    assert len(same_en) < len(texts) * 0.05, same_en
    # Ukrainian shares many words with Russian ("Статистика", "пас"); copying would show
    # in the share that differs and in the letters only Ukrainian has.
    assert len(same_ru) < len(texts) * (0.2 if lang == "uk" else 0.05), same_ru
    own = [key for key, text in texts if LETTERS[lang].search(text)]
    assert len(own) > len(texts) * 0.3


def test_lookups_use_the_language_tables() -> None:
    assert tr("pl", "new_game") == "Nowa gra"
    assert tr("uk", "bot", n=2) == "Бот 2"
    assert tr("pl", "deal_no", n=3) == "Rozdanie 3"
    assert preset_name("uk", "classic") == "Класика"
    assert rule_help("pl", "barrel").startswith("Próg beczki")
    assert suit_name("uk", "H") == "чирви ♥"
    assert hint_reason("pl", "lead_low", "Lead low.") == "tak oddajesz najmniej"
    assert hint_reason("uk", "no_such_key", "Lead low.") == "Lead low."
    assert tr("ru", "new_game") == "Новая игра" and tr("en", "new_game") == "New game"
    assert set(LANG_NAMES) == set(LANGS) == {"ru", "en", "pl", "uk"}


def test_the_browser_language_picks_the_first_one_we_speak() -> None:
    assert browser_lang(["pl-PL", "en-US"]) == "pl"
    assert browser_lang(["de-DE", "uk", "ru"]) == "uk"
    assert browser_lang(["UK-ua"]) == "uk"
    assert browser_lang(["en_GB"]) == "en"
    assert browser_lang(["de", "fr"]) is None
    assert browser_lang([]) is None and browser_lang(None) is None
    assert browser_lang("pl") is None  # not a list: ignored, never guessed from
    assert browser_lang([3, None, "ru-RU"]) == "ru"
    assert normalize_lang("PL") == "pl" and normalize_lang("uk") == "uk"
    assert normalize_lang("ua") is None
