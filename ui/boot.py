"""What the page starts with: read the URL and storage, build the App, listen.

Everything the page does after start-up is the App's (ui/app.py); this module only
decides what the page starts with: the language, the speed and the bots' levels
(the URL first, then what was saved), the theme, and the game (the saved one, or
the URL's, or a new one), with a message for anything refused on the way.

It is imported by the page's script (ui/main.py), not run as it: PyScript compiles a
script's text on every visit, while an imported module's code comes compiled from the
start-up snapshot (ui/preload.py).
"""

from __future__ import annotations

import json
from dataclasses import replace

from ui import dom
from ui.app import ORIGIN_KEY, THEME_KEY, THEMES, App, report_bug
from ui.controller import Controller
from ui.difficulty import LEVELS_KEY, levels_from_query, loads_levels, seat_levels
from ui.features.daily.commands import daily_from_address
from ui.features.registry import FEATURES
from ui.i18n import DEFAULT_LANG, browser_lang, error_text, tr
from ui.settings import Prefs, UrlOptions, parse_url
from ui.state import PageState
from ui.storage import BROKEN_KEY, PREFS_KEY, SAVE_KEY, SaveError, dumps_session, loads_session


def _origin(url: UrlOptions) -> str:
    players = [] if url.players is None else [url.players]
    return json.dumps([url.seed, url.preset, *players])


def _set_aside(saved: str, reason: str, messages: list[str], lang: str) -> None:
    """Keep an unloadable save under ``BROKEN_KEY`` (for a bug report), say why."""
    dom.storage_set(BROKEN_KEY, saved)
    dom.storage_remove(SAVE_KEY)
    messages.append(tr(lang, "save_broken", reason=reason))
    dom.console_warn(f"saved game set aside: {reason}")


def first_controller(url: UrlOptions, levels: tuple[str, ...], lang: str,
                     messages: list[str]) -> Controller:
    """The saved game (unless the URL asks for another), else the URL's or a new one."""
    saved = dom.storage_get(SAVE_KEY)
    from_url = url.starts_game
    if saved and (not from_url or dom.storage_get(ORIGIN_KEY) == _origin(url)):
        try:
            return loads_session(saved)
        except SaveError as exc:
            _set_aside(saved, error_text(lang, exc), messages, lang)
        except Exception as exc:  # a bug must not brick the page on every reload
            report_bug(exc)
            _set_aside(saved, tr(lang, "error_unexpected"), messages, lang)
    preset = url.preset or "classic"
    rules = url.rules()
    ctrl = Controller.new_game(rules, preset, url.seed,
                               levels=seat_levels(levels, rules.players))
    dom.storage_set(ORIGIN_KEY, _origin(url) if from_url else "")
    dom.storage_set(SAVE_KEY, dumps_session(ctrl.session))
    return ctrl


def first_state() -> PageState:
    """What the page starts with, from the address and the browser's storage."""
    saved_prefs = dom.storage_get(PREFS_KEY)
    prefs = Prefs.from_json(saved_prefs)
    url = parse_url(dom.location_search())
    # First visit (nothing saved, no ?lang=): the browser's own language, if we speak it.
    lang = url.lang or (prefs.lang if saved_prefs else
                        browser_lang(dom.browser_languages()) or DEFAULT_LANG)
    prefs = replace(prefs, lang=lang, speed=url.speed or prefs.speed)
    messages = [tr(lang, "url_bad", name=name, value=value, reason=error_text(lang, reason))
                for name, value, reason in url.errors]
    url_levels, bad_levels = levels_from_query(dom.location_search())
    levels = url_levels or loads_levels(dom.storage_get(LEVELS_KEY))
    if bad_levels is not None:
        messages.append(tr(lang, "url_bad", name=bad_levels[0], value=bad_levels[1],
                           reason=bad_levels[2]))
    theme = dom.storage_get(THEME_KEY)
    ctrl = first_controller(url, levels, lang, messages)
    ctrl = daily_from_address(dom.location_search(), ctrl, dom, lang, messages)
    dom.forget_url_params("daily")  # a reload resumes the saved deal of the attempt
    return PageState(ctrl=ctrl, prefs=prefs, levels=levels,
                     theme=theme if theme in THEMES else THEMES[0], messages=messages)


def main(preloaded: int) -> None:
    """Start the page; ``preloaded`` is how many of the snapshot's modules are in use
    (ui/preload.py's ``drop_stale``), shown to tests and benchmarks."""
    dom.set_stat("pythonPreloaded", str(preloaded))
    app = App(first_state(), FEATURES)
    dom.set_lang(app.state.prefs.lang)
    dom.listen("click", app.guard(app.on_click))
    dom.listen("change", app.guard(app.on_change))
    dom.listen("pointerdown", app.guard(app.on_slider))
    dom.listen("input", app.guard(app.on_slider))
    dom.listen("keydown", app.guard(app.on_key))
    app.start()
