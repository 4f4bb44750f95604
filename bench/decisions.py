"""How long a computer takes to decide, printed (never asserted): every decision with two
or more legal actions in rounds of heuristic play, timed for the agent asked (the hard
computer by default), by kind: median, p95 and the slowest.

The same positions in CPython and in the page's runtime: ``python bench/decisions.py``
here, ``node bench/pyodide.mjs bench/decisions.py`` in the vendored Pyodide under
Node.js (the same WebAssembly engine as Chromium's), where the search stops sampling at
the page's time limit as it does in the page's worker.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lab.stats import percentile
from lab.study import KINDS, decision_kind
from thousand.agents import make_agent
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import view_of


def timed_rounds(preset: str, agent_name: str, rounds: int, seed: int
                 ) -> dict[str, list[float]]:
    """Milliseconds of the agent's decisions by kind (``study.decision_kind`` of its
    choice, as ``lab duel`` counts them), in ``rounds`` rounds whose every action is the
    heuristic's (so both runtimes time the same positions)."""
    rules = Rules.preset(preset)
    agent, heuristic = make_agent(agent_name), make_agent("heuristic")
    times: dict[str, list[float]] = defaultdict(list)
    for number in range(seed, seed + rounds):
        game = GameState.new(rules, seed=number)
        step = 0
        while game.round.phase is not Phase.DONE and not game.sheet:
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            if len(view.legal) > 1:
                start = time.perf_counter()
                chosen = agent.choose(view, view.legal, random.Random(step))
                times[decision_kind(chosen, chosen)].append(1000 * (time.perf_counter() - start))
            game = game.apply(heuristic.choose(view, view.legal, random.Random(step)))
            step += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--agent", default="search")
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--seed", type=int, default=100, help="the first round's seed")
    args = parser.parse_args()
    times = timed_rounds(args.preset, args.agent, args.rounds, args.seed)
    every = [t for values in times.values() for t in values]
    print(f"{args.agent}, {args.preset}, {args.rounds} rounds from seed {args.seed}: "
          f"decision time in ms (median, p95, slowest)")
    for kind, values in [*((k, times[k]) for k in KINDS if k in times), ("all", every)]:
        print(f"  {kind:9} {len(values):5}  {percentile(values, 0.5):7.1f} "
              f"{percentile(values, 0.95):7.1f} {max(values):7.1f}")


if __name__ == "__main__":
    main()
