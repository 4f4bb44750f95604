"""The round-review dialog: one step of a finished deal (``ui/features/review/model.py``) as HTML.

Why cards are drawn here as small text chips instead of the table's card faces:
the table's cards are keyed by their text and glide between places (ui/dom.py);
the same card shown again in a dialog would steal that key. Chips also fit four
hands of a deal on a phone screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from thousand.cards import Card, Suit, sort_hand

from ...i18n import tr
from ...render import page as render
from ...render.html import dialog, esc
from ...render.letters import card_label
from ...render.numbers import signed
from ...render.table import NOBODY
from .model import BIDDING_STEP, DEAL_STEP, RoundReview, clamp_step

RED = (Suit.D, Suit.H)


@dataclass(frozen=True)
class ReviewPanel:
    """What the review dialog shows: which deal, which step, from whose seat names are said."""

    review: RoundReview
    step: int = 0
    human: int = 0

    def moved(self, by: int) -> ReviewPanel:
        return ReviewPanel(self.review, clamp_step(self.review, self.step + by), self.human)


def name(lang: str, seat: int | str, human: int, people: frozenset[int]) -> str:
    return render.seat_name(lang, seat, human, people)


def chip(card: Card, lang: str) -> str:
    colour = " red" if card.suit in RED else ""
    return (f'<span class="rv-card{colour}" data-rv="{card.text}">'
            f'{card_label(card, lang)}</span>')


def chips(cards: Sequence[Card], lang: str) -> str:
    return "".join(chip(c, lang) for c in cards) or "—"


def _hands(review: RoundReview, hands: Sequence[Sequence[Card]], lang: str, human: int,
           people: frozenset[int]) -> str:
    rows = []
    for seat in range(review.players):
        mark = f' <i class="rv-mark">{esc(tr(lang, "dealer_mark"))}</i>' \
            if seat == review.dealer else ""
        who = name(lang, seat, human, people)
        rows.append(f'<tr data-rv-seat="{seat}"><th>{esc(who)}{mark}</th>'
                    f'<td>{chips(sort_hand(hands[seat]), lang)}</td></tr>')
    return f'<table class="rv-hands">{"".join(rows)}</table>'


def _deal_step(review: RoundReview, lang: str, human: int, people: frozenset[int]) -> str:
    talons = "".join(f'<p class="rv-talon"><b>{esc(tr(lang, "talon_n", n=i + 1))}</b> '
                     f'{chips(t, lang)}</p>' if len(review.talons) > 1 else
                     f'<p class="rv-talon"><b>{esc(tr(lang, "talon"))}</b> {chips(t, lang)}</p>'
                     for i, t in enumerate(review.talons))
    return _hands(review, review.hands, lang, human, people) + talons


def _bidding_step(review: RoundReview, lang: str, human: int, people: frozenset[int]) -> str:
    said = "".join(
        f'<li>{esc(name(lang, seat, human, people))}: '
        f'{esc(tr(lang, "said_pass") if amount is None else amount)}</li>'
        for seat, amount in review.bids)
    parts = [f'<ol class="rv-bids">{said}</ol>' if said else ""]
    if review.declarer is None:
        parts.append(f'<p>{esc(tr(lang, "review_nobid"))}</p>')
    else:
        parts.append(f'<p class="rv-declarer">{esc(tr(lang, "declarer"))}: '
                     f'{esc(name(lang, review.declarer, human, people))} — '
                     f'{esc(tr(lang, "contract"))}: {review.contract}</p>')
    if review.talon_index is not None:
        parts.append(f'<p>{esc(tr(lang, "take_talon", n=review.talon_index + 1))}</p>')
    if review.passed:
        items = "".join(f'<li>{esc(name(lang, giver, human, people))} → '
                        f'{esc(name(lang, to, human, people))}: '
                        f'{chip(card, lang)}</li>' for giver, to, card in review.passed)
        parts.append(f'<h3>{esc(tr(lang, "review_passed"))}</h3>'
                     f'<ul class="rv-passed">{items}</ul>')
    return "".join(parts)


def _trick_step(review: RoundReview, step: int, lang: str, human: int,
                people: frozenset[int]) -> str:
    trick = review.trick_at(step)
    assert trick is not None
    played = "".join(f'<li data-rv-played="{seat}">{esc(name(lang, seat, human, people))}: '
                     f'{chip(card, lang)}</li>' for seat, card in trick.cards)
    parts = [f'<ol class="rv-trick">{played}</ol>',
             f'<p class="rv-winner" data-rv-winner="{trick.winner}">'
             f'{esc(tr(lang, "won_by", name=name(lang, trick.winner, human, people)))}</p>']
    if trick.marriage is not None:
        seat, suit, value = trick.marriage
        what = suit.symbol if suit is not None else tr(lang, "ace_marriage")
        said = tr(lang, "review_marriage", name=name(lang, seat, human, people), suit=what,
                  value=value)
        parts.append(f'<p class="rv-marriage">{esc(said)}</p>')
    parts.append(f'<h3>{esc(tr(lang, "review_hands_before"))}</h3>')
    parts.append(_hands(review, trick.hands_before, lang, human, people))
    return "".join(parts)


def _result(review: RoundReview, lang: str, human: int, people: frozenset[int]) -> str:
    row = review.summary
    if row is None:
        return ""
    if row.redealt:
        text = tr(lang, "redealt")
    elif row.declarer is None:
        text = tr(lang, "no_declarer")
    else:
        text = tr(lang, "made" if row.made else "failed")
    deltas = " · ".join(f"{name(lang, seat, human, people)} {signed(d)}"
                        for seat, d in enumerate(row.deltas))
    return f'<p class="rv-result note">{esc(text)} ({esc(deltas)})</p>'


def step_title(review: RoundReview, step: int, lang: str) -> str:
    if step == DEAL_STEP:
        return tr(lang, "review_deal")
    if step == BIDDING_STEP:
        return tr(lang, "review_bidding")
    trick = step - BIDDING_STEP
    return tr(lang, "review_trick", k=trick, n=len(review.tricks))


def render_review(panel: ReviewPanel, lang: str, people: frozenset[int] = NOBODY) -> str:
    """The review dialog at the panel's step, with back / forward buttons."""
    review, step, human = panel.review, panel.step, panel.human
    if step == DEAL_STEP:
        body = _deal_step(review, lang, human, people)
    elif step == BIDDING_STEP:
        body = _bidding_step(review, lang, human, people)
    else:
        body = _trick_step(review, step, lang, human, people)
    first = " disabled" if step == 0 else ""
    last = " disabled" if step >= review.steps - 1 else ""
    nav = (f'<div class="rv-nav"><button type="button" data-ui="review-prev"{first}>'
           f'◀ {esc(tr(lang, "review_prev"))}</button>'
           f'<span class="rv-step" data-step="{step}" data-steps="{review.steps}">'
           f'{esc(tr(lang, "review_step", k=step + 1, n=review.steps))}: '
           f'{esc(step_title(review, step, lang))}</span>'
           f'<button type="button" data-ui="review-next"{last}>'
           f'{esc(tr(lang, "review_next"))} ▶</button></div>')
    content = (f'<div class="rv-body" aria-live="polite">{body}</div>'
               f'{_result(review, lang, human, people)}')
    return dialog("review", tr(lang, "review_title", n=review.number), nav + content,
                         lang, close="review-close")


def review_button(lang: str, number: int, label_key: str = "review") -> str:
    """The button that opens the review of deal ``number`` (summary, score sheet)."""
    return (f'<button type="button" class="rv-open" data-ui="review" data-round="{number}" '
            f'title="{esc(tr(lang, "review_title", n=number))}">{esc(tr(lang, label_key))}'
            f'</button>')


def overlay(screen: render.Screen) -> str:
    """The review dialog of ``screen.panel``, seats named as on the table."""
    panel = screen.panel
    if not isinstance(panel, ReviewPanel):
        return ""
    return render_review(panel, screen.lang, screen.people)
