"""Taking a move back: the game as it stood at a seat's previous decision in this round.

Why no stack of saved states: the engine's states are immutable and a round is
its deal plus its action history, so the position before any action of the
round is rebuilt exactly by replaying a prefix of that history on the same
deal. The computers' choices are seeded by the position (the controller seeds
each bot move with the game's seed, the number of actions done and the seat), so
after an undo the same position brings the same bot replies, and nothing is
dealt anew: an undo can only show what the player has already seen. Rebuilding
also survives a reload, because the save holds the deal and the history.
"""

from __future__ import annotations

from thousand.game import GameState
from thousand.round import RoundState


def decision_points(game: GameState, seat: int) -> tuple[int, ...]:
    """Indexes into the current round's history where ``seat`` acted (its own decisions)."""
    if game.is_over:
        return ()
    return tuple(i for i, action in enumerate(game.round.history)
                 if getattr(action, "seat", None) == seat)


def can_undo(game: GameState, seat: int) -> bool:
    """Whether ``seat`` has a decision of this round left to take back."""
    return bool(decision_points(game, seat))


def rewind(game: GameState, keep: int) -> GameState:
    """The game with only the first ``keep`` actions of the current round played."""
    state = game.round
    if not 0 <= keep <= len(state.history):
        raise ValueError(f"cannot keep {keep} of {len(state.history)} actions")
    rebuilt = RoundState.start(state.setup, state.deal)
    for action in state.history[:keep]:
        rebuilt = rebuilt.apply(action)
    return game.replace(round=rebuilt)


def undo_last(game: GameState, seat: int) -> GameState | None:
    """The position just before ``seat``'s last decision of this round, or None if none."""
    points = decision_points(game, seat)
    if not points:
        return None
    return rewind(game, points[-1])
