"""``python -m lab arena``: many games between named agents, with statistics.

Every game is fully determined by the arena seed and its index (the deals come
from the game seed, each seat's agent gets its own seeded ``random.Random``),
so a run is reproducible whatever the number of worker processes, and a long run
can be split in parts (``--first``, ``--save``) whose saved games ``--merge``
reports as one run over them all. Duplicate
mode plays every deal once per distinct arrangement of the agents over the
seats, so the luck of the cards cancels out of the comparison.

Any illegal action or exception stops the run; the game record that caused it
(``thousand.record.dumps``) is saved to a file whose path is printed.
"""

from __future__ import annotations

import itertools
import json
import math
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any, TextIO

from thousand.actions import Action, Bid, Dark, Give, TakeTalon
from thousand.agents import make_agent
from thousand.cards import Card
from thousand.game import GameState
from thousand.record import dumps
from thousand.round import Deal
from thousand.rules import Rules
from thousand.tricks import marriages_value
from thousand.view import view_of

from .stats import mean_ci, percentile, wilson

UNFINISHED_POLICY = "leader"
"""A game cut off at ``max_rounds`` counts for the seat with the highest score (a tie: nobody)."""


@dataclass(frozen=True)
class Task:
    """One game to play: which agents sit where, on which deals."""

    index: int
    deal_index: int
    seats: tuple[str, ...]
    game_seed: str
    agent_seed: str
    first_dealer: int
    rules: dict[str, Any]
    max_rounds: int


@dataclass
class Tally:
    """Counters kept per seat in a game and summed per agent over a run."""

    declarer_rounds: int = 0
    declarer_delta: int = 0
    made: int = 0
    chosen: int = 0
    chosen_made: int = 0
    forced_bare: int = 0
    forced_bare_made: int = 0
    bid_sum: int = 0
    conceded: int = 0
    defender_rounds: int = 0
    defender_delta: int = 0
    bolts: int = 0
    times: list[float] = field(default_factory=list)

    def add_tally(self, other: Tally) -> None:
        for f in fields(Tally):
            if f.name == "times":
                self.times.extend(other.times)
            else:
                setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))


@dataclass
class SeatResult(Tally):
    name: str = ""
    score: int = 0


@dataclass
class GameResult:
    index: int
    deal_index: int
    seats: tuple[str, ...]
    winner: int | None
    finished: bool
    rounds: int
    played_rounds: int
    per_seat: list[SeatResult]
    error: str | None = None
    record: str | None = None


def play_game(task: Task) -> GameResult:
    """Play one game to the end (or ``max_rounds`` deals); never raises."""
    rules = Rules.from_dict(task.rules)
    agents = [make_agent(name) for name in task.seats]
    rngs = [random.Random(f"{task.agent_seed}/{seat}") for seat in range(rules.players)]
    per_seat = [SeatResult(name=name) for name in task.seats]
    game = GameState.new(rules, seed=task.game_seed, first_dealer=task.first_dealer)
    try:
        while not game.is_over and len(game.sheet) < task.max_rounds:
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            start = time.perf_counter()
            action = agents[seat].choose(view, view.legal, rngs[seat])
            per_seat[seat].times.append(time.perf_counter() - start)
            if action not in view.legal:
                raise ValueError(f"agent {task.seats[seat]!r} at seat {seat} chose an illegal "
                                 f"action: {action}")
            game = game.apply(action)
    except Exception as exc:  # any failure stops the arena with the record saved
        return GameResult(task.index, task.deal_index, task.seats, None, False, len(game.sheet),
                          0, per_seat, error=f"{type(exc).__name__}: {exc}",
                          record=dumps(game, task.seats))
    played = 0
    for summary, (deal, actions) in zip(game.sheet, game.past, strict=True):
        if summary.redealt:
            continue
        played += 1
        for seat, result in enumerate(per_seat):
            delta = summary.deltas[seat]
            if summary.bolt_given and summary.bolt_given[seat]:
                result.bolts += 1
            if summary.declarer == seat:
                result.declarer_rounds += 1
                result.declarer_delta += delta
                result.bid_sum += summary.bid or 0
                result.made += 1 if summary.made else 0
                result.conceded += 1 if summary.conceded else 0
                if _chosen(seat, summary.bid, summary.contract, actions):
                    result.chosen += 1
                    result.chosen_made += 1 if summary.made else 0
                elif not marriages_value(_declarer_cards(deal, actions, seat), rules):
                    result.forced_bare += 1
                    result.forced_bare_made += 1 if summary.made else 0
            elif rules.players != 4 or seat != summary.dealer:
                result.defender_rounds += 1
                result.defender_delta += delta
    for seat, result in enumerate(per_seat):
        result.score = game.scores[seat]
    winner = game.winner
    if winner is None:
        best = max(game.scores)
        leaders = [s for s, v in enumerate(game.scores) if v == best]
        winner = leaders[0] if len(leaders) == 1 else None
    return GameResult(task.index, task.deal_index, task.seats, winner, game.is_over,
                      len(game.sheet), played, per_seat)


def _chosen(seat: int, bid: int | None, contract: int | None,
            actions: Sequence[Action]) -> bool:
    """Whether the declarer chose its contract: it bid (or went dark) or raised the bid.

    The player on the hundred whom everybody passed (or who sits on the barrel
    without bidding) did not choose to play; its contract says nothing about
    overbidding, so the arena reports it apart.
    """
    if contract is not None and bid is not None and contract > bid:
        return True
    return any(isinstance(a, Bid | Dark) and a.seat == seat for a in actions)


def _declarer_cards(deal: Deal, actions: Sequence[Action], declarer: int) -> list[Card]:
    """The declarer's hand after the talon and the gifts: what it played the round with."""
    index = next((a.index for a in actions if isinstance(a, TakeTalon)), 0)
    given = {a.card for a in actions if isinstance(a, Give) and a.seat == declarer}
    cards = [*deal.hands[declarer], *deal.talons[index]]
    return [c for c in cards if c not in given]


def make_tasks(agents: Sequence[str], games: int, seed: int, rules: Rules, preset: str,
               duplicate: bool, max_rounds: int, first: int = 0) -> list[Task]:
    """Games in a fixed order; in duplicate mode each deal once per seating.

    Deals ``first`` to ``first + games - 1``: a game's index, seeds and first dealer
    depend only on the arena seed and its deal, so a run split in parts by ``first``
    plays the very games of the whole run.
    """
    rules_dict = rules.to_dict(preset)
    if duplicate:
        arrangements = list(dict.fromkeys(itertools.permutations(agents)))
    else:
        arrangements = [tuple(agents)]
    tasks: list[Task] = []
    for deal in range(first, first + games):
        for offset, seats in enumerate(arrangements):
            index = deal * len(arrangements) + offset
            tasks.append(Task(index, deal, tuple(seats), f"arena/{seed}/{deal}",
                              f"arena/{seed}/{index}/agents", deal % rules.players,
                              rules_dict, max_rounds))
    return tasks


def run_tasks(tasks: Sequence[Task], jobs: int,
              progress: Callable[[int, int], None] | None = None) -> Iterator[GameResult]:
    """Results in task order; parallel over ``jobs`` processes when more than one."""
    total = len(tasks)
    if jobs <= 1:
        for done, task in enumerate(tasks, 1):
            result = play_game(task)
            if progress:
                progress(done, total)
            yield result
        return
    import multiprocessing

    buffer: dict[int, GameResult] = {}
    order = [task.index for task in tasks]
    nxt = 0
    with multiprocessing.Pool(jobs) as pool:
        for done, result in enumerate(pool.imap_unordered(play_game, tasks, chunksize=2), 1):
            if progress:
                progress(done, total)
            if result.error:
                pool.terminate()
                yield result
                return
            buffer[result.index] = result
            while nxt < total and order[nxt] in buffer:
                yield buffer.pop(order[nxt])
                nxt += 1


# ------------------------------------------------------------------- stats

@dataclass
class AgentStats(Tally):
    name: str = ""
    seats: int = 0
    games: int = 0
    won: int = 0

    def to_json(self) -> dict[str, Any]:
        lo, hi = wilson(self.won, self.games)
        return {
            "agent": self.name, "seats_per_game": self.seats, "games": self.games,
            "won": self.won, "won_rate": _ratio(self.won, self.games), "won_ci95": [lo, hi],
            "declarer_rounds": self.declarer_rounds,
            "declarer_delta_per_round": _ratio(self.declarer_delta, self.declarer_rounds),
            "defender_rounds": self.defender_rounds,
            "defender_delta_per_round": _ratio(self.defender_delta, self.defender_rounds),
            "contract_success": _ratio(self.made, self.declarer_rounds),
            "chosen_contracts": self.chosen,
            "chosen_contract_success": _ratio(self.chosen_made, self.chosen),
            "forced_contracts": self.declarer_rounds - self.chosen,
            "forced_contract_success": _ratio(self.made - self.chosen_made,
                                              self.declarer_rounds - self.chosen),
            "forced_without_marriage": self.forced_bare,
            "forced_without_marriage_success": _ratio(self.forced_bare_made, self.forced_bare),
            "forced_with_marriage_success": _ratio(
                self.made - self.chosen_made - self.forced_bare_made,
                self.declarer_rounds - self.chosen - self.forced_bare),
            "mean_winning_bid": _ratio(self.bid_sum, self.declarer_rounds),
            "concessions": self.conceded, "bolts": self.bolts,
            "decisions": len(self.times),
            "decision_ms_mean": _ratio(sum(self.times) * 1000, len(self.times)),
            "decision_ms_p95": percentile(self.times, 0.95) * 1000 if self.times else None,
        }


def _ratio(a: float, b: float) -> float | None:
    return a / b if b else None


@dataclass
class Summary:
    agents: list[str]
    games: int = 0
    finished: int = 0
    unfinished: int = 0
    no_winner: int = 0
    rounds: list[int] = field(default_factory=list)
    """Deals per game, redealt ones included; ``played`` leaves the redeals out."""
    played: list[int] = field(default_factory=list)
    indices: list[int] = field(default_factory=list)
    """Each game's index, beside ``rounds``: a part's games do not start at 0."""
    stats: dict[str, AgentStats] = field(default_factory=dict)
    duplicate: dict[int, list[GameResult]] = field(default_factory=dict)

    def add(self, result: GameResult, duplicate: bool) -> None:
        self.games += 1
        self.rounds.append(result.rounds)
        self.indices.append(result.index)
        self.played.append(result.played_rounds)
        if result.finished:
            self.finished += 1
        else:
            self.unfinished += 1
        if result.winner is None:
            self.no_winner += 1
        names = list(dict.fromkeys(result.seats))
        for name in names:
            st = self.stats.setdefault(name, AgentStats(name=name))
            st.games += 1
            st.seats = result.seats.count(name)
            if result.winner is not None and result.seats[result.winner] == name:
                st.won += 1
        for seat in result.per_seat:
            self.stats[seat.name].add_tally(seat)
        if duplicate:
            self.duplicate.setdefault(result.deal_index, []).append(_strip(result))

    def duplicate_diffs(self) -> dict[str, list[float]]:
        """Per deal: mean score per round of the first agent minus each other agent's."""
        first = self.agents[0]
        others = [a for a in dict.fromkeys(self.agents) if a != first]
        out: dict[str, list[float]] = {o: [] for o in others}
        for results in self.duplicate.values():
            per_name: dict[str, list[float]] = {}
            for r in results:
                rounds = max(1, r.played_rounds)
                for seat in r.per_seat:
                    per_name.setdefault(seat.name, []).append(seat.score / rounds)
            for o in others:
                if first in per_name and o in per_name:
                    mean_first = sum(per_name[first]) / len(per_name[first])
                    mean_other = sum(per_name[o]) / len(per_name[o])
                    out[o].append(mean_first - mean_other)
        return out

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "games": self.games, "finished": self.finished, "unfinished": self.unfinished,
            "unfinished_policy": UNFINISHED_POLICY, "no_winner": self.no_winner,
            "rounds_mean": _ratio(sum(self.rounds), len(self.rounds)),
            "rounds_max": max(self.rounds) if self.rounds else 0,
            "rounds_max_game": (self.indices[self.rounds.index(max(self.rounds))]
                                if self.rounds else None),
            "rounds_p95": percentile(self.rounds, 0.95) if self.rounds else 0,
            "games_over_150_rounds": sum(1 for r in self.rounds if r > 150),
            "played_rounds_max": max(self.played) if self.played else 0,
            "games_over_150_played_rounds": sum(1 for r in self.played if r > 150),
            "agents": [s.to_json() for s in self.stats.values()],
        }
        if self.duplicate:
            out["duplicate"] = {}
            for other, diffs in self.duplicate_diffs().items():
                mean, lo, hi = mean_ci(diffs)
                out["duplicate"][f"{self.agents[0]}-{other}"] = {
                    "deals": len(diffs), "mean_diff_per_round": mean, "ci95": [lo, hi]}
        return out


def _strip(result: GameResult) -> GameResult:
    """Drop the timing lists a duplicate comparison does not need."""
    seats = [SeatResult(name=s.name, score=s.score) for s in result.per_seat]
    return GameResult(result.index, result.deal_index, result.seats, result.winner,
                      result.finished, result.rounds, result.played_rounds, seats)


# ------------------------------------------------------------------ output

def _fmt(value: float | None, spec: str = ".1f") -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    return format(value, spec)


def _pct(value: float | None) -> str:
    return _fmt(None if value is None else 100 * value)


def report(summary: Summary, out: TextIO) -> None:
    data = summary.to_json()
    print(f"games: {summary.games} ({summary.finished} finished, {summary.unfinished} cut at "
          f"max rounds and counted for the leader, {summary.no_winner} without a winner); "
          f"rounds per game: mean {_fmt(data['rounds_mean'])}, p95 {_fmt(data['rounds_p95'])}, "
          f"max {data['rounds_max']} (game {data['rounds_max_game']}), "
          f"{data['games_over_150_rounds']} over 150; without the redealt ones: max "
          f"{data['played_rounds_max']}, {data['games_over_150_played_rounds']} over 150",
          file=out)
    for st in data["agents"]:
        lo, hi = st["won_ci95"]
        seats = f" ({st['seats_per_game']} seats)" if st["seats_per_game"] > 1 else ""
        print(f"{st['agent']}{seats}: won {st['won']}/{st['games']} = "
              f"{_fmt(100 * st['won_rate'])}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)", file=out)
        print(f"  per round: declarer {_fmt(st['declarer_delta_per_round'], '+.1f')} "
              f"({st['declarer_rounds']} rounds), defender "
              f"{_fmt(st['defender_delta_per_round'], '+.1f')} ({st['defender_rounds']} rounds)",
              file=out)
        print(f"  contracts made {_pct(st['contract_success'])}% of {st['declarer_rounds']} "
              f"(chosen by bid or raise: {_pct(st['chosen_contract_success'])}% of "
              f"{st['chosen_contracts']}; forced hundred/barrel: "
              f"{_pct(st['forced_contract_success'])}% of {st['forced_contracts']})", file=out)
        if st["forced_contracts"]:
            bare = st["forced_without_marriage"]
            print(f"  forced contracts with a marriage to declare: "
                  f"{_pct(st['forced_with_marriage_success'])}% of "
                  f"{st['forced_contracts'] - bare}; with none after the talon: "
                  f"{_pct(st['forced_without_marriage_success'])}% of {bare}", file=out)
        print(f"  mean winning bid {_fmt(st['mean_winning_bid'])}, concessions "
              f"{st['concessions']}, bolts {st['bolts']}", file=out)
        print(f"  decision time: mean {_fmt(st['decision_ms_mean'], '.3f')} ms, p95 "
              f"{_fmt(st['decision_ms_p95'], '.3f')} ms ({st['decisions']} decisions)", file=out)
    for pair, d in data.get("duplicate", {}).items():
        lo, hi = d["ci95"]
        print(f"duplicate {pair}: {_fmt(d['mean_diff_per_round'], '+.1f')} points per round "
              f"(95% CI {_fmt(lo, '+.1f')} to {_fmt(hi, '+.1f')}, {d['deals']} deals)", file=out)


class Progress:
    """A one-line progress bar on stderr."""

    def __init__(self, stream: TextIO, width: int = 30) -> None:
        self.stream = stream
        self.width = width
        self.start = time.perf_counter()
        self.shown = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done != total and now - self.shown < 0.2:
            return
        self.shown = now
        filled = self.width * done // max(1, total)
        elapsed = time.perf_counter() - self.start
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} "
                          f"games {elapsed:.0f}s")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()


def run_arena(agents: Sequence[str], games: int, seed: int, preset: str = "classic",
              overrides: dict[str, Any] | None = None, jobs: int = 1, duplicate: bool = False,
              max_rounds: int = 300, json_path: str | None = None,
              out: TextIO | None = None, err: TextIO | None = None,
              progress: bool = True, first: int = 0, save_path: str | None = None) -> int:
    """Run and report; 0 on success, 1 when a game failed (its record saved)."""
    out = out or sys.stdout
    err = err or sys.stderr
    if first < 0:
        raise ValueError(f"--first must be 0 or more, not {first}")
    rules = Rules.preset(preset, **(overrides or {}))
    if len(agents) != rules.players:
        raise ValueError(f"{len(agents)} agents for a {rules.players}-player game")
    for name in agents:
        make_agent(name)
    tasks = make_tasks(agents, games, seed, rules, preset, duplicate, max_rounds, first)
    summary = Summary(list(agents))
    kept: list[GameResult] = []
    bar = Progress(err) if progress else None
    for result in run_tasks(tasks, jobs, bar):
        if result.error:
            path = f"arena-failure-seed{seed}-game{result.index}.json"
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(result.record or "")
            if bar:
                err.write("\n")
            print(f"game {result.index} failed: {result.error}", file=err)
            print(f"game record saved to {path}", file=err)
            return 1
        summary.add(result, duplicate)
        if save_path:
            kept.append(result)
    config = {"agents": list(agents), "games": games, "seed": seed, "preset": preset,
              "overrides": overrides or {}, "jobs": jobs, "duplicate": duplicate,
              "max_rounds": max_rounds, "first": first}
    if save_path:
        save_part(save_path, config, kept)
    _finish(summary, config, out, json_path)
    return 0


def _finish(summary: Summary, config: dict[str, Any], out: TextIO,
            json_path: str | None) -> None:
    """Print the report and write the statistics, so a merge reports as a run does."""
    report(summary, out)
    if json_path:
        data = summary.to_json()
        data["config"] = config
        with open(json_path, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1)


# ------------------------------------------------------------- parts of a run

RUN_KEYS = ("agents", "seed", "preset", "overrides", "duplicate", "max_rounds")
"""The configuration parts must share to be games of one run; ``games``, ``first``
and ``jobs`` say only which of its games a part played, and how fast."""


def save_part(path: str, config: dict[str, Any], results: Sequence[GameResult]) -> None:
    """Every game's result with the run's configuration.

    The results keep the per-seat tallies and decision times, so the report of merged
    parts is the one run's; the configuration lets a merge refuse another run's games.
    """
    with open(path, "w", encoding="utf-8") as handle:
        json.dump({"config": config, "results": [asdict(r) for r in results]}, handle)


def load_part(path: str) -> tuple[dict[str, Any], list[GameResult]]:
    """A part saved by ``--save``; a ValueError naming the file when it is not one."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror}") from exc
    except ValueError as exc:
        raise ValueError(f"{path} is not JSON: {exc}") from exc
    not_a_part = ValueError(f"{path} is not a part saved by arena --save")
    if not (isinstance(data, dict) and isinstance(data.get("config"), dict)
            and isinstance(data.get("results"), list)
            and all(key in data["config"] for key in RUN_KEYS)):
        raise not_a_part
    try:
        return data["config"], [_result_from_json(row) for row in data["results"]]
    except (TypeError, KeyError, AttributeError) as exc:
        raise not_a_part from exc


def _result_from_json(row: dict[str, Any]) -> GameResult:
    per_seat = [SeatResult(**seat) for seat in row["per_seat"]]
    return GameResult(**{**row, "seats": tuple(row["seats"]), "per_seat": per_seat})


def merge_parts(paths: Sequence[str]) -> tuple[dict[str, Any], list[GameResult]]:
    """The saved parts' games in index order, with the configuration of their run.

    Games of another run (other agents, seed, rules, mode or round limit) or a game
    counted twice would give figures no single run gives, so they are refused.
    """
    base_path = paths[0]
    base, results = load_part(base_path)
    owner = dict.fromkeys((r.index for r in results), base_path)
    if len(owner) < len(results):
        raise ValueError(f"{base_path} holds a game twice")
    for path in paths[1:]:
        config, part = load_part(path)
        _check_same_run(base, base_path, config, path)
        for result in part:
            if result.index in owner:
                raise ValueError(f"game {result.index} is in both {owner[result.index]} and "
                                 f"{path}: the parts overlap (see --first)")
            owner[result.index] = path
        results += part
    results.sort(key=lambda r: r.index)
    merged = {key: base[key] for key in RUN_KEYS}
    merged["games"] = len({r.deal_index for r in results})
    merged["first"] = results[0].deal_index if results else 0
    merged["parts"] = list(paths)
    return merged, results


def _check_same_run(base: dict[str, Any], base_path: str, config: dict[str, Any],
                    path: str) -> None:
    for key in RUN_KEYS:
        if config[key] != base[key]:
            raise ValueError(f"{base_path} and {path} are not parts of one run: {path} has "
                             f"{key} {config[key]!r}, {base_path} has {base[key]!r}")


def merge_arena(paths: Sequence[str], json_path: str | None = None,
                out: TextIO | None = None) -> int:
    """Report saved parts as the one run they split, without playing a game."""
    config, results = merge_parts(paths)
    summary = Summary(list(config["agents"]))
    for result in results:
        summary.add(result, config["duplicate"])
    _finish(summary, config, out or sys.stdout, json_path)
    return 0


def parse_overrides(items: Sequence[str]) -> dict[str, Any]:
    """``field=value`` pairs; values are JSON when they parse as JSON, else text."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, text = item.partition("=")
        if not sep:
            raise ValueError(f"--rule expects FIELD=VALUE, not {item!r}")
        try:
            out[key.strip()] = json.loads(text)
        except ValueError:
            out[key.strip()] = text
    return out
