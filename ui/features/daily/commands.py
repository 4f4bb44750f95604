"""The daily deal's commands, its attempt kept in the browser, and the computer's replay.

An attempt lives in localStorage (``RUN_KEY``) beside the saved game, so a reload goes
on where it was: the game on the table is recognised as the attempt's deal by its seed.
While you play, the hard computer plays the same deals from your seat in the background
(``duplicate.py``): its searching decisions go to the thinking worker, so the page stays
responsive; if the worker cannot help they are made here, one at a time between
awaits. Only the day's first attempt is counted in the statistics; a later one, or one
with a move taken back, is practice.
"""

from __future__ import annotations

import asyncio
import datetime
import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qs

from thousand.rules import PRESETS

from ...controller import Controller, Session
from ...difficulty import seat_levels as levels_for_seats
from ...feature import Browser, Hooks, Page
from ...i18n import tr
from ...think import Request, Thinker, encode
from ..stats.store import (
    STATS_KEY,
    DailyResult,
    add_daily,
    daily_streak,
    dumps,
    loads,
    utc_today,
)
from .duplicate import apply, next_request
from .model import (
    DEALS,
    PRESET,
    RUN_KEY,
    YOU,
    Run,
    begin,
    deal_game,
    deal_of,
    deal_score,
    dumps_run,
    loads_run,
    parse_day,
    seat_levels,
    share_link,
    with_computer,
    with_you,
)
from .view import ResultPanel, Shown, share_text


def today() -> str:
    return utc_today()


def deal_controller(day: str, number: int) -> Controller:
    return Controller(Session(deal_game(day, number), PRESET, levels=seat_levels()))


def counted_days(browser: Browser) -> frozenset[str]:
    return frozenset(d.day for d in loads(browser.storage_get(STATS_KEY)).dailies)


def start_daily(day: str, ctrl: Controller, browser: Browser) -> Controller:
    """The game to put on the table for ``day``'s challenge: the deal of the attempt in
    progress when it is the one on the table (a reload), else the first deal of a new
    attempt, which is stored."""
    run = loads_run(browser.storage_get(RUN_KEY))
    if run is not None and run.day == day and playing(run, ctrl):
        return ctrl
    run = begin(run, day, counted_days(browser))
    browser.storage_set(RUN_KEY, dumps_run(run))
    return deal_controller(day, 0)


def playing(run: Run, ctrl: Controller) -> bool:
    """The game on the table is the attempt's current deal."""
    return (not run.played and not ctrl.watching and ctrl.session.human == YOU
            and deal_of(ctrl.game, run.day) == run.deal)


class Daily:
    """The daily deal on one page: its commands and its background replay."""

    def __init__(self, page: Page, address: Callable[[], str]) -> None:
        self.page = page
        self.address = address
        self.run = loads_run(page.browser.storage_get(RUN_KEY))
        self.simulating = False
        self.worker_failed = False
        self.local = Thinker()
        self.searched = {"worker": 0, "page": 0}
        """The hard computer's searching decisions by where they were made (published on
        ``<html data-daily-searched-…>`` for tests)."""
        self.copied: bool | None = None
        self.reopen()

    def hooks(self) -> Hooks:
        return Hooks(commands={"daily": self.open_today, "daily-next": self.next_deal,
                               "daily-close": self.close_result, "daily-again": self.again,
                               "share": self.share},
                     after_action=self.after_move, shown=self.shown,
                     panels={"daily-deal": self.deal_number, "daily-result": self.result})

    # ------------------------------------------------------------ the attempt

    def store(self, run: Run) -> None:
        """Keep the attempt; once complete and the day's first, count it."""
        self.run = run
        browser = self.page.browser
        browser.storage_set(RUN_KEY, dumps_run(run))
        if run.complete and not run.practice:
            stats = loads(browser.storage_get(STATS_KEY))
            if stats.problem is None:
                updated = add_daily(stats, DailyResult(run.day, run.you, run.computer))
                if updated is not stats:
                    browser.storage_set(STATS_KEY, dumps(updated))

    def reopen(self) -> None:
        """After a reload: a daily deal that had ended shows its end again, never the
        page's own round summary (whose Continue would deal a second round)."""
        run, ctrl = self.run, self.page.state.ctrl
        if run is None or ctrl.watching or not ctrl.game.sheet:
            return
        number = deal_of(ctrl.game, run.day)
        if number is not None and number + 1 == len(run.you):
            self.page.state.overlay = "daily-result" if run.played else "daily-deal"

    def shown(self) -> object:
        run = self.run
        if run is None or not playing(run, self.page.state.ctrl):
            return None
        return Shown(run.day, run.deal, run.practice)

    def deal_number(self) -> object:
        return None if self.run is None else max(self.run.deal - 1, 0)

    def result(self) -> object:
        run = self.run
        if run is None:
            return None
        return ResultPanel(run.day, run.you, run.computer, run.practice,
                           daily_streak(counted_days(self.page.browser), today()),
                           share_link(self.address(), run.day), self.copied,
                           past=run.day < today())

    def after_move(self) -> None:
        """A daily deal just ended: note your points and show how it went."""
        run, ctrl = self.run, self.page.state.ctrl
        if run is None or not playing(run, ctrl):
            return
        self.replay_computer()
        points = deal_score(ctrl.game)
        if points is None:
            return
        if ctrl.session.undos:
            run = replace(run, practice=True)
        self.store(with_you(run, points))
        self.page.state.overlay = "daily-deal"

    def put_on_table(self, ctrl: Controller) -> None:
        state = self.page.state
        state.ctrl = ctrl
        state.overlay = None
        state.selected = state.hint = state.notice = None
        self.page.save()
        self.page.render()
        self.page.kick()

    # -------------------------------------------------------------- commands

    def open_today(self, element: Any) -> None:
        """The menu's Daily deal: today's challenge, or today's result once played."""
        day = today()
        if self.run is not None and self.run.day == day and self.run.played:
            self.show_result()
            return
        ctrl = start_daily(day, self.page.state.ctrl, self.page.browser)
        self.run = loads_run(self.page.browser.storage_get(RUN_KEY))
        self.copied = None
        self.put_on_table(ctrl)
        self.replay_computer()

    def again(self, element: Any) -> None:
        """Play the shown day once more, as practice."""
        if self.run is None:
            return
        day = self.run.day
        self.run = begin(self.run, day, counted_days(self.page.browser))
        self.store(self.run)
        self.copied = None
        self.put_on_table(deal_controller(day, 0))

    def next_deal(self, element: Any) -> None:
        run = self.run
        if run is None:
            return
        if run.played:
            self.show_result()
            return
        self.put_on_table(deal_controller(run.day, run.deal))

    def show_result(self) -> None:
        self.page.state.overlay = "daily-result"
        self.page.render()
        self.replay_computer()

    def close_result(self, element: Any) -> None:
        """The day is done: a new game of your own is dealt."""
        state = self.page.state
        rules = PRESETS[PRESET]
        self.put_on_table(Controller.new_game(rules, PRESET,
                                              levels=levels_for_seats(state.levels,
                                                                      rules.players)))

    def share(self, element: Any) -> None:
        panel = self.result()
        if isinstance(panel, ResultPanel) and len(panel.computer) >= len(panel.you):
            self.page.spawn(self.copy(share_text(self.page.state.lang, panel)))

    async def copy(self, text: str) -> None:
        from ... import dom  # the browser's clipboard: only the page has it

        copied = await dom.clipboard_write(text) or dom.copy_from("daily-share-text")
        self.copied = copied
        if not copied:
            dom.focus("#daily-share-text")
        self.page.render()

    # ------------------------------------------------------ the computer's play

    def replay_computer(self) -> None:
        """Start the hard computer on the deals it has not played yet (once)."""
        run = self.run
        if self.simulating or run is None or len(run.computer) >= DEALS:
            return
        self.simulating = True
        self.page.spawn(self.simulate())

    async def simulate(self) -> None:
        try:
            while self.run is not None and len(self.run.computer) < DEALS:
                day, number = self.run.day, len(self.run.computer)
                game = deal_game(day, number)
                request = next_request(game)
                while request is not None:
                    game = apply(game, await self.decide(request))
                    request = next_request(game)
                    await asyncio.sleep(0)
                points = deal_score(game)
                run = self.run
                if run is None or run.day != day or len(run.computer) != number or points is None:
                    continue  # another day was begun meanwhile
                self.store(with_computer(run, points))
                if self.page.state.overlay == "daily-result":
                    self.page.render()
        finally:
            self.simulating = False

    async def decide(self, request: Request) -> str:
        """The searching computer's decisions in the worker when it is there; the quick
        ones, and all of them without the worker, here."""
        from ..thinker.commands import ANSWER_TIMEOUT_MS, BOOT_TIMEOUT_MS, CLIENT, SLOW_AGENTS

        if request.agent in SLOW_AGENTS and not self.worker_failed:
            from ... import dom  # the worker's client: only the page has it

            try:
                module = await dom.import_js(CLIENT)
                await module.start(BOOT_TIMEOUT_MS)
                reply = json.loads(str(await module.ask(encode(request), ANSWER_TIMEOUT_MS)))
                self.count_search("worker")
                return str(reply["action"])
            except Exception as exc:  # the worker is out: think here, between awaits
                self.worker_failed = True
                dom.console_warn(f"the daily deal's computer plays on the page: {exc}")
        await asyncio.sleep(0)
        action = self.local.choose(request)
        if request.agent in SLOW_AGENTS:
            self.count_search("page")
        return action

    def count_search(self, where: str) -> None:
        from ... import dom  # the page's published measurements: only the page has them

        self.searched[where] += 1
        dom.set_stat("dailySearched" + where.capitalize(), str(self.searched[where]))


def page_address() -> str:
    from ... import dom  # the page's address: only the page has it

    return dom.page_address()


def start(page: Page) -> Hooks:
    return Daily(page, page_address).hooks()


def daily_from_address(query: str, ctrl: Controller, browser: Browser, lang: str,
                       messages: list[str]) -> Controller:
    """``?daily`` (today) or ``?daily=YYYY-MM-DD``: that day's challenge on the table; a
    value that is not a past or present day is said in ``messages`` and the page goes on
    with the game it had."""
    values = parse_qs(query.lstrip("?"), keep_blank_values=True).get("daily")
    if not values:
        return ctrl
    day, problem = parse_day(values[-1], datetime.date.fromisoformat(today()))
    if day is None:
        messages.append(tr(lang, problem or "daily_bad_date", value=values[-1][:40]))
        return ctrl
    return start_daily(day, ctrl, browser)
