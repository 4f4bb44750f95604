"""The hint says in words when the cards it values are worth the same, instead of a
column of equal figures under "this card brings more points"; with one best card it
reads as before. Real positions of classic games, played to by fixed moves; the
adviser runs without its time limit, so its sampling is the same on every machine."""

from __future__ import annotations

import pytest

from tests.ui.fake_page import FakePage
from tests.ui.test_ui_app import Browser
from thousand.actions import Play, parse_action
from thousand.agents.hint import advise
from thousand.cards import Card
from thousand.game import GameState
from thousand.rules import PRESETS
from ui.controller import Controller, Session
from ui.features.hint import commands
from ui.features.hint.commands import HintCommands, hint_function
from ui.features.hint.values import after_sentence, told, values_text
from ui.i18n import LANGS, tr
from ui.render.page import log_line
from ui.settings import Prefs
from ui.state import PageState

# The defender (you, seat 0) holds A♣ 10♣ 10♦ with three tricks to go against a
# contract of 100 that cannot be made: every card ends the deal the same way.
EVERY_CARD = (12, ["2: pass", "0: pass", "1: give JS to 2", "1: give JD to 0",
                   "1: contract 100", "1: play AD", "2: play 9D", "0: play JD",
                   "1: play AH", "2: play KH", "0: play 9H", "1: play 10H", "2: play 9S",
                   "0: play JH", "1: play QH", "2: play JS", "0: play 9C", "1: play 10S",
                   "2: play QS", "0: play AS"])
# You declared 215 and have 80 in tricks and 180 in marriages: the contract is made
# whatever you play, K♠ or Q♠, with the spade marriage declared or not.
CONTRACT_MADE = (11, ["2: pass", "0: bid 105", "1: pass", "0: give 9S to 1",
                      "0: give KC to 2", "0: contract 215", "0: play AC", "1: play JC",
                      "2: play 9C", "0: play QD declare", "1: play AD", "2: play 10D",
                      "1: play 10H", "2: play JS", "0: play AH", "0: play QH declare",
                      "1: play 9H", "2: play 10S", "0: play KH", "1: play JH",
                      "2: play 10C", "0: play KD", "1: play 9D", "2: play AS"])
# Bot 2 leads Q♥ with its marriage: your three clubs (9 J K) are worth the same, the
# other cards less.
SOME_CARDS = (6, ["2: bid 105", "0: pass", "1: pass", "2: give 9S to 1", "2: give 10D to 0",
                  "2: contract 220", "2: play AS", "0: play JS", "1: play 9S",
                  "2: play QH declare"])
# You follow Bot 2's K♠ with no spade left: one card is worth more than the others.
ONE_BEST = (0, ["2: pass", "0: pass", "1: give 9S to 2", "1: give 9D to 0", "1: contract 100",
                "1: play 10S", "2: play AS", "0: play QS", "2: play AD", "0: play 9D",
                "1: play QD", "2: play KS"])


class Page(FakePage):
    """The App as the hint sees it: the state and a render counter."""

    def __init__(self, seed: int, moves: list[str]) -> None:
        game = GameState.new(PRESETS["classic"], seed)
        for text in moves:
            game = game.apply(parse_action(text))
        super().__init__(PageState(ctrl=Controller(Session(game)), prefs=Prefs(), levels=(),
                                   theme="green"), Browser())


def ask(position: tuple[int, list[str]], lang: str) -> tuple[Page, str]:
    page = Page(*position)
    page.state.prefs = Prefs(lang=lang)
    HintCommands(page, hint_function()).hint(None)
    assert page.renders == 1 and page.state.hint is not None
    return page, page.state.hint


@pytest.fixture(autouse=True)
def no_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The adviser samples all its deals, however busy the machine."""
    monkeypatch.setattr(commands, "HINT_SECONDS", None)


@pytest.mark.parametrize("position", [EVERY_CARD, CONTRACT_MADE], ids=["defender", "made"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_card_worth_the_same_is_said_in_words(position: tuple[int, list[str]],
                                                    lang: str) -> None:
    page, text = ask(position, lang)
    view = page.state.ctrl.view()
    plays = [a for a in view.legal if isinstance(a, Play)]
    found = advise(view, top=len(view.legal))
    assert len(found.options) == len(plays) >= 3
    value = f"{found.options[0].value:+.0f}"
    assert {f"{o.value:+.0f}" for o in found.options} == {value}  # the tie is real
    assert tr(lang, "hint_same_every_card") in text
    assert tr(lang, "hint_values_every_card", value=value) in text
    assert tr(lang, "reason.search_playout") not in text
    assert text.count(value) == 1  # the figure once, not a column of equal ones
    assert page.state.hinted == str(found.action)


def test_the_defenders_tie_reads_in_full() -> None:
    _, text = ask(EVERY_CARD, "en")
    assert text == ("Hint: You: A♣ — every card you may play is worth the same here. "
                    "Expected result of the deal (points against the others): +145 "
                    "whichever of them you play.")


def test_the_cards_worth_the_same_at_the_top_are_named_once() -> None:
    _, text = ask(SOME_CARDS, "en")
    assert text == ("Hint: You: K♣ — 9♣, J♣ and K♣ are worth the same here. Expected result "
                    "of the deal (points against the others): +146 for each of them; "
                    "10♦: +107.")
    _, russian = ask(SOME_CARDS, "ru")
    assert "9♣, J♣ и K♣ здесь стоят одинаково" in russian


def test_one_best_card_reads_as_before() -> None:
    """The adviser's own top three with their figures, as the page showed them before it
    asked for every choice's value."""
    for lang in LANGS:
        page, text = ask(ONE_BEST, lang)
        view = page.state.ctrl.view()
        before = advise(view)  # the top three, as the page asked before
        values = [f"{o.value:+.0f}" for o in before.options]
        assert len(before.options) == 3 and len(set(values)) == 3
        said = log_line(before.action, view, lang)
        expected = after_sentence(tr(lang, "hint_text", action=said,
                                     reason=tr(lang, f"reason.{before.key}")),
                                  values_text(lang, before.options))
        assert text == expected


def test_ties_below_the_best_or_away_from_the_hinted_change_nothing() -> None:
    class Option:
        def __init__(self, card: str, value: float) -> None:
            self.action, self.value = Play(0, Card.parse(card)), value

    a, b, c, d = Option("AS", 20.0), Option("KS", 12.2), Option("QS", 11.8), Option("9S", 3.0)
    assert told("en", "why", [a, b, c, d], 4, a.action) == (
        "why", "Expected result of the deal (points against the others): A♠: +20, K♠: +12, "
               "Q♠: +12.")
    # the hinted card is among the figures even when it is not among the first three
    assert told("en", "why", [a, b, c, d], 4, d.action)[1].endswith(
        ": A♠: +20, K♠: +12, 9♠: +3.")
