"""Difficulty per bot: the level table, the easy agent, and the level reaching the game."""

from __future__ import annotations

import random

import pytest

from thousand.actions import Play
from thousand.agents import AGENTS, EasyAgent, HeuristicAgent, make_agent
from thousand.agents.easy import EASY_TUNING
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import view_of
from ui import difficulty
from ui.controller import Controller
from ui.difficulty import (
    LEVEL_AGENTS,
    agent_for,
    dumps_levels,
    form_levels,
    levels_from_form,
    levels_from_query,
    loads_levels,
    render_level_fields,
    seat_agent,
    seat_levels,
)
from ui.storage import dumps_session, loads_session


def test_each_level_plays_the_first_registered_agent_of_its_row() -> None:
    assert agent_for("easy") == "easy"
    assert agent_for("normal") == "heuristic"
    hard = next(name for name in LEVEL_AGENTS["hard"] if name in AGENTS)
    assert agent_for("hard") == hard
    assert agent_for("nonsense") == "heuristic"


def test_hard_switches_to_the_search_agent_when_it_is_registered(
        monkeypatch: pytest.MonkeyPatch) -> None:
    without = {k: v for k, v in AGENTS.items() if k != "search"}
    monkeypatch.setattr(difficulty, "AGENTS", without)
    assert agent_for("hard") == "heuristic"
    monkeypatch.setattr(difficulty, "AGENTS", {**without, "search": HeuristicAgent})
    assert agent_for("hard") == "search"


def test_stored_and_url_levels_are_read_safely() -> None:
    assert loads_levels(dumps_levels(("easy", "hard", "normal"))) == ("easy", "hard", "normal")
    for bad in (None, "", "{", "[1, 2]", '"easy"', "null", "[" * 5000):
        assert loads_levels(bad) == ("normal",) * 3
    assert loads_levels('["hard"]') == ("hard", "normal", "normal")
    assert levels_from_query("?seed=3&difficulty=easy") == (("easy",) * 3, None)
    assert levels_from_query("difficulty=easy,hard") == (("easy", "hard", "normal"), None)
    assert levels_from_query("?seed=3") == (None, None)
    levels, error = levels_from_query("?difficulty=godlike")
    assert levels is None and error is not None and error[:2] == ("difficulty", "godlike")
    assert levels_from_query("?difficulty=easy,easy,easy,easy")[0] is None


def test_form_levels_round_trip_and_the_settings_show_the_choice() -> None:
    form = form_levels(("easy", "hard", "normal"))
    assert levels_from_form(form) == ("easy", "hard", "normal")
    assert levels_from_form({"level.1": "<script>"}) == ("normal",) * 3
    html = render_level_fields("en", {**form, "players": "3"})
    assert '<option value="easy" selected>easy</option>' in html
    assert '<option value="hard" selected>hard</option>' in html
    assert html.count("<select") == 3 and "four players only" in html
    assert "four players only" not in render_level_fields("en", {"players": "4"})


def test_seat_levels_leave_the_person_out_and_number_bots_by_seat() -> None:
    assert seat_levels(("easy", "hard", "normal"), 3) == ("", "easy", "hard")
    assert seat_levels(("easy", "hard", "normal"), 2) == ("", "easy")
    assert seat_agent((), 2) == "heuristic"  # an old save without levels
    assert seat_agent(("", "easy", "hard"), 1) == "easy"


def test_a_new_game_gets_the_agents_of_its_levels_and_a_reload_keeps_them() -> None:
    ctrl = Controller.new_game(Rules(), seed=5, levels=("", "easy", "normal"))
    assert ctrl.agents[1].name == "easy"
    assert ctrl.agents[2].name == "heuristic"
    assert ctrl.agent_names == ("human", "easy", "heuristic")
    again = loads_session(dumps_session(ctrl.session))
    assert again.session.levels == ("", "easy", "normal")
    assert again.agents[1].name == "easy"
    assert again.agent_names == ("human", "easy", "heuristic")


def test_easy_slips_at_the_stated_rate_and_otherwise_plays_like_the_unsearched_heuristic(
) -> None:
    game = GameState.new(Rules(), seed=3)
    heuristic = HeuristicAgent(EASY_TUNING)
    steady, clumsy = EasyAgent(mistake_rate=0.0), EasyAgent(mistake_rate=1.0)
    plays = slips = 0
    for step in range(400):
        if game.is_over:
            break
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        legal = view.legal
        assert steady.choose(view, legal, random.Random(step)) == \
            heuristic.choose(view, legal, random.Random(step))
        choice = clumsy.choose(view, legal, random.Random(step))
        assert choice in legal
        options = [a for a in legal if isinstance(a, Play)]
        if len(options) > 1:
            plays += 1
            slips += choice != heuristic.choose(view, legal, random.Random(step))
        game = game.apply(heuristic.choose(view, legal, random.Random(step)))
    assert plays > 20
    assert slips > plays // 3  # a random card differs from the considered one often


def test_easy_is_built_by_name() -> None:
    agent = make_agent("easy")
    assert isinstance(agent, EasyAgent) and agent.name == "easy"
