"""Computer players. ``make_agent(name)`` builds one by its arena name."""

from __future__ import annotations

from collections.abc import Callable

from .base import Agent
from .easy import EasyAgent
from .heuristic.agent import HeuristicAgent, Tuning
from .random_agent import RandomAgent
from .search.agent import Playout, SearchAgent
from .search.declarer import Settings

AGENTS: dict[str, Callable[[], Agent]] = {"random": RandomAgent, "heuristic": HeuristicAgent,
                                          "easy": EasyAgent, "search": SearchAgent}


def make_agent(name: str) -> Agent:
    """An agent by arena name; ``heuristic:key=value:...`` is a tuned variant (``Tuning``)."""
    base, _, settings = name.partition(":")
    if base == "heuristic" and settings:
        agent = HeuristicAgent(Tuning.parse(settings))
        agent.name = name
        return agent
    if base == "search" and settings:
        playout, rest = Playout.split(settings)
        search = SearchAgent(settings=Settings.parse(rest), playout=playout)
        search.name = name
        return search
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(AGENTS)}; "
                         f"heuristic:name=value:... tunes the heuristic, "
                         f"search:name=value:... the search)")
    return AGENTS[name]()


__all__ = ["AGENTS", "Agent", "EasyAgent", "HeuristicAgent", "RandomAgent", "SearchAgent", "Tuning",
           "make_agent"]
