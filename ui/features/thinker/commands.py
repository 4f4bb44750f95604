"""The computer thinks in a worker: ``Thinker``, which the App's bot loop asks for each move.

A hard bot's search takes a good part of a second; on the main thread it froze the page.
So in a game with a hard computer every computer thinks in a Web Worker with its own
Pyodide and the engine (assets/js/thinker-worker.mjs; no SharedArrayBuffer, so no
COOP/COEP headers: GitHub Pages cannot send them): every bot decision is a message: the seat's
``PlayerView``, the agent's name and its seed go out (``ui/think.py``), the action's
text comes back and goes through the engine here.
The seed is the one ``Controller.step`` uses, so a seeded game is the same either way.

While the worker starts, heuristic and easy bots move on the main thread (the page is
starting anyway, and a person should not wait seconds for the first bid); a searching
bot waits for the worker with its "thinking" mark on. Once it is up every computer move,
easy and normal too, is the worker's. The page's JavaScript starts the worker as the
page opens, beside this Python (assets/js/early-thinker.mjs); right after the first
render of a game with a hard computer (or when such a game starts) ``start_thinker``
takes that start over (the same module, the same start) or makes it. A game of easy and
normal computers only never starts it: they think on the main thread.
If the worker cannot start, fails or does not answer in time, the page says so once
and plays on without it: on the main thread, the searching bots with the heuristic
(whose moves are short) so the page stays responsive.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from typing import Any

from thousand.agents import Agent, make_agent

from ... import dom
from ...feature import Page
from ...i18n import tr
from ...think import Request, encode

CLIENT = "./assets/js/thinker.mjs"
BOOT_TIMEOUT_MS = 120_000
"""Pyodide's fresh start in the worker is slow on a loaded machine (docs/MEASUREMENTS.md):
the page gives it ample room before it plays on without the worker."""
ANSWER_TIMEOUT_MS = 30_000
"""A decision's time budget is 0.15 s in the page; 30 s means the worker is lost."""
SLOW_AGENTS = frozenset({"search"})
"""Agents too slow for the main thread: they wait for the worker, and after a failure the
heuristic plays their seats."""
FALLBACK_AGENT = "heuristic"
KEPT_TIMES = 400


class Thinker:
    """Starts the worker and makes each bot move through it (``bot_move``)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.thinker_state = "off"
        """off -> starting -> ready, or failed (for good, in this page)."""
        self._thinker_js: Any = None
        self._fallback_agents: dict[int, Agent] = {}
        self._worker_ms: list[float] = []
        self._trip_ms: list[float] = []

    # -------------------------------------------------------------- start-up

    def needs_thinker(self) -> bool:
        """Whether this game has a seat the main thread should not think for (a hard
        one). Games of heuristic and easy bots only do without a second Python: its start
        costs a phone memory and seconds of a core, and a page left while it still fetches
        its files has those requests cut off (the browser tests that reload soon after the
        table is up saw them fail)."""
        ctrl = self.page.state.ctrl
        return not ctrl.watching and any(
            ctrl.seat_agent_name(seat) in SLOW_AGENTS
            for seat in range(ctrl.game.rules.players) if seat not in ctrl.people)

    def start_thinker(self) -> None:
        """Start the worker (once); called after the first render, so start-up is not
        slowed by a second Python."""
        if self.thinker_state != "off":
            return
        self.thinker_state = "starting"
        self._fallback_agents = {}
        self._worker_ms = []
        self._trip_ms = []
        dom.set_stat("thinker", "starting")
        self.page.spawn(self._boot_thinker())

    async def _boot_thinker(self) -> None:
        try:
            module = await dom.import_js(CLIENT)
            await module.start(BOOT_TIMEOUT_MS)
        except Exception as exc:  # any failure of the worker means the fallback
            self.thinker_failed(str(exc))
            return
        if self.thinker_state == "starting":
            self._thinker_js = module
            self.thinker_state = "ready"
            dom.set_stat("thinker", "ready")

    def thinker_failed(self, reason: str) -> None:
        """The worker is out of service: log why, say so on the page once, play on."""
        if self.thinker_state == "failed":
            return
        self.thinker_state = "failed"
        self._thinker_js = None
        dom.set_stat("thinker", "failed")
        dom.console_warn(f"thinking worker unavailable, the computer plays on the page: {reason}")
        self.page.state.messages.append(tr(self.page.state.lang, "thinker_fallback"))
        self.page.render()

    # ------------------------------------------------------------------ moves

    async def bot_move(self) -> float | None:
        """Make the due bot's (or the replay's) move. Returns the main thread's time on
        it in ms, or None when no move was made (the position changed while the worker
        thought: an undo, a new game)."""
        state = self.page.state
        request = state.ctrl.bot_request()
        game = state.ctrl.game
        if self.thinker_state == "off" and self.needs_thinker():
            self.start_thinker()  # a new game with a hard bot
        if request is not None and request.agent in SLOW_AGENTS:
            while self.thinker_state == "starting":
                await asyncio.sleep(0.05)
            if state.ctrl.game is not game:
                return None
        if request is None or self.thinker_state != "ready":
            return self._move_here(request)
        started = time.perf_counter()
        text = encode(request)
        sent_ms = (time.perf_counter() - started) * 1000
        asked = time.perf_counter()
        try:
            reply = json.loads(str(await self._thinker_js.ask(text, ANSWER_TIMEOUT_MS)))
        except Exception as exc:  # a rejected promise: error or timeout
            self.thinker_failed(str(exc))
            return self._move_here(request) if state.ctrl.game is game else None
        if state.ctrl.game is not game:
            return None
        started = time.perf_counter()
        state.ctrl.apply_bot(str(reply["action"]))
        self._note_worker(request, reply, (started - asked) * 1000)
        return sent_ms + (time.perf_counter() - started) * 1000

    def _move_here(self, request: Request | None) -> float:
        """The move on the main thread: the seat's own agent, or after a failure of the
        worker the heuristic in place of a slow one."""
        agent = None
        if (request is not None and self.thinker_state == "failed"
                and request.agent in SLOW_AGENTS):
            seat = request.view.seat
            agent = self._fallback_agents.get(seat)
            if agent is None:
                agent = self._fallback_agents[seat] = make_agent(FALLBACK_AGENT)
        started = time.perf_counter()
        self.page.state.ctrl.step(agent)
        elapsed = (time.perf_counter() - started) * 1000
        if request is not None:
            count = int(dom.get_stat("mainDecisions") or 0) + 1
            dom.set_stat("mainDecisions", str(count))
        return elapsed

    def _note_worker(self, request: Request, reply: dict[str, Any], trip_ms: float) -> None:
        """Publish the worker's own count of decisions and the search's decision times:
        by the worker's clock and from the page's question to its answer (tests and
        bench/longtask.py read them from ``<html data-…>``)."""
        dom.set_stat("workerDecisions", str(int(reply["decisions"])))
        if request.agent in SLOW_AGENTS:
            self._worker_ms = [*self._worker_ms, float(reply["ms"])][-KEPT_TIMES:]
            self._trip_ms = [*self._trip_ms, trip_ms][-KEPT_TIMES:]
            dom.set_stat("searchMs", ",".join(f"{ms:.1f}" for ms in self._worker_ms))
            dom.set_stat("searchTripMs", ",".join(f"{ms:.1f}" for ms in self._trip_ms))
            dom.set_stat("searchMedianMs", f"{statistics.median(self._worker_ms):.1f}")
