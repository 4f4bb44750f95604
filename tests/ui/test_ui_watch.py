"""Watching a record: pause, one action back or on, exactly as the record has it."""

from __future__ import annotations

import json
from pathlib import Path

from ui.controller import WATCH, Controller
from ui.render import watchbar

RECORD = Path(__file__).resolve().parents[1] / "records" / "classic_d1.json"


def watching() -> Controller:
    return Controller.from_record(json.loads(RECORD.read_text(encoding="utf-8")), WATCH)


def test_a_paused_replay_does_not_move_by_itself() -> None:
    ctrl = watching()
    assert ctrl.bot_due()
    ctrl.paused = True
    assert not ctrl.bot_due()


def test_stepping_back_and_on_gives_the_same_positions_as_playing_on() -> None:
    ctrl = watching()
    seen = []
    for _ in range(12):
        ctrl.step()
        seen.append(ctrl.game)
    ctrl.paused = True
    ctrl.seek(ctrl.session.pos - 5)
    assert ctrl.session.pos == 7
    assert ctrl.game.round.history == seen[6].round.history
    ctrl.seek(ctrl.session.pos + 1)
    assert ctrl.session.pos == 8 and ctrl.game.round.history == seen[7].round.history
    ctrl.seek(-3)
    assert ctrl.session.pos == 0 and not ctrl.game.round.history
    ctrl.seek(10 ** 6)
    assert ctrl.session.pos == ctrl.script_length


def test_the_bar_offers_pause_or_play_and_the_steps_it_can_take() -> None:
    start = watchbar.render("en", 0, 40, paused=False)
    assert 'data-ui="watch-pause"' in start and 'data-ui="watch-play"' not in start
    assert 'data-ui="watch-back"' in start
    back = start.split('data-ui="watch-back"', 1)[1].split(">", 1)[0]
    assert "disabled" in back  # nothing before the first action
    paused = watchbar.render("ru", 7, 40, paused=True)
    assert 'data-ui="watch-play"' in paused and "ход 7 из 40" in paused
