"""The match to 1000: rounds one after another, the dealer moving left, the
score sheet, golden rounds, and the winner. ``GameState`` is immutable like
``RoundState``; ``apply`` plays an action into the current round and, when the
round ends, scores it and deals the next one."""

from __future__ import annotations

import random

from .actions import Action
from .deal import seeded_deal
from .errors import IllegalActionError, Message, RecordError
from .frozen import Frozen
from .phase import Phase
from .round import Deal, RoundSetup, RoundState
from .rules import Rules
from .scoring import RoundSummary, ScoreEvent, Standing, score_round

_DONE = Phase.DONE  # a global: faster than the enum attribute, asked after every action


class GameState(Frozen):
    """A whole game. ``round`` is the deal being played; ``sheet`` the finished ones."""

    __slots__ = ("__dict__",)
    """Its fields live in the instance dictionary: ``_with`` copies it, the cheapest copy
    there is."""
    rules: Rules
    seed: int | str
    first_dealer: int
    standing: Standing
    sheet: tuple[RoundSummary, ...]
    round: RoundState
    winner: int | None = None
    golden_played: int = 0
    golden_made: bool = False
    redeals_in_row: int = 0
    start_scores: tuple[int, ...] | None = None
    past: tuple[tuple[Deal, tuple[Action, ...]], ...] = ()
    """Every finished deal with its actions, in order: what a record needs."""
    planned: tuple[Deal | None, ...] = ()
    """Deals fixed in advance by a record (index 0 is entry 1; None: from the seed).
    The next deal must be the record's own *before* it starts, or a seeded deal that
    voids itself (``four_aces_redeal``) would shift every later entry."""

    def __init__(self, rules: Rules, seed: int | str, first_dealer: int, standing: Standing,
                 sheet: tuple[RoundSummary, ...], round: RoundState,
                 winner: int | None = None, golden_played: int = 0, golden_made: bool = False,
                 redeals_in_row: int = 0, start_scores: tuple[int, ...] | None = None,
                 past: tuple[tuple[Deal, tuple[Action, ...]], ...] = (),
                 planned: tuple[Deal | None, ...] = ()) -> None:
        self.__dict__.update(
            rules=rules, seed=seed, first_dealer=first_dealer, standing=standing, sheet=sheet,
            round=round, winner=winner, golden_played=golden_played, golden_made=golden_made,
            redeals_in_row=redeals_in_row, start_scores=start_scores, past=past,
            planned=planned)

    # -------------------------------------------------------------- creation

    @staticmethod
    def new(rules: Rules, seed: int | str | None = None, first_dealer: int = 0,
            start_scores: tuple[int, ...] | None = None, deal: Deal | None = None,
            planned: tuple[Deal | None, ...] = ()) -> GameState:
        """A fresh game; without a seed, one is drawn so the game can still be replayed.
        ``planned`` deals (a record's) replace the seeded ones entry by entry."""
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        if not 0 <= first_dealer < rules.players:
            raise RecordError("game_first_dealer", high=rules.players - 1)
        if start_scores is not None:
            if len(start_scores) != rules.players:
                raise RecordError("game_start_count", want=rules.players)
            limit = rules.barrel if rules.barrel is not None else rules.target
            if any(not isinstance(s, int) or isinstance(s, bool) or s >= limit
                   for s in start_scores):
                raise RecordError("game_start_below", limit=limit)
        standing = Standing.initial(rules.players, start_scores)
        setup = _setup(rules, first_dealer, standing, golden=rules.golden_rounds > 0,
                       redeals_in_row=0)
        if deal is None and planned:
            deal = planned[0]
        first = RoundState.start(setup, deal or seeded_deal(seed, 1, rules, first_dealer))
        return GameState(rules, seed, first_dealer, standing, (), first,
                         start_scores=start_scores, planned=tuple(planned))._settle()

    # ------------------------------------------------------------ properties

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def scores(self) -> tuple[int, ...]:
        return self.standing.scores

    @property
    def entry(self) -> int:
        """1-based index of the deal being played (redealt deals count)."""
        return len(self.sheet) + 1

    @property
    def phase(self) -> Phase:
        return _DONE if self.is_over else self.round.phase

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else self.round.to_move

    @property
    def dealer(self) -> int:
        return self.round.setup.dealer

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over else self.round.legal_actions()

    # ----------------------------------------------------------------- moves

    def apply(self, action: Action) -> GameState:
        """Play ``action``; a finished round is scored and the next deal made from the seed."""
        if self.is_over:
            raise IllegalActionError(action, Message("illegal_game_over"), "done",
                                     getattr(action, "seat", None))
        return self.advance(self.round.apply(action))

    def advance(self, state: RoundState) -> GameState:
        """The game with its round moved on to ``state``, which ``RoundState.apply`` made
        from ``self.round`` (every rule checked there); a finished round is scored and the
        next one dealt. A replay applies a deal's actions to the round and calls this once
        per deal, not once per action, for speed."""
        if state.phase is _DONE and not self.is_over:
            return self._close_round(state)._settle()
        return self._with(round=state)

    def _with(self, **changes: object) -> GameState:
        """``replace`` without its per-field checks: the fields changed are already of
        the right kind, and this runs after every action of a replay."""
        new = object.__new__(GameState)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    def with_deal(self, deal: Deal) -> GameState:
        """The same position with the current, untouched deal replaced (records do this)."""
        if self.round.history:
            raise RecordError("deal_replace_late")
        return self._with(round=RoundState.start(self.round.setup, deal))._settle()

    def _settle(self) -> GameState:
        """Score every finished round and deal the next, until a round needs a decision."""
        game = self
        while game.round.phase is _DONE and not game.is_over:
            game = game._close_round(game.round)
        return game

    def _close_round(self, state: RoundState) -> GameState:
        """Score ``state``, the round just finished, and deal the next one."""
        rules = self.rules
        standing, summary, winner = score_round(self.standing, state)
        golden_played = self.golden_played
        golden_made = self.golden_made
        if not state.redealt and state.setup.golden:
            golden_played += 1
            golden_made = golden_made or bool(summary.made)
            if golden_played == rules.golden_rounds and not golden_made and winner is None:
                zeros = (0,) * rules.players
                standing = standing.replace(scores=zeros, on_barrel=(False,) * rules.players,
                                            barrel_tries=zeros)
                summary = summary.replace(scores=zeros,
                                          deltas=tuple(-s for s in self.standing.scores),
                                          on_barrel=(False,) * rules.players,
                                          events=(*summary.events,
                                                  ScoreEvent("golden_reset", None)))
        sheet = (*self.sheet, summary)
        past = (*self.past, (state.deal, state.history))
        if winner is not None:
            return self._with(round=state, standing=standing, sheet=sheet, winner=winner,
                              past=past, golden_played=golden_played, golden_made=golden_made)
        dealer = state.setup.dealer
        redeals = self.redeals_in_row + 1 if state.redealt else 0
        if not state.redealt:
            dealer = (dealer + 1) % rules.players
        golden = golden_played < rules.golden_rounds
        setup = _setup(rules, dealer, standing, golden, redeals)
        entry = len(sheet) + 1
        deal = self.planned[entry - 1] if entry <= len(self.planned) else None
        if deal is None:
            nxt = RoundState.start(setup, seeded_deal(self.seed, entry, rules, dealer))
        else:
            try:
                nxt = RoundState.start(setup, deal)
            except RecordError as exc:
                raise RecordError("record_round_deal", round=entry, reason=exc) from None
        return self._with(standing=standing, sheet=sheet, round=nxt, past=past,
                          golden_played=golden_played, golden_made=golden_made,
                          redeals_in_row=redeals)


def _setup(rules: Rules, dealer: int, standing: Standing, golden: bool,
           redeals_in_row: int) -> RoundSetup:
    return RoundSetup(rules=rules, dealer=dealer, scores=standing.scores,
                      on_barrel=standing.on_barrel, golden=golden,
                      concede_used=standing.concede_used, redeals_in_row=redeals_in_row)
