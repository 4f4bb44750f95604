"""Replay speed, printed, never asserted: ``python -m thousand replay`` on
three 150-round records against a lean, independent replay (bench/lean_replay.py),
import and start-up included.

The records are made by the engine itself: random self-play of Classic games (seeds
from 1 on) whose 150th deal ends with nobody at 1000, cut after that deal. The lean
replay's output is checked byte for byte against the engine's before anything is timed.
The two programs run alternately, so a busy machine slows both alike; each figure is
the best of ``--runs`` passes over the three records (process CPU time, then wall time).
Two settings: with compiled bytecode cached (in a temporary ``PYTHONPYCACHEPREFIX``), as
on a player's machine after the first run, and with none (``PYTHONDONTWRITEBYTECODE``, as
in some sandboxes), where every run compiles the engine's source again.

    python bench/replay.py [--runs 7] [--engine-root DIR] [--baseline DIR]

``--engine-root`` times the ``thousand`` package of another checkout. ``--baseline`` adds
another checkout's replay to the same alternating passes (a before/after in one run): its
output must match byte for byte, and each pass gives the ratio of the two.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from thousand.game import GameState  # noqa: E402
from thousand.record import game_to_json  # noqa: E402
from thousand.rules import Rules  # noqa: E402

ROUNDS = 150


def make_records(folder: Path, count: int = 3) -> list[Path]:
    """Self-play records of exactly ``ROUNDS`` deals, the game still running."""
    paths: list[Path] = []
    seed = 0
    while len(paths) < count:
        seed += 1
        rng = random.Random(seed)
        game = GameState.new(Rules(), seed=seed)
        while not game.is_over and len(game.sheet) < ROUNDS:
            game = game.apply(rng.choice(game.legal_actions()))
        if game.is_over:
            continue
        data = game_to_json(game)
        data["rounds"] = data["rounds"][:ROUNDS]
        path = folder / f"selfplay_seed{seed}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        paths.append(path)
    return paths


def run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None
        ) -> tuple[float, float, bytes]:
    """Child CPU seconds, wall seconds and standard output of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, check=True, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, done.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--engine-root", type=Path, default=ROOT)
    parser.add_argument("--baseline", type=Path, default=None,
                        help="a checkout whose replay runs alternately with the engine's")
    args = parser.parse_args()
    python = sys.executable
    lean = str(ROOT / "bench" / "lean_replay.py")
    with tempfile.TemporaryDirectory() as tmp:
        records = make_records(Path(tmp))
        actions = sum(len(entry["actions"]) for r in records
                      for entry in json.loads(r.read_text(encoding="utf-8"))["rounds"])
        for path in records:
            engine_out = run([python, "-m", "thousand", "replay", str(path)], args.engine_root)[2]
            lean_out = run([python, lean, str(path)], ROOT)[2]
            if args.baseline is not None and engine_out != run(
                    [python, "-m", "thousand", "replay", str(path)], args.baseline)[2]:
                print(f"the baseline's output differs on {path.name}")
                return 1
            if engine_out != lean_out:
                print(f"outputs differ on {path.name}: the comparison would be meaningless")
                return 1
        cached = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        cached["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        uncached = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
        uncached.pop("PYTHONPYCACHEPREFIX", None)
        print(f"replay of {len(records)} self-play records of {ROUNDS} deals ({actions} "
              f"actions), {args.runs} alternating passes; engine from {args.engine_root}")
        for setting, env in (("bytecode cached", cached), ("no bytecode cache", uncached)):
            run([python, "-m", "thousand", "replay", str(records[0])], args.engine_root, env)
            run([python, lean, str(records[0])], ROOT, env)
            report(setting, time_all(records, args.runs, python, lean, args.engine_root, env,
                                     args.baseline))
    return 0


def time_all(records: list[Path], runs: int, python: str, lean: str, engine_root: Path,
             env: dict[str, str], baseline: Path | None = None
             ) -> dict[str, list[tuple[float, float]]]:
    """(CPU, wall) of each pass over the records, per program, the programs alternating."""
    programs = [("engine", [python, "-m", "thousand", "replay"], engine_root),
                ("lean", [python, lean], ROOT),
                ("bare", [python, "-c", "pass"], ROOT)]
    if baseline is not None:
        programs.insert(1, ("baseline", [python, "-m", "thousand", "replay"], baseline))
    totals: dict[str, list[tuple[float, float]]] = {name: [] for name, _, _ in programs}
    for _ in range(runs):
        for name, cmd, cwd in programs:
            cpu = wall = 0.0
            for path in records:
                c, w, _ = run([*cmd, str(path)] if name != "bare" else cmd, cwd, env)
                cpu, wall = cpu + c, wall + w
            totals[name].append((cpu, wall))
    return totals


def report(setting: str, totals: dict[str, list[tuple[float, float]]]) -> None:
    print(f" {setting}:")
    for name, label in (("engine", "python -m thousand replay"),
                        ("baseline", "the baseline's replay"),
                        ("lean", "lean replay (bench/lean_replay.py)"),
                        ("bare", "python -c pass (start-up alone)")):
        if name not in totals:
            continue
        cpus = [c for c, _ in totals[name]]
        walls = [w for _, w in totals[name]]
        print(f"  {label:38} CPU best {min(cpus) * 1000:6.0f} ms, median "
              f"{statistics.median(cpus) * 1000:6.0f} ms; wall best {min(walls) * 1000:6.0f} ms")
    best = {name: min(c for c, _ in totals[name]) for name in totals}
    best_wall = {name: min(w for _, w in totals[name]) for name in totals}
    print(f"  engine / lean: {best['engine'] / best['lean']:.2f}x CPU, "
          f"{best_wall['engine'] / best_wall['lean']:.2f}x wall")
    if "baseline" in totals:
        paired = sorted(e / b for (e, _), (b, _) in zip(totals["engine"], totals["baseline"],
                                                          strict=True))
        print(f"  engine / baseline: best {best['engine'] / best['baseline']:.3f}x CPU; "
              f"per pass median {statistics.median(paired):.3f}x "
              f"(lowest {paired[0]:.3f}, highest {paired[-1]:.3f}, {len(paired)} passes)")


if __name__ == "__main__":
    raise SystemExit(main())
