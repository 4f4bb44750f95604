"""``python -m lab pair``: two saved duels compared deal by deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lab.pair import main, paired


def _rows(own: list[float | None]) -> list[dict[str, object]]:
    return [{"deal": i, "own": o, "relative": None if o is None else 2 * o}
            for i, o in enumerate(own)]


def test_the_difference_is_taken_deal_by_deal_over_deals_both_played() -> None:
    base = _rows([10.0, -20.0, None, 5.0])
    candidate = _rows([12.0, -20.0, 7.0, 9.0])
    result = paired(base, candidate)
    assert result.deals == 3  # deal 2 was redealt in the base run
    assert result.own[0] == pytest.approx(2.0)  # (2 + 0 + 4) / 3
    assert result.relative[0] == pytest.approx(4.0)
    assert result.differing == 2
    assert result.own[1] < 2.0 < result.own[2]


def test_the_command_prints_the_paired_figures(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(_rows([1.0, 2.0, 3.0])))
    b.write_text(json.dumps(_rows([2.0, 2.0, 5.0])))
    assert main([str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "3 deals played by both, 2 differing" in out
    assert "own round score: +1.00 points per round" in out
    assert main([str(a)]) == 2
