"""A computer's decision as a message: what crosses between the page and its worker.

The page's main thread must stay responsive while a hard bot searches, so the
decision runs in a Web Worker with its own Pyodide (assets/js/thinker-worker.mjs
loads this module there). Nothing here touches the DOM: the same functions run in
CPython tests, in the worker, and on the main thread when the worker is not there.

A request carries exactly what ``Controller.step`` gives an agent: the seat's
``PlayerView`` (never the game state, so honesty holds by construction), the agent's
registry name and the seed of its ``random.Random``; the answer is the action's
canonical text. The view travels pickled (small and quick: docs/MEASUREMENTS.md):
both ends run the same modules of the same release, and the only sender is the page
itself.
"""

from __future__ import annotations

import base64
import json
import pickle
import random
import time
from dataclasses import dataclass

from thousand.actions import parse_action
from thousand.agents import Agent, make_agent
from thousand.agents.coach import judge
from thousand.view import PlayerView


@dataclass(frozen=True)
class Request:
    """One decision to make: whose view, which agent, which random stream."""

    view: PlayerView
    agent: str
    seed: str


@dataclass(frozen=True)
class CoachRequest:
    """One decision for the coach to judge (ui/features/coach/): the seat's view then, the
    action's text, and a time limit for each sampling (None: the hint's number of deals)."""

    view: PlayerView
    action: str
    seconds: float | None = None


def coach_answer(request: CoachRequest) -> str:
    """The coach's judgement as JSON: action texts, points lost, the valued options."""
    found = judge(request.view, parse_action(request.action), seconds=request.seconds)
    return json.dumps(found.as_data())


def encode(request: Request | CoachRequest) -> str:
    """The request as ASCII text for ``postMessage``."""
    return base64.b64encode(pickle.dumps(request, protocol=pickle.HIGHEST_PROTOCOL)).decode()


def decode(text: str) -> Request | CoachRequest:
    request = pickle.loads(base64.b64decode(text))
    if not isinstance(request, Request | CoachRequest) or not isinstance(
            request.view, PlayerView):
        raise TypeError("not a decision request")
    return request


class Thinker:
    """Makes decisions; keeps one agent per (seat, name) as the page's controller does."""

    def __init__(self) -> None:
        self.agents: dict[tuple[int, str], Agent] = {}
        self.decisions = 0
        """Decisions made by this thinker (the worker reports it: tests prove where moves
        were computed by this count, not by a mock)."""

    def choose(self, request: Request) -> str:
        key = (request.view.seat, request.agent)
        agent = self.agents.get(key)
        if agent is None:
            agent = self.agents[key] = make_agent(request.agent)
        view = request.view
        action = agent.choose(view, view.legal, random.Random(request.seed))
        self.decisions += 1
        return str(action)

    def answer(self, text: str) -> str:
        """A request's text -> JSON ``{"action", "ms", "decisions"}`` for the page."""
        started = time.perf_counter()
        request = decode(text)
        if isinstance(request, CoachRequest):
            return coach_answer(request)
        action = self.choose(request)
        elapsed = (time.perf_counter() - started) * 1000
        return json.dumps({"action": action, "ms": round(elapsed, 2),
                           "decisions": self.decisions})


THINKER = Thinker()
"""The worker's one thinker (assets/js/thinker-worker.mjs calls ``answer``)."""


def answer(text: str) -> str:
    return THINKER.answer(text)
