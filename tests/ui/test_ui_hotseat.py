"""Hot-seat: people take turns on one device; between two people nobody's cards show."""

from __future__ import annotations

import random

from thousand.rules import Rules
from ui.controller import Controller
from ui.features.hotseat.commands import with_people
from ui.features.hotseat.model import (
    neutral_view,
    people_from_form,
    render_handoff,
    render_people_fields,
)
from ui.storage import dumps_session, loads_session


def hotseat_game(seed: int, people: tuple[int, ...] = (0, 1), players: int = 3) -> Controller:
    rules = Rules(players=players)
    return with_people(Controller.new_game(rules, seed=seed), people)


def private_cards(ctrl: Controller, seat: int) -> set[str]:
    """Cards only ``seat`` may know now: its hand and a talon it took that nobody else saw
    (a talon turned face up for everyone is public, though its cards are in a hand now)."""
    state = ctrl.game.round
    cards = {c.text for c in state.hands[seat]}
    talon = {c.text for c in state.talon_taken}
    if state.declarer == seat and not state.talon_shown:
        return cards | talon
    return cards - talon if state.talon_shown else cards


def shown_cards(view: object) -> set[str]:
    hand = {c.text for c in getattr(view, "hand", ())}
    talon = {c.text for c in getattr(view, "talon", None) or ()}
    discard = {c.text for c in getattr(view, "discard", None) or ()}
    gifts = {c.text for _, c in getattr(view, "gifts_seen", ()) if c is not None}
    return hand | talon | discard | gifts


def test_the_form_names_the_people_and_seat_0_is_always_one() -> None:
    assert people_from_form({"person.1": "person", "person.2": "computer"}, 3) == (0, 1)
    assert people_from_form({"person.3": "person"}, 3) == ()  # no seat 3 with three players
    assert people_from_form({"person.1": "person", "person.3": "person"}, 4) == (0, 1, 3)
    assert people_from_form({}, 4) == ()
    html = render_people_fields("en", {"person.2": "person"})
    assert 'name="person.2"' in html and '<option value="person" selected>' in html


def test_a_whole_hot_seat_game_never_shows_one_persons_cards_to_another() -> None:
    ctrl = hotseat_game(21)
    rng = random.Random(21)
    handoffs = moves = 0
    assert not ctrl.hand_private, "the first person must take the device too"
    for _ in range(5000):
        if ctrl.game.is_over:
            break
        while ctrl.bot_due():
            assert 2 in ctrl.agents and 0 not in ctrl.agents and 1 not in ctrl.agents
            ctrl.step()
        if ctrl.summary_pending is not None:
            assert not ctrl.hand_private
            ctrl.close_summary()
            continue
        if ctrl.game.is_over:
            break
        seat = ctrl.handoff_due
        if seat is not None:
            # The privacy screen: the table drawn from the neutral view shows nothing private.
            view = neutral_view(ctrl.game, ctrl.session.human)
            assert not ctrl.hand_private and not ctrl.human_to_move()
            for person in ctrl.people:
                assert not shown_cards(view) & private_cards(ctrl, person)
            assert view.hand == () and view.legal == ()
            ctrl.hand_over()
            handoffs += 1
        assert handoffs >= 1, "the first person must take the device too"
        assert ctrl.human_to_move() and ctrl.hand_private
        assert ctrl.game.to_move == ctrl.session.human
        ctrl.act(str(rng.choice(ctrl.view().legal)))
        moves += 1
    assert ctrl.game.is_over and handoffs > 10 and moves > handoffs


def test_undo_is_for_solo_games_only() -> None:
    ctrl = hotseat_game(5)
    ctrl.hand_over()
    while ctrl.bot_due():
        ctrl.step()
    if ctrl.handoff_due is not None:
        ctrl.hand_over()
    ctrl.act(str(ctrl.view().legal[0]))
    assert not ctrl.can_undo


def test_a_hot_seat_game_survives_a_reload_with_its_people() -> None:
    ctrl = hotseat_game(8, people=(0, 2), players=4)
    again = loads_session(dumps_session(ctrl.session))
    assert again.session.humans == (0, 2) and again.hotseat
    assert again.handoff_due == ctrl.handoff_due
    assert set(again.agents) == {1, 3}


def test_the_privacy_screen_names_the_next_person() -> None:
    html = render_handoff("en", 1)
    assert "Pass the device to Player 2" in html and 'data-ui="handoff-ready"' in html
    assert "data-card" not in html
    assert "Игрок 3" in render_handoff("ru", 2)
