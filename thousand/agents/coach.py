"""The coach: how much one decision of a player cost, judged as the player saw the game.

A decision is judged from the seat's ``PlayerView`` at that moment (nothing hidden) by
the hint's own valuation (``hint.advise``: the search agent's sampled deals played out),
so the coach, the hint and the hard computer never disagree about what a choice is
worth: the coach's best choice is the one the hint recommends with the same budget, and
the values it shows are the hint's. The points lost are the best choice's value less
the chosen one's (never below zero: the hint may keep a card that samples a little
lower than another, see ``search.agent.MARGIN``).

The hint values the cards, the bids, the gifts, the contract, conceding and the talon
redeal. Some choices carry no points (``loss`` is None): the choice between two talons
lying face down, which no one can tell apart (its verdict is ``EQUAL``), and the dark
bid and the redeal round's choice, which the search does not value. The verdict
thresholds live here, in ``VERDICTS``, and nowhere else.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Bid, Give, Pass
from ..view import PlayerView
from .hint import HINT_DEALS, Option, _rng, advise
from .search.bidding import bid_values
from .search.declarer import Settings, price_declarer

VERDICTS: tuple[tuple[float, str], ...] = ((5.0, "good"), (15.0, "inaccuracy"),
                                           (40.0, "mistake"))
"""(points lost below which, verdict), in rising order; at or above the last: ``WORST``.
Points are expected points per round (the seat's score less its opponents' mean)."""
WORST = "blunder"
CLOSE = VERDICTS[0][0]
"""A decision within this many points of the best counts as accurate."""
EQUAL = "equal"
"""The verdict of a choice between cards nobody can see: no option can be better."""


def verdict(loss: float) -> str:
    """The word for ``loss`` expected points lost."""
    for below, word in VERDICTS:
        if loss < below:
            return word
    return WORST


@dataclass(frozen=True)
class Judgement:
    """One decision as the coach sees it."""

    action: Action
    """What the player did."""
    best: Action
    """What the hint recommends in the same position."""
    options: tuple[Option, ...]
    """Every valued choice with its expected points, best first (empty: not valued)."""
    loss: float | None
    """Expected points the choice gave away against ``best``; None where not valued."""
    blind: bool = False
    """A choice between face-down talons: nothing to tell them apart, so nothing lost."""

    @property
    def verdict(self) -> str | None:
        if self.blind:
            return EQUAL
        return None if self.loss is None else verdict(self.loss)

    def value_of(self, action: Action) -> float | None:
        return next((o.value for o in self.options if o.action == action), None)

    def as_data(self) -> dict[str, Any]:
        """JSON-ready: the actions as their canonical texts (the worker's answer)."""
        return {"action": str(self.action), "best": str(self.best), "loss": self.loss,
                "options": [[str(o.action), o.value] for o in self.options],
                "blind": self.blind}


def is_decision(view: PlayerView) -> bool:
    """Whether the seat had a choice to make (one legal action is no decision)."""
    return len(view.legal) > 1


def judge(view: PlayerView, action: Action, seconds: float | None = None,
          deals: int = HINT_DEALS) -> Judgement:
    """``action`` taken in ``view`` against the hint's choice and values (``seconds``
    bounds each sampling as the hint's does; without it the figures repeat exactly)."""
    if action not in view.legal:
        raise ValueError(f"{action} is not legal in this position")
    if view.blind_choice:
        return Judgement(action, action, (), None, blind=True)
    advice = advise(view, seconds=seconds, deals=deals, top=len(view.legal))
    options = list(advice.options)
    if options and all(o.action != action for o in options):
        if isinstance(action, Bid | Pass):
            options.extend(_more_bids(view, [action], advice.deals))
        elif isinstance(action, Give):
            options.extend(_more_gifts(view, action, seconds))
    options.sort(key=lambda o: -o.value)
    valued = {o.action: o.value for o in options}
    loss: float | None = None
    if action in valued and advice.action in valued:
        loss = round(max(0.0, valued[advice.action] - valued[action]), 1)
    elif action == advice.action and options:
        loss = 0.0
    return Judgement(action, advice.action, tuple(options), loss)


def _more_gifts(view: PlayerView, gift: Give, seconds: float | None) -> list[Option]:
    """A gift the search did not consider (it plans with the cheapest spares), valued on
    the very deals the hint sampled: the same seeded stream, that card added to the plans."""
    found = price_declarer(view, view.legal, _rng(view, "values"), Settings(), seconds,
                           (gift.card,))
    if found is None:
        return []
    return [Option(a, round(v, 1)) for a, v in found.options if a == gift]


def _more_bids(view: PlayerView, extra: Sequence[Bid | Pass], deals: int) -> list[Option]:
    """Bids the hint did not value (it values the lowest few), on the very deals it
    sampled: the same seeded stream and the same number of deals."""
    found = bid_values(view, extra, _rng(view, "values"), max(deals, 1))
    return [] if found is None else [Option(a, round(v, 1)) for a, v in found[0]]


@dataclass(frozen=True)
class Accuracy:
    """A deal's (or a game's) figure: how close the valued decisions came to the best."""

    decisions: int
    lost: float
    """Expected points lost in all."""
    close: int
    """Decisions within ``CLOSE`` points of the best."""

    @property
    def per_decision(self) -> float | None:
        return self.lost / self.decisions if self.decisions else None

    @property
    def share_close(self) -> float | None:
        return self.close / self.decisions if self.decisions else None


def accuracy(losses: Iterable[float | None]) -> Accuracy:
    """The figure over the valued decisions (a None loss is not counted)."""
    counted = [loss for loss in losses if loss is not None]
    return Accuracy(len(counted), round(sum(counted), 1),
                    sum(1 for loss in counted if loss < CLOSE))


__all__ = ["CLOSE", "EQUAL", "VERDICTS", "WORST", "Accuracy", "Judgement", "accuracy",
           "is_decision", "judge", "verdict"]
