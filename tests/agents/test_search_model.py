"""The search's opponent model (``search/model.py``): each seat of a sampled deal knows
what its own view would show, keeps knowing it card by card, and plays legal cards; the
search with the model stays blind to cards its seat cannot see."""

from __future__ import annotations

import random
from typing import Literal

import pytest

from thousand.actions import Contract, Give, Play
from thousand.agents import make_agent
from thousand.agents.knowledge import Knowledge
from thousand.agents.search.agent import Playout, SearchAgent, start_position, value_plays
from thousand.agents.search.declarer import Settings, _after_gifts, price_declarer
from thousand.agents.search.model import advance, model_move, seat_knowledge
from thousand.cards import Card
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of

from .test_search_agent import _choices, _one_round, _twin_views


def _facts(kn: Knowledge) -> tuple[object, ...]:
    """What the heuristic's card rule reads from a seat's knowledge."""
    return (kn.seat, kn.declarer, kn.trump, kn.trump_declarer, kn.hand, kn.hand_sizes,
            kn.unknown, {s: frozenset(k) for s, k in kn.known.items() if k},
            {s: frozenset(v) for s, v in kn.voids.items() if v}, kn.played, kn.maybe_passed)


def _true_deal(state: GameState, view: PlayerView) -> tuple[dict[int, tuple[Card, ...]],
                                                             tuple[Card, ...]]:
    """The active hands as they lie, and the cards of no hand that the declarer does not
    know either (two players: the talon not taken)."""
    rnd = state.round
    hands = {s: tuple(rnd.hands[s]) for s in view.active_seats}
    if view.rules.players != 2 or rnd.talon_index is None:
        return hands, ()
    return hands, tuple(c for c in rnd.deal.talons[1 - rnd.talon_index]
                        if c not in rnd.discard)


def _play_states(preset: str, seeds: range) -> list[GameState]:
    """The states of heuristic rounds at every card with the declarer to move."""
    out = []
    for seed in seeds:
        _, states, _ = _one_round(Rules.preset(preset), seed)
        out += [s for s in states if s.round.phase is Phase.PLAY
                and s.to_move == s.round.declarer]
    return out


@pytest.mark.parametrize("preset", ["classic", "four_players", "two_players"])
def test_a_declarers_model_of_each_seat_is_that_seats_own_knowledge(preset: str) -> None:
    """Told the true deal, the declarer's model of every active seat is what that seat's
    own view yields (``Knowledge.of``): its hand, the unknown cards, the shown talon, the
    voids, the trump."""
    checked = 0
    for state in _play_states(preset, range(6)):
        view = view_of(state, state.to_move or 0)
        mine = Knowledge.of(view)
        hands, hidden = _true_deal(state, view)
        for seat in view.active_seats:
            model = seat_knowledge(view, mine, hands, hidden, seat)
            assert _facts(model) == _facts(Knowledge.of(view_of(state, seat)))
            checked += 1
    assert checked >= 60


@pytest.mark.parametrize("preset", ["classic", "four_players", "two_players"])
def test_the_models_follow_the_play_and_play_legal_cards(preset: str) -> None:
    """Models made at the declarer's first card and told every card since know at each
    later card what the seats' own views then show; every card the model chooses is legal
    in the engine, and a round played by the model alone counts as the engine does."""
    checked = 0
    for seed in range(6):
        _, states, _ = _one_round(Rules.preset(preset), seed)
        first = next((s for s in states if s.round.phase is Phase.PLAY
                      and s.to_move == s.round.declarer), None)
        if first is None:
            continue
        view = view_of(first, first.to_move or 0)
        hands, hidden = _true_deal(first, view)
        mine = Knowledge.of(view)
        models = {s: seat_knowledge(view, mine, hands, hidden, s) for s in view.active_seats}
        pos = start_position(view, hands, hidden)
        game, rnd, mover = first, first.round, first.to_move or 0
        while pos.hands[mover]:
            for seat in view.active_seats:
                assert _facts(models[seat]) == _facts(Knowledge.of(view_of(game, seat)))
            move = model_move(pos, models, mover, view.bolts)
            assert move in rnd.legal_actions()
            rnd = rnd.apply(move)
            game = game.apply(move)
            mover = advance(pos, models, move)
            checked += 1
        if not pos.bonus:  # two players: the engine scores the unseen talon later
            assert all(pos.taken[s] == rnd.taken[s] for s in pos.order)
        assert all(pos.tricks[s] == rnd.trick_count[s] for s in pos.order)
        assert all(pos.marriages[s] == rnd.marriage_points[s] for s in pos.order)
    assert checked >= 30


@pytest.mark.parametrize("preset", ["classic", "four_players", "two_players"])
def test_search_with_the_model_ignores_cards_the_seat_cannot_see(preset: str) -> None:
    """With the opponent model on, two deals that differ only in cards the seat cannot see
    give the same card values and the same decision (same seed), and the values differ
    from the greedy playout's somewhere (the model really plays)."""
    rules = Rules.preset(preset)
    searched = differ = 0
    for k, view_a, view_b in _twin_views(rules, range(6), _choices(Play)):
        plays = [p for p in view_a.legal if isinstance(p, Play)]
        agent = SearchAgent(deals=3, settings=Settings(infer=1), playout=Playout(4))
        assert agent.decide(view_a, view_a.legal, random.Random(k)) \
            == agent.decide(view_b, view_b.legal, random.Random(k))
        values_a = value_plays(view_a, plays, random.Random(k), deals=3, model_cards=4)
        assert values_a == value_plays(view_b, plays, random.Random(k), deals=3,
                                       model_cards=4)
        assert values_a is not None
        differ += values_a != value_plays(view_a, plays, random.Random(k), deals=3)
        searched += 1
    assert searched >= 30
    assert differ >= 5


@pytest.mark.parametrize("preset", ["classic", "two_players"])
def test_the_declarers_model_playouts_ignore_cards_the_seat_cannot_see(preset: str) -> None:
    """With the gifts and the contract played out by the opponent model, two deals that
    differ only in cards the declarer cannot see give the same priced options (same
    seed); the prices differ from the open-hand playout's somewhere (the model plays)."""
    rules = Rules.preset(preset)
    model = Settings(gift_deals=3, contract_deals=4, gift_model=24, contract_model=24)
    greedy = Settings(gift_deals=3, contract_deals=4)
    priced = differ = 0
    for k, view_a, view_b in _twin_views(rules, range(10), _choices(Give, Contract)):
        legal = list(view_a.legal)
        found = price_declarer(view_a, legal, random.Random(k), model)
        assert found == price_declarer(view_b, legal, random.Random(k), model)
        assert found is not None
        differ += found != price_declarer(view_a, legal, random.Random(k), greedy)
        priced += 1
    assert priced >= 8
    assert differ >= 3


def test_the_declarers_knowledge_after_its_gifts() -> None:
    """The declarer's picture once its planned gifts are made: the cards out of its hand
    and known in the hands they went to, the hand sizes moved with them."""
    rules = Rules.preset("classic")
    for seed in range(20):
        _, states, _ = _one_round(rules, seed)
        giving = [s for s in states if any(isinstance(a, Give) for a in s.legal_actions())]
        if giving:
            break
    view = view_of(giving[0], giving[0].to_move or 0)
    kn = Knowledge.of(view)
    a, b = [s for s in view.active_seats if s != view.seat]
    plan: dict[int | Literal["talon"], Card] = {a: view.hand[0], b: view.hand[1]}
    after = _after_gifts(kn, plan)
    assert after.hand == view.hand[2:]
    assert after.hand_sizes[view.seat] == kn.hand_sizes[view.seat] - 2
    assert (after.hand_sizes[a], after.hand_sizes[b]) == (kn.hand_sizes[a] + 1,
                                                          kn.hand_sizes[b] + 1)
    assert view.hand[0] in after.known[a] and view.hand[1] in after.known[b]
    assert kn.hand == view.hand and view.hand[0] not in kn.known.get(a, set())


def test_the_playout_knobs_are_read_beside_the_settings() -> None:
    agent = make_agent("search:model_cards=6:margin=10")
    assert isinstance(agent, SearchAgent)
    assert agent.playout == Playout(model_cards=6)
    assert agent.settings == Settings(margin=10)
    assert make_agent("search:margin=10").playout == Playout()  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="model_cards"):
        make_agent("search:model_cards=x")
