"""The engine's command line, ``python -m thousand replay FILE``: the record contract.

Errors print one line and exit 2; never a traceback. A plain replay skips argparse (its
import and parser cost as much start-up time as replaying a short record); any other
command line is parsed with it. The tools beside the engine are ``python -m lab``."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from .errors import ThousandError


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default ``sys.argv[1:]``); the exit status."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    if len(args_in) == 2 and args_in[0] == "replay" and (
            args_in[1] == "-" or not args_in[1].startswith("-")):
        return replay_command(args_in[1])
    return parse_and_replay(args_in)


def parse_and_replay(args_in: Sequence[str]) -> int:
    """Parse ``args_in`` with argparse (``replay -- FILE``, ``--help``, mistakes); 2 on a
    usage error, as argparse exits."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m thousand",
                                     description="Тысяча (Thousand): replay a game record")
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="replay a game record (docs/RECORD.md) and print the "
                                       "result")
    rp.add_argument("file", help="record file, or - for standard input")
    args, rest = parser.parse_known_args(list(args_in))
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    return replay_command(args.file)


LINE_LIMIT = 1000
"""Longest error line the command line prints (characters)."""


def one_line(message: str) -> str:
    """RECORD.md wants one line on standard error: escape any line break that an
    action written in the record may carry (``"0: pass\\n"``), and keep it short whatever
    text the record quotes (errors cut quoted input already; this is the backstop)."""
    if len(message) > LINE_LIMIT:
        message = message[:LINE_LIMIT] + "…"
    return "".join(ch if len(f"a{ch}b".splitlines()) == 1 else ascii(ch)[1:-1]
                   for ch in message)


def replay_command(path: str) -> int:
    from .record import loads, replay, replay_output

    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(one_line(f"cannot read {path}: {exc}"), file=sys.stderr)
        return 2
    try:
        result = replay(loads(text))
    except ThousandError as exc:
        print(one_line(str(exc)), file=sys.stderr)
        return 2
    except RecursionError:
        print("record: nested too deeply", file=sys.stderr)
        return 2
    print(json.dumps(replay_output(result), ensure_ascii=False))
    return 0
