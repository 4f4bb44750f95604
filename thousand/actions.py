"""Typed actions, each with one canonical text (the action syntax of RECORD.md).

``str(action)`` is the canonical text (``"0: play KH declare"``); ``parse_action``
reads the lenient input form back. Actions are frozen and hashable, so a legal
list can be searched with ``in``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cards import Card
from .errors import Message, NotationError

TYPE_CHECKING = False  # typing is not imported at run time: replay start-up (issue 19)
if TYPE_CHECKING:
    from typing import Literal

TALON: Literal["talon"] = "talon"


@dataclass(frozen=True, slots=True)
class Bid:
    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{self.seat}: bid {self.amount}"


@dataclass(frozen=True, slots=True)
class Pass:
    seat: int

    def __str__(self) -> str:
        return f"{self.seat}: pass"


@dataclass(frozen=True, slots=True)
class Dark:
    """The player on the hundred bids 120 blind (option ``dark``)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat}: dark"


@dataclass(frozen=True, slots=True)
class Redeal:
    """Void the deal: in the redeal round, or the declarer's talon redeal."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat}: redeal"


@dataclass(frozen=True, slots=True)
class Keep:
    """Decline a redeal in the redeal round (or decline the dark bid)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat}: keep"


@dataclass(frozen=True, slots=True)
class TakeTalon:
    """Two players: the declarer picks talon 0 or 1."""

    seat: int
    index: int

    def __str__(self) -> str:
        return f"{self.seat}: talon {self.index}"


@dataclass(frozen=True, slots=True)
class Give:
    """The declarer gives a card to a seat, or (two players) onto the other talon."""

    seat: int
    card: Card
    to: int | Literal["talon"]

    def __str__(self) -> str:
        return f"{self.seat}: give {self.card.text} to {self.to}"


@dataclass(frozen=True, slots=True)
class Contract:
    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{self.seat}: contract {self.amount}"


@dataclass(frozen=True, slots=True)
class Concede:
    seat: int

    def __str__(self) -> str:
        return f"{self.seat}: concede"


@dataclass(frozen=True, slots=True)
class Play:
    seat: int
    card: Card
    declare: bool = False

    def __str__(self) -> str:
        return f"{self.seat}: play {self.card.text}{' declare' if self.declare else ''}"


Action = Bid | Pass | Dark | Redeal | Keep | TakeTalon | Give | Contract | Concede | Play

# ASCII digits only: RECORD.md seats and amounts are plain digits.
_ACTION_RE = re.compile(r"^\s*(\d+)\s*:\s*(\S+)\s*(.*?)\s*$", re.ASCII)


def _bad(text: str, code: str, **params: object) -> NotationError:
    """A notation error that quotes the action as written, then says what is wrong."""
    return NotationError("action_in", text=text, reason=Message(code, **params))


def _amount(text: str, original: str) -> int:
    if not re.fullmatch(r"[0-9]{1,5}", text):
        raise _bad(original, "action_amount", value=text)
    return int(text)


_PARSED: dict[str, Action] = {}
"""Texts already read (actions are immutable, so one object serves every use). A record
repeats the same few hundred texts thousands of times; replay reads each once."""
_PARSED_LIMIT = 8192  # a hostile record of unique texts cannot grow the memo without bound


def parse_action(text: str) -> Action:
    """Read ``"SEAT: VERB ARGS"``; raise ``NotationError`` with the reason."""
    if text.__class__ is str:
        known = _PARSED.get(text)
        if known is not None:
            return known
    action = _parse_action(text)
    if len(_PARSED) >= _PARSED_LIMIT:
        _PARSED.clear()
    _PARSED[text] = action
    return action


def _parse_action(text: str) -> Action:
    if not isinstance(text, str):
        raise NotationError("action_not_text", kind=type(text).__name__)
    match = _ACTION_RE.match(text)
    if not match:
        raise _bad(text, "action_shape")
    seat = int(match.group(1)[:3]) if len(match.group(1)) <= 3 else 999
    verb = match.group(2).lower()
    args = match.group(3).split()
    nargs = len(args)
    if verb in ("pass", "dark", "redeal", "keep", "concede"):
        if nargs:
            raise _bad(text, "action_no_args", verb=verb)
        simple: dict[str, type[Pass | Dark | Redeal | Keep | Concede]] = {
            "pass": Pass, "dark": Dark, "redeal": Redeal, "keep": Keep, "concede": Concede}
        return simple[verb](seat)
    if verb in ("bid", "contract"):
        if nargs != 1:
            raise _bad(text, "action_one_amount", verb=verb)
        amount = _amount(args[0], text)
        return Bid(seat, amount) if verb == "bid" else Contract(seat, amount)
    if verb == "talon":
        if nargs != 1 or args[0] not in ("0", "1"):
            raise _bad(text, "action_talon_index")
        return TakeTalon(seat, int(args[0]))
    if verb == "give":
        if nargs != 3 or args[1].lower() != "to":
            raise _bad(text, "action_give_shape")
        card = Card.parse(args[0])
        target = args[2].lower()
        if target == TALON:
            return Give(seat, card, TALON)
        if not re.fullmatch(r"[0-9]{1,3}", target):
            raise _bad(text, "action_seat", value=args[2])
        return Give(seat, card, int(target))
    if verb == "play":
        if nargs not in (1, 2) or (nargs == 2 and args[1].lower() != "declare"):
            raise _bad(text, "action_play_shape")
        return Play(seat, Card.parse(args[0]), nargs == 2)
    raise _bad(text, "action_verb", verb=match.group(2))
