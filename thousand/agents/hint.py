"""``hint(view)``: the move the strongest agent would make, with a reason for the UI.

The reason comes as a stable key (for translation) and a one-line English
text. The agent's randomness is seeded from the position, so asking twice
gives the same hint.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..actions import Action
from ..view import PlayerView
from .heuristic import HeuristicAgent


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str
    key: str


def hint(view: PlayerView) -> Hint:
    """The heuristic agent's choice for ``view`` (which must be the seat's turn)."""
    if not view.legal:
        raise ValueError("no decision to hint: it is not this seat's turn")
    rng = random.Random(f"hint/{view.entry}/{len(view.log)}/{view.seat}")
    choice = HeuristicAgent().decide(view, view.legal, rng)
    return Hint(choice.action, choice.text, choice.key)
