"""The end screen: places, each player's bolts and barrel, the statistics' change, the
screen's words and buttons, and closing and reopening it (ui/features/gameover/)."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from functools import cache
from typing import Any

from thousand.rules import Rules
from thousand.scoring import RoundSummary, ScoreEvent
from thousand.view import view_of
from ui.controller import Controller
from ui.features.gameover.model import GameOverPanel, SeatHistory, history, places, stats_change
from ui.features.gameover.view import overlay
from ui.features.stats.store import (
    STATS_KEY,
    GameResult,
    StatsData,
    add,
    dumps,
    game_result,
)
from ui.render.numbers import number
from ui.render.page import Screen, render_toolbar

from .test_ui_app import app  # noqa: F401  (the App built with browser stand-ins)


@cache
def finished(seed: int, players: int = 3) -> Controller:
    """A short seeded game to 200 played to its end (the human plays at random)."""
    ctrl = Controller.new_game(Rules(target=200, barrel=None, players=players), seed=seed)
    rng = random.Random(seed)
    while not ctrl.game.is_over:
        while ctrl.bot_due():
            ctrl.step()
        if ctrl.summary_pending is not None:
            ctrl.close_summary()
        elif ctrl.human_to_move():
            ctrl.act(str(rng.choice(ctrl.view().legal)))
    return ctrl


def results(seed: int) -> tuple[GameResult, GameResult]:
    """The finished game's result for its winner and for another seat."""
    game = finished(seed).game
    assert game.winner is not None
    loser = (game.winner + 1) % game.rules.players
    return game_result(game, game.winner, "classic"), game_result(game, loser, "classic")


def test_places_put_the_winner_first_and_share_equal_scores() -> None:
    assert places((1000, 400, 700), 0) == (1, 3, 2)
    # The winner may have fewer points than a player stuck on the barrel.
    assert places((1005, 1010, 300), 0) == (1, 2, 3)
    assert places((1000, 500, 500, 200), 0) == (1, 2, 2, 4)
    assert places((300, 1020, 300), 1) == (2, 1, 2)


def row(bolt_given: tuple[bool, ...], events: tuple[ScoreEvent, ...] = ()) -> RoundSummary:
    zeros = (0, 0, 0)
    return RoundSummary(dealer=0, declarer=1, bid=100, contract=100, conceded=False,
                        redealt=False, card_points=zeros, marriages=zeros, deltas=zeros,
                        scores=zeros, bolts=zeros, on_barrel=(False,) * 3, barrel_falls=zeros,
                        made=True, bolt_given=bolt_given, events=events)


def test_history_counts_bolts_climbs_falls_and_samosvals_per_seat() -> None:
    sheet = [row((True, False, False)),
             row((True, False, True), (ScoreEvent("barrel_climb", 1),)),
             row((False, False, False), (ScoreEvent("barrel_fall", 1, 120),
                                         ScoreEvent("samosval", 2, 555))),
             row((False, False, False), (ScoreEvent("barrel_climb", 1),
                                         ScoreEvent("barrel_climb", 2),
                                         ScoreEvent("climbed_together", 1),
                                         ScoreEvent("climbed_together", 2),
                                         ScoreEvent("golden_reset", None)))]
    assert history(sheet, 3) == (SeatHistory(2, 0, 0, 0), SeatHistory(0, 2, 2, 0),
                                 SeatHistory(1, 1, 1, 1))


def test_the_statistics_change_counts_the_game_once_in_its_group() -> None:
    won, lost = results(3)[0], results(4)[1]  # two games: each has its own id
    change = stats_change((lost,), won)
    assert (change.group, change.before.played, change.after.played) == ("main", 1, 2)
    assert (change.before.won, change.after.won) == (0, 1)
    assert change.before.best == lost.score and change.after.best == max(lost.score, won.score)
    # The store may already hold this game (it is saved after the last move): not twice.
    assert stats_change((lost, won), won) == change
    assert not stats_change((), won).new_best  # a first game beats no record
    assert stats_change((lost,), won).new_best == (won.score > lost.score)
    assert not stats_change((won,), lost).new_best or lost.score > won.score
    # A game with undos moves only the totals kept apart.
    undone = replace(won, undos=2)
    apart = stats_change((lost,), undone)
    assert (apart.group, apart.before.played, apart.after.played) == ("undos", 0, 1)


def test_the_end_screen_says_you_won_or_your_place() -> None:
    game = finished(5).game
    assert game.winner is not None
    page = overlay(Screen(view_of(game, game.winner), "en"))
    assert "You won!" in page and 'data-place="1" data-of="3"' in page
    assert "Your place: 1st of 3" in page
    for seat in {0, 1, 2} - {game.winner}:
        view = view_of(game, seat)
        place = places(view.scores, view.winner)[seat]
        assert place in (2, 3)
        page = overlay(Screen(view, "en"))
        assert "You won!" not in page and f'data-place="{place}"' in page
        assert f"Winner: Bot {game.winner}" in page
        assert f"Your place: {('2nd', '3rd')[place - 2]} of 3" in page
        assert f"Ваше место: {place}-е из 3" in overlay(Screen(view, "ru"))


def test_hot_seat_names_the_winner_and_no_place() -> None:
    view = finished(5).view()
    page = overlay(Screen(view, "en", people=frozenset({0, 1})))
    assert "You won!" not in page and "data-place" not in page
    assert re.search(r"Winner: (Player [12]|Bot 2)", page)


def test_the_end_screen_has_the_history_statistics_and_its_buttons() -> None:
    ctrl = finished(9)
    view = ctrl.view()
    result = game_result(ctrl.game, 0, "classic")
    panel = GameOverPanel(result.awards, stats_change((), result))
    page = overlay(Screen(view, "en", panel=panel))
    for seat, h in enumerate(history(view.sheet, 3)):
        assert (f'<tr data-history="{seat}"><th scope="row">' in page
                and f"<td>{h.bolts}</td><td>{h.climbs}</td><td>{h.falls}</td>" in page)
    assert "Games played: 0 → 1" in page and f"Wins: 0 → {int(result.won)}" in page
    assert f"Best score: — → {number(result.score)}<" in page and "a new record" not in page
    buttons = re.findall(r'data-ui="([a-z-]+)"', page.split('class="dialog-buttons"')[-1])
    assert buttons == ["over-close", "review", "stats", "export", "new"]
    assert f'data-ui="review" data-round="{len(view.sheet)}"' in page
    assert 'class="sheet"' in page  # the final score sheet


def test_the_end_screen_closes_and_comes_back_from_the_toolbar(app: Any) -> None:  # noqa: F811
    app.state.ctrl = finished(5)
    assert app.current_overlay() == "over"
    app.commands["over-close"]({})
    assert app.current_overlay() is None and app.state.over_closed
    toolbar = render_toolbar(Screen(app.shown_view(), "en", overlay=None))
    assert 'data-ui="over-open"' in toolbar and ">Results<" in toolbar
    app.commands["over-open"]({})
    assert app.current_overlay() == "over"
    # The statistics opened from the end screen close back onto it.
    app.commands["stats"]({})
    assert app.current_overlay() == "stats"
    app.commands["close"]({})
    assert app.current_overlay() == "over"


def test_the_panel_reads_the_stored_statistics(app: Any) -> None:  # noqa: F811
    earlier = results(3)[1]
    app.browser.storage_set(STATS_KEY, dumps(add(StatsData(), earlier)))
    app.state.ctrl = finished(5)
    app.after_action(by_human=False)  # the game is counted, as after its last move
    panel = app.shown_panel("over")
    assert isinstance(panel, GameOverPanel) and panel.change is not None
    assert (panel.change.before.played, panel.change.after.played) == (1, 2)


def test_the_toolbar_offers_the_end_screen_only_when_it_is_closed() -> None:
    view = finished(5).view()
    assert 'data-ui="over-open"' not in render_toolbar(Screen(view, "en", overlay="over"))
    unfinished = Controller.new_game(Rules(), seed=1).view()
    assert 'data-ui="over-open"' not in render_toolbar(Screen(unfinished, "en"))
