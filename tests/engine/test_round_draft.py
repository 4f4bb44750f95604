"""A replay moves one mutable draft of a deal's ``RoundState`` through its actions
(``_draft``, ``step``, ``seal``, for replay speed) instead of a new state per action.
The draft must end where ``apply`` ends, slot for slot, under every rule set, and an
illegal action must raise ``apply``'s error and leave the draft as it was."""

from __future__ import annotations

import random

import pytest

from tests.engine.test_legal_fast import RULE_SETS, candidates
from thousand.errors import IllegalActionError
from thousand.game import GameState
from thousand.round import _SLOTS, RoundState
from thousand.rules import Rules


def slots(state: RoundState) -> dict[str, object]:
    return {name: getattr(state, name) for name in _SLOTS if name != "_legal_cache"}


@pytest.mark.parametrize("rules", RULE_SETS, ids=range(len(RULE_SETS)))
def test_a_draft_stepped_through_a_deal_ends_where_apply_ends(rules: Rules) -> None:
    rng = random.Random(11)
    game = GameState.new(rules, seed=5)
    deals = 0
    while not game.is_over and deals < 12:
        start = game.round
        draft = start._draft()
        state = start
        while not state.is_over:
            legal = state.legal_actions()
            for wrong in rng.sample([a for a in candidates(state) if a not in legal], 3):
                before = slots(draft)
                with pytest.raises(IllegalActionError) as by_apply:
                    state.apply(wrong)
                with pytest.raises(IllegalActionError) as by_step:
                    draft.step(wrong)
                assert str(by_step.value) == str(by_apply.value)
                assert slots(draft) == before
            action = rng.choice(legal)
            state = state.apply(action)
            draft.step(action)
            assert slots(draft) == slots(state)
            assert draft.legal_actions() == state.legal_actions()
        sealed = draft.seal()
        assert type(sealed) is RoundState and slots(sealed) == slots(state)
        with pytest.raises(AttributeError):
            sealed.phase = state.phase
        assert start.history == () or start is not sealed  # the start state is untouched
        game = game.advance(state)
        deals += 1
    assert deals >= 6
