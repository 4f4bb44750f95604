"""``python -m lab study``: two agents compared decision by decision, not game by game.

The duplicate arena compares whole games, so a rule that changes one decision in a
hundred (when to concede, how far to raise) drowns in the luck of everything else:
a 200-deal run spans about +-1 point per round. Here the reference agent plays every
seat; at each decision both agents are asked (with the same random state), and where
they differ the rest of the round is played out after each choice, by the reference
agent everywhere and with the same seeded randomness in both branches. What each
branch gives the deciding seat, its round delta less the mean of its opponents', is
compared. That is the value of deviating once from the reference, on the same cards,
so even a rare decision gets a tight interval.

The reference plays on after the deviation, so a deviation that the reference would
make good at its very next decision counts as no difference: declining to concede at
the first gift when the reference concedes at the second, say. A rule that acts less
often than the reference is measured with the roles swapped: make it the reference.

Only the round is scored: the barrel, the bolts and the game's end enter as far as
they change the round's deltas, not through what they do to later rounds.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from thousand.actions import Action, Bid, Concede, Contract, Give, Pass, Play, Redeal
from thousand.agents import make_agent
from thousand.agents.base import Agent
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import view_of

from .stats import mean_ci

KINDS = ("bid", "give", "contract", "concede", "redeal", "play", "other")
"""Decision kinds, named by what one of the two agents chose there."""


@dataclass(frozen=True)
class StudyTask:
    index: int
    candidate: str
    reference: str
    rules: dict[str, Any]
    seed: int
    kinds: tuple[str, ...]
    rollouts: int
    max_rounds: int
    score: str = "relative"


@dataclass
class StudyResult:
    index: int
    asked: dict[str, int] = field(default_factory=dict)
    differences: dict[str, list[float]] = field(default_factory=dict)


def decision_kind(first: Action, second: Action) -> str:
    """The kind of a decision where two agents chose ``first`` and ``second``."""
    pair = (first, second)
    if any(isinstance(a, Concede) for a in pair):
        return "concede"
    if any(isinstance(a, Redeal) for a in pair):
        return "redeal"
    for kinds, name in (((Bid, Pass), "bid"), ((Give,), "give"), ((Contract,), "contract"),
                        ((Play,), "play")):
        if any(isinstance(a, kinds) for a in pair):
            return name
    return "other"


SCORES = ("relative", "own")
"""``relative``: the seat's round delta less its opponents' mean (what a defeated contract
is worth to the defenders); ``own``: the seat's delta alone (what the duplicate arena's
points per round compare)."""


def round_result(game: GameState, row: int, seat: int, score: str = "relative") -> float:
    """``seat``'s delta in score-sheet row ``row``, less its opponents' mean if ``relative``."""
    deltas = game.sheet[row].deltas
    if score == "own":
        return float(deltas[seat])
    others = [d for s, d in enumerate(deltas) if s != seat]
    return deltas[seat] - sum(others) / len(others)


def _play_out(game: GameState, agent: Agent, seed: str) -> GameState:
    """The current round finished by ``agent`` in every seat, with seeded randomness."""
    row = len(game.sheet)
    rngs = [random.Random(f"{seed}/{s}") for s in range(game.rules.players)]
    while len(game.sheet) == row and not game.is_over:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        game = game.apply(agent.choose(view, view.legal, rngs[seat]))
    return game


def branch_value(game: GameState, action: Action, agent: Agent, seat: int, seed: str,
                 rollouts: int, score: str = "relative") -> float | None:
    """What ``action`` gives ``seat`` this round (``round_result``), ``agent`` playing
    every seat after it, averaged over ``rollouts`` seeded play-outs; None if the deal was
    voided."""
    row = len(game.sheet)
    total = 0.0
    for k in range(rollouts):
        done = _play_out(game.apply(action), agent, f"{seed}/{k}")
        if len(done.sheet) <= row or done.sheet[row].redealt:
            return None  # a voided deal scores nothing either way: no comparison
        total += round_result(done, row, seat, score)
    return total / rollouts


def study_game(task: StudyTask) -> StudyResult:
    """One game by the reference agent, with every differing decision played both ways."""
    rules = Rules.from_dict(task.rules)
    candidate = make_agent(task.candidate)
    reference = make_agent(task.reference)
    rngs = [random.Random(f"study/{task.seed}/{task.index}/{s}") for s in range(rules.players)]
    game = GameState.new(rules, seed=f"study/{task.seed}/{task.index}",
                         first_dealer=task.index % rules.players)
    result = StudyResult(task.index)
    decision = 0
    while not game.is_over and len(game.sheet) < task.max_rounds:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        rng = rngs[seat]
        state = rng.getstate()
        mine = reference.choose(view, view.legal, rng)
        if len(view.legal) > 1:
            twin = random.Random()
            twin.setstate(state)
            theirs = candidate.choose(view, view.legal, twin)
            if theirs not in view.legal:
                raise ValueError(f"agent {task.candidate!r} chose an illegal action: {theirs} "
                                 f"(study game {task.index})")
            kind = decision_kind(theirs, mine)
            if kind in task.kinds:
                result.asked[kind] = result.asked.get(kind, 0) + 1
                if theirs != mine:
                    seed = f"study/{task.seed}/{task.index}/{decision}"
                    a = branch_value(game, theirs, reference, seat, seed, task.rollouts,
                                      task.score)
                    b = branch_value(game, mine, reference, seat, seed, task.rollouts,
                                      task.score)
                    if a is not None and b is not None:
                        result.differences.setdefault(kind, []).append(a - b)
        decision += 1
        game = game.apply(mine)
    return result


def run_study(candidate: str, reference: str, games: int, seed: int, preset: str = "classic",
              overrides: dict[str, Any] | None = None, kinds: Sequence[str] = KINDS,
              rollouts: int = 1, jobs: int = 1, max_rounds: int = 300,
              out: TextIO | None = None, score: str = "relative") -> dict[str, Any]:
    """Run the study, print its report and return the figures."""
    out = out or sys.stdout
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        raise ValueError(f"unknown decision kind {unknown[0]!r} (known: {', '.join(KINDS)})")
    if score not in SCORES:
        raise ValueError(f"unknown score {score!r} (known: {', '.join(SCORES)})")
    if rollouts < 1:
        raise ValueError("rollouts must be at least 1")
    make_agent(candidate)
    make_agent(reference)
    rules = Rules.preset(preset, **(overrides or {}))
    tasks = [StudyTask(i, candidate, reference, rules.to_dict(preset), seed, tuple(kinds),
                       rollouts, max_rounds, score) for i in range(games)]
    if jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(jobs) as pool:
            results = list(pool.imap(study_game, tasks))
    else:
        results = [study_game(t) for t in tasks]
    asked_by_kind: dict[str, int] = {}
    by_kind: dict[str, list[float]] = {}
    for r in results:
        for kind, count in r.asked.items():
            asked_by_kind[kind] = asked_by_kind.get(kind, 0) + count
        for kind, diffs in r.differences.items():
            by_kind.setdefault(kind, []).extend(diffs)
    every = [d for kind in KINDS for d in by_kind.get(kind, [])]
    asked = sum(asked_by_kind.values())
    less = " less its opponents' mean" if score == "relative" else ""
    print(f"study: {candidate} against {reference}, {games} games of {preset} (seed {seed}), "
          f"{rollouts} rollout(s) per branch; points are the deciding seat's round delta"
          f"{less}, the candidate's choice minus the reference's", file=out)
    print(f"decisions asked: {asked}; the two agents differ at {len(every)}", file=out)
    figures: dict[str, Any] = {"asked": asked, "differ": len(every), "kinds": {}}
    for kind in KINDS:
        diffs = by_kind.get(kind, [])
        if diffs:
            figures["kinds"][kind] = _line(out, kind, diffs, asked_by_kind[kind])
    if every:
        figures["all"] = _line(out, "all", every, asked)
    return figures


def _line(out: TextIO, label: str, diffs: list[float], asked: int) -> dict[str, float]:
    mean, low, high = mean_ci(diffs)
    per_asked = sum(diffs) / asked if asked else 0.0
    interval = f"95% CI {low:+.2f} to {high:+.2f}" if len(diffs) > 1 else "one decision"
    print(f"  {label}: differ at {len(diffs)} of {asked}: {mean:+.2f} points per differing "
          f"decision ({interval}), {per_asked:+.3f} per decision asked", file=out)
    return {"asked": asked, "differ": len(diffs), "mean": mean, "low": low, "high": high,
            "per_asked": per_asked}
