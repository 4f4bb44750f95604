"""The computer from your seat: the same deal played with the hard computer in your place.

Duplicate scoring, as in duplicate bridge: your points in a deal mean little alone (the
cards may have been poor); the points the hard computer takes with the same cards, the
same dealer and the same opponents say how well you did with them. Each opponent is the
same agent with the same random stream as in your game (``bot_seed`` is the seed
``Controller.step`` gives a bot), so the two games differ only from your seat's choices on.

One decision at a time, as a ``ui.think.Request``: the page sends the hard seat's to the
thinking worker and makes the quick ones itself; tests and the fallback make them all
with ``ui.think.Thinker``.
"""

from __future__ import annotations

from collections.abc import Callable

from thousand.actions import parse_action
from thousand.game import GameState
from thousand.view import view_of

from ...difficulty import agent_for
from ...think import Request
from .model import COMPUTER_LEVEL, OPPONENT_LEVEL, YOU, deal_score


def bot_seed(game: GameState, seat: int) -> str:
    """The seed of a bot's decision, as ``Controller`` makes it (the game's seed, the
    actions done so far, the seat)."""
    done = sum(len(actions) for _, actions in game.past) + len(game.round.history)
    return f"{game.seed}:{done}:{seat}"


def agent_of(seat: int) -> str:
    return agent_for(COMPUTER_LEVEL if seat == YOU else OPPONENT_LEVEL)


def next_request(game: GameState) -> Request | None:
    """The decision due in the all-computer game, or None once the deal is over."""
    seat = game.to_move
    if game.sheet or game.is_over or seat is None:
        return None
    return Request(view_of(game, seat), agent_of(seat), bot_seed(game, seat))


def apply(game: GameState, action_text: str) -> GameState:
    """The game after a decision's answer (checked by the engine like any move)."""
    action = parse_action(action_text)
    if action not in game.legal_actions():
        raise ValueError(f"not a legal move here: {action_text}")
    return game.apply(action)


def play_out(game: GameState, choose: Callable[[Request], str]) -> int:
    """The computer's points from your seat when ``choose`` answers every decision."""
    request = next_request(game)
    while request is not None:
        game = apply(game, choose(request))
        request = next_request(game)
    score = deal_score(game)
    assert score is not None
    return score
