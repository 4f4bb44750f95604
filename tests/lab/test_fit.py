"""``python -m lab fit``: the bidding model's rows from self-play, its least squares and
the weights file it writes."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from lab.fit import bid_rows, fit, main, read_weights, take_rows, write_weights
from thousand.agents.heuristic.bid_model import BID_FEATURES, FEATURES
from thousand.rules import Rules

MARRIAGES = FEATURES.index("marriages")
MARRIAGE_SUM = FEATURES.index("marriage_sum")


def test_least_squares_recovers_the_weights_of_exact_rows() -> None:
    rng = random.Random(1)
    truth = [3.0, 2.0, -1.5]
    rows = []
    for _ in range(400):
        x = (1.0, rng.uniform(0, 10), rng.uniform(0, 5))
        rows.append((x, sum(w * v for w, v in zip(truth, x, strict=True))))
    weights, spread = fit(rows)
    assert weights == pytest.approx(truth, abs=0.01)
    assert spread < 0.05


@pytest.mark.parametrize(("preset", "agent", "deals"), [("classic", "heuristic", 12),
                                                      ("two_players", "heuristic", 12),
                                                      ("classic", "search", 6)])
def test_take_rows_are_hands_with_a_marriage_and_what_their_declarer_took(
        preset: str, agent: str, deals: int) -> None:
    """Every row is a hand holding a marriage; what its declarer took is card points and
    declared marriages, so never more than all the card points and every marriage; and
    some declarers take far more than others."""
    rules = Rules.preset(preset)
    tasks = [(rules.to_dict(preset), 5, index, "relative", agent) for index in range(deals)]
    rows = [row for task in tasks for row in take_rows(task)]
    assert len(rows) >= 3
    for x, taken in rows:
        assert len(x) == len(FEATURES)
        assert x[MARRIAGES] >= 1 and x[MARRIAGE_SUM] >= 40
        assert 0 <= taken <= 120 + 280 + (60 if preset == "two_players" else 0)
    assert max(t for _, t in rows) - min(t for _, t in rows) >= 60


def test_bid_rows_are_gains_of_bidding_over_passing() -> None:
    """Rows come from choices to bid or pass with a marriage; a gain is the difference of
    two round results, so at most two contracts' swing either way, and it varies."""
    rules = Rules.preset("classic")
    tasks = [(rules.to_dict("classic"), 3, index, "relative", "heuristic") for index in range(10)]
    rows = [row for task in tasks for row in bid_rows(task)]
    assert len(rows) >= 5
    for x, gain in rows:
        features = dict(zip(BID_FEATURES, x, strict=True))
        assert features["marriages"] >= 1
        assert abs(gain) <= 2 * 400
    assert len({gain for _, gain in rows}) > 1


def test_the_weights_file_keeps_other_entries_and_records_the_command(tmp_path: Path) -> None:
    path = tmp_path / "weights.py"
    path.write_text('WEIGHTS: dict[str, dict[str, dict[str, object]]] = '
                    '{"take": {"2": {"rows": 7}}}\n', encoding="utf-8")
    write_weights("take", 3, [0.5] * len(FEATURES), 30.0, 1234, "python -m lab fit take", path)
    write_weights("bid", 3, [0.1] * len(BID_FEATURES), 90.0, 99, "python -m lab fit bid", path)
    entries = read_weights(path)
    assert entries["take"]["3"]["made_by"] == "python -m lab fit take"
    assert entries["take"]["3"]["features"] == list(FEATURES)
    assert entries["take"]["3"]["rows"] == 1234
    assert entries["bid"]["3"]["features"] == list(BID_FEATURES)
    assert entries["take"]["2"] == {"rows": 7}, "the other entries are kept"


def test_fitting_saved_rows_reports_the_held_out_error(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    rng = random.Random(2)
    rows = []
    for _ in range(300):
        x = [1.0] + [rng.uniform(0, 3) for _ in FEATURES[1:]]
        rows.append((x, 50 + 10 * x[1] + rng.gauss(0, 1)))
    saved = tmp_path / "rows.json"
    saved.write_text(json.dumps({"command": "python -m lab fit --seed 4", "rows": rows}),
                     encoding="utf-8")
    assert main(["take", "--load", str(saved)]) == 0
    out = capsys.readouterr().out
    assert "300 rows" in out and "held-out tenth (30 rows)" in out
    held = float(out.split("model RMSE ")[1].split(",")[0])
    assert held < 2.0
