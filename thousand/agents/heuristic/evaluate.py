"""How many points a hand is worth to its declarer, and which cards it can spare.

These are the numbers the heuristic agent bids, gives and names its contract
from. ``declarer_value`` is deliberately simple (sure tricks, length winners,
what the opponents drop on them, declarable marriages) so that it is cheap
enough to run on many sampled talons per bidding decision.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

from ...cards import DECK, Card, Rank, Suit
from ...rules import Rules
from ...tricks import ACE_MARRIAGE_VALUE, has_four_aces, marriage_suits

FOLLOW_SHARE = 0.75
"""Opponents drop lower cards than average on a winner: the share of the mean they give."""


def is_master(card: Card, outside: Iterable[Card]) -> bool:
    """No card of ``outside`` ranks higher in ``card``'s suit."""
    return all(o.rank < card.rank for o in outside if o.suit is card.suit)


def declarer_value(hand: Sequence[Card], rules: Rules, outside: Iterable[Card],
                   opponents: int, talon_bonus: float = 0.0,
                   with_marriages: bool = True) -> float:
    """Expected card points plus declared marriages for a declarer leading with ``hand``.

    ``outside`` are the cards the opponents may hold; ``opponents`` how many
    follow each trick; ``talon_bonus`` adds the 2-player points of the other
    talon the last trick collects. ``with_marriages=False`` leaves the marriages
    out: the card points alone are what the defenders do not get.
    """
    out = list(outside)
    mean_out = sum(c.points for c in out) / len(out) if out else 0.0
    per_trick_drop = opponents * mean_out * FOLLOW_SHARE
    suits = marriage_suits(hand)
    values = sorted((rules.marriage_value(s) for s in suits), reverse=True)
    trump = max(suits, key=lambda s: (sum(1 for c in hand if c.suit is s),
                                      rules.marriage_value(s))) if suits else None
    total = 0.0
    winners = 0.0
    for suit in Suit:
        mine = sorted((c for c in hand if c.suit is suit), key=lambda c: -c.rank)
        if not mine:
            continue
        theirs = sorted((c.rank for c in out if c.suit is suit), reverse=True)
        top = theirs[0] if theirs else 0
        sure = [c for c in mine if c.rank > top]
        rest = mine[len(sure):]
        w = float(len(sure))
        pts = float(sum(c.points for c in sure))
        if rest:
            drained = len(theirs) <= len(sure) * opponents
            if drained:
                share = 0.9 if suit is trump else (0.5 if trump is not None else 0.7)
                w += share * len(rest)
                pts += share * sum(c.points for c in rest)
            elif suit is trump:
                # Long trumps win once the opponents' few trumps are gone.
                extra = max(0, len(mine) - len(theirs) / opponents - 1)
                w += 0.7 * min(extra, len(rest))
                pts += 0.5 * sum(c.points for c in rest)
            elif len(rest) >= 2 and rest[0].rank == Rank.TEN and len(sure) == 0:
                # A guarded ten often wins after the ace falls.
                w += 0.35
                pts += 3.5
        total += pts
        winners += w
    total += winners * per_trick_drop
    if not with_marriages:
        return total + talon_bonus
    entries = sum(1 for c in hand if is_master(c, out))
    for i, value in enumerate(values):
        if entries > i:
            total += value
        elif entries == i:
            total += 0.5 * value
        else:
            total += 0.25 * value
    if rules.ace_marriage and has_four_aces(hand):
        total += ACE_MARRIAGE_VALUE
    return total + talon_bonus


MAKE_OFFSET = 7.0
MAKE_SCALE = 9.0
"""``p_make``'s logistic curve, fitted by eye to how often self-play's declarers made
their contract against their hand's value at the first card (docs/MEASUREMENTS.md)."""


def p_make(value: float, contract: int) -> float:
    """The chance that a declarer whose hand is worth ``value`` makes ``contract``.

    ``declarer_value`` is an expectation, not a guarantee: the concede decision
    weighs this chance of making it against what conceding saves.
    """
    return 1.0 / (1.0 + math.exp(-(value - contract + MAKE_OFFSET) / MAKE_SCALE))


NO_MASTER_BOLT = 0.54
"""How often a declarer with no master card takes no trick at all, counted in self-play
(docs/MEASUREMENTS.md); with a master card it never happens, since the first lead of a
master wins while there is no trump."""


def p_declarer_bolt(hand: Sequence[Card], outside: Iterable[Card]) -> float:
    """The chance that the declarer playing ``hand`` wins no trick (and gets a bolt)."""
    out = list(outside)
    return 0.0 if any(is_master(c, out) for c in hand) else NO_MASTER_BOLT


def bolt_cost(rules: Rules, bolts: int) -> float:
    """What one more bolt costs a player who has ``bolts``: the whole penalty when it is
    the one that triggers it, else the penalty's share per bolt."""
    if rules.bolts_for_penalty - bolts <= 1:
        return float(rules.bolt_penalty)
    return rules.bolt_penalty / rules.bolts_for_penalty


def spare_cost(card: Card, hand: Sequence[Card], rules: Rules, seen: Iterable[Card] = ()) -> float:
    """How much the declarer loses by giving ``card`` away (lower = give it first)."""
    seen_set = set(seen) | set(hand)
    same = [c for c in hand if c.suit is card.suit]
    cost = float(card.points)
    if card.rank in (Rank.KING, Rank.QUEEN):
        mate = Card.of(Rank.QUEEN if card.rank is Rank.KING else Rank.KING, card.suit)
        if mate in hand:
            cost += rules.marriage_value(card.suit)
        elif mate not in seen_set:
            # Giving half a marriage may hand an opponent the other half's partner.
            cost += rules.marriage_value(card.suit) * 0.15
    higher_out = [c for c in DECK if c.suit is card.suit and c.rank > card.rank
                  and c not in seen_set]
    if not higher_out:
        cost += 15  # a sure winner
    elif card.rank is Rank.TEN and len(same) >= 2:
        cost += 4  # a guarded ten
    if len(same) == 1 and card.points <= 4:
        cost -= 3  # giving a singleton makes a void
    if len(same) >= 4:
        cost += 2  # keep long suits: they become trumps or length winners
    return cost


def choose_spares(hand: Sequence[Card], count: int, rules: Rules,
                  seen: Iterable[Card] = ()) -> list[Card]:
    """The ``count`` cards the declarer gives away, cheapest first (greedy)."""
    left = list(hand)
    seen_list = list(seen)
    out: list[Card] = []
    for _ in range(count):
        card = min(left, key=lambda c: (spare_cost(c, left, rules, seen_list), c.index))
        left.remove(card)
        out.append(card)
    return out


def sampled_values(hand: Sequence[Card], rules: Rules, unknown: Sequence[Card],
                   rng: random.Random, samples: int) -> list[float]:
    """Declarer values of ``hand`` over talons sampled from ``unknown`` (bidding)."""
    players = rules.players
    opponents = 1 if players == 2 else 2
    gifts = 2
    pool = list(unknown)
    values = []
    for _ in range(samples):
        talon = rng.sample(pool, 3)
        full = list(hand) + talon
        spares = choose_spares(full, gifts, rules)
        kept = [c for c in full if c not in spares]
        outside = [c for c in DECK if c not in kept]
        bonus = 0.0
        if players == 2:
            # The other talon and the discard go to the last trick's winner.
            bonus = 0.5 * 4 * sum(c.points for c in outside) / len(outside)
        values.append(declarer_value(kept, rules, outside, opponents, bonus))
    return sorted(values)
