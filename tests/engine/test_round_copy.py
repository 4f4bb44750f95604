"""``RoundState._copy`` writes every slot out by hand (for replay speed): a slot
added to ``_SLOTS`` but forgotten there would leave the next state without it."""

from __future__ import annotations

import random

from thousand.game import GameState
from thousand.round import _SLOTS, RoundState
from thousand.rules import Rules


def test_copy_carries_every_slot_and_drops_the_legal_cache() -> None:
    rng = random.Random(3)
    game = GameState.new(Rules(), seed=3)
    seen = 0
    while not game.is_over and seen < 60:
        state = game.round
        state.legal_actions()  # fills the cache the copy must not keep
        copy = state._copy()
        for name in _SLOTS:
            if name == "_legal_cache":
                assert copy._legal_cache is None
            else:
                assert getattr(copy, name) is getattr(state, name), name
        copy.__class__ = RoundState
        assert copy.legal_actions() == state.legal_actions()
        game = game.apply(rng.choice(state.legal_actions()))
        seen += 1
    assert seen == 60
