"""End-of-round look-ahead for both sides: does this card make (or stop) the contract?

The one-trick scoring of ``play.py`` does not plan: a declarer that was shown every
hand made no more contracts with it (docs/MEASUREMENTS.md). So
near the end of the round the declarer deals the cards it cannot see into the
defenders' hands many times over, consistently with what it saw (``Knowledge``: the
cards played, its own gifts, the voids shown), and for each deal solves the rest of
the round exactly with every hand open. The card that makes the contract in the most
of those deals is played; where the heuristic's own card does as well, it is kept.
A defender asks the same question the other way round: it deals the declarer's and its
partner's hands from what it saw and plays the card after which the declarer makes the
contract in the fewest deals. It counts only that, not its own points: a failed contract
is worth more to a defender than the few points it may give up for it.

Only whether the contract is made is searched (``endgame.Endgame``, a null-window
alpha-beta on "the declarer reaches the contract"), which is what the declarer's score
depends on, and which prunes far better than solving for exact points. Defenders in
the search only try to stop the contract; their marriages change the trump but score
nothing here.
This is the classic weakness of sampling open hands ("strategy fusion": the search
assumes it will know later which deal is the real one), so it is used only when few
tricks remain and the heuristic's card is overridden only when it is strictly worse.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...actions import Play
from ...cards import Card
from ...view import PlayerView
from ..endgame import Endgame, Hands, OutOfBudget
from ..knowledge import Knowledge
from .play import Choice

MIN_DEALS = 4
"""Fewer solved deals than this say too little to overrule the heuristic."""
PASS_CHOICES = 9
"""The declarer's cards that could have been passed to the other defender: ten less the
one this defender got. A shown talon card is that gift with odds of one in this."""


@dataclass(frozen=True)
class Verdict:
    """How often each candidate play made the contract over the sampled deals."""

    play: Play
    made: int
    deals: int


def declarer_need(view: PlayerView) -> int:
    """Points the declarer still lacks: the contract less its card points and its own
    declared marriages."""
    declarer = view.declarer
    assert declarer is not None and view.contract is not None
    own = sum(m.value for m in view.declared if m.seat == declarer)
    return view.contract - view.taken[declarer] - own


def sample_hands(kn: Knowledge, rng: random.Random) -> Hands | None:
    """The other active hands, dealt at random from the cards the seat cannot place,
    honouring known cards and shown voids; None when the knowledge admits no deal
    (a two-player round with its unseen talon, say)."""
    others = kn.others()
    if len(others) != 2:
        return None
    known = {s: set(kn.known.get(s, ())) for s in others}
    guessed = _with_passed_card(kn, known, rng)
    if guessed is not None:
        # A passed-on card the voids leave no room for was not passed on.
        hands = _deal(kn, others, guessed, rng)
        if hands is not None:
            return hands
    return _deal(kn, others, known, rng)


def _deal(kn: Knowledge, others: list[int], known: dict[int, set[Card]],
          rng: random.Random) -> Hands | None:
    """One deal with ``known`` placed, or None when the sizes and voids leave no room:
    the cards a void forces into one hand are placed first, the rest shuffled."""
    need = {s: kn.hand_sizes[s] - len(known[s]) for s in others}
    cards = sorted(kn.unknown, key=lambda c: c.index)
    if sum(need.values()) != len(cards) or min(need.values()) < 0:
        return None
    first, second = others
    void_first = kn.voids.get(first, set())
    void_second = kn.voids.get(second, set())
    only_first = [c for c in cards if c.suit in void_second and c.suit not in void_first]
    only_second = [c for c in cards if c.suit in void_first and c.suit not in void_second]
    free = [c for c in cards if c.suit not in void_first and c.suit not in void_second]
    if (len(only_first) + len(only_second) + len(free) != len(cards)
            or len(only_first) > need[first] or len(only_second) > need[second]):
        return None
    rng.shuffle(free)
    take = need[first] - len(only_first)
    # Known cards in a fixed order: a set's order follows memory addresses, and the
    # order of a hand changes how many positions a budgeted search visits.
    hands = {first: (*_by_index(known[first]), *only_first, *free[:take]),
             second: (*_by_index(known[second]), *only_second, *free[take:])}
    hands[kn.seat] = tuple(kn.hand)
    return hands


def _by_index(cards: set[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: c.index)


def _with_passed_card(kn: Knowledge, known: dict[int, set[Card]],
                      rng: random.Random) -> dict[int, set[Card]] | None:
    """For a defender, now and then ``known`` with one shown talon card given to the
    other defender instead (None the rest of the time): the declarer may have passed it
    on, and a search that never deals it there would plan as though a void or a guard
    could not exist."""
    declarer = kn.declarer
    if not kn.maybe_passed or declarer is None:
        return None
    cards = _by_index({c for c in kn.maybe_passed if c in known[declarer]})
    partner = next(s for s in known if s != declarer)
    if not cards or rng.random() >= len(cards) / PASS_CHOICES:
        return None
    card = rng.choice(cards)
    if card.suit in kn.voids.get(partner, set()):
        return None
    return {declarer: known[declarer] - {card}, partner: known[partner] | {card}}


def judge(view: PlayerView, plays: Sequence[Play], kn: Knowledge, rng: random.Random,
          deals: int, budget: int | None = None) -> list[Verdict] | None:
    """Each play's count of sampled deals in which the declarer, after it, makes the
    contract (whoever the seat is); None when the search has nothing to say (contract
    already made, no deal can be sampled, or the ``budget`` of positions ran out before
    ``MIN_DEALS`` deals were solved).

    A budget of positions rather than of time keeps the choice the same on every
    machine: a given view and seed always get the same answer."""
    declarer = view.declarer
    if declarer is None or view.contract is None or not view.tricks:
        return None
    need = declarer_need(view)
    if need <= 0:
        return None
    search = Endgame(view.rules, declarer, view.active_seats, kn.trump_declarer, budget)
    made = dict.fromkeys(plays, 0)
    sampled = 0
    for _ in range(deals):
        hands = sample_hands(kn, rng)
        if hands is None:
            return None
        try:
            outcome = [search.after(hands, view.trick, play, view.trump, need)
                       for play in plays]
        except OutOfBudget:
            break
        sampled += 1
        for play, makes in zip(plays, outcome, strict=True):
            made[play] += makes
    if sampled < min(MIN_DEALS, deals):
        return None
    return [Verdict(play, made[play], sampled) for play in plays]


def refine(choice: Choice, view: PlayerView, plays: Sequence[Play], kn: Knowledge,
           rng: random.Random, deals: int, budget: int | None = None) -> Choice:
    """The heuristic's ``choice`` unless another play does better over the sampled deals:
    for the declarer, makes the contract in more of them; for a defender, in fewer."""
    verdicts = judge(view, plays, kn, rng, deals, budget)
    if verdicts is None:
        return choice
    return refine_with(choice, view, verdicts)


def refine_with(choice: Choice, view: PlayerView, verdicts: Sequence[Verdict]) -> Choice:
    """``refine`` once the ``verdicts`` are in (the search agent reuses them)."""
    mine = next((v for v in verdicts if v.play == choice.action), None)
    if mine is None:
        return choice
    card = mine.play.card.label
    if view.seat == view.declarer:
        best = max(verdicts, key=lambda v: v.made)
        if best.made <= mine.made:
            return choice
        return Choice(best.play, "search_make",
                      f"Play {best.play.card.label}: of {best.deals} ways the unseen cards "
                      f"may lie, it makes the contract in {best.made}, {card} in "
                      f"{mine.made}.")
    best = min(verdicts, key=lambda v: v.made)
    if best.made >= mine.made:
        return choice
    return Choice(best.play, "search_stop",
                  f"Play {best.play.card.label}: of {best.deals} ways the unseen cards may "
                  f"lie, the declarer makes the contract after it in {best.made}, after "
                  f"{card} in {mine.made}.")
