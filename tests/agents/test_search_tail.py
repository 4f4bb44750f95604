"""The last tricks of a playout solved exactly (``search/tail.py``): the solver's best
take agrees with trying every card of the real engine (with two players, the talon the
last trick takes included), a playout that hands its last tricks to it is scored by
that take, and without a tail the playouts are the greedy rule's alone."""

from __future__ import annotations

import random

import pytest

from thousand.actions import Play
from thousand.agents import make_agent
from thousand.agents.endgame import Endgame
from thousand.agents.search.agent import start_position, talon_bonus, value_plays
from thousand.agents.search.rollout import deltas, playout
from thousand.agents.search.tail import UNIT, Tail, tail_settler
from thousand.game import GameState
from thousand.round import Phase, RoundState
from thousand.rules import Rules
from thousand.view import PlayerView, view_of

from .test_search import VARIANTS, engine_best


def _trick_starts(rules: Rules, seed: int, cards_left: int) -> list[GameState]:
    """Heuristic self-play at the start of each trick with ``cards_left`` cards a hand."""
    agent = make_agent("heuristic")
    rng = random.Random(seed)
    game = GameState.new(rules, seed=seed)
    found = []
    while not game.is_over and len(game.sheet) < 6:
        state = game.round
        seat = game.to_move
        assert seat is not None
        if (state.phase is Phase.PLAY and not state.trick and state.tricks
                and len(state.hands[seat]) == cards_left):
            found.append(game)
        view = view_of(game, seat)
        game = game.apply(agent.choose(view, view.legal, rng))
    return found


def _positions(cards_left: int) -> list[GameState]:
    return [game for index, rules in enumerate(VARIANTS) for seed in range(3)
            for game in _trick_starts(rules, 200 * index + seed, cards_left)]


def _declarer_of(game: GameState) -> tuple[RoundState, int, PlayerView, int]:
    """The round, its declarer, the declarer's view and the seat to move at a position
    of play."""
    state = game.round
    declarer = state.declarer
    assert declarer is not None and game.to_move is not None
    return state, declarer, view_of(game, declarer), game.to_move


def _marriages_of(state: RoundState, declarer: int) -> int:
    return sum(m.value for m in state.declared if m.seat == declarer)


def _so_far(state: RoundState, declarer: int) -> int:
    """The declarer's card points and own marriages so far."""
    return state.taken[declarer] + _marriages_of(state, declarer)


@pytest.mark.parametrize("cards_left", [2, 3])
def test_the_best_take_is_the_engines_with_best_play_on_both_sides(cards_left: int) -> None:
    games = _positions(cards_left)
    assert len(games) >= 20
    short = 0
    for game in games:
        state, declarer, view, to_move = _declarer_of(game)
        taken = _so_far(state, declarer)
        hands = {s: state.hands[s] for s in view.active_seats}
        truth = engine_best(state, declarer)
        solver = Endgame(state.setup.rules, declarer, view.active_seats, None)
        best = solver.most_from(hands, to_move, state.trump, state.trump_declarer,
                                taken, UNIT)
        assert best == truth // UNIT * UNIT, (truth, best, state.setup.rules)
        for need in (truth - taken, truth - taken + 1):
            assert solver.reaches_from(hands, to_move, state.trump,
                                       state.trump_declarer, need) is (need <= truth - taken)
        short += truth < taken + sum(c.points for h in hands.values() for c in h)
    assert short  # the defence keeps something from the declarer somewhere


def test_a_playout_handed_to_the_solver_is_scored_by_its_take() -> None:
    """From the start of a trick with three cards a hand, the playout's declarer is
    scored by the best take (at the best take the contract is made, five above it
    lost), while the greedy rule still plays every card out."""
    games = [g for g in _positions(3) if g.round.setup.rules.players == 3]
    assert len(games) >= 5
    for game in games:
        state, declarer, view, to_move = _declarer_of(game)
        truth = engine_best(state, declarer) // UNIT * UNIT
        pos = start_position(view, {s: state.hands[s] for s in view.active_seats})
        playout(pos, to_move, Tail(view.rules, declarer, view.active_seats, 3).settle)
        assert pos.settled == truth and pos.declarer_take() == truth
        assert not any(pos.hands.values())
        assert state.contract is not None
        for amount in (truth, truth + UNIT, state.contract):
            one = Tail(view.rules, declarer, view.active_seats, 3, amount)
            again = start_position(view, {s: state.hands[s] for s in view.active_seats})
            playout(again, to_move, one.settle)
            value = deltas(again, amount, view.on_barrel, view.bolts)[declarer]
            made = amount <= truth
            assert (again.declarer_take() >= amount) is made
            if again.tricks[declarer]:
                assert value == (amount if made else -amount)


def _engine_total(state: RoundState, declarer: int) -> int:
    """The declarer's final total with best play on both sides, as the engine scores it:
    with two players the last trick's talon included (``RoundState.card_points``)."""
    if state.phase is not Phase.PLAY:
        return state.card_points()[declarer] + _marriages_of(state, declarer)
    totals = [_engine_total(state.apply(a), declarer) for a in state.legal_actions()]
    return max(totals) if state.to_move == declarer else min(totals)


@pytest.mark.parametrize("cards_left", [2, 3])
def test_with_two_players_the_last_trick_takes_the_talon_as_the_engine_scores_it(
        cards_left: int) -> None:
    """The talon not taken and the declarer's discard go to the last trick's winner: the
    solver's best take counts them as the real engine does, and a playout handed to the
    solver is scored by that take."""
    rules = Rules.preset("two_players")
    games = [g for seed in range(8) for g in _trick_starts(rules, 300 + seed, cards_left)]
    assert len(games) >= 10
    bonus_decides = 0
    for game in games:
        state, declarer, view, to_move = _declarer_of(game)
        hidden = state.deal.talons[1 - (state.talon_index or 0)]
        bonus = talon_bonus(view, hidden)
        assert bonus == sum(c.points for c in (*hidden, *state.discard))
        taken = _so_far(state, declarer)
        hands = {s: state.hands[s] for s in view.active_seats}
        truth = _engine_total(state, declarer)
        with_bonus = Endgame(rules, declarer, view.active_seats, None, bonus=bonus)
        best = with_bonus.most_from(hands, to_move, state.trump, state.trump_declarer,
                                    taken, UNIT)
        assert best == truth // UNIT * UNIT, (truth, best)
        without = Endgame(rules, declarer, view.active_seats, None)
        bonus_decides += without.most_from(hands, to_move, state.trump,
                                           state.trump_declarer, taken, UNIT) != best
        pos = start_position(view, hands, hidden)
        settle = tail_settler(view, cards_left)
        assert settle is not None
        playout(pos, to_move, settle)
        assert pos.declarer_take() == best
    assert bonus_decides  # somewhere the talon changes the declarer's best take


def test_with_two_players_a_card_into_the_last_trick_counts_the_talon() -> None:
    """``Endgame.after`` on the last trick's second card: the declarer reaches exactly
    the engine's total, the talon included."""
    rules = Rules.preset("two_players")
    checked = 0
    for seed in range(8):
        for game in _trick_starts(rules, 300 + seed, 1):
            state, declarer, view, _ = _declarer_of(game)
            hidden = state.deal.talons[1 - (state.talon_index or 0)]
            led = state.apply(state.legal_actions()[0])
            follow = led.legal_actions()
            assert len(follow) == 1 and isinstance(follow[0], Play)
            taken = _so_far(led, declarer)
            truth = _engine_total(led, declarer)
            solver = Endgame(rules, declarer, view.active_seats, None,
                             bonus=talon_bonus(view, hidden))
            hands = {s: led.hands[s] for s in view.active_seats}
            for need in (truth - taken, truth - taken + 1):
                reached = solver.after(hands, led.trick, follow[0], led.trump, need)
                assert reached is (need <= truth - taken)
            checked += 1
    assert checked >= 5


def test_the_solver_is_left_out_without_the_knob() -> None:
    assert tail_settler(view_of(GameState.new(Rules.preset("classic"), seed=1), 0), 0) is None


def test_without_the_knob_the_card_search_values_as_before() -> None:
    """``tail=0`` (``value_plays``' own default) plays out exactly as the greedy rule
    alone; a tail changes the values of some cards in some positions."""
    changed = 0
    for game in _positions(6)[:12]:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        plays = [a for a in view.legal if isinstance(a, Play)]
        plain = value_plays(view, plays, random.Random(5), deals=6)
        off = value_plays(view, plays, random.Random(5), deals=6, tail=0)
        assert plain == off
        solved = value_plays(view, plays, random.Random(5), deals=6, tail=5)
        changed += plain != solved
    assert changed
