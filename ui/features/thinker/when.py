"""When a game starts the thinking worker: at once, once the page is idle, or never.

A searching (hard) computer is too slow for the main thread, so its game starts the worker
at once (the page's JavaScript already began it as the page opened). Easy and normal
computers are quick enough to move on the main thread while the worker boots, but their
longer decisions still hold the page for a tenth of a second and more, so their game starts
it too, only later: once the first deal is on screen and the page is idle, so a second
Python booting does not slow the table. On a first visit the page's JavaScript has started
the worker already, before the page's own Python (assets/js/early-thinker.mjs), and these
starts only find it. A replay plays recorded moves and a game of people only has no
computer: neither needs a worker.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

WorkerStart = Literal["now", "idle", "never"]

SLOW_AGENTS = frozenset({"search"})
"""Agents too slow for the main thread: they wait for the worker, and after a failure the
heuristic plays their seats."""


def worker_start(watching: bool, computers: Iterable[str]) -> WorkerStart:
    """How a game whose computer seats play ``computers`` (agent names) wants the worker."""
    names = set(computers)
    if watching or not names:
        return "never"
    return "now" if names & SLOW_AGENTS else "idle"
