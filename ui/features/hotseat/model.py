"""Hot-seat: two to four people on one device, each seat a person or a computer.

Why a privacy screen and a neutral table: the page shows one seat's cards at a
time, so between two people's turns it must show nobody's. While the device is
passed on (and under a round summary that everyone reads), the table is drawn
from ``neutral_view``: the shown seat's view with everything private taken out —
its hand, its legal moves, a talon only the declarer saw, the cards passed, the
discard. The controller decides when (``Controller.handoff_due`` /
``hand_private``); this module holds the pure parts: the neutral view, the
settings fields, and the privacy dialog.
"""

from __future__ import annotations

from collections.abc import Mapping

from thousand.actions import Give
from thousand.game import GameState
from thousand.round import Phase
from thousand.view import HiddenGift, PlayerView, view_of

from ...i18n import tr
from ...render.html import esc
from ...render.page import Screen

MAX_SEATS = 4


def neutral_view(game: GameState, seat: int) -> PlayerView:
    """What anyone at the table may see: ``seat``'s view without its private parts."""
    view = view_of(game, seat)
    state = game.round
    public_talon = view.talon if (state.talon_shown or state.phase is Phase.DONE
                                  or game.is_over) else None
    events = tuple(HiddenGift(e.seat, e.to) if isinstance(e, Give) else e for e in view.events)
    return view.replace(hand=(), legal=(), talon=public_talon, discard=None,
                        gifts_seen=tuple((to, None) for to, _ in view.gifts_seen),
                        events=events, may_concede=False, talon_redeal=False)


def people_from_form(form: Mapping[str, str], players: int) -> tuple[int, ...]:
    """The seats the settings give to people (seat 0 always); () when only seat 0 is."""
    seats = (0, *(seat for seat in range(1, min(players, MAX_SEATS))
                  if form.get(f"person.{seat}") == "person"))
    return seats if len(seats) > 1 else ()


def render_people_fields(lang: str, form: dict[str, str]) -> str:
    """Settings: who plays each other seat — a computer or a person at this device."""
    parts = []
    for seat in range(1, MAX_SEATS):
        current = form.get(f"person.{seat}", "computer")
        options = "".join(
            f'<option value="{value}"{" selected" if value == current else ""}>'
            f'{esc(tr(lang, "hotseat_" + value))}</option>' for value in ("computer", "person"))
        label = esc(tr(lang, "hotseat_seat", n=seat + 1))
        parts.append(f'<label for="f-person-{seat}">{label}</label>'
                     f'<select name="person.{seat}" id="f-person-{seat}">{options}</select>')
    return "".join(parts)


def person_name(lang: str, seat: int) -> str:
    return tr(lang, "hotseat_player", n=seat + 1)


def render_handoff(lang: str, seat: int) -> str:
    """The privacy screen: nothing of anyone's hand, one button for the next person."""
    name = person_name(lang, seat)
    title = esc(tr(lang, "hotseat_pass", name=name))
    return (f'<div class="overlay privacy" data-overlay="handoff" data-key="overlay-handoff" '
            f'data-next="{seat}"><div class="dialog" role="dialog" aria-modal="true" '
            f'aria-label="{title}"><h2>{title}</h2>'
            f'<p>{esc(tr(lang, "hotseat_pass_note", name=name))}</p>'
            f'<div class="dialog-buttons"><button type="button" class="primary" '
            f'data-ui="handoff-ready">{esc(tr(lang, "hotseat_ready", name=name))}'
            f'</button></div></div></div>')


def overlay(screen: Screen) -> str:
    seat = screen.panel
    return render_handoff(screen.lang, seat) if isinstance(seat, int) else ""
