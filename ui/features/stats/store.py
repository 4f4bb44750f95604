"""Statistics kept in the browser: one small result per finished game, and the totals.

Why per-game results rather than running totals: totals are recomputed from the
results, so a new statistic (or a fixed formula) applies to games already played,
a game is never counted twice (each result has an id), and the export is a plain
list anyone can read. The stored text is versioned (``STATS_KEY`` and
``"version"``); a text that does not load is set aside, never a crash.
Pure: the page reads and writes the text through ``ui/dom.py``.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from thousand.actions import Play
from thousand.game import GameState
from thousand.untrusted import json_loads

from .awards import game_awards

STATS_KEY = "thousand.stats.v1"
VERSION = 1
MAX_GAMES = 500
"""Results kept (the oldest go first): about 100 kB of localStorage at most."""


@dataclass(frozen=True)
class GameResult:
    """One finished game as the statistics see it, from the player's seat."""

    id: str
    players: int
    preset: str
    won: bool
    score: int
    """The player's final score."""
    scores: tuple[int, ...]
    deals: int
    contracts: int
    """Deals in which the player was the declarer (and played or conceded)."""
    made: int
    bid_total: int
    """Sum of the player's contracts (for the average bid)."""
    bolts: int
    climbs: int
    falls: int
    samosvals: int
    undos: int = 0
    hotseat: bool = False
    awards: tuple[str, ...] = ()
    progress: tuple[int, ...] = ()
    """The player's score after each deal (the chart of past games uses the final one)."""

    @property
    def clean(self) -> bool:
        """Played without taking moves back (and not hot-seat): counted in the main totals."""
        return self.undos == 0 and not self.hotseat


def game_id(game: GameState) -> str:
    """The same finished game gives the same id, so a reload cannot count it twice."""
    return "|".join((str(game.seed), str(game.first_dealer), str(game.start_scores),
                     str(len(game.sheet)), ",".join(map(str, game.scores))))


def game_result(game: GameState, seat: int, preset: str, undos: int = 0,
                hotseat: bool = False) -> GameResult:
    """The result of a finished ``game`` for the player in ``seat``."""
    contracts = made = bid_total = bolts = climbs = falls = samosvals = 0
    for row in game.sheet:
        if row.declarer == seat and not row.redealt:
            contracts += 1
            bid_total += row.contract or row.bid or 0
            made += bool(row.made)
        if row.bolt_given and row.bolt_given[seat]:
            bolts += 1
        for event in row.events:
            if event.seat != seat:
                continue
            climbs += event.kind == "barrel_climb"
            falls += event.kind in ("barrel_fall", "climbed_together")
            samosvals += event.kind == "samosval"
    return GameResult(
        id=game_id(game), players=game.rules.players, preset=preset,
        won=game.winner == seat, score=game.scores[seat], scores=game.scores,
        deals=len(game.sheet), contracts=contracts, made=made, bid_total=bid_total,
        bolts=bolts, climbs=climbs, falls=falls, samosvals=samosvals, undos=undos,
        hotseat=hotseat, awards=game_awards(game, seat, _declared_by_round(game, seat)),
        progress=tuple(row.scores[seat] for row in game.sheet))


def _declared_by_round(game: GameState, seat: int) -> tuple[int, ...]:
    """How many marriages ``seat`` declared in each finished deal."""
    return tuple(sum(1 for a in actions if isinstance(a, Play) and a.seat == seat and a.declare)
                 for _, actions in game.past)


# ------------------------------------------------------------------ storage


@dataclass(frozen=True)
class DailyResult:
    """A day's counted attempt at the daily deal (ui/features/daily/): your points and
    the hard computer's from your seat, deal by deal."""

    day: str
    you: tuple[int, ...]
    computer: tuple[int, ...]


@dataclass(frozen=True)
class StatsData:
    games: tuple[GameResult, ...] = ()
    problem: str | None = None
    """Why the stored text was not loaded (it is then kept aside by the page)."""
    dailies: tuple[DailyResult, ...] = ()
    """The daily deal's counted days (texts saved before it have none)."""


def loads(text: str | None) -> StatsData:
    """The stored statistics; an empty store for no text, a problem for a bad one."""
    if not text:
        return StatsData()
    try:
        data = json_loads(text)  # depth and size checked first: hostile input
        if not isinstance(data, Mapping) or data.get("version") != VERSION:
            raise ValueError("unknown statistics version")
        games = tuple(_result(item) for item in data.get("games", []))
        dailies = tuple(_daily(item) for item in data.get("dailies", []))
    except (ValueError, TypeError, KeyError, RecursionError) as exc:
        return StatsData(problem=str(exc) or type(exc).__name__)
    return StatsData(games[-MAX_GAMES:], dailies=dailies[-MAX_GAMES:])


_TUPLES = ("scores", "awards", "progress")


def _result(item: Any) -> GameResult:
    if not isinstance(item, Mapping):
        raise ValueError("a game must be an object")
    values = dict(item)
    for name in _TUPLES:
        values[name] = tuple(values.get(name, ()))
    known = GameResult.__dataclass_fields__
    result = GameResult(**{k: v for k, v in values.items() if k in known})
    ints = ("players", "score", "deals", "contracts", "made", "bid_total", "bolts", "climbs",
            "falls", "samosvals", "undos")
    if not all(isinstance(getattr(result, n), int) for n in ints) or not isinstance(
            result.id, str) or not all(isinstance(s, int) for s in result.scores):
        raise ValueError("damaged game result")
    return result


def _daily(item: Any) -> DailyResult:
    if not isinstance(item, Mapping):
        raise ValueError("a daily result must be an object")
    result = DailyResult(item["day"], tuple(item["you"]), tuple(item["computer"]))
    if not isinstance(result.day, str) or not all(
            type(p) is int for p in (*result.you, *result.computer)):
        raise ValueError("damaged daily result")
    return result


def dumps(stats: StatsData) -> str:
    """The text stored under ``STATS_KEY`` (and offered as the export)."""
    data: dict[str, Any] = {"version": VERSION, "games": [asdict(g) for g in stats.games]}
    if stats.dailies:
        data["dailies"] = [asdict(d) for d in stats.dailies]
    return json.dumps(data, ensure_ascii=False)


def add(stats: StatsData, result: GameResult) -> StatsData:
    """The statistics with ``result`` added, unless that game is already counted."""
    if any(g.id == result.id for g in stats.games):
        return stats
    return replace(stats, games=(*stats.games, result)[-MAX_GAMES:])


def utc_today() -> str:
    """Today's date in UTC: the daily deal's day, the same for every player at a moment."""
    return datetime.datetime.now(datetime.UTC).date().isoformat()


def daily_streak(days: Collection[str], today: str) -> int:
    """Consecutive days with a counted daily result, up to today (or up to yesterday while
    today's is not played yet: a streak is not lost before the day is over)."""
    day = datetime.date.fromisoformat(today)
    if today not in days:
        day -= datetime.timedelta(days=1)
    count = 0
    while day.isoformat() in days:
        count += 1
        day -= datetime.timedelta(days=1)
    return count


def add_daily(stats: StatsData, result: DailyResult) -> StatsData:
    """The statistics with a day's result, unless that day is already counted (one
    attempt counts per day)."""
    if any(d.day == result.day for d in stats.dailies):
        return stats
    return replace(stats, dailies=(*stats.dailies, result)[-MAX_GAMES:])


# ------------------------------------------------------------------- totals


@dataclass(frozen=True)
class Totals:
    """The figures of one group of games (a player count and preset, or all of them)."""

    played: int = 0
    won: int = 0
    score_sum: int = 0
    contracts: int = 0
    made: int = 0
    bid_total: int = 0
    bolts: int = 0
    climbs: int = 0
    falls: int = 0
    samosvals: int = 0
    best: int | None = None

    @property
    def average_score(self) -> float | None:
        return self.score_sum / self.played if self.played else None

    @property
    def average_bid(self) -> float | None:
        return self.bid_total / self.contracts if self.contracts else None

    def plus(self, g: GameResult) -> Totals:
        return Totals(self.played + 1, self.won + g.won, self.score_sum + g.score,
                      self.contracts + g.contracts, self.made + g.made,
                      self.bid_total + g.bid_total, self.bolts + g.bolts,
                      self.climbs + g.climbs, self.falls + g.falls,
                      self.samosvals + g.samosvals,
                      g.score if self.best is None else max(self.best, g.score))


def totals(games: Iterable[GameResult]) -> Totals:
    out = Totals()
    for game in games:
        out = out.plus(game)
    return out


@dataclass(frozen=True)
class Summary:
    overall: Totals
    groups: tuple[tuple[int, str, Totals], ...]
    """(players, preset, totals) for each combination played, in order."""
    with_undos: Totals
    hotseat: Totals
    awards: tuple[tuple[str, int], ...] = field(default=())
    """Award key and how many times it was earned (all games)."""
    best_game: GameResult | None = None


def summarize(games: Sequence[GameResult]) -> Summary:
    """The statistics screen's figures; games with undos and hot-seat games counted apart."""
    clean = [g for g in games if g.clean]
    keys = sorted({(g.players, g.preset) for g in clean})
    groups = tuple((p, preset, totals(g for g in clean if (g.players, g.preset) == (p, preset)))
                   for p, preset in keys)
    counts: dict[str, int] = {}
    for game in games:
        for award in game.awards:
            counts[award] = counts.get(award, 0) + 1
    best = max(clean, key=lambda g: (g.won, g.score, -g.deals), default=None)
    return Summary(totals(clean), groups, totals(g for g in games if g.undos and not g.hotseat),
                   totals(g for g in games if g.hotseat), tuple(sorted(counts.items())), best)
