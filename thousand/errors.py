"""The project's exceptions.

Every error a user can provoke (a bad card, an illegal move, a broken record)
is a ``ValueError`` subclass with a message written for a person, so the UI and
the command line can show it as it is instead of a traceback.
"""

from __future__ import annotations

from typing import Any


class ThousandError(ValueError):
    """Base of every error the engine raises on bad input."""


class NotationError(ThousandError):
    """Text that is not a card, an action or an amount in RECORD.md notation."""


class RulesError(ThousandError):
    """An unknown preset, an unknown ``Rules`` field or a value out of range."""


class RecordError(ThousandError):
    """A game record that cannot be loaded or replayed."""


class IllegalActionError(ThousandError):
    """A well-formed action that the rules forbid in the current state.

    It keeps who tried what, in which phase, and the rule it breaks, so a
    message such as ``"0: play KH": must follow ♠`` can be shown as it is.
    """

    def __init__(self, action: Any, reason: str, phase: str = "", seat: int | None = None):
        self.action = action
        self.reason = reason
        self.phase = phase
        self.seat = seat
        super().__init__(f'"{action}": {reason}')
