"""What the end screen says, computed from the finished game: the places, each player's
bolts and barrel history, and how the player's statistics moved.

Plain values from the score sheet and the stored statistics, so the screen's figures are
tested in CPython and the view only draws them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from thousand.scoring import RoundSummary

from ..stats.store import GameResult, Totals, totals


def places(scores: Sequence[int], winner: int | None) -> tuple[int, ...]:
    """Each seat's place, 1 for the first: the winner first (it may have fewer points than
    a seat that never made its way off the barrel), then by score; equal scores share a
    place, and the next place is skipped as on a tournament table (1, 2, 2, 4)."""
    keys = [(seat == winner, score) for seat, score in enumerate(scores)]
    return tuple(1 + sum(other > key for other in keys) for key in keys)


@dataclass(frozen=True)
class SeatHistory:
    """One player's bolts and barrel over the whole game."""

    bolts: int
    """Deals in which the player took no trick (a bolt)."""
    climbs: int
    """Times the player climbed onto the barrel."""
    falls: int
    """Times the player fell off it (tries used up, or knocked off)."""
    samosvals: int
    """Times the score fell to 0 on the samosval."""


FALL_KINDS = ("barrel_fall", "climbed_together")


def history(sheet: Sequence[RoundSummary], players: int) -> tuple[SeatHistory, ...]:
    """Each seat's history, counted from the score sheet's rows."""
    counts = [[0, 0, 0, 0] for _ in range(players)]
    for row in sheet:
        for seat, given in enumerate(row.bolt_given):
            counts[seat][0] += bool(given)
        for event in row.events:
            if event.seat is None or not 0 <= event.seat < players:
                continue
            seat_counts = counts[event.seat]
            seat_counts[1] += event.kind == "barrel_climb"
            seat_counts[2] += event.kind in FALL_KINDS
            seat_counts[3] += event.kind == "samosval"
    return tuple(SeatHistory(*c) for c in counts)


@dataclass(frozen=True)
class StatsChange:
    """The player's statistics before and after this game, in the group it counts in."""

    group: str
    """"main" (played without taking moves back), "undos" or "hotseat": counted apart."""
    before: Totals
    after: Totals

    @property
    def new_best(self) -> bool:
        """Better than every earlier game (a first game sets no record to beat)."""
        return (self.after.best is not None and self.before.best is not None
                and self.after.best > self.before.best)


def _group(game: GameResult) -> str:
    if game.hotseat:
        return "hotseat"
    return "undos" if game.undos else "main"


def stats_change(stored: Sequence[GameResult], result: GameResult) -> StatsChange:
    """How this game moved the totals of its group: the stored games without it, then with
    it (whether or not the store holds it yet, and without counting it twice)."""
    group = _group(result)
    others = [g for g in stored if g.id != result.id and _group(g) == group]
    return StatsChange(group, totals(others), totals([*others, result]))


@dataclass(frozen=True)
class GameOverPanel:
    """What the end screen shows besides the view: the awards and the statistics' change
    (both None for a replayed record, which is not counted)."""

    awards: tuple[str, ...] = ()
    change: StatsChange | None = None
