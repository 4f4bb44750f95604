"""``python -m lab play``: a game against the computer in a terminal.

The same engine and agents as the browser, with plain text in and out, so the
game can be played (and its AI judged) without a browser. Input is a number
from the list of legal actions or an action's text; ``h`` asks for a hint,
``s FILE`` saves the record, ``q`` quits.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from thousand.actions import Action, parse_action
from thousand.agents import make_agent
from thousand.agents.hint import hint
from thousand.cards import cards_text
from thousand.errors import ThousandError
from thousand.game import GameState
from thousand.record import dumps
from thousand.rules import Rules
from thousand.view import PlayerView, view_of

HUMAN = 0


def describe(view: PlayerView) -> str:
    """The position as the human sees it, in a few lines."""
    lines = [f"— deal {view.entry}, {view.phase}; dealer {view.dealer}; "
             f"scores {list(view.scores)}"]
    if view.declarer is not None:
        lines.append(f"declarer {view.declarer}, bid {view.bid}, contract {view.contract}, "
                     f"trump {view.trump.symbol if view.trump else 'none'}")
    if view.talon:
        lines.append(f"talon: {cards_text(view.talon)}")
    if view.trick:
        lines.append("trick: " + ", ".join(f"{seat}:{card.text}" for seat, card in view.trick))
    lines.append(f"your hand: {cards_text(view.hand)}")
    return "\n".join(lines)


def _summary_line(game: GameState) -> str:
    row = game.sheet[-1]
    if row.redealt:
        return f"deal {len(game.sheet)} redealt"
    return (f"deal {len(game.sheet)}: declarer {row.declarer} at {row.contract or row.bid}, "
            f"deltas {list(row.deltas)}, scores {list(row.scores)}")


def play(rules: Rules, seed: int | None, agent: str, read: Callable[[str], str],
         write: Callable[[str], None]) -> GameState:
    """Play until the game ends or the human quits; returns the final position."""
    game = GameState.new(rules, seed)
    bots = {seat: make_agent(agent) for seat in range(rules.players) if seat != HUMAN}
    rng = random.Random(game.seed)
    while not game.is_over:
        before = len(game.sheet)
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        if seat != HUMAN:
            action = bots[seat].choose(view, view.legal, rng)
            write(f"seat {seat}: {action}")
        else:
            chosen = _ask(view, read, write, game)
            if chosen is None:
                break
            action = chosen
        game = game.apply(action)
        if len(game.sheet) > before:
            write(_summary_line(game))
    if game.winner is not None:
        write(f"seat {game.winner} wins with {game.scores[game.winner]}")
    return game


def _ask(view: PlayerView, read: Callable[[str], str], write: Callable[[str], None],
         game: GameState) -> Action | None:
    write(describe(view))
    for number, action in enumerate(view.legal, start=1):
        write(f"  {number:2}. {action}")
    while True:
        try:
            answer = read("your move (number, text, h, s FILE, q): ").strip()
        except EOFError:
            return None
        if answer == "q":
            return None
        if answer == "h":
            tip = hint(view)
            write(f"hint: {tip.action} — {tip.reason}")
            continue
        if answer.startswith("s "):
            try:
                with open(answer[2:].strip(), "w", encoding="utf-8") as handle:
                    handle.write(dumps(game))
                write("saved")
            except OSError as exc:
                write(f"cannot save: {exc}")
            continue
        if answer.isdigit() and 1 <= int(answer) <= len(view.legal):
            return view.legal[int(answer) - 1]
        try:
            action = parse_action(answer if ":" in answer else f"{view.seat}: {answer}")
        except ThousandError as exc:
            write(str(exc))
            continue
        if action in view.legal:
            return action
        write(f"not legal now: {game.round.explain_illegal(action)}")
