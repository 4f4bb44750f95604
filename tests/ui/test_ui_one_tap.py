"""The card a touch screen plays at the first tap: the only card you may play, unless it is
a marriage's king or queen (which asks whether to declare)."""

from __future__ import annotations

import random

from thousand.actions import Play
from thousand.round import Phase
from thousand.rules import PRESETS
from ui.controller import Controller, only_card


def positions(seed: int, moves: int = 400):  # type: ignore[no-untyped-def]
    """Every position where you are to play a card, in a game of random moves of yours."""
    ctrl = Controller.new_game(PRESETS["classic"], "classic", seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if ctrl.summary_pending is not None:
            ctrl.close_summary()
        if ctrl.view().winner is not None:
            return
        if ctrl.bot_due():
            ctrl.step()
            continue
        view = ctrl.view()
        if not view.legal:
            return
        if view.phase is Phase.PLAY:
            yield view
        ctrl.act(str(rng.choice(view.legal)))


def test_only_the_single_playable_card_plays_at_once() -> None:
    single = several = 0
    for seed in range(1, 6):
        for view in positions(seed):
            cards = {a.card for a in view.legal if isinstance(a, Play)}
            declares = any(isinstance(a, Play) and a.declare for a in view.legal)
            expected = next(iter(cards)).text if len(cards) == 1 and not declares else None
            assert only_card(view) == expected
            single += expected is not None
            several += expected is None
    assert single and several
