"""The rules screen describes the game the settings play: every field shows in its text."""

from __future__ import annotations

import dataclasses
import string
from typing import Any

import pytest

from thousand.rules import FIELDS as RULE_FIELDS
from thousand.rules import Rules
from ui.features.rules.text import SECTIONS, plain_text, render_rules_body, sections
from ui.i18n import LANGS as PAGE_LANGS
from ui.i18n import TEXTS

FIELDS = list(RULE_FIELDS)

# For each field: rules where the field matters, and a change of it (RULES.md §11).
CHANGES: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "players": ({}, {"players": 2}),
    "target": ({}, {"target": 1500}),
    "marriage_values": ({}, {"marriage_values": {"C": 100, "H": 80, "S": 60, "D": 40}}),
    "ace_marriage": ({}, {"ace_marriage": True}),
    "redeal": ({}, {"redeal": False}),
    "redeal_hand_below": ({}, {"redeal_hand_below": 13}),
    "redeal_nines": ({}, {"redeal_nines": 3}),
    "redeal_talon_below": ({}, {"redeal_talon_below": 7}),
    "redeal_talon_nines": ({}, {"redeal_talon_nines": 3}),
    "redeal_limit": ({}, {"redeal_limit": 3}),
    "bid_step": ({}, {"bid_step": 10}),
    "bid_cap": ({}, {"bid_cap": False}),
    "negative_bid_limit": ({}, {"negative_bid_limit": -120}),
    "show_talon_on_hundred": ({}, {"show_talon_on_hundred": True}),
    "concede": ({}, {"concede": False}),
    "concede_penalty": ({}, {"concede_penalty": False}),
    "concede_once_per_game": ({}, {"concede_once_per_game": True}),
    "must_beat": ({}, {"must_beat": True}),
    "trump_lead_by_declarer_only": ({}, {"trump_lead_by_declarer_only": True}),
    "round_defenders": ({}, {"round_defenders": False}),
    "bolts_for_penalty": ({}, {"bolts_for_penalty": 4}),
    "bolt_penalty": ({}, {"bolt_penalty": 150}),
    "bolts_consecutive": ({}, {"bolts_consecutive": True}),
    "samosval": ({}, {"samosval": False}),
    "samosval_negative": ({}, {"samosval_negative": True}),
    "barrel": ({}, {"barrel": 900}),
    "barrel_tries": ({}, {"barrel_tries": 4}),
    "barrel_penalty": ({}, {"barrel_penalty": 100}),
    "barrel_falls_to_zero": ({}, {"barrel_falls_to_zero": 2}),
    "barrel_bidding": ({}, {"barrel_bidding": False}),
    "barrel_shared": ({}, {"barrel_shared": True}),
    "golden_rounds": ({}, {"golden_rounds": 3}),
    "dark": ({}, {"dark": True}),
    "four_aces_redeal": ({}, {"four_aces_redeal": True}),
    "dealer_scores_talon": ({"players": 4}, {"players": 4, "dealer_scores_talon": False}),
}

LANGS = sorted(PAGE_LANGS)


def tagged(rules: Rules, lang: str) -> dict[str, str]:
    """Field -> the text of the sentences that name it."""
    out: dict[str, str] = {}
    for _, sentences in sections(rules, lang):
        for sentence in sentences:
            for name in sentence.fields:
                out[name] = out.get(name, "") + sentence.text
    return out


def test_every_rules_field_has_a_change_to_try() -> None:
    assert sorted(CHANGES) == sorted(FIELDS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", FIELDS)
def test_changing_a_field_changes_the_sentences_that_name_it(name: str, lang: str) -> None:
    base_fields, changed_fields = CHANGES[name]
    base, changed = Rules().with_fields(base_fields), Rules().with_fields(changed_fields)
    assert getattr(base, name) != getattr(changed, name)
    before, after = tagged(base, lang), tagged(changed, lang)
    assert name in before or name in after, f"no sentence names {name}"
    assert before.get(name) != after.get(name)
    assert plain_text(base, lang) != plain_text(changed, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_numbers_of_the_settings_are_written_out(lang: str) -> None:
    rules = Rules().with_fields({"target": 1500, "barrel": 1320, "barrel_tries": 5,
                                 "barrel_penalty": 95, "bolt_penalty": 135,
                                 "redeal_hand_below": 17, "bid_step": 10, "golden_rounds": 4,
                                 "negative_bid_limit": -205, "redeal_limit": 6})
    text = plain_text(rules, lang)
    for number in ("1500", "1320", "5", "95", "135", "17", "10", "4", "-205", "6"):
        assert number in text, number
    marriages = plain_text(Rules().with_fields(
        {"marriage_values": {"C": 100, "H": 80, "S": 60, "D": 40}}), lang)
    assert "♥ 80, ♦ 40, ♣ 100, ♠ 60" in marriages


def test_a_rule_switched_off_is_not_described_as_on() -> None:
    off = plain_text(Rules().with_fields({"barrel": None, "concede": False, "redeal": False}),
                     "en")
    assert "There is no barrel" in off and "on the barrel and" not in off
    assert "Conceding is not allowed" in off and "may concede" not in off
    assert "There are no redeals" in off and "ask for a redeal" not in off
    assert "fewer than" in plain_text(Rules(), "en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_the_same_sentences_and_placeholders(lang: str) -> None:
    def holes(text: str) -> set[str]:
        return {n for _, n, _, _ in string.Formatter().parse(text) if n}

    def sentences(lang: str) -> dict[str, str]:
        return {k: v for k, v in TEXTS[lang].items() if k.startswith("rulebook.")}

    english = sentences("en")
    assert english and sorted(sentences(lang)) == sorted(english)
    for key, text in sentences(lang).items():
        assert text.strip() and holes(text) == holes(english[key]), key
        if lang != "en":
            assert text != english[key] or not any(c.isalpha() for c in text), key


def test_the_html_has_every_section_escapes_and_marks_the_focus() -> None:
    html = render_rules_body(Rules(), "en", focus="play")
    for key in SECTIONS:
        assert f'data-rules-section="{key}"' in html
    assert '<section data-rules-section="play" class="focus">' in html
    assert 'data-fields="must_beat"' in html
    assert "<script" not in html


def test_the_page_shows_the_rules_overlay_and_a_why_link_for_a_refused_move() -> None:
    from thousand.game import GameState
    from thousand.view import view_of
    from ui.features import rules
    from ui.render import page as render

    view = view_of(GameState.new(Rules().with_fields({"must_beat": True}), seed=1), 0)
    screen = render.Screen(view=view, lang="en", overlay="rules", extras=rules.FEATURE.draws)
    html = render.render_overlay(screen)
    assert 'data-overlay="rules"' in html and "you must play one that does" in html
    focused = render.render_overlay(dataclasses.replace(screen, overlay="rules-play"))
    assert '<section data-rules-section="play" class="focus">' in focused
    assert 'data-ui="rules"' in render.render_toolbar(screen)
    refused = dataclasses.replace(screen, overlay=None, notice="Unavailable: no", rules_link=True)
    assert 'data-ui="rules-play"' in render.render_status(refused)
    assert 'data-ui="rules-play"' not in render.render_status(
        dataclasses.replace(refused, rules_link=False))


def test_the_settings_preview_shows_the_forms_rules_and_returns_to_the_settings() -> None:
    from thousand.game import GameState
    from thousand.view import view_of
    from ui.features import rules
    from ui.render import page as render

    view = view_of(GameState.new(Rules(), seed=1), 0)
    wanted = Rules().with_fields({"barrel": None, "target": 1500})
    html = render.render_overlay(render.Screen(view=view, lang="en", overlay="rules-preview",
                                               panel=wanted, extras=rules.FEATURE.draws))
    assert "There is no barrel" in html and "1500" in html
    assert 'data-ui="rules-back"' in html and 'data-overlay="rules-preview"' in html
    settings = render.render_overlay(render.Screen(view=view, lang="en", overlay="settings"))
    assert 'data-ui="rules-preview"' in settings
