"""The replay's slider: drawn as a labelled range over the record's actions, a jump to any
action lands where the record's replay stands, and a jump does not stop at summaries."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from thousand.record import from_json, replay
from ui.controller import WATCH, Controller
from ui.i18n import LANGS, tr
from ui.render import watchbar

RECORDS = Path(__file__).resolve().parents[1] / "records"


def watching(name: str = "classic_d1.json") -> Controller:
    return Controller.from_record(json.loads((RECORDS / name).read_text(encoding="utf-8")),
                                  WATCH)


def slider(html: str) -> str:
    found = re.search(r'<input type="range"[^>]*>', html)
    assert found, html
    return found.group(0)


@pytest.mark.parametrize("lang", LANGS)
def test_the_slider_spans_the_record_and_says_where_it_stands(lang: str) -> None:
    tag = slider(watchbar.render(lang, 7, 40, paused=True))
    assert 'min="0"' in tag and 'max="40"' in tag and 'value="7"' in tag
    assert f'aria-label="{tr(lang, "watch_seek")}"' in tag
    assert f'aria-valuetext="{tr(lang, "watching", pos=7, total=40)}"' in tag
    assert 'data-ui="watch-seek"' in tag


def test_pause_and_play_are_one_element_so_the_slider_after_them_stays_put() -> None:
    keys = [re.findall(r'data-key="([^"]+)"', watchbar.render("en", 3, 9, paused=paused))
            for paused in (False, True)]
    assert keys[0] == keys[1]


@pytest.mark.parametrize("record", ["classic_d1.json", "barrel_three_tries.json"])
def test_a_jump_lands_where_the_record_replayed_to_there_stands(record: str) -> None:
    ctrl = watching(record)
    script = from_json(json.loads((RECORDS / record).read_text(encoding="utf-8")))
    total = ctrl.script_length
    for pos in (total // 2, 3, total, 0, total - 1, 1):
        ctrl.seek(pos, summaries_read=True)
        expected = replay(script, stop_after=pos).game
        assert ctrl.session.pos == pos
        assert ctrl.game.sheet == expected.sheet
        assert ctrl.game.round.history == expected.round.history


def test_a_jump_across_deals_does_not_stop_at_their_summaries() -> None:
    ctrl = watching("barrel_three_tries.json")
    ctrl.seek(ctrl.script_length - 1, summaries_read=True)
    assert len(ctrl.game.sheet) >= 2
    assert ctrl.summary_pending is None
    ctrl.seek(0, summaries_read=True)
    ctrl.seek(ctrl.script_length - 1)  # a step's way: each deal's summary in turn
    assert ctrl.summary_pending == 0
