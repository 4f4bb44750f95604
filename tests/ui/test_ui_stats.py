"""Statistics, awards and charts: pure parts, tested without a browser."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET

import pytest

from thousand.game import GameState
from thousand.rules import Rules
from thousand.scoring import RoundSummary, ScoreEvent
from ui.controller import Controller
from ui.features.stats.awards import AWARDS, game_awards, won_on_last_barrel_try
from ui.features.stats.store import STATS_KEY, StatsData, add, dumps, game_result, loads, summarize
from ui.features.stats.view import StatsPanel, render_stats, score_chart
from ui.render.chart import line_chart, nice_ticks


def finished_game(seed: int, target: int = 200, players: int = 3) -> Controller:
    """A short seeded game played to its end (the human plays at random)."""
    rules = Rules(target=target, barrel=None, players=players)
    ctrl = Controller.new_game(rules, seed=seed)
    rng = random.Random(seed)
    while not ctrl.game.is_over:
        while ctrl.bot_due():
            ctrl.step()
        if ctrl.summary_pending is not None:
            ctrl.close_summary()
        elif ctrl.human_to_move():
            ctrl.act(str(rng.choice(ctrl.view().legal)))
    return ctrl


def row(declarer: int | None, contract: int | None, made: bool | None, scores: tuple[int, ...],
        on_barrel: tuple[bool, ...] = (False, False, False), events: tuple[ScoreEvent, ...] = (),
        dark: bool = False) -> RoundSummary:
    return RoundSummary(dealer=0, declarer=declarer, bid=contract, contract=contract,
                        conceded=False, redealt=False, card_points=(0, 0, 0),
                        marriages=(0, 0, 0), deltas=(0, 0, 0), scores=scores, bolts=(0, 0, 0),
                        on_barrel=on_barrel, barrel_falls=(0, 0, 0), made=made, dark=dark,
                        bolt_given=(False, False, False), events=events)


def test_a_finished_game_gives_a_result_that_matches_its_sheet() -> None:
    ctrl = finished_game(4)
    game = ctrl.game
    result = game_result(game, 0, "classic")
    assert result.won == (game.winner == 0)
    assert result.score == game.scores[0] and result.deals == len(game.sheet)
    mine = [r for r in game.sheet if r.declarer == 0 and not r.redealt]
    assert result.contracts == len(mine)
    assert result.made == sum(1 for r in mine if r.made)
    assert result.progress[-1] == game.scores[0]


def test_each_game_is_counted_once_and_survives_a_round_trip() -> None:
    a = game_result(finished_game(4).game, 0, "classic")
    b = game_result(finished_game(5).game, 0, "classic", undos=2)
    stats = add(add(add(StatsData(), a), b), a)
    assert [g.id for g in stats.games] == [a.id, b.id]
    again = loads(dumps(stats))
    assert again == stats and again.problem is None
    assert json.loads(dumps(stats))["version"] == 1 and STATS_KEY.endswith(".v1")


def test_games_with_undos_are_counted_apart() -> None:
    clean = game_result(finished_game(4).game, 0, "classic")
    undone = game_result(finished_game(5).game, 0, "classic", undos=1)
    hot = game_result(finished_game(6).game, 0, "classic", hotseat=True)
    summary = summarize([clean, undone, hot])
    assert summary.overall.played == 1 and summary.overall.score_sum == clean.score
    assert summary.with_undos.played == 1 and summary.hotseat.played == 1
    assert summary.groups == ((3, "classic", summary.overall),)


def test_totals_add_up_per_player_count_and_preset() -> None:
    games = [game_result(finished_game(s, players=p).game, 0, preset)
             for s, p, preset in ((4, 3, "classic"), (7, 3, "classic"), (8, 2, "igrafan"))]
    summary = summarize(games)
    assert [(p, preset, t.played) for p, preset, t in summary.groups] == [
        (2, "igrafan", 1), (3, "classic", 2)]
    overall = summary.overall
    assert overall.won == sum(g.won for g in games)
    assert overall.average_score == pytest.approx(sum(g.score for g in games) / 3)
    bids = sum(g.contracts for g in games)
    if bids:
        assert overall.average_bid == pytest.approx(sum(g.bid_total for g in games) / bids)
    assert overall.best == max(g.score for g in games)


@pytest.mark.parametrize("text", ["not json", '{"version": 99}', '{"version": 1, "games": [1]}',
                                  '{"version": 1, "games": [{"id": 3}]}', "[[[[]]]]"])
def test_damaged_statistics_load_as_a_problem_not_a_crash(text: str) -> None:
    stats = loads(text)
    assert stats.games == () and stats.problem


def test_awards_are_found_in_the_sheet() -> None:
    base = GameState.new(Rules(), seed=1)
    rows = (row(0, 210, True, (210, 0, 0)), row(1, 120, False, (210, -120, 0)),
            row(0, 120, True, (1000, -120, 0), dark=True))
    game = base.replace(sheet=rows, winner=0)
    earned = game_awards(game, 0, declared=(0, 3, 1))
    assert earned == ("made_200", "three_marriages", "dark_made", "flawless")
    assert game_awards(game, 1, declared=(2, 2, 2)) == ()
    assert set(earned) <= set(AWARDS)


def test_won_from_the_barrel_on_the_last_try_only() -> None:
    base = GameState.new(Rules(), seed=1)
    on = (True, False, False)
    climb = (ScoreEvent("barrel_climb", 0),)
    tries = base.rules.barrel_tries
    rows = [row(0, 120, True, (880, 0, 0), on_barrel=on, events=climb)]
    rows += [row(1, 120, True, (880, 120, 0), on_barrel=on) for _ in range(tries - 1)]
    rows.append(row(0, 120, True, (1000, 120, 0)))
    assert won_on_last_barrel_try(base.replace(sheet=tuple(rows), winner=0), 0)
    early = (*rows[:1], rows[-1])
    assert not won_on_last_barrel_try(base.replace(sheet=early, winner=0), 0)


def test_nice_ticks_are_round_and_cover_the_range() -> None:
    assert nice_ticks(0, 1000) == [0, 250, 500, 750, 1000]
    ticks = nice_ticks(-120, 455)
    assert ticks[0] <= -120 and ticks[-1] >= 455
    step = ticks[1] - ticks[0]
    assert step in (100, 200) and all(t % step == 0 for t in ticks)


def test_the_line_chart_is_svg_with_one_polyline_per_series_and_higher_is_up() -> None:
    svg = line_chart([("A", [0, 100, 300]), ("B <&>", [0, -50, 20])], "Scores",
                     lines=[("target", 1000)])
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    lines = root.findall(f"{ns}polyline")
    assert [p.get("data-series") for p in lines] == ["A", "B <&>"]
    points = [tuple(map(float, p.split(","))) for p in (lines[0].get("points") or "").split()]
    assert len(points) == 3
    assert points[0][0] < points[1][0] < points[2][0]
    assert points[0][1] > points[1][1] > points[2][1]  # larger values are drawn higher
    assert root.find(f"{ns}title") is not None


def test_the_statistics_dialog_and_the_score_sheet_chart() -> None:
    ctrl = finished_game(4)
    result = game_result(ctrl.game, 0, "classic")
    stats = add(StatsData(), result)
    html = render_stats(StatsPanel(summarize(stats.games), stats.games), "en")
    assert 'data-stat="played"><th>Games played</th><td>1</td>' in html
    assert 'data-chart="past"' in html and html.count('data-award="') == len(AWARDS)
    ru = render_stats(StatsPanel(summarize(stats.games), stats.games, confirm_reset=True), "ru")
    assert 'data-ui="stats-reset-yes"' in ru and "Сыграно игр" in ru
    chart = score_chart(ctrl.view(), "en")
    root = ET.fromstring(chart)
    polylines = root.iter("{http://www.w3.org/2000/svg}polyline")
    assert [int(p.get("data-points") or 0) for p in polylines] == [len(ctrl.game.sheet) + 1] * 3


@pytest.mark.parametrize(("name", "seat", "award"), [
    ("winning_from_the_barrel.json", 1, "barrel_last_try"),
    ("dark_made.json", 1, "dark_made"),
])
def test_awards_in_the_golden_records(name: str, seat: int, award: str) -> None:
    from pathlib import Path

    from thousand.record import loads, replay
    text = (Path(__file__).parents[1] / "records" / name).read_text(encoding="utf-8")
    game = replay(loads(text)).game
    result = game_result(game, seat, "classic")
    assert award in result.awards
    others = [game_result(game, s, "classic").awards for s in range(game.rules.players)
              if s != seat]
    assert all(award not in a for a in others)


def test_the_game_over_dialog_names_the_awards_of_the_game() -> None:
    from ui.features.gameover.model import GameOverPanel
    from ui.features.gameover.view import overlay
    from ui.features.stats.view import EarnedAwards, render_earned
    from ui.render.page import Screen
    html = render_earned("en", EarnedAwards(("made_200", "flawless")))
    assert "Awards in this game: Two hundred, Flawless" in html
    assert render_earned("en", EarnedAwards(())) == "" == render_earned("en", None)
    ctrl = finished_game(4)
    dialog = overlay(Screen(ctrl.view(), "ru", panel=GameOverPanel(("dark_made",))))
    assert "Награды этой игры: В тёмную" in dialog
