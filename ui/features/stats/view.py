"""The statistics dialog and the score sheet's chart, as HTML (pure).

The figures come from ``ui/features/stats/store.py``, the charts from ``ui/render/chart.py``; this
module only lays them out in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from thousand.view import PlayerView

from ...i18n import known, tr
from ...render import page as render
from ...render.chart import line_chart
from ...render.html import dialog, esc
from ...render.numbers import number
from ...render.table import NOBODY
from .awards import AWARDS
from .coached import CoachedDeal, per_game
from .store import DailyResult, GameResult, Summary, Totals

PAST_GAMES_CHARTED = 30


@dataclass(frozen=True)
class StatsPanel:
    """What the statistics dialog shows."""

    summary: Summary
    games: tuple[GameResult, ...]
    confirm_reset: bool = False
    export_text: str | None = None
    problem: str | None = None
    coached: tuple[CoachedDeal, ...] = ()
    """The coach's reviewed deals (``coached.py``), for its trend."""
    dailies: tuple[DailyResult, ...] = ()
    daily_streak: int = 0
    """Days in a row with a counted daily deal (ui/features/daily/)."""


def _preset(lang: str, preset: str) -> str:
    """A preset's name; a saved name the page does not know (older or hand-edited
    statistics) is shown as it was saved."""
    key = f"preset.{preset}"
    return tr(lang, key) if known(key) else preset


def _num(value: float | None) -> str:
    return "—" if value is None else f"{value:.0f}" if value == int(value) else f"{value:.1f}"


def _totals_rows(t: Totals, lang: str) -> str:
    rate = f" ({100 * t.won / t.played:.0f}%)" if t.played else ""
    rows = [
        ("stats_played", str(t.played), "played"),
        ("stats_won", f"{t.won}{rate}", "won"),
        ("stats_avg_score", _num(t.average_score), "avg-score"),
        ("stats_contracts", f"{t.contracts} / {t.made}", "contracts"),
        ("stats_avg_bid", _num(t.average_bid), "avg-bid"),
        ("stats_bolts", str(t.bolts), "bolts"),
        ("stats_barrel", f"{t.climbs} / {t.falls}", "barrel"),
        ("stats_samosvals", str(t.samosvals), "samosvals"),
        ("stats_best", _num(t.best), "best"),
    ]
    return "".join(f'<tr data-stat="{key}"><th>{esc(tr(lang, label))}</th><td>{esc(value)}</td>'
                   f'</tr>' for label, value, key in rows)


def past_games_chart(games: tuple[GameResult, ...], lang: str) -> str:
    """Final scores of the latest games (hot-seat games left out: the seat differs)."""
    solo = [g for g in games if not g.hotseat][-PAST_GAMES_CHARTED:]
    if not solo:
        return ""
    return line_chart([(tr(lang, "stats_chart_series"), [g.score for g in solo])],
                      tr(lang, "stats_chart_title"))


def coach_trend(deals: tuple[CoachedDeal, ...], lang: str) -> str:
    """The coach's figure per game (points lost per decision), the latest games charted;
    nothing before the first review."""
    games = per_game(deals)
    if not games:
        return ""
    decisions = sum(d.decisions for d in deals)
    overall = sum(d.lost for d in deals) / decisions
    line = tr(lang, "stats_coach_line", last=f"{games[-1][1]:.1f}", all=f"{overall:.1f}",
              n=decisions)
    recent = [round(value, 1) for _, value in games[-PAST_GAMES_CHARTED:]]
    chart = line_chart([(tr(lang, "stats_coach_series"), recent)], tr(lang, "stats_coach_title"))
    return (f'<h3>{esc(tr(lang, "stats_coach_title"))}</h3>'
            f'<p class="note" data-stat="coach" data-coach-games="{len(games)}">{esc(line)}</p>'
            f'<div class="chart-box" data-chart="coach">{chart}</div>')


def _awards(summary: Summary, lang: str) -> str:
    counts = dict(summary.awards)
    items = []
    for key in AWARDS:
        n = counts.get(key, 0)
        state = tr(lang, "award_times", n=n) if n else tr(lang, "award_not_yet")
        items.append(f'<li data-award="{key}" class="{"earned" if n else "locked"}">'
                     f'<b>{esc(tr(lang, "award_" + key))}</b> — '
                     f'{esc(tr(lang, "award_" + key + "_about"))} <i>{esc(state)}</i></li>')
    return f'<ul class="awards">{"".join(items)}</ul>'


def render_stats(panel: StatsPanel, lang: str) -> str:
    s = panel.summary
    parts = []
    if panel.problem:
        parts.append(f'<p class="errors" role="alert">'
                     f'{esc(tr(lang, "stats_problem", reason=panel.problem))}</p>')
    parts.append(f'<table class="stats" data-stats="overall"><tbody>'
                 f'{_totals_rows(s.overall, lang)}</tbody></table>')
    if s.best_game is not None:
        best = tr(lang, "stats_best_game", score=number(s.best_game.score), deals=s.best_game.deals)
        parts.append(f'<p class="note" data-stat="best-game">{esc(best)}</p>')
    apart = [tr(lang, "stats_with_undos", n=s.with_undos.played, won=s.with_undos.won)]
    if s.hotseat.played:
        apart.append(tr(lang, "stats_hotseat", n=s.hotseat.played))
    parts.append(f'<p class="note" data-stat="apart">{esc(" ".join(apart))}</p>')
    if s.groups:
        rows = "".join(
            f'<tr data-group="{p}-{esc(preset)}"><td>{esc(tr(lang, "stats_players", n=p))} · '
            f'{esc(_preset(lang, preset))}</td>'
            f'<td>{t.played}</td><td>{t.won}</td>'
            f'<td>{_num(t.average_score)}</td></tr>' for p, preset, t in s.groups)
        parts.append(f'<h3>{esc(tr(lang, "stats_groups"))}</h3><table class="stats groups">'
                     f'<thead><tr><th></th><th>{esc(tr(lang, "stats_played"))}</th>'
                     f'<th>{esc(tr(lang, "stats_won"))}</th>'
                     f'<th>{esc(tr(lang, "stats_avg_score"))}</th></tr></thead>'
                     f'<tbody>{rows}</tbody></table>')
    chart = past_games_chart(panel.games, lang)
    if chart:
        parts.append(f'<h3>{esc(tr(lang, "stats_chart_title"))}</h3>'
                     f'<div class="chart-box" data-chart="past">{chart}</div>')
    parts.append(coach_trend(panel.coached, lang))
    if panel.dailies:
        better = sum(sum(d.you) > sum(d.computer) for d in panel.dailies)
        line = tr(lang, "stats_daily_line", days=len(panel.dailies), better=better,
                  streak=panel.daily_streak)
        parts.append(f'<p class="note" data-stat="daily" data-daily-streak="{panel.daily_streak}">'
                     f'{esc(line)}</p>')
    parts.append(f'<h3>{esc(tr(lang, "stats_awards"))}</h3>{_awards(s, lang)}')
    if panel.export_text is not None:
        parts.append(f'<textarea id="stats-export" rows="6" readonly spellcheck="false">'
                     f'{esc(panel.export_text)}</textarea>')
    if panel.confirm_reset:
        reset = (f'<button type="button" class="danger" data-ui="stats-reset-yes">'
                 f'{esc(tr(lang, "stats_reset_yes"))}</button>')
    else:
        reset = (f'<button type="button" data-ui="stats-reset">'
                 f'{esc(tr(lang, "stats_reset"))}</button>')
    buttons = (f'<div class="dialog-buttons">{reset}<button type="button" data-ui="stats-export">'
               f'{esc(tr(lang, "stats_export"))}</button></div>')
    return dialog("stats", tr(lang, "stats_title"), "".join(parts) + buttons, lang)


def score_chart(view: PlayerView, lang: str, people: frozenset[int] = NOBODY) -> str:
    """The scores of the current game after each deal, one line per seat (the score sheet)."""
    if not view.sheet:
        return ""
    first = view.sheet[0]
    start = [s - d for s, d in zip(first.scores, first.deltas, strict=True)]
    series = []
    for seat in range(view.rules.players):
        name = render.seat_name(lang, seat, view.seat, people)
        series.append((name, [start[seat], *(row.scores[seat] for row in view.sheet)]))
    marks = [(tr(lang, "chart_target"), float(view.rules.target))]
    if view.rules.barrel is not None:
        marks.append((tr(lang, "barrel"), float(view.rules.barrel)))
    chart = line_chart(series, tr(lang, "chart_game_title"), lines=marks)
    return f'<div class="chart-box" data-chart="game">{chart}</div>'


@dataclass(frozen=True)
class EarnedAwards:
    """The awards the player earned in the game just finished (the game-over dialog)."""

    keys: tuple[str, ...]


def render_earned(lang: str, panel: object) -> str:
    """A line under the winner naming the awards of this game, or nothing."""
    if not isinstance(panel, EarnedAwards) or not panel.keys:
        return ""
    names = ", ".join(tr(lang, "award_" + key) for key in panel.keys)
    return (f'<p class="earned" data-earned="{esc(" ".join(panel.keys))}">★ '
            f'{esc(tr(lang, "award_earned", names=names))}</p>')


def overlay(screen: render.Screen) -> str:
    panel = screen.panel
    return render_stats(panel, screen.lang) if isinstance(panel, StatsPanel) else ""
