"""``python -m lab duel``: the same agent against itself changes nothing; a worse
agent shows as a loss; the report prints its figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lab.duel import main, play_deal
from thousand.rules import Rules


def test_an_agent_against_itself_changes_no_round() -> None:
    rules = Rules.preset("classic").to_dict("classic")
    results = [play_deal(("heuristic", "heuristic", rules, 3, i)) for i in range(4)]
    played = [r for r in results if r.own is not None]
    assert played
    assert all(r.own == 0 and r.relative == 0 and r.changed == 0 for r in played)


def test_random_play_loses_points_against_the_heuristic() -> None:
    rules = Rules.preset("classic").to_dict("classic")
    results = [play_deal(("random", "heuristic", rules, 4, i)) for i in range(8)]
    played = [r for r in results if r.relative is not None]
    assert sum(r.changed for r in played) > 0
    assert sum(r.relative for r in played if r.relative is not None) / len(played) < 0


def test_the_report_prints_the_mean_and_decision_times(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    assert main(["--agents", "random,heuristic", "--deals", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "points per round (95% CI" in out
    assert "random decisions with a choice:" in out


def test_a_rule_changes_the_rounds_played_and_a_bad_one_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--rule golden_rounds=3`` plays every deal as a golden round (bids from 120, the
    scores doubled), so the same deals score otherwise; a value of the wrong kind is
    refused with the rule's own message, before any deal is played."""
    saved = {}
    for name, rules in (("plain", []), ("golden", ["--rule", "golden_rounds=3"])):
        path = str(tmp_path / f"{name}.json")
        assert main(["--agents", "random,heuristic", "--deals", "3", "--seed", "5",
                     "--save", path, *rules]) == 0
        with open(path, encoding="utf-8") as file:
            saved[name] = json.load(file)
    assert [r["own"] for r in saved["plain"]] != [r["own"] for r in saved["golden"]]
    capsys.readouterr()
    with pytest.raises(SystemExit) as refused:
        main(["--deals", "1", "--rule", "golden_rounds=often"])
    assert refused.value.code == 2
    assert "golden_rounds must be a whole number" in capsys.readouterr().err
