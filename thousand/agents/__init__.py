"""Computer players. ``make_agent(name)`` builds one by its arena name."""

from __future__ import annotations

from collections.abc import Callable

from .base import Agent
from .heuristic import HeuristicAgent
from .random_agent import RandomAgent

AGENTS: dict[str, Callable[[], Agent]] = {"random": RandomAgent, "heuristic": HeuristicAgent}


def make_agent(name: str) -> Agent:
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(AGENTS)})")
    return AGENTS[name]()


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "RandomAgent", "make_agent"]
