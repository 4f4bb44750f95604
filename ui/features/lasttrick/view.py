"""The last trick in a dialog: each card with the seat that played it, in the order
played, the winner, and what the trick was worth (pure)."""

from __future__ import annotations

from thousand.cards import card_points
from thousand.view import PlayerView

from ...i18n import tr
from ...render.html import dialog, esc
from ...render.page import Screen
from ...render.table import face, seat_name


def _still(card: str) -> str:
    """A card drawn in the dialog keyed apart from the same card on the table: it must
    not glide there from the pile, nor take the pile card's place in the page's map."""
    return card.replace('data-key="card-', 'data-key="peek-', 1)


def last_trick(view: PlayerView, lang: str, people: frozenset[int]) -> str:
    """The body: one row per card played, the winner's row marked."""
    if not view.tricks:
        return f'<p class="note">{esc(tr(lang, "last_trick_none"))}</p>'
    winner, cards = view.tricks[-1]
    rows = "".join(
        f'<li class="last-card{" won" if seat == winner else ""}" data-seat="{seat}">'
        f'{_still(face(card, lang, "peek-card"))}'
        f'<span>{esc(seat_name(lang, seat, view.seat, people))}</span></li>'
        for seat, card in cards)
    points = card_points([card for _, card in cards])
    who = seat_name(lang, winner, view.seat, people)
    return (f'<ol class="last-trick" data-winner="{winner}">{rows}</ol>'
            f'<p class="last-trick-note">{esc(tr(lang, "last_trick_won", name=who, points=points))}'
            f'</p>')


def overlay(screen: Screen) -> str:
    lang = screen.lang
    return dialog("last-trick", tr(lang, "last_trick"),
                  last_trick(screen.view, lang, screen.people), lang)
