"""The ``search`` agent's ``concede`` setting: conceding by the exact value of conceding
against the priced ways of playing on, as the hint and the coach judge, instead of the
heuristic's rule."""

from __future__ import annotations

import random

from thousand.actions import Concede, Give, Play
from thousand.agents.heuristic.agent import HeuristicAgent
from thousand.agents.search.agent import SearchAgent, value_plays
from thousand.agents.search.declarer import Settings, concede_value, price_declarer
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of

from .test_agents import _scripted


def _going_on(view: PlayerView) -> float:
    """The best priced way of playing on (a gift), with the agent's default settings and
    the seed the tests decide with."""
    priced = price_declarer(view, view.legal, random.Random(0), Settings())
    assert priced is not None
    return max(v for a, v in priced.options if isinstance(a, Give))


def _decide(view: PlayerView, concede: int) -> tuple[object, str]:
    choice = SearchAgent(settings=Settings(concede=concede)).decide(
        view, view.legal, random.Random(0))
    return choice.action, choice.key


def test_it_concedes_a_hopeless_120_the_heuristic_plays_out() -> None:
    # Worth about 20 against 120, no marriage: the heuristic plays on (its estimate of
    # the card points the opponents take is generous), the playouts say conceding
    # costs less than any gift.
    game = _scripted(("AS 9S JS 9C JC 9D JD", "10S KS AC 10C KC AD QS",
                      "10D KD QD AH 10H KH QH"), "9H JH QC",
                     "1: bid 105", "2: pass", "0: bid 120", "1: pass")
    view = view_of(game, 0)
    assert any(isinstance(a, Concede) for a in view.legal)
    assert concede_value(view) > _going_on(view)
    assert HeuristicAgent().decide(view, view.legal, random.Random(0)).key == "give_spare"
    action, key = _decide(view, 1)
    assert isinstance(action, Concede) and key == "concede_value"
    action, key = _decide(view, 0)
    assert isinstance(action, Give) and key == "give_spare"


def test_it_plays_on_where_the_playouts_value_playing_on_more() -> None:
    """A declarer on the hundred holding two marriages that the heuristic gives up: the
    playouts find playing on worth more than conceding, so the agent gives a card."""
    game = GameState.new(Rules.preset("classic"), seed=82)
    heuristic = HeuristicAgent()
    rng = random.Random(82)
    while game.round.phase is not Phase.DONE:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        if any(isinstance(a, Concede) for a in view.legal):
            break
        game = game.apply(heuristic.decide(view, view.legal, rng).action)
    assert any(isinstance(a, Give) for a in view.legal)
    assert isinstance(heuristic.decide(view, view.legal, rng).action, Concede)
    assert concede_value(view) < _going_on(view)
    assert isinstance(_decide(view, 0)[0], Concede)
    action, _ = _decide(view, 1)
    assert isinstance(action, Give) and action in view.legal


def test_at_the_first_card_it_concedes_by_the_cards_values() -> None:
    """Conceding is still offered at the first card: there the agent compares it with the
    best card's sampled value (as the hint lists them side by side), and only with the
    setting on does it give up where the heuristic leads a card."""
    game = GameState.new(Rules.preset("classic"), seed=21)
    heuristic = HeuristicAgent()
    rng = random.Random(21)
    while True:
        seat = game.to_move
        assert seat is not None and game.round.phase is not Phase.DONE
        view = view_of(game, seat)
        if any(isinstance(a, Play) for a in view.legal) \
                and any(isinstance(a, Concede) for a in view.legal):
            break
        game = game.apply(heuristic.decide(view, view.legal, rng).action)
    on = SearchAgent(settings=Settings(concede=1)).decide(view, view.legal, random.Random(1))
    off = SearchAgent().decide(view, view.legal, random.Random(1))
    assert isinstance(on.action, Concede) and on.key == "concede_value"
    assert isinstance(off.action, Play)
    values = value_plays(view, [a for a in view.legal if isinstance(a, Play)],
                         random.Random(1))
    assert values is not None and concede_value(view) > values[0].value
