"""Entry point in the page: read the URL and the saved game, wire events, pace the bots.

``App`` is the glue between the pure parts (``Controller``, ``render``,
``settings``, ``storage``) and the browser (``dom``). Bot moves run in an
asyncio task that sleeps between moves (the speed setting), so each engine step
is short and the page stays responsive.
"""

from __future__ import annotations

import asyncio
import html
import importlib
import json
import statistics
import time
import traceback
from collections.abc import Callable, Coroutine
from typing import Any

from thousand.errors import ThousandError
from thousand.record import dumps, json_object
from thousand.rules import PRESETS
from ui import dom
from ui.controller import Controller, best_agent_name
from ui.difficulty import (
    LEVELS_KEY,
    dumps_levels,
    form_levels,
    levels_from_form,
    levels_from_query,
    loads_levels,
    seat_levels,
)
from ui.features.guide import commands as guide_app
from ui.features.guide.commands import GuideCommands
from ui.features.hint.values import values_text
from ui.features.hotseat.commands import HotseatCommands, with_people
from ui.features.hotseat.model import people_from_form
from ui.features.review.commands import ReviewCommands
from ui.features.rules import text as rules_text
from ui.features.rules.commands import RulesCommands
from ui.features.stats.commands import StatsCommands
from ui.features.thinker.commands import ThinkerCommands
from ui.i18n import DEFAULT_LANG, LANGS, browser_lang, error_text, hint_reason, tr
from ui.render import table
from ui.render.page import Screen, log_line, render_app
from ui.settings import SPEEDS, Prefs, Reason, form_from_rules, parse_url
from ui.storage import BROKEN_KEY, PREFS_KEY, SAVE_KEY, SaveError, dumps_session, loads_session

ORIGIN_KEY = "thousand.origin"
THEME_KEY = "thousand.theme"
THEMES = ("green", "contrast")
MOTION_MS = {"slow": 450, "normal": 320, "fast": 180, "instant": 0}
"""How long a card takes to glide, by the speed setting (instant: cards jump)."""
GATHER_MS = {"slow": 1400, "normal": 900, "fast": 450, "instant": 0}
"""How long a finished trick stays in the middle before it goes to its winner."""
SHORTCUTS = {
    "b": ".controls .stepper [data-action], .controls .quick [data-action*='bid'], "
         ".controls [data-action*='contract']",
    "p": ".controls [data-action$=': pass']",
    "h": "[data-ui='hint']",
}
"""Keyboard shortcuts (B bid, P pass, H hint): the button each one presses."""


HINT_SECONDS = 0.2
"""Time the hint's sampling may take per question (the search and the values each)."""


def _hint_function() -> Callable[[Any], Any] | None:
    """``thousand.agents.hint.hint`` when that module exists (it is optional)."""
    try:
        module = importlib.import_module("thousand.agents.hint")
    except ImportError:
        return None
    advise = getattr(module, "advise", None)
    if callable(advise):
        # Values the top choices too, within a time limit per sampling (ui/features/hint/values.py).
        return lambda view: advise(view, seconds=HINT_SECONDS)
    func = getattr(module, "hint", None)
    return func if callable(func) else None


rules_text.register()
guide_app.register()


class App(ReviewCommands, StatsCommands, HotseatCommands, GuideCommands,
          RulesCommands, ThinkerCommands):
    def __init__(self) -> None:
        saved_prefs = dom.storage_get(PREFS_KEY)
        self.prefs = Prefs.from_json(saved_prefs)
        self.url = parse_url(dom.location_search())
        # First visit (nothing saved, no ?lang=): the browser's own language, if we speak it.
        lang = self.url.lang or (self.prefs.lang if saved_prefs else
                                 browser_lang(dom.browser_languages()) or DEFAULT_LANG)
        speed = self.url.speed or self.prefs.speed
        self.prefs = Prefs(lang, speed)
        self.messages: list[str] = [
            tr(lang, "url_bad", name=name, value=value, reason=error_text(lang, reason))
            for name, value, reason in self.url.errors]
        url_levels, bad_levels = levels_from_query(dom.location_search())
        self.levels = url_levels or loads_levels(dom.storage_get(LEVELS_KEY))
        """Difficulty of bots 1..3 for new games (ui/difficulty.py)."""
        if bad_levels is not None:
            self.messages.append(tr(lang, "url_bad", name=bad_levels[0], value=bad_levels[1],
                                    reason=bad_levels[2]))
        self.selected: str | None = None
        self.overlay: str | None = None
        self.panel: object = None
        self.notice: str | None = None
        self.rules_link = False
        """The notice is a refused move: the status offers the rules (ui/features/rules/text.py)."""
        self.hint: str | None = None
        self.form: dict[str, str] = {}
        self.form_errors: tuple[tuple[str, Reason], ...] = ()
        self.import_error: str | None = None
        self.import_text = ""
        self.export_text = ""
        self.copied = False
        self.thinking: int | None = None
        self.bid_amount: int | None = None
        self.gathering = False
        self.game_no = 0
        """Games this page has put on the table (``Screen.game_no``), counted in render."""
        self._shown_ctrl: Controller | None = None
        self.talon_taken = False
        """The computer declarer's talon, shown face up, is being taken (``talon_to_hand``)."""
        self.dealt_at = 0.0
        """``time.monotonic()`` when the cards of the deal on screen have all landed."""
        self.menu_open = False
        self.tricks_seen = 0
        theme = dom.storage_get(THEME_KEY)
        self.theme = theme if theme in THEMES else THEMES[0]
        self.running = False
        self.failures = 0
        """Errors recovered from since the last completed move (``recover``)."""
        self.tasks: set[asyncio.Future[None]] = set()
        self.bot_ms: list[float] = []
        """Main-thread time of each bot move: the whole decision on the main thread, or only
        sending the view and applying the answer when the worker thinks
        (ui/features/thinker/commands.py)."""
        self.bot_slowest_ms = 0.0
        """Kept as it goes: the slowest move of a long session without rescanning bot_ms."""
        self.hint_func = _hint_function()
        self.ctrl = self._first_controller()

    # ------------------------------------------------------------- start-up

    def _new_game_started(self) -> None:
        """A game not asked for by the URL: drop ``seed``/``preset`` from the address so a
        reload resumes it instead of starting the URL's game again."""
        dom.storage_set(ORIGIN_KEY, "")
        dom.forget_url_params("seed", "preset", "players")

    def _origin(self) -> str:
        players = [] if self.url.players is None else [self.url.players]
        return json.dumps([self.url.seed, self.url.preset, *players])

    def _first_controller(self) -> Controller:
        saved = dom.storage_get(SAVE_KEY)
        from_url = self.url.starts_game
        if saved and (not from_url or dom.storage_get(ORIGIN_KEY) == self._origin()):
            try:
                return loads_session(saved)
            except SaveError as exc:
                self._set_aside(saved, error_text(self.prefs.lang, exc))
            except Exception as exc:  # a bug must not brick the page on every reload
                self._report(exc)
                self._set_aside(saved, tr(self.prefs.lang, "error_unexpected"))
        preset = self.url.preset or "classic"
        rules = self.url.rules()
        ctrl = Controller.new_game(rules, preset, self.url.seed,
                                   levels=seat_levels(self.levels, rules.players))
        dom.storage_set(ORIGIN_KEY, self._origin() if from_url else "")
        dom.storage_set(SAVE_KEY, dumps_session(ctrl.session))
        return ctrl

    def _set_aside(self, saved: str, reason: str) -> None:
        """Keep an unloadable save under ``BROKEN_KEY`` (for a bug report), say why."""
        dom.storage_set(BROKEN_KEY, saved)
        dom.storage_remove(SAVE_KEY)
        self.messages.append(tr(self.prefs.lang, "save_broken", reason=reason))
        dom.console_warn(f"saved game set aside: {reason}")

    def start(self) -> None:
        dom.set_lang(self.prefs.lang)
        dom.listen("click", self.guard(self.on_click))
        dom.listen("change", self.guard(self.on_change))
        dom.listen("keydown", self.guard(self.on_key))
        dom.set_theme(self.theme)
        dom.set_motion(self.prefs.speed)
        self.tricks_seen = len(self.ctrl.view().tricks)
        dom.hide_loading()
        dom.set_stat("agent", best_agent_name())
        self.render()
        if self.needs_thinker():  # after the first render: start-up is not slowed
            self.start_thinker()
        self.kick()

    # ------------------------------------------------------------- rendering

    @property
    def lang(self) -> str:
        return self.prefs.lang

    def current_overlay(self) -> str | None:
        if self.overlay:
            return self.overlay
        if self.ctrl.summary_pending is not None:
            return "summary"
        if self.ctrl.game.is_over:
            return "over"
        if self.ctrl.handoff_due is not None:
            return "handoff"
        return None

    def render(self) -> None:
        ctrl = self.ctrl
        if ctrl is not self._shown_ctrl:  # a new game, or an imported one
            self._shown_ctrl = ctrl
            self.game_no += 1
        screen = Screen(
            view=self.shown_view(), lang=self.lang, speed=self.prefs.speed, watching=ctrl.watching,
            watch_pos=ctrl.session.pos, watch_total=ctrl.script_length,
            selected=self.selected, overlay=self.current_overlay(),
            summary_row=ctrl.summary_pending, messages=tuple(self.messages),
            notice=self.notice, rules_link=self.rules_link and self.notice is not None,
            guide_step=self.guide_step() if self.current_overlay() is None else None,
            thinking=self.thinking, hint=self.hint,
            hint_available=self.hint_func is not None,
            undo_available=ctrl.can_undo and self.current_overlay() is None, form=self.form,
            form_errors=self.form_errors, import_error=self.import_error,
            import_text=self.import_text, copied=self.copied,
            export_text=self.export_text, bid_amount=self.bid_amount,
            gathering=self.gathering, menu_open=self.menu_open,
            panel=self.shown_panel(self.current_overlay()), game_no=self.game_no,
            talon_taken=self.talon_taken)
        key = dom.focus_key()
        landing_ms = dom.patch_html("app", render_app(screen), MOTION_MS.get(self.prefs.speed, 0))
        if landing_ms > 0:  # a deal started gliding from the dealer
            self.dealt_at = max(self.dealt_at, time.monotonic() + landing_ms / 1000)
        dom.set_stat("agents", ",".join(ctrl.agent_names))
        if not dom.focus(key) and key and screen.overlay is None and ctrl.human_to_move():
            # The focused control went away with the move: keep keyboard play going.
            dom.focus(".hand-cards button.card.legal, .controls [data-action]")

    def save(self) -> None:
        dom.storage_set(SAVE_KEY, dumps_session(self.ctrl.session))

    def save_prefs(self) -> None:
        dom.storage_set(PREFS_KEY, self.prefs.to_json())

    # ------------------------------------------------------------- the loop

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` on the page's event loop, keeping a reference until it ends."""
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Future[None]) -> None:
        """Forget a finished task; a failure is reported and the page recovers."""
        self.tasks.discard(task)
        error = None if task.cancelled() else task.exception()
        if isinstance(error, Exception):
            self.recover(error)

    # ------------------------------------------------------- surviving errors

    def guard(self, handler: Callable[[Any], None]) -> Callable[[Any], None]:
        """``handler`` for a DOM listener: an exception never escapes into Pyodide's
        event loop, where it would leave the page half-updated (issue 20)."""
        def guarded(event: Any) -> None:
            try:
                handler(event)
            except Exception as exc:
                self.recover(exc)
        return guarded

    def _report(self, exc: BaseException) -> None:
        """An unexpected error is a bug: its traceback goes to the console as an error,
        where developers and the browser tests see it."""
        dom.console_error("".join(traceback.format_exception(exc)))

    def recover(self, exc: BaseException) -> None:
        """After an unexpected error: report it, drop what the failed action left half
        done (a dialog it was in is closed, so the message shows), keep the game (every
        finished move is saved), say so, carry on."""
        self._report(exc)
        self.failures += 1
        self.running = False
        self.selected = self.hint = self.notice = None
        self.thinking = None
        self.overlay = None
        kept = tr(self.lang, "error_kept")
        if kept not in self.messages:
            self.messages.append(kept)
        try:
            self.render()
        except Exception as again:  # the screen itself fails: say so in plain HTML
            self._report(again)
            dom.set_html("app", f'<p class="message" role="alert">{html.escape(kept)}</p>')
        if self.failures <= 3:  # an error that repeats on every bot move stops here
            self.kick()

    def kick(self) -> None:
        if not self.running and self.ctrl.bot_due():
            self.running = True
            self.spawn(self.run_bots())

    async def run_bots(self) -> None:
        try:
            while self.ctrl.bot_due():
                await self.deal_landed()
                self.thinking = None if self.ctrl.watching else self.ctrl.game.to_move
                self.render()
                await asyncio.sleep(SPEEDS[self.prefs.speed] / 1000)
                while self.gathering:  # let the finished trick be seen before the next card
                    await asyncio.sleep(0.05)
                if not self.ctrl.bot_due():
                    break
                await self.talon_to_hand()
                elapsed_ms = await self.bot_move()  # in the worker when it is up
                if elapsed_ms is None:  # the position changed while the worker thought
                    continue
                self.bot_ms.append(elapsed_ms)
                self.bot_slowest_ms = max(self.bot_slowest_ms, elapsed_ms)
                dom.set_stat("botMoveMedianMs", f"{statistics.median(self.bot_ms[-200:]):.2f}")
                dom.set_stat("botMoveMaxMs", f"{self.bot_slowest_ms:.2f}")
                self.after_action(by_human=False)
        finally:
            self.running = False
            self.thinking = None
            self.render()

    async def deal_landed(self) -> None:
        """Wait until the cards being dealt have reached their seats: a computer does not
        bid with cards still flying from the dealer (no wait without motion)."""
        left = self.dealt_at - time.monotonic()
        if left > 0:
            await asyncio.sleep(left)

    async def talon_to_hand(self) -> None:
        """Before a computer declarer's first gift, the talon that lay face up in the middle
        goes to its hand, all of it, and is seen going: at the gift itself one of its cards
        could leave for another seat in the same glide."""
        view = self.ctrl.view()
        if self.talon_taken or view.to_move != view.declarer or not table.talon_on_table(view):
            return
        self.talon_taken = True
        self.render()
        await asyncio.sleep(MOTION_MS.get(self.prefs.speed, 0) / 1000)

    def after_action(self, by_human: bool = True) -> None:
        """Save the new position; a person's own move also clears old messages."""
        self.talon_taken = False
        self.selected = None
        self.hint = None
        self.notice = None
        self.bid_amount = None
        self.note_trick()
        if by_human:
            self.messages = []
        self.failures = 0
        self.save()
        self.record_stats()

    def note_trick(self) -> None:
        """A trick just finished: keep it in the middle a moment (``gathering``), then let
        it glide to its winner; the bots wait for it."""
        view = self.ctrl.view()
        done = len(view.tricks)
        finished = done > self.tricks_seen and not view.trick
        self.tricks_seen = done
        pause = GATHER_MS.get(self.prefs.speed, 0)
        if finished and pause and not self.gathering:
            self.gathering = True
            self.spawn(self.end_gathering(pause))

    async def end_gathering(self, pause_ms: int) -> None:
        await asyncio.sleep(pause_ms / 1000)
        self.gathering = False
        self.render()

    # --------------------------------------------------------------- events

    def on_key(self, event: Any) -> None:
        """B/P/H press the bid, pass and hint buttons (when they are on screen)."""
        key = dom.key_pressed(event)
        selector = SHORTCUTS.get((key or "").lower())
        if selector and dom.click(selector):
            dom.prevent_default(event)

    def on_click(self, event: Any) -> None:
        element = dom.event_target(event, "[data-action],[data-ui]")
        if element is None:
            return
        action = dom.attr(element, "data-action")
        card = dom.attr(element, "data-card")
        if action and card and dom.by_touch(event) and self.selected != card:
            # On a touch screen the first tap lifts the card, the second plays it.
            self.selected = card
            self.render()
            return
        if action:
            self.human(action)
            return
        command = dom.attr(element, "data-ui") or ""
        if command != "menu" and self.menu_open:
            self.menu_open = False
            self.render()
        handler = getattr(self, "ui_" + command.replace("-", "_"), None)
        if handler is not None:
            handler(element)

    def on_change(self, event: Any) -> None:
        element = dom.event_target(event, "[data-ui-change]")
        if element is None:
            return
        kind = dom.attr(element, "data-ui-change")
        self.form = dom.form_values("settings-form")
        if kind == "lang":
            self.set_lang(self.form.get("lang", self.lang))
        elif kind == "speed" and self.form.get("speed") in SPEEDS:
            self.prefs = Prefs(self.lang, self.form["speed"])
            self.save_prefs()
            dom.set_motion(self.prefs.speed)
        elif kind == "preset" and self.form.get("preset") in PRESETS:
            preset = self.form["preset"]
            self.form = {**form_from_rules(PRESETS[preset], preset),
                         **form_levels(levels_from_form(self.form)),
                         "seed": self.form.get("seed", "")}
            self.form_errors = ()
        self.render()

    def human(self, text: str) -> None:
        try:
            self.ctrl.act(text)
        except ThousandError as exc:
            self.notice = error_text(self.lang, exc)
            self.rules_link = True
            self.render()
            return
        self.after_action()
        self.render()
        self.kick()

    def set_lang(self, lang: str) -> None:
        if lang not in LANGS:
            return
        self.prefs = Prefs(lang, self.prefs.speed)
        self.save_prefs()
        dom.set_lang(lang)
        self.messages = []

    # ------------------------------------------------------------ ui commands

    def ui_pick(self, element: Any) -> None:
        card = dom.attr(element, "data-card")
        self.selected = None if card == self.selected else card
        self.render()
        if self.selected:
            dom.focus(".controls [data-action]")

    def ui_menu(self, element: Any) -> None:
        self.menu_open = not self.menu_open
        self.render()

    def ui_amount(self, element: Any) -> None:
        """The bid pad's stepper: show another amount on its bid button."""
        amount = dom.attr(element, "data-amount") or ""
        self.bid_amount = int(amount) if amount.isascii() and amount.isdigit() else None
        self.render()

    def ui_theme(self, element: Any) -> None:
        """Switch between the green table and the high-contrast theme (remembered)."""
        self.theme = THEMES[(THEMES.index(self.theme) + 1) % len(THEMES)]
        dom.storage_set(THEME_KEY, self.theme)
        dom.set_theme(self.theme)
        self.render()

    def ui_unpick(self, element: Any) -> None:
        self.selected = None
        self.render()

    def ui_why(self, element: Any) -> None:
        reason = dom.attr(element, "data-reason") or ""
        self.notice = tr(self.lang, "reason_illegal", reason=reason)
        self.rules_link = True
        self.render()
    def ui_lang(self, element: Any) -> None:
        self.set_lang(dom.attr(element, "data-lang") or self.lang)
        self.render()

    def ui_new(self, element: Any) -> None:
        rules = self.ctrl.game.rules
        self.form = {**form_from_rules(rules, self.ctrl.session.preset),
                     **form_levels(self.levels)}
        self.form_errors = ()
        self.overlay = "settings"
        self.render()

    def ui_start(self, element: Any) -> None:
        result = self.read_settings_form()
        if result is None or result.rules is None:
            return
        self.overlay = None
        self.levels = levels_from_form(self.form)
        dom.storage_set(LEVELS_KEY, dumps_levels(self.levels))
        self.ctrl = Controller.new_game(result.rules, result.preset, result.seed,
                                        levels=seat_levels(self.levels, result.rules.players))
        self.ctrl = with_people(self.ctrl, people_from_form(self.form, result.rules.players))
        self._new_game_started()
        self.after_action()
        self.render()
        self.kick()

    def ui_sheet(self, element: Any) -> None:
        self.overlay = "sheet"
        self.render()

    def ui_close(self, element: Any) -> None:
        self.overlay = None
        self.import_error = None
        self.render()
        self.kick()

    def ui_continue(self, element: Any) -> None:
        if self.overlay is None:
            self.ctrl.close_summary()
            self.save()
        self.overlay = None
        self.render()
        self.kick()

    def ui_export(self, element: Any) -> None:
        game = self.ctrl.game
        self.export_text = dumps(game, self.ctrl.agent_names)
        self.copied = False
        self.overlay = "export"
        self.render()

    def ui_download(self, element: Any) -> None:
        game = self.ctrl.game
        dom.download(f"thousand-{game.seed}.json", self.export_text)

    def ui_copy(self, element: Any) -> None:
        self.copied = dom.copy_from("export-text")
        self.render()

    def ui_import(self, element: Any) -> None:
        self.overlay = "import"
        self.import_error = None
        self.render()

    def ui_import_continue(self, element: Any) -> None:
        self.spawn(self.do_import("play"))

    def ui_import_watch(self, element: Any) -> None:
        self.spawn(self.do_import("watch"))

    async def do_import(self, mode: str) -> None:
        text = dom.value_of("import-text").strip()
        if not text:
            text = (await dom.file_text("import-file") or "").strip()
        self.import_text = text
        try:
            self.ctrl = Controller.from_record(json_object(text), mode)
        except ThousandError as exc:
            self.import_error = error_text(self.lang, exc)
            self.render()
            return
        self._new_game_started()
        self.overlay = None
        self.import_error = None
        self.import_text = ""
        self.after_action()
        self.render()
        self.kick()

    def ui_take_over(self, element: Any) -> None:
        self.ctrl.take_over()
        self.after_action()
        self.render()
        self.kick()

    def ui_undo(self, element: Any) -> None:
        """Take back the player's last decision of this round (see ui/undo.py)."""
        if not self.ctrl.can_undo:
            return
        self.ctrl.undo()
        self.after_action()
        self.notice = tr(self.lang, "undone")
        self.render()

    def ui_hint(self, element: Any) -> None:
        if self.hint_func is None or not self.ctrl.human_to_move():
            return
        view = self.ctrl.view()
        result = self.hint_func(view)
        action = getattr(result, "action", result)
        reason = hint_reason(self.lang, str(getattr(result, "key", "")),
                             str(getattr(result, "reason", "")))
        self.hint = tr(self.lang, "hint_text", action=log_line(str(action), view, self.lang),
                       reason=reason)
        values = values_text(self.lang, getattr(result, "options", ()))
        if values:
            self.hint = f"{self.hint} {values}"
        self.render()


def main() -> None:
    App().start()


if __name__ == "__main__":
    main()
