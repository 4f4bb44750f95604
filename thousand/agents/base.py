"""The ``Agent`` protocol: how every computer player is called.

An agent gets the seat's ``PlayerView``, the legal actions and a seeded
``random.Random``; it never sees the engine state, so it cannot cheat. Same
inputs and the same seed give the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..actions import Action
from ..view import PlayerView


class Agent(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of ``legal``."""
        ...
