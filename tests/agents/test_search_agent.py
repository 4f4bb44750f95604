"""The ``search`` agent: honest (blind to hidden cards), legal, and its playouts follow
the engine's rules card for card."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence

import pytest

from tests.helpers import heuristic_states
from thousand.actions import Action, Contract, Give, Play
from thousand.agents import make_agent
from thousand.agents.heuristic.agent import SEARCH_TRICKS
from thousand.agents.knowledge import Clues
from thousand.agents.search.agent import DEALS, SearchAgent, start_position, value_plays
from thousand.agents.search.declarer import Settings, pick_contract, plan_gifts, price_declarer
from thousand.agents.search.inference import auction
from thousand.agents.search.rollout import greedy
from thousand.cards import Card
from thousand.errors import IllegalActionError
from thousand.game import GameState
from thousand.round import Deal, Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of


def _swapped(deal: Deal, a: int, b: int, card_a: Card, card_b: Card) -> Deal:
    hands = [list(h) for h in deal.hands]
    hands[a][hands[a].index(card_a)] = card_b
    hands[b][hands[b].index(card_b)] = card_a
    return Deal(tuple(tuple(h) for h in hands), deal.talons)


def _one_round(rules: Rules, seed: int) -> tuple[GameState, list[GameState], list[Action]]:
    """One round of heuristic play: the states before every action, and the actions."""
    game = GameState.new(rules, seed=seed)
    agent = make_agent("heuristic")
    states: list[GameState] = []
    actions: list[Action] = []
    while game.round.phase is not Phase.DONE and not game.sheet:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        action = agent.choose(view, view.legal, random.Random(len(actions)))
        states.append(game)
        actions.append(action)
        game = game.apply(action)
    return game, states, actions


def _swapped_talon(deal: Deal, seat: int, talon: int, card_hand: Card, card_talon: Card) -> Deal:
    hands = [list(h) for h in deal.hands]
    talons = [list(t) for t in deal.talons]
    hands[seat][hands[seat].index(card_hand)] = card_talon
    talons[talon][talons[talon].index(card_talon)] = card_hand
    return Deal(tuple(tuple(h) for h in hands), tuple(tuple(t) for t in talons))


def _hidden_swap(state: GameState, deal: Deal, seat: int) -> Deal | None:
    """The deal with one card the seat cannot see swapped with another it cannot see:
    between the other two active hands, or (two players) between the opponent's hand and
    the talon not taken. Only cards still where they were dealt are moved."""
    rnd = state.round
    gifts = {c for _, c in rnd.gifts}
    others = [s for s in rnd.setup.active_seats() if s != seat]
    movable = {s: [c for c in deal.hands[s] if c in rnd.hands[s] and c not in gifts]
               for s in others}
    if len(others) == 2:
        a, b = others
        if not movable[a] or not movable[b]:
            return None
        return _swapped(deal, a, b, movable[a][0], movable[b][-1])
    if rnd.talon_index is None:
        return None
    talon = 1 - rnd.talon_index
    lying = [c for c in deal.talons[talon] if c not in rnd.discard]
    if not movable[others[0]] or not lying:
        return None
    return _swapped_talon(deal, others[0], talon, movable[others[0]][0], lying[-1])


def _twin_views(rules: Rules, seeds: range, wanted: Callable[[Sequence[Action]], bool]
                ) -> Iterator[tuple[int, PlayerView, PlayerView]]:
    """For each decision of heuristic rounds whose legal actions are ``wanted``: the
    seat's view in the real deal and in the deal with two cards it cannot see swapped
    (``_hidden_swap``), with the decision's index. The two views are equal while the
    hidden cards really differ (both asserted); a swap that would have changed an
    earlier move's legality is skipped."""
    for seed in seeds:
        first, states, actions = _one_round(rules, seed)
        if first.sheet and first.sheet[-1].redealt:
            continue
        deal = GameState.new(rules, seed=seed).round.deal
        for k, state in enumerate(states):
            seat = state.to_move
            assert seat is not None
            if not wanted(state.legal_actions()):
                continue
            swapped = _hidden_swap(state, deal, seat)
            if swapped is None:
                continue
            other = GameState.new(rules, seed=seed, deal=swapped)
            try:
                for action in actions[:k]:
                    other = other.apply(action)
            except IllegalActionError:
                continue  # the swap changed what was legal earlier
            assert (state.round.hands, state.round.deal.talons) \
                != (other.round.hands, other.round.deal.talons)
            view_a, view_b = view_of(state, seat), view_of(other, seat)
            assert view_a == view_b
            yield k, view_a, view_b


def _choices(*kinds: type) -> Callable[[Sequence[Action]], bool]:
    """Whether legal actions offer a choice (two or more) of one of ``kinds``."""
    def offers(legal: Sequence[Action]) -> bool:
        return any(sum(isinstance(a, kind) for a in legal) >= 2 for kind in kinds)
    return offers


@pytest.mark.parametrize("preset", ["classic", "four_players", "two_players"])
def test_search_decisions_ignore_cards_the_seat_cannot_see(preset: str) -> None:
    """Two deals that differ only in two cards swapped between places the seat cannot see
    (the other hands; with two players the talon not taken too) give the seat the same
    view, and the search (same seed, the clues of bids and leads on, the end-of-round
    solver's deals weighted by the auction) the same decision, at every card play where
    it searches; the hidden cards really differ, and some of those views carry clues or
    a readable auction in the solver's tricks."""
    rules = Rules.preset(preset)
    searched = clued = weighed = 0
    for k, view_a, view_b in _twin_views(rules, range(8), _choices(Play)):
        agent = SearchAgent(deals=4, settings=Settings(infer=1, judge_infer=2))
        choice_a = agent.decide(view_a, view_a.legal, random.Random(k))
        choice_b = agent.decide(view_b, view_b.legal, random.Random(k))
        assert choice_a == choice_b
        values_a = value_plays(view_a, [p for p in view_a.legal if isinstance(p, Play)],
                               random.Random(k), deals=4, infer=True)
        values_b = value_plays(view_b, [p for p in view_b.legal if isinstance(p, Play)],
                               random.Random(k), deals=4, infer=True)
        assert values_a == values_b
        assert values_a is not None  # the search ran, two players included
        clues = Clues.of(view_a)
        clued += bool(clues.floors or clues.lacks)
        weighed += bool(auction(view_a)) and len(view_a.hand) <= SEARCH_TRICKS
        searched += 1
    assert searched >= 40
    assert clued >= 5
    assert preset == "two_players" or weighed >= 5


@pytest.mark.parametrize("preset", ["classic", "four_players", "igrafan"])
def test_playouts_follow_the_engine_card_for_card(preset: str) -> None:
    """From the first card of real rounds, the playout's every move is legal in the engine
    and its points, marriages and tricks come out as the engine counts them."""
    rules = Rules.preset(preset)
    checked = 0
    for seed in range(10):
        _, states, _ = _one_round(rules, seed)
        start = next((s for s in states if s.round.phase is Phase.PLAY), None)
        if start is None:
            continue
        state = start.round
        seat = state.to_move
        assert seat is not None
        view = view_of(start, seat)
        hands = {s: state.hands[s] for s in state.setup.active_seats()}
        pos = start_position(view, hands)
        mover: int = seat
        while pos.hands[mover]:
            action = greedy(pos, mover)
            assert action in state.legal_actions()
            state = state.apply(action)
            leader = pos.play(action)
            mover = leader if leader is not None else pos.next_seat(mover)
            assert state.to_move is None or state.to_move == mover
        for s in pos.order:
            assert pos.taken[s] == state.taken[s]
            assert pos.marriages[s] == state.marriage_points[s]
            assert pos.tricks[s] == state.trick_count[s]
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("preset", ["classic", "two_players", "four_players"])
def test_search_plays_whole_rounds_legally_and_reproducibly(preset: str) -> None:
    """A seeded game with the search in seat 0 is the same game every time it is played."""
    rules = Rules.preset(preset)

    def run() -> list[Action]:
        game = GameState.new(rules, seed=5)
        agents = [make_agent("search")]
        agents += [make_agent("heuristic") for _ in range(rules.players - 1)]
        out: list[Action] = []
        while len(game.sheet) < 2 and not game.is_over:
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            action = agents[seat].choose(view, view.legal, random.Random(len(out)))
            assert action in view.legal
            out.append(action)
            game = game.apply(action)
        return out

    assert run() == run()


def _first_view(rules: Rules, seed: int, want: type, min_choices: int = 2) -> PlayerView:
    """The first decision of heuristic play where the seat to move has ``min_choices``
    legal actions of kind ``want``."""
    for game in heuristic_states(GameState.new(rules, seed=seed)):
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        if sum(isinstance(a, want) for a in view.legal) >= min_choices:
            return view
    raise AssertionError("no such decision")


def test_advice_values_the_cards_and_includes_the_hinted_one() -> None:
    from thousand.agents.hint import advise

    rules = Rules.preset("classic")
    for seed in range(3):
        view = _first_view(rules, seed, Play, min_choices=3)
        advice = advise(view, deals=6)
        assert advice.action in view.legal
        assert 2 <= len(advice.options) <= 3
        assert advice.action in [o.action for o in advice.options]
        assert all(o.action in view.legal for o in advice.options)
        values = [o.value for o in advice.options]
        # Best first, except that the hinted action may be appended out of order.
        head = values if advice.options[-1].action != advice.action else values[:-1]
        assert head == sorted(head, reverse=True)
        assert advice.deals == 6
        assert advise(view, deals=6) == advice


def test_advice_values_bids_and_passing() -> None:
    from thousand.actions import Bid, Pass
    from thousand.agents.hint import advise

    rules = Rules.preset("classic")
    view = _first_view(rules, 1, Bid, min_choices=1)
    if not any(isinstance(a, Pass) for a in view.legal):
        view = _first_view(rules, 2, Bid, min_choices=1)
    advice = advise(view, deals=6, top=10)
    kinds = {type(o.action) for o in advice.options}
    assert kinds == {Bid, Pass}
    # On the same deals a higher bid gains at most the difference (both made) and
    # otherwise loses: so no bid is worth more than a lower one plus the difference.
    bids = sorted((o.action.amount, o.value) for o in advice.options
                  if isinstance(o.action, Bid))
    assert len(bids) >= 2
    for (low, low_value), (high, high_value) in itertools.pairwise(bids):
        assert high_value - low_value <= high - low + 0.2


def test_hint_values_text_names_each_choice_with_its_score() -> None:
    from thousand.actions import Bid, Pass
    from thousand.agents.hint import Option
    from ui.features.hint.values import values_text

    options = [Option(Play(0, Card.parse("10H")), 38.4), Option(Play(0, Card.parse("KS"), True),
                                                                 -2.0),
               Option(Bid(0, 110), -21.0), Option(Pass(0), 5.0)]
    assert values_text("en", options) == ("Expected result of the deal (points against the "
                                          "others): 10♥: +38, K♠ declaring: −2, bid 110: −21, "
                                          "pass: +5.")
    assert "ставка 110: −21" in values_text("ru", options)
    assert values_text("ru", []) == ""


@pytest.mark.parametrize("preset", ["classic", "four_players", "two_players"])
def test_gifts_and_contract_ignore_cards_the_seat_cannot_see(preset: str) -> None:
    """The declarer's gifts and contract, searched over sampled deals (with two players
    the unseen talon dealt too), come out the same for two deals that differ only in
    cards it cannot see, and so do the values of every option the hint and the coach
    show (conceding and the talon redeal included); the search really ran (it returned
    a choice) at each of them."""
    rules = Rules.preset(preset)
    checked = 0
    for k, view_a, view_b in _twin_views(rules, range(12), _choices(Give, Contract)):
        settings = Settings(gift_deals=3, contract_deals=4)
        search = plan_gifts if _choices(Give)(view_a.legal) else pick_contract
        found_a = search(view_a, view_a.legal, random.Random(k), settings)
        found_b = search(view_b, view_b.legal, random.Random(k), settings)
        assert found_a is not None and found_a in view_a.legal
        assert found_a == found_b
        priced_a = price_declarer(view_a, view_a.legal, random.Random(k), settings)
        priced_b = price_declarer(view_b, view_b.legal, random.Random(k), settings)
        assert priced_a is not None and priced_a == priced_b
        assert priced_a.choice == found_a  # the choice is the search's own, from its values
        agent = SearchAgent(deals=4, settings=settings)
        assert agent.decide(view_a, view_a.legal, random.Random(k)) \
            == agent.decide(view_b, view_b.legal, random.Random(k))
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize("preset", ["two_players", "classic"])
def test_card_search_says_over_how_many_deals_it_valued_the_card(preset: str) -> None:
    """A card the search picks over the heuristic's says over how many deals it was
    valued: every one of ``DEALS``, whatever the player count (no time limit here)."""
    rules = Rules.preset(preset)
    agent = SearchAgent(seconds=None)
    counts: set[str] = set()
    for seed in range(12):
        _, states, _ = _one_round(rules, seed)
        for state in states:
            assert state.to_move is not None
            view = view_of(state, state.to_move)
            if sum(isinstance(a, Play) for a in view.legal) < 2:
                continue
            choice = agent.decide(view, view.legal, random.Random(seed))
            if choice.key == "search_playout":
                counts.add(choice.text.split(" over ")[1].split()[0])
        if counts:
            break
    assert counts == {str(DEALS)}
