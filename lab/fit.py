"""``python -m lab fit take|bid``: fit the bidding models (``heuristic/bid_model.py``)
to self-play.

``take``: for each deal, every active seat whose dealt hand holds a marriage (the only
hands the heuristic bids) is made declarer at the lowest bid: it bids, the others pass.
The heuristic (or ``--agent``) then plays every seat, the declarer never concedes (a
conceded round shows nothing of what the hand takes), and the row records the hand's
``FEATURES`` against the points it took (cards and declared marriages).

``bid``: one round per deal by the heuristic (or ``--agent``) in every seat; at each
choice to bid or pass with a marriage in hand (no barrel), the round is played out from
both, the lowest bid and the pass (``study.branch_value``, the same seeded randomness in
both), and the row records ``BID_FEATURES`` (the hand read by the take model already
fitted) against what bidding gained over passing: the seat's round score less its opponents' mean
(``--score relative``, what wins a game of three) or alone (``--score own``).

The weights are the least-squares fit, written with the command that made them into
``bid_weights.py``, where the page loads them with the engine. The fit prints its error
on a held-out tenth of the rows beside a baseline's: for ``take`` the heuristic's own
value with its best offset, for ``bid`` the mean gain.

    python -m lab fit take --preset classic --deals 30000 --seed 1 --jobs 2 --write
    python -m lab fit bid --preset classic --deals 7000 --seed 2 --jobs 2 --write
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from thousand.actions import Action, Bid, Concede, Pass
from thousand.agents import make_agent
from thousand.agents.base import Agent
from thousand.agents.heuristic.agent import bidding_value, hand_values
from thousand.agents.heuristic.bid_model import (
    FEATURES,
    MODELS,
    bid_features,
    hand_features,
    model_for,
    rival_bid,
)
from thousand.game import GameState
from thousand.phase import Phase
from thousand.rules import Rules
from thousand.tricks import marriage_suits
from thousand.view import view_of

from .study import SCORES, branch_value

WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "thousand" / "agents" / "heuristic" \
    / "bid_weights.py"
RIDGE = 1e-6
"""Added to the normal equations' diagonal, relative to it (and a little more, so that a
feature that is always zero gets weight zero): keeps the solve stable when features
nearly move together, far too small to bias the weights."""

Row = tuple[tuple[float, ...], float]
Task = tuple[dict[str, object], int, int, str, str]
"""Rules, seed, deal index, score (``bid``) and the agent that plays every seat."""


def take_rows(args: Task) -> list[Row]:
    """The take rows of one deal: one per active seat whose hand holds a marriage."""
    rules_dict, seed, index, _, name = args
    rules = Rules.from_dict(rules_dict)
    tag = f"fit/{seed}/{index}"
    dealer = index % rules.players
    start = GameState.new(rules, seed=tag, first_dealer=dealer)
    agent = make_agent(name)
    rows: list[Row] = []
    for seat in start.round.setup.active_seats():
        hand = start.round.deal.hands[seat]
        if not marriage_suits(hand):
            continue
        value = bidding_value(hand_values(hand, rules, random.Random(f"{tag}/{seat}/value")))
        taken = _declarer_takes(start, seat, tag, agent)
        if taken is not None:
            rows.append((hand_features(hand, rules, value), float(taken)))
    return rows


def _declarer_takes(game: GameState, declarer: int, tag: str, agent: Agent) -> int | None:
    """What ``declarer`` takes (cards and marriages) made declarer at the lowest bid,
    ``agent`` playing every seat; None if the round was redealt or another seat had to
    declare."""
    rngs = [random.Random(f"{tag}/{s}") for s in range(game.rules.players)]
    state = game.round
    while state.phase is not Phase.DONE:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        action = _forced_bid(legal, seat, declarer)
        if action is None:
            choices = [a for a in legal if not isinstance(a, Concede)] or legal
            view = view_of(game.advance(state), seat)
            action = agent.choose(view, choices, rngs[seat])
        state = state.apply(action)
    if state.redealt or state.declarer != declarer:
        return None
    return state.taken[declarer] + state.marriage_points[declarer]


def bid_rows(args: Task) -> list[Row]:
    """The bid rows of one deal's round: one per choice to bid or pass with a marriage,
    scored by ``study.round_result``'s ``score``."""
    rules_dict, seed, index, score, name = args
    rules = Rules.from_dict(rules_dict)
    take_model = model_for("take", rules)
    if take_model is None:
        raise ValueError(f"no take model for {rules.players} players: fit take first")
    tag = f"fitbid/{seed}/{index}"
    game = GameState.new(rules, seed=tag, first_dealer=index % rules.players)
    agent = make_agent(name)
    rngs = [random.Random(f"{tag}/{s}") for s in range(rules.players)]
    rows: list[Row] = []
    decision = 0
    while not game.sheet:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        bids = [a for a in view.legal if isinstance(a, Bid)]
        passes = [a for a in view.legal if isinstance(a, Pass)]
        suits = marriage_suits(view.hand)
        if bids and passes and suits and not any(view.on_barrel):
            low = min(bids, key=lambda b: b.amount)
            branch = f"{tag}/{decision}"
            bid = branch_value(game, low, agent, seat, branch, 1, score)
            passed = branch_value(game, passes[0], agent, seat, branch, 1, score)
            if bid is not None and passed is not None:
                value = bidding_value(hand_values(view.hand, rules,
                                                  random.Random(f"{branch}/value")))
                take = take_model(hand_features(view.hand, rules, value))
                rows.append((bid_features(take, low.amount, rival_bid(view), len(suits)),
                             bid - passed))
        decision += 1
        game = game.apply(agent.choose(view, view.legal, rngs[seat]))
    return rows


def _forced_bid(legal: Sequence[Action], seat: int, declarer: int) -> Action | None:
    """In the bidding, the declarer-to-be bids the lowest bid and the others pass."""
    bids = [a for a in legal if isinstance(a, Bid)]
    passes = [a for a in legal if isinstance(a, Pass)]
    if not bids and not passes:
        return None
    if seat == declarer or not passes:
        return min(bids, key=lambda b: b.amount) if bids else passes[0]
    return passes[0]


def fit(rows: Sequence[Row]) -> tuple[list[float], float]:
    """Least-squares weights over the rows, and the residuals' standard deviation."""
    width = len(rows[0][0])
    gram = [[0.0] * width for _ in range(width)]
    moment = [0.0] * width
    for x, y in rows:
        for i in range(width):
            moment[i] += x[i] * y
            row = gram[i]
            for j in range(width):
                row[j] += x[i] * x[j]
    for i in range(width):
        gram[i][i] += RIDGE * (gram[i][i] + 1.0)
    weights = _solve(gram, moment)
    return weights, rmse(rows, weights)


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small and symmetric)."""
    n = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[col][col]:
                factor = a[r][col] / a[col][col]
                a[r] = [v - factor * p for v, p in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def rmse(rows: Sequence[Row], weights: Sequence[float]) -> float:
    errors = [(sum(w * v for w, v in zip(weights, x, strict=True)) - y) ** 2 for x, y in rows]
    return math.sqrt(sum(errors) / len(errors))


def baseline_rmse(kind: str, rows: Sequence[Row]) -> float:
    """What the model must beat: for ``take`` the heuristic's value with its best
    constant offset, for ``bid`` the mean gain."""
    column = FEATURES.index("value") if kind == "take" else None
    guesses = [x[column] if column is not None else 0.0 for x, _ in rows]
    offset = sum(y - g for (_, y), g in zip(rows, guesses, strict=True)) / len(rows)
    return math.sqrt(sum((g + offset - y) ** 2 for (_, y), g in zip(rows, guesses, strict=True))
                     / len(rows))


def read_weights(path: Path = WEIGHTS_FILE) -> dict[str, dict[str, Any]]:
    """The entries of a weights file, read as data (the file is never run)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) \
                and node.target.id == "WEIGHTS" and node.value is not None:
            return dict(ast.literal_eval(node.value))
    raise ValueError(f"{path} assigns no WEIGHTS")


def write_weights(kind: str, players: int, weights: Sequence[float], spread: float,
                  rows: int, command: str, path: Path = WEIGHTS_FILE) -> None:
    """Replace the ``kind`` model's entry for ``players``, keeping the others."""
    entries = read_weights(path)
    entries.setdefault(kind, {})[str(players)] = {
        "made_by": command,
        "features": list(MODELS[kind]),
        "weights": [round(w, 6) for w in weights],
        "spread": round(spread, 3),
        "rows": rows,
    }
    body = json.dumps(entries, indent=4, sort_keys=True)
    path.write_text(
        '"""Weights of ``bid_model``\'s models by kind and player count. Written by'
        ' ``python -m lab\nfit``; do not edit by hand: refit with the command recorded'
        ' beside each entry."""\n\nfrom typing import Any\n\n'
        f"WEIGHTS: dict[str, dict[str, dict[str, Any]]] = {body}\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab fit", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=tuple(MODELS),
                        help="take: what a hand takes as declarer; bid: what bidding gains "
                             "over passing (needs the take model)")
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--agent", default="heuristic",
                        help="the agent that plays every seat (the models should be fitted "
                             "to the play of the agent that bids by them)")
    parser.add_argument("--score", choices=SCORES, default="relative",
                        help="bid: what a gain is, the seat's round score less its "
                             "opponents' mean (relative) or alone (own)")
    parser.add_argument("--write", action="store_true",
                        help=f"write the weights into {WEIGHTS_FILE.name}")
    parser.add_argument("--save", metavar="PATH",
                        help="also write the rows here (JSON, with the command that played "
                             "them)")
    parser.add_argument("--load", nargs="+", metavar="PATH",
                        help="fit rows saved by earlier runs instead of playing (--write "
                             "records the saved command)")
    args = parser.parse_args(argv)
    rules = Rules.preset(args.preset)
    rows: list[Row] = []
    command = (f"python -m lab fit {args.kind} --preset {args.preset} --deals {args.deals} "
               f"--seed {args.seed} --jobs {args.jobs}")
    if args.agent != "heuristic":
        command += f" --agent {args.agent}"
    if args.kind == "bid":
        command += f" --score {args.score}"
    if args.load:
        commands = []
        for path in args.load:
            with open(path, encoding="utf-8") as saved:
                data = json.load(saved)
            rows += [(tuple(x), y) for x, y in data["rows"]]
            commands.append(data["command"])
        if args.write and len(commands) > 1:
            parser.error("--write takes the rows of one run (its command is recorded)")
        command = commands[0]
    else:
        tasks = [(rules.to_dict(args.preset), args.seed, i, args.score, args.agent)
                 for i in range(args.deals)]
        play = take_rows if args.kind == "take" else bid_rows
        started = time.perf_counter()
        if args.jobs > 1:
            import multiprocessing

            with multiprocessing.Pool(args.jobs) as pool:
                for done, got in enumerate(pool.imap(play, tasks, chunksize=8), 1):
                    rows += got
                    _progress(done, len(tasks), started)
        else:
            for done, task in enumerate(tasks, 1):
                rows += play(task)
                _progress(done, len(tasks), started)
        sys.stderr.write("\n")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as out:
            json.dump({"command": command, "rows": rows}, out)
    names = MODELS[args.kind]
    if len(rows) < 10 * len(names):
        print(f"only {len(rows)} rows: too few to fit {len(names)} weights")
        return 1
    held = rows[::10]
    train = [r for i, r in enumerate(rows) if i % 10]
    weights, _ = fit(train)
    print(f"{args.kind}, {args.preset}: {len(rows)} rows")
    print(f"  held-out tenth ({len(held)} rows): model RMSE {rmse(held, weights):.2f}, "
          f"baseline {baseline_rmse(args.kind, held):.2f}")
    weights, spread = fit(rows)
    print(f"  all rows: model RMSE {spread:.2f}, baseline {baseline_rmse(args.kind, rows):.2f}")
    for name, w in zip(names, weights, strict=True):
        print(f"    {name:24} {w:+9.3f}")
    if args.write:
        write_weights(args.kind, rules.players, weights, spread, len(rows), command)
        print(f"  written to {WEIGHTS_FILE}")
    return 0


def _progress(done: int, total: int, started: float) -> None:
    sys.stderr.write(f"\r{done}/{total} deals {time.perf_counter() - started:.0f}s")
    sys.stderr.flush()


if __name__ == "__main__":
    raise SystemExit(main())
