"""The first-game guide: offered once, each topic shown when the game reaches it, never
again once closed or finished."""

from __future__ import annotations

import random

from thousand.agents import HeuristicAgent
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of
from ui.features.guide.model import DONE, OFFERED, ON, STEPS, GuideState, render_guide, step_for


def view_at(phase: Phase, seed: int = 3) -> PlayerView:
    """The human's view the first time the game reaches ``phase`` (bots play every seat)."""
    game = GameState.new(Rules(), seed=seed)
    agent, rng = HeuristicAgent(), random.Random(seed)
    for _ in range(500):
        if game.phase is phase:
            return view_of(game, 0)
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        game = game.apply(agent.choose(view, view.legal, rng))
    raise AssertionError(f"never reached {phase}")


def test_the_stored_state_is_read_safely() -> None:
    assert GuideState.from_json(None).state == OFFERED
    assert GuideState.from_json("").state == OFFERED
    for bad in ("{", "[]", '{"state": "maybe"}', "[" * 3000, '"on"'):
        assert GuideState.from_json(bad).state == DONE  # damaged: never nag
    state = GuideState(ON, frozenset({"talon", "bidding"}))
    assert GuideState.from_json(state.to_json()) == state
    assert GuideState.from_json('{"state": "on", "seen": ["x", "play", 3]}').seen == {"play"}


def test_offered_first_then_each_topic_as_the_game_reaches_it() -> None:
    bidding = view_at(Phase.BIDDING)
    assert step_for(bidding, GuideState()) == "welcome"
    on = GuideState().started()
    assert step_for(bidding, on) == "bidding"
    assert step_for(bidding, on.read("bidding")) is None
    assert step_for(view_at(Phase.TALON, seed=5), on.read("bidding")) == "talon"
    assert step_for(view_at(Phase.CONTRACT, seed=5), on.read("bidding")) == "talon"
    play = view_at(Phase.PLAY)
    assert step_for(play, on.read("talon").read("bidding")) in ("play", "marriage")
    assert step_for(play.replace(on_barrel=(False, True, False)), on) == "barrel"
    no_barrel = play.replace(rules=Rules(barrel=None), on_barrel=(False, True, False))
    assert step_for(no_barrel, on) != "barrel"
    assert step_for(bidding, on.dismissed()) is None


def test_reading_every_topic_finishes_the_guide() -> None:
    guide = GuideState().started()
    for step in STEPS:
        assert guide.state == ON
        guide = guide.read(step)
    assert guide.state == DONE
    assert step_for(view_at(Phase.BIDDING), guide) is None


def test_the_card_has_its_step_buttons_and_the_rules_numbers() -> None:
    view = view_at(Phase.BIDDING)
    welcome = render_guide("en", "welcome", view)
    assert 'data-guide-step="welcome"' in welcome and 'data-ui="guide-start"' in welcome
    assert 'data-ui="guide-off"' in welcome
    barrel = render_guide("ru", "barrel", view.replace(rules=Rules(barrel=900)))
    assert "900" in barrel and 'data-step="barrel"' in barrel and 'data-ui="guide-next"' in barrel
    assert render_guide("pl", "scoring", view.replace(rules=Rules(target=1500))) \
        .count("1500") == 1
    assert render_guide("uk", None, view) == ""
    for lang in ("ru", "en", "pl", "uk"):
        for step in ("welcome", *STEPS):
            assert "data-guide-step" in render_guide(lang, step, view)


def test_the_card_is_drawn_from_what_the_guide_shows_on_this_render() -> None:
    """The page hands each feature what it shows by the feature's name; the guide's card
    reads its step there and draws nothing when the guide shows none."""
    from ui.features.guide.model import guide_card
    from ui.render.page import Screen

    view = view_at(Phase.BIDDING)
    shown = Screen(view=view, lang="en", shown={"guide": "welcome"})
    assert 'data-guide-step="welcome"' in guide_card(shown)
    assert guide_card(Screen(view=view, lang="en")) == ""
    assert guide_card(Screen(view=view, lang="en", shown={"stats": "welcome"})) == ""
