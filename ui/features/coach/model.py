"""The coach's data: a finished deal's decisions of one seat, and what the coach found.

The decisions come from the game record, replayed as the round review replays it
(``review.model.replay_deals``): before each action of the seat the round's state is
rebuilt and the seat's ``PlayerView`` taken from it, so the judgement sees exactly what
the player saw. A move with only one legal action is no decision and is left out.
Pure data: ``commands.py`` asks the worker, ``view.py`` draws.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from thousand.actions import Action, Play
from thousand.agents.coach import EQUAL, Accuracy, accuracy, is_decision, verdict
from thousand.record import Record
from thousand.view import PlayerView, view_of

from ..review.model import BIDDING_STEP, FIRST_TRICK_STEP, replay_deals


@dataclass(frozen=True)
class Decision:
    """One choice the seat made in the deal, with the view it was made from."""

    index: int
    """Its place among the seat's decisions of the deal (0 = the first)."""
    step: int
    """The round review's step that shows the table as it was (bidding, or the trick)."""
    view: PlayerView
    action: Action


def deal_decisions(record: Record | Mapping[str, Any], number: int,
                   seat: int) -> tuple[Decision, ...]:
    """The decisions ``seat`` made in finished deal ``number`` (1-based) of ``record``."""
    for deal, before, _, states in replay_deals(record):
        if deal != number:
            continue
        out: list[Decision] = []
        for state, action in zip(states, states[-1].history if states else (), strict=False):
            if getattr(action, "seat", None) != seat:
                continue
            view = view_of(before.replace(round=state), seat)
            if not is_decision(view):
                continue
            step = FIRST_TRICK_STEP + len(state.tricks) if isinstance(action, Play) \
                else BIDDING_STEP
            out.append(Decision(len(out), step, view, action))
        return tuple(out)
    return ()


@dataclass(frozen=True)
class Reviewed:
    """A decision with the coach's finding (the worker's answer, ``ui/think.py``)."""

    decision: Decision
    best: Action
    loss: float | None
    """Expected points lost against ``best``; None where the hint values no choice."""
    options: tuple[tuple[Action, float], ...]
    """The valued choices, best first."""
    blind: bool = False
    """A choice between face-down talons: no option could be known to be better."""

    @property
    def verdict(self) -> str | None:
        if self.blind:
            return EQUAL
        return None if self.loss is None else verdict(self.loss)

    @property
    def agrees(self) -> bool:
        return self.best == self.decision.action


def reviewed_from(decision: Decision, answer: Mapping[str, Any]) -> Reviewed:
    """The worker's JSON answer on ``decision`` as a ``Reviewed``: action texts are
    matched against the view's legal actions, so nothing but a legal action comes back."""
    legal = {str(a): a for a in decision.view.legal}
    best = legal.get(str(answer.get("best")), decision.action)
    loss = answer.get("loss")
    options = tuple((legal[str(text)], float(value)) for text, value in answer.get("options", ())
                    if str(text) in legal and isinstance(value, int | float))
    return Reviewed(decision, best, float(loss) if isinstance(loss, int | float) else None,
                    options, answer.get("blind") is True)


@dataclass(frozen=True)
class CoachPanel:
    """What the coach's dialog shows: one deal, from one seat, as far as reviewed."""

    number: int
    seat: int
    decisions: tuple[Decision, ...]
    reviewed: tuple[Reviewed, ...] = ()
    failed: str | None = None
    """Why the review stopped (the worker failed and the page could not judge either)."""

    @property
    def done(self) -> bool:
        return len(self.reviewed) >= len(self.decisions)

    def plus(self, found: Reviewed) -> CoachPanel:
        return replace(self, reviewed=(*self.reviewed, found))

    def ordered(self) -> tuple[Reviewed, ...]:
        """The costly decisions first; the ones without points after, in deal order."""
        return tuple(sorted(self.reviewed, key=lambda r: (
            r.loss is None, -(r.loss or 0.0), r.decision.index)))

    def accuracy(self) -> Accuracy:
        return accuracy(r.loss for r in self.reviewed)
