"""The last tricks of a playout solved exactly: how much the declarer really takes.

A playout plays every card by the greedy open-hand rule of ``rollout.py``, and that rule
does not plan: with a few cards left it can miss a contract that careful play makes, or
make one the defence could break. The real players (the heuristic and this agent) play
those tricks with the exact solver of ``endgame.py``. So once every hand is down to
``cards`` cards, the solver answers what the declarer can still take against the best
defence, and the playout's declarer is scored by that (``Position.settled``); the greedy
rule still plays the cards out for the defenders' points and tricks.

With two players the last trick also takes the talon not taken (and the declarer's
discard), a different sum in every sampled deal: the solver counts it for that trick,
with a table of answers for each sum.
"""

from __future__ import annotations

from ...rules import Rules
from ...view import PlayerView
from ..endgame import Endgame, OutOfBudget
from .rollout import Position, Settle

CARDS = 4
"""Cards per hand from which the hard computer's playouts are solved: four gained about a
point a round over none on three classic seeds and over four points with two players,
and five (six with two players) no more in own points at three times the gifts' time
(docs/MEASUREMENTS.md, "The last tricks of each playout solved" and "Two players: the
last tricks solved with the talon they take")."""
UNIT = 5
"""Every contract is a multiple of this, so a take rounded down to it decides them all."""
NODES = 20_000
"""Positions one solve may visit before the greedy playout's own take stands."""


class Tail:
    """The solver of one decision's playouts (its tables of answers are shared by them)."""

    def __init__(self, rules: Rules, declarer: int, order: tuple[int, ...], cards: int,
                 contract: int | None = None, budget: int = NODES) -> None:
        self.rules, self.declarer, self.order, self.budget = rules, declarer, order, budget
        self.cards = cards
        self.contract = contract
        """The one contract the playouts are scored at (card play), so one question
        settles each; None (the gifts and the contract, valued at many): the best take."""
        self.solvers: dict[int, Endgame] = {}
        """One solver for each sum the last trick also takes (``Position.bonus``): a
        position's answers hold for that sum alone."""

    def settle(self, pos: Position, leader: int) -> None:
        """Set ``pos.settled`` when ``pos`` is at a trick's start (``leader`` to lead) with
        every hand down to ``cards``; leave it unset where the solver does not apply or
        runs out of positions."""
        if (pos.settled is not None or pos.trick or pos.first_trick
                or len(pos.hands[pos.declarer]) > self.cards):
            return
        declarer = pos.declarer
        taken = pos.taken[declarer] + pos.marriages[declarer]
        hands = {s: tuple(h) for s, h in pos.hands.items()}
        solver = self.solvers.get(pos.bonus)
        if solver is None:
            solver = self.solvers[pos.bonus] = Endgame(self.rules, self.declarer, self.order,
                                                       None, self.budget, pos.bonus)
        try:
            if self.contract is None:
                pos.settled = solver.most_from(hands, leader, pos.trump, pos.trump_declarer,
                                               taken, UNIT)
            else:
                made = solver.reaches_from(hands, leader, pos.trump, pos.trump_declarer,
                                           self.contract - taken)
                pos.settled = self.contract if made else min(taken, self.contract - UNIT)
        except OutOfBudget:
            return


def tail_settler(view: PlayerView, cards: int, contract: int | None = None) -> Settle | None:
    """The ``settle`` of one decision's playouts from ``cards`` per hand, scored at
    ``contract`` alone where it is given; None when ``cards`` is 0 or there is no
    declarer."""
    if not cards or view.declarer is None:
        return None
    return Tail(view.rules, view.declarer, view.active_seats, cards, contract).settle
