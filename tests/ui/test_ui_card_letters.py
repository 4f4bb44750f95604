"""Card letters: each language's own (Т К Д В, A K D W) or the international A K Q J, on the
card faces and wherever a card is written; the engine's notation never changes."""

from __future__ import annotations

import random

import pytest

from thousand.actions import Give, Play
from thousand.cards import Card, Rank
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import view_of
from ui.features.hint.values import option_label
from ui.render import table
from ui.render.letters import (
    INTERNATIONAL,
    LOCAL,
    Lang,
    card_label,
    has_own_letters,
    letter_set,
    rank_text,
    with_letters,
)
from ui.render.page import Screen, log_line, render_app
from ui.settings import Prefs

HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


@pytest.mark.parametrize(("lang", "letters"), [("ru", "Т К Д В"), ("uk", "Т К Д В"),
                                                ("pl", "A K D W"), ("en", "A K Q J")])
def test_each_language_has_the_letters_its_players_write(lang: str, letters: str) -> None:
    assert letter_set(lang, LOCAL) == letters
    assert letter_set(lang, INTERNATIONAL) == "A K Q J"
    assert has_own_letters(lang) == (lang != "en")


def test_nines_and_tens_stay_digits_and_the_label_keeps_the_suit() -> None:
    russian = with_letters("ru", LOCAL)
    assert rank_text(Rank.NINE, russian) == "9" and rank_text(Rank.TEN, russian) == "10"
    assert card_label(Card.parse("QH"), russian) == "Д♥"
    assert card_label(Card.parse("JS"), with_letters("pl", LOCAL)) == "W♠"
    assert card_label(Card.parse("QH"), "ru") == "Q♥"  # international: as before


def test_a_lang_with_letters_is_still_its_language_code() -> None:
    russian = with_letters("ru", LOCAL)
    assert russian == "ru" and {"ru": 1}[russian] == 1 and str(russian) == "ru"
    assert type(with_letters("ru", INTERNATIONAL)) is str
    assert Lang("ru", "nonsense").letters == INTERNATIONAL


def test_prefs_remember_the_letters_and_refuse_unknown_ones() -> None:
    prefs = Prefs("ru", "fast", LOCAL)
    assert Prefs.from_json(prefs.to_json()) == prefs
    assert Prefs.from_json('{"lang": "ru", "speed": "fast", "letters": "xx"}').letters \
        == INTERNATIONAL
    assert Prefs.from_json('{"lang": "ru", "speed": "fast"}').letters == INTERNATIONAL


def test_the_log_the_buttons_and_the_hint_write_the_chosen_letters() -> None:
    view = view_of(GameState.new(Rules(), seed=1), 0)
    play = Play(0, Card.parse("QH"))
    russian = with_letters("ru", LOCAL)
    assert "Д♥" in log_line(play, view, russian) and "Q♥" in log_line(play, view, "ru")
    assert log_line(Give(0, Card.parse("AS"), 1), view, russian).count("Т♠") == 1
    assert option_label(russian, play) == "Д♥" and option_label("ru", play) == "Q♥"


def test_card_faces_use_the_letters_but_keep_the_engines_notation() -> None:
    queen = Card.parse("QH")
    face = table.face(queen, with_letters("ru", LOCAL))
    assert ">Д<br>♥<" in face and 'data-card="QH"' in face
    assert ">Q<br>♥<" in table.face(queen, "ru")


def test_the_whole_table_draws_local_letters() -> None:
    view = view_of(GameState.new(Rules(), seed=1), 0)
    honours = [c for c in view.hand if c.rank in HONOURS]
    assert honours
    local = render_app(Screen(view, with_letters("ru", LOCAL)))
    plain = render_app(Screen(view, "ru"))
    for card in honours:
        assert f">{card_label(card, with_letters('ru', LOCAL))[:-1]}<br>" in local
        assert f">{card.rank.text}<br>" in plain
    assert local.count('data-card="') == plain.count('data-card="')


def test_the_talon_in_the_log_uses_the_letters() -> None:
    for seed in range(50):  # a deal whose talon, once shown, holds an honour
        game, rng = GameState.new(Rules(), seed=seed), random.Random(seed)
        while view_of(game, 0).talon is None:
            game = game.apply(rng.choice(game.legal_actions()))
        view = view_of(game, 0)
        if any(c.rank in HONOURS for c in view.talon or ()):
            break
    russian = with_letters("ru", LOCAL)
    local, plain = table.talon_log_line(view, russian), table.talon_log_line(view, "ru")
    assert any(c.rank in HONOURS for c in view.talon or ())
    for card in view.talon or ():
        assert card_label(card, russian) in local and card.label in plain
