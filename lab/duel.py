"""``python -m lab duel``: a candidate agent against a reference, round by round.

The duplicate arena plays whole games (about 45 rounds each, with every seating), which
a search agent makes too slow to run hundreds of times on a small machine. Here each
deal is one round from the start of a game, played once by the reference in every seat
and once for each active seat with the candidate there and the reference in the
others, all with the same cards and the same seeded randomness per seat. The
candidate's gain on a deal is its seat's round score (and, separately, that score less
the mean of the other players') minus the reference's in the same seat, averaged over
the seats: the luck of the cards cancels as in the duplicate arena. It also times every
decision the candidate makes with more than one legal action.

Only single rounds at 0 points are played: no barrel, no end of the game; what a
round's result does to later rounds is not counted.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field

from thousand.actions import Play
from thousand.agents import make_agent
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import view_of

from .arena import parse_overrides
from .stats import mean_ci, percentile
from .study import KINDS, decision_kind


@dataclass
class DealResult:
    deal: int
    own: float | None = None
    """The candidate's mean round score less the reference's, over the seats (None: the
    deal was redealt)."""
    relative: float | None = None
    changed: int = 0
    """Seats whose round came out differently with the candidate there."""
    times: list[float] = field(default_factory=list)
    play_times: list[float] = field(default_factory=list)
    kind_times: dict[str, list[float]] = field(default_factory=dict)
    """The candidate's decision times by kind (``study.decision_kind``: bid, give, ...)."""


def _round(rules: Rules, seed: str, dealer: int, seats: Sequence[str],
           times: list[float] | None = None, play_times: list[float] | None = None,
           timed: int | None = None, kind_times: dict[str, list[float]] | None = None
           ) -> tuple[tuple[int, ...], bool] | None:
    """The round's score deltas and whether it was played out (None: redealt)."""
    game = GameState.new(rules, seed=seed, first_dealer=dealer)
    agents = [make_agent(name) for name in seats]
    rngs = [random.Random(f"{seed}/{s}") for s in range(rules.players)]
    while not game.sheet:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        start = time.perf_counter()
        action = agents[seat].choose(view, view.legal, rngs[seat])
        spent = time.perf_counter() - start
        if seat == timed and len(view.legal) > 1 and times is not None:
            times.append(spent)
            if play_times is not None and isinstance(action, Play):
                play_times.append(spent)
            if kind_times is not None:
                kind_times.setdefault(decision_kind(action, action), []).append(spent)
        game = game.apply(action)
    row = game.sheet[-1]
    if row.redealt:
        return None
    return row.deltas, True


def play_deal(args: tuple[str, str, dict[str, object], int, int]) -> DealResult:
    """One deal: the reference everywhere, then the candidate in each active seat."""
    candidate, reference, rules_dict, seed, index = args
    rules = Rules.from_dict(rules_dict)
    tag = f"duel/{seed}/{index}"
    dealer = index % rules.players
    result = DealResult(index)
    base = _round(rules, tag, dealer, [reference] * rules.players)
    if base is None:
        return result
    base_deltas = base[0]
    active = GameState.new(rules, seed=tag, first_dealer=dealer).round.setup.active_seats()
    own: list[float] = []
    rel: list[float] = []
    for seat in active:
        seats = [reference] * rules.players
        seats[seat] = candidate
        got = _round(rules, tag, dealer, seats, result.times, result.play_times, seat,
                     result.kind_times)
        if got is None:
            return result
        deltas = got[0]
        others = [s for s in range(rules.players) if s != seat]
        own.append(deltas[seat] - base_deltas[seat])
        rel.append((deltas[seat] - sum(deltas[s] for s in others) / len(others))
                   - (base_deltas[seat] - sum(base_deltas[s] for s in others) / len(others)))
        result.changed += deltas != base_deltas
    result.own = sum(own) / len(own)
    result.relative = sum(rel) / len(rel)
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab duel", description=__doc__)
    parser.add_argument("--agents", default="search,heuristic",
                        help="CANDIDATE,REFERENCE (default search,heuristic)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--rule", action="append", default=[], metavar="FIELD=VALUE",
                        help="override a rules field (repeatable), e.g. --rule golden_rounds=3")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--first", type=int, default=0,
                        help="index of the first deal: a long run split in parts "
                             "plays deals FIRST.. of the same seed")
    parser.add_argument("--save", metavar="PATH",
                        help="also write every deal's result here (JSON) for --merge")
    parser.add_argument("--merge", nargs="+", metavar="PATH",
                        help="report the deals saved by earlier runs together; no play")
    args = parser.parse_args(argv)
    if args.merge:
        merged: list[DealResult] = []
        for path in args.merge:
            with open(path, encoding="utf-8") as saved:
                merged += [DealResult(**row) for row in json.load(saved)]
        candidate, reference = args.agents.split(",")
        report(candidate, reference, merged)
        return 0
    candidate, reference = args.agents.split(",")
    make_agent(candidate)
    make_agent(reference)
    try:
        rules = Rules.preset(args.preset, **parse_overrides(args.rule))
    except ValueError as error:  # a ThousandError too
        parser.error(str(error))
    tasks = [(candidate, reference, rules.to_dict(args.preset), args.seed, i)
             for i in range(args.first, args.first + args.deals)]
    results: list[DealResult] = []
    started = time.perf_counter()
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(args.jobs) as pool:
            for done, r in enumerate(pool.imap_unordered(play_deal, tasks), 1):
                results.append(r)
                _progress(done, len(tasks), started)
    else:
        for done, task in enumerate(tasks, 1):
            results.append(play_deal(task))
            _progress(done, len(tasks), started)
    sys.stderr.write("\n")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as out:
            json.dump([asdict(r) for r in results], out)
    report(candidate, reference, results)
    return 0


def _progress(done: int, total: int, started: float) -> None:
    sys.stderr.write(f"\r{done}/{total} deals {time.perf_counter() - started:.0f}s")
    sys.stderr.flush()


def report(candidate: str, reference: str, results: Sequence[DealResult]) -> None:
    played = [r for r in results if r.own is not None]
    own = [r.own for r in played if r.own is not None]
    rel = [r.relative for r in played if r.relative is not None]
    mean, lo, hi = mean_ci(own)
    rmean, rlo, rhi = mean_ci(rel)
    changed = sum(r.changed for r in played)
    print(f"{candidate} against {reference}: {len(played)} deals played "
          f"({len(results) - len(played)} redealt), {changed} seat-rounds changed")
    print(f"  own round score: {mean:+.2f} points per round (95% CI {lo:+.2f} to {hi:+.2f})")
    print(f"  less the others' mean: {rmean:+.2f} (95% CI {rlo:+.2f} to {rhi:+.2f})")
    for label, times in (("decisions", [t for r in results for t in r.times]),
                         ("card plays", [t for r in results for t in r.play_times])):
        if times:
            median, p95 = 1000 * percentile(times, 0.5), 1000 * percentile(times, 0.95)
            print(f"  {candidate} {label} with a choice: {len(times)}, median {median:.1f} ms, "
                  f"p95 {p95:.1f} ms, max {1000 * max(times):.1f} ms")
    kinds: dict[str, list[float]] = {}
    for r in results:
        for kind, spent in r.kind_times.items():
            kinds.setdefault(kind, []).extend(spent)
    for kind in KINDS:
        times = kinds.get(kind, [])
        if times:
            median, p95 = 1000 * percentile(times, 0.5), 1000 * percentile(times, 0.95)
            print(f"    {kind}: {len(times)}, median {median:.1f} ms, p95 {p95:.1f} ms, "
                  f"max {1000 * max(times):.1f} ms")


if __name__ == "__main__":
    raise SystemExit(main())
