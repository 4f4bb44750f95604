"""The save format: a reload lands on the same position; broken saves raise SaveError."""

from __future__ import annotations

import json
import random

import pytest

from thousand.rules import Rules
from ui.controller import WATCH, Controller
from ui.storage import SAVE_FORMAT, SaveError, dumps_session, loads_session

from .test_ui_controller import advance_to_human


def test_save_and_resume_give_exactly_the_same_position() -> None:
    ctrl = Controller.new_game(Rules(players=4), "four_players", seed=12)
    rng = random.Random(4)
    for _ in range(25):
        advance_to_human(ctrl)
        if ctrl.summary_pending is not None:
            break
        ctrl.act(str(rng.choice(ctrl.view().legal)))
    text = dumps_session(ctrl.session)
    again = loads_session(text)
    assert again.view() == ctrl.view()
    assert again.session.preset == "four_players"
    assert again.session.seen == ctrl.session.seen
    assert dumps_session(again.session) == text


def test_watch_mode_position_survives_a_reload() -> None:
    source = Controller.new_game(Rules(), seed=6)
    advance_to_human(source)
    from thousand.record import game_to_json

    watch = Controller.from_record(game_to_json(source.game), WATCH)
    watch.step()
    again = loads_session(dumps_session(watch.session))
    assert again.watching and again.session.pos == 1
    assert again.view() == watch.view()


@pytest.mark.parametrize("text", [
    "", "not json", "[]", json.dumps({"format": "thousand-save/0"}),
    json.dumps({"format": SAVE_FORMAT, "record": {"format": "x"}}),
    json.dumps({"format": SAVE_FORMAT, "mode": "fly", "record": {}}),
    json.dumps({"format": SAVE_FORMAT, "record": {"rounds": [{"actions": ["0: play AS"]}]}}),
    json.dumps({"format": SAVE_FORMAT, "human": 7, "record": {}}),
])
def test_broken_or_old_saves_raise_save_error(text: str) -> None:
    with pytest.raises(SaveError):
        loads_session(text)


def test_mutated_saves_load_or_raise_save_error_only() -> None:
    """Fuzz: damage a real save in random places; nothing but SaveError may come out."""
    ctrl = Controller.new_game(Rules(), seed=3)
    advance_to_human(ctrl)
    good = json.loads(dumps_session(ctrl.session))
    rng = random.Random(0)
    junk: list[object] = [None, -1, 0, 1, 2.5, True, "", "x", "AH", [], {}, [[]], {"a": 1}, 10**30]
    outcomes = {"ok": 0, "refused": 0}

    def mutate(node: object) -> object:
        if isinstance(node, dict) and node and rng.random() < 0.7:
            key = rng.choice(sorted(node))
            copy = dict(node)
            if rng.random() < 0.2:
                del copy[key]
            else:
                copy[key] = mutate(node[key])
            return copy
        if isinstance(node, list) and node and rng.random() < 0.7:
            items = list(node)
            index = rng.randrange(len(items))
            items[index] = mutate(items[index])
            return items
        return rng.choice(junk)

    for _ in range(400):
        text = json.dumps(mutate(good))
        try:
            loads_session(text)
            outcomes["ok"] += 1
        except SaveError:
            outcomes["refused"] += 1
    assert outcomes["refused"] > 100
