"""Helpers for the rule and record tests: cards in notation, rounds set up by
hand, records built, replayed and run through the real command line, and rounds the
heuristic plays for the agents' tests.

Every helper drives the public engine API; none of them computes a score, so
expected numbers in the tests stay worked out by hand."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from thousand.actions import parse_action
from thousand.agents import make_agent
from thousand.cards import Card, parse_cards
from thousand.errors import RecordError
from thousand.game import GameState
from thousand.record import loads, replay, replay_output
from thousand.round import Deal, Phase, RoundSetup, RoundState
from thousand.rules import Rules
from thousand.view import PlayerView, view_of

ROOT = Path(__file__).resolve().parent.parent
RECORDS = Path(__file__).resolve().parent / "records"


def hand(text: str) -> tuple[Card, ...]:
    """Cards from notation: ``hand("AH 10H KH")``."""
    return parse_cards(text)


def card(text: str) -> Card:
    return Card.parse(text)


# ------------------------------------------------------------ rounds by hand

def start(hands: Sequence[str], talon: str | Sequence[str], *, rules: Rules | None = None,
          dealer: int = 0, scores: Sequence[int] | None = None,
          on_barrel: Sequence[bool] | None = None, golden: bool = False,
          concede_used: Sequence[bool] = (), redeals_in_row: int = 0) -> RoundState:
    """A round dealt exactly as written (one talon string, or two for 2 players)."""
    rules = rules or Rules()
    n = rules.players
    talons = (talon,) if isinstance(talon, str) else tuple(talon)
    deal = Deal(tuple(hand(h) for h in hands), tuple(hand(t) for t in talons))
    setup = RoundSetup(rules=rules, dealer=dealer, scores=tuple(scores or (0,) * n),
                       on_barrel=tuple(on_barrel or (False,) * n), golden=golden,
                       concede_used=tuple(concede_used), redeals_in_row=redeals_in_row)
    return RoundState.start(setup, deal)


def do(state: RoundState, *texts: str) -> RoundState:
    """Apply actions written as in a record."""
    for text in texts:
        state = state.apply(parse_action(text))
    return state


def legal(state: RoundState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


# ------------------------------------------------------------------ records

def tricks(*specs: str, players: int = 3, dealer: int = 0) -> list[str]:
    """Play actions from tricks written ``"1: AS 9S 9D"``: the leader, then the
    cards clockwise (the 4-player dealer skipped). ``KH*`` declares."""
    out: list[str] = []
    for spec in specs:
        lead, cards = spec.split(":")
        seat = int(lead)
        for text in cards.split():
            declare = text.endswith("*")
            out.append(f"{seat}: play {text.rstrip('*')}{' declare' if declare else ''}")
            seat = (seat + 1) % players
            if players == 4 and seat == dealer:
                seat = (seat + 1) % players
    return out


def rnd(hands: Sequence[str] | None, talon: str | Sequence[str] | None,
        actions: Sequence[str]) -> dict[str, Any]:
    """One record entry; ``hands=None`` leaves the deal to the seed."""
    entry: dict[str, Any] = {"actions": list(actions)}
    if hands is not None:
        deal: dict[str, Any] = {"hands": [h.split() for h in hands]}
        if isinstance(talon, str):
            deal["talon"] = talon.split()
        elif talon is not None:
            deal["talons"] = [t.split() for t in talon]
        entry["deal"] = deal
    return entry


def record(*rounds: dict[str, Any], rules: dict[str, Any] | None = None,
           start_scores: Sequence[int] | None = None, first_dealer: int = 0,
           seed: int | None = None) -> dict[str, Any]:
    rec: dict[str, Any] = {"format": "thousand-record/1",
                           "rules": rules or {"preset": "classic"},
                           "first_dealer": first_dealer, "rounds": list(rounds)}
    if start_scores is not None:
        rec["start_scores"] = list(start_scores)
    if seed is not None:
        rec["seed"] = seed
    return rec


def replay_dict(rec: dict[str, Any] | str) -> dict[str, Any]:
    """What ``python -m thousand replay`` would print, in process."""
    text = rec if isinstance(rec, str) else json.dumps(rec)
    return replay_output(replay(loads(text)))


def replay_error(rec: dict[str, Any] | str) -> str:
    """The message a broken record stops with (it must be a ``RecordError``)."""
    text = rec if isinstance(rec, str) else json.dumps(rec)
    with pytest.raises(RecordError) as info:
        replay(loads(text))
    return str(info.value)


def run_cli(rec: dict[str, Any] | str, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m thousand replay -`` with the record on standard input."""
    text = rec if isinstance(rec, str) else json.dumps(rec)
    return subprocess.run([sys.executable, "-m", "thousand", "replay", "-", *args],
                          input=text, capture_output=True, text=True, cwd=ROOT, timeout=60,
                          check=False)


def last(out: dict[str, Any]) -> dict[str, Any]:
    """The last round entry of a replay output."""
    rounds: list[dict[str, Any]] = out["rounds"]
    return rounds[-1]


# ------------------------------------------------------- hand-made deals
# Each is written for dealer 0 (seat 1 on the hundred, seat 2 speaks first);
# ``deal_round(name, dealer)`` turns the seats round for another dealer. The
# card points of every trick are summed in the comments of the tests.

_D1_HANDS = ["KD QD JD 9D AH 10H KH", "AS 10S KS AC 10C AD 10D", "QS JS 9S KC QC JC 9C"]
D1_TRICKS = ["1: AS 9S 9D", "1: 10S JS JD", "1: KS QS KH", "1: AC 9C JH", "1: 10C JC QD",
             "1: AD 9H KD", "1: 10D QC 10H", "1: QH KC AH"]
"""D1: seat 1 at 100 uncontested takes 102 in 7 tricks, seat 0 takes 18 (the
last trick, QH KC AH = 3+4+11), seat 2 takes no trick.
Tricks for seat 1: 11 (AS 9S 9D) + 14 (10S JS JD) + 11 (KS QS KH) + 13 (AC 9C JH)
+ 15 (10C JC QD) + 15 (AD 9H KD) + 23 (10D QC 10H) = 102."""

_ALL_HANDS = ["KD QD JD KH QH JH 9H", "AS 10S AC 10C AD 10D AH", "KS QS JS KC QC JC 9D"]
ALL_TRICKS = ["1: AS 9S 9H", "1: 10S JS 9C", "1: AC JC JH", "1: 10C QC QH", "1: AD 9D JD",
              "1: 10D KS QD", "1: AH QS KH", "1: 10H KC KD"]
"""ALL: seat 1 takes all 8 tricks and all 120 points; seats 0 and 2 take none."""

_M_HANDS = ["AD 10D KD QD 9D JH 9H", "AH 10H KH QH AS 10S AC", "KS QS JS KC QC JC 9C"]
M_TRICKS = ["1: AS 9S 9D", "1: KH* JS 9H", "1: QH QS JH", "1: AH KS JD", "1: 10H JC QD",
            "1: 10S 9C KD", "1: AC QC 10D", "1: 10C KC AD"]
"""M: seat 1 (K+Q of hearts, cap 220) takes all 8 tricks (120) and declares
hearts (100) on the second: 220 in all. Tricks: 11 + 6 + 8 + 17 + 15 + 14 + 24
+ 25 = 120."""

_E_HANDS = ["QC JC 9C KD QD JD 9D", "KS QS JS 9S JH 9H KC", "AH 10H KH QH AS AC AD"]
E_TRICKS = ["2: AS 9D 9S", "2: KH* 9C 9H", "2: QH JC JH", "2: AC QC 10C", "2: AD QD KC",
            "2: 10S JD JS", "2: 10H KD KS", "2: AH 10D QS"]
"""E: seat 1 is on the hundred and ON THE BARREL (automatic 120); seat 2 bids
125 and takes every trick (120) with the hearts marriage (100): seats 0 and 1
take no trick."""

DEALS: dict[str, tuple[list[str], str, list[str]]] = {
    # name: (hands, talon, actions after the bidding)
    "D1": (_D1_HANDS, "QH JH 9H",
           ["2: pass", "0: pass", "1: give 9H to 2", "1: give JH to 0", "1: contract 100",
            *tricks(*D1_TRICKS)]),
    # D1 with the hands of seats 0 and 2 swapped: seat 2 takes the 18, seat 0 none.
    "D1b": ([_D1_HANDS[2], _D1_HANDS[1], _D1_HANDS[0]], "QH JH 9H",
            ["2: pass", "0: pass", "1: give 9H to 0", "1: give JH to 2", "1: contract 100",
             *tricks(*[f"1: {t.split()[1]} {t.split()[3]} {t.split()[2]}" for t in D1_TRICKS])]),
    "ALL": (_ALL_HANDS, "10H 9S 9C",
            ["2: pass", "0: pass", "1: give 9S to 2", "1: give 9C to 0", "1: contract 120",
             *tricks(*ALL_TRICKS)]),
    "M": (_M_HANDS, "10C JD 9S",
          ["2: bid 110", "0: pass", "1: bid 170", "2: pass", "1: give JD to 0",
           "1: give 9S to 2", "1: contract 170", *tricks(*M_TRICKS)]),
    "E": (_E_HANDS, "10S 10C 10D",
          ["2: bid 125", "0: pass", "1: pass", "2: give 10C to 1", "2: give 10D to 0",
           "2: contract 125", *tricks(*E_TRICKS)]),
}


def _shift(text: str, k: int, n: int) -> str:
    seat, rest = text.split(":", 1)
    rest = re.sub(r" to (\d)$", lambda m: f" to {(int(m.group(1)) + k) % n}", rest)
    return f"{(int(seat) + k) % n}:{rest}"


def deal_round(name: str, dealer: int = 0, actions: Sequence[str] | None = None,
               n: int = 3) -> dict[str, Any]:
    """Record entry of deal ``name`` for ``dealer``: seats turned round by ``dealer``.
    ``actions`` (written for dealer 0) replace the deal's own."""
    hands, talon, own = DEALS[name]
    turned = [""] * n
    for seat, cards in enumerate(hands):
        turned[(seat + dealer) % n] = cards
    acts = own if actions is None else actions
    return rnd(turned, talon, [_shift(a, dealer, n) for a in acts])


def heuristic_states(game: GameState) -> Iterator[GameState]:
    """Each state of ``game``'s round before a move, the heuristic making every move (its
    randomness seeded by the move's number), until the round is over."""
    agent = make_agent("heuristic")
    step = 0
    while game.round.phase is not Phase.DONE and not game.sheet:
        yield game
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        game = game.apply(agent.choose(view, view.legal, random.Random(step)))
        step += 1


def first_view(game: GameState, wanted: Callable[[PlayerView], bool]) -> PlayerView:
    """The first view of the seat to move in ``game``'s round that ``wanted`` accepts, the
    heuristic making every move before it (``heuristic_states``)."""
    for state in heuristic_states(game):
        seat = state.to_move
        assert seat is not None
        view = view_of(state, seat)
        if wanted(view):
            return view
    raise AssertionError("the round ended before such a view")
