"""The command line. Errors print one line and exit 2; never a traceback."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .errors import ThousandError


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m thousand",
                                     description="Тысяча (Thousand): the engine's tools")
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="replay a game record (RECORD.md) and print the result")
    rp.add_argument("file", help="record file, or - for standard input")
    bp = sub.add_parser("bench", help="measure the engine's speed with random play")
    bp.add_argument("--seconds", type=float, default=3.0)
    bp.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    bp.add_argument("--seed", type=int, default=1)
    args, rest = parser.parse_known_args(argv)
    if args.command == "replay":
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        return replay_command(args.file)
    if args.command == "bench":
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        from .bench import run_bench
        run_bench(args.seconds, args.players, args.seed)
        return 0
    return 2


def replay_command(path: str) -> int:
    from .record import loads, replay, replay_output

    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"cannot read {path}: {exc}", file=sys.stderr)
        return 2
    try:
        result = replay(loads(text))
    except ThousandError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except RecursionError:
        print("record: nested too deeply", file=sys.stderr)
        return 2
    print(json.dumps(replay_output(result), ensure_ascii=False))
    return 0
