"""The open-hands solver behind ``search``: can the declarer still reach its contract?

It answers one yes-or-no question per position (a null-window alpha-beta on "the
declarer takes at least ``need`` more points"), which prunes far better than solving
for exact points. One decision may visit tens of thousands of positions, so a position
is held as plain integers: each hand is a bit mask over the 24 card indices
(``Card.index``, which orders ranks within a suit), the hands are packed side by side
into one integer, and a trick is a tuple of (seat, index) pairs. Playing a card is then
one integer operation instead of a new tuple of cards, and a position is a small
hashable key for the table of answers, whatever order the hands' cards came in. A move
is made inside the one recursive function rather than in a helper of its own: in
CPython a function call is a large share of the cost of a position.
The rules applied are those of ``tricks.py``; the tests check the two agree.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Play
from ..cards import DECK, Card, Rank, Suit, card_points
from ..rules import Rules
from ..tricks import ACE_MARRIAGE_VALUE

Hands = dict[int, tuple[Card, ...]]
"""Each active seat's cards, as the caller deals them."""
Trick = tuple[tuple[int, Card], ...]
"""The cards of the trick in progress, with who played them."""

_SUIT_MASK = tuple(sum(1 << c.index for c in DECK if c.suit is suit) for suit in Suit)
_SUIT = tuple(int(c.suit) for c in DECK)
_POINTS = tuple(c.points for c in DECK)
_ACE_CARDS = tuple(c.index for c in DECK if c.rank is Rank.ACE)
_ACES = sum(1 << i for i in _ACE_CARDS)
_KINGS = tuple(Card.of(Rank.KING, suit).index for suit in Suit)
_QUEENS = tuple(Card.of(Rank.QUEEN, suit).index for suit in Suit)
_HONOURS = _ACES | sum(1 << i for i in (*_KINGS, *_QUEENS))
"""The cards that make up marriages (and the four aces): all a hand's marriages depend on."""
_TRY_ORDER = tuple(sorted(range(len(DECK)), key=lambda i: (-_POINTS[i], -i)))
"""High cards first: they decide tricks, so cut-offs come sooner."""
NO_TRUMP = -1
_CARD = 63
"""A move's card index; the bit above (``_DECLARE``) marks a declaring lead."""
_DECLARE = 64
_BITS = len(DECK)
"""Bits per hand in the packed position: seat ``s``'s mask is ``hands >> s * _BITS``."""
_HAND = (1 << _BITS) - 1
_NEVER = 1 << 30
"""No need is known to be out of reach."""

Played = tuple[tuple[int, int], ...]
"""(seat, card index) pairs of the trick in progress."""


class OutOfBudget(Exception):
    """The search visited its budget of positions: its question stays open."""


def mask_of(cards: Sequence[Card]) -> int:
    """The bit mask of ``cards``: bit ``card.index`` set for each."""
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def _packed(hands: Hands) -> int:
    """Every seat's mask side by side, ``_BITS`` apart."""
    packed = 0
    for seat, cards in hands.items():
        packed |= mask_of(cards) << seat * _BITS
    return packed


def _beats(card: int, best: int, trump: int) -> bool:
    if _SUIT[card] == _SUIT[best]:
        return card > best
    return _SUIT[card] == trump


class Endgame:
    """The rest of a round with every hand open, asked one question: can the declarer
    still take ``need`` more points (card points and its own marriages)?"""

    def __init__(self, rules: Rules, declarer: int, order: Sequence[int],
                 trump_declarer: int | None, budget: int | None = None,
                 bonus: int = 0) -> None:
        self.budget = budget
        """Positions the search may visit before it gives up (``OutOfBudget``)."""
        self.bonus = bonus
        """Card points the last trick's winner also takes (two players: the talon not
        taken, with the declarer's discard, as the engine scores it)."""
        self.declarer = declarer
        self.order = tuple(order)
        self.trump_declarer = trump_declarer
        self.nodes = 0
        self._next = {seat: self.order[(i + 1) % len(self.order)]
                      for i, seat in enumerate(self.order)}
        self._marriage = tuple(rules.marriage_value(suit) for suit in Suit)
        self._ace_marriage = rules.ace_marriage
        self._must_beat = rules.must_beat
        self._trump_lead_rule = rules.trump_lead_by_declarer_only
        self._known: dict[tuple[object, ...], tuple[int, int]] = {}
        """At the start of a trick, the highest need known to be reached and the lowest
        known not to be: different orders of the same tricks meet there, often with
        different points taken, and reaching a need reaches every smaller one."""
        self._marriages_of: dict[int, int] = {}
        self._cards_of: dict[int, list[int]] = {}
        self._leads_of: dict[int, list[int]] = {}

    def after(self, hands: Hands, trick: Trick, play: Play, trump: Suit | None,
              need: int) -> bool:
        """Whether, once ``play`` is made, the declarer playing best takes at least
        ``need`` more against the best defence."""
        packed = _packed(hands)
        played = tuple((seat, card.index) for seat, card in trick)
        still = card_points((*(c for h in hands.values() for c in h), *(c for _, c in trick)))
        still += self.bonus
        move = play.card.index | (_DECLARE if play.declare else 0)
        return self._reach(packed, played, play.seat, NO_TRUMP if trump is None else int(trump),
                           self.trump_declarer, need, still, move)

    def reaches_from(self, hands: Hands, leader: int, trump: Suit | None,
                     trump_declarer: int | None, need: int) -> bool:
        """Whether the declarer playing best takes at least ``need`` more against the best
        defence, from the start of a trick with ``leader`` to lead. The budget counts this
        question's positions alone; the table of answers carries over between
        questions."""
        self.nodes = 0
        still = card_points([c for h in hands.values() for c in h]) + self.bonus
        return self._reach(_packed(hands), (), leader, NO_TRUMP if trump is None else int(trump),
                           trump_declarer, need, still)

    def most_from(self, hands: Hands, leader: int, trump: Suit | None,
                  trump_declarer: int | None, taken: int, step: int) -> int:
        """The declarer's best final take, rounded down to a multiple of ``step``, from the
        start of a trick with ``taken`` points (cards and its marriages) already in,
        against the best defence: every contract is a multiple of ``step``, so it is made
        exactly when it is at most this. A binary search of ``reaches_from``'s question,
        each answer narrowing the next; each question has the budget to itself."""
        packed = _packed(hands)
        still = card_points([c for h in hands.values() for c in h]) + self.bonus
        suit = NO_TRUMP if trump is None else int(trump)
        best = taken + still + self._marriages(packed >> self.declarer * _BITS & _HAND)
        low, high = taken // step, best // step
        while low < high:
            middle = (low + high + 1) // 2
            self.nodes = 0
            if self._reach(packed, (), leader, suit, trump_declarer, middle * step - taken,
                           still):
                low = middle
            else:
                high = middle - 1
        return low * step

    def _reach(self, hands: int, trick: Played, to_move: int, trump: int,
               trump_declarer: int | None, need: int, still: int, only: int = -1) -> bool:
        """``hands``: every seat's mask, packed ``_BITS`` apart; ``still``: the card points
        left in the hands and the trick, and the last trick's ``bonus``; ``only``: the one
        move to try (the root's)."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise OutOfBudget
        if need <= 0:
            return True
        shift = to_move * _BITS
        hand = hands >> shift & _HAND
        if not hand:
            return False
        key = bounds = None
        if trick:
            moves = [only] if only >= 0 else self._cards(self._follow(hand, trick, trump))
        else:
            declarer = self.declarer
            if still + self._marriages(hands >> declarer * _BITS & _HAND) < need:
                return False
            if not hand & (hand - 1):
                return self._last_trick(hands, to_move, trump, need)
            if only >= 0:
                moves = [only]
            else:
                key = (hands, to_move, trump, trump_declarer)
                bounds = self._known.get(key)
                if bounds is not None:
                    if need <= bounds[0]:
                        return True
                    if need >= bounds[1]:
                        return False
                moves = self._leads(hand, to_move, trump, trump_declarer)
        wants = to_move == self.declarer
        answer = not wants
        complete = len(trick) + 1 == len(self.order)
        for move in moves:
            card = move & _CARD
            next_trump, next_declarer, next_need = trump, trump_declarer, need
            if move > _CARD:
                aces = _ACES >> card & 1
                if wants:
                    next_need -= ACE_MARRIAGE_VALUE if aces else self._marriage[_SUIT[card]]
                if not aces:
                    next_trump, next_declarer = _SUIT[card], to_move
            rest = hands & ~(1 << (card + shift))
            if not complete:
                reached = self._reach(rest, (*trick, (to_move, card)), self._next[to_move],
                                      next_trump, next_declarer, next_need, still)
            else:
                # _winner and _beats written out: this runs once per completed trick.
                winner, best = trick[0]
                points = 0
                for seat, other in (*trick, (to_move, card)):
                    points += _POINTS[other]
                    if (other > best if _SUIT[other] == _SUIT[best]
                            else _SUIT[other] == next_trump):
                        winner, best = seat, other
                if not rest:
                    points += self.bonus
                if winner == self.declarer:
                    next_need -= points
                reached = self._reach(rest, (), winner, next_trump, next_declarer, next_need,
                                      still - points)
            if reached == wants:
                answer = wants
                break
        if key is not None:
            reached_at, missed_at = bounds or (0, _NEVER)
            self._known[key] = (max(reached_at, need), missed_at) if answer \
                else (reached_at, min(missed_at, need))
        return answer

    def _last_trick(self, hands: int, leader: int, trump: int, need: int) -> bool:
        """One card in each hand: every play is forced and no marriage can be declared."""
        best_seat = leader
        best = (hands >> leader * _BITS & _HAND).bit_length() - 1
        points = _POINTS[best]
        seat = self._next[leader]
        while seat != leader:
            card = (hands >> seat * _BITS & _HAND).bit_length() - 1
            points += _POINTS[card]
            if _beats(card, best, trump):
                best_seat, best = seat, card
            seat = self._next[seat]
        return best_seat == self.declarer and points + self.bonus >= need

    def _marriages(self, hand: int) -> int:
        """What the hand's marriages (and four aces) could still add: ``marriages_value``."""
        honours = hand & _HONOURS
        value = self._marriages_of.get(honours)
        if value is None:
            value = sum(self._marriage[s] for s in range(len(_KINGS))
                        if honours >> _KINGS[s] & 1 and honours >> _QUEENS[s] & 1)
            if self._ace_marriage and honours & _ACES == _ACES:
                value += ACE_MARRIAGE_VALUE
            self._marriages_of[honours] = value
        return value

    def _leads(self, hand: int, seat: int, trump: int, trump_declarer: int | None) -> list[int]:
        """The leads in trying order; a declaring lead carries ``_DECLARE`` as well."""
        allowed = hand
        if trump != NO_TRUMP and self._trump_lead_rule and seat != trump_declarer:
            allowed = hand & ~_SUIT_MASK[trump] or hand
        key = allowed << _BITS | hand
        moves = self._leads_of.get(key)
        if moves is None:
            moves = [c | _DECLARE for c in self._declarable(hand)] + self._cards(allowed)
            self._leads_of[key] = moves
        return moves

    def _cards(self, mask: int) -> list[int]:
        """The card indices of ``mask`` in trying order (the same masks recur all the time)."""
        cards = self._cards_of.get(mask)
        if cards is None:
            cards = self._cards_of[mask] = [i for i in _TRY_ORDER if mask >> i & 1]
        return cards

    def _follow(self, hand: int, trick: Played, trump: int) -> int:
        """The cards of ``hand`` that may follow: ``tricks.cards_to_follow``."""
        led = _SUIT[trick[0][1]]
        forced = hand & _SUIT_MASK[led]
        followed = bool(forced)
        if not forced and trump != NO_TRUMP:
            forced = hand & _SUIT_MASK[trump]
        if not forced:
            return hand
        if self._must_beat and not (followed and led != trump
                                    and any(_SUIT[c] == trump for _, c in trick)):
            best = trick[_winner(trick, trump)][1]
            beating = 0
            for card in range(len(DECK)):
                if forced >> card & 1 and _beats(card, best, trump):
                    beating |= 1 << card
            if beating:
                return beating
        return forced

    def _declarable(self, hand: int) -> list[int]:
        """``tricks.declarable_cards``: the king and queen of each marriage, the aces."""
        cards = []
        for s in range(len(_KINGS)):
            if hand >> _KINGS[s] & 1 and hand >> _QUEENS[s] & 1:
                cards += [_KINGS[s], _QUEENS[s]]
        if self._ace_marriage and hand & _ACES == _ACES:
            cards += _ACE_CARDS
        return cards

def _winner(trick: Played, trump: int) -> int:
    """Index within ``trick`` of the card that wins it: ``tricks.trick_winner``."""
    best = 0
    for i in range(1, len(trick)):
        if _beats(trick[i][1], trick[best][1], trump):
            best = i
    return best
