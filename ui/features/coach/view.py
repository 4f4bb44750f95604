"""The coach's dialog and its button, as HTML (pure).

Each reviewed decision is a button that opens the round review at the step showing the
table as it was (``data-ui="review"`` with ``data-step``); drivers read the points lost
and the verdict from ``data-coach-loss`` and ``data-coach-verdict``. Some decisions carry
no ``data-coach-loss``: the choice between face-down talons (verdict ``equal``: nobody
could know which was better) and the dark bid or the redeal round's choice, which the
hint does not value (verdict ``unvalued``, and the text says whether the computer would
have done the same).
"""

from __future__ import annotations

from thousand.actions import Action, Bid, Concede, Contract, Give, Pass, Play, Redeal
from thousand.agents.coach import CLOSE, EQUAL
from thousand.view import PlayerView

from ...i18n import tr
from ...render import page as render
from ...render.html import dialog, esc
from ...render.numbers import signed
from ...render.table import NOBODY
from ..hint.values import option_label
from .model import CoachPanel, Reviewed

UNVALUED = "unvalued"


def choice_text(lang: str, action: Action, view: PlayerView,
                people: frozenset[int] = NOBODY) -> str:
    """A choice as the hint names it (a card, a bid, a gift, a contract…); the others as
    the log does."""
    if isinstance(action, NAMED):
        return option_label(lang, action, people)
    return render.log_line(action, view, lang, people)


NAMED = (Play, Bid, Pass, Give, Contract, Concede, Redeal)
"""The choices the hint names (and values)."""


SHOWN_OPTIONS = 4
"""Valued choices listed under a decision: the best few, and yours if it is not among them."""


def shown_options(found: Reviewed) -> tuple[tuple[Action, float], ...]:
    top = found.options[:SHOWN_OPTIONS]
    mine = [(a, v) for a, v in found.options if a == found.decision.action]
    if mine and mine[0] not in top:
        top = (*top[:SHOWN_OPTIONS - 1], mine[0])
    return top


def _item(found: Reviewed, number: int, lang: str, people: frozenset[int]) -> str:
    decision = found.decision
    view = decision.view
    verdict = found.verdict or UNVALUED
    mine = choice_text(lang, decision.action, view, people)
    lines = [tr(lang, "coach_yours", choice=mine)]
    if found.loss is not None:
        loss = f'{found.loss:.1f}'
        lost = tr(lang, "coach_lost", n=f"{found.loss:.0f}")
        head = f'{tr(lang, "coach_verdict_" + verdict)} · {lost}'
        if not found.agrees and found.loss >= 0.5:
            lines.append(tr(lang, "coach_best",
                            choice=choice_text(lang, found.best, view, people)))
        items = ", ".join(f"{choice_text(lang, a, view, people)}: {signed(v)}"
                          for a, v in shown_options(found))
        lines.append(tr(lang, "coach_values", items=items))
        attrs = f'data-coach-loss="{loss}" data-coach-verdict="{verdict}"'
    elif found.blind:
        head = tr(lang, "coach_verdict_" + EQUAL)
        lines.append(tr(lang, "coach_blind"))
        attrs = f'data-coach-verdict="{verdict}"'
    else:
        head = tr(lang, "coach_verdict_" + UNVALUED)
        lines.append(tr(lang, "coach_same") if found.agrees else
                     tr(lang, "coach_other", choice=choice_text(lang, found.best, view, people)))
        attrs = f'data-coach-verdict="{verdict}"'
    body = "".join(f"<span>{esc(line)}</span>" for line in lines)
    return (f'<li><button type="button" class="coach-item {verdict}" data-ui="review" '
            f'data-round="{number}" data-step="{decision.step}" {attrs}>'
            f'<b>{esc(head)}</b>{body}</button></li>')


def render_coach(panel: CoachPanel, lang: str, people: frozenset[int] = NOBODY) -> str:
    """The coach's dialog: progress while it thinks, the deal's figure, the decisions
    (the costly ones first)."""
    parts = []
    total = len(panel.decisions)
    if not total:
        parts.append(f'<p class="note">{esc(tr(lang, "coach_none"))}</p>')
    elif panel.failed is not None:
        parts.append(f'<p class="errors" role="alert">'
                     f'{esc(tr(lang, "coach_failed", reason=panel.failed))}</p>')
    elif not panel.done:
        k = len(panel.reviewed)
        parts.append(f'<p class="coach-progress" data-coach-progress="{k}/{total}" '
                     f'aria-live="polite"><progress max="{total}" value="{k}"></progress> '
                     f'{esc(tr(lang, "coach_progress", k=k, n=total))}</p>')
    figure = panel.accuracy()
    if figure.per_decision is not None:
        text = tr(lang, "coach_accuracy", lost=f"{figure.per_decision:.1f}",
                  close=f"{CLOSE:.0f}", k=figure.close, n=figure.decisions)
        parts.append(f'<p class="coach-figure" data-coach-accuracy='
                     f'"{figure.per_decision:.2f}">{esc(text)}</p>')
    if panel.reviewed:
        parts.append(f'<p class="note">{esc(tr(lang, "coach_choose"))}</p>')
        items = "".join(_item(found, panel.number, lang, people) for found in panel.ordered())
        parts.append(f'<ol class="coach-list">{items}</ol>')
    return dialog("coach", tr(lang, "coach_title", n=panel.number), "".join(parts), lang,
                  close="coach-close")


def coach_button(lang: str, number: int) -> str:
    """The button that opens the coach on deal ``number`` (summary, score sheet)."""
    return (f'<button type="button" class="rv-open" data-ui="coach" data-round="{number}" '
            f'title="{esc(tr(lang, "coach_title", n=number))}">{esc(tr(lang, "coach"))}'
            f'</button>')


def overlay(screen: render.Screen) -> str:
    panel = screen.panel
    if not isinstance(panel, CoachPanel):
        return ""
    return render_coach(panel, screen.lang, screen.people)
