"""The ``Agent`` protocol: how every computer player is called.

An agent gets the seat's ``PlayerView``, the legal actions and a seeded
``random.Random``; it never sees the engine state, so it cannot cheat. Same
inputs and the same seed give the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from ..actions import Action
from ..view import PlayerView

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class Agent(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of ``legal``."""
        ...


KnobsT = TypeVar("KnobsT", bound="DataclassInstance")


def parse_knobs(text: str, defaults: KnobsT, what: str,
                at_least_one: Iterable[str] = ()) -> KnobsT:
    """``"name=value:name=value"`` -> ``defaults`` with those fields changed.

    The arena names agent variants this way (``heuristic:samples=8``); one parser keeps
    every agent's errors alike: an unknown name lists the known ones, a field typed
    ``int`` takes whole numbers only, and the fields in ``at_least_one`` (sample counts)
    refuse zero and below. ``what`` names the agent in the message.
    """
    kinds = {f.name: f.type for f in fields(defaults)}
    values: dict[str, Any] = {}
    for item in filter(None, text.split(":")):
        key, sep, raw = item.partition("=")
        if not sep or key not in kinds:
            raise ValueError(f"unknown {what} setting {item!r} "
                             f"(known: {', '.join(kinds)}; write name=value)")
        try:
            values[key] = int(raw) if kinds[key] in ("int", int) else float(raw)
        except ValueError:
            raise ValueError(f"{what} setting {key} needs a number, not {raw!r}") from None
    for key in at_least_one:
        if int(values.get(key, 1)) < 1:
            raise ValueError(f"{what} setting {key} must be at least 1")
    return replace(defaults, **values)
