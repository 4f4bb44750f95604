"""``python -m lab pair``: two duels' saved deals compared deal by deal.

Two variants of an agent, each run with ``lab duel --save`` on the same seed and
deals against the same reference, met the same cards: the difference of their gains
on each deal is free of the cards' luck, so its interval is much narrower than either
run's own. This prints that paired difference (the second file less the first) over the
deals both played.

    python -m lab pair BASE.json CANDIDATE.json
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from .stats import mean_ci


@dataclass(frozen=True)
class Paired:
    """The candidate's gain less the base's over the deals both played."""

    deals: int
    own: tuple[float, float, float]
    """Mean, 95% interval low, high: the own round score's difference."""
    relative: tuple[float, float, float]
    differing: int
    """Deals whose own figure differs between the two runs."""


def paired(base: Sequence[dict[str, object]], candidate: Sequence[dict[str, object]]) -> Paired:
    """``candidate`` less ``base``, deal by deal (rows as ``duel --save`` writes them)."""
    first = {row["deal"]: row for row in base if row.get("own") is not None}
    both = [(first[row["deal"]], row) for row in candidate
            if row.get("own") is not None and row["deal"] in first]
    own = [_number(c["own"]) - _number(b["own"]) for b, c in both]
    rel = [_number(c["relative"]) - _number(b["relative"]) for b, c in both]
    return Paired(len(both), mean_ci(own), mean_ci(rel), sum(1 for d in own if d != 0))


def _number(value: object) -> float:
    assert isinstance(value, int | float)
    return float(value)


def main(argv: Sequence[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m lab pair BASE.json CANDIDATE.json")
        return 2
    rows = []
    for path in argv:
        with open(path, encoding="utf-8") as saved:
            rows.append(json.load(saved))
    result = paired(rows[0], rows[1])
    mean, lo, hi = result.own
    rmean, rlo, rhi = result.relative
    print(f"{argv[1]} less {argv[0]}: {result.deals} deals played by both, "
          f"{result.differing} differing")
    print(f"  own round score: {mean:+.2f} points per round (95% CI {lo:+.2f} to {hi:+.2f})")
    print(f"  less the others' mean: {rmean:+.2f} (95% CI {rlo:+.2f} to {rhi:+.2f})")
    return 0
