"""``python -m lab bench``: random-play speed of the engine, legality checks on."""

from __future__ import annotations

import random
import time

from thousand.game import GameState
from thousand.rules import Rules


def random_rounds(seconds: float, players: int, seed: int
                  ) -> tuple[int, int, int, float, float]:
    """Play random legal actions for about ``seconds``.

    Returns deals finished, those of them played out to the last trick, actions, seconds
    and the process's CPU seconds (steadier than wall time on a shared machine)."""
    rules = Rules(players=players)
    rng = random.Random(seed)
    rounds = played = actions = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    deadline = start + seconds
    game = GameState.new(rules, seed=seed)
    while True:
        legal = game.legal_actions()
        before = game.entry
        game = game.apply(rng.choice(legal))
        actions += 1
        if game.entry != before or game.is_over:
            rounds += 1
            last = game.sheet[-1]
            played += not (last.redealt or last.conceded)
            if time.perf_counter() > deadline:
                break
            if game.is_over or game.entry > 200:
                game = GameState.new(rules, seed=rng.randrange(2**31))
    return rounds, played, actions, time.perf_counter() - start, time.process_time() - cpu_start


def run_bench(seconds: float, players: int, seed: int) -> None:
    rounds, played, actions, elapsed, cpu = random_rounds(seconds, players, seed)
    print(f"engine: {players} players, random play with legality checks, {elapsed:.2f} s")
    print(f"  rounds per second:  {rounds / elapsed:,.0f}  ({rounds} deals finished)")
    print(f"  played-out rounds:  {played / elapsed:,.0f} per second  ({played} of them were "
          "played to the last trick; the rest redealt or conceded)")
    print(f"  actions per second: {actions / elapsed:,.0f}  ({actions} actions)")
    print(f"  cost per action:    {elapsed / actions * 1e6:.1f} µs (legal_actions + apply)")
    print(f"  CPU per action:     {cpu / actions * 1e6:.1f} µs (process time: steadier when "
          "other programs share the machine)")
