"""A game the page played, played again in CPython: the check that a seeded game stays the
same game wherever its computers thought, on the page or in the thinking worker."""

from __future__ import annotations

import json
from collections.abc import Collection

from playwright.sync_api import Page

from thousand.rules import PRESETS
from ui.controller import Controller
from ui.difficulty import seat_levels


def saved_actions(page: Page) -> list[str]:
    """Every action of the game the page has saved, deal after deal."""
    save = json.loads(page.evaluate("localStorage.getItem('thousand.save')"))
    return [a for deal in save["record"]["rounds"] for a in deal["actions"]]


def replayed_here(seed: int, levels: tuple[str, ...], actions: list[str],
                  given: Collection[str] = ()) -> int:
    """Play a classic game's ``actions`` again with this thread's computers and return how
    many computer moves this thread made; an AssertionError names the first that differs.
    Moves of the agents named in ``given`` (a search with a time budget, which no second
    run repeats) are applied as the page made them."""
    rules = PRESETS["classic"]
    ctrl = Controller.new_game(rules, "classic", seed, levels=seat_levels(levels, rules.players))
    computer_moves = 0
    for n, action in enumerate(actions):
        if ctrl.summary_pending is not None:
            ctrl.close_summary()
        if ctrl.human_to_move():
            ctrl.act(action)
            continue
        if ctrl.seat_agent_name(ctrl.game.to_move or 0) in given:
            ctrl.apply_bot(action)
            continue
        mine = str(ctrl.step())
        assert mine == action, f"move {n}: the page played {action!r}, this thread {mine!r}"
        computer_moves += 1
    return computer_moves
