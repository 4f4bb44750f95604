"""The ``heuristic`` agent: a rule-based player for every phase and house rule.

Bidding values the hand over sampled talons (``evaluate.sampled_values``) and
bids up to a cautious quantile of that value, adjusted for the score (an
opponent about to win, the barrel). The declarer gives away the cards it can
best spare, names the contract with the best expected score (``p_make``), asks
for a talon redeal when the talon leaves it short, and concedes when playing the
lost contract out would cost more than conceding (``_concede_costs``). Card play
is in ``play.py``. Every decision carries a reason (``Choice``) that ``hint``
shows to a human.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Literal

from ...actions import (
    TALON,
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
from ...cards import DECK, Card
from ...rules import Rules
from ...scoring import concede_amounts, multipliers
from ...tricks import marriage_suits, marriages_value
from ...view import PlayerView
from ..base import parse_knobs
from ..knowledge import Knowledge
from .bid_model import bid_features, hand_features, model_for, rival_bid
from .evaluate import (
    bolt_cost,
    choose_spares,
    declarer_value,
    p_declarer_bolt,
    p_make,
    sampled_values,
)
from .lookahead import refine
from .play import Choice, PlayTuning, choose_play

BID_QUANTILE = 0.5
"""Bid up to this quantile of the sampled hand values, less ``BID_MARGIN``."""
BID_MARGIN = 20
"""Held back from the median value before bidding: a bid made half the time loses.

A failed bid costs the whole bid, while passing still earns the defenders' share of
the points (and may leave an opponent on the hundred), so a contract must be made
well over half the time to be worth bidding: the margin is chosen for points, not for
the share of contracts made. The margin applies on the barrel too, where
``BARREL_URGENCY`` is added back. Chosen with ``study --kinds bid``; each step up to 20
gained, beyond it the gain was not proven (docs/MEASUREMENTS.md)."""
BID_MODEL = 0
"""1: bid with a marriage in hand (no barrel, no urgency) when the bidding model fitted to
self-play says bidding gains over passing (``bid_model.py``), instead of up to the
sampled value less ``bid_margin``. Off: it gained in the lead over the other two players
but lost own points per round (docs/MEASUREMENTS.md, "Learned bidding")."""
NO_MARRIAGE_BID_PENALTY = math.inf
"""Taken off the bid limit when the dealt hand holds no marriage: such a hand does not
bid (except on the barrel's last try, where passing falls off anyway). A declarer left
without a marriage to declare makes 105 about one time in twenty, and the sampled
talons overrate such hands. It beat the former penalty of 40 in the duplicate arena,
and bidding such a hand by its card points alone did no better than never bidding it
(docs/MEASUREMENTS.md)."""
BARREL_URGENCY = 40.0
"""Bid-limit boost on the barrel's first try (10 more per later try): passing spends a
try, and a sitter who waits for the forced 120 on the hundred keeps games going for
long (docs/MEASUREMENTS.md: fewer endless games in self-play)."""
LAST_TRY_BID = 120.0
"""On the barrel's last try the sitter bids up to this whatever its hand is worth.

Passing there falls off (-120, one fall) just as a failed 120 does, so any chance of
making it is a gain; the bid limit alone had left hands worth under 80 passing. A small
gain in self-play (docs/MEASUREMENTS.md): the extra bids come only from hands that would
have fallen off by passing."""
BLOCK_URGENCY = 0.0
"""Bid-limit boost for outbidding a player about to win. Zero: overbidding to block
fails more often than the sitter makes 120, and every block prolongs the game."""
CONTRACT_MARGIN = 0.0
"""Value held back before the contract is chosen by its expected score (``_contract``).

Measured on every contract decision of self-play away from the barrel, which is exact
because card play does not depend on the contract: play the round once, then score
each rule's contract against what the declarer took. The expected-score choice gained
over the former rule (raise to the highest step 30 below the value), about as much as
the best fixed margin (docs/MEASUREMENTS.md)."""
SAMPLES = 16
CONCEDE_MARGIN = 20
"""Concede only when the estimate says it saves this much: the estimate overrates
conceding by about 15 where the two are close. Chosen by playing every concede chance
both ways in self-play, against the former rule (concede below the contract less 80) and
other margins (docs/MEASUREMENTS.md)."""
SEARCH_TRICKS = 6
"""The declarer searches its card (``lookahead.refine``) once it holds this many cards or
fewer; 0 turns the search off. Six gained the most with ``study --kinds play``; seven
changes few decisions for no proven gain and takes longer (docs/MEASUREMENTS.md)."""
DEFEND_TRICKS = 7
"""A defender searches its card (``lookahead.refine``: the card after which the declarer
makes the contract least often) once it holds this many cards or fewer; 0: never.
Each speed-up of the solver (``endgame.py``) made room for one more card, each a
measured gain with ``study --kinds play``; eight cards changed nothing, as those
searches run out of positions (docs/MEASUREMENTS.md)."""
GUESS_PASSED = 1
"""1: a defender's search sometimes deals a shown talon card to the other defender (the
declarer may have passed it on); 0: always to the declarer, as ``Knowledge`` places it.
Not a proven gain (docs/MEASUREMENTS.md), kept because the other is certainly wrong
whenever a talon card was passed on."""
SEARCH_DEALS = 12
"""Deals of the unseen cards the search solves for each candidate card (twice as many
measured the same: docs/MEASUREMENTS.md)."""
SEARCH_NODES = 30_000
"""Positions one search may visit (0: no limit). It bounds the slowest decision, so a
seed gives the same game on every machine and no decision takes long; doubling it
changes almost no decision, so it stays (docs/MEASUREMENTS.md)."""
TOTAL_POINTS = 120
"""Card points in a round: what the declarer does not take, the defenders do."""




@dataclass(frozen=True)
class Tuning:
    """The heuristic's numbers, so that the arena can pit variants against each other.

    ``make_agent("heuristic:contract_margin=30:bid_margin=5")`` builds a variant;
    the duplicate arena then measures it against ``heuristic`` on the same cards,
    which is how the defaults above were chosen.
    """

    bid_margin: float = BID_MARGIN
    bid_model: int = BID_MODEL
    no_marriage_penalty: float = NO_MARRIAGE_BID_PENALTY
    barrel_urgency: float = BARREL_URGENCY
    last_try_bid: float = LAST_TRY_BID
    block_urgency: float = BLOCK_URGENCY
    contract_margin: float = CONTRACT_MARGIN
    concede_margin: float = CONCEDE_MARGIN
    samples: int = SAMPLES
    search_tricks: int = SEARCH_TRICKS
    defend_tricks: int = DEFEND_TRICKS
    guess_passed: int = GUESS_PASSED
    search_deals: int = SEARCH_DEALS
    search_nodes: int = SEARCH_NODES
    drop_share: float = PlayTuning.drop_share
    marriage_guard: float = PlayTuning.marriage_guard
    lead_share: float = PlayTuning.lead_share

    @staticmethod
    def parse(text: str) -> Tuning:
        """``"contract_margin=30:bid_margin=5"`` -> a ``Tuning``; a clear error otherwise."""
        return parse_knobs(text, Tuning(), "heuristic", at_least_one=("samples", "search_deals"))


class HeuristicAgent:
    """Sound club-level play from the seat's view only."""

    name = "heuristic"

    def __init__(self, tuning: Tuning | None = None) -> None:
        self.tuning = tuning or Tuning()
        # Tuning repeats PlayTuning's fields (so that one name string sets both);
        # copy them by name so a new card-play number needs no edit here.
        self._play_tuning = PlayTuning(**{f.name: getattr(self.tuning, f.name)
                                          for f in fields(PlayTuning)})

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, legal, rng).action

    def decide(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Choice:
        """The action with its reason."""
        legal = list(legal)
        if len(legal) == 1:
            return Choice(legal[0], "only_move", "The only legal move.")
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            window = self._window(view, legal, rng)
            if window is not None:
                return window
            kn = Knowledge.of(view)
            choice = choose_play(view, plays, kn, self._play_tuning)
            limit = (self.tuning.search_tricks if view.seat == view.declarer
                     else self.tuning.defend_tricks)
            if view.declarer is not None and len(view.hand) <= limit:
                if not self.tuning.guess_passed:
                    kn = replace(kn, maybe_passed=frozenset())
                choice = refine(choice, view, plays, kn, rng, self.tuning.search_deals,
                                self.tuning.search_nodes or None)
            return choice
        if any(isinstance(a, Dark) for a in legal):
            return Choice(_find(legal, Keep), "dark_declined",
                          "Look at the cards first: a blind 120 fails too often.")
        if any(isinstance(a, TakeTalon) for a in legal):
            index = rng.randrange(2)
            return Choice(TakeTalon(view.seat, index), "talon_pick",
                          "Both talons are unseen: either is as good.")
        if any(isinstance(a, Bid | Pass) for a in legal):
            return self._bid(view, legal, rng)
        if any(isinstance(a, Give) for a in legal):
            window = self._window(view, legal, rng)
            if window is not None:
                return window
            return self._give(view, legal)
        if any(isinstance(a, Contract) for a in legal):
            window = self._window(view, legal, rng)
            if window is not None:
                return window
            return self._contract(view, legal)
        if any(isinstance(a, Redeal) for a in legal) and any(isinstance(a, Keep) for a in legal):
            return self._redeal_round(view, legal, rng)
        return Choice(legal[0], "only_move", "The first legal move.")

    # ------------------------------------------------------------ bidding

    def _hand_values(self, view: PlayerView, rng: random.Random) -> list[float]:
        return hand_values(view.hand, view.rules, rng, self.tuning.samples)

    def _redeal_round(self, view: PlayerView, legal: list[Action],
                      rng: random.Random) -> Choice:
        values = self._hand_values(view, rng)
        median = values[len(values) // 2]
        if median < 100:
            return Choice(_find(legal, Redeal), "redeal_weak_hand",
                          f"Ask for a redeal: the hand is worth about {median:.0f}.")
        return Choice(_find(legal, Keep), "keep_hand",
                      f"Keep the cards: the hand is worth about {median:.0f}.")

    def _bid(self, view: PlayerView, legal: list[Action], rng: random.Random) -> Choice:
        bids = [a for a in legal if isinstance(a, Bid)]
        passes = [a for a in legal if isinstance(a, Pass)]
        if not passes:
            low = min(bids, key=lambda b: b.amount)
            return Choice(low, "bid_forced", f"Bid {low.amount}: passing is not allowed now.")
        if not bids:
            return Choice(passes[0], "pass_cap", "Pass: the cap allows no higher bid.")
        quantile = bidding_value(self._hand_values(view, rng))
        urgency = self._urgency(view)
        worth = quantile - self.tuning.bid_margin + urgency
        last_barrel_try = _last_barrel_try(view)
        no_marriage = not _has_declarable(view) and not last_barrel_try
        limit = worth - self.tuning.no_marriage_penalty if no_marriage else worth
        on_floor = last_barrel_try and limit < self.tuning.last_try_bid
        if on_floor:
            limit = self.tuning.last_try_bid
        low = min(bids, key=lambda b: b.amount)
        score = view.scores[view.seat]
        amount = low.amount
        if view.rules.samosval and score + amount == 555 and len(bids) > 1:
            amount += view.rules.bid_step
        learned = None if urgency else self._learned_bid(view, quantile, amount, passes[0])
        if learned is not None and learned.action in legal:
            return learned
        if amount <= limit:
            action = Bid(view.seat, amount)
            if action in legal:
                if on_floor:
                    return Choice(action, "bid_last_try",
                                  f"Bid {amount}: the barrel's last try; passing falls off "
                                  f"all the same.")
                return Choice(action, "bid_value",
                              f"Bid {amount}: the hand should make about {quantile:.0f}.")
        if no_marriage and amount <= worth:
            return Choice(passes[0], "pass_no_marriage",
                          "Pass: with no marriage to declare a contract above 100 "
                          "rarely makes.")
        return Choice(passes[0], "pass_value",
                      f"Pass: the hand is worth about {quantile:.0f}, too little to risk "
                      f"{low.amount}.")

    def _learned_bid(self, view: PlayerView, value: float, amount: int,
                     pass_: Action) -> Choice | None:
        """With ``bid_model``: bid ``amount`` when the fitted bidding model says it gains
        over passing, reading the hand by the fitted take model (``bid_model.py``). Only
        for what the models were fitted to: a hand with a marriage and no barrel (the
        caller asks only with no urgency); None elsewhere (the margin rule decides)."""
        suits = marriage_suits(view.hand)
        if not self.tuning.bid_model or not suits or any(view.on_barrel):
            return None
        take_model, bid_model = model_for("take", view.rules), model_for("bid", view.rules)
        if take_model is None or bid_model is None:
            return None
        take = take_model(hand_features(view.hand, view.rules, value))
        gain = bid_model(bid_features(take, amount, rival_bid(view), len(suits)))
        if gain > 0:
            return Choice(Bid(view.seat, amount), "bid_value",
                          f"Bid {amount}: the hand should make about {take:.0f}.")
        return Choice(pass_, "pass_value",
                      f"Pass: the hand is worth about {take:.0f}, too little to risk "
                      f"{amount}.")

    def _urgency(self, view: PlayerView) -> float:
        """Score-aware boldness: on the barrel, or to stop an opponent about to win.

        On the barrel every round not won is one of three tries and a fall costs
        the same 120 as a failed contract, so a fair chance at 120 is worth taking.
        """
        rules = view.rules
        seat = view.seat
        if view.on_barrel[seat]:
            if _last_barrel_try(view):
                return 60.0  # the last try: passing means falling off anyway
            return self.tuning.barrel_urgency + 10.0 * view.barrel_tries[seat]
        high = view.high_bidder
        if high is None or high == seat:
            return 0.0
        threshold = rules.barrel if rules.barrel is not None else rules.target - 120
        if view.scores[high] >= threshold or view.on_barrel[high]:
            return self.tuning.block_urgency
        return 0.0

    # ---------------------------------------------------- talon, contract

    def _declarer_hand(self, view: PlayerView, gifts_left: int) -> tuple[list[Card], list[Card]]:
        """The cards the declarer will play with (its gifts still to give taken out) and
        the cards outside them."""
        hand = list(view.hand)
        seen = [c for c in view.hand] + [c for _, c in view.gifts_seen if c is not None]
        kept = [c for c in hand if c not in choose_spares(hand, gifts_left, view.rules, seen)] \
            if gifts_left else hand
        return kept, [c for c in DECK if c not in kept]

    def _declarer_value(self, view: PlayerView, gifts_left: int) -> float:
        return self._hand_value(view, *self._declarer_hand(view, gifts_left))

    def _hand_value(self, view: PlayerView, kept: list[Card], outside: list[Card],
                    with_marriages: bool = True) -> float:
        opponents = len(view.active_seats) - 1
        bonus = 0.0
        if view.rules.players == 2:
            bonus = 0.5 * 4 * sum(c.points for c in outside) / len(outside)
        return declarer_value(kept, view.rules, outside, opponents, bonus, with_marriages)

    def _window(self, view: PlayerView, legal: list[Action],
                rng: random.Random) -> Choice | None:
        """Talon redeal or concede, from taking the talon to the first card."""
        redeal = any(isinstance(a, Redeal) for a in legal)
        concede = any(isinstance(a, Concede) for a in legal)
        if not (redeal or concede):
            return None
        kept, outside = self._declarer_hand(view, sum(1 for t in _targets(legal)))
        value = self._hand_value(view, kept, outside)
        amount = view.contract if view.contract is not None else (view.bid or 0)
        if redeal and value < amount:
            return Choice(_find(legal, Redeal), "talon_redeal",
                          f"Ask for a redeal: the poor talon leaves about {value:.0f} "
                          f"against {amount}.")
        if concede:
            play_cost, concede_cost = self._concede_costs(view, kept, outside, value, amount)
            if concede_cost + self.tuning.concede_margin < play_cost:
                return Choice(_find(legal, Concede), "concede_hopeless",
                              f"Concede: about {value:.0f} will not make {amount}, and playing on "
                              f"costs more than conceding ({play_cost:.0f} against "
                              f"{concede_cost:.0f} points).")
        return None

    def _concede_costs(self, view: PlayerView, kept: list[Card], outside: list[Card],
                       value: float, amount: int) -> tuple[float, float]:
        """What playing the contract out and conceding it each cost, in points against
        one opponent (the declarer's loss plus what each opponent gains).

        Conceding pays each opponent half the contract; playing a lost contract out
        costs the same contract but gives them only the card points the declarer
        cannot take, and may cost the declarer a bolt. So a hopeless 100 is worth
        conceding when the hand takes almost nothing, a hopeless 120 rarely is,
        and a declarer one bolt from the penalty concedes sooner.
        """
        rules = view.rules
        mult, declarer_mult = multipliers(view.golden, view.dark)
        opponents = len(view.active_seats) - 1
        bolt = bolt_cost(rules, view.bolts[view.seat])
        p = p_make(value, amount)
        cards = min(TOTAL_POINTS, self._hand_value(view, kept, outside, with_marriages=False))
        defenders_each = (TOTAL_POINTS - cards) * mult / opponents
        play_cost = ((1 - 2 * p) * amount * declarer_mult
                     + p_declarer_bolt(kept, outside) * bolt + defenders_each)
        loss, each = concede_amounts(amount, view.golden, view.dark)
        concede_cost = (loss if rules.concede_penalty else bolt) + each
        return play_cost, concede_cost

    def _give(self, view: PlayerView, legal: list[Action]) -> Choice:
        targets = _targets(legal)
        seen = [c for _, c in view.gifts_seen if c is not None]
        spares = choose_spares(list(view.hand), len(targets), view.rules, seen)
        target = targets[0]
        card = spares[0]
        if view.rules.players == 2 and len(targets) == 2:
            # The discard onto the talon scores for the last trick: keep points there,
            # give the opponent the emptier card.
            card = min(spares, key=lambda c: (c.points, c.index))
            target = next(t for t in targets if t != TALON)
        action = Give(view.seat, card, target)
        if action not in legal:
            action = next(a for a in legal if isinstance(a, Give))
        who = "the talon" if target == TALON else f"seat {target}"
        return Choice(action, "give_spare",
                      f"Give {action.card.label} to {who}: it is the card the hand misses least.")

    def _contract(self, view: PlayerView, legal: list[Action]) -> Choice:
        amounts = sorted(a.amount for a in legal if isinstance(a, Contract))
        value = self._declarer_value(view, 0)
        base = amounts[0]
        hedged = value - self.tuning.contract_margin
        # The contract with the best expected score: made it gains the contract, failed
        # it loses the same, so a higher step pays only while it is still likely made.
        pick = max(amounts, key=lambda a: ((2 * p_make(hedged, a) - 1) * a, -a))
        score = view.scores[view.seat]
        wins_now = view.on_barrel[view.seat] or (
            view.rules.barrel is None and score + base >= view.rules.target)
        if wins_now:
            # Any made contract wins the game from here: raising only adds risk.
            return Choice(Contract(view.seat, base), "contract_to_win",
                          f"Name {base}: making it wins the game.")
        if view.rules.samosval and score + pick == 555:
            lower = [a for a in amounts if a < pick]
            if lower:
                pick = lower[-1]
        action = Contract(view.seat, pick)
        if pick > base:
            return Choice(action, "contract_raise",
                          f"Raise the contract to {pick}: the hand is worth about {value:.0f}.")
        return Choice(action, "contract_bid", f"Name the contract at the bid of {pick}.")


def hand_values(hand: Sequence[Card], rules: Rules, rng: random.Random,
                samples: int = SAMPLES) -> list[float]:
    """The declarer values of a dealt ``hand`` over ``samples`` talons drawn from the
    cards it does not hold (``evaluate.sampled_values``), sorted."""
    unknown = [c for c in DECK if c not in hand]
    return sampled_values(hand, rules, unknown, rng, samples)


def bidding_value(values: Sequence[float]) -> float:
    """What the heuristic bids from: the ``BID_QUANTILE`` of a hand's sorted values."""
    return values[int(len(values) * BID_QUANTILE)]


def _last_barrel_try(view: PlayerView) -> bool:
    """The seat sits on the barrel and this round is its last try."""
    seat = view.seat
    return view.on_barrel[seat] and view.rules.barrel_tries - view.barrel_tries[seat] <= 1


def _has_declarable(view: PlayerView) -> bool:
    """Whether the hand holds a marriage (or, where they score, the four aces)."""
    return marriages_value(view.hand, view.rules) > 0


def _find(legal: list[Action], kind: type) -> Action:
    return next(a for a in legal if isinstance(a, kind))


def _targets(legal: list[Action]) -> list[int | Literal["talon"]]:
    out: list[int | Literal["talon"]] = []
    for a in legal:
        if isinstance(a, Give) and a.to not in out:
            out.append(a.to)
    return out

