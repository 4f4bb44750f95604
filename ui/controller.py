"""The turn loop, without the DOM: whose move it is, the human's clicks, the bots' moves.

``Controller`` holds the one mutable thing in the page, the current
``Session``; every move goes through the engine (``GameState.apply``), so the UI
holds no rules. Pacing lives in ``ui/app.py``; here a bot move is one short,
synchronous ``step`` so the page stays responsive between moves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from thousand.actions import Action, Play, parse_action
from thousand.agents import AGENTS, Agent, make_agent
from thousand.errors import RecordError, ThousandError
from thousand.game import GameState
from thousand.record import Record, from_json, replay
from thousand.rules import Rules
from thousand.view import PlayerView, view_of

from .difficulty import seat_agent
from .think import Request
from .undo import can_undo, undo_last

HUMAN = 0
PLAY = "play"
WATCH = "watch"


def best_agent_name() -> str:
    """The strongest registered computer player ("heuristic" once it exists)."""
    return "heuristic" if "heuristic" in AGENTS else "random"


@dataclass(frozen=True)
class Session:
    """Everything a reload must bring back: the game, who is human, a replay's position."""

    game: GameState
    preset: str = "classic"
    human: int = HUMAN
    mode: str = PLAY
    script: dict[str, Any] | None = None
    """Watch mode: the imported record (JSON object) being replayed."""
    pos: int = 0
    """Watch mode: how many of the script's actions are on the board."""
    seen: int = 0
    """Score-sheet rows whose round summary the player has already closed."""
    undos: int = 0
    """Moves taken back in this game (statistics count such games apart)."""
    humans: tuple[int, ...] = ()
    """Hot-seat: every seat played by a person at this device (``human`` is the one whose
    cards are shown); empty for a solo game (ui/features/hotseat/model.py)."""
    ready: bool = True
    """Hot-seat: the shown person has taken the device since the last round summary."""
    levels: tuple[str, ...] = ()
    """Difficulty per seat (ui/difficulty.py; "" for the person); empty: all normal."""


def script_actions(record: Record) -> list[tuple[int, str]]:
    """A record's actions in order, each with its 1-based round number."""
    return [(number, text) for number, entry in enumerate(record.rounds, start=1)
            for text in entry.actions]


def player_names(players: int, human: int = HUMAN,
                 levels: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Names written into exported records: each bot's agent by its difficulty level."""
    return tuple("human" if seat == human else seat_agent(levels, seat)
                 for seat in range(players))


@dataclass
class Controller:
    """The page's game: apply human actions, step bots or a replay, track what to show."""

    session: Session
    agents: dict[int, Agent] = field(default_factory=dict)
    paused: bool = False
    """Watch mode: the replay stands still until played on or stepped (not saved: a
    reload plays on)."""
    _steps: list[tuple[int, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._load_script()
        self._make_agents()

    # ---------------------------------------------------------------- creation

    @staticmethod
    def new_game(rules: Rules, preset: str = "classic", seed: int | str | None = None,
                 start_scores: tuple[int, ...] | None = None,
                 levels: tuple[str, ...] = ()) -> Controller:
        return Controller(Session(GameState.new(rules, seed, start_scores=start_scores),
                                  preset=preset, levels=levels))

    @staticmethod
    def from_record(data: dict[str, Any], mode: str) -> Controller:
        """An imported record: ``PLAY`` continues it, ``WATCH`` replays it from the start.

        Raises ``RecordError`` (with the reason) for a record that does not replay."""
        record = from_json(data)
        final = replay(record).game
        preset = record.preset
        if mode == WATCH:
            start = replay(record, stop_after=0).game
            return Controller(Session(start, preset, mode=WATCH, script=data, pos=0))
        if final.is_over:
            raise RecordError("record_game_over")
        return Controller(Session(final, preset, seen=len(final.sheet)))

    def _load_script(self) -> None:
        if self.session.script is None:
            self._steps = []
            return
        self._steps = script_actions(from_json(self.session.script))

    def _make_agents(self) -> None:
        self.agents = {seat: make_agent(self.seat_agent_name(seat))
                       for seat in range(self.game.rules.players) if seat not in self.people}

    # -------------------------------------------------------------- properties

    @property
    def game(self) -> GameState:
        return self.session.game

    @property
    def watching(self) -> bool:
        return self.session.mode == WATCH

    def view(self) -> PlayerView:
        return view_of(self.game, self.session.human)

    @property
    def actions_done(self) -> int:
        return sum(len(actions) for _, actions in self.game.past) + len(self.game.round.history)

    @property
    def script_length(self) -> int:
        return len(self._steps)

    @property
    def summary_pending(self) -> int | None:
        """Index of the sheet row whose summary must be shown before play goes on."""
        sheet = self.game.sheet
        return self.session.seen if self.session.seen < len(sheet) else None

    @property
    def agent_names(self) -> tuple[str, ...]:
        """Who plays each seat ("human" or the bot's agent), as exported records name them."""
        return player_names(self.game.rules.players, self.session.human, self.session.levels)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people at this device (one, unless hot-seat)."""
        return self.session.humans or (self.session.human,)

    @property
    def hotseat(self) -> bool:
        return len(self.session.humans) > 1

    @property
    def handoff_due(self) -> int | None:
        """Hot-seat: the person who must take the device before play goes on, if any."""
        to_move = self.game.to_move
        if (not self.hotseat or self.watching or self.summary_pending is not None
                or to_move is None or to_move not in self.people
                or (to_move == self.session.human and self.session.ready)):
            return None
        return to_move

    @property
    def hand_private(self) -> bool:
        """Whether the shown seat's cards may be on screen: in hot-seat not while the device
        is being passed on, nor under a round summary that every player reads."""
        return not self.hotseat or (self.handoff_due is None and self.summary_pending is None
                                    and not self.game.is_over and self.session.ready)

    def hand_over(self) -> None:
        """The person due to move has taken the device: show their cards."""
        seat = self.handoff_due
        if seat is not None:
            self.session = replace(self.session, human=seat, ready=True)

    def human_to_move(self) -> bool:
        return (not self.watching and not self.game.is_over and self.handoff_due is None
                and self.game.to_move == self.session.human)

    def bot_due(self) -> bool:
        """True when the next move belongs to a bot (or the replay) and nothing blocks it."""
        if self.game.is_over or self.summary_pending is not None:
            return False
        if self.watching:
            return not self.paused and self.session.pos < len(self._steps)
        return self.game.to_move is not None and self.game.to_move not in self.people

    # ------------------------------------------------------------------- moves

    def act(self, text: str) -> Action:
        """The human's action, by its canonical text; refused unless legal right now."""
        if not self.human_to_move():
            raise ThousandError("play_not_your_turn")
        action = parse_action(text)
        if action not in self.game.legal_actions():
            raise ThousandError("play_not_legal", action=text)
        self._apply(action)
        return action

    def step(self, agent: Agent | None = None) -> Action:
        """One bot move (or the replay's next action); ``agent`` plays it instead of the
        seat's own (the worker's fallback: the heuristic for a searching seat)."""
        if not self.bot_due():
            raise ThousandError("play_no_bot_move")
        if self.watching:
            return self._step_script()
        seat = self.game.to_move
        assert seat is not None
        view = view_of(self.game, seat)
        rng = random.Random(self._bot_seed(seat))
        action = (agent or self.agents[seat]).choose(view, view.legal, rng)
        self._apply(action)
        return action

    def _bot_seed(self, seat: int) -> str:
        return f"{self.game.seed}:{self.actions_done}:{seat}"

    def bot_request(self) -> Request | None:
        """The bot's decision to make elsewhere (the worker, ui/think.py): its seat's view,
        agent name and the same seed ``step`` would use, so the move is the same wherever
        it is computed. None when no bot is due or a replay moves next."""
        if not self.bot_due() or self.watching:
            return None
        seat = self.game.to_move
        assert seat is not None
        return Request(view_of(self.game, seat), self.seat_agent_name(seat),
                       self._bot_seed(seat))

    def seat_agent_name(self, seat: int) -> str:
        return seat_agent(self.session.levels, seat)

    def apply_bot(self, text: str) -> Action:
        """A bot's move computed elsewhere, by its canonical text; refused unless it is
        legal for the bot due now (a stale answer after an undo is a bug to report)."""
        if not self.bot_due() or self.watching:
            raise ThousandError("play_no_bot_move")
        action = parse_action(text)
        if action not in self.game.legal_actions():
            raise ThousandError("play_not_legal", action=text)
        self._apply(action)
        return action

    def _step_script(self) -> Action:
        # The game came from ``replay(record, stop_after=…)``, so it carries the record's
        # own deals for every entry; the record was checked in full when it was imported.
        _, text = self._steps[self.session.pos]
        action = parse_action(text)
        self.session = replace(self.session, game=self.game.apply(action),
                               pos=self.session.pos + 1)
        return action

    def _apply(self, action: Action) -> None:
        self.session = replace(self.session, game=self.game.apply(action))

    @property
    def can_undo(self) -> bool:
        """The player may take back a decision of this round (solo play, not a replay)."""
        return (not self.watching and not self.hotseat and self.summary_pending is None
                and can_undo(self.game, self.session.human))

    def undo(self) -> None:
        """Back to the human's previous decision of this round; the deal stays the same."""
        if not self.can_undo:
            raise ThousandError("play_nothing_to_undo")
        game = undo_last(self.game, self.session.human)
        assert game is not None
        self.session = replace(self.session, game=game, undos=self.session.undos + 1)

    def close_summary(self) -> None:
        """The player has read the pending round summary."""
        if self.summary_pending is not None:
            # Hot-seat: whoever closed it may not be the one whose cards come next.
            self.session = replace(self.session, seen=self.session.seen + 1,
                                   ready=not self.hotseat)

    def seek(self, pos: int, summaries_read: bool = False) -> None:
        """Watch mode: the replay at ``pos`` of its actions (clamped to the record): on
        from here by the record's actions, back from the record itself, so that stepping
        back is as exact as stepping on. Summaries of deals stepped back over are read
        again when reached again; with ``summaries_read`` (a jump along the slider) the
        deals ended before ``pos`` count as read, so a jump never stops at a summary."""
        if not self.watching or self.session.script is None:
            return
        pos = max(0, min(pos, len(self._steps)))
        if pos > self.session.pos:
            while self.session.pos < pos:
                self._step_script()
        elif pos < self.session.pos:
            game = replay(from_json(self.session.script), stop_after=pos).game
            self.session = replace(self.session, game=game, pos=pos,
                                   seen=min(self.session.seen, len(game.sheet)))
        if summaries_read:
            self.session = replace(self.session, seen=len(self.game.sheet))

    def take_over(self) -> None:
        """Stop watching a replay and play on from this position."""
        if self.watching and not self.game.is_over:
            self.session = replace(self.session, mode=PLAY, script=None, pos=0)
            self._load_script()
            self._make_agents()


def only_card(view: PlayerView) -> str | None:
    """The card, as its text, when it is the only one you may play now (and it plays
    without a question: a marriage's king or queen asks whether to declare); else None."""
    cards = {a.card for a in view.legal if isinstance(a, Play)}
    if len(cards) != 1 or any(isinstance(a, Play) and a.declare for a in view.legal):
        return None
    return next(iter(cards)).text
