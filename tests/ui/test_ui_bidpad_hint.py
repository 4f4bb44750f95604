"""The bid pad's primary button, the hint's lit control and its one valuation, the
face-down talon the hint says nothing about (pure parts)."""

from __future__ import annotations

import re

from thousand.actions import Action, Bid, Contract, Give, Pass, Play
from thousand.agents.hint import Hint, settled, shown_points
from thousand.cards import Card
from ui.render.bidpad import primary_action, render_pad
from ui.render.controls_state import held, mark_hinted


def bids(*amounts: int) -> list[Bid]:
    return [Bid(0, n) for n in amounts]


def big(html: str) -> list[str]:
    return re.findall(r'class="act [a-z ]*big[a-z ]*" data-action="([^"]+)"', html)


def test_the_primary_bid_is_the_lowest_legal_one_not_the_steppers() -> None:
    pad = render_pad(bids(110, 115, 120, 125, 130, 135), [Pass(0)], None, "ru", "do_bid_n")
    assert big(pad) == ["0: bid 110"]
    assert "Ставка 125" in pad  # the stepper still offers the amounts above the quick ones
    assert primary_action(bids(120, 125), None) == "0: bid 120"


def test_a_hinted_amount_is_on_the_stepper_and_is_the_primary() -> None:
    contracts = [Contract(0, n) for n in range(120, 200, 5)]
    pad = render_pad(contracts, [], None, "en", "do_contract_n", "0: contract 140")
    assert big(pad) == ["0: contract 140"]
    assert 'data-action="0: contract 140"' in pad  # one tap, not four on "+"
    # what the player stepped to stays on the stepper, the hint still lit as primary
    stepped = render_pad(contracts, [], 150, "en", "do_contract_n", "0: contract 140")
    assert 'data-action="0: contract 150"' in stepped
    assert "0: contract 140" not in stepped and big(stepped) == ["0: contract 120"]


def test_a_hinted_pass_is_the_primary() -> None:
    pad = render_pad(bids(110, 115), [Pass(0)], None, "en", "do_bid_n", "0: pass")
    assert big(pad) == ["0: pass"]


def test_the_hinted_control_is_lit_wherever_it_is_drawn() -> None:
    html = ('<button type="button" class="act give" data-action="0: give KH to 1">a</button>'
            '<button type="button" class="act give" data-action="0: give KH to 2">b</button>')
    lit = mark_hinted(html, "0: give KH to 2")
    assert re.findall(r'class="act give hinted" data-action="([^"]+)" data-hinted="true"',
                      lit) == ["0: give KH to 2"]
    assert mark_hinted(html, None) == html


def test_held_buttons_are_disabled() -> None:
    html = '<button type="button" data-action="0: pass">x</button>'
    assert held(html).startswith("<button disabled ")


def test_the_hint_recommends_what_its_values_rank_first() -> None:
    ten_d, ace_s = Play(0, Card.parse("10D")), Play(0, Card.parse("AS"))
    agent = Hint(ace_s, "discard the cheapest card", "discard_low")
    valued: list[tuple[Action, float]] = [(ten_d, 85.2), (ace_s, 84.1)]
    hint = settled(agent, valued)
    assert hint.action == ten_d and hint.key == "search_playout"
    # equal as shown: the agent's own choice stands, with a reason about the value
    tie = settled(agent, [(ten_d, 84.3), (ace_s, 84.1)])
    assert tie.action == ace_s and tie.key == "search_playout"
    # a bid the values agree with keeps the agent's reason
    bid = Hint(Bid(0, 110), "the last try", "bid_last_try")
    assert settled(bid, [(Bid(0, 110), 3.0), (Pass(0), -40.0)]) == bid
    assert settled(bid, [(Pass(0), 5.0), (Bid(0, 110), -4.0)]).action == Pass(0)
    # whole points as the values' line prints them (a tenth first, then the nearest)
    assert [shown_points(v) for v in (84.54, 84.56, -29.6)] == [84, 85, -30]


def test_give_is_a_card_action() -> None:
    from ui.render.table import hinted_card
    assert hinted_card(str(Give(0, Card.parse("KH"), 1))) == Card.parse("KH")
    assert hinted_card("0: pass") is None
    assert hinted_card("nonsense") is None
