"""The daily deal as data: which day, which deals, an attempt's progress and its result.

The challenge is a set of independent deals, each dealt from a seed made of the date
and the deal's number and each starting from scores of 0 with a dealer fixed by its
number. Why independent deals rather than the first deals of one match: a match's later
deals depend on what happened before (the dealer after a redeal, the barrel, who is
near 1000), so the computer playing from your seat would reach different positions and
the comparison deal by deal would not be on the same cards. Independent deals make it
exact: the computer gets exactly the cards, the dealer and the opponents you had.

Everything here is plain Python: the seeds come from SHA-256 of the date's text, never
from ``hash()`` (which differs between processes), so every browser deals the same.
"""

from __future__ import annotations

import datetime
import hashlib
import json
from dataclasses import dataclass, replace

from thousand.game import GameState
from thousand.rules import PRESETS, Rules
from thousand.untrusted import json_loads

DEALS = 6
"""Deals in one day's challenge."""
PRESET = "classic"
OPPONENT_LEVEL = "normal"
"""The computers you play against: quick, so the page never waits for them."""
COMPUTER_LEVEL = "hard"
"""The computer that plays your seat on the same cards, for the comparison."""
YOU = 0
RUN_KEY = "thousand.daily.run"
"""localStorage: the attempt in progress (or the last one), so a reload resumes it."""
FIRST_DAY = datetime.date(2024, 1, 1)
"""Days before this are refused: the challenge did not exist (and typos like 0202)."""


def rules() -> Rules:
    return PRESETS[PRESET]


def seat_levels() -> tuple[str, ...]:
    """Levels per seat for the page's ``Controller``: "" for you, the opponents fixed."""
    return tuple("" if seat == YOU else OPPONENT_LEVEL for seat in range(rules().players))


def parse_day(text: str, today: datetime.date) -> tuple[str | None, str | None]:
    """``?daily=`` → (the day as YYYY-MM-DD, None), or (None, the i18n key of why not).
    An empty value is today."""
    text = text.strip()
    if not text:
        return today.isoformat(), None
    try:
        if len(text) != 10:
            raise ValueError(text)
        day = datetime.date.fromisoformat(text)
    except ValueError:
        return None, "daily_bad_date"
    if day > today:
        return None, "daily_future"
    if day < FIRST_DAY:
        return None, "daily_too_old"
    return day.isoformat(), None


def deal_seed(day: str, number: int) -> int:
    """The seed of deal ``number`` (0-based) of ``day``: the same in every browser."""
    digest = hashlib.sha256(f"daily:{day}:{number}".encode()).hexdigest()
    return int(digest[:12], 16)


def dealer_of(number: int) -> int:
    """Each deal's dealer is fixed by its number: you deal some, bid first in others."""
    return (number + rules().players - 1) % rules().players


def deal_game(day: str, number: int) -> GameState:
    """Deal ``number`` of ``day`` from its start, scores 0."""
    return GameState.new(rules(), deal_seed(day, number), first_dealer=dealer_of(number))


def deal_of(game: GameState, day: str) -> int | None:
    """Which deal of ``day`` ``game`` is (None: not one of them)."""
    for number in range(DEALS):
        if game.seed == deal_seed(day, number) and game.first_dealer == dealer_of(number):
            return number
    return None


def deal_score(game: GameState, seat: int = YOU) -> int | None:
    """``seat``'s points in the deal, once it is over (the first row of the sheet)."""
    return game.sheet[0].deltas[seat] if game.sheet else None


# ------------------------------------------------------------------ an attempt


@dataclass(frozen=True)
class Run:
    """One attempt at a day's challenge, as far as it has gone."""

    day: str
    you: tuple[int, ...] = ()
    """Your points in each deal finished."""
    computer: tuple[int, ...] = ()
    """The hard computer's points from your seat in each deal it has played."""
    practice: bool = False
    """Not the day's first attempt (or a move was taken back): it is not counted."""
    started: tuple[str, ...] = ()
    """Days whose challenge was begun on this device (the recent ones): a second
    attempt of any of them is practice."""

    @property
    def deal(self) -> int:
        """The deal being played (DEALS when all are done)."""
        return len(self.you)

    @property
    def played(self) -> bool:
        return len(self.you) >= DEALS

    @property
    def complete(self) -> bool:
        """Both you and the computer have played every deal: the result can be shown."""
        return self.played and len(self.computer) >= DEALS


KEPT_DAYS = 60


def begin(previous: Run | None, day: str, counted_days: frozenset[str]) -> Run:
    """A new attempt at ``day``: practice when that day was begun or counted before. The
    computer's points of that day are kept: its deals and its play are the same."""
    started = () if previous is None else previous.started
    practice = day in started or day in counted_days
    computer = previous.computer if previous is not None and previous.day == day else ()
    return Run(day, computer=computer, practice=practice,
               started=(*[d for d in started if d != day], day)[-KEPT_DAYS:])


def dumps_run(run: Run) -> str:
    return json.dumps({"day": run.day, "you": list(run.you), "computer": list(run.computer),
                       "practice": run.practice, "started": list(run.started)})


def loads_run(text: str | None) -> Run | None:
    """The stored attempt; None for none or anything unreadable (never a crash)."""
    if not text:
        return None
    try:
        data = json_loads(text)
        if not isinstance(data, dict):
            return None
        day = data.get("day")
        you = tuple(data.get("you", ()))
        computer = tuple(data.get("computer", ()))
        started = tuple(data.get("started", ()))
        if (not isinstance(day, str) or parse_day(day, datetime.date.max)[0] != day
                or not all(type(p) is int for p in (*you, *computer))
                or not all(isinstance(d, str) for d in started)
                or len(you) > DEALS or len(computer) > DEALS):
            return None
        return Run(day, you, computer, data.get("practice") is True, started[-KEPT_DAYS:])
    except (ValueError, TypeError, RecursionError):
        return None


def with_you(run: Run, points: int) -> Run:
    return replace(run, you=(*run.you, points)) if not run.played else run


def with_computer(run: Run, points: int) -> Run:
    return replace(run, computer=(*run.computer, points)) if len(run.computer) < DEALS else run


# ------------------------------------------------------------------ the result


WON, LOST, TIED = "won", "lost", "tied"
SYMBOLS = {WON: "🟩", LOST: "🟥", TIED: "⬜"}
"""One square per deal in the shared text, as Wordle's grid: green you scored more than
the computer on those cards, red less, white the same."""


def outcome(you: int, computer: int) -> str:
    return WON if you > computer else LOST if you < computer else TIED


def outcomes(you: tuple[int, ...], computer: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(outcome(a, b) for a, b in zip(you, computer, strict=False))


def share_link(base: str, day: str) -> str:
    """The address that opens ``day``'s challenge: the page's own address and the date
    only, nothing about the cards."""
    return f"{base.split('?')[0].split('#')[0]}?daily={day}"
