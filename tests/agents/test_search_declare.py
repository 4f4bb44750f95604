"""The ``search`` agent's bidding, gifts and contract (``thousand/agents/search/declarer.py``):
blind to hidden cards, legal, and the pieces of its arithmetic."""

from __future__ import annotations

import random

import pytest

from tests.helpers import heuristic_states
from thousand.actions import Action, Bid, Contract, Give, Pass, Play
from thousand.agents import make_agent
from thousand.agents.search.agent import SearchAgent
from thousand.agents.search.bidding import _bidders, _deal
from thousand.agents.search.declarer import Settings, _best_contract
from thousand.cards import DECK, Card
from thousand.errors import IllegalActionError
from thousand.game import GameState
from thousand.round import Deal, Phase
from thousand.rules import Rules
from thousand.tricks import marriages_value
from thousand.view import view_of

SMALL = Settings(bid=1, bid_deals=6, gift_deals=3, contract_deals=6)
"""Few deals: the test is about what the decision depends on, not its quality."""


def _swapped(deal: Deal, a: int, b: int, card_a: Card, card_b: Card) -> Deal:
    hands = [list(h) for h in deal.hands]
    hands[a][hands[a].index(card_a)] = card_b
    hands[b][hands[b].index(card_b)] = card_a
    return Deal(tuple(tuple(h) for h in hands), deal.talons)


def _kind(legal: list[Action]) -> str | None:
    if any(isinstance(a, Play) for a in legal) or len(legal) < 2:
        return None
    for kinds, name in (((Bid, Pass), "bid"), ((Give,), "give"), ((Contract,), "contract")):
        if any(isinstance(a, kinds) for a in legal):
            return name
    return None


def test_bids_gifts_and_contracts_ignore_cards_the_seat_cannot_see() -> None:
    """At every bid, gift and contract decision of search-vs-heuristic rounds, a deal with
    two hidden cards swapped between the other hands gives the seat the same view and the
    search (same seed) the same choice and reason, values included; the hidden hands
    really differ."""
    rules = Rules.preset("classic")
    agents = [make_agent("heuristic") for _ in range(3)]
    searched: dict[str, int] = {}
    for seed in range(14):
        game = GameState.new(rules, seed=seed)
        deal = game.round.deal
        actions: list[Action] = []
        while game.round.phase is not Phase.DONE and not game.sheet:
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            kind = _kind(list(view.legal))
            if kind is not None:
                others = [s for s in game.round.setup.active_seats() if s != seat]
                a, b = others
                gifts = {c for _, c in game.round.gifts}
                movable_a = [c for c in deal.hands[a] if c in game.round.hands[a]
                             and c not in gifts]
                movable_b = [c for c in deal.hands[b] if c in game.round.hands[b]
                             and c not in gifts]
                other: GameState | None = GameState.new(rules, seed=seed, deal=_swapped(
                    deal, a, b, movable_a[0], movable_b[-1]))
                try:
                    for action in actions:
                        assert other is not None
                        other = other.apply(action)
                except IllegalActionError:
                    other = None
                if other is not None:
                    assert game.round.hands[a] != other.round.hands[a]
                    view_b = view_of(other, seat)
                    assert view == view_b
                    agent = SearchAgent(settings=SMALL)
                    first = agent.decide(view, view.legal, random.Random(len(actions)))
                    second = agent.decide(view_b, view_b.legal, random.Random(len(actions)))
                    assert first == second
                    assert first.action in view.legal
                    searched[kind] = searched.get(kind, 0) + 1
            action = agents[seat].choose(view, view.legal, random.Random(len(actions)))
            actions.append(action)
            game = game.apply(action)
    assert searched.get("bid", 0) >= 15
    assert searched.get("give", 0) >= 8
    assert searched.get("contract", 0) >= 4


def test_best_contract_counts_a_made_contract_only_past_the_margin() -> None:
    # Every playout took 125: naming 125 makes it every time, 130 never.
    assert _best_contract([125] * 4, [100, 105, 120, 125, 130], 0.0, 1) == (125, 125.0)
    # With a margin of 10 only 115 counts as made.
    assert _best_contract([125] * 4, [100, 105, 110, 115, 120], 10.0, 1) == (115, 115.0)
    # Half the playouts make 140, half only 100: 140 scores 0, 100 scores 100.
    assert _best_contract([140, 100], [100, 120, 140], 0.0, 1) == (100, 100.0)
    # Doubled (golden round or dark) the figures double.
    assert _best_contract([125], [100, 125], 0.0, 2) == (125, 250.0)


def test_a_voluntary_bidder_is_dealt_a_marriage() -> None:
    """Once a seat bid above the hundred, every sampled deal gives it a marriage."""
    rules = Rules.preset("classic")
    for seed in range(40):
        for game in heuristic_states(GameState.new(rules, seed=seed)):
            if game.round.phase is not Phase.BIDDING:
                break
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            bidders = _bidders(view)
            if bidders and any(isinstance(a, Pass) for a in view.legal):
                unknown = [c for c in DECK if c not in view.hand]
                sizes = {s: view.hand_sizes[s] for s in view.active_seats if s != seat}
                rng = random.Random(seed)
                for _ in range(30):
                    hands, talon = _deal(view, unknown, sizes, bidders, rng)
                    assert len(talon) == 3
                    dealt = [c for s, h in hands.items() if s != seat for c in h] + talon
                    assert sorted(c.index for c in dealt) == sorted(c.index for c in unknown)
                    assert hands[seat] == list(view.hand)
                    assert all(marriages_value(hands[s], rules) > 0 for s in bidders)
                return
    pytest.fail("no bid above the hundred in 40 deals")


def test_search_settings_parse_and_refuse_unknown_names() -> None:
    agent = make_agent("search:bid=0:margin=7.5")
    assert isinstance(agent, SearchAgent)
    assert agent.settings.bid == 0 and agent.settings.margin == 7.5
    assert agent.name == "search:bid=0:margin=7.5"
    with pytest.raises(ValueError, match="unknown search setting"):
        make_agent("search:bidd=1")
    with pytest.raises(ValueError, match="needs a number"):
        make_agent("search:margin=x")
    with pytest.raises(ValueError, match="at least 1"):
        make_agent("search:bid_deals=0")


def test_search_declarer_decisions_play_whole_rounds_legally() -> None:
    """Search in every seat (cards too, few deals): every choice legal, rounds finish."""
    rules = Rules.preset("classic")
    for seed in range(3):
        game = GameState.new(rules, seed=seed)
        agent = SearchAgent(deals=3, settings=SMALL)
        step = 0
        while not game.sheet:
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            action = agent.choose(view, view.legal, random.Random(step))
            assert action in view.legal
            game = game.apply(action)
            step += 1
        assert game.sheet
