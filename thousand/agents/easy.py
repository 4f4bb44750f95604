"""The "easy" computer player: the heuristic without look-ahead, making honest mistakes.

A beginner's opponent must lose more often without playing absurdly (bidding 300
on rubbish would look broken, not easy). So the easy agent bids, takes the talon
and names contracts as the heuristic does, but it never searches the last tricks
and, at each card it plays, with probability ``MISTAKE_RATE`` plays a random legal
card instead of the considered one — the slips a casual player makes. It uses
only the seeded ``rng`` it is given, so a seed still replays the same game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import Action, Play
from ..view import PlayerView
from .heuristic.agent import HeuristicAgent, Tuning

MISTAKE_RATE = 0.3
"""Share of card plays made at random. The arena's duplicate comparison with the
heuristic (README) measures what this costs the easy player."""

EASY_TUNING = Tuning(search_tricks=0, defend_tricks=0, samples=4)
"""No endgame search, and a rougher estimate of the hand when bidding."""


class EasyAgent:
    """Heuristic judgement for bidding, random slips in card play."""

    name = "easy"

    def __init__(self, mistake_rate: float = MISTAKE_RATE) -> None:
        self.mistake_rate = mistake_rate
        self._heuristic = HeuristicAgent(EASY_TUNING)

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if len(plays) > 1 and self.mistake_rate > 0 and rng.random() < self.mistake_rate:
            return rng.choice(plays)
        return self._heuristic.choose(view, legal, rng)
