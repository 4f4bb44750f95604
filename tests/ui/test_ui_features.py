"""The page's features are wired in one place (ui/features/__init__.py), and render draws
what the features hand it, nothing more: no list filled by importing a module."""

from __future__ import annotations

import random
import re
from pathlib import Path

from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import view_of
from ui.features.registry import FEATURES
from ui.render.page import NO_EXTRAS, Screen, render_app, render_sheet

ROOT = Path(__file__).resolve().parents[2]
FEATURES_DIR = ROOT / "ui" / "features"


def extras() -> object:
    joined = NO_EXTRAS
    for feature in FEATURES:
        joined = joined + feature.draws
    return joined


def test_every_feature_folder_with_a_feature_is_listed_once() -> None:
    exporting = {path.parent.name for path in FEATURES_DIR.glob("*/__init__.py")
                 if "FEATURE = " in path.read_text(encoding="utf-8")}
    names = [feature.name for feature in FEATURES]
    assert len(names) == len(set(names))
    assert exporting == set(names)


def test_no_module_of_the_page_fills_a_list_of_another_by_being_imported() -> None:
    registries = re.compile(r"\b(OVERLAYS|MENU_ITEMS|ROUND_TOOLS|SHEET_EXTRAS|SETTINGS_EXTRAS|"
                            r"GAME_OVER_EXTRAS|PEOPLE)\b|\.register\(\)")
    for path in (ROOT / "ui").rglob("*.py"):
        found = registries.search(path.read_text(encoding="utf-8"))
        assert found is None, f"{path.relative_to(ROOT)}: {found and found.group(0)}"


def test_render_draws_the_features_it_is_given_and_only_those() -> None:
    view = view_of(GameState.new(Rules(), seed=3), 0)
    bare = render_app(Screen(view, "en"))
    assert 'data-ui="stats"' not in bare and 'data-ui="rules"' not in bare
    full = render_app(Screen(view, "en", extras=extras()))  # type: ignore[arg-type]
    menu = re.findall(r'data-ui="([a-z-]+)" data-key="ui-', full)
    listed = [command for feature in FEATURES for command, _ in feature.draws.menu]
    assert listed[:3] == ["stats", "rules", "guide"]
    # The page's own entries, then the features' in the list's order, then the theme.
    assert menu[menu.index("import") + 1:] == [*listed, "theme"]


def test_the_sheet_has_the_chart_and_review_buttons_only_when_handed_them() -> None:
    game, rng = GameState.new(Rules(), seed=5), random.Random(5)
    while not game.sheet:
        game = game.apply(rng.choice(game.legal_actions()))
    view = view_of(game, 0)
    assert 'data-chart="game"' not in render_sheet(view, "en")
    full = render_sheet(view, "en", extras())  # type: ignore[arg-type]
    assert 'data-chart="game"' in full and 'data-ui="review" data-round="1"' in full


def test_hot_seat_people_are_named_from_the_screen_not_from_a_module() -> None:
    view = view_of(GameState.new(Rules(), seed=3), 0)
    solo = render_app(Screen(view, "en"))
    both = render_app(Screen(view, "en", people=frozenset({0, 1})))
    assert "Player 2" not in solo and "Player 2" in both
    assert "Player 2" not in render_app(Screen(view, "en"))  # nothing kept between renders
