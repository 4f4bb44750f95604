"""``Phase``: where a round stands, in a module of its own.

Both ``round.py``, which moves a round from phase to phase, and ``legality.py``, which
explains a refused move by the phase it came in, compare against it; ``legality.py``
must not import ``round.py`` (the round imports it when a move is refused), so the phase
lives below both."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Phases in the words of RECORD.md's ``next.phase``."""

    REDEAL = "redeal"
    BIDDING = "bidding"
    TALON = "talon"
    CONTRACT = "contract"
    PLAY = "play"
    DONE = "done"
