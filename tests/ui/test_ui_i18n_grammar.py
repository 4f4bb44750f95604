"""Texts a player reads whatever seat they name: no "взял(а)"-style gender slashes, and
no phrase whose verb agrees with a bot but not with "Вы" / "Ви" / "Ty" (a name fills
``{name}``, and the player's own name is the polite "you")."""

from __future__ import annotations

import re

import pytest

from ui.i18n import LANGS, TEXTS, tr

GENDER_SLASH = re.compile(r"\w\((а|ла|a)\)|\w/\w+ła\b")
"""A verb written for both genders at once: взял(а), злетів(ла), spadł(a), wziął/wzięła."""

YOU = {"ru": "Вы", "en": "You", "pl": "Ty", "uk": "Ви"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_writes_a_verb_for_both_genders(lang: str) -> None:
    slashed = {key: tr(lang, key) for key in TEXTS["ru"] if GENDER_SLASH.search(tr(lang, key))}
    assert not slashed, slashed


@pytest.mark.parametrize("lang", LANGS)
def test_who_takes_the_trick_reads_right_for_the_player(lang: str) -> None:
    text = tr(lang, "takes_trick", name=YOU[lang])
    # No third-person verb next to "you": берёт, бере, bierze.
    assert not re.search(r"\b(берёт|бере|bierze)\b", text), text
    assert YOU[lang] in text


def test_russian_says_vo_vzyatkakh() -> None:
    """"во взятках", not "в взятках" (в before в-/ф- + consonant takes the о)."""
    bad = {key: tr("ru", key) for key in TEXTS["ru"] if "в взятк" in tr("ru", key).lower()}
    assert not bad, bad


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_a_marriage_never_takes_the_suit_as_its_adjective(lang: str) -> None:
    """The suit's name is a noun ("бубны ♦", "бубни ♦"): "марьяж бубны" reads as broken
    grammar, "марьяж — бубны" does not."""
    bad = {key: text for key, text in TEXTS[lang].items()
           if isinstance(text, str) and re.search(r"(марьяж|мар'яж) \{suit\}", text)}
    assert not bad, bad
