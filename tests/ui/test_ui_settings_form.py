"""The settings dialog: every house rule in one group, by its name in the page's language
with its help line; no field's code name shown; the next game's rules labelled as such;
the language menu lists every language."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from thousand.game import GameState
from thousand.rules import FIELDS, Rules
from thousand.view import view_of
from ui.i18n import LANG_NAMES, LANGS, TEXTS, tr
from ui.render.langmenu import render_language_menu
from ui.render.letters import LOCAL, with_letters
from ui.render.page import Screen, render_app
from ui.render.settings_form import RULE_GROUPS, render_settings_dialog, rule_groups
from ui.settings import form_from_rules, parse_form


def test_every_rules_field_is_in_exactly_one_group() -> None:
    placed = Counter(name for _, names in RULE_GROUPS for name in names)
    assert sorted(placed) == sorted(FIELDS)
    assert [name for name, n in placed.items() if n > 1] == []


def test_a_rule_no_group_names_still_shows_under_other() -> None:
    groups = dict(rule_groups((*FIELDS, "new_rule")))
    assert groups["other"] == ("new_rule",)
    assert "other" not in dict(rule_groups())


@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_and_group_has_a_name_in_every_language(lang: str) -> None:
    names = [TEXTS[lang][f"rule_name.{field}"] for field in FIELDS]
    assert all(name.strip() for name in names)
    assert len(set(names)) == len(names)  # two rules never share a name
    for group, _ in RULE_GROUPS:
        assert TEXTS[lang][f"rule_group.{group}"].strip()


def visible_text(html: str) -> str:
    """The dialog's text as a reader sees it: tags and attribute values dropped."""
    return re.sub(r"<[^>]*>", " ", html)


@pytest.mark.parametrize("lang", LANGS)
def test_the_form_shows_names_and_help_never_code_names(lang: str) -> None:
    form = form_from_rules(Rules(), "classic")
    refused = parse_form({**form, "bid_step": "7", "target": "abc"}).errors
    assert refused
    html = render_settings_dialog(lang, form, refused, "normal")
    assert html.count('class="rule invalid"') == len(refused)
    text = visible_text(html)
    for field in FIELDS:
        assert f'data-rule="{field}"' in html
        assert tr(lang, f"rule_name.{field}") in html.replace("&#x27;", "'")
        assert tr(lang, f"rule.{field}").split("(")[0].strip()[:20] in \
            text.replace("&#x27;", "'")
    code_names = [field for field in FIELDS if "_" in field and field in text]
    assert code_names == []
    assert "<code>" not in html
    assert html.count('<fieldset class="rule-group"') == len(RULE_GROUPS)


def test_each_rule_stands_in_its_group() -> None:
    html = render_settings_dialog("en", form_from_rules(Rules(), "classic"), (), "normal")
    for group, names in RULE_GROUPS:
        part = html.split(f'data-group="{group}"')[1].split("</fieldset>")[0]
        assert re.findall(r'data-rule="([a-z_]+)"', part) == list(names)


def test_the_next_games_rules_are_labelled_and_keep_their_own_dialog() -> None:
    form = form_from_rules(Rules(), "classic")
    now = render_settings_dialog("ru", form, (), "normal")
    later = render_settings_dialog("ru", form, (), "normal", next_game=True)
    assert 'data-overlay="settings"' in now and tr("ru", "rules_next_game") not in now
    assert 'data-overlay="prefs"' in later
    assert tr("ru", "rules_next_game") in later and tr("ru", "rules_next_note") in later
    assert 'data-ui="prefs-done"' in later and 'data-ui="start"' in later
    # Enter and Esc answer Done: no key starts a new game over the one on the table.
    assert re.search(r'class="primary" data-ui="prefs-done" data-dismiss', later)
    assert not re.search(r'class="primary"[^>]*data-ui="start"', later)


def test_the_card_letters_setting_is_offered_where_a_language_has_its_own() -> None:
    form = form_from_rules(Rules(), "classic")
    russian = render_settings_dialog("ru", form, (), "normal")
    assert 'name="letters"' in russian and "Т К Д В" in russian and "A K Q J" in russian
    polish = render_settings_dialog(with_letters("pl", LOCAL), form, (), "normal")
    assert re.search(r'<option value="local" selected>[^<]*A K D W', polish)
    english = render_settings_dialog("en", form, (), "normal")
    assert 'name="letters"' not in english


@pytest.mark.parametrize("lang", LANGS)
def test_the_language_menu_lists_all_four_by_their_own_names(lang: str) -> None:
    html = render_language_menu(lang)
    offered = re.findall(r'data-ui="lang" data-lang="(\w+)"[^>]*>([^<]+)</button>', html)
    assert offered == list(LANG_NAMES.items())
    assert re.findall(r'data-lang="(\w+)"[^>]*aria-current="true"', html) == [lang]


def test_the_toolbar_carries_the_language_menu() -> None:
    view = view_of(GameState.new(Rules(), seed=1), 0)
    html = render_app(Screen(view, "pl"))
    assert html.count('data-ui="lang"') == len(LANGS)
    assert 'data-lang="ru"' in html
