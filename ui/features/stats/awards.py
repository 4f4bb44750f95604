"""Awards: notable feats in a finished game, found in its score sheet and actions.

Each award is a stable key (translated as ``award_<key>`` and ``award_<key>_about``
in ui/i18n.py); the statistics count how often each was earned. Pure functions of
the game, so a test can build the game that earns each one.
"""

from __future__ import annotations

from collections.abc import Sequence

from thousand.game import GameState

AWARDS: tuple[str, ...] = ("made_200", "three_marriages", "barrel_last_try", "dark_made",
                           "flawless")
"""Every award, in the order the statistics screen lists them."""

BIG_CONTRACT = 200
MARRIAGES_IN_A_DEAL = 3


def game_awards(game: GameState, seat: int, declared: Sequence[int] = ()) -> tuple[str, ...]:
    """The awards ``seat`` earned in ``game``; ``declared``: its marriages per deal."""
    rows = game.sheet
    mine = [r for r in rows if r.declarer == seat and not r.redealt]
    earned: list[str] = []
    if any(r.made and (r.contract or r.bid or 0) >= BIG_CONTRACT for r in mine):
        earned.append("made_200")
    if any(count >= MARRIAGES_IN_A_DEAL for count in declared):
        earned.append("three_marriages")
    if game.winner == seat and won_on_last_barrel_try(game, seat):
        earned.append("barrel_last_try")
    if any(r.made and r.dark for r in mine):
        earned.append("dark_made")
    if game.winner == seat and mine and all(r.made for r in mine):
        earned.append("flawless")
    return tuple(earned)


def won_on_last_barrel_try(game: GameState, seat: int) -> bool:
    """The final deal was the seat's last allowed deal on the barrel (RULES.md: barrel)."""
    rules = game.rules
    rows = game.sheet
    if rules.barrel is None or len(rows) < 2 or not rows[-2].on_barrel[seat]:
        return False
    climbed = max((i for i, r in enumerate(rows)
                   if any(e.kind == "barrel_climb" and e.seat == seat for e in r.events)),
                  default=None)
    if climbed is None:
        return False
    tries = sum(1 for r in rows[climbed + 1:] if not r.redealt)
    return tries == rules.barrel_tries
