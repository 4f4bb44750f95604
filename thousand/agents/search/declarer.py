"""The ``search`` agent's bidding, gifts and contract, by sampled deals played out.

The heuristic judges a hand by a formula (``evaluate.declarer_value``); this module asks
what each choice is worth over whole rounds instead. The cards the seat cannot see are
dealt many times over, consistently with its ``PlayerView``, and every deal is played to
the end of the round with the open-hand playout of ``rollout.py``:

- bidding (``bid_or_pass``, off unless ``bid=1``: no gain measured yet):
  ``bidsim.bid_values`` values the lowest bid (the seat
  declares at it, takes a sampled talon and gives the heuristic's spares) against
  passing (the highest other bidder declares); the seat bids when bidding is worth
  ``bid_margin`` points more. A seat that bid above the hundred is dealt a marriage
  (``bidsim``'s ``weigh``): a voluntary bid rarely comes without one.
- the gifts (``plan_gifts``): for the few cards the heuristic would spare most easily,
  every assignment of them to the opponents (with two players: to the opponent and onto
  the talon, whose points the last trick takes) is played out on the same deals, each
  valued at the contract it would then name.
- the contract (``pick_contract``): the amount with the best mean score over deals
  played out from the first lead, a made contract counted only when the playout took
  ``margin`` points more (open hands flatter the declarer's plans).

Both return the value of every option besides the choice (``price_gifts``,
``price_contracts``: one ``Priced``), with conceding and the talon redeal valued exactly
where the rules offer them; the hint shows those values and the coach judges by them.

With two players the unseen talon is dealt along with the opponent's hand (``_sample``):
its points, with the declarer's discard, go to the last trick as the engine scores them.

Every choice keeps the heuristic's rules where the search knows less than it: the
barrel's urgency, the samosval, a contract that wins the game, conceding and the talon
redeal. The budget is a number of deals, so seeded arena games repeat exactly; the page
adds a time limit after ``MIN_DEALS``.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from ...actions import TALON, Action, Bid, Concede, Contract, Give, Pass, Redeal
from ...cards import Card
from ...scoring import concede_amounts, multipliers
from ...tricks import marriages_value
from ...view import PlayerView
from ..base import parse_knobs
from ..heuristic.evaluate import bolt_cost, spare_cost
from ..heuristic.lookahead import sample_deal, sample_hands
from ..knowledge import Knowledge
from .bidding import bid_values
from .model import copy_knowledge, model_playout, seat_knowledge
from .rollout import Position, Settle, deltas, playout, relative
from .stakes import Stakes, game_deltas
from .tail import CARDS as TAIL_CARDS
from .tail import tail_settler

BID_DEALS = 24
"""Sampled deals per bidding decision (two playouts each: declaring and defending)."""
GIFT_DEALS = 12
"""Sampled deals per gift decision (one playout per deal and candidate assignment)."""
CONTRACT_DEALS = 48
"""Sampled deals per contract decision (one playout each): 48 named better contracts
than 24 over 2,216 classic deals, and leaned the same way with two and four players
(docs/MEASUREMENTS.md, "More deals for the contract"), at about 19 ms a decision."""
SPARE_CANDIDATES = 4
"""Cards considered for the gifts: the heuristic's cheapest spares (``spare_cost``)."""
RAISE_STEPS = 12
"""Contract steps above the bid valued when the gifts are compared."""
MIN_DEALS = 3
"""With a time limit, at least this many deals are played out."""


@dataclass(frozen=True)
class Settings:
    """The search's knobs for these decisions (arena variants: ``search:name=value``)."""

    play: int = 1
    """0: play the cards as the heuristic (to study the other decisions alone)."""
    bid: int = 0
    """1: bid by ``bid_or_pass``; 0 (the default): bid as the heuristic. Measured with
    ``python -m lab study --agents search:play=0:bid=1,heuristic --kinds
    bid,give,contract --games 20 --seed 3 --rollouts 2``: bidding differed at 204 of 1648
    decisions, -0.42 points per differing decision (95% CI -17.3 to +16.5): no gain shown,
    so it stays off."""
    give: int = 1
    """0: give as the heuristic. The study above: the gifts differed at 996 of 1348
    decisions, +11.8 points per differing decision (95% CI +6.4 to +17.3)."""
    contract: int = 1
    """0: name the contract as the heuristic. The same study: differed at 302 of 661,
    +13.3 points per differing decision (95% CI +2.5 to +24.1)."""
    bid_margin: float = 0.0
    """Points per round bidding must gain over passing."""
    margin: float = 0.0
    """Points a playout must take beyond a contract to count it made. Open hands flatter
    the declarer, yet 10 showed no gain over 0 in classic and leaned to a loss with two
    players (docs/MEASUREMENTS.md, "The search agent")."""
    weigh: int = 1
    """1: deal a marriage to a seat that bid above the hundred."""
    infer: int = 1
    """1: card play deals the hidden cards consistently with what the other seats' bids
    and leads prove (``knowledge.Clues``); 0: with the voids and known cards only. The
    clues are sound but the duel has not shown them to gain (docs/MEASUREMENTS.md, "The
    search agent"): they rarely change which card wins the playouts."""
    play_deals: int = 0
    """Sampled deals per card decision; 0: the agent's own count."""
    play_margin: float = -1.0
    """Points a searched card must gain over the heuristic's; below 0: the agent's own."""
    bid_hold: float = -1.0
    """Points the heuristic's bidding holds back from the hand's median value (its
    ``bid_margin``) when this agent bids as the heuristic; below 0: the heuristic's own.
    This agent's gifts, contract and card play make more of a hand than the heuristic's,
    so the hold that suits the heuristic may be too cautious for it. A hold of 10 changed
    few deals and showed no gain (docs/MEASUREMENTS.md, "The search agent")."""
    barrel: float = -1.0
    """The heuristic's bid-limit boost on the barrel's first try (its ``barrel_urgency``)
    when this agent bids as the heuristic; below 0: the heuristic's own. Every game is
    won from the barrel, yet 20 and 60 changed the winner of few games and gained none
    over 300 whole games (docs/MEASUREMENTS.md, "The levels against each other")."""
    block: float = -1.0
    """The heuristic's bid-limit boost for outbidding a player about to win (its
    ``block_urgency``) when this agent bids as the heuristic; below 0: the heuristic's own.
    20 and 40 gained no games either (the same measurement)."""
    bid_model: int = -1
    """1: the heuristic's bidding decides by the models fitted to self-play (its
    ``bid_model``); 0: by its margin rule; below 0: the heuristic's own setting. The
    shipped models were fitted to the heuristic's play and cost this agent own points
    (docs/MEASUREMENTS.md, "Learned bidding")."""
    concede: int = 0
    """1: concede (or play on) by ``concede_value`` against the priced ways of playing on
    (the gifts, the contract, the cards of the first trick), as the hint and the coach
    judge; 0 (the default): by the heuristic's rule. It changes few rounds and showed no
    gain (docs/MEASUREMENTS.md, "The search agent")."""
    bid_deals: int = BID_DEALS
    gift_deals: int = GIFT_DEALS
    contract_deals: int = CONTRACT_DEALS
    contract_model: int = 0
    """Cards of each contract playout played by every seat's heuristic card rule from its
    own knowledge (``model.py``) before the open-hand rule finishes the round; 0: all by
    the open-hand rule, which flatters the declarer."""
    gift_model: int = 0
    """The same for the playouts that value the gifts."""
    spares: int = SPARE_CANDIDATES
    """The cards considered for the gifts (``SPARE_CANDIDATES``)."""
    judge_infer: int = 1
    """How the end-of-round solver deals the hidden cards: 0 as the heuristic's (the
    voids and known cards), 1 honouring ``knowledge.Clues`` too, 2 also chosen by how
    likely the auction is with each deal (``inference.py``). 1 against 0 over 2,218
    classic deals: +0.11 own points per round, +0.39 relative, at no cost in time; 2
    against 1 lost relative points at five times the decision time (docs/MEASUREMENTS.md,
    "The end-of-round solver's deals")."""
    stakes: int = 1
    """1: the card search, the gifts and the contract score each playout by what the game
    makes of it (``stakes.py``: the barrel, its falls, 555, the win); 0: by the round's
    points alone. Over the same 600 whole classic games 1 won 340 against 331 (+1.5%,
    95% CI -2.8 to +5.8): not a proven gain, kept because it is how the game scores, at
    no cost in time (docs/MEASUREMENTS.md, "Playing for the game")."""
    tail: int = TAIL_CARDS
    """Cards per hand from which every playout's declarer take is solved exactly
    (``tail.py``) instead of played by the greedy rule; 0: never. Four gained about a
    point a round over none on three classic seeds (docs/MEASUREMENTS.md, "The last
    tricks of each playout solved")."""
    ally: float = 1.0
    """How much a defender's card search counts the other defenders' scores against its
    own (``rollout.relative``): 1, the plain relative score, plays against every other
    seat alike; 0 against the declarer alone. 0 and 0.5 changed few rounds and gained
    nothing (docs/MEASUREMENTS.md, "The defender's objective")."""

    @staticmethod
    def parse(text: str) -> Settings:
        """``"bid=0:margin=10"`` -> ``Settings``; a clear error otherwise."""
        return parse_knobs(text, Settings(), "search",
                           at_least_one=("bid_deals", "gift_deals", "contract_deals"))


def bid_or_pass(view: PlayerView, legal: Sequence[Action], rng: random.Random,
                settings: Settings, seconds: float | None = None
                ) -> tuple[Bid | Pass, float, float] | None:
    """Bid the lowest amount or pass, whichever the playouts value higher; with the two
    values (bidding, passing). None where the model does not apply."""
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda b: b.amount)
    passes = [a for a in legal if isinstance(a, Pass)]
    if not bids or not passes:
        return None
    low = bids[0]
    if view.rules.samosval and view.scores[view.seat] + low.amount == 555 and len(bids) > 1:
        low = bids[1]
    found = bid_values(view, [low, passes[0]], rng, settings.bid_deals, seconds,
                       weigh=bool(settings.weigh))
    if found is None:
        return None
    values = dict(found[0])
    gain = values[low] - values[passes[0]]
    action: Bid | Pass = low if gain > settings.bid_margin else passes[0]
    return action, values[low], values[passes[0]]


def _amounts(view: PlayerView, kept: Sequence[Card], low: int) -> list[int]:
    """The contracts the declarer could name holding ``kept``, from ``low`` up."""
    rules = view.rules
    cap = 300
    if rules.bid_cap:
        cap = min(cap, 120 + marriages_value(list(kept), rules))
    step = rules.bid_step
    return list(range(low, min(cap, low + RAISE_STEPS * step) + 1, step)) or [low]


def contract_values(view: PlayerView, finished: Sequence[Position], amounts: Sequence[int],
                    margin: float, stakes: Stakes | None) -> list[float]:
    """The declarer's mean score less its opponents' mean naming each of ``amounts``, over
    ``finished`` playouts, a contract counted made only where the playout took ``margin``
    points more; with ``stakes``, each playout scored by what the game makes of it.

    Without stakes a playout's scores depend on the contract only through the declarer's
    won or lost amount, so each playout is scored once and the amounts are added after:
    the same values, at the cost of one scoring per playout instead of one per amount."""
    mult, declarer_mult = multipliers(view.golden, view.dark)
    if stakes is not None:
        return [sum(relative(game_deltas(pos, amount, view, stakes, mult, declarer_mult,
                                         amount + margin), view.seat)
                    for pos in finished) / len(finished)
                for amount in amounts]
    count = len(finished)
    rest = sum(relative(deltas(pos, 0, view.on_barrel, view.bolts, mult, declarer_mult),
                        view.seat) for pos in finished) / count
    took = [pos.declarer_take() for pos in finished]
    out = []
    for amount in amounts:
        made = sum(1 for points in took if points >= amount + margin)
        out.append(rest + (2 * made - count) * amount * declarer_mult / count)
    return out


def _start(view: PlayerView, hands: dict[int, list[Card]], bonus: int = 0) -> Position:
    seats = view.active_seats
    assert view.declarer is not None
    return Position(rules=view.rules, order=seats, hands=hands, trick=[], trump=None,
                    trump_declarer=None, declarer=view.declarer, first_trick=True,
                    taken=dict.fromkeys(seats, 0), marriages=dict.fromkeys(seats, 0),
                    tricks=dict.fromkeys(seats, 0), bonus=bonus)


def _sample(view: PlayerView, kn: Knowledge, rng: random.Random
            ) -> tuple[dict[int, list[Card]], int, tuple[Card, ...]] | None:
    """Every active hand for one playout and the card points the last trick also takes.
    With two players the unseen talon is dealt too (``sample_deal``) and, with the
    declarer's discard, scores for the last trick, as the engine counts it; with three
    active seats the opponents' hands are dealt as the heuristic's search deals them.
    Last, the cards dealt to no hand (the unseen talon; none with three active seats)."""
    if view.rules.players == 2:
        dealt = sample_deal(kn, rng, None, view.rules)
        if dealt is None:
            return None
        hands, hidden = dealt
        bonus = sum(c.points for c in (*hidden, *(view.discard or ())))
        return {s: list(hands[s]) for s in view.active_seats}, bonus, tuple(hidden)
    sampled = sample_hands(kn, rng)
    if sampled is None:
        return None
    return {s: list(sampled[s]) for s in view.active_seats}, 0, ()


def _play_out(view: PlayerView, kn: Knowledge, pos: Position, hidden: Sequence[Card],
              model_cards: int, settle: Settle | None = None) -> Position:
    """``pos`` (a round before its first lead, changed in place) played to its end: its
    first ``model_cards`` cards by each seat's heuristic rule from what that seat would
    know (its own hand, and the declarer its discard), the rest by the open-hand rule,
    ``settle`` solving the last tricks (``tail.py``)."""
    seat = view.seat
    if model_cards:
        hands = {s: tuple(h) for s, h in pos.hands.items()}
        models = {s: copy_knowledge(seat_knowledge(view, kn, hands, hidden, s))
                  for s in view.active_seats}
        seat = model_playout(pos, models, seat, model_cards, view.bolts)
    return playout(pos, seat, settle)


def _after_gifts(kn: Knowledge, plan: dict[int | Literal["talon"], Card]) -> Knowledge:
    """The declarer's knowledge once ``plan``'s gifts are made: the cards out of its hand,
    each opponent's known to be in that opponent's."""
    sizes = list(kn.hand_sizes)
    known = {s: set(cards) for s, cards in kn.known.items()}
    for seat, card in plan.items():
        sizes[kn.seat] -= 1
        if seat != TALON:
            sizes[seat] += 1
            known.setdefault(seat, set()).add(card)
    gone = set(plan.values())
    return replace(kn, hand=tuple(c for c in kn.hand if c not in gone),
                   hand_sizes=tuple(sizes), known=known)


@dataclass(frozen=True)
class Priced:
    """A declarer's options with what each is worth, and the one the search takes.

    Values are points per round, the seat's score less its opponents' mean, as every
    search value is (``rollout.relative``); the hint shows them and the coach judges by
    them, so the three never disagree about a gift or a contract."""

    options: tuple[tuple[Action, float], ...]
    """Each valued option, best first (ties in the order the search meets them)."""
    choice: Action
    """The search's own choice: the best-valued way of playing on (a gift or a contract).
    Conceding and the talon redeal are valued but left to the heuristic's rules."""
    deals: int
    """Sampled deals behind the values."""


def concede_scores(view: PlayerView) -> dict[int, float]:
    """Each active seat's round score if the declarer (``view``'s seat) concedes: the
    declarer loses the contract (or takes a bolt where conceding carries none of the
    penalty) and each opponent scores half of it (RULES.md §5)."""
    amount = view.contract if view.contract is not None else (view.bid or 0)
    penalty, each = concede_amounts(amount, view.golden, view.dark)
    loss = float(penalty) if view.rules.concede_penalty \
        else bolt_cost(view.rules, view.bolts[view.seat])
    scores = dict.fromkeys(view.active_seats, float(each))
    scores[view.seat] = -loss
    return scores


def concede_value(view: PlayerView, stakes: bool = False) -> float:
    """What conceding is worth, exactly: the declarer's round score less the opponents'
    mean, and with ``stakes`` as the game takes them (``stakes.py``), as the ways of
    playing on that it is weighed against are valued."""
    scores = concede_scores(view)
    standing = Stakes.of(view) if stakes else None
    if standing is not None:
        scores = standing.adjust(scores, view.seat, made=False)
    return relative(scores, view.seat)


REDEAL_VALUE = 0.0
"""The talon redeal voids the round: nobody scores in it."""


def window_values(legal: Sequence[Action], view: PlayerView,
                  stakes: bool = False) -> list[tuple[Action, float]]:
    """Conceding and the talon redeal, where the rules offer them now, with their values
    (``stakes``: conceding as the game takes it, ``concede_value``)."""
    out: list[tuple[Action, float]] = []
    for action in legal:
        if isinstance(action, Concede):
            out.append((action, concede_value(view, stakes)))
        elif isinstance(action, Redeal):
            out.append((action, REDEAL_VALUE))
    return out


def _ranked(options: list[tuple[Action, float]]) -> tuple[tuple[Action, float], ...]:
    return tuple(sorted(options, key=lambda o: -o[1]))


def price_gifts(view: PlayerView, legal: Sequence[Action], rng: random.Random,
                settings: Settings, seconds: float | None = None,
                include: Sequence[Card] = ()) -> Priced | None:
    """Every gift of a spare card to a seat still to get one, each valued by the best
    assignment of spares that makes it (the cards the heuristic would spare most easily,
    and ``include``: a card to value besides, on the same deals), and the search's gift;
    None where no deal can be sampled."""
    gives = [a for a in legal if isinstance(a, Give)]
    seats = sorted({g.to for g in gives if isinstance(g.to, int)})
    onto_talon = any(g.to == TALON for g in gives)
    if not gives or view.declarer != view.seat \
            or len(seats) + onto_talon != len({g.to for g in gives}):
        return None
    targets: list[int | Literal["talon"]] = [*seats, TALON] if onto_talon else list(seats)
    hand = list(view.hand)
    seen = [c for _, c in view.gifts_seen if c is not None]
    ranked = sorted(hand, key=lambda c: (spare_cost(c, hand, view.rules, seen), c.index))
    pool = ranked[:max(settings.spares, len(targets))]
    pool += [c for c in include if c in hand and c not in pool]
    plans = [dict(zip(targets, cards, strict=True))
             for cards in itertools.permutations(pool, len(targets))]
    kn = Knowledge.of(view)
    low = view.bid or 100
    known_after = [_after_gifts(kn, plan) if settings.gift_model else kn for plan in plans]
    stakes = Stakes.of(view) if settings.stakes else None
    finished: dict[int, list[Position]] = {i: [] for i in range(len(plans))}
    settle = tail_settler(view, settings.tail)
    start = time.perf_counter()
    done = 0
    for _ in range(settings.gift_deals):
        if seconds is not None and done >= MIN_DEALS and time.perf_counter() - start > seconds:
            break
        sampled = _sample(view, kn, rng)
        if sampled is None:
            break
        for i, plan in enumerate(plans):
            hands = {s: list(cards) for s, cards in sampled[0].items()}
            bonus = sampled[1]
            for seat, card in plan.items():
                hands[view.seat].remove(card)
                if seat == TALON:
                    bonus += card.points
                else:
                    hands[seat].append(card)
            pos = _play_out(view, known_after[i], _start(view, hands, bonus), sampled[2],
                            settings.gift_model, settle)
            finished[i].append(pos)
        done += 1
    if not done:
        return None

    def value(i: int) -> float:
        kept = [c for c in hand if c not in plans[i].values()]
        return max(contract_values(view, finished[i], _amounts(view, kept, low),
                                   settings.margin, stakes))

    values = [value(i) for i in range(len(plans))]
    best_i = max(range(len(plans)), key=lambda i: (values[i], -i))
    per_gift: dict[Action, float] = {}
    for i, plan in enumerate(plans):
        for seat, card in plan.items():
            gift = Give(view.seat, card, seat)
            if gift not in per_gift or values[i] > per_gift[gift]:
                per_gift[gift] = values[i]
    options = [(g, v) for g, v in per_gift.items() if g in legal]
    target = targets[0]
    choice = Give(view.seat, plans[best_i][target], target)
    return Priced(_ranked([*options, *window_values(legal, view, bool(settings.stakes))]),
                  choice, done)


def plan_gifts(view: PlayerView, legal: Sequence[Action], rng: random.Random,
               settings: Settings, seconds: float | None = None) -> Give | None:
    """The gift now, from the best assignment of spare cards to the opponents still to
    get one (``price_gifts``); None where no deal can be sampled."""
    priced = price_gifts(view, legal, rng, settings, seconds)
    if priced is None or not isinstance(priced.choice, Give) or priced.choice not in legal:
        return None
    return priced.choice


def price_contracts(view: PlayerView, legal: Sequence[Action], rng: random.Random,
                    settings: Settings, seconds: float | None = None) -> Priced | None:
    """Every contract the declarer may name, valued over deals played out from the first
    lead (with what the opponents take and any bolt, which no contract changes), and the
    search's contract; None where no deal can be sampled."""
    amounts = sorted(a.amount for a in legal if isinstance(a, Contract))
    if not amounts or view.declarer != view.seat:
        return None
    kn = Knowledge.of(view)
    stakes = Stakes.of(view) if settings.stakes else None
    finished: list[Position] = []
    settle = tail_settler(view, settings.tail)
    start = time.perf_counter()
    for _ in range(settings.contract_deals):
        if seconds is not None and len(finished) >= MIN_DEALS \
                and time.perf_counter() - start > seconds:
            break
        sampled = _sample(view, kn, rng)
        if sampled is None:
            break
        hands, bonus, hidden = sampled
        finished.append(_play_out(view, kn, _start(view, hands, bonus), hidden,
                                  settings.contract_model, settle))
    if not finished:
        return None
    values = contract_values(view, finished, amounts, settings.margin, stakes)
    options: list[tuple[Action, float]] = [
        (Contract(view.seat, a), v) for a, v in zip(amounts, values, strict=True)]
    return Priced(_ranked([*options, *window_values(legal, view, bool(settings.stakes))]),
                  _ranked(options)[0][0], len(finished))


def pick_contract(view: PlayerView, legal: Sequence[Action], rng: random.Random,
                  settings: Settings, seconds: float | None = None) -> Contract | None:
    """The contract with the best mean score over deals played out from the first lead
    (``price_contracts``); None where no deal can be sampled or there is no choice."""
    if sum(1 for a in legal if isinstance(a, Contract)) < 2:
        return None
    priced = price_contracts(view, legal, rng, settings, seconds)
    return priced.choice if priced is not None and isinstance(priced.choice, Contract) \
        else None


def price_declarer(view: PlayerView, legal: Sequence[Action], rng: random.Random,
                   settings: Settings, seconds: float | None = None,
                   include: Sequence[Card] = ()) -> Priced | None:
    """The values of the declarer's decision in front of it, the gifts or the contract
    (with conceding and the talon redeal where the rules offer them); None elsewhere."""
    if any(isinstance(a, Give) for a in legal):
        return price_gifts(view, legal, rng, settings, seconds, include)
    if any(isinstance(a, Contract) for a in legal):
        return price_contracts(view, legal, rng, settings, seconds)
    return None


__all__ = ["Priced", "Settings", "bid_or_pass", "concede_scores", "concede_value",
           "contract_values", "pick_contract", "plan_gifts", "price_contracts",
           "price_declarer", "price_gifts", "window_values"]
