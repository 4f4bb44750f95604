"""``hint(view)``: the move the strongest agent would make, with a reason for the UI;
``advise(view)``: the same move with what the top choices are each worth.

The reason comes as a stable key (for translation) and a one-line English
text. The agent's randomness is seeded from the position, so asking twice
gives the same hint (unless a time limit cuts the sampling short).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import Action, Bid, Concede, Contract, Give, Pass, Play, Redeal
from ..cards import Card
from ..view import PlayerView
from .search.agent import SearchAgent, value_plays
from .search.bidding import bid_values
from .search.declarer import Priced, price_declarer, window_values
from .search.stakes import WIN, Stakes

HINT_DEALS = 12
"""Sampled deals behind a hint: the search agent's own arena budget."""
BID_OPTIONS = 4
"""Bid levels valued besides passing: the lowest legal ones (higher ones only lose more)."""


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str
    key: str


@dataclass(frozen=True)
class Option:
    """One choice and its expected score: points per round, the seat's score less its
    opponents' mean, over the sampled deals."""

    action: Action
    value: float


@dataclass(frozen=True)
class Advice(Hint):
    options: tuple[Option, ...] = ()
    """The best choices first (the hinted one always among them); empty where the
    decision is not valued (the choice between face-down talons, the dark bid)."""
    deals: int = 0
    won_game: float | None = None
    """Where the values count what the game makes of the deal besides its points
    (``search.stakes``: the barrel, its falls, 555, a won game, near those lines), the
    points a won game counts for; None where they are the deal's points alone."""


def _rng(view: PlayerView, purpose: str) -> random.Random:
    return random.Random(f"{purpose}/{view.entry}/{len(view.log)}/{view.seat}")


def hint(view: PlayerView) -> Hint:
    """The search agent's choice for ``view`` (which must be the seat's turn)."""
    if not view.legal:
        raise ValueError("no decision to hint: it is not this seat's turn")
    choice = SearchAgent(deals=HINT_DEALS).decide(view, view.legal, _rng(view, "hint"))
    return Hint(choice.action, choice.text, choice.key)


def advise(view: PlayerView, seconds: float | None = None, deals: int = HINT_DEALS,
           top: int = 3, include: Sequence[Card] = ()) -> Advice:
    """``hint`` with the expected score of the ``top`` choices: every legal card in play,
    each low bid and passing in the bidding, the gifts, the contracts, conceding and the
    talon redeal. ``seconds`` bounds each sampling (the page sets it; then the figures
    depend on the machine's speed). ``include``: cards to value as gifts besides the
    search's candidates (the coach values the card a player gave)."""
    if not view.legal:
        raise ValueError("no decision to hint: it is not this seat's turn")
    agent = SearchAgent(deals=deals, seconds=seconds)
    plays = [a for a in view.legal if isinstance(a, Play)]
    found = value_plays(view, plays, _rng(view, "values"), deals, seconds,
                        stakes=bool(agent.settings.stakes),
                        tail=agent.settings.tail) if len(plays) > 1 else None
    priced = None if plays else price_declarer(view, view.legal, _rng(view, "values"),
                                               agent.settings, seconds, include)
    # The move is chosen from the same sampled values that are shown.
    choice = agent.decide(view, view.legal, _rng(view, "hint"), found, priced)
    base = Hint(choice.action, choice.text, choice.key)
    valued: list[tuple[Action, float]] = []
    sampled = 0
    if found:
        valued = [(v.action, v.value) for v in found]
        valued = sorted([*valued, *window_values(view.legal, view, bool(agent.settings.stakes))],
                        key=lambda o: -o[1])
        sampled = found[0].deals
    elif priced is not None:
        valued = list(priced.options)
        sampled = priced.deals
    elif any(isinstance(a, Bid) for a in view.legal) and any(
            isinstance(a, Pass) for a in view.legal):
        bids = sorted((a for a in view.legal if isinstance(a, Bid)), key=lambda b: b.amount)
        options: list[Bid | Pass] = [*bids[:BID_OPTIONS],
                                     *(a for a in view.legal if isinstance(a, Pass))]
        if isinstance(base.action, Bid) and base.action not in options:
            options.append(base.action)
        found_bids = bid_values(view, options, _rng(view, "values"), deals, seconds)
        if found_bids:
            valued = list(found_bids[0])
            sampled = found_bids[1]
    if valued and not _ruled(choice.action, priced):
        base = settled(base, valued)
    shown = valued[:top]
    if valued and all(a != base.action for a, _ in shown):
        shown = [*valued[:top - 1], *((a, v) for a, v in valued if a == base.action)]
    game = bool(agent.settings.stakes) and (bool(found) or priced is not None) \
        and Stakes.of(view) is not None
    return Advice(base.action, base.reason, base.key,
                  tuple(Option(a, round(v, 1)) for a, v in shown), sampled,
                  WIN if game else None)


def _ruled(action: Action, priced: Priced | None) -> bool:
    """Whether the computer named a contract by a rule the values of one round cannot
    see (a contract that wins the game, the samosval): the hint then keeps it."""
    return isinstance(action, Contract) and priced is not None and action != priced.choice


VALUED_REASONS = {Play: ("search_playout",
                         "over the possible deals, this card brings more points on average"),
                  Bid: ("bid_value", "the hand is worth this bid"),
                  Pass: ("pass_value", "the hand is not worth a higher bid"),
                  Give: ("give_value", "over the possible deals, the hand plays best without "
                                       "this card"),
                  Contract: ("contract_value", "over the possible deals, this contract brings "
                                               "the most points on average"),
                  Concede: ("concede_value", "over the possible deals, playing on costs more "
                                             "than conceding"),
                  Redeal: ("redeal_value", "over the possible deals, playing on costs more "
                                           "than a redeal")}
"""The reason of a choice made by its value, by the kind of action: a player who is shown
the values reads the reason as their summary, so it may not cite anything else."""


def shown_points(value: float) -> int:
    """A value as the hint shows it: rounded to a tenth in ``Option``, then to whole points."""
    return int(f"{round(value, 1):.0f}")


def settled(choice: Hint, valued: list[tuple[Action, float]]) -> Hint:
    """The hint once values are shown: the best-valued option, and a reason that speaks of
    that value. The agent may pick otherwise (a tie broken by its own rules, a heuristic's
    reason such as "the cheapest card"), but a hint that recommends one card while it
    shows another as worth more contradicts itself. Values equal as shown (whole points)
    leave the agent's choice."""
    top = max(shown_points(value) for _, value in valued)
    if any(a == choice.action and shown_points(v) == top for a, v in valued):
        best = choice.action
    else:
        best = next(a for a, v in valued if shown_points(v) == top)
    if best == choice.action and (not isinstance(best, Play) or choice.key.startswith("search_")):
        return choice  # its own reason speaks of the value (or of the bid's limits)
    key, text = VALUED_REASONS.get(type(best), (choice.key, choice.reason))
    return Hint(best, text, key)
