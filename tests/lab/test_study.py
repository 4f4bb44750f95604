"""The decision study: where two agents differ, each choice is played out and compared."""

from __future__ import annotations

import io
import random
from collections.abc import Sequence

import pytest

from lab.cli import main
from lab.study import branch_value, decision_kind, round_result, run_study
from thousand import agents as agents_module
from thousand.actions import Action, Bid, Concede, Contract, Give, Pass, Play, Redeal
from thousand.agents import HeuristicAgent
from thousand.cards import Card
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import PlayerView, view_of


def test_decision_kinds_name_what_either_agent_chose() -> None:
    ace = Card.parse("AS")
    assert decision_kind(Bid(0, 105), Pass(0)) == "bid"
    assert decision_kind(Concede(0), Give(0, ace, 1)) == "concede"
    assert decision_kind(Contract(0, 120), Concede(0)) == "concede"
    assert decision_kind(Redeal(0), Pass(0)) == "redeal"
    assert decision_kind(Contract(0, 120), Contract(0, 100)) == "contract"
    assert decision_kind(Play(0, ace), Play(0, Card.parse("9S"))) == "play"
    assert decision_kind(Give(0, ace, 1), Give(0, ace, 2)) == "give"


def test_an_agent_against_itself_never_differs() -> None:
    figures = run_study("heuristic", "heuristic", games=1, seed=3, max_rounds=8,
                        out=io.StringIO())
    assert figures["asked"] > 100
    assert figures["differ"] == 0 and "all" not in figures


def test_random_contracts_lose_against_the_heuristics() -> None:
    out = io.StringIO()
    figures = run_study("random", "heuristic", games=3, seed=1, kinds=("contract",),
                        out=out)
    line = figures["kinds"]["contract"]
    assert line["differ"] >= 20 and line["asked"] >= line["differ"]
    assert line["high"] < 0  # naming random contracts costs points, and the study sees it
    assert set(figures["kinds"]) == {"contract"}
    assert "contract: differ at" in out.getvalue()


def test_both_branches_are_played_out_with_the_same_randomness() -> None:
    rules = Rules.preset("classic")
    agent = HeuristicAgent()
    game = GameState.new(rules, seed=11)
    rng = random.Random(0)
    while not any(isinstance(a, Play) for a in game.round.legal_actions()):
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        game = game.apply(agent.choose(view, view.legal, rng))
    seat = game.to_move
    assert seat is not None
    first = game.round.legal_actions()[0]
    once = branch_value(game, first, agent, seat, "s", rollouts=1)
    again = branch_value(game, first, agent, seat, "s", rollouts=1)
    assert once is not None and once == again


class _Cheater:
    """Passes during card play: the study must refuse it."""

    name = "cheater"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase.value == "play":
            return Pass(view.seat)
        return legal[0]


def test_an_illegal_candidate_stops_the_study(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(agents_module.AGENTS, "cheater", _Cheater)
    with pytest.raises(ValueError, match="'cheater' chose an illegal action"):
        run_study("cheater", "heuristic", games=1, seed=1, out=io.StringIO())


@pytest.mark.parametrize(("args", "words"), [
    (["--agents", "heuristic"], "exactly two names"),
    (["--agents", "heuristic,heuristic", "--kinds", "bidd"], "unknown decision kind 'bidd'"),
    (["--agents", "heuristic,nobody"], "unknown agent 'nobody'"),
    (["--agents", "heuristic,heuristic", "--rollouts", "0"], "at least 1"),
])
def test_cli_study_errors_are_one_line(args: list[str], words: str,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["study", *args, "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1


def test_cli_study_prints_the_comparison(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["study", "--agents", "random,heuristic", "--kinds", "concede",
                 "--games", "2", "--seed", "2", "--jobs", "2"])
    out = capsys.readouterr().out
    assert code == 0
    assert "study: random against heuristic, 2 games of classic" in out
    assert "concede: differ at" in out


def test_the_own_score_leaves_the_opponents_out() -> None:
    """A forced hundred played out: relative and own results differ by the opponents' mean."""
    rules = Rules.preset("classic")
    agent = HeuristicAgent()
    game = GameState.new(rules, seed=5)
    rng = random.Random(0)
    row = len(game.sheet)
    while len(game.sheet) == row or game.sheet[row].redealt:
        row = len(game.sheet)
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        game = game.apply(agent.choose(view, view.legal, rng))
    deltas = game.sheet[row].deltas
    for seat in range(3):
        others = [d for s, d in enumerate(deltas) if s != seat]
        assert round_result(game, row, seat, "own") == deltas[seat]
        assert round_result(game, row, seat) == deltas[seat] - sum(others) / 2
