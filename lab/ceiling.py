"""``python -m lab ceiling``: the duel with the measured agent told what it cannot see.

Before effort goes into dealing the hidden cards better (inference from bids and play)
or into bidding better, it is worth knowing how much perfect knowledge could add. This
runs ``lab duel`` with the search agent's samplers replaced by the true deal: every
"sampled" deal of its card search (``what=play``) and, with ``what=declare``, of its
gifts and contract is the cards as they lie; with ``what=judge``, every deal its
end-of-round solver solves (the solver that picks the card in the last tricks). With
``what=bid`` the candidate (the first of ``--agents``, never the reference) values its
hand for bidding with the talon lying face down instead of sampled talons
(``TalonToldBidder``); its card play, gifts and contract stay as they are;
``what=bid_value`` tells only the value, the dealt hand alone still decides whether it
holds a marriage (so how much of the gain is the talon's marriages). It is a measuring
device, not an agent: it replaces module
attributes for the life of the process (the duel's worker processes inherit them), so it
runs in a process of its own and no game outside the lab sees it.

    python -m lab ceiling play --agents search,heuristic --deals 200 --seed 41 --save P
    python -m lab ceiling bid --agents search,heuristic --deals 150 --seed 41 --save B
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from thousand.actions import Action, Bid, Pass, Play
from thousand.agents import HeuristicAgent, SearchAgent
from thousand.agents import make_agent as honest_agent
from thousand.agents.base import Agent
from thousand.agents.heuristic import agent as heuristic_agent
from thousand.agents.heuristic import lookahead
from thousand.agents.heuristic.evaluate import sampled_values
from thousand.agents.heuristic.lookahead import Hands, Sampler, Verdict
from thousand.agents.knowledge import Knowledge
from thousand.agents.search import agent as search_agent
from thousand.agents.search import declarer as search_declarer
from thousand.cards import Card
from thousand.game import GameState
from thousand.rules import Rules
from thousand.tricks import marriages_value
from thousand.view import PlayerView

from . import duel

WHAT = ("play", "judge", "declare", "bid", "bid_value")

TOLD = "told-talon/"
"""Prefixed to the candidate's name in a ``bid`` ceiling: the duel's ``make_agent`` then
wraps that agent (and only that one) in a ``TalonToldBidder``."""
TOLD_VALUE = "told-talon-value/"
"""The same for a ``bid_value`` ceiling: a ``TalonToldBidder`` told the value only."""

_game: list[GameState] = []
"""The game whose view the duel built last: the deal the samplers are told."""


def true_hands(game: GameState, kn: Knowledge) -> Hands:
    """The seat's own hand and the other active hands as they lie in ``game``."""
    hands = game.round.hands
    return {s: tuple(hands[s]) for s in (kn.seat, *kn.others())}


def _told_deal(kn: Knowledge, rng: random.Random, clues: object = None,
               rules: Rules | None = None) -> tuple[Hands, tuple[Card, ...]]:
    """``sample_deal`` told the truth (classic and four players: no unseen talon)."""
    return true_hands(_game[-1], kn), ()


def _told_hands(kn: Knowledge, rng: random.Random) -> Hands:
    """``sample_hands`` told the truth."""
    return true_hands(_game[-1], kn)


def _told_judge(view: PlayerView, plays: Sequence[Play], kn: Knowledge, rng: random.Random,
                deals: int, budget: int | None = None, sampler: Sampler | None = None
                ) -> list[Verdict] | None:
    """The search's end-of-round solver told the truth: every deal it solves is the
    cards as they lie, whatever sampler the search asks for. Only the search agent's own
    calls are told; the reference's solver (the same function, called from the
    heuristic) still samples."""
    return _honest_judge(view, plays, kn, rng, deals, budget, _told_hands)


_honest_judge = lookahead.judge


def _view_of(game: GameState, seat: int) -> PlayerView:
    _game[:] = [game]
    return _duel_view_of(game, seat)


_duel_view_of = duel.view_of


def face_down_talon(game: GameState) -> tuple[Card, ...]:
    """The talon as dealt, which nobody has seen while the bidding lasts (classic and
    four players deal one)."""
    return tuple(game.round.deal.talons[0])


def bidding_heuristic(agent: Agent) -> HeuristicAgent:
    """The heuristic whose bidding rule ``agent`` follows: the heuristic itself, or the
    search agent's (which bids by it unless told ``bid=1``)."""
    if isinstance(agent, HeuristicAgent):
        return agent
    if isinstance(agent, SearchAgent) and not agent.settings.bid:
        return agent.heuristic
    raise ValueError(f"{agent.name}: only the heuristic's bidding rule can be told the talon")


class TalonToldBidder:
    """``agent`` with its bidding told the talon lying face down, everything else as is.

    The heuristic's bidding rule values the hand over sampled talons and bids no hand
    without a marriage; told the talon, the value is the hand with that talon (the same
    valuation, one talon instead of a sample) and a marriage completed by the talon
    counts. The sampled values are still drawn and thrown away, so the seat's randomness
    runs as without the ceiling and a bid the talon does not change leaves the rest of
    the round as it was. ``talon`` gives the talon of the game being decided;
    ``marriages=False``: the talon's marriages do not count, only the dealt hand's.
    """

    def __init__(self, agent: Agent, talon: Callable[[], Sequence[Card]],
                 marriages: bool = True) -> None:
        self.agent = agent
        self.name = (TOLD if marriages else TOLD_VALUE) + agent.name
        self.talon = talon
        self.marriages = marriages
        self._heuristic = bidding_heuristic(agent)

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not any(isinstance(a, Bid | Pass) for a in legal):
            return self.agent.choose(view, legal, rng)
        talon = list(self.talon())
        heuristic = self._heuristic
        sampled = heuristic._hand_values

        def told_values(view: PlayerView, rng: random.Random) -> list[float]:
            sampled(view, rng)
            return sampled_values(view.hand, view.rules, talon, random.Random(0), 1)

        def told_declarable(view: PlayerView) -> bool:
            return marriages_value([*view.hand, *talon], view.rules) > 0

        honest_declarable = heuristic_agent._has_declarable
        heuristic._hand_values = told_values  # type: ignore[method-assign]
        if self.marriages:
            heuristic_agent._has_declarable = told_declarable
        try:
            return self.agent.choose(view, legal, rng)
        finally:
            del heuristic._hand_values
            heuristic_agent._has_declarable = honest_declarable


def _told_agent(name: str) -> Agent:
    """The duel's ``make_agent``: a ``TOLD`` (``TOLD_VALUE``) name is that agent told the
    talon (its value) of the game whose view was built last; any other name the agent as
    it is."""
    for prefix in (TOLD, TOLD_VALUE):
        if name.startswith(prefix):
            return TalonToldBidder(honest_agent(name[len(prefix):]),
                                   lambda: face_down_talon(_game[-1]), prefix == TOLD)
    return honest_agent(name)


@contextmanager
def told(what: Sequence[str]) -> Iterator[None]:
    """The search's samplers named in ``what`` return the true deal inside the block;
    with ``bid`` or ``bid_value``, the duel builds a ``TOLD`` or ``TOLD_VALUE`` agent as a
    ``TalonToldBidder``."""
    saved = (duel.view_of, duel.make_agent, search_agent.sample_deal,
             search_declarer.sample_hands, search_agent.judge)
    duel.view_of = _view_of
    if "play" in what:
        search_agent.sample_deal = _told_deal
    if "judge" in what:
        search_agent.judge = _told_judge
    if "declare" in what:
        search_declarer.sample_hands = _told_hands
    if "bid" in what or "bid_value" in what:
        duel.make_agent = _told_agent
    try:
        yield
    finally:
        (duel.view_of, duel.make_agent, search_agent.sample_deal,
         search_declarer.sample_hands, search_agent.judge) = saved


def _told_candidate(argv: Sequence[str], told: str = TOLD) -> list[str]:
    """The duel's options with the candidate of ``--agents`` marked ``told``."""
    out = list(argv)
    for i, word in enumerate(out):
        if word == "--agents" and i + 1 < len(out):
            out[i + 1] = told + out[i + 1]
        elif word.startswith("--agents="):
            out[i] = "--agents=" + told + word[len("--agents="):]
    if not any(w == "--agents" or w.startswith("--agents=") for w in out):
        out += ["--agents", told + "search,heuristic"]
    return out


def main(argv: Sequence[str]) -> int:
    """``WHAT[,WHAT]`` then the duel's own options."""
    if not argv or any(w not in WHAT for w in argv[0].split(",")):
        print(f"usage: python -m lab ceiling {{{','.join(WHAT)}}}[,...] DUEL-OPTIONS")
        return 2
    if "two_players" in argv:
        print("two players: the unseen talon is not told; use classic or four players")
        return 2
    what = argv[0].split(",")
    if "bid" in what and "bid_value" in what:
        print("bid tells the talon, bid_value its value only: name one of them")
        return 2
    options = list(argv[1:])
    if "bid" in what:
        options = _told_candidate(options, TOLD)
    elif "bid_value" in what:
        options = _told_candidate(options, TOLD_VALUE)
    with told(what):
        return duel.main(options)
