"""Choices the hint must not advise on: the ones that differ only in cards nobody sees.

With two players the declarer takes one of two talons lying face down. No adviser can
know which is better, and a hint that names one anyway ("this talon is worth more")
claims knowledge it cannot have; the page says there is nothing to go on instead.
"""

from __future__ import annotations

from thousand.actions import TakeTalon
from thousand.view import PlayerView


def hidden_choice(view: PlayerView) -> bool:
    """The choice in front of the seat is between face-down talons."""
    return any(isinstance(a, TakeTalon) for a in view.legal)
