"""The replay's bar: where the replay stands, and its controls (pause or play, one
action back or on, a slider to any action, and play from here).

A record is watched to understand it, so the viewer stops it where something happened,
steps back to see the move again and on one action at a time; the counter says which
action of how many is on the board.
"""

from __future__ import annotations

from ..i18n import tr
from .html import esc


def _button(command: str, label: str, text: str, enabled: bool = True) -> str:
    """One control; ``command`` is the whole ``data-ui="…"`` attribute, written out where
    it is used, so that a search for the command's name finds the button."""
    off = "" if enabled else " disabled"
    return (f'<button type="button" class="watch-step" {command} '
            f'aria-label="{esc(label)}" title="{esc(label)}"{off}>{esc(text)}</button>')


def render(lang: str, pos: int, total: int, paused: bool) -> str:
    """The bar at action ``pos`` of ``total``; ``paused``: the replay stands still."""
    text = tr(lang, "watching", pos=pos, total=total)
    more = pos < total
    # One key for pause and play: the button changes in place, so the slider after it is
    # never moved in the page, which would end a drag begun as the replay stopped.
    toggle = (_button('data-ui="watch-play" data-key="ui-watch-toggle"',
                      tr(lang, "watch_resume"), "▶", more) if paused
              else _button('data-ui="watch-pause" data-key="ui-watch-toggle"',
                           tr(lang, "watch_pause"), "⏸", more))
    back = _button('data-ui="watch-back" data-key="ui-watch-back"', tr(lang, "watch_back"),
                   "◀", pos > 0)
    step = _button('data-ui="watch-step" data-key="ui-watch-step"', tr(lang, "watch_forward"),
                   "▶|", more)
    # The slider answers while it is dragged (the App's ``on_input``); its value text is
    # the counter's, so a screen reader says where the replay stands, not a bare number.
    seek = (f'<input type="range" class="watch-seek" data-ui="watch-seek" '
            f'data-key="ui-watch-seek" min="0" max="{total}" step="1" value="{pos}" '
            f'aria-label="{esc(tr(lang, "watch_seek"))}" title="{esc(tr(lang, "watch_seek"))}" '
            f'aria-valuetext="{esc(text)}">')
    return (f'<div class="watch-bar" data-key="watch-bar" role="group" '
            f'aria-label="{esc(text)}"><span class="watch-pos" data-watch-pos="{pos}">'
            f'{esc(text)}</span>{back}{toggle}{step}{seek}'
            f'<button type="button" data-ui="take-over">{esc(tr(lang, "watch_take_over"))}'
            f'</button></div>')
