"""What one seat knows about the hidden cards, derived only from its ``PlayerView``.

The agents never see the engine state; everything here is rebuilt from the
view so that the same view always yields the same knowledge (and two deals
that differ only in cards the seat cannot see yield the same knowledge too).
It remembers every card seen, infers voids from failures to follow, tracks
cards the seat knows to be in another hand (its own gifts), and turns that
into cheap probabilities that another seat holds or can beat a card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import comb

from ..cards import DECK, Card, Rank, Suit
from ..rules import Rules
from ..tricks import beats, marriages_value, trick_winner
from ..view import PlayerView

TALON_WITH_DECLARER = True
"""Defenders place the cards of a shown talon in the declarer's hand."""


@dataclass
class Knowledge:
    """A seat's picture of the round in play."""

    seat: int
    declarer: int | None
    trump: Suit | None
    active: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    unknown: frozenset[Card]
    """Cards that may be in another active hand (or, with 2 players, the unseen talon)."""
    known: dict[int, set[Card]] = field(default_factory=dict)
    """Cards known to be in a given other seat's hand (the declarer's own gifts)."""
    voids: dict[int, set[Suit]] = field(default_factory=dict)
    played: frozenset[Card] = frozenset()
    trump_declarer: int | None = None
    maybe_passed: frozenset[Card] = frozenset()
    """Cards of a shown talon placed in ``known`` for the declarer, one of which may in
    truth be the other defender's gift (a defender cannot see that gift)."""

    # ----------------------------------------------------------- building

    @staticmethod
    def of(view: PlayerView) -> Knowledge:
        seat = view.seat
        played = view.played_cards
        out_of_play: set[Card] = set(view.discard or ())
        known: dict[int, set[Card]] = {s: set() for s in view.active_seats if s != seat}
        maybe_passed: frozenset[Card] = frozenset()
        if view.declarer == seat:
            for to, card in view.gifts_seen:
                if isinstance(to, int) and card is not None and card not in played:
                    known[to].add(card)
        elif (TALON_WITH_DECLARER and view.declarer is not None and view.talon
              and view.declarer in known):
            # A shown talon went to the declarer's hand; at most one of its cards was
            # passed on to the other defender, so treat them as the declarer's.
            room = view.hand_sizes[view.declarer]
            for card in view.talon:
                if card not in view.hand and card not in played and card not in out_of_play \
                        and len(known[view.declarer]) < room:
                    known[view.declarer].add(card)
            maybe_passed = frozenset(known[view.declarer])
        unknown = frozenset(c for c in DECK if c not in view.hand and c not in played
                            and c not in out_of_play
                            and not any(c in k for k in known.values()))
        voids, trump_declarer = _voids_from_log(view)
        return Knowledge(seat=seat, declarer=view.declarer, trump=view.trump,
                         active=view.active_seats, hand=view.hand, hand_sizes=view.hand_sizes,
                         unknown=unknown, known=known, voids=voids, played=frozenset(played),
                         trump_declarer=trump_declarer, maybe_passed=maybe_passed)

    # ------------------------------------------------------------ queries

    def others(self) -> list[int]:
        return [s for s in self.active if s != self.seat]

    def is_partner(self, seat: int) -> bool:
        """Defenders are partners; the declarer has none."""
        if seat == self.seat:
            return True
        return self.declarer is not None and self.declarer not in (seat, self.seat)

    def outstanding(self, suit: Suit) -> list[Card]:
        """Cards of ``suit`` that another seat may hold."""
        cards = [c for c in self.unknown if c.suit is suit]
        for k in self.known.values():
            cards += [c for c in k if c.suit is suit]
        return cards

    def is_master(self, card: Card) -> bool:
        """No card of its suit that another seat may hold ranks higher."""
        return all(c.rank < card.rank for c in self.outstanding(card.suit))

    def _pool(self, seat: int) -> tuple[list[Card], int]:
        """The unknown cards ``seat`` may hold and how many unknown cards it holds."""
        void = self.voids.get(seat, set())
        pool = [c for c in self.unknown if c.suit not in void]
        slots = self.hand_sizes[seat] - len(self.known.get(seat, ()))
        return pool, max(0, min(slots, len(pool)))

    def p_holds_any(self, seat: int, cards: list[Card]) -> float:
        """Probability that ``seat`` holds at least one of ``cards``."""
        if any(c in self.known.get(seat, ()) for c in cards):
            return 1.0
        pool, slots = self._pool(seat)
        hits = sum(1 for c in cards if c in pool)
        return _p_any(len(pool), hits, slots)

    def p_void(self, seat: int, suit: Suit) -> float:
        """Probability that ``seat`` holds no card of ``suit``."""
        if suit in self.voids.get(seat, ()):
            return 1.0
        if any(c.suit is suit for c in self.known.get(seat, ())):
            return 0.0
        pool, slots = self._pool(seat)
        hits = sum(1 for c in pool if c.suit is suit)
        return 1.0 - _p_any(len(pool), hits, slots)

    def p_beats(self, seat: int, trick: list[Card], best: Card) -> float:
        """Probability that ``seat``, playing next, can beat ``best`` in the trick ``trick``.

        Counts a higher card of the led suit, or a void in it with a trump.
        """
        if self.hand_sizes[seat] == 0:
            return 0.0
        led = trick[0].suit
        trump = self.trump
        higher_led = [c for c in self.outstanding(led) if c.rank > best.rank] \
            if best.suit is led else []
        p = self.p_holds_any(seat, higher_led) if higher_led else 0.0
        if trump is not None and led is not trump:
            trumps = [c for c in self.outstanding(trump)
                      if best.suit is not trump or c.rank > best.rank]
            if trumps:
                p_void = self.p_void(seat, led)
                if p_void > 0 and trump not in self.voids.get(seat, ()):
                    p += (1 - p) * p_void * self.p_holds_any(seat, trumps)
        return min(1.0, p)

    def p_team_wins(self, trick: list[tuple[int, Card]], after: list[int]) -> float:
        """Probability that the seat's side wins a trick now ``trick``, with ``after`` to play."""
        cards = [c for _, c in trick]
        best_i = trick_winner(cards, self.trump)
        winner, best = trick[best_i]
        ours = self.is_partner(winner)
        p_hold = 1.0
        for s in after:
            if self.is_partner(s) == ours:
                continue
            p_hold *= 1.0 - self.p_beats(s, cards, best)
        if ours:
            return p_hold
        # The other side leads now; a partner still to play may rescue it.
        rescue = 0.0
        for s in after:
            if self.is_partner(s) and s != self.seat:
                rescue = max(rescue, self.p_beats(s, cards, best) * 0.8)
        return rescue * (1 - p_hold) if p_hold < 1 else rescue

    def mean_unknown_points(self) -> float:
        cards = list(self.unknown) + [c for k in self.known.values() for c in k]
        return sum(c.points for c in cards) / len(cards) if cards else 0.0


def _p_any(pool: int, hits: int, slots: int) -> float:
    """Hypergeometric: probability that ``slots`` cards drawn from ``pool`` include a hit."""
    if hits <= 0 or slots <= 0 or pool <= 0:
        return 0.0
    if pool - hits < slots:
        return 1.0
    return 1.0 - comb(pool - hits, slots) / comb(pool, slots)


def _voids_from_log(view: PlayerView) -> tuple[dict[int, set[Suit]], int | None]:
    """Voids shown by failures to follow, replaying the round's plays with their trumps."""
    voids: dict[int, set[Suit]] = {s: set() for s in view.active_seats}
    per_trick = view.rules.active_players
    trump: Suit | None = None
    trump_declarer: int | None = None
    count = 0
    led: Suit | None = None
    for line in view.log:
        seat_text, _, rest = line.partition(": ")
        if not rest.startswith("play "):
            continue
        parts = rest.split()
        card = Card.parse(parts[1])
        seat = int(seat_text)
        if count % per_trick == 0:
            led = card.suit
            if len(parts) > 2 and card.rank.name != "ACE":
                trump, trump_declarer = card.suit, seat
        elif led is not None and card.suit is not led:
            voids[seat].add(led)
            if trump is not None and card.suit is not trump:
                voids[seat].add(trump)
        count += 1
    return voids, trump_declarer


@dataclass(frozen=True)
class Floor:
    """A seat held marriages worth at least ``value`` among some cards: the cards it
    holds now and ``plus`` (cards it held since: played, or given to this seat), less
    ``minus`` (cards it got after the bid: a shown talon)."""

    seat: int
    value: int
    plus: frozenset[Card]
    minus: frozenset[Card]

    def holds(self, hand: tuple[Card, ...] | list[Card], rules: Rules) -> bool:
        cards = [c for c in (*hand, *self.plus) if c not in self.minus]
        return marriages_value(cards, rules) >= self.value


@dataclass(frozen=True)
class Clues:
    """What the other seats' own moves prove about their hidden cards, beyond the voids
    of ``Knowledge``: the bidding cap and the declaration rule leave no other reading.

    - ``lacks``: cards a seat cannot hold. A seat that led a king or queen after the
      first trick without declaring did not hold its partner then (declaring is free
      and scores the marriage, so players and these agents almost always do),
      and no card joins a hand during the play.
    - ``floors``: a bid above 120 (or a contract raised above it) is legal only with
      marriages worth the excess in hand (RULES.md §4, the cap)."""

    lacks: dict[int, frozenset[Card]] = field(default_factory=dict)
    floors: tuple[Floor, ...] = ()

    @staticmethod
    def of(view: PlayerView) -> Clues:
        others = [s for s in view.active_seats if s != view.seat]
        lacks: dict[int, set[Card]] = {s: set() for s in others}
        played: dict[int, set[Card]] = {s: set() for s in view.active_seats}
        per_trick = view.rules.active_players
        count = 0
        for line in view.log:
            seat_text, _, rest = line.partition(": ")
            if not rest.startswith("play "):
                continue
            parts = rest.split()
            card = Card.parse(parts[1])
            seat = int(seat_text)
            played.setdefault(seat, set()).add(card)
            if (count % per_trick == 0 and count >= per_trick and len(parts) == 2
                    and seat in lacks and card.rank in (Rank.KING, Rank.QUEEN)):
                partner = Rank.QUEEN if card.rank is Rank.KING else Rank.KING
                lacks[seat].add(Card.of(partner, card.suit))
            count += 1
        floors: list[Floor] = []
        rules = view.rules
        if rules.bid_cap:
            got = frozenset(c for to, c in view.gifts_seen if to == view.seat and c is not None)
            high: dict[int, int] = {}
            for seat, amount in view.bids:
                if amount is not None and seat in lacks:
                    high[seat] = max(high.get(seat, 0), amount)
            for seat, amount in sorted(high.items()):
                if amount <= 120:
                    continue
                plus = frozenset(played[seat])
                minus: frozenset[Card] = frozenset()
                if seat == view.declarer:
                    plus |= got
                    minus = frozenset(view.talon or ())
                floors.append(Floor(seat, amount - 120, plus, minus))
            declarer = view.declarer
            if (declarer in lacks and view.contract is not None and view.bid is not None
                    and view.contract > max(view.bid, 120)):
                assert declarer is not None
                floors.append(Floor(declarer, view.contract - 120,
                                    frozenset(played[declarer]), frozenset()))
        return Clues(lacks={s: frozenset(c) for s, c in lacks.items() if c},
                     floors=tuple(floors))

    def allows(self, hands: dict[int, tuple[Card, ...]], rules: Rules) -> bool:
        """Whether a deal of the hidden hands agrees with every floor (``lacks`` are
        dealt around, not checked)."""
        return all(f.holds(hands[f.seat], rules) for f in self.floors if f.seat in hands)


def winning_card(trick: list[Card], trump: Suit | None) -> Card:
    return trick[trick_winner(trick, trump)]


def card_beats(card: Card, best: Card, trump: Suit | None) -> bool:
    return beats(card, best, trump)
