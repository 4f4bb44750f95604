"""The end screen: who won and your place, the final standings and score sheet, each
player's bolts and barrel, what the game changed in your statistics, and the way on
(close to look at the table, review, statistics, export, new game).

Pure: drawn from the ``Screen`` (the view, the language, hot-seat's people) and the
feature's ``GameOverPanel``.
"""

from __future__ import annotations

from ...i18n import tr
from ...render.html import esc
from ...render.numbers import number
from ...render.page import Screen, render_sheet
from ...render.table import seat_name
from ..stats.store import Totals
from ..stats.view import EarnedAwards, render_earned
from .model import GameOverPanel, StatsChange, history, places


def headline(screen: Screen) -> str:
    """"You won" or the winner's name, and, when one person plays, that person's place."""
    view, lang, people = screen.view, screen.lang, screen.people
    winner = view.winner
    if winner is None:
        return ""
    if winner == view.seat and not people:
        head = tr(lang, "over_you_won")
    else:
        head = tr(lang, "winner", name=seat_name(lang, winner, view.seat, people))
    lines = [f'<p class="winner" data-winner="{winner}">{esc(head)}</p>']
    if not people:
        place = places(view.scores, winner)[view.seat]
        text = tr(lang, "over_place", place=tr(lang, f"over_ordinal_{place}"),
                  n=view.rules.players)
        lines.append(f'<p class="place" data-place="{place}" '
                     f'data-of="{view.rules.players}">{esc(text)}</p>')
    return "".join(lines)


def standings(screen: Screen) -> str:
    view, lang, people = screen.view, screen.lang, screen.people
    ranks = places(view.scores, view.winner)
    order = sorted(range(view.rules.players), key=lambda s: (ranks[s], s))
    items = "".join(f'<li data-standing="{s}" value="{ranks[s]}">'
                    f'{esc(seat_name(lang, s, view.seat, people))}: {number(view.scores[s])}</li>'
                    for s in order)
    return (f'<h3>{esc(tr(lang, "standings"))}</h3>'
            f'<ol class="standings">{items}</ol>')


def history_table(screen: Screen) -> str:
    """Bolts taken, climbs onto the barrel, falls and samosvals, a row per player."""
    view, lang, people = screen.view, screen.lang, screen.people
    columns = ("col_bolts", "col_climbs", "col_falls", "col_samosvals")
    head = "".join(f'<th scope="col">{esc(tr(lang, "over_" + c))}</th>' for c in columns)
    rows = "".join(
        f'<tr data-history="{seat}"><th scope="row">'
        f'{esc(seat_name(lang, seat, view.seat, people))}</th>'
        f'<td>{h.bolts}</td><td>{h.climbs}</td><td>{h.falls}</td><td>{h.samosvals}</td></tr>'
        for seat, h in enumerate(history(view.sheet, view.rules.players)))
    return (f'<h3>{esc(tr(lang, "over_history"))}</h3><div class="sheet-wrap">'
            f'<table class="summary history"><thead><tr><th></th>{head}</tr></thead>'
            f'<tbody>{rows}</tbody></table></div>')


def _best(totals: Totals) -> str:
    return "—" if totals.best is None else number(totals.best)


def stats_lines(lang: str, change: StatsChange | None) -> str:
    """Games, wins and best score before → after this game."""
    if change is None:
        return ""
    before, after = change.before, change.after
    items = [("games", tr(lang, "over_stats_games", before=before.played,
                          after=after.played)),
             ("wins", tr(lang, "over_stats_wins", before=before.won, after=after.won)),
             ("best", tr(lang, "over_stats_best", before=_best(before), after=_best(after))
              + (f" — {tr(lang, 'over_stats_new_best')}" if change.new_best else ""))]
    lis = "".join(f'<li data-change="{key}">{esc(text)}</li>' for key, text in items)
    apart = (f'<p class="note">{esc(tr(lang, "over_apart_" + change.group))}</p>'
             if change.group != "main" else "")
    return (f'<h3>{esc(tr(lang, "over_stats_title"))}</h3>'
            f'<ul class="stats-change">{lis}</ul>{apart}')


def buttons(screen: Screen) -> str:
    lang = screen.lang
    deals = len(screen.view.sheet)
    review = (f'<button type="button" data-ui="review" data-round="{deals}">'
              f'{esc(tr(lang, "over_review"))}</button>' if deals else "")
    return (f'<div class="dialog-buttons">'
            f'<button type="button" data-ui="over-close">{esc(tr(lang, "close"))}</button>'
            f'{review}'
            f'<button type="button" data-ui="stats">{esc(tr(lang, "stats"))}</button>'
            f'<button type="button" data-ui="export">{esc(tr(lang, "export"))}</button>'
            f'<button type="button" class="primary" data-ui="new">'
            f'{esc(tr(lang, "new_game"))}</button></div>')


def overlay(screen: Screen) -> str:
    """The end screen (``data-overlay="over"``)."""
    lang = screen.lang
    panel = screen.panel if isinstance(screen.panel, GameOverPanel) else GameOverPanel()
    title = esc(tr(lang, "game_over"))
    body = (headline(screen) + render_earned(lang, EarnedAwards(panel.awards))
            + stats_lines(lang, panel.change) + standings(screen) + history_table(screen)
            + f'<h3>{esc(tr(lang, "sheet_title"))}</h3>'
            + render_sheet(screen.view, lang, screen.extras, screen.people))
    return (f'<div class="overlay" data-overlay="over" data-key="overlay-over">'
            f'<div class="dialog game-over" role="dialog" aria-modal="true" '
            f'aria-label="{title}"><h2>{title}</h2>{body}{buttons(screen)}</div></div>')
