"""The score sheet marks what paper sheets mark beside a number that did not come from
the deal's points: a fall from the barrel, a score sent to zero by the falls, the
samosval; the deal's summary names the same events in a labelled row, and says the
bolts row is a running count."""

from __future__ import annotations

import json
import re

import pytest

from thousand.game import GameState
from thousand.record import loads, replay
from thousand.view import view_of
from ui.render.page import render_sheet, render_summary

from ..helpers import RECORDS


def game_of(name: str, **rules: object) -> GameState:
    data = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    data["rules"] = {**data.get("rules", {}), **rules}
    return replay(loads(json.dumps(data))).game


def cell(sheet: str, row: int, seat: int) -> str:
    body = re.search(rf'<tr data-row="{row}">(.*?)</tr>', sheet, re.S)
    assert body, f"no row {row}"
    cells: list[str] = re.findall(r"<td>(.*?)</td>", body.group(1), re.S)
    return cells[2 + seat]


def marks(html: str) -> list[str]:
    return re.findall(r'class="mark (\w+)"', html)


def test_a_fall_from_the_barrel_is_marked_where_it_happened() -> None:
    game = game_of("barrel_three_tries.json")
    sheet = render_sheet(view_of(game, 0), "en")
    assert "fell" in marks(cell(sheet, 4, 0))
    assert "zero" not in marks(cell(sheet, 4, 0))
    for row in (1, 2, 3):
        assert "fell" not in marks(cell(sheet, row, 0)), row


def test_a_fall_that_sends_the_score_to_zero_is_marked_twice() -> None:
    game = game_of("barrel_three_tries.json", barrel_falls_to_zero=1)
    sheet = render_sheet(view_of(game, 0), "en")
    assert {"fell", "zero"} <= set(marks(cell(sheet, 4, 0)))


def test_the_samosval_is_marked_for_each_seat_it_hit() -> None:
    game = game_of("samosval.json")
    sheet = render_sheet(view_of(game, 0), "en")
    assert "samosval" in marks(cell(sheet, 1, 0)) and "samosval" in marks(cell(sheet, 1, 1))
    assert "samosval" not in marks(cell(sheet, 1, 2))


@pytest.mark.parametrize("lang", ["ru", "en", "pl", "uk"])
def test_the_legend_names_every_mark(lang: str) -> None:
    from ui.i18n import tr

    legend = tr(lang, "sheet_legend")
    for key in ("fell_mark", "zero_mark", "samosval"):
        assert tr(lang, key).lower() in legend.lower(), (lang, key)


def test_the_summary_labels_its_rows() -> None:
    game = game_of("samosval.json")
    view = view_of(game, 0)
    summary = render_summary(game.sheet[0], view, "en")
    assert "<tr><th></th>" not in summary.split("<tbody>", 1)[1]
    assert "<th>Marks</th>" in summary and "<th>Bolts (total)</th>" in summary
