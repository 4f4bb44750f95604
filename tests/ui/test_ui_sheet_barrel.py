"""The barrel in the page's score sheet, drawn from the engine's summaries: a dealer on
the barrel whose redeal is refused under ``redeal_limit`` falls off (RULES.md §11), and
the fall must reach the sheet and the deal's summary with the −120 and the mark; the
seat that wins the game has passed the barrel, so its last row has no barrel mark."""

from __future__ import annotations

import json
import re

from thousand.record import loads, replay
from thousand.view import view_of
from ui.render.page import render_sheet, render_summary

from ..helpers import DEALS, RECORDS, deal_round, record

D1_ACTIONS = DEALS["D1"][2]


def fallen_game() -> tuple[str, str]:
    """The sheet and the second deal's summary of a game in which seat 0 climbs (deal 1),
    then deals deal 2 on the barrel, where seat 2's redeal is refused (limit 1)."""
    rec = record(deal_round("D1", 2, ["2: keep", *D1_ACTIONS]),
                 deal_round("D1", 0, ["2: redeal", *D1_ACTIONS]),
                 rules={"preset": "classic", "redeal_limit": 1, "redeal_hand_below": 25},
                 first_dealer=2, start_scores=[790, 0, 0])
    game = replay(loads(json.dumps(rec))).game
    view = view_of(game, 0)
    return render_sheet(view, "en"), render_summary(game.sheet[1], view, "en")


def seat_cells(sheet: str, row: int) -> list[str]:
    body = re.search(rf'<tr data-row="{row}">(.*?)</tr>', sheet, re.S)
    assert body, f"no row {row}"
    return re.findall(r"<td>(.*?)</td>", body.group(1), re.S)[2:]  # after number, deal


def test_the_sheet_shows_the_dealers_fall_from_the_barrel() -> None:
    sheet, _ = fallen_game()
    climbed, fell = seat_cells(sheet, 1)[0], seat_cells(sheet, 2)[0]
    assert "<b>880</b>" in climbed and 'class="mark barrel"' in climbed
    assert '<span class="delta">\u2212120</span>' in fell and "<b>760</b>" in fell
    assert 'class="mark barrel"' not in fell
    assert 'class="mark fell"' in fell
    assert re.search(r'data-total="0">760<', sheet)


def test_the_deals_summary_marks_the_fall_and_the_redeal_penalty() -> None:
    _, summary = fallen_game()
    body = summary.split("<tbody>", 1)[1]
    marks = re.search(r"<tr><th>Marks</th>(.*?)</tr>", body, re.S)
    assert marks, "no row of marks"
    seat0 = re.findall(r"<td>(.*?)</td>", marks.group(1), re.S)[0]
    assert "fell off the barrel" in seat0 and "penalty for redeals" in seat0
    assert "on the barrel" not in seat0


def test_the_winners_last_row_has_no_barrel_mark() -> None:
    # Seat 1 climbs in deal 1 and wins from the barrel in deal 4 with 1000.
    game = replay(loads((RECORDS / "winning_from_the_barrel.json").read_text("utf-8"))).game
    assert game.winner == 1
    sheet = render_sheet(view_of(game, 0), "en")
    before, final = seat_cells(sheet, 3)[1], seat_cells(sheet, 4)[1]
    assert 'class="mark barrel"' in before
    assert "<b>1000</b>" in final and 'class="mark barrel"' not in final
