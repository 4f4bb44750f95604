"""The arena: statistics formulas, reproducibility, duplicate mode, failure records, CLI,
a run split in saved parts and merged."""

from __future__ import annotations

import io
import itertools
import json
import math
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from lab import arena as arena_module
from lab.arena import _declarer_cards, make_tasks, play_game, run_arena
from lab.cli import main
from lab.stats import mean_ci, percentile, wilson
from thousand import agents as agents_module
from thousand.actions import Action, Pass, Play
from thousand.game import GameState
from thousand.record import loads, replay
from thousand.rules import Rules
from thousand.view import PlayerView


def test_wilson_interval_matches_the_formula() -> None:
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4)
    assert hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(0, 20)
    assert lo == 0.0 and hi == pytest.approx(0.1611, abs=1e-4)
    lo, hi = wilson(95, 100)
    assert lo < 0.95 < hi < 1.0


def test_mean_interval_and_percentile() -> None:
    mean, lo, hi = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5
    half = 1.959963984540054 * math.sqrt((2.25 + 0.25 + 0.25 + 2.25) / 3 / 4)
    assert lo == pytest.approx(2.5 - half) and hi == pytest.approx(2.5 + half)
    assert percentile([3.0, 1.0, 2.0, 4.0, 5.0], 0.5) == 3.0
    assert percentile([0.0, 10.0], 0.95) == pytest.approx(9.5)


def test_a_game_is_reproducible_from_its_task() -> None:
    rules = Rules.preset("classic")
    task = make_tasks(["heuristic", "random", "random"], 3, 5, rules, "classic", False, 40)[2]
    first = play_game(task)
    second = play_game(task)
    assert first.error is None
    assert [s.score for s in first.per_seat] == [s.score for s in second.per_seat]
    assert (first.rounds, first.winner) == (second.rounds, second.winner)


def _run(args: dict[str, Any]) -> tuple[int, dict[str, Any], str]:
    out = io.StringIO()
    path = args.pop("json_path")
    code = run_arena(out=out, err=io.StringIO(), progress=False, json_path=str(path), **args)
    data = json.loads(Path(str(path)).read_text(encoding="utf-8"))
    return code, data, out.getvalue()


def _without_times(data: dict[str, Any]) -> dict[str, Any]:
    copy: dict[str, Any] = json.loads(json.dumps(data))
    for agent in copy["agents"]:
        agent.pop("decision_ms_mean")
        agent.pop("decision_ms_p95")
    copy.pop("config")
    return copy


def test_parallel_run_gives_the_same_statistics(tmp_path: Path) -> None:
    base = dict(agents=["heuristic", "random", "random"], games=6, seed=3, max_rounds=30)
    code1, one, text = _run({**base, "jobs": 1, "json_path": tmp_path / "a.json"})
    code2, two, _ = _run({**base, "jobs": 2, "json_path": tmp_path / "b.json"})
    assert code1 == code2 == 0
    assert _without_times(one) == _without_times(two)
    assert one["games"] == 6
    names = [a["agent"] for a in one["agents"]]
    assert names == ["heuristic", "random"]
    assert "heuristic: won" in text and "random (2 seats): won" in text
    assert "decision time" in text
    # Redeals count as deals but not as played rounds.
    assert 0 < one["played_rounds_max"] <= one["rounds_max"] <= 30
    assert one["games_over_150_played_rounds"] <= one["games_over_150_rounds"]
    assert 0 <= one["rounds_max_game"] < 6


def test_duplicate_mode_plays_each_deal_for_each_seating(tmp_path: Path) -> None:
    code, data, text = _run(dict(agents=["heuristic", "random", "random"], games=4, seed=2,
                                 max_rounds=20, duplicate=True, jobs=1,
                                 json_path=tmp_path / "d.json"))
    assert code == 0
    assert data["games"] == 12  # 3 distinct seatings of heuristic, random, random
    dup = data["duplicate"]["heuristic-random"]
    assert dup["deals"] == 4
    assert dup["ci95"][0] <= dup["mean_diff_per_round"] <= dup["ci95"][1]
    assert "duplicate heuristic-random" in text
    tasks = make_tasks(["heuristic", "random", "random"], 2, 2, Rules.preset("classic"),
                       "classic", True, 20)
    assert {t.seats for t in tasks[:3]} == {("heuristic", "random", "random"),
                                            ("random", "heuristic", "random"),
                                            ("random", "random", "heuristic")}
    assert len({t.game_seed for t in tasks[:3]}) == 1


class _Cheater:
    """Passes even when passing is not allowed: the arena must catch it."""

    name = "cheater"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase.value == "play":
            return Pass(view.seat)
        return rng.choice(list(legal))


def test_an_illegal_action_stops_the_run_with_the_record_saved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(agents_module.AGENTS, "cheater", _Cheater)
    monkeypatch.chdir(tmp_path)
    err = io.StringIO()
    code = run_arena(["cheater", "random", "random"], games=3, seed=1, jobs=1,
                     out=io.StringIO(), err=err, progress=False)
    assert code == 1
    message = err.getvalue()
    assert "illegal action" in message
    saved = next(tmp_path.glob("arena-failure-*.json"))
    assert str(saved.name) in message
    record = loads(saved.read_text(encoding="utf-8"))
    assert record.players == ("cheater", "random", "random")
    assert replay(record).game.round.phase.value == "play"


def test_cli_arena_prints_the_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    code = main(["arena", "--agents", "heuristic,random", "--preset", "two_players",
                 "--games", "2", "--seed", "4", "--max-rounds", "15", "--json", str(path),
                 "--rule", "must_beat=true"])
    captured = capsys.readouterr()
    assert code == 0
    assert "heuristic: won" in captured.out
    assert "2/2 games" in captured.err  # the progress bar
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["config"]["overrides"] == {"must_beat": True}
    assert main(["arena", "--agents", "heuristic,random", "--games", "1"]) == 2
    assert "2 agents for a 3-player game" in capsys.readouterr().err


def _arena(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main(["arena", "--no-progress", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _without_run_details(data: dict[str, Any]) -> dict[str, Any]:
    """The statistics and the run's configuration, less how it was run (jobs, parts)."""
    copy: dict[str, Any] = json.loads(json.dumps(data))
    copy["config"].pop("jobs", None)
    copy["config"].pop("parts", None)
    return copy


class _Clock:
    """Each reading 1/1024 s after the last: decision times exact and alike in any run."""

    def __init__(self) -> None:
        self.ticks = 0

    def perf_counter(self) -> float:
        self.ticks += 1
        return self.ticks / 1024


def test_a_part_plays_the_whole_runs_games() -> None:
    rules = Rules.preset("classic")
    for duplicate in (False, True):
        whole = make_tasks(["heuristic", "random", "random"], 5, 7, rules, "classic",
                           duplicate, 30)
        part = make_tasks(["heuristic", "random", "random"], 2, 7, rules, "classic",
                          duplicate, 30, first=3)
        assert part == whole[-len(part):]


def test_parts_saved_and_merged_report_as_one_run(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    common = ["--agents", "heuristic,random,random", "--seed", "3", "--max-rounds", "20"]
    # Real decision times survive the save: merging a run's own save is that run.
    code, text, _ = _arena(capsys, *common, "--games", "2", "--json", tmp_path / "r.json",
                           "--save", tmp_path / "r.part")
    assert code == 0
    code, merged_text, _ = _arena(capsys, "--merge", tmp_path / "r.part",
                                  "--json", tmp_path / "rm.json")
    assert code == 0
    assert merged_text == text
    assert (_without_run_details(_load(tmp_path / "rm.json"))
            == _without_run_details(_load(tmp_path / "r.json")))
    # Parts played apart give the games of the whole run; a step clock makes their times too.
    monkeypatch.setattr(arena_module, "time", _Clock())
    code, whole_text, _ = _arena(capsys, *common, "--games", "4", "--json", tmp_path / "w.json")
    assert code == 0
    assert _arena(capsys, *common, "--games", "3", "--first", "1",
                  "--save", tmp_path / "b.part", "--json", tmp_path / "b.json")[0] == 0
    assert 1 <= _load(tmp_path / "b.json")["rounds_max_game"] <= 3  # the run's index
    assert _arena(capsys, *common, "--games", "1", "--save", tmp_path / "a.part")[0] == 0
    code, merged_text, err = _arena(capsys, "--merge", tmp_path / "b.part", tmp_path / "a.part",
                                    "--json", tmp_path / "m.json")
    assert (code, err) == (0, "")
    assert merged_text == whole_text
    whole, merged = _load(tmp_path / "w.json"), _load(tmp_path / "m.json")
    assert whole["games"] == 4 and whole["agents"][0]["decisions"] > 0
    assert _without_run_details(merged) == _without_run_details(whole)
    assert merged["config"]["parts"] == [str(tmp_path / "b.part"), str(tmp_path / "a.part")]


@pytest.mark.parametrize(("other", "message"), [
    (["--seed", "4", "--first", "1"], "has seed 4"),
    (["--agents", "random,heuristic,random", "--first", "1"],
     "has agents ['random', 'heuristic', 'random']"),
    (["--max-rounds", "11", "--first", "1"], "has max_rounds 11"),
    (["--first", "0"], "game 0 is in both"),
])
def test_merge_refuses_parts_of_another_run_or_overlapping(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], other: list[str],
        message: str) -> None:
    base = {"--agents": "heuristic,random,random", "--seed": "3", "--max-rounds": "10",
            "--games": "1"}
    assert _arena(capsys, *itertools.chain(*base.items()), "--save", tmp_path / "a.part")[0] == 0
    changed = {**base, **dict(zip(other[::2], other[1::2], strict=True))}
    assert _arena(capsys, *itertools.chain(*changed.items()),
                  "--save", tmp_path / "b.part")[0] == 0
    code, out, err = _arena(capsys, "--merge", tmp_path / "a.part", tmp_path / "b.part")
    assert code == 2
    assert out == ""
    assert message in err and "Traceback" not in err


def test_merge_refuses_what_is_not_a_saved_part(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stats = tmp_path / "stats.json"
    assert _arena(capsys, "--games", "1", "--max-rounds", "5", "--json", stats)[0] == 0
    code, _, err = _arena(capsys, "--merge", stats)
    assert code == 2 and "is not a part saved by arena --save" in err
    code, _, err = _arena(capsys, "--merge", tmp_path / "missing.part")
    assert code == 2 and "cannot read" in err
    code, _, err = _arena(capsys, "--merge", stats, "--first", "2")
    assert code == 2 and "--merge plays no game" in err


def test_duplicate_parts_merge_to_the_same_duplicate_figures(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    common = ["--agents", "heuristic,random,random", "--seed", "2", "--max-rounds", "12",
              "--duplicate"]
    code, whole_text, _ = _arena(capsys, *common, "--games", "3", "--json", tmp_path / "w.json")
    assert code == 0
    assert _arena(capsys, *common, "--games", "1", "--save", tmp_path / "a.part")[0] == 0
    assert _arena(capsys, *common, "--games", "2", "--first", "1", "--jobs", "2",
                  "--save", tmp_path / "b.part")[0] == 0
    code, merged_text, _ = _arena(capsys, "--merge", tmp_path / "a.part", tmp_path / "b.part",
                                  "--json", tmp_path / "m.json")
    assert code == 0
    whole, merged = _load(tmp_path / "w.json"), _load(tmp_path / "m.json")
    assert merged["games"] == 9 and merged["duplicate"]["heuristic-random"]["deals"] == 3
    assert merged["duplicate"] == whole["duplicate"]
    assert _without_times(merged) == _without_times(whole)
    duplicate_lines = [line for line in whole_text.splitlines() if line.startswith("duplicate")]
    assert duplicate_lines and all(line in merged_text for line in duplicate_lines)


@pytest.mark.parametrize("preset", ["classic", "two_players", "four_players"])
def test_declarer_cards_are_the_cards_it_played(preset: str) -> None:
    """The split of forced contracts by marriage rests on rebuilding the declarer's hand."""
    rules = Rules.preset(preset)
    rng = random.Random(3)
    game = GameState.new(rules, seed="declarer-cards")
    while len(game.past) < 12 and not game.is_over:
        game = game.apply(rng.choice(game.legal_actions()))
    checked = 0
    for (deal, actions), summary in zip(game.past, game.sheet, strict=True):
        if summary.declarer is None or summary.redealt or summary.conceded:
            continue
        played = {a.card for a in actions if isinstance(a, Play) and a.seat == summary.declarer}
        assert sorted(_declarer_cards(deal, actions, summary.declarer)) == sorted(played)
        checked += 1
    assert checked >= 3
