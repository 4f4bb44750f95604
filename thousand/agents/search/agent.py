"""The ``search`` agent: sampled deals, each candidate card played out to the end.

The heuristic judges a card by one trick's odds; this agent asks what the card is
worth over the whole round. It deals the cards it cannot see many times over,
consistently with everything its ``PlayerView`` shows (``lookahead.sample_deal``: the
cards played, the voids shown, a shown talon, its own gifts, and with two players the
talon not taken, which the last trick scores), and (``infer``, on by default) with what
the other seats' bids and leads prove (``knowledge.Clues``: a bid above 120 needs marriages
worth the excess, a king or queen led without declaring means its partner is elsewhere),
and for every deal and every legal card plays the rest of the round out with the fast
open-hand rule of ``rollout.py`` (its last tricks solved exactly, ``tail.py``), scoring
the seat's real objective: its round score less the mean of its opponents' (a
declarer's contract made or lost, a defender's own points and the declarer's loss), as
the game takes it near the barrel, 555 or the target (``stakes.py``). All candidates
meet the same deals, so their difference is measured far more tightly than their
values. This is "perfect-information Monte Carlo", the method of the strong Skat and
Schnapsen programs.

Open-hand playouts know where every card is, so they flatter plans that need a guess
("strategy fusion"); the heuristic's card is therefore kept unless another beats it by
``MARGIN`` points. In the last tricks the heuristic's exact solver (``lookahead.judge``)
is better than a playout and decides, on deals that honour the clues as the playouts'
do; the playouts then choose among the cards it finds equally good. The gifts and the
contract are chosen by playouts too (``declare.py``); bidding stays the heuristic's unless
``bid=1``.

Budget: a fixed number of deals (``deals``), so that a seeded arena game is the same
in every process; the page may add a time limit (``seconds``) after the first deals.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, fields, replace

from ...actions import (
    Action,
    Bid,
    Concede,
    Contract,
    Dark,
    Give,
    Keep,
    Pass,
    Play,
    Redeal,
    TakeTalon,
)
from ...cards import Card
from ...scoring import multipliers
from ...view import PlayerView
from ..base import parse_knobs
from ..heuristic.agent import HeuristicAgent, Tuning
from ..heuristic.lookahead import Hands, Sampler, judge, refine_with, sample_deal
from ..heuristic.play import Choice, PlayTuning, choose_play
from ..knowledge import Clues, Knowledge
from .declarer import (
    Priced,
    Settings,
    bid_or_pass,
    concede_value,
    pick_contract,
    plan_gifts,
    price_declarer,
)
from .inference import weighted_sampler
from .model import advance, copy_knowledge, model_playout, seat_knowledge
from .rollout import Position, playout, relative
from .stakes import Stakes, game_deltas
from .tail import tail_settler

DEALS = 24
"""Sampled deals per card decision (every legal card is played out on each). With two
players 24 gained over 12 on the same deals and 48 no more than 24; with three, 24 leaned
to a gain over 12 on two seeds at twice the decision time, still far inside the page's
budget (docs/MEASUREMENTS.md, "The search agent")."""
MARGIN = 3.0
"""Points per round another card must gain over the heuristic's own to replace it."""
MIN_DEALS = 3
"""With a time limit, at least this many deals are played out whatever the clock says."""
PAGE_SECONDS = 0.15 if sys.platform == "emscripten" else None
"""The time limit of one card decision in the browser (Pyodide), where the clock matters
more than reproducing a game; none in CPython, so seeded arena games repeat exactly."""
PAGE_DECLARE_SECONDS = 0.4 if sys.platform == "emscripten" else None
"""The same for the bidding, the gifts and the contract: they come once a round and value
many options on each deal (the gifts take about 0.1-0.2 s in Pyodide), so a card's limit
would cut them short of the deals the lab measured them with."""


MODEL_CARDS = 0
"""Cards of each playout played by the opponent model (``model.py``) before the greedy rule."""

HEURISTIC_KNOBS = {"bid_hold": "bid_margin", "bid_model": "bid_model",
                   "barrel": "barrel_urgency", "block": "block_urgency"}
"""The ``Settings`` knobs (below 0: unset) that tune the heuristic bidding for this agent,
and the ``Tuning`` field each sets."""

@dataclass(frozen=True)
class Playout:
    """How the card search plays a sampled deal out (arena variants: ``search:name=value``
    beside ``declarer.Settings``' own knobs)."""

    model_cards: int = MODEL_CARDS
    """The first cards after the candidate played by each seat's heuristic card rule from
    its own knowledge (``model.py``); 0: every card by the open-hand greedy rule."""

    @staticmethod
    def split(text: str) -> tuple[Playout, str]:
        """``"model_cards=4:margin=10"`` -> this class's knobs and the rest of the text."""
        names = {f.name for f in fields(Playout)}
        mine = [item for item in text.split(":") if item.partition("=")[0] in names]
        rest = [item for item in text.split(":") if item and item not in mine]
        return parse_knobs(":".join(mine), Playout(), "search"), ":".join(rest)


@dataclass(frozen=True)
class Valued:
    """A candidate action with its mean value over the sampled deals (points per round,
    the seat's score less its opponents' mean) and how many deals measured it."""

    action: Play
    value: float
    deals: int


def start_position(view: PlayerView, hands: Hands, hidden: Sequence[Card] = ()) -> Position:
    """The open-hand position of ``view`` with ``hands`` for every active seat; with two
    players ``hidden`` is the sampled unseen talon, which scores for the last trick with
    the declarer's discard."""
    assert view.declarer is not None
    kn_trump_declarer = _trump_declarer(view)
    marriages = dict.fromkeys(view.active_seats, 0)
    for m in view.declared:
        if m.seat in marriages:
            marriages[m.seat] += m.value
    return Position(
        rules=view.rules, order=view.active_seats,
        hands={s: list(hands[s]) for s in view.active_seats}, trick=list(view.trick),
        trump=view.trump, trump_declarer=kn_trump_declarer, declarer=view.declarer,
        first_trick=not view.tricks, taken={s: view.taken[s] for s in view.active_seats},
        marriages=marriages, tricks={s: view.trick_count[s] for s in view.active_seats},
        bonus=talon_bonus(view, hidden))


def talon_bonus(view: PlayerView, hidden: Sequence[Card]) -> int:
    """Two players: the card points the last trick takes (the talon not taken and the
    declarer's discard; the declarer knows its discard, the sampler deals the rest)."""
    if view.rules.players != 2:
        return 0
    return sum(c.points for c in (*hidden, *(view.discard or ())))


def _trump_declarer(view: PlayerView) -> int | None:
    """Who declared the marriage in force (it may lead trumps under
    ``trump_lead_by_declarer_only``)."""
    for m in reversed(view.declared):
        if m.suit is not None:
            return m.seat
    return None


def value_plays(view: PlayerView, plays: Sequence[Play], rng: random.Random,
                deals: int = DEALS, seconds: float | None = None,
                infer: bool = True, model_cards: int = 0,
                ally: float = 1.0, stakes: bool = False,
                tail: int = 0) -> list[Valued] | None:
    """Each play's mean value over sampled deals, or None when no deal can be sampled.
    ``infer``: deal the hidden cards consistently with what the others' bids and leads
    prove (``Clues``), not only with the voids. ``model_cards``: the cards after the
    candidate that every seat plays by the heuristic's rule from its own knowledge
    (``model.py``) before the greedy open-hand rule finishes the round. ``ally``: how much
    a defender counts the other defenders' scores against its own (``rollout.relative``).
    ``stakes``: score each playout by what the game makes of it (``stakes.py``: the barrel,
    its falls, 555 and the win), not by the round's points alone. ``tail``: the cards per
    hand from which the declarer's take is solved exactly (``tail.py``)."""
    if view.declarer is None or not plays:
        return None
    contract = view.contract if view.contract is not None else (view.bid or 0)
    settle = tail_settler(view, tail, contract)
    standing = Stakes.of(view) if stakes else None
    kn = Knowledge.of(view)
    clues = Clues.of(view) if infer else None
    mult, declarer_mult = multipliers(view.golden, view.dark)
    totals = dict.fromkeys(plays, 0.0)
    start = time.perf_counter()
    done = 0
    for _ in range(deals):
        if seconds is not None and done >= MIN_DEALS and time.perf_counter() - start > seconds:
            break
        dealt = sample_deal(kn, rng, clues, view.rules)
        if dealt is None:
            return None if done == 0 else _valued(plays, totals, done)
        base = start_position(view, *dealt)
        seen = {s: seat_knowledge(view, kn, dealt[0], dealt[1], s)
                for s in view.active_seats} if model_cards else {}
        for play in plays:
            pos = base.copy()
            if model_cards:
                models = {s: copy_knowledge(k) for s, k in seen.items()}
                nxt = advance(pos, models, play)
                playout(pos, model_playout(pos, models, nxt, model_cards, view.bolts), settle)
            else:
                leader = pos.play(play)
                playout(pos, leader if leader is not None else pos.next_seat(play.seat),
                        settle)
            values = game_deltas(pos, contract, view, standing, mult, declarer_mult)
            totals[play] += relative(values, view.seat, view.declarer, ally)
        done += 1
    return _valued(plays, totals, done) if done else None


def _valued(plays: Sequence[Play], totals: dict[Play, float], done: int) -> list[Valued]:
    return sorted((Valued(p, totals[p] / done, done) for p in plays),
                  key=lambda v: (-v.value, v.action.card.index, v.action.declare))


def _offers(legal: Sequence[Action], kind: type) -> bool:
    """Whether ``legal`` offers an action of ``kind``."""
    return any(isinstance(a, kind) for a in legal)


def _concede_if_worth(view: PlayerView, legal: Sequence[Action], going_on: float,
                      stakes: bool) -> Choice | None:
    """Conceding, when its exact value beats ``going_on``, the best sampled value of
    playing on (points per round, the seat's score less its opponents' mean; with
    ``stakes`` both as the game takes them)."""
    value = concede_value(view, stakes)
    if value <= going_on:
        return None
    action = next(a for a in legal if isinstance(a, Concede))
    return Choice(action, "concede_value",
                  f"Concede: over sampled deals playing on is worth {going_on:+.0f} points "
                  f"against {value:+.0f} for conceding.")


def _choices(legal: Sequence[Action], kind: type) -> bool:
    """Whether ``legal`` offers two or more actions of ``kind``."""
    return sum(isinstance(a, kind) for a in legal) > 1


class SearchAgent:
    """Plays every card by sampled deals and playouts; the rest as the heuristic."""

    name = "search"

    def __init__(self, deals: int = DEALS, seconds: float | None = PAGE_SECONDS,
                 margin: float = MARGIN, settings: Settings | None = None,
                 playout: Playout | None = None,
                 declare_seconds: float | None = PAGE_DECLARE_SECONDS) -> None:
        self.settings = settings or Settings()
        self.playout = playout or Playout()
        self.deals = self.settings.play_deals or deals
        self.seconds = seconds
        self.declare_seconds = declare_seconds
        self.margin = margin if self.settings.play_margin < 0 else self.settings.play_margin
        chosen = {field: getattr(self.settings, knob) for knob, field in HEURISTIC_KNOBS.items()
                  if getattr(self.settings, knob) >= 0}
        self.heuristic = HeuristicAgent(replace(Tuning(), **chosen))

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, legal, rng).action

    def decide(self, view: PlayerView, legal: Sequence[Action], rng: random.Random,
               valued: Sequence[Valued] | None = None, priced: Priced | None = None) -> Choice:
        """The action with its reason; a card chosen by the search says what it gains.
        ``valued``: every legal card's values, already sampled (the hint's), to choose
        from instead of sampling again; ``priced``: the same for the gifts or the
        contract."""
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays and len(legal) > 1:
            return self._declare(view, legal, rng, priced)
        if not self.settings.play:
            return self.heuristic.decide(view, legal, rng)
        if len(plays) < 2 or any(isinstance(a, Concede | Redeal) for a in legal):
            base = self.heuristic.decide(view, legal, rng)
            if self.settings.concede and len(plays) > 1 and _offers(legal, Concede) \
                    and not isinstance(base.action, Redeal):
                return self._concede_or_play(view, legal, plays, rng, valued, base)
            if not isinstance(base.action, Play) or len(plays) < 2:
                return base
        return self._play(view, plays, rng, valued)

    def _concede_or_play(self, view: PlayerView, legal: Sequence[Action], plays: list[Play],
                         rng: random.Random, valued: Sequence[Valued] | None,
                         base: Choice) -> Choice:
        """At the first card: concede when conceding is worth more than the best card's
        sampled value, as the hint compares them; otherwise the card search."""
        if valued is None:
            valued = self._value_plays(view, plays, rng)
        if not valued:
            return base
        conceded = _concede_if_worth(view, legal, valued[0].value, bool(self.settings.stakes))
        return conceded if conceded is not None else self._play(view, plays, rng, valued)

    def _declare(self, view: PlayerView, legal: Sequence[Action], rng: random.Random,
                 priced: Priced | None = None) -> Choice:
        """Bidding, the gifts and the contract by ``declare.py``'s playouts; the
        heuristic's choice where they do not apply (the barrel's urgency, the samosval,
        conceding, a talon redeal, a contract that wins the game)."""
        base = self.heuristic.decide(view, legal, rng)
        settings = self.settings
        if settings.concede and _offers(legal, Concede) \
                and isinstance(base.action, Concede | Give | Contract):
            if priced is None:
                priced = price_declarer(view, legal, rng, settings, self.declare_seconds)
            going_on = [v for a, v in priced.options if isinstance(a, Give | Contract)] \
                if priced is not None else []
            if going_on:
                conceded = _concede_if_worth(view, legal, max(going_on), bool(settings.stakes))
                if conceded is not None:
                    return conceded
                if isinstance(base.action, Concede):
                    base = self.heuristic.decide(
                        view, [a for a in legal if not isinstance(a, Concede)], rng)
        if isinstance(base.action, Concede | Redeal | Dark | Keep | TakeTalon):
            return base
        if isinstance(base.action, Bid | Pass) and settings.bid \
                and not view.on_barrel[view.seat]:
            found = bid_or_pass(view, legal, rng, settings, self.declare_seconds)
            if found is None or type(found[0]) is type(base.action):
                return base
            action, bid_value, pass_value = found
            if isinstance(action, Bid):
                return Choice(action, "bid_value",
                              f"Bid {action.amount}: over sampled deals bidding is worth "
                              f"{bid_value:+.0f} points against {pass_value:+.0f} for passing.")
            return Choice(action, "pass_value",
                          f"Pass: over sampled deals passing is worth {pass_value:+.0f} "
                          f"points against {bid_value:+.0f} for bidding.")
        if isinstance(base.action, Give) and settings.give:
            gift = plan_gifts(view, legal, rng, settings, self.declare_seconds) if priced is None \
                else priced.choice if isinstance(priced.choice, Give) else None
            if gift is not None and gift != base.action:
                return Choice(gift, "give_spare",
                              f"Give {gift.card.label} to seat {gift.to}: over sampled deals "
                              f"the hand plays best without it.")
            return base
        if isinstance(base.action, Contract) and settings.contract \
                and base.key != "contract_to_win":
            contract = pick_contract(view, legal, rng, settings, self.declare_seconds) \
                if priced is None else priced.choice \
                if isinstance(priced.choice, Contract) and _choices(legal, Contract) else None
            if contract is None or contract == base.action:
                return base
            if view.rules.samosval and view.scores[view.seat] + contract.amount == 555:
                return base
            return Choice(contract, "contract_raise" if contract.amount > (view.bid or 0)
                          else "contract_bid",
                          f"Name {contract.amount}: over sampled deals it has the best "
                          f"expected score.")
        return base

    def _value_plays(self, view: PlayerView, plays: Sequence[Play],
                     rng: random.Random) -> list[Valued] | None:
        """``value_plays`` with this agent's deals, time limit and knobs."""
        settings = self.settings
        return value_plays(view, plays, rng, self.deals, self.seconds,
                           bool(settings.infer), self.playout.model_cards, settings.ally,
                           bool(settings.stakes), settings.tail)

    def _judge_sampler(self, view: PlayerView, kn: Knowledge, rng: random.Random,
                       deals: int) -> Sampler | None:
        """How the end-of-round solver deals the hidden cards (``Settings.judge_infer``);
        None: as the heuristic's solver does."""
        level = self.settings.judge_infer
        if not level or len(kn.others()) != 2:
            return None
        clues = Clues.of(view)
        if level >= 2:
            return weighted_sampler(view, kn, clues, deals, rng)

        def honouring(kn: Knowledge, rng: random.Random) -> Hands | None:
            dealt = sample_deal(kn, rng, clues, view.rules)
            return None if dealt is None else dealt[0]
        return honouring

    def _play(self, view: PlayerView, plays: list[Play], rng: random.Random,
              known: Sequence[Valued] | None) -> Choice:
        """The heuristic's card, the solver's verdict in the last tricks, then playouts
        among the cards the solver finds equally good."""
        kn = Knowledge.of(view)
        tuning = self.heuristic.tuning
        choice = choose_play(view, plays, kn, PlayTuning())
        limit = tuning.search_tricks if view.seat == view.declarer else tuning.defend_tricks
        allowed: list[Play] = plays
        if view.declarer is not None and len(view.hand) <= limit:
            verdicts = judge(view, plays, kn, rng, tuning.search_deals,
                             tuning.search_nodes or None,
                             self._judge_sampler(view, kn, rng, tuning.search_deals))
            if verdicts is not None:
                choice = refine_with(choice, view, verdicts)
                goal = (max if view.seat == view.declarer else min)(v.made for v in verdicts)
                allowed = [v.play for v in verdicts if v.made == goal]
        if len(allowed) < 2:
            return choice
        if known is not None:
            valued: list[Valued] | None = [v for v in known if v.action in allowed]
        else:
            valued = self._value_plays(view, allowed, rng)
        if not valued:
            return choice
        mine = next((v for v in valued if v.action == choice.action), None)
        best = valued[0]
        if mine is None or best.value < mine.value + self.margin:
            return choice
        assert isinstance(choice.action, Play)
        card = best.action.card.label
        return Choice(best.action, "search_playout",
                      f"Play {card}: over {best.deals} ways the unseen cards may lie it is "
                      f"worth {best.value:+.0f} points against {mine.value:+.0f} for "
                      f"{choice.action.card.label}.")
