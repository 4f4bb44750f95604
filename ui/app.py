"""The App: one ``PageState``, a table from ``data-ui`` command to handler, the bots' pacing.

``App`` is the glue between the pure parts (``Controller``, ``render``, ``settings``,
``storage``), the features (ui/features/registry.py) and the browser (``dom``). A
click on ``data-ui="X"`` runs ``commands["X"]``: the page's own commands are listed
in ``App.own_commands``, each feature's in its ``hooks()``, all by literal name. Bot
moves run in an asyncio task that sleeps between moves (the speed setting), so each
engine step is short and the page stays responsive.
"""

from __future__ import annotations

import asyncio
import html
import statistics
import time
import traceback
from collections.abc import Callable, Coroutine, Mapping, Sequence
from dataclasses import replace
from functools import reduce
from operator import add
from typing import Any

from thousand.errors import ThousandError
from thousand.record import dumps, json_object
from thousand.rules import PRESETS
from thousand.view import PlayerView

from . import dom
from .controller import Controller, best_agent_name, only_card
from .deal_wait import DealWait
from .difficulty import LEVELS_KEY, dumps_levels, form_levels, levels_from_form, seat_levels
from .feature import Browser, Command, Feature, Hooks
from .features.thinker.commands import Thinker
from .i18n import LANGS, error_text, tr
from .render import table
from .render.letters import LETTER_CHOICES
from .render.page import NO_EXTRAS, Extras, Screen, render_app
from .settings import SPEEDS, FormResult, form_from_rules, parse_form
from .state import PageState
from .storage import PREFS_KEY, SAVE_KEY, dumps_session

ORIGIN_KEY = "thousand.origin"
"""The URL's game (seed, preset, players) of the saved game, or "" for one not asked
for by the URL: a reload resumes the save only when it is the URL's game."""
THEME_KEY = "thousand.theme"
THEMES = ("green", "contrast")
MOTION_MS = {"slow": 450, "normal": 320, "fast": 180, "instant": 0}
"""How long a card takes to glide, by the speed setting (instant: cards jump)."""
GATHER_MS = {"slow": 1400, "normal": 900, "fast": 450, "instant": 0}
"""How long a finished trick stays in the middle before it goes to its winner."""
TALON_HOLD_MS = {"slow": 6000, "normal": 4000, "fast": 2500, "instant": 0}
"""How long a computer declarer's talon, turned face up, stays in the middle unless a tap
takes it away sooner: three cards need reading, and the talon decides the deal."""
SITTING_OUT_SPEED = "fast"
"""The pace of a deal in which nobody at this device plays (``App.bot_speed``)."""
SHORTCUTS = {
    "p": ".controls [data-action$=': pass']",
    "h": "[data-ui='hint']",
}
"""Keyboard shortcuts that press a button (P pass, H hint): the button each one presses."""
BID_PAD = (".controls .pad .amount.big", ".controls .pad .amount",
           ".controls [data-action*='contract']")
"""Where B puts the focus, first found first: the bid pad's primary amount, any amount,
a contract button. B only focuses (Enter then bids): a bid is never made by one key."""
HAND = ".hand-cards button.card.legal, .controls [data-action]"
"""Where the focus goes when it is the player's turn and nothing holds it."""


def report_bug(exc: BaseException) -> None:
    """An unexpected error is a bug: its traceback goes to the console as an error,
    where developers and the browser tests see it."""
    dom.console_error("".join(traceback.format_exception(exc)))


def command_table(*tables: Mapping[str, Command]) -> dict[str, Command]:
    """The tables joined; a name claimed twice is a wiring mistake, refused at once."""
    joined: dict[str, Command] = {}
    for part in tables:
        taken = joined.keys() & part.keys()
        if taken:
            raise ValueError(f"data-ui commands handled twice: {sorted(taken)}")
        joined.update(part)
    return joined


class App:
    """The page while it runs: its state, its features started, the bots' loop."""

    def __init__(self, state: PageState, features: Sequence[Feature],
                 browser: Browser = dom) -> None:
        self.state = state
        self.browser = browser
        self.extras: Extras = reduce(add, (f.draws for f in features), NO_EXTRAS)
        """What the features draw into the page's screens, handed to render each time."""
        self.hooks: tuple[Hooks, ...] = tuple(f.start(self) for f in features)
        self.names: tuple[str, ...] = tuple(f.name for f in features)
        """Each started feature's name, in the order of ``hooks``."""
        self.keys = command_table({}, *(h.keys for h in self.hooks))
        """Key (lower case) → handler: the keyboard shortcuts the features answer."""
        self.commands = command_table(self.own_commands(), *(h.commands for h in self.hooks))
        """``data-ui`` name → handler: every command the page answers."""
        self.thinker = Thinker(self)
        self.deal_wait = DealWait()
        """Which deal is on the page and until when its cards fly: the controls wait."""
        self.talon_hold = False
        """A computer declarer's talon lies face up for you to read (``hold_talon``)."""
        self.running = False
        """The bots' loop is on (``kick`` starts it once)."""
        self.failures = 0
        """Errors recovered from since the last completed move (``recover``)."""
        self.tasks: set[asyncio.Future[None]] = set()
        self.bot_ms: list[float] = []
        """Main-thread time of each bot move: the whole decision on the main thread, or only
        sending the view and applying the answer when the worker thinks
        (ui/features/thinker/commands.py)."""
        self.bot_slowest_ms = 0.0
        """Kept as it goes: the slowest move of a long session without rescanning bot_ms."""

    def own_commands(self) -> dict[str, Command]:
        """The page's own ``data-ui`` commands (the features add theirs)."""
        return {
            "pick": self.pick, "unpick": self.unpick, "why": self.why,
            "amount": self.set_amount, "menu": self.toggle_menu, "theme": self.switch_theme,
            "lang": self.switch_lang, "new": self.open_settings, "start": self.start_game,
            "sheet": self.open_sheet, "close": self.close_dialog,
            "continue": self.continue_play, "take-over": self.take_over, "undo": self.undo,
            "export": self.open_export, "download": self.download, "copy": self.copy,
            "import": self.open_import, "import-continue": self.import_continue,
            "import-watch": self.import_watch, "hint-close": self.close_hint,
        }

    # ------------------------------------------------------------- start-up

    def start(self) -> None:
        state = self.state
        dom.set_theme(state.theme)
        dom.set_motion(state.prefs.speed)
        state.tricks_seen = len(state.ctrl.view().tricks)
        dom.hide_loading()
        dom.set_stat("agent", best_agent_name())
        self.render()
        self.thinker.start_for_game()  # after the first render: start-up is not slowed
        dom.warm_fonts()
        self.kick()

    def _new_game_started(self) -> None:
        """A game not asked for by the URL: drop ``seed``/``preset`` from the address so a
        reload resumes it instead of starting the URL's game again."""
        dom.storage_set(ORIGIN_KEY, "")
        dom.forget_url_params("seed", "preset", "players")

    # ------------------------------------------------------------- rendering

    def current_overlay(self) -> str | None:
        state = self.state
        if state.overlay:
            return state.overlay
        if state.ctrl.summary_pending is not None:
            return "summary"
        if state.ctrl.game.is_over and not state.over_closed:
            return "over"
        if state.ctrl.handoff_due is not None:
            return "handoff"
        return None

    def shown_view(self) -> PlayerView:
        """The view to draw: a feature's (hot-seat hides a hand), else the controller's."""
        for hooks in self.hooks:
            if hooks.shown_view is not None:
                return hooks.shown_view()
        return self.state.ctrl.view()

    def shown_panel(self, overlay: str | None) -> object:
        """An overlay the page opens by itself has its panel from a feature (the seat to
        pass to, the awards earned); other overlays keep theirs."""
        for hooks in self.hooks:
            if overlay is not None and overlay in hooks.panels:
                return hooks.panels[overlay]()
        return self.state.panel

    def shown_by_features(self) -> dict[str, object]:
        """What each feature shows on this render (``Hooks.shown``), by feature name."""
        return {name: hooks.shown() for name, hooks in zip(self.names, self.hooks, strict=True)
                if hooks.shown is not None}

    def render(self) -> None:
        state = self.state
        ctrl = state.ctrl
        if ctrl is not state.shown_ctrl:  # a new game, or an imported one
            state.shown_ctrl = ctrl
            state.game_no += 1
            state.over_closed = False
        overlay = self.current_overlay()
        deal = self.deal_on_screen()
        pending = (MOTION_MS.get(state.prefs.speed, 0) > 0
                   and self.deal_wait.pending(deal, time.monotonic()))
        screen = Screen(
            view=self.shown_view(), lang=state.lang, speed=state.prefs.speed,
            watching=ctrl.watching, watch_pos=ctrl.session.pos, watch_total=ctrl.script_length,
            selected=state.selected, overlay=overlay,
            summary_row=ctrl.summary_pending, messages=tuple(state.messages),
            notice=state.notice, rules_link=state.rules_link and state.notice is not None,
            shown=self.shown_by_features() if overlay is None else {},
            thinking=state.thinking, hint=state.hint,
            hint_available=state.hint_available,
            undo_available=ctrl.can_undo and overlay is None, form=state.form,
            form_errors=state.form_errors, import_error=state.import_error,
            import_text=state.import_text, copied=state.copied,
            export_text=state.export_text, bid_amount=state.bid_amount,
            gathering=state.gathering, menu_open=state.menu_open,
            panel=self.shown_panel(overlay), game_no=state.game_no,
            talon_taken=state.talon_taken, people=state.people, extras=self.extras,
            hinted=state.hinted if state.hint else None, deal_pending=pending,
            watch_paused=ctrl.paused)
        key = dom.focus_key()
        landing_ms = dom.patch_html("app", render_app(screen), MOTION_MS.get(self.bot_speed(), 0))
        if landing_ms > 0:  # a deal started gliding from the dealer
            state.dealt_at = max(state.dealt_at, time.monotonic() + landing_ms / 1000)
        release = self.deal_wait.patched(deal, landing_ms, time.monotonic())
        if pending and release is not None:
            self.spawn(self.release_controls(release))
        dom.set_stat("agents", ",".join(ctrl.agent_names))
        if not dom.focus(key, scroll=False) and screen.overlay is None and ctrl.human_to_move():
            # The focused control went away with the move, or nothing held the focus
            # while the others played: it is the player's turn, so the hand takes it.
            dom.focus(HAND, scroll=False)

    def deal_on_screen(self) -> str | None:
        """The id of the deal being dealt on the table (``data-deal-id``), if one is."""
        view, ctrl = self.shown_view(), self.state.ctrl
        if not table.dealing(view) or ctrl.summary_pending is not None:
            return None
        return f"{self.state.game_no}-{view.entry}"

    async def release_controls(self, after: float) -> None:
        """Draw the controls again once the deal's cards have landed: when the deal said
        they would, and then when the page sees none still gliding (a busy page starts
        the glides late)."""
        await asyncio.sleep(after)
        while dom.cards_flying():
            await asyncio.sleep(0.05)
        self.render()

    def save(self) -> None:
        dom.storage_set(SAVE_KEY, dumps_session(self.state.ctrl.session))

    def save_prefs(self) -> None:
        dom.storage_set(PREFS_KEY, self.state.prefs.to_json())

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
        event loop, where it would leave the page half-updated."""
        def guarded(event: Any) -> None:
            try:
                handler(event)
            except Exception as exc:
                self.recover(exc)
        return guarded

    def recover(self, exc: BaseException) -> None:
        """After an unexpected error: report it, drop what the failed action left half
        done (a dialog it was in is closed, so the message shows), keep the game (every
        finished move is saved), say so, carry on."""
        state = self.state
        report_bug(exc)
        self.failures += 1
        self.running = False
        state.selected = state.hint = state.notice = None
        state.thinking = None
        state.overlay = None
        kept = tr(state.lang, "error_kept")
        if kept not in state.messages:
            state.messages.append(kept)
        try:
            self.render()
        except Exception as again:  # the screen itself fails: say so in plain HTML
            report_bug(again)
            dom.set_html("app", f'<p class="message" role="alert">{html.escape(kept)}</p>')
        if self.failures <= 3:  # an error that repeats on every bot move stops here
            self.kick()

    def kick(self) -> None:
        if not self.running and self.state.ctrl.bot_due():
            self.running = True
            self.spawn(self.run_bots())

    def bot_speed(self) -> str:
        """The pace of the computers' play: the chosen speed, but brisk while no person at
        this device has cards in the deal (the four-player dealer sits out and would
        otherwise watch the others' whole deal at the pace meant for following one's own)."""
        state = self.state
        speed = state.prefs.speed
        if state.ctrl.watching or SPEEDS.get(speed, 0) <= SPEEDS[SITTING_OUT_SPEED]:
            return speed
        active = state.ctrl.view().active_seats
        return speed if any(seat in active for seat in state.ctrl.people) else SITTING_OUT_SPEED

    async def run_bots(self) -> None:
        state = self.state
        try:
            while state.ctrl.bot_due():
                await self.deal_landed()
                state.thinking = None if state.ctrl.watching else state.ctrl.game.to_move
                self.render()
                await asyncio.sleep(SPEEDS[self.bot_speed()] / 1000)
                while state.gathering:  # let the finished trick be seen before the next card
                    await asyncio.sleep(0.05)
                if not state.ctrl.bot_due():
                    break
                await self.talon_to_hand()
                if not state.ctrl.bot_due():  # paused or stepped while the talon was up
                    continue
                elapsed_ms = await self.thinker.bot_move()  # in the worker when it is up
                if elapsed_ms is None:  # the position changed while the worker thought
                    continue
                self.bot_ms.append(elapsed_ms)
                self.bot_slowest_ms = max(self.bot_slowest_ms, elapsed_ms)
                dom.set_stat("botMoveMedianMs", f"{statistics.median(self.bot_ms[-200:]):.2f}")
                dom.set_stat("botMoveMaxMs", f"{self.bot_slowest_ms:.2f}")
                self.after_action(by_human=False)
        finally:
            self.running = False
            state.thinking = None
            self.render()

    async def deal_landed(self) -> None:
        """Wait until the cards being dealt have reached their seats: a computer does not
        bid with cards still flying from the dealer (no wait without motion)."""
        left = self.state.dealt_at - time.monotonic()
        if left > 0:
            await asyncio.sleep(left)

    async def talon_to_hand(self) -> None:
        """Before a computer declarer's first gift, the talon that lay face up in the middle
        goes to its hand, all of it, and is seen going: at the gift itself one of its cards
        could leave for another seat in the same glide."""
        state = self.state
        view = state.ctrl.view()
        if state.talon_taken or view.to_move != view.declarer or not table.talon_on_table(view):
            return
        await self.hold_talon()
        state.talon_taken = True
        self.render()
        await asyncio.sleep(MOTION_MS.get(state.prefs.speed, 0) / 1000)

    async def hold_talon(self) -> None:
        """The talon turned face up stays in the middle until you tap anywhere or a few
        seconds pass (``TALON_HOLD_MS``); the log keeps it afterwards."""
        self.talon_hold = True
        until = time.monotonic() + TALON_HOLD_MS.get(self.state.prefs.speed, 0) / 1000
        while self.talon_hold and time.monotonic() < until:
            await asyncio.sleep(0.05)
        self.talon_hold = False

    def after_action(self, by_human: bool = True) -> None:
        """Save the new position; a person's own move also clears old messages."""
        state = self.state
        state.talon_taken = False
        state.selected = None
        state.hint = None
        state.hinted = None
        state.notice = None
        state.bid_amount = None
        self.note_trick()
        if by_human:
            state.messages = []
        self.failures = 0
        self.save()
        for hooks in self.hooks:
            if hooks.after_action is not None:
                hooks.after_action()

    def note_trick(self) -> None:
        """A trick just finished: keep it in the middle a moment (``gathering``), then let
        it glide to its winner; the bots wait for it."""
        state = self.state
        view = state.ctrl.view()
        done = len(view.tricks)
        finished = done > state.tricks_seen and not view.trick
        state.tricks_seen = done
        pause = GATHER_MS.get(self.bot_speed(), 0)
        if finished and pause and not state.gathering:
            state.gathering = True
            self.spawn(self.end_gathering(pause))

    async def end_gathering(self, pause_ms: int) -> None:
        await asyncio.sleep(pause_ms / 1000)
        self.state.gathering = False
        self.render()

    # --------------------------------------------------------------- events

    def on_key(self, event: Any) -> None:
        """P and H press the pass and hint buttons, B focuses the bid pad, and the features'
        keys (``Hooks.keys``) call theirs; none of them reach past an open dialog."""
        key = (dom.key_pressed(event) or "").lower()
        if not key or self.current_overlay() is not None:
            return
        handler = self.keys.get(key)
        if handler is not None:
            dom.prevent_default(event)
            handler(None)
        elif key == "b":
            if any(dom.focus(selector) for selector in BID_PAD):
                dom.prevent_default(event)
        elif key in SHORTCUTS and dom.click(SHORTCUTS[key]):
            dom.prevent_default(event)

    def on_click(self, event: Any) -> None:
        state = self.state
        self.talon_hold = False  # a tap anywhere: the talon shown has been read
        element = dom.event_target(event, "[data-action],[data-ui]")
        if element is None:
            return
        action = dom.attr(element, "data-action")
        card = dom.attr(element, "data-card")
        if (action and card and dom.by_touch(event) and state.selected != card
                and only_card(state.ctrl.view()) != card):
            # On a touch screen the first tap lifts the card, the second plays it; the one
            # card you may play goes at the first tap (there is nothing to choose).
            state.selected = card
            self.render()
            return
        if action:
            self.human(action)
            return
        command = dom.attr(element, "data-ui") or ""
        if command != "menu" and state.menu_open:
            state.menu_open = False
            self.render()
        handler = self.commands.get(command)
        if handler is not None:
            handler(element)

    def on_slider(self, event: Any) -> None:
        """A slider pressed or moved (the replay's seek): its ``data-ui`` command as the
        pointer goes down on it (the replay stops under the finger: a move drawn meanwhile
        would pull the thumb away and end the drag) and at every step of a drag or a key,
        not only when let go, so that what it shows follows the thumb."""
        element = dom.event_target(event, "input[type='range'][data-ui]")
        if element is None:
            return
        handler = self.commands.get(dom.attr(element, "data-ui") or "")
        if handler is not None:
            handler(element)

    def on_change(self, event: Any) -> None:
        state = self.state
        element = dom.event_target(event, "[data-ui-change]")
        if element is None:
            return
        kind = dom.attr(element, "data-ui-change")
        state.form = dom.form_values("settings-form")
        if kind == "lang":
            self.set_lang(state.form.get("lang", state.lang))
        elif kind == "speed" and state.form.get("speed") in SPEEDS:
            state.prefs = replace(state.prefs, speed=state.form["speed"])
            self.save_prefs()
            dom.set_motion(state.prefs.speed)
        elif kind == "letters" and state.form.get("letters") in LETTER_CHOICES:
            state.prefs = replace(state.prefs, letters=state.form["letters"])
            self.save_prefs()
            self.rehint()
        elif kind == "preset" and state.form.get("preset") in PRESETS:
            preset = state.form["preset"]
            state.form = {**form_from_rules(PRESETS[preset], preset),
                          **form_levels(levels_from_form(state.form)),
                          "seed": state.form.get("seed", "")}
            state.form_errors = ()
        self.render()

    def human(self, text: str) -> None:
        state = self.state
        try:
            state.ctrl.act(text)
        except ThousandError as exc:
            state.notice = error_text(state.lang, exc)
            state.rules_link = True
            self.render()
            return
        self.after_action()
        self.render()
        self.kick()

    def set_lang(self, lang: str) -> None:
        if lang not in LANGS:
            return
        state = self.state
        state.prefs = replace(state.prefs, lang=lang)
        self.save_prefs()
        dom.set_lang(lang)
        state.messages = []
        self.rehint()

    def rehint(self) -> None:
        """A hint on screen is asked again, so that it speaks the language (and the card
        letters) just chosen: the adviser is seeded from the position, so the advice is the
        same, only its words change."""
        hint = self.commands.get("hint")
        if self.state.hint is not None and hint is not None:
            hint(None)

    def read_settings_form(self) -> FormResult | None:
        """The settings form read, or None with its errors shown in the form.

        Shared by Start and the rules preview, so both refuse a form the same way."""
        state = self.state
        state.form = dom.form_values("settings-form")
        result = parse_form(state.form)
        state.form_errors = result.errors if result.rules is None else ()
        if result.rules is None:
            self.render()
            return None
        return result

    # ------------------------------------------------------------ ui commands

    def pick(self, element: Any) -> None:
        state = self.state
        card = dom.attr(element, "data-card")
        state.selected = None if card == state.selected else card
        self.render()
        if state.selected:
            dom.focus(".controls [data-action]")

    def toggle_menu(self, element: Any) -> None:
        self.state.menu_open = not self.state.menu_open
        self.render()

    def set_amount(self, element: Any) -> None:
        """The bid pad's stepper: show another amount on its bid button."""
        amount = dom.attr(element, "data-amount") or ""
        self.state.bid_amount = int(amount) if amount.isascii() and amount.isdigit() else None
        self.render()

    def switch_theme(self, element: Any) -> None:
        """Switch between the green table and the high-contrast theme (remembered)."""
        state = self.state
        state.theme = THEMES[(THEMES.index(state.theme) + 1) % len(THEMES)]
        dom.storage_set(THEME_KEY, state.theme)
        dom.set_theme(state.theme)
        self.render()

    def unpick(self, element: Any) -> None:
        self.state.selected = None
        self.render()

    def why(self, element: Any) -> None:
        reason = dom.attr(element, "data-reason") or ""
        self.state.notice = tr(self.state.lang, "reason_illegal", reason=reason)
        self.state.rules_link = True
        self.render()

    def switch_lang(self, element: Any) -> None:
        self.set_lang(dom.attr(element, "data-lang") or self.state.lang)
        self.render()

    def open_settings(self, element: Any) -> None:
        state = self.state
        rules = state.ctrl.game.rules
        state.form = dict(state.next_form) if state.next_form is not None else {
            **form_from_rules(rules, state.ctrl.session.preset), **form_levels(state.levels)}
        state.form_errors = ()
        state.overlay = "settings"
        self.render()

    def start_game(self, element: Any) -> None:
        state = self.state
        result = self.read_settings_form()
        if result is None or result.rules is None:
            return
        state.overlay = None
        state.next_form = None
        state.levels = levels_from_form(state.form)
        dom.storage_set(LEVELS_KEY, dumps_levels(state.levels))
        ctrl = Controller.new_game(result.rules, result.preset, result.seed,
                                   levels=seat_levels(state.levels, result.rules.players))
        for hooks in self.hooks:
            if hooks.new_game is not None:
                ctrl = hooks.new_game(ctrl, state.form)
        state.ctrl = ctrl
        self._new_game_started()
        self.after_action()
        self.render()
        self.kick()

    def close_hint(self, element: Any) -> None:
        """Put the hint away; the Hint button asks again."""
        self.state.hint = None
        self.render()

    def open_sheet(self, element: Any) -> None:
        self.state.overlay = "sheet"
        self.render()

    def close_dialog(self, element: Any) -> None:
        self.state.overlay = None
        self.state.import_error = None
        self.render()
        self.kick()

    def continue_play(self, element: Any) -> None:
        state = self.state
        if state.overlay is None:
            state.ctrl.close_summary()
            self.save()
        state.overlay = None
        self.render()
        self.kick()

    def open_export(self, element: Any) -> None:
        state = self.state
        state.export_text = dumps(state.ctrl.game, state.ctrl.agent_names)
        state.copied = False
        state.overlay = "export"
        self.render()

    def download(self, element: Any) -> None:
        dom.download(f"thousand-{self.state.ctrl.game.seed}.json", self.state.export_text)

    def copy(self, element: Any) -> None:
        self.state.copied = dom.copy_from("export-text")
        self.render()

    def open_import(self, element: Any) -> None:
        self.state.overlay = "import"
        self.state.import_error = None
        self.render()

    def import_continue(self, element: Any) -> None:
        self.spawn(self.do_import("play"))

    def import_watch(self, element: Any) -> None:
        self.spawn(self.do_import("watch"))

    async def do_import(self, mode: str) -> None:
        state = self.state
        text = dom.value_of("import-text").strip()
        if not text:
            text = (await dom.file_text("import-file") or "").strip()
        state.import_text = text
        try:
            state.ctrl = Controller.from_record(json_object(text), mode)
        except ThousandError as exc:
            state.import_error = error_text(state.lang, exc)
            self.render()
            return
        self._new_game_started()
        state.overlay = None
        state.import_error = None
        state.import_text = ""
        self.after_action()
        self.render()
        self.kick()

    def take_over(self, element: Any) -> None:
        self.state.ctrl.take_over()
        self.after_action()
        self.render()
        self.kick()

    def undo(self, element: Any) -> None:
        """Take back the player's last decision of this round (see ui/undo.py)."""
        state = self.state
        if not state.ctrl.can_undo:
            return
        state.ctrl.undo()
        self.after_action()
        state.notice = tr(state.lang, "undone")
        self.render()
