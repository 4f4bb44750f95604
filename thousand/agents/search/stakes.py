"""What a round's scores are worth in the game they belong to (RULES.md §7, §8).

A round's points are not what the game pays. A score that would pass the barrel stops at
it and knocks the seat already sitting there off (-120); a sitter whose tries run out
falls; a third fall sets a score to 0; a score of exactly 555 drops to 0; and a contract
made on the barrel wins the game outright. The playouts score rounds (``rollout.deltas``);
``Stakes.adjust`` turns those round scores into the changes the game's scores would see,
with winning the game worth ``WIN`` points more, so the search plays for the game and not
only for the round: a sitter defends against a partner who would climb over it, and a
declarer on the barrel plays to make the contract rather than for points.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...rules import Rules
from ...view import PlayerView
from .rollout import Position, deltas

WIN = 1000.0
"""What winning the game is worth beyond the round's own score, in points: the whole
target, so that on the barrel making the contract outweighs every point of the round."""
REACH = 300
"""A seat further than this below the barrel (or 555) cannot reach it in one round."""


@dataclass(frozen=True)
class Stakes:
    """The game's standing that a round's outcome is judged against."""

    rules: Rules
    scores: tuple[int, ...]
    on_barrel: tuple[bool, ...]
    tries: tuple[int, ...]
    falls: tuple[int, ...]

    @staticmethod
    def of(view: PlayerView) -> Stakes | None:
        """The standing of ``view``'s game; None where no round's outcome can do more than
        its points (nobody on or near the barrel, nobody near 555, no target in reach)."""
        rules = view.rules
        stakes = Stakes(rules, view.scores, view.on_barrel, view.barrel_tries,
                        view.barrel_falls)
        line = rules.barrel if rules.barrel is not None else rules.target
        near = any(s >= line - REACH for s in view.scores) or any(view.on_barrel)
        near_555 = rules.samosval and any(555 - REACH <= s < 555 for s in view.scores)
        return stakes if near or near_555 else None

    def adjust(self, values: dict[int, float], declarer: int, made: bool) -> dict[int, float]:
        """``values`` (each active seat's round score, ``rollout.deltas``) as changes to the
        game's scores, the winner's with ``WIN`` added."""
        rules = self.rules
        out = dict(values)
        barrel = rules.barrel
        if barrel is None:
            first = self._first_past_target(values, declarer)
            if first is not None:
                out[first] += WIN
            return self._samosval(out, first)
        winner: int | None = None
        climbers: list[int] = []
        sitting: list[int] = []
        for seat, value in values.items():
            score = self.scores[seat]
            if self.on_barrel[seat]:
                if seat == declarer and made and score + value >= rules.target:
                    winner = seat
                    out[seat] = value + WIN
                elif seat == declarer and not made:
                    out[seat] = self._fallen(seat, score + value) - score
                elif self.tries[seat] + 1 >= rules.barrel_tries:
                    out[seat] = self._fallen(seat, barrel - rules.barrel_penalty) - score
                else:
                    out[seat] = 0.0 if value > 0 else value
                    sitting.append(seat)
            elif score + value >= barrel:
                out[seat] = float(barrel - score)
                climbers.append(seat)
        if not rules.barrel_shared:
            if len(climbers) >= 2:
                for seat in climbers:
                    out[seat] = self._fallen(seat, barrel - rules.barrel_penalty) \
                        - self.scores[seat]
            elif climbers:
                for seat in sitting:
                    out[seat] = self._fallen(seat, barrel - rules.barrel_penalty) \
                        - self.scores[seat]
        return self._samosval(out, winner)

    def _first_past_target(self, values: dict[int, float], declarer: int) -> int | None:
        """Without a barrel: the highest score at or past the target wins, a tie going to
        the declarer, then to the lower seat."""
        totals = {seat: self.scores[seat] + value for seat, value in values.items()}
        reached = [seat for seat, total in totals.items() if total >= self.rules.target]
        if not reached:
            return None
        top = max(totals[seat] for seat in reached)
        best = [seat for seat in reached if totals[seat] == top]
        return declarer if declarer in best else min(best)

    def _fallen(self, seat: int, score: float) -> float:
        """``seat``'s score after a fall that leaves it ``score``: 0 on every
        ``barrel_falls_to_zero``-th fall."""
        if (self.falls[seat] + 1) % self.rules.barrel_falls_to_zero == 0:
            return 0.0
        return score

    def _samosval(self, out: dict[int, float], winner: int | None) -> dict[int, float]:
        """A score that lands on exactly 555 drops to 0 (the winner's stands)."""
        if not self.rules.samosval:
            return out
        for seat, change in out.items():
            if seat != winner and self.scores[seat] + change == 555:
                out[seat] = float(-self.scores[seat])
        return out


def game_deltas(pos: Position, contract: int, view: PlayerView, stakes: Stakes | None,
                multiplier: int = 1, declarer_multiplier: int = 1,
                made_at: float | None = None) -> dict[int, float]:
    """Each active seat's score change for a finished playout: ``rollout.deltas``, then
    (with ``stakes``) what the game makes of it. ``made_at``: the points that count the
    contract made, where a search asks for more than the contract (its margin)."""
    values = deltas(pos, contract, view.on_barrel, view.bolts, multiplier, declarer_multiplier)
    declarer = pos.declarer
    took = pos.declarer_take()
    made = took >= (contract if made_at is None else made_at)
    if made != (took >= contract):
        values[declarer] += (2 if made else -2) * contract * declarer_multiplier
    return values if stakes is None else stakes.adjust(values, declarer, made)


__all__ = ["WIN", "Stakes", "game_deltas"]
