"""Typed actions, each with one canonical text (the action syntax of RECORD.md).

``str(action)`` is the canonical text (``"0: play KH declare"``); ``parse_action``
reads the lenient input form back. Actions are frozen and hashable, so a legal
list can be searched with ``in``.
"""

from __future__ import annotations

import re

from .cards import Card
from .errors import Message, NotationError
from .frozen import Frozen

TYPE_CHECKING = False  # typing is not imported at run time: it slows the replay's start-up
if TYPE_CHECKING:
    from typing import Literal

TALON: Literal["talon"] = "talon"


_set = object.__setattr__


class _SeatOnly(Frozen):
    """An action with no argument but the seat."""

    seat: int
    _verb = ""

    def __init__(self, seat: int) -> None:
        _set(self, "seat", seat)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self.seat == other.seat
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.seat,))

    def __str__(self) -> str:
        return f"{self.seat}: {self._verb}"


class _SeatAmount(Frozen):
    """An action with a seat and an amount (a bid, a contract)."""

    seat: int
    amount: int
    _verb = ""

    def __init__(self, seat: int, amount: int) -> None:
        _set(self, "seat", seat)
        _set(self, "amount", amount)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.seat == other.seat
                    and self.amount == other.amount)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.seat, self.amount))

    def __str__(self) -> str:
        return f"{self.seat}: {self._verb} {self.amount}"


class Bid(_SeatAmount):
    _verb = "bid"


class Pass(_SeatOnly):
    _verb = "pass"


class Dark(_SeatOnly):
    """The player on the hundred bids 120 blind (option ``dark``)."""

    _verb = "dark"


class Redeal(_SeatOnly):
    """Void the deal: in the redeal round, or the declarer's talon redeal."""

    _verb = "redeal"


class Keep(_SeatOnly):
    """Decline a redeal in the redeal round (or decline the dark bid)."""

    _verb = "keep"


class TakeTalon(Frozen):
    """Two players: the declarer picks talon 0 or 1."""

    seat: int
    index: int

    def __init__(self, seat: int, index: int) -> None:
        _set(self, "seat", seat)
        _set(self, "index", index)

    def __str__(self) -> str:
        return f"{self.seat}: talon {self.index}"


class Give(Frozen):
    """The declarer gives a card to a seat, or (two players) onto the other talon."""

    seat: int
    card: Card
    to: int | Literal["talon"]

    def __init__(self, seat: int, card: Card, to: int | Literal["talon"]) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)
        _set(self, "to", to)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Give:
            return (self.seat == other.seat
                    and self.card is other.card
                    and self.to == other.to)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.seat, self.card, self.to))

    def __str__(self) -> str:
        return f"{self.seat}: give {self.card.text} to {self.to}"


class Contract(_SeatAmount):
    _verb = "contract"


class Concede(_SeatOnly):
    _verb = "concede"


class Play(Frozen):
    seat: int
    card: Card
    declare: bool

    def __init__(self, seat: int, card: Card, declare: bool = False) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)
        _set(self, "declare", declare)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Play:
            return (self.seat == other.seat
                    and self.card is other.card
                    and self.declare == other.declare)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.seat, self.card, self.declare))

    def __str__(self) -> str:
        return f"{self.seat}: play {self.card.text}{' declare' if self.declare else ''}"


Action = Bid | Pass | Dark | Redeal | Keep | TakeTalon | Give | Contract | Concede | Play

# ASCII digits only: RECORD.md seats and amounts are plain digits.
_ACTION_RE = re.compile(r"^\s*(\d+)\s*:\s*(\S+)\s*(.*?)\s*$", re.ASCII)


def _bad(text: str, code: str, **params: object) -> NotationError:
    """A notation error that quotes the action as written, then says what is wrong."""
    return NotationError("action_in", text=text, reason=Message(code, **params))


def _digits(text: str, most: int) -> bool:
    """``re.fullmatch(r"[0-9]{1,most}", text)`` without compiling a pattern per process."""
    return 0 < len(text) <= most and text.isascii() and text.isdigit()


def _amount(text: str, original: str) -> int:
    if not _digits(text, 5):
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
        if not _digits(target, 3):
            raise _bad(text, "action_seat", value=args[2])
        return Give(seat, card, int(target))
    if verb == "play":
        if nargs not in (1, 2) or (nargs == 2 and args[1].lower() != "declare"):
            raise _bad(text, "action_play_shape")
        return Play(seat, Card.parse(args[0]), nargs == 2)
    raise _bad(text, "action_verb", verb=match.group(2))
