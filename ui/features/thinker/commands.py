"""The computer thinks in a worker: ``Thinker``, which the App's bot loop asks for each move.

A hard bot's search takes a good part of a second, and a normal one's end-of-round
look-ahead a tenth of one and more; on the main thread they held the page. So every
computer thinks in a Web Worker with its own
Pyodide and the engine (assets/js/thinker-worker.mjs; no SharedArrayBuffer, so no
COOP/COEP headers: GitHub Pages cannot send them): every bot decision is a message: the seat's
``PlayerView``, the agent's name and its seed go out (``ui/think.py``), the action's
text comes back and goes through the engine here.
The seed is the one ``Controller.step`` uses, so a seeded game is the same either way.

While the worker starts, heuristic and easy bots move on the main thread (the page is
starting anyway, and a person should not wait seconds for the first bid); a searching
bot waits for the worker with its "thinking" mark on. Once it is up every computer move,
easy and normal too, is the worker's. When it starts is ``when.worker_start``'s decision:
for a game with a hard computer the page's JavaScript starts the worker as the page
opens, beside this Python (assets/js/early-thinker.mjs), and right after the first render
(or when such a game starts) ``start_for_game`` takes that start over (the same module,
the same start) or makes it; a game of easy and normal computers starts it once its
first deal has landed and the page is idle, so the first visit's table is not slowed.
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
from .when import SLOW_AGENTS, worker_start

CLIENT = "./assets/js/thinker.mjs"
BOOT_TIMEOUT_MS = 120_000
"""Pyodide's fresh start in the worker is slow on a loaded machine (docs/MEASUREMENTS.md):
the page gives it ample room before it plays on without the worker."""
ANSWER_TIMEOUT_MS = 30_000
"""A decision's time budget is 0.15 s in the page; 30 s means the worker is lost."""
IDLE_AFTER_DEAL_S = 1.0
"""How long after the first deal has landed a game of quick computers waits before it
boots the worker (then still for the page's next idle moment): the table is drawn and
the person reads their cards, so a second Python's start competes with nothing."""
IDLE_TIMEOUT_MS = 3_000
"""The longest wait for an idle moment: a page that is never idle starts the worker anyway."""
FALLBACK_AGENT = "heuristic"
KEPT_TIMES = 400


class Thinker:
    """Starts the worker and makes each bot move through it (``bot_move``)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.thinker_state = "off"
        """off -> (waiting ->) starting -> ready, or failed (for good, in this page);
        waiting: for the page to be idle before the worker boots."""
        self._hurry = False
        """A game that needs the worker at once came while it waited for an idle moment."""
        self._thinker_js: Any = None
        self._fallback_agents: dict[int, Agent] = {}
        self._worker_ms: list[float] = []
        self._trip_ms: list[float] = []

    # -------------------------------------------------------------- start-up

    def start_for_game(self) -> None:
        """Start the worker as the game on the page wants it (``when.worker_start``); once
        started it serves every later game of this page. Called after the first render and
        before each computer move (a new game may want it sooner than the last)."""
        ctrl = self.page.state.ctrl
        computers = [ctrl.seat_agent_name(seat)
                     for seat in range(ctrl.game.rules.players) if seat not in ctrl.people]
        when = worker_start(ctrl.watching, computers)
        if when == "never":
            return
        if self.thinker_state == "waiting" and when == "now":
            self._hurry = True
        self.start_thinker(when_idle=when == "idle")

    def start_thinker(self, when_idle: bool = False) -> None:
        """Start the worker (once); called after the first render, so start-up is not
        slowed by a second Python. ``when_idle``: only once the first deal has landed and
        the page is idle."""
        if self.thinker_state != "off":
            return
        self.thinker_state = "waiting" if when_idle else "starting"
        self._hurry = False
        self._fallback_agents = {}
        self._worker_ms = []
        self._trip_ms = []
        dom.set_stat("thinker", self.thinker_state)
        self.page.spawn(self._boot_thinker(when_idle))

    async def _boot_thinker(self, when_idle: bool) -> None:
        try:
            module = await dom.import_js(CLIENT)
            if when_idle:
                await self._page_idle(module)
                self.thinker_state = "starting"
                dom.set_stat("thinker", "starting")
            await module.start(BOOT_TIMEOUT_MS)
        except Exception as exc:  # any failure of the worker means the fallback
            self.thinker_failed(str(exc))
            return
        if self.thinker_state == "starting":
            self._thinker_js = module
            self.thinker_state = "ready"
            dom.set_stat("thinker", "ready")

    async def _page_idle(self, module: Any) -> None:
        """Until the first deal's cards have landed, a moment more, and the page's next
        idle time; cut short when a game that needs the worker at once comes."""
        waited_until = max(self.page.state.dealt_at, time.monotonic()) + IDLE_AFTER_DEAL_S
        while not self._hurry and time.monotonic() < waited_until:
            await asyncio.sleep(0.1)
        if not self._hurry:
            await module.idle(IDLE_TIMEOUT_MS)

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
        self.start_for_game()  # a new game may want the worker (sooner)
        if request is not None and request.agent in SLOW_AGENTS:
            while self.thinker_state in ("waiting", "starting"):
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
