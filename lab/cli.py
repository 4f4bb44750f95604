"""``python -m lab``: the lab's subcommands and their argparse parser: ``bench``,
``arena``, ``study``, ``duel``, ``ceiling``, ``fit``, ``pair`` and ``play``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from thousand.errors import ThousandError


def main(argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` (default ``sys.argv[1:]``) and run the subcommand; 2 on a usage
    error."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    if args_in[:1] == ["duel"]:  # the duel parses its own options
        from .duel import main as duel_main

        return duel_main(args_in[1:])
    if args_in[:1] == ["ceiling"]:  # the duel's options after what is told
        from .ceiling import main as ceiling_main

        return ceiling_main(args_in[1:])
    if args_in[:1] == ["fit"]:  # the bidding model fitted to self-play
        from .fit import main as fit_main

        return fit_main(args_in[1:])
    if args_in[:1] == ["pair"]:  # two saved duels compared deal by deal
        from .pair import main as pair_main

        return pair_main(args_in[1:])
    parser = argparse.ArgumentParser(prog="python -m lab",
                                     description="Тысяча (Thousand): the engine's lab")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("duel", help="a candidate agent against a reference, round by round "
                                "(python -m lab duel --help)")
    sub.add_parser("ceiling", help="the duel with the search told the true deal "
                                   "(python -m lab ceiling play --agents search,heuristic)")
    sub.add_parser("fit", help="fit the bidding model to self-play "
                               "(python -m lab fit --help)")
    sub.add_parser("pair", help="two saved duels compared deal by deal "
                                "(python -m lab pair BASE.json CANDIDATE.json)")
    bp = sub.add_parser("bench", help="measure the engine's speed with random play")
    bp.add_argument("--seconds", type=float, default=3.0)
    bp.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    bp.add_argument("--seed", type=int, default=1)
    _add_arena_parser(sub)
    _add_study_parser(sub)
    pp = sub.add_parser("play", help="play a game against the computer in this terminal")
    pp.add_argument("--preset", default="classic")
    pp.add_argument("--seed", type=int, default=None)
    pp.add_argument("--agent", default="heuristic")
    args, rest = parser.parse_known_args(list(args_in))
    if rest:  # no subcommand takes extra words
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "bench":
        from .bench import run_bench
        run_bench(args.seconds, args.players, args.seed)
        return 0
    if args.command == "play":
        return play_command(args)
    if args.command == "arena":
        return arena_command(args)
    if args.command == "study":
        return study_command(args)
    return 2


def _add_games_options(parser: argparse.ArgumentParser) -> None:
    """The options that say which games to play: the arena and the study share them."""
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--rule", action="append", default=[], metavar="FIELD=VALUE",
                        help="override a rules field (repeatable), e.g. --rule dark=true")
    parser.add_argument("--jobs", type=int, default=1)


def _add_arena_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    ap = sub.add_parser("arena", help="play many games between agents and print statistics")
    ap.add_argument("--agents", default="heuristic,random,random",
                    help="comma-separated agent names, one per seat: random, heuristic, "
                         "or a tuned heuristic such as heuristic:contract_margin=30:samples=8")
    _add_games_options(ap)
    ap.add_argument("--duplicate", action="store_true",
                    help="play every deal once for each seating of the agents")
    ap.add_argument("--json", dest="json_path", help="write the full statistics here")
    ap.add_argument("--max-rounds", type=int, default=300)
    ap.add_argument("--no-progress", action="store_true")
    ap.add_argument("--first", type=int, default=0,
                    help="index of the first game (in duplicate mode, deal): a long run "
                         "split in parts plays games FIRST.. of the same seed")
    ap.add_argument("--save", metavar="PATH",
                    help="also write every game's result here (JSON) for --merge")
    ap.add_argument("--merge", nargs="+", metavar="PATH",
                    help="report the games saved by earlier parts of one run together; no "
                         "play: the agents, seed and rules are the parts'")


def arena_command(args: argparse.Namespace) -> int:
    from .arena import merge_arena, parse_overrides, run_arena

    try:
        if args.merge:
            if args.save or args.first:
                raise ValueError("--merge plays no game: --save and --first do not apply")
            return merge_arena(args.merge, args.json_path)
        overrides = parse_overrides(args.rule)
        return run_arena([a.strip() for a in args.agents.split(",")], args.games, args.seed,
                         args.preset, overrides, args.jobs, args.duplicate, args.max_rounds,
                         args.json_path, progress=not args.no_progress, first=args.first,
                         save_path=args.save)
    except (ThousandError, ValueError) as exc:
        print(str(exc), file=sys.stderr)
        return 2


def _add_study_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sp = sub.add_parser("study", help="compare two agents decision by decision: where they "
                                      "differ, play the round out after each choice")
    sp.add_argument("--agents", required=True, metavar="CANDIDATE,REFERENCE",
                    help="two agent names; the reference plays every seat, e.g. "
                         "heuristic:concede_margin=0,heuristic")
    _add_games_options(sp)
    sp.add_argument("--kinds", default="all",
                    help="decision kinds to study, comma-separated: bid, give, contract, "
                         "concede, redeal, play, other (default: all)")
    sp.add_argument("--rollouts", type=int, default=1, help="playouts per branch")
    sp.add_argument("--score", default="relative", choices=("relative", "own"),
                    help="relative: the seat's round delta less its opponents' mean "
                         "(default); own: its delta alone, as the duplicate arena counts")
    sp.add_argument("--max-rounds", type=int, default=300)


def study_command(args: argparse.Namespace) -> int:
    from .arena import parse_overrides
    from .study import KINDS, run_study

    try:
        names = [a.strip() for a in args.agents.split(",")]
        if len(names) != 2:
            raise ValueError("--agents needs exactly two names: CANDIDATE,REFERENCE")
        kinds = KINDS if args.kinds == "all" else tuple(k.strip() for k in args.kinds.split(","))
        run_study(names[0], names[1], args.games, args.seed, args.preset,
                  parse_overrides(args.rule), kinds, args.rollouts, args.jobs, args.max_rounds,
                  score=args.score)
        return 0
    except (ThousandError, ValueError) as exc:
        print(str(exc), file=sys.stderr)
        return 2


def play_command(args: argparse.Namespace) -> int:
    from thousand.rules import Rules

    from .terminal import play

    try:
        rules = Rules.preset(args.preset)
    except ThousandError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    play(rules, args.seed, args.agent, input, print)
    return 0
