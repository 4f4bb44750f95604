"""Undo: back to the player's previous decision, same deal, same computer replies."""

from __future__ import annotations

import random

import pytest

from thousand.errors import ThousandError
from thousand.record import from_json as record_from_json
from thousand.record import game_to_json, replay
from thousand.rules import Rules
from thousand.view import view_of
from ui.controller import Controller
from ui.storage import dumps_session, loads_session
from ui.undo import decision_points, rewind, undo_last


def advance(ctrl: Controller) -> None:
    while ctrl.bot_due():
        ctrl.step()


def human_moves(ctrl: Controller, rng: random.Random, count: int) -> list[str]:
    """Make ``count`` human moves within the first round (bots answer in between)."""
    done = []
    for _ in range(count):
        advance(ctrl)
        assert ctrl.human_to_move() and ctrl.game.entry == 1
        text = str(rng.choice(ctrl.view().legal))
        ctrl.act(text)
        done.append(text)
    advance(ctrl)
    return done


def first_round_with_decisions(seed_from: int, needed: int) -> tuple[Controller, list[str]]:
    """A seeded game whose first round gives the human at least ``needed`` decisions."""
    for seed in range(seed_from, seed_from + 200):
        ctrl = Controller.new_game(Rules(), seed=seed)
        rng = random.Random(seed)
        moves: list[str] = []
        try:
            for _ in range(needed):
                moves += human_moves(ctrl, rng, 1)
        except AssertionError:
            continue
        if ctrl.game.entry == 1 and ctrl.human_to_move():
            return ctrl, moves
    raise AssertionError("no seed gave enough decisions")


def test_undo_returns_to_the_position_before_the_last_decision() -> None:
    ctrl, _ = first_round_with_decisions(1, 3)
    before = None
    # Replay to learn the state just before the third human move.
    probe = Controller.new_game(Rules(), seed=ctrl.game.seed)
    rng = random.Random(ctrl.game.seed)
    human_moves(probe, rng, 2)
    before = probe.game
    ctrl.undo()
    assert ctrl.game.round.history == before.round.history
    assert ctrl.game.round.hands == before.round.hands
    assert ctrl.human_to_move()
    assert ctrl.session.undos == 1


def test_undo_twice_then_the_same_move_brings_the_same_bot_replies() -> None:
    ctrl, moves = first_round_with_decisions(20, 3)
    played = ctrl.game.round.history
    ctrl.undo()
    ctrl.undo()
    assert len(decision_points(ctrl.game, 0)) == 1
    ctrl.act(moves[1])
    advance(ctrl)
    ctrl.act(moves[2])
    advance(ctrl)
    # Same deal, same seeded computers: the round comes out exactly as before.
    assert ctrl.game.round.history == played
    assert ctrl.session.undos == 2


def test_undo_is_limited_to_the_round_and_refused_with_nothing_to_take_back() -> None:
    ctrl = Controller.new_game(Rules(), seed=3)
    advance(ctrl)
    while ctrl.can_undo:
        ctrl.undo()
    assert decision_points(ctrl.game, 0) == ()
    with pytest.raises(ThousandError):
        ctrl.undo()


def test_a_different_choice_after_undo_is_kept_in_the_record() -> None:
    ctrl, moves = first_round_with_decisions(40, 2)
    ctrl.undo()
    options = [str(a) for a in ctrl.view().legal if str(a) != moves[-1]]
    assert options, "the test needs a decision with a choice"
    ctrl.act(options[0])
    advance(ctrl)
    record = game_to_json(ctrl.game)
    actions = record["rounds"][0]["actions"]
    assert options[0] in actions
    # The record holds the game as finally played and replays to the same position.
    again = replay(record_from_json(record)).game
    assert again.round.history == ctrl.game.round.history


def test_the_view_after_undo_shows_nothing_the_player_had_not_seen() -> None:
    undone = 0
    for seed in range(60, 90):
        ctrl = Controller.new_game(Rules(), seed=seed)
        rng = random.Random(seed)
        seen: set[str] = set()
        try:
            for _ in range(4):
                advance(ctrl)
                if not ctrl.human_to_move() or ctrl.game.entry != 1:
                    break
                view = view_of(ctrl.game, 0)
                seen |= {c.text for c in view.hand} | {c.text for c in view.talon or ()}
                seen |= {c.text for c in view.played_cards}
                ctrl.act(str(rng.choice(view.legal)))
        except ThousandError:
            continue
        while ctrl.can_undo:
            ctrl.undo()
            undone += 1
            view = view_of(ctrl.game, 0)
            shown = ({c.text for c in view.hand} | {c.text for c in view.talon or ()}
                     | {c.text for c in view.played_cards})
            assert shown <= seen
    assert undone > 20


def test_rewind_refuses_a_position_outside_the_round() -> None:
    ctrl = Controller.new_game(Rules(), seed=5)
    advance(ctrl)
    with pytest.raises(ValueError):
        rewind(ctrl.game, len(ctrl.game.round.history) + 1)
    before_bot = undo_last(ctrl.game, 1)
    if decision_points(ctrl.game, 1):
        assert before_bot is not None
        assert len(before_bot.round.history) == decision_points(ctrl.game, 1)[-1]


def test_the_undo_count_survives_a_reload() -> None:
    ctrl, _ = first_round_with_decisions(80, 2)
    ctrl.undo()
    again = loads_session(dumps_session(ctrl.session))
    assert again.session.undos == 1
    assert again.game.round.history == ctrl.game.round.history
