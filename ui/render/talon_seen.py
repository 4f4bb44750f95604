"""The talon another seat took face up, kept in sight by its seat until your next move.

A computer's talon lies face up in the middle for a few seconds and then goes to its
hand; a player who looked away during the gifts would have to open the log to learn what
the declarer got. So the declarer's seat names it ("Прикуп: K♥ 10♣ Q♣") until you make
your next move, which says you have read it. After the bidding the only moves of a seat
other than the declarer's are its cards, so that move is your first card of the deal.
Pure: everything comes from the view, so a reload or an undo shows the same.
"""

from __future__ import annotations

from thousand.actions import Play
from thousand.cards import Card
from thousand.phase import Phase
from thousand.view import PlayerView

SHOWN_IN = (Phase.TALON, Phase.CONTRACT, Phase.PLAY)
"""The phases in which a talon taken this deal may still be news."""


def seen_talon(view: PlayerView, on_table: bool) -> tuple[Card, ...]:
    """The talon another seat took face up, while you have played no card since; none
    while it still lies in the middle (``on_table``) or when it went to your own hand."""
    if (view.talon is None or view.declarer is None or view.declarer == view.seat
            or on_table or view.phase not in SHOWN_IN):
        return ()
    if any(isinstance(entry, Play) and entry.seat == view.seat for entry in view.events):
        return ()
    return view.talon
