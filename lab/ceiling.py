"""``python -m lab ceiling``: the duel with the search agent told where every card lies.

Before effort goes into dealing the hidden cards better (inference from bids and play),
it is worth knowing how much perfect dealing could add. This runs ``lab duel`` with the
search agent's samplers replaced by the true deal: every "sampled" deal of its card
search (``what=play``) and, with ``what=declare``, of its gifts and contract is the
cards as they lie. It is a measuring device, not an agent: it replaces module
attributes for the life of the process (the duel's worker processes inherit them), so it
runs in a process of its own and no game outside the lab sees it.

    python -m lab ceiling play --agents search,heuristic --deals 200 --seed 41 --save P
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from thousand.agents.heuristic.lookahead import Hands
from thousand.agents.knowledge import Knowledge
from thousand.agents.search import agent as search_agent
from thousand.agents.search import declarer as search_declarer
from thousand.cards import Card
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import PlayerView

from . import duel

WHAT = ("play", "declare")

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


def _view_of(game: GameState, seat: int) -> PlayerView:
    _game[:] = [game]
    return _duel_view_of(game, seat)


_duel_view_of = duel.view_of


@contextmanager
def told(what: Sequence[str]) -> Iterator[None]:
    """The search's samplers named in ``what`` return the true deal inside the block."""
    saved = (duel.view_of, search_agent.sample_deal, search_declarer.sample_hands)
    duel.view_of = _view_of
    if "play" in what:
        search_agent.sample_deal = _told_deal
    if "declare" in what:
        search_declarer.sample_hands = _told_hands
    try:
        yield
    finally:
        duel.view_of, search_agent.sample_deal, search_declarer.sample_hands = saved


def main(argv: Sequence[str]) -> int:
    """``WHAT[,WHAT]`` then the duel's own options."""
    if not argv or any(w not in WHAT for w in argv[0].split(",")):
        print(f"usage: python -m lab ceiling {{{','.join(WHAT)}}}[,...] DUEL-OPTIONS")
        return 2
    if "two_players" in argv:
        print("two players: the unseen talon is not told; use classic or four players")
        return 2
    with told(argv[0].split(",")):
        return duel.main(argv[1:])
