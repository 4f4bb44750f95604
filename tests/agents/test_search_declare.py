"""The ``search`` agent's bidding, gifts and contract (``thousand/agents/search/declarer.py``):
blind to hidden cards, legal, and the pieces of its arithmetic."""

from __future__ import annotations

import random

import pytest

from tests.helpers import heuristic_states
from thousand.actions import Action, Bid, Contract, Give, Pass, Play
from thousand.agents import make_agent
from thousand.agents.knowledge import Knowledge
from thousand.agents.search.agent import SearchAgent
from thousand.agents.search.bidding import _bidders, _deal
from thousand.agents.search.declarer import (
    Settings,
    _play_out,
    _sample,
    _start,
    contract_values,
)
from thousand.agents.search.rollout import Position, relative
from thousand.agents.search.stakes import game_deltas
from thousand.cards import DECK, Card
from thousand.errors import IllegalActionError
from thousand.game import GameState
from thousand.round import Deal, Phase
from thousand.rules import Rules
from thousand.scoring import multipliers
from thousand.tricks import marriages_value
from thousand.view import PlayerView, view_of

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


def _contract_views(count: int) -> list[PlayerView]:
    """The declarer's view at the contract in the first rounds of heuristic games."""
    views: list[PlayerView] = []
    for seed in range(60):
        for game in heuristic_states(GameState.new(Rules.preset("classic"), seed=seed)):
            seat = game.to_move
            if seat is not None and any(isinstance(a, Contract) for a in game.legal_actions()):
                views.append(view_of(game, seat))
                break
            if game.sheet:
                break
        if len(views) == count:
            break
    assert len(views) == count
    return views


def _playouts(view: PlayerView, count: int, seed: int) -> list[Position]:
    """``count`` sampled deals of ``view``'s round played out from the first lead."""
    rng = random.Random(seed)
    kn = Knowledge.of(view)
    finished = []
    for _ in range(count):
        sampled = _sample(view, kn, rng)
        assert sampled is not None
        hands, bonus, hidden = sampled
        finished.append(_play_out(view, kn, _start(view, hands, bonus), hidden, 0))
    return finished


def test_a_contract_counts_made_only_past_the_margin_and_doubles_as_the_round() -> None:
    """A contract's value is its won or lost amount beside what it does not change (the
    defenders' points, a bolt); a playout makes it only with ``margin`` points to spare;
    golden rounds and dark bids double it as the engine does."""
    view = _contract_views(1)[0]
    seat = view.seat
    pos = _playouts(view, 1, seed=1)[0]

    def taking(points: int) -> Position:
        taken = pos.copy()
        taken.taken = {**pos.taken, seat: points}
        taken.marriages = {**pos.marriages, seat: 0}
        return taken

    def gains(took: list[int], amounts: list[int], margin: float,
              on: PlayerView = view) -> list[float]:
        rest = contract_values(on, [taking(t) for t in took], [0], 0.0, None)[0]
        return [round(v - rest, 6)
                for v in contract_values(on, [taking(t) for t in took], amounts, margin, None)]

    # Every playout took 125: naming 125 makes it every time, 130 never.
    assert gains([125] * 4, [100, 105, 120, 125, 130], 0.0) == [100, 105, 120, 125, -130]
    # With a margin of 10 only up to 115 counts as made.
    assert gains([125] * 4, [100, 110, 115, 120], 10.0) == [100, 110, 115, -120]
    # Half the playouts make 140, half only 100: 140 and 120 score 0, 100 scores 100.
    assert gains([140, 100], [100, 120, 140], 0.0) == [100, 0, 0]
    # A dark bid doubles the declarer's result; a golden round doubles every score.
    assert gains([125], [100, 125], 0.0, view.replace(dark=True)) == [200, 250]
    assert gains([125], [100, 125], 0.0, view.replace(golden=True)) == [200, 250]
    plain = contract_values(view, [taking(125)], [0], 0.0, None)[0]
    golden = contract_values(view.replace(golden=True), [taking(125)], [0], 0.0, None)[0]
    assert golden == 2 * plain != 0


@pytest.mark.parametrize(("golden", "dark", "margin"),
                         [(False, False, 0.0), (True, False, 0.0), (False, True, 10.0),
                          (True, True, 10.0)])
def test_contract_values_score_each_playout_as_the_game_does(golden: bool, dark: bool,
                                                             margin: float) -> None:
    """Without stakes the contracts are valued from one scoring per playout; that equals
    scoring every playout at every amount (``game_deltas``, the path the stakes take), in
    golden and dark rounds too."""
    for n, view in enumerate(_contract_views(6)):
        view = view.replace(golden=golden, dark=dark)
        finished = _playouts(view, 12, seed=n)
        amounts = list(range(100, 200, 5))
        mult, declarer_mult = multipliers(golden, dark)
        each = [sum(relative(game_deltas(pos, a, view, None, mult, declarer_mult, a + margin),
                             view.seat) for pos in finished) / len(finished)
                for a in amounts]
        assert contract_values(view, finished, amounts, margin, None) == pytest.approx(each)


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


def test_the_gifts_keep_their_own_time_limit_apart_from_the_cards() -> None:
    """The page limits a card decision's sampling more tightly than the gifts': a card
    limit that stops every sampling at once leaves the gifts as they are without one,
    and the gifts' own limit is what cuts them short."""
    views = []
    for seed in range(24):
        game = GameState.new(Rules.preset("two_players" if seed % 2 else "classic"),
                             seed=seed)
        for state in heuristic_states(game):
            view = view_of(state, state.to_move or 0)
            if _kind(list(view.legal)) == "give":
                views.append(view)
                break
    assert len(views) >= 12
    unlimited = SearchAgent(seconds=None, declare_seconds=None)
    card_limit = SearchAgent(seconds=1e-9, declare_seconds=None)
    gift_limit = SearchAgent(seconds=None, declare_seconds=1e-9)
    cut_short = 0
    for view in views:
        full = unlimited.decide(view, view.legal, random.Random(3))
        assert card_limit.decide(view, view.legal, random.Random(3)) == full
        cut_short += gift_limit.decide(view, view.legal, random.Random(3)) != full
    assert cut_short
