"""The baseline: a uniformly random legal action."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import Action
from ..view import PlayerView


class RandomAgent:
    name = "random"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))
