"""A view's log comes typed (``PlayerView.events``): a gift the seat may not see is a
``HiddenGift``, with no card; its text (``PlayerView.log``) is the one it always was."""

from __future__ import annotations

import random

import pytest

from thousand.actions import Give
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import HiddenGift, view_of


def text_as_seen(action: object, seat: int) -> str:
    """The log line as the engine wrote it before the log was typed."""
    if isinstance(action, Give) and seat not in (action.seat, action.to):
        return f"{action.seat}: give ? to {action.to}"
    return str(action)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_events_hide_other_seats_gifts_and_log_keeps_its_text(players: int) -> None:
    rng = random.Random(players)
    game = GameState.new(Rules(players=players), seed=players)
    hidden_seen = 0
    for _ in range(400):
        if game.is_over:
            break
        for seat in range(players):
            view = view_of(game, seat)
            history = game.round.history
            assert view.log == tuple(text_as_seen(a, seat) for a in history)
            for entry, action in zip(view.events, history, strict=True):
                if isinstance(action, Give) and seat not in (action.seat, action.to):
                    assert entry == HiddenGift(action.seat, action.to)
                    hidden_seen += 1
                else:
                    assert entry is action
        game = game.apply(rng.choice(game.legal_actions()))
    if players > 2:
        assert hidden_seen
