"""When the page starts its thinking worker (ui/features/thinker/when.py, and the Thinker
acting on it): at once for a game with a hard computer, once the first deal is on screen
and the page is idle for easy and normal computers, never for a replay or people only.
The Thinker runs in CPython with stand-ins for the browser modules and for the worker's
JavaScript client."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from thousand.game import GameState
from thousand.record import game_to_json
from thousand.rules import PRESETS
from ui.controller import WATCH, Controller
from ui.difficulty import seat_levels
from ui.features.thinker.when import worker_start
from ui.settings import Prefs
from ui.state import PageState

from .fake_page import FakePage, run_apart
from .test_ui_app import BROWSER_MODULES, StandIn

RULES = PRESETS["classic"]


@pytest.mark.parametrize(("watching", "computers", "expected"), [
    (False, ["heuristic", "heuristic"], "idle"),
    (False, ["easy", "heuristic"], "idle"),
    (False, ["easy"], "idle"),
    (False, ["heuristic", "search"], "now"),
    (False, ["search", "search"], "now"),
    (False, [], "never"),
    (True, ["heuristic", "search"], "never"),
    (True, ["heuristic"], "never"),
])
def test_the_worker_starts_at_once_for_hard_later_for_quick_computers_never_without(
        watching: bool, computers: list[str], expected: str) -> None:
    assert worker_start(watching, computers) == expected


class Client:
    """The worker's JavaScript client (assets/js/thinker.mjs) as Python sees it."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    async def idle(self, timeout_ms: int) -> bool:
        self.calls.append("idle")
        return True

    async def start(self, timeout_ms: int) -> bool:
        self.calls.append("start")
        return True


@pytest.fixture
def thinker_module(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, Client]]:
    for name in BROWSER_MODULES:
        monkeypatch.setitem(sys.modules, name, StandIn(name))
    names = ("ui.dom", "ui.features.thinker.commands")
    for name in names:
        monkeypatch.delitem(sys.modules, name, raising=False)
    from ui import dom
    from ui.features.thinker import commands

    client = Client()
    stats: dict[str, str] = {}

    async def import_js(path: str) -> Client:
        return client

    monkeypatch.setattr(dom, "import_js", import_js)
    monkeypatch.setattr(dom, "set_stat", stats.__setitem__)
    monkeypatch.setattr(commands, "IDLE_AFTER_DEAL_S", 0.15)
    yield commands, client
    for name in names:
        sys.modules.pop(name, None)


def page_with(ctrl: Controller) -> FakePage:
    state = PageState(ctrl=ctrl, prefs=Prefs(), levels=(), theme="green")
    return FakePage(state, browser=None, keep_work=True)


def game(*levels: str, humans: tuple[int, ...] = ()) -> Controller:
    ctrl = Controller.new_game(RULES, seed=5, levels=seat_levels(levels, RULES.players))
    return Controller(replace(ctrl.session, humans=humans)) if humans else ctrl


def run(page: FakePage) -> None:
    async def all_work() -> None:
        while page.work:
            await page.work.pop(0)
    run_apart(all_work())


def test_quick_computers_wait_for_the_dealt_cards_and_an_idle_page(
        thinker_module: tuple[Any, Client]) -> None:
    commands, client = thinker_module
    page = page_with(game("heuristic", "easy"))
    page.state.dealt_at = time.monotonic() + 0.3  # the first deal's cards still fly
    thinker = commands.Thinker(page)
    thinker.start_for_game()
    assert thinker.thinker_state == "waiting"
    started = time.monotonic()
    run(page)
    assert time.monotonic() - started >= 0.3 + 0.15 - 0.05  # landed, and a moment more
    assert client.calls == ["idle", "start"]
    assert thinker.thinker_state == "ready"


def test_a_hard_computer_starts_the_worker_at_once(thinker_module: tuple[Any, Client]) -> None:
    commands, client = thinker_module
    page = page_with(game("heuristic", "hard"))
    page.state.dealt_at = time.monotonic() + 5  # no waiting for the deal
    thinker = commands.Thinker(page)
    thinker.start_for_game()
    assert thinker.thinker_state == "starting"
    started = time.monotonic()
    run(page)
    assert time.monotonic() - started < 1
    assert client.calls == ["start"]
    assert thinker.thinker_state == "ready"


def test_a_hard_game_cuts_short_the_wait_for_an_idle_page(
        thinker_module: tuple[Any, Client]) -> None:
    commands, client = thinker_module
    page = page_with(game("heuristic", "heuristic"))
    page.state.dealt_at = time.monotonic() + 5
    thinker = commands.Thinker(page)
    thinker.start_for_game()
    assert thinker.thinker_state == "waiting"
    page.state.ctrl = game("hard", "hard")  # a new game, before the page was idle
    thinker.start_for_game()
    started = time.monotonic()
    run(page)
    assert time.monotonic() - started < 1
    assert client.calls == ["start"]
    assert thinker.thinker_state == "ready"


def watched_game() -> Controller:
    """A replay of a game with a hard computer: its moves are recorded, none is thought."""
    game = GameState.new(RULES, seed=5)
    for _ in range(6):
        game = game.apply(game.legal_actions()[0])
    return Controller.from_record(json.loads(json.dumps(game_to_json(game))), WATCH)


@pytest.mark.parametrize("make", [
    lambda: game(humans=(0, 1, 2)),
    watched_game,
], ids=["people only", "a replay"])
def test_people_only_and_a_replay_start_no_worker(
        thinker_module: tuple[Any, Client], make: Any) -> None:
    commands, client = thinker_module
    page = page_with(make())
    thinker = commands.Thinker(page)
    thinker.start_for_game()
    run(page)
    assert thinker.thinker_state == "off"
    assert client.calls == []
