"""The turn loop without a browser: bots move, the human is asked, summaries pause play."""

from __future__ import annotations

import json
import random

import pytest

from thousand.errors import RecordError, ThousandError
from thousand.game import GameState
from thousand.record import dumps, game_to_json, replay
from thousand.record import loads as load_record
from thousand.rules import Rules
from ui.controller import PLAY, WATCH, Controller, best_agent_name


def advance_to_human(ctrl: Controller) -> None:
    while ctrl.bot_due():
        ctrl.step()


def play_to_end(ctrl: Controller, rng: random.Random, limit: int = 5000) -> int:
    """Play a whole game: bots by the controller, the human by random legal choice."""
    moves = 0
    for _ in range(limit):
        advance_to_human(ctrl)
        if ctrl.summary_pending is not None:
            ctrl.close_summary()
            continue
        if ctrl.game.is_over:
            return moves
        assert ctrl.human_to_move()
        ctrl.act(str(rng.choice(ctrl.view().legal)))
        moves += 1
    raise AssertionError("game did not end")


def test_bots_move_until_the_human_must_act() -> None:
    ctrl = Controller.new_game(Rules(), seed=8)
    advance_to_human(ctrl)
    assert ctrl.human_to_move()
    assert not ctrl.bot_due()
    with pytest.raises(ThousandError):
        ctrl.step()
    assert best_agent_name() in ("heuristic", "random")


def test_the_human_may_only_play_legal_actions_on_their_turn() -> None:
    ctrl = Controller.new_game(Rules(), seed=8)
    advance_to_human(ctrl)
    before = ctrl.game
    with pytest.raises(ThousandError):
        ctrl.act("0: play AS" if ctrl.game.phase != "play" else "0: bid 100")
    with pytest.raises(ThousandError):
        ctrl.act("1: pass")
    assert ctrl.game is before
    legal = ctrl.view().legal[0]
    assert ctrl.act(str(legal)) == legal
    assert ctrl.game is not before


def test_a_whole_game_ends_and_every_round_summary_is_shown_once() -> None:
    ctrl = Controller.new_game(Rules(barrel=None), seed=3, start_scores=(900, 900, 900))
    moves = play_to_end(ctrl, random.Random(1))
    assert moves > 0
    assert ctrl.game.is_over and ctrl.summary_pending is None
    assert ctrl.session.seen == len(ctrl.game.sheet)
    result = replay(load_record(dumps(ctrl.game)))
    assert result.game.scores == ctrl.game.scores


def test_bots_are_deterministic_for_a_seed() -> None:
    a = Controller.new_game(Rules(), seed=21)
    b = Controller.new_game(Rules(), seed=21)
    advance_to_human(a)
    advance_to_human(b)
    assert a.game.round.history == b.game.round.history


def test_a_record_can_be_continued_or_watched() -> None:
    game = GameState.new(Rules(), seed=5)
    rng = random.Random(2)
    for _ in range(40):
        game = game.apply(rng.choice(game.legal_actions()))
    data = game_to_json(game)
    cont = Controller.from_record(data, PLAY)
    assert cont.game.round.history == game.round.history and cont.game.scores == game.scores
    watch = Controller.from_record(json.loads(json.dumps(data)), WATCH)
    assert watch.watching and watch.actions_done == 0 and watch.script_length == 40
    steps = 0
    while watch.bot_due():
        watch.step()
        steps += 1
        if watch.summary_pending is not None:
            watch.close_summary()
    assert steps == 40
    assert watch.game.round.history == game.round.history
    assert watch.game.scores == game.scores
    watch.take_over()
    assert not watch.watching


def test_a_broken_record_is_refused_with_the_reason() -> None:
    data = game_to_json(GameState.new(Rules(), seed=5))
    data["rounds"][0]["actions"] = ["0: play AS"]
    with pytest.raises(RecordError, match='round 1: "0: play AS"'):
        Controller.from_record(data, PLAY)
    with pytest.raises(RecordError):
        Controller.from_record({"format": "other"}, WATCH)


def test_watching_uses_the_records_own_deals_not_the_seed() -> None:
    game = GameState.new(Rules(), seed=5)
    rng = random.Random(3)
    while len(game.sheet) < 3:
        game = game.apply(rng.choice(game.legal_actions()))
    data = game_to_json(game)
    data["seed"] = 999  # the deals in the record, not the seed, decide the cards
    expected = replay(load_record(json.dumps(data))).game
    assert expected.scores == game.scores
    watch = Controller.from_record(data, WATCH)
    while watch.bot_due() or watch.summary_pending is not None:
        if watch.summary_pending is not None:
            watch.close_summary()
        else:
            watch.step()
    assert watch.game.scores == expected.scores
    assert watch.game.round.history == expected.round.history
