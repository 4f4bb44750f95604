"""What the depth and size check costs before a record or a save is parsed.

    .venv/bin/python bench/untrusted.py

Prints the best of five timings of the check next to ``json.loads`` for a long
record (a real game's rounds repeated 1000 times, far longer than any real game)
and for hostile texts at the size limit: each must take a bounded, linear time.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from thousand.game import GameState
from thousand.record import dumps
from thousand.rules import Rules
from thousand.untrusted import MAX_CHARS, MAX_DEPTH, deeper_than, json_depth


def best_ms(work: Callable[[], object], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def long_record() -> str:
    game = GameState.new(Rules.preset("classic"), 7)
    for _ in range(5):
        game = game.apply(sorted(game.legal_actions(), key=str)[0])
    data = json.loads(dumps(game))
    data["rounds"] = data["rounds"] * 1000
    return json.dumps(data, indent=1)


def main() -> None:
    record = long_record()
    print(f"record of 1000 rounds, {len(record):,} chars: the check (deeper_than) "
          f"{best_ms(lambda: deeper_than(record, MAX_DEPTH)):.1f} ms, an exact count "
          f"(json_depth) {best_ms(lambda: json_depth(record)):.1f} ms, json.loads "
          f"{best_ms(lambda: json.loads(record)):.1f} ms")
    n = MAX_CHARS
    hostile = {"[ x 4M": "[" * n, "[] x 2M": "[]" * (n // 2), '" x 4M': '"' * n,
               'unterminated \\" x 2M': '"' + '\\"' * (n // 2 - 1), "x x 4M": "x" * n}
    for name, text in hostile.items():
        print(f"{name}: the check {best_ms(partial(deeper_than, text, MAX_DEPTH), 1):.0f} ms")


if __name__ == "__main__":
    main()
