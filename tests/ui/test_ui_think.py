"""The worker's decision messages (ui/think.py) and the controller's side of them."""

from __future__ import annotations

import base64
import json
import pickle
from dataclasses import replace

import pytest

from thousand.errors import ThousandError
from thousand.rules import PRESETS
from thousand.view import PlayerView
from ui.controller import Controller
from ui.difficulty import seat_levels
from ui.think import Thinker, decode, encode


def bots_game(level: str, seed: int = 11) -> Controller:
    """A game whose person sits at seat 0, played on by bots of ``level`` to a bot turn."""
    rules = PRESETS["classic"]
    ctrl = Controller.new_game(rules, "classic", seed,
                               levels=seat_levels((level,) * 3, rules.players))
    # The person plays its first legal action whenever it is due, so the game moves on.
    while not ctrl.bot_due():
        ctrl.act(str(ctrl.game.legal_actions()[0]))
    return ctrl


def test_request_round_trips_as_ascii_text() -> None:
    ctrl = bots_game("normal")
    request = ctrl.bot_request()
    assert request is not None
    text = encode(request)
    assert text.isascii()
    back = decode(text)
    assert back == request
    assert isinstance(back.view, PlayerView)
    assert back.view.seat == ctrl.game.to_move != 0


def test_decode_refuses_anything_but_a_request() -> None:
    with pytest.raises(TypeError):
        decode(base64.b64encode(pickle.dumps({"view": 1})).decode())


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_worker_answer_is_the_move_the_main_thread_makes(level: str) -> None:
    """Same view, agent and seed: the worker's answer equals ``Controller.step``'s move,
    move after move, so seeded games stay the same wherever the bots think."""
    here = bots_game(level)
    there = bots_game(level)
    thinker = Thinker()
    for _ in range(40):
        if there.human_to_move():
            person = str(there.game.legal_actions()[0])
            here.act(person)
            there.act(person)
            continue
        if not there.bot_due():
            break
        request = there.bot_request()
        assert request is not None
        assert request.agent == here.seat_agent_name(request.view.seat)
        reply = thinker.answer(encode(request))
        action = json.loads(reply)["action"]
        assert str(here.step()) == action
        there.apply_bot(action)
        assert here.game.round.history == there.game.round.history
        assert here.view() == there.view()
    assert thinker.decisions >= 5


def test_apply_bot_refuses_an_illegal_or_stale_move() -> None:
    ctrl = bots_game("normal")
    request = ctrl.bot_request()
    assert request is not None
    legal = {str(action) for action in ctrl.game.legal_actions()}
    wrong = next(text for text in ("play AS", "bid 300", "pass", "bid 120") if text not in legal)
    with pytest.raises(ThousandError):
        ctrl.apply_bot(wrong)
    ctrl.apply_bot(str(ctrl.game.legal_actions()[0]))
    while ctrl.bot_due():
        ctrl.step()
    with pytest.raises(ThousandError):  # the person's turn: no bot move is due
        ctrl.apply_bot(str(ctrl.game.legal_actions()[0]))


def test_thinker_keeps_one_agent_per_seat_and_name() -> None:
    ctrl = bots_game("hard")
    request = ctrl.bot_request()
    assert request is not None and request.agent == "search"
    thinker = Thinker()
    first = thinker.choose(request)
    again = thinker.choose(replace(request))
    assert first in {str(action) for action in request.view.legal} and again
    assert list(thinker.agents) == [(request.view.seat, "search")]
