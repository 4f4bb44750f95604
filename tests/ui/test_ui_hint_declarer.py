"""The hint names and values the declarer's choices: the gifts, the contract, conceding."""

from __future__ import annotations

from tests.agents.test_coach import WINNERS_BIDDING, WINNERS_GIFTS, declarer_view
from tests.helpers import card
from thousand.actions import Concede, Contract, Give, Redeal
from thousand.agents.hint import advise
from ui.features.hint.values import option_label, told
from ui.i18n import LANGS, tr
from ui.render.table import seat_name


def test_each_declarer_choice_has_a_name_in_every_language() -> None:
    for lang in LANGS:
        gift = option_label(lang, Give(1, card("9S"), 2))
        assert "9" in gift and "give" not in gift
        assert option_label(lang, Contract(1, 120)) == tr(lang, "hint_opt_contract", n=120)
        assert option_label(lang, Concede(1)) == tr(lang, "hint_opt_concede")
        assert option_label(lang, Redeal(1)) == tr(lang, "hint_opt_redeal")
    # The seat as the table names it: a bot, or in hot-seat a player at this device.
    assert option_label("en", Give(1, card("9S"), 2)) == f"9♠ to {seat_name('en', 2, 1)}"
    assert option_label("en", Give(1, card("9S"), 2), frozenset({1, 2})) == "9♠ to Player 3"
    assert option_label("en", Give(1, card("9S"), "talon")) == "9♠ to talon"


def test_the_hint_on_the_contract_says_what_each_amount_is_worth() -> None:
    view = declarer_view(WINNERS_BIDDING + WINNERS_GIFTS)
    advice = advise(view, top=len(view.legal))
    assert advice.action == Contract(1, 120)
    _reason, figures = told("en", "r", advice.options, 0, advice.action)
    assert figures.startswith("Expected result of the deal")
    assert "contract 120: +160" in figures and "contract 115: +155" in figures


def test_in_hot_seat_a_gift_to_a_person_names_the_player() -> None:
    view = declarer_view(WINNERS_BIDDING)
    advice = advise(view, top=len(view.legal))
    people = frozenset({0, 1, 2})
    named = " ".join(told("en", "r", advice.options, 0, advice.action, people))
    assert "to Player 1" in named or "to Player 3" in named
    assert "Bot" not in named
    assert "Bot" in " ".join(told("en", "r", advice.options, 0, advice.action))
