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

import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...actions import Play
from ...cards import Card, Rank, Suit
from ...rules import Rules
from ...tricks import marriages_value
from ...view import PlayerView
from ..endgame import Endgame, Hands, OutOfBudget
from ..knowledge import Clues, Floor, Knowledge
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
    (a two-player round with its unseen talon, say: ``sample_deal`` deals that too)."""
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


Sampler = Callable[[Knowledge, random.Random], Hands | None]
"""Deals the other active hands for one solved deal: ``sample_hands``, or one that also
honours what the other seats' moves say (``Clues``, the auction)."""

TALON = -1
"""The bucket of ``sample_deal`` for dealt cards in no active hand (two players: the
talon not taken, with the declarer's discard)."""
TRIES = 40
"""Deals drawn before the floors of ``Clues`` are forced into a hand instead."""
TWO_PLAYER_PASS_CHOICES = 11
"""Two players: the declarer's cards that could have gone onto the other talon (twelve
less the one this defender got)."""


def sample_deal(kn: Knowledge, rng: random.Random, clues: Clues | None = None,
                rules: Rules | None = None) -> tuple[Hands, tuple[Card, ...]] | None:
    """The other active hands and the cards in none of them (two players: the unseen
    talon), dealt at random from the cards the seat cannot place, honouring known cards,
    voids and ``clues``; None when the knowledge admits no deal.

    With ``clues``, a seat is never dealt a card it is proven to lack, and deals are
    drawn until every floor holds (uniform over the deals that agree with all); after
    ``TRIES`` misses the cheapest marriages that meet a floor are placed in the hand
    first. A clue the cards cannot satisfy (a player outside this model) is dropped
    rather than leave the seat without a deal."""
    others = kn.others()
    need = {s: kn.hand_sizes[s] - len(kn.known.get(s, ())) for s in others}
    hidden = len(kn.unknown) - sum(need.values())
    buckets = [*others, TALON] if hidden > 0 else others
    if len(buckets) != 2 or hidden < 0:
        return None
    known = {s: set(kn.known.get(s, ())) for s in buckets}
    lacks = clues.lacks if clues is not None else {}
    guessed = _with_passed_card(kn, known, rng, buckets)
    bases = [guessed, known] if guessed is not None else [known]
    declarer = kn.declarer
    if declarer in known:
        # The voids may prove a shown talon card was passed on: try each in turn.
        partner = next(s for s in buckets if s != declarer)
        bases += [{declarer: known[declarer] - {c}, partner: known[partner] | {c}}
                  for c in _by_index(set(kn.maybe_passed) & known[declarer])]
    for base in bases:
        for forbid in (lacks, {}):
            dealt = _dealt(kn, buckets, base, forbid, clues, rules, rng)
            if dealt is not None:
                return dealt
    return None


def _dealt(kn: Knowledge, buckets: list[int], known: dict[int, set[Card]],
           lacks: dict[int, frozenset[Card]], clues: Clues | None, rules: Rules | None,
           rng: random.Random) -> tuple[Hands, tuple[Card, ...]] | None:
    """One deal for ``sample_deal``: rejection on the floors, then the floors forced."""
    if clues is None or not clues.floors or rules is None:
        return _split(kn, buckets, known, lacks, rng)
    last = None
    for _ in range(TRIES):
        last = _split(kn, buckets, known, lacks, rng)
        if last is None:
            return None
        if clues.allows(last[0], rules):
            return last
    forced = {s: set(cards) for s, cards in known.items()}
    for floor in clues.floors:
        if floor.seat not in forced:
            continue
        placed = _marriages_for(kn, floor, forced, lacks, rules, rng)
        if placed is None:
            return last
        forced[floor.seat] |= placed
    return _split(kn, buckets, forced, lacks, rng) or last


def _marriages_for(kn: Knowledge, floor: Floor, known: dict[int, set[Card]],
                   lacks: dict[int, frozenset[Card]], rules: Rules,
                   rng: random.Random) -> set[Card] | None:
    """Unknown kings and queens that give ``floor.seat`` marriages worth the floor and
    fit its hand: one of the smallest such sets of suits, at random; None when none
    can."""
    seat = floor.seat
    void = kn.voids.get(seat, set())
    lack = lacks.get(seat, frozenset())
    have = (known[seat] | floor.plus) - floor.minus
    room = kn.hand_sizes[seat] - len(known[seat])
    placed = set().union(*known.values())
    base = marriages_value(_by_index(have), rules)
    options: list[tuple[Suit, set[Card]]] = []
    for suit in Suit:
        pair = {Card.of(Rank.KING, suit), Card.of(Rank.QUEEN, suit)}
        missing = pair - have
        if missing and all(c in kn.unknown and c.suit not in void and c not in lack
                           and c not in placed for c in missing):
            options.append((suit, missing))
    fits: list[set[Card]] = []
    for size in range(1, len(options) + 1):
        for chosen in itertools.combinations(options, size):
            cards = set().union(*(m for _, m in chosen))
            value = base + sum(rules.marriage_value(suit) for suit, _ in chosen)
            if value >= floor.value and len(cards) <= room:
                fits.append(cards)
        if fits:
            break
    return rng.choice(fits) if fits else None


def _split(kn: Knowledge, buckets: list[int], known: dict[int, set[Card]],
           lacks: dict[int, frozenset[Card]], rng: random.Random
           ) -> tuple[Hands, tuple[Card, ...]] | None:
    """Deal the unknown cards into the two ``buckets`` (seats or ``TALON``) with
    ``known`` placed, no bucket given a card of a void suit or one it lacks: the cards
    only one bucket may take are placed first, the rest shuffled. None when there is no
    room."""
    first, second = buckets
    placed = known[first] | known[second]
    cards = sorted((c for c in kn.unknown if c not in placed), key=lambda c: c.index)
    need_first = kn.hand_sizes[first] - len(known[first])
    need_second = len(cards) - need_first
    if second != TALON and need_second != kn.hand_sizes[second] - len(known[second]):
        return None
    if min(need_first, need_second) < 0:
        return None
    void_first = kn.voids.get(first, set())
    void_second = kn.voids.get(second, set())
    lack_first = lacks.get(first, frozenset())
    lack_second = lacks.get(second, frozenset())
    only_first: list[Card] = []
    only_second: list[Card] = []
    free: list[Card] = []
    for c in cards:
        bars_first = c.suit in void_first or c in lack_first
        bars_second = c.suit in void_second or c in lack_second
        if bars_first and bars_second:
            return None
        (only_second if bars_first else only_first if bars_second else free).append(c)
    if len(only_first) > need_first or len(only_second) > need_second:
        return None
    rng.shuffle(free)
    take = need_first - len(only_first)
    dealt = {first: (*_by_index(known[first]), *only_first, *free[:take]),
             second: (*_by_index(known[second]), *only_second, *free[take:])}
    hidden = dealt.pop(TALON, ())
    hands: Hands = dict(dealt)
    hands[kn.seat] = tuple(kn.hand)
    return hands, hidden


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


def _with_passed_card(kn: Knowledge, known: dict[int, set[Card]], rng: random.Random,
                      buckets: Sequence[int] | None = None) -> dict[int, set[Card]] | None:
    """For a defender, now and then ``known`` with one shown talon card given to the
    other defender instead (None the rest of the time): the declarer may have passed it
    on, and a search that never deals it there would plan as though a void or a guard
    could not exist. With two players that card may lie in the unseen talon
    (``TALON`` among ``buckets``) instead."""
    declarer = kn.declarer
    if not kn.maybe_passed or declarer is None or declarer not in known:
        return None
    cards = _by_index({c for c in kn.maybe_passed if c in known[declarer]})
    partner = next(s for s in (buckets or known) if s != declarer)
    choices = TWO_PLAYER_PASS_CHOICES if partner == TALON else PASS_CHOICES
    if not cards or rng.random() >= len(cards) / choices:
        return None
    card = rng.choice(cards)
    if card.suit in kn.voids.get(partner, set()):
        return None
    return {declarer: known[declarer] - {card}, partner: known[partner] | {card}}


def judge(view: PlayerView, plays: Sequence[Play], kn: Knowledge, rng: random.Random,
          deals: int, budget: int | None = None,
          sampler: Sampler | None = None) -> list[Verdict] | None:
    """Each play's count of sampled deals in which the declarer, after it, makes the
    contract (whoever the seat is); None when the search has nothing to say (contract
    already made, no deal can be sampled, or the ``budget`` of positions ran out before
    ``MIN_DEALS`` deals were solved).

    A budget of positions rather than of time keeps the choice the same on every
    machine: a given view and seed always get the same answer. ``sampler`` deals each
    solved deal (``sample_hands`` by default)."""
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
        hands = (sampler or sample_hands)(kn, rng)
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
