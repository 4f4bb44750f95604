"""What the table remembers (ui/render/table.py, page.py's log): the talon in the log and
marked in the declarer's hand, the last trick's pile as a button, the declarer's running
points. Pure rendering on real games, so tested in CPython."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from thousand.actions import Bid, Pass, Play
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of
from ui.render import table
from ui.render.page import Screen, render_app, render_log


def reach(seed: int, wanted: Callable[[GameState], bool], bidder: int = 1) -> GameState:
    """Play random legal moves from ``seed`` until ``wanted`` holds; in the bidding
    ``bidder`` raises to 110 once (so the talon is shown) and the others pass."""
    game = GameState.new(Rules(players=3), seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if wanted(game):
            return game
        legal = game.legal_actions()
        if game.phase is Phase.BIDDING:
            bids = [a for a in legal if isinstance(a, Bid)]
            raise_now = game.to_move == bidder and game.round.high_bid < 110
            others = [a for a in legal if not isinstance(a, Bid)]
            game = game.apply(min(bids, key=lambda b: b.amount) if raise_now and bids
                              else rng.choice(others or legal))
            continue
        game = game.apply(rng.choice(legal))
    raise AssertionError("position not reached")


def talon_up(seat_is_declarer: bool) -> Callable[[GameState], bool]:
    def holds(game: GameState) -> bool:
        r = game.round
        return (game.phase is Phase.TALON and r.talon_shown and not r.gifts
                and (r.declarer == 0) == seat_is_declarer)
    return holds


def test_the_shown_talon_is_logged_after_the_last_bid_in_every_language() -> None:
    game = reach(1, talon_up(False), bidder=2)
    view = view_of(game, 0)
    assert view.talon is not None
    cards = " ".join(c.label for c in view.talon)
    at = table.talon_log_at(view)
    assert at is not None and isinstance(view.events[at - 1], Bid | Pass)
    for lang, word in (("ru", "Прикуп"), ("en", "Talon"), ("pl", "Musik"), ("uk", "Прикуп")):
        assert f"<li>{word}: {cards}</li>" in render_log(view, lang, last=20)


def test_a_talon_nobody_showed_is_not_logged() -> None:
    game = reach(2, lambda g: g.phase is Phase.BIDDING and not g.round.history)
    view = view_of(game, 0)
    assert table.talon_log_at(view) is None
    assert "Talon:" not in render_log(view, "en", last=20)


def test_the_talon_cards_are_marked_in_the_declarers_hand_until_the_gifts() -> None:
    game = reach(3, talon_up(True), bidder=0)
    view = view_of(game, 0)
    assert view.talon is not None
    html = render_app(Screen(view=view, lang="en"))
    marked = set(re.findall(r'data-card="(\w+)"[^>]*data-from-talon="true"', html))
    assert marked == {c.text for c in view.talon}
    assert html.count("from-talon") >= len(view.talon)
    # once the gifts are made, the hand is one hand again
    while game.phase is Phase.TALON:
        game = game.apply(game.legal_actions()[0])
    after = render_app(Screen(view=view_of(game, 0), lang="en"))
    assert "data-from-talon" not in after


def in_play_after_a_trick(seed: int) -> GameState:
    return reach(seed, lambda g: g.phase is Phase.PLAY and len(g.round.tricks) >= 2
                 and not g.round.trick)


def test_the_last_tricks_pile_is_a_button_by_its_winner() -> None:
    game = in_play_after_a_trick(4)
    view = view_of(game, 0)
    winner = view.tricks[-1][0]
    html = render_app(Screen(view=view, lang="en"))
    seat = html.split(f'data-seat="{winner}" data-key="seat-{winner}"', 1)[1].split(
        "</section>", 1)[0]
    assert 'data-ui="last-trick"' in seat
    assert html.count('data-ui="last-trick"') == 1


def test_the_declarers_running_points_stand_by_its_seat() -> None:
    game = in_play_after_a_trick(5)
    view = view_of(game, 0)
    d = view.declarer
    assert d is not None
    points = view.taken[d] + sum(m.value for m in view.declared if m.seat == d)
    goal = view.contract if view.contract is not None else view.bid
    assert table.declarer_points(view) == points
    html = render_app(Screen(view=view, lang="en"))
    seat = html.split(f'data-seat="{d}" data-key="seat-{d}"', 1)[1].split("</section>", 1)[0]
    assert f'data-running="{points}"' in seat and f">{points} / {goal}<" in seat
    assert html.count("data-running=") == 1


def test_no_running_points_before_play() -> None:
    view: PlayerView = view_of(reach(3, talon_up(True), bidder=0), 0)
    assert table.declarer_points(view) is None
    assert "data-running" not in render_app(Screen(view=view, lang="en"))


def test_a_play_card_hinted_is_lit_in_the_hand() -> None:
    game = reach(6, lambda g: g.phase is Phase.PLAY and g.to_move == 0
                 and sum(isinstance(a, Play) for a in g.legal_actions()) >= 2)
    view = view_of(game, 0)
    play = next(a for a in view.legal if isinstance(a, Play))
    html = render_app(Screen(view=view, lang="en", hinted=str(play)))
    lit = re.findall(r'data-card="(\w+)"[^>]*data-hinted="true"', html)
    assert lit == [play.card.text]
    assert "data-hinted" not in render_app(Screen(view=view, lang="en"))
