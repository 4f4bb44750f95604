"""The coach's commands (``data-ui="coach"``, ``"coach-close"``) and its thinking.

A deal is reviewed once per game, deal and seat, and remembered for the page's life:
opening it again shows what was found. The decisions go to the thinking worker one at a
time (``ui/think.py``'s ``CoachRequest``), so the page stays responsive and the dialog shows its
progress after each answer. If the worker cannot be had, each decision is judged on the
page with a pause between two, slower but finished. When a deal is done its figure is
kept in the statistics (``stats/coached.py``).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

from thousand.errors import ThousandError
from thousand.record import game_to_json

from ...feature import Hooks, Page
from ...think import CoachRequest, coach_answer, encode
from ..stats import coached
from .model import CoachPanel, Decision, deal_decisions, reviewed_from

Ask = Callable[[str], Awaitable[str]]
"""Sends a request's text to the worker and returns its answer's text."""
Note = Callable[[str, str], None]
"""Publishes a figure on the page (``<html data-…>``) for tests and measurements."""

SECONDS: float | None = None
"""No time limit on the hint's sampling: its fixed number of deals only, so a decision's
judgement is the same on every machine and every time it is asked (the hint on the table
adds a time limit; the coach can wait for the full count: docs/MEASUREMENTS.md)."""
ANSWER_TIMEOUT_MS = 60_000
"""A decision takes the hint's sampling (under a second); a minute means the worker is lost."""

Key = tuple[str, int, int, str]


async def ask_worker(text: str) -> str:
    """The thinking worker's answer (started here if the bots have not started it)."""
    from ... import dom  # the browser only: the feature loads in CPython tests
    from ..thinker.commands import BOOT_TIMEOUT_MS, CLIENT

    module = await dom.import_js(CLIENT)
    await module.start(BOOT_TIMEOUT_MS)
    return str(await module.ask(text, ANSWER_TIMEOUT_MS))


def note_on_page(name: str, value: str) -> None:
    from ... import dom  # the browser only

    dom.set_stat(name, value)


class CoachCommands:
    """Open the coach on deal N for the seat on screen, review it, close it."""

    def __init__(self, page: Page, ask: Ask = ask_worker, note: Note = note_on_page) -> None:
        self.page = page
        self.ask = ask
        self.note = note
        self.panels: dict[Key, CoachPanel] = {}
        self.shown: Key | None = None
        self.back: str | None = None
        self.worker_ok = True

    def hooks(self) -> Hooks:
        return Hooks(commands={"coach": self.open, "coach-close": self.close},
                     panels={"coach": self.panel})

    def panel(self) -> object:
        return self.panels.get(self.shown) if self.shown is not None else None

    def open(self, element: Any) -> None:
        state = self.page.state
        game = state.ctrl.game
        seat = state.ctrl.session.human
        try:
            number = int(self.page.browser.attr(element, "data-round") or "0")
        except ValueError:
            return
        if not 1 <= number <= len(game.past):
            return
        actions = ",".join(str(a) for a in game.past[number - 1][1])
        key: Key = (coached.game_key(game), number, seat, actions)
        if key not in self.panels:
            try:
                decisions = deal_decisions(game_to_json(game), number, seat)
            except ThousandError:
                return
            self.panels[key] = CoachPanel(number, seat, decisions)
            self.page.spawn(self._review(key))
        if state.overlay != "coach":
            self.back = state.overlay if state.overlay in ("sheet", "over") else None
        self.shown = key
        state.overlay = "coach"
        self.page.render()

    def close(self, element: Any) -> None:
        state = self.page.state
        self.shown = None
        state.panel = None
        state.overlay = self.back if self.back != "over" else None
        self.page.render()

    async def _review(self, key: Key) -> None:
        panel = self.panels[key]
        started = time.perf_counter()
        for decision in panel.decisions:
            try:
                found = await self._judge(decision)
            except Exception as exc:  # a bug must not leave the dialog thinking for ever
                self.panels[key] = panel = CoachPanel(panel.number, panel.seat,
                                                      panel.decisions, panel.reviewed, str(exc))
                self._show(key)
                return
            self.panels[key] = panel = panel.plus(reviewed_from(decision, found))
            self._show(key)
        self._keep(key[0], panel)
        elapsed_ms = (time.perf_counter() - started) * 1000
        self.note("coachMs", f"{elapsed_ms:.0f}")
        self.note("coachDecisions", str(len(panel.decisions)))
        self.note("coachWhere", "worker" if self.worker_ok else "page")

    async def _judge(self, decision: Decision) -> dict[str, Any]:
        request = CoachRequest(decision.view, str(decision.action), SECONDS)
        if self.worker_ok:
            try:
                found = json.loads(await self.ask(encode(request)))
                if isinstance(found, dict):
                    return found
            except Exception:  # the worker failed or is absent: judge here
                self.worker_ok = False
        await asyncio.sleep(0)  # let a click or a render in between two judgements
        return dict(json.loads(coach_answer(request)))

    def _show(self, key: Key) -> None:
        if self.shown == key and self.page.state.overlay == "coach":
            self.page.render()

    def _keep(self, game: str, panel: CoachPanel) -> None:
        """The deal's figure into the statistics."""
        figure = panel.accuracy()
        if not figure.decisions:
            return
        browser = self.page.browser
        deal = coached.CoachedDeal(game, panel.number, panel.seat, figure.decisions,
                                   figure.lost, figure.close)
        deals = coached.add(coached.loads(browser.storage_get(coached.COACH_KEY)), deal)
        browser.storage_set(coached.COACH_KEY, coached.dumps(deals))


def start(page: Page) -> Hooks:
    return CoachCommands(page).hooks()
