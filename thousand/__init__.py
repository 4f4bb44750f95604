"""Тысяча (Thousand): the rules engine, standard library only.

The public names, listed once in ``_MODULES`` below, are the engine's face; each is imported
from its module the first time it is asked for, so ``python -m thousand replay`` (which
imports ``thousand`` first) still loads only what a replay needs.

>>> from thousand import GameState, PRESETS, view_of
>>> game = GameState.new(PRESETS["classic"], seed=1)
>>> view_of(game, 0).seat
0
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:
    from .actions import (
        Action,
        Bid,
        Concede,
        Contract,
        Dark,
        Give,
        Keep,
        Pass,
        Play,
        Redeal,
        TakeTalon,
        parse_action,
    )
    from .cards import Card, Rank, Suit
    from .errors import (
        IllegalActionError,
        NotationError,
        RecordError,
        RulesError,
        ThousandError,
    )
    from .game import GameState
    from .phase import Phase
    from .record import Record, Replay, dumps, loads, replay, replay_output
    from .rules import PRESETS, Rules
    from .view import HiddenGift, LogEntry, PlayerView, view_of

_MODULES: dict[str, tuple[str, ...]] = {
    "actions": ("Action", "Bid", "Concede", "Contract", "Dark", "Give", "Keep", "Pass", "Play",
                "Redeal", "TakeTalon", "parse_action"),
    "cards": ("Card", "Rank", "Suit"),
    "errors": ("IllegalActionError", "NotationError", "RecordError", "RulesError",
               "ThousandError"),
    "game": ("GameState",),
    "record": ("Record", "Replay", "dumps", "loads", "replay", "replay_output"),
    "phase": ("Phase",),
    "rules": ("PRESETS", "Rules"),
    "view": ("HiddenGift", "LogEntry", "PlayerView", "view_of"),
}
"""The public names by the module that defines each: the one list of them. ``__all__``
and the lazy lookup below are made from it; the imports for type checkers above repeat
it, and tests/engine/test_public_api.py holds them equal."""

__all__ = [name for names in _MODULES.values() for name in names]

_HOMES = {name: module for module, names in _MODULES.items() for name in names}


def __getattr__(name: str) -> object:
    """A public name, imported from its module when first asked for (PEP 562)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'thousand' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value
