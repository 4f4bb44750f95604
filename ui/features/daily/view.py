"""The daily deal on screen: the bar over the table, a deal's end, the day's result.

Pure: each function gets what it draws (``Screen``, the panel) and returns HTML.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...i18n import tr
from ...render.html import dialog, esc
from ...render.numbers import signed
from ...render.page import Screen, render_summary
from .model import DEALS, LOST, SYMBOLS, TIED, WON, outcomes


@dataclass(frozen=True)
class Shown:
    """What the table shows of a daily deal being played (``Hooks.shown``)."""

    day: str
    deal: int
    """0-based."""
    practice: bool


@dataclass(frozen=True)
class ResultPanel:
    """The day's result dialog: both scores deal by deal, the streak, the share text."""

    day: str
    you: tuple[int, ...]
    computer: tuple[int, ...]
    practice: bool
    streak: int
    link: str
    copied: bool | None = None
    """After Share: True copied, False the copy failed (select the text), None not yet."""
    past: bool = False
    """A day before today: with no streak running it says so, not "0 days in a row"."""


def shown_day(shown: Mapping[str, object]) -> str | None:
    """The day of the daily deal on the table (``#table[data-daily]``), if one is."""
    daily = shown.get("daily")
    return daily.day if isinstance(daily, Shown) else None


def table_bar(screen: Screen) -> str:
    daily = screen.shown.get("daily")
    if not isinstance(daily, Shown):
        return ""
    lang = screen.lang
    text = tr(lang, "daily_bar", day=daily.day, n=daily.deal + 1, total=DEALS)
    if daily.practice:
        text += " · " + tr(lang, "daily_practice")
    return (f'<p class="daily-bar" data-key="daily-bar" data-daily-deal="{daily.deal + 1}">'
            f'{esc(text)}</p>')


def deal_overlay(screen: Screen) -> str:
    """A daily deal has ended: how it went, and on to the next one."""
    lang, view = screen.lang, screen.view
    if not view.sheet:
        return ""
    row = view.sheet[0]
    number = screen.panel if isinstance(screen.panel, int) else 0
    last = number + 1 >= DEALS
    body = (f'<p class="daily-points" data-daily-points="{row.deltas[view.seat]}">'
            f'{esc(tr(lang, "daily_deal_points", points=signed(row.deltas[view.seat])))}</p>'
            + render_summary(row, view, lang))
    return dialog("daily-deal", tr(lang, "daily_deal_title", n=number + 1, total=DEALS),
                  body, lang, close="daily-next",
                  label=tr(lang, "daily_result" if last else "daily_next"))


def share_text(lang: str, panel: ResultPanel) -> str:
    """Wordle's way: a line of squares (one per deal: better, worse, the same as the
    computer), both totals and the day's address; nothing about the cards."""
    squares = "".join(SYMBOLS[o] for o in outcomes(panel.you, panel.computer))
    return "\n".join((tr(lang, "daily_share_head", day=panel.day), squares,
                      tr(lang, "daily_share_score", you=signed(sum(panel.you)),
                         computer=signed(sum(panel.computer))),
                      panel.link))


def mark(lang: str, kind: str) -> str:
    """A deal's square on the page: coloured by the stylesheet (emoji need a font that
    not every device has), named for screen readers."""
    return (f'<span class="daily-mark {kind}" role="img" '
            f'aria-label="{esc(tr(lang, "daily_mark_" + kind))}"></span>')


def streak_text(lang: str, panel: ResultPanel) -> str:
    """The streak as it is; a past day with none running says that, rather than "0 days in
    a row", which reads as a streak the player has just broken."""
    if panel.past and not panel.streak:
        return tr(lang, "daily_streak_past")
    return tr(lang, "daily_streak", days=panel.streak)


def result_overlay(screen: Screen) -> str:
    panel = screen.panel
    if not isinstance(panel, ResultPanel):
        return ""
    lang = screen.lang
    title = tr(lang, "daily_result_title", day=panel.day)
    if len(panel.computer) < len(panel.you):
        body = (f'<p class="note" data-daily-waiting="{len(panel.computer) + 1}">'
                f'{esc(tr(lang, "daily_waiting", n=len(panel.computer) + 1, total=DEALS))}</p>')
        return dialog("daily-result", title, body, lang, close="daily-close",
                  label=tr(lang, "close"))
    you, computer = sum(panel.you), sum(panel.computer)
    kinds = outcomes(panel.you, panel.computer)
    rows = "".join(
        f'<tr data-daily-outcome="{kind}"><td>{n}</td><td>{esc(signed(a))}</td>'
        f'<td>{esc(signed(b))}</td><td>{mark(lang, kind)}</td></tr>'
        for n, (a, b, kind) in enumerate(zip(panel.you, panel.computer, kinds, strict=True), 1))
    table = (f'<table class="stats daily-table"><thead><tr>'
             f'<th>{esc(tr(lang, "daily_col_deal"))}</th><th>{esc(tr(lang, "daily_col_you"))}</th>'
             f'<th>{esc(tr(lang, "daily_col_computer"))}</th><th></th></tr></thead>'
             f'<tbody>{rows}</tbody></table>')
    counted = tr(lang, "daily_practice_note" if panel.practice else "daily_counted")
    copied = ("" if panel.copied is None else
              f'<p class="note" role="status" data-daily-copied="{str(panel.copied).lower()}">'
              f'{esc(tr(lang, "daily_copied" if panel.copied else "daily_copy_by_hand"))}</p>')
    total = tr(lang, "daily_total", you=signed(you), computer=signed(computer),
               deals=len(panel.you))
    counts = tr(lang, "daily_outcomes", won=kinds.count(WON), lost=kinds.count(LOST),
                tied=kinds.count(TIED))
    body = (f'<p class="daily-total" data-daily-you="{you}" data-daily-computer="{computer}">'
            f'{esc(total)}</p><p>{esc(counts)}</p>{table}'
            f'<p class="daily-counted" data-daily-practice="{str(panel.practice).lower()}">'
            f'{esc(counted)}</p>'
            f'<p class="daily-streak" data-daily-streak="{panel.streak}">'
            f'{esc(streak_text(lang, panel))}</p>'
            f'<label for="daily-share-text">{esc(tr(lang, "daily_share_label"))}</label>'
            f'<textarea id="daily-share-text" rows="4" readonly>'
            f'{esc(share_text(lang, panel))}</textarea>{copied}'
            f'<div class="dialog-buttons"><button type="button" data-ui="daily-again">'
            f'{esc(tr(lang, "daily_again"))}</button><button type="button" data-ui="share">'
            f'{esc(tr(lang, "daily_share"))}</button></div>')
    return dialog("daily-result", title, body, lang, close="daily-close",
                  label=tr(lang, "close"))
