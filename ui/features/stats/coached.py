"""The coach's figures kept in the statistics: one small entry per reviewed deal.

Kept under a key of their own beside the games' results (``STATS_KEY``), so a text
saved before the coach existed loads exactly as before, and a damaged coach list is
dropped without touching the games. A deal reviewed twice (a reload, the seat of
another person in hot-seat) counts once per seat. The figure is expected points lost
per valued decision (``thousand.agents.coach``), grouped per game for the trend.
Pure: the page reads and writes the text through ``ui/dom.py``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from thousand.game import GameState
from thousand.untrusted import json_loads

COACH_KEY = "thousand.coach.v1"
KEPT = 2000
"""Deals kept (the oldest go first): some 200 kB of localStorage at most."""


@dataclass(frozen=True)
class CoachedDeal:
    """One reviewed deal of one game, from one seat."""

    game: str
    deal: int
    seat: int
    decisions: int
    """Decisions valued in points."""
    lost: float
    """Expected points lost over them."""
    close: int
    """Decisions within the coach's ``CLOSE`` points of the best."""


def game_key(game: GameState) -> str:
    """The same game gives the same key from its first deal to its end (a finished
    game's id in store.py also needs the final scores)."""
    return "|".join((str(game.seed), str(game.first_dealer), str(game.start_scores)))


def loads(text: str | None) -> tuple[CoachedDeal, ...]:
    """The stored deals; none for no text or a damaged one."""
    if not text:
        return ()
    try:
        data = json_loads(text)
        items = data.get("deals", []) if isinstance(data, Mapping) else []
        deals = tuple(_deal(item) for item in items)
    except (ValueError, TypeError, KeyError, RecursionError):
        return ()
    return deals[-KEPT:]


def _deal(item: Any) -> CoachedDeal:
    if not isinstance(item, Mapping):
        raise ValueError("a coached deal must be an object")
    deal = CoachedDeal(str(item["game"]), int(item["deal"]), int(item["seat"]),
                       int(item["decisions"]), float(item["lost"]), int(item["close"]))
    if deal.decisions < 1 or deal.lost < 0 or not 0 <= deal.close <= deal.decisions:
        raise ValueError("damaged coached deal")
    return deal


def dumps(deals: Sequence[CoachedDeal]) -> str:
    return json.dumps({"version": 1, "deals": [asdict(d) for d in deals]})


def add(deals: Sequence[CoachedDeal], deal: CoachedDeal) -> tuple[CoachedDeal, ...]:
    """``deals`` with ``deal``, replacing an earlier review of the same deal and seat."""
    kept = [d for d in deals if (d.game, d.deal, d.seat) != (deal.game, deal.deal, deal.seat)]
    return (*kept, deal)[-KEPT:]


def per_game(deals: Sequence[CoachedDeal]) -> list[tuple[str, float]]:
    """(game, points lost per decision) for each game with a reviewed deal, in the order
    the games were first reviewed: the trend."""
    lost: dict[str, float] = {}
    counted: dict[str, int] = {}
    for d in deals:
        lost[d.game] = lost.get(d.game, 0.0) + d.lost
        counted[d.game] = counted.get(d.game, 0) + d.decisions
    return [(game, lost[game] / counted[game]) for game in lost]
