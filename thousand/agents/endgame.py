"""The open-hands solver behind ``search``: can the declarer still reach its contract?

It answers one yes-or-no question per position (a null-window alpha-beta on "the
declarer takes at least ``need`` more points"), which prunes far better than solving
for exact points. One decision may visit tens of thousands of positions, so a position
is held as plain integers: each hand is a bit mask over the 24 card indices
(``Card.index``, which orders ranks within a suit), a trick a tuple of (seat, index)
pairs. Removing a card or picking out a suit is then one integer operation instead of
a new tuple of cards, and a position is a small hashable key for the table of answers,
whatever order the hands' cards came in.
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

State = tuple[int, ...]
"""Hand masks indexed by seat."""
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


def _beats(card: int, best: int, trump: int) -> bool:
    if _SUIT[card] == _SUIT[best]:
        return card > best
    return _SUIT[card] == trump


class Endgame:
    """The rest of a round with every hand open, asked one question: can the declarer
    still take ``need`` more points (card points and its own marriages)?"""

    def __init__(self, rules: Rules, declarer: int, order: Sequence[int],
                 trump_declarer: int | None, budget: int | None = None) -> None:
        self.budget = budget
        """Positions the search may visit before it gives up (``OutOfBudget``)."""
        self.declarer = declarer
        self.order = tuple(order)
        self.trump_declarer = trump_declarer
        self.nodes = 0
        self._seats = max(self.order) + 1
        self._next = {seat: self.order[(i + 1) % len(self.order)]
                      for i, seat in enumerate(self.order)}
        self._marriage = tuple(rules.marriage_value(suit) for suit in Suit)
        self._ace_marriage = rules.ace_marriage
        self._must_beat = rules.must_beat
        self._trump_lead_rule = rules.trump_lead_by_declarer_only
        self._known: dict[tuple[object, ...], bool] = {}
        """Answers at the start of a trick: different orders of the same tricks meet there."""
        self._marriages_of: dict[int, int] = {}
        self._cards_of: dict[int, list[int]] = {}

    def after(self, hands: Hands, trick: Trick, play: Play, trump: Suit | None,
              need: int) -> bool:
        """Whether, once ``play`` is made, the declarer playing best takes at least
        ``need`` more against the best defence."""
        masks = [0] * self._seats
        for seat, cards in hands.items():
            masks[seat] = mask_of(cards)
        played = tuple((seat, card.index) for seat, card in trick)
        still = card_points((*(c for h in hands.values() for c in h), *(c for _, c in trick)))
        return self._move(tuple(masks), played, play.seat, play.card.index, play.declare,
                          NO_TRUMP if trump is None else int(trump), self.trump_declarer,
                          need, still)

    def _reach(self, hands: State, trick: Played, to_move: int, trump: int,
               trump_declarer: int | None, need: int, still: int) -> bool:
        """``still``: the card points left in the hands and the trick."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise OutOfBudget
        if need <= 0:
            return True
        hand = hands[to_move]
        if not hand:
            return False
        key = None
        if not trick:
            if still + self._marriages(hands[self.declarer]) < need:
                return False
            key = (hands, to_move, trump, trump_declarer, need)
            known = self._known.get(key)
            if known is not None:
                return known
        wants = to_move == self.declarer
        answer = not wants
        for card, declare in self._moves(hand, trick, to_move, trump, trump_declarer):
            if self._move(hands, trick, to_move, card, declare, trump, trump_declarer,
                          need, still) == wants:
                answer = wants
                break
        if key is not None:
            self._known[key] = answer
        return answer

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

    def _moves(self, hand: int, trick: Played, seat: int, trump: int,
               trump_declarer: int | None) -> list[tuple[int, bool]]:
        if trick:
            return [(c, False) for c in self._cards(self._follow(hand, trick, trump))]
        allowed = hand
        if trump != NO_TRUMP and self._trump_lead_rule and seat != trump_declarer:
            allowed = hand & ~_SUIT_MASK[trump] or hand
        moves = [(c, True) for c in self._declarable(hand)]
        moves += [(c, False) for c in self._cards(allowed)]
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
        trumped_follow = False
        if not forced and trump != NO_TRUMP:
            forced = hand & _SUIT_MASK[trump]
        elif forced:
            trumped_follow = led != trump and any(_SUIT[c] == trump for _, c in trick)
        if not forced:
            return hand
        if self._must_beat and not trumped_follow:
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

    def _move(self, hands: State, trick: Played, seat: int, card: int, declare: bool,
              trump: int, trump_declarer: int | None, need: int, still: int) -> bool:
        if declare:
            aces = _ACES >> card & 1
            if seat == self.declarer:
                need -= ACE_MARRIAGE_VALUE if aces else self._marriage[_SUIT[card]]
            if not aces:
                trump, trump_declarer = _SUIT[card], seat
        rest = (*hands[:seat], hands[seat] & ~(1 << card), *hands[seat + 1:])
        played = (*trick, (seat, card))
        if len(played) < len(self.order):
            return self._reach(rest, played, self._next[seat], trump, trump_declarer, need,
                               still)
        winner = played[_winner(played, trump)][0]
        points = 0
        for _, c in played:
            points += _POINTS[c]
        if winner == self.declarer:
            need -= points
        return self._reach(rest, (), winner, trump, trump_declarer, need, still - points)


def _winner(trick: Played, trump: int) -> int:
    """Index within ``trick`` of the card that wins it: ``tricks.trick_winner``."""
    best = 0
    for i in range(1, len(trick)):
        if _beats(trick[i][1], trick[best][1], trump):
            best = i
    return best
