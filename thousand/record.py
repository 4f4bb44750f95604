"""Game records (RECORD.md): load, save and replay.

A record is the project's interchange format: the browser exports it, the
command line replays it, bug reports attach it, and tests use records as
golden scenarios. Every problem becomes a ``RecordError`` whose message names
the round, the action as written and the reason.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from itertools import repeat

from .actions import _PARSED, parse_action
from .cards import Card, canonical_cards
from .errors import IllegalActionError, RecordError, ThousandError
from .frozen import Frozen
from .game import GameState
from .phase import Phase
from .round import Deal
from .rules import PRESETS, Rules
from .scoring import RoundSummary
from .untrusted import MAX_DEPTH, checked_json_text, excerpt

TYPE_CHECKING = False  # typing is not imported at run time: it slows the replay's start-up
if TYPE_CHECKING:
    from typing import Any

FORMAT = "thousand-record/1"
_DONE = Phase.DONE  # a global: faster than the enum attribute, asked after every action


_set = object.__setattr__


class RecordRound(Frozen):
    deal: Deal | None
    actions: tuple[str, ...]

    def __init__(self, deal: Deal | None, actions: tuple[str, ...]) -> None:
        _set(self, "deal", deal)
        _set(self, "actions", actions)


class Record(Frozen):
    rules: Rules
    rounds: tuple[RecordRound, ...]
    players: tuple[str, ...]
    seed: int | str | None
    first_dealer: int
    start_scores: tuple[int, ...] | None
    preset: str
    extra: dict[str, Any]

    def __init__(self, rules: Rules, rounds: tuple[RecordRound, ...],
                 players: tuple[str, ...] = (), seed: int | str | None = None,
                 first_dealer: int = 0, start_scores: tuple[int, ...] | None = None,
                 preset: str = "classic", extra: dict[str, Any] | None = None) -> None:
        _set(self, "rules", rules)
        _set(self, "rounds", rounds)
        _set(self, "players", players)
        _set(self, "seed", seed)
        _set(self, "first_dealer", first_dealer)
        _set(self, "start_scores", start_scores)
        _set(self, "preset", preset)
        _set(self, "extra", {} if extra is None else extra)


# ------------------------------------------------------------------ loading

def loads(text: str) -> Record:
    """Parse record JSON text into a ``Record`` (structure only; replay checks the play)."""
    return from_json(json_object(text))


def json_object(text: str) -> dict[str, Any]:
    """The JSON object of a record's text, or a ``RecordError`` saying why it is none."""
    text = checked_json_text(text)  # size, depth and byte-order mark, before parsing
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError("record_not_json", line=exc.lineno, column=exc.colno,
                          detail=exc.msg) from None
    except RecursionError:
        raise RecordError("record_too_deep", limit=MAX_DEPTH) from None
    except ValueError as exc:  # e.g. an integer with too many digits
        raise RecordError("record_not_json", line=1, column=1, detail=str(exc)) from None
    if not isinstance(data, dict):
        raise RecordError("record_not_object")
    return data


def from_json(data: Any) -> Record:
    if not isinstance(data, Mapping):
        raise RecordError("record_not_object")
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise RecordError("record_format", got=fmt, want=FORMAT)
    rules_data = data.get("rules", {"preset": "classic"})
    try:
        rules = Rules.from_dict(rules_data)
    except ThousandError as exc:
        raise RecordError("record_rules", reason=exc) from None
    preset = rules_data.get("preset", "classic") if isinstance(rules_data, Mapping) else "classic"
    players = data.get("players", [])
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError("record_players")
    if "players" in data and len(players) != rules.players:
        # Names are optional, but a list names every seat in order: any other length
        # would put a name on the wrong seat.
        raise RecordError("record_players_count", want=rules.players, got=len(players))
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | str)):
        raise RecordError("record_seed")
    first_dealer = data.get("first_dealer", 0)
    if isinstance(first_dealer, bool) or not isinstance(first_dealer, int) \
            or not 0 <= first_dealer < rules.players:
        raise RecordError("game_first_dealer", high=rules.players - 1)
    start = data.get("start_scores")
    start_scores: tuple[int, ...] | None = None
    if start is not None:
        if not isinstance(start, list) or len(start) != rules.players or any(
                isinstance(s, bool) or not isinstance(s, int) for s in start):
            raise RecordError("record_start_count", want=rules.players)
        limit = rules.barrel if rules.barrel is not None else rules.target
        if any(s >= limit for s in start):
            raise RecordError("record_start_below", limit=limit)
        start_scores = tuple(start)
    rounds_data = data.get("rounds", [])
    if not isinstance(rounds_data, list):
        raise RecordError("record_rounds")
    rounds = tuple(_round_from_json(i + 1, r, rules) for i, r in enumerate(rounds_data))
    return Record(rules, rounds, tuple(players), seed, first_dealer, start_scores, preset)


def _round_from_json(number: int, data: Any, rules: Rules) -> RecordRound:
    if data.__class__ is not dict and not isinstance(data, Mapping):  # dict: no ABC check
        raise RecordError("record_round_object", round=number)
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(map(isinstance, actions, repeat(str))):
        raise RecordError("record_round_actions", round=number)
    deal = None
    if data.get("deal") is not None:
        try:
            deal = _deal_from_json(data["deal"], rules)
        except ThousandError as exc:
            raise RecordError("record_round_deal", round=number, reason=exc) from None
    return RecordRound(deal, tuple(actions))


def _cards(value: Any, code: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise RecordError(code)
    cards = canonical_cards(value)
    if cards is not None:
        return cards
    if not all(map(isinstance, value, repeat(str))):
        raise RecordError(code)
    return tuple(Card.parse(c) for c in value)


def _deal_from_json(data: Any, rules: Rules) -> Deal:
    if data.__class__ is not dict and not isinstance(data, Mapping):
        raise RecordError("record_deal_object")
    hands = data.get("hands")
    if not isinstance(hands, list):
        raise RecordError("record_hands")
    parsed = tuple(_cards(h, "record_hand_cards") for h in hands)
    if rules.players == 2:
        talons = data.get("talons")
        if not isinstance(talons, list):
            raise RecordError("record_talons")
        return Deal(parsed, tuple(_cards(t, "record_talons_cards") for t in talons))
    return Deal(parsed, (_cards(data.get("talon"), "record_talon_cards"),))


# ------------------------------------------------------------------- saving

def best_preset(rules: Rules) -> str:
    """The preset that needs the fewest overrides to give ``rules``."""
    return min(PRESETS, key=lambda name: len(rules.to_dict(name)))


def game_to_json(game: GameState, players: Sequence[str] = ()) -> dict[str, Any]:
    """A record of ``game`` holding every deal explicitly, the current one included."""
    rounds = [(deal, actions) for deal, actions in game.past]
    if not game.is_over:
        rounds.append((game.round.deal, game.round.history))
    preset = best_preset(game.rules)
    out: dict[str, Any] = {"format": FORMAT, "rules": game.rules.to_dict(preset)}
    if players:
        out["players"] = list(players)
    out["seed"] = game.seed
    out["first_dealer"] = game.first_dealer
    if game.start_scores is not None:
        out["start_scores"] = list(game.start_scores)
    out["rounds"] = [{"deal": deal_to_json(deal, game.rules),
                      "actions": [str(a) for a in actions]} for deal, actions in rounds]
    return out


def deal_to_json(deal: Deal, rules: Rules) -> dict[str, Any]:
    hands = [[c.text for c in h] for h in deal.hands]
    if rules.players == 2:
        return {"hands": hands, "talons": [[c.text for c in t] for t in deal.talons]}
    return {"hands": hands, "talon": [c.text for c in deal.talons[0]]}


def dumps(game: GameState, players: Sequence[str] = ()) -> str:
    return json.dumps(game_to_json(game, players), ensure_ascii=False, indent=1)


# ------------------------------------------------------------------ replay

class Replay(Frozen):
    """A replayed record: the final game and one summary per record entry."""

    game: GameState
    rounds: tuple[RoundSummary, ...]

    def __init__(self, game: GameState, rounds: tuple[RoundSummary, ...]) -> None:
        _set(self, "game", game)
        _set(self, "rounds", rounds)


def replay(record: Record, stop_after: int | None = None) -> Replay:
    """Play a record with full legality checks; ``RecordError`` names round and action.

    ``stop_after`` replays only that many actions in all (the UI's step-through)."""
    planned = tuple(entry.deal for entry in record.rounds)
    try:
        game = GameState.new(record.rules, record.seed if record.seed is not None else 0,
                             record.first_dealer, record.start_scores, planned=planned)
    except ThousandError as exc:
        raise RecordError("record_round_deal", round=1, reason=exc) from None
    parsed = _PARSED.get
    done = 0
    stop = -1 if stop_after is None else max(stop_after, 0)  # -1: never reached
    for number, entry in enumerate(record.rounds, start=1):
        if game.is_over:
            raise RecordError("record_game_won", round=number)
        # The deal's actions move one mutable draft of its RoundState (the same checks as
        # ``apply``, without a copy per action); the game takes the sealed round back when
        # the deal ends (``advance``), or when the replay stops inside it.
        draft = None
        current = game.entry == number  # False once the game has moved past this entry
        for text in entry.actions:
            if done == stop:
                if draft is not None:
                    game = game.advance(draft.seal())
                return Replay(game, _summaries(game, number))
            if not current:
                raise RecordError("record_round_over", round=number, action=excerpt(text))
            try:
                if draft is None:
                    draft = game.round._draft()
                # parse_action's memo asked here first: a record repeats its texts.
                action = parsed(text) if text.__class__ is str else None
                draft.step(parse_action(text) if action is None else action)
                if draft.phase is _DONE:
                    game = game.advance(draft.seal())
                    draft = None
                    current = game.entry == number
            except RecordError as exc:
                if exc.code == "record_round_deal":
                    raise  # the next entry's deal is bad: the error names that round
                raise RecordError("record_round_action", round=number, action=excerpt(text),
                                  reason=exc) from None
            except IllegalActionError as exc:
                raise RecordError("record_round_action", round=number, action=excerpt(text),
                                  reason=exc.reason_message) from None
            except ThousandError as exc:
                # Notation errors quote the action already: keep only their reason.
                reason = exc.params["reason"] if exc.code == "action_in" else exc
                raise RecordError("record_round_action", round=number, action=excerpt(text),
                                  reason=reason) from None
            done += 1
        if draft is not None:
            game = game.advance(draft.seal())
        if number < len(record.rounds) and game.entry == number:
            raise RecordError("record_unfinished", round=number)
    return Replay(game, _summaries(game, len(record.rounds)))


def _summaries(game: GameState, entries: int = 0) -> tuple[RoundSummary, ...]:
    """One row per finished deal, plus the deal in progress when it has begun or
    when the record has an entry for it (RECORD.md: one entry per record entry)."""
    rows = list(game.sheet)
    state = game.round
    if not game.is_over and (state.history or len(rows) < entries):
        n = game.rules.players
        standing = game.standing
        bidding_done = state.declarer is not None
        rows.append(RoundSummary(
            dealer=state.setup.dealer, declarer=state.declarer if bidding_done else None,
            bid=state.bid if bidding_done else None, contract=state.contract, conceded=False,
            redealt=False, card_points=tuple(state.taken),
            marriages=tuple(state.marriage_points), deltas=(0,) * n, scores=standing.scores,
            bolts=standing.bolts, on_barrel=standing.on_barrel,
            barrel_falls=standing.barrel_falls))
    return tuple(rows)


def replay_output(result: Replay) -> dict[str, Any]:
    """The JSON object ``python -m thousand replay`` prints (RECORD.md)."""
    game = result.game
    out: dict[str, Any] = {"scores": list(game.scores), "winner": game.winner,
                           "rounds": [r.to_json() for r in result.rounds]}
    if not game.is_over:
        state = game.round
        phase = state.phase
        out["next"] = {"round": game.entry, "phase": str(phase if phase is not _DONE
                                                          else Phase.BIDDING),
                       "to_move": state.to_move,
                       "legal": sorted(str(a) for a in state.legal_actions())}
    return out
