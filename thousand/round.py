"""One deal of Тысяча, from the deal to the last trick: ``RoundState``.

The state is immutable. ``legal_actions()`` lists what the seat to move may do,
in a fixed order; ``apply(action)`` checks the action against the rules and
returns a new state. Scores, bolts and the barrel belong to the game
(``game.py``/``scoring.py``); a round only reads what it needs of them through
``RoundSetup``.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import (
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
from .cards import DECK, Card, Rank, Suit, card_points, sort_hand
from .errors import IllegalActionError, Message, RecordError
from .frozen import Frozen, derived
from .phase import Phase
from .rules import Rules
from .tricks import (
    ACE_MARRIAGE_VALUE,
    bid_cap,
    cards_to_follow,
    cards_to_lead,
    declarable_cards,
    has_four_aces,
    marriage_suits,
)

TYPE_CHECKING = False  # typing is not imported at run time: it slows the replay's start-up
if TYPE_CHECKING:
    from typing import Any, Literal

DARK_BID = 120
BARREL_MIN_BID = 120
GOLDEN_MIN_BID = 120
OPENING_BID = 100
REDEAL_LIMIT_PENALTY = 120  # RULES.md §11 redeal_limit: "the dealer loses 120"


# Module constants for the members the engine tests at every step: ``Phase.DONE`` is a
# class attribute lookup through the enum's metaclass, several times slower than a
# global. They are the enum members themselves: ``is`` and ``==`` hold.
_REDEAL, _BIDDING, _TALON = Phase.REDEAL, Phase.BIDDING, Phase.TALON
_CONTRACT, _PLAY, _DONE = Phase.CONTRACT, Phase.PLAY, Phase.DONE
_NINE, _ACE = Rank.NINE, Rank.ACE


_set = object.__setattr__


class Deal(Frozen):
    """The cards as dealt. Four players: the dealer's hand is empty."""

    hands: tuple[tuple[Card, ...], ...]
    talons: tuple[tuple[Card, ...], ...]

    def __init__(self, hands: tuple[tuple[Card, ...], ...],
                 talons: tuple[tuple[Card, ...], ...]) -> None:
        _set(self, "hands", hands)
        _set(self, "talons", talons)

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + [c for t in self.talons for c in t]


class RoundSetup(Frozen):
    """What a round needs to know of the game around it."""

    rules: Rules
    dealer: int
    scores: tuple[int, ...]
    on_barrel: tuple[bool, ...]
    golden: bool
    concede_used: tuple[bool, ...]
    redeals_in_row: int
    players: int = derived()
    """``rules.players``, kept as an attribute: asked at every step of a round."""

    def __init__(self, rules: Rules, dealer: int, scores: tuple[int, ...],
                 on_barrel: tuple[bool, ...], golden: bool = False,
                 concede_used: tuple[bool, ...] = (), redeals_in_row: int = 0) -> None:
        _set(self, "rules", rules)
        _set(self, "dealer", dealer)
        _set(self, "scores", scores)
        _set(self, "on_barrel", on_barrel)
        _set(self, "golden", golden)
        _set(self, "concede_used", concede_used)
        _set(self, "redeals_in_row", redeals_in_row)
        _set(self, "players", rules.players)

    def active_seats(self) -> tuple[int, ...]:
        """Seats that play, clockwise from the one left of the dealer."""
        return _ACTIVE_SEATS[self.rules.players][self.dealer]

    @property
    def hundred(self) -> int:
        """The seat on the hundred: left of the dealer."""
        return (self.dealer + 1) % self.rules.players

    def anyone_on_barrel(self) -> bool:
        return any(self.on_barrel)


_NEXT_SEAT: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(tuple((s + 1) % n if n < 4 or (s + 1) % n != dealer else (s + 2) % n
                   for s in range(n)) for dealer in range(n))
    for n in (2, 3, 4)}
"""Players → dealer → seat → the next seat to play clockwise (four players: skipping the
dealer). A table: asked for every card played and every bid."""

_ACTIVE_SEATS: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(tuple((dealer + i) % n for i in range(1, n + 1))[:3] for dealer in range(n))
    for n in (2, 3, 4)}
"""Players → dealer → the seats that play, clockwise from the one left of the dealer
(four players: the dealer sits out). A table: the question is asked at every step."""


class DeclaredMarriage(Frozen):
    seat: int
    suit: Suit | None  # None: the ace marriage
    value: int

    def __init__(self, seat: int, suit: Suit | None, value: int) -> None:
        _set(self, "seat", seat)
        _set(self, "suit", suit)
        _set(self, "value", value)


_SLOTS = (
    "setup", "deal", "phase", "to_move", "hands", "history", "redeal_queue", "dark_pending",
    "high_bid", "high_bidder", "passed", "bid_made", "declarer", "bid", "contract", "dark",
    "talon_index", "talon_taken", "talon_shown", "gifts", "pending_gift_targets", "discard",
    "trump", "trump_declarer", "declared", "marriage_points", "trick", "leader", "tricks",
    "taken", "trick_count", "conceded", "redealt", "redeal_penalty", "redeal_spent",
    "_legal_cache",
)


class RoundState:
    """An immutable snapshot of one deal in progress. Build it with ``RoundState.start``."""

    __slots__ = _SLOTS

    setup: RoundSetup
    deal: Deal
    phase: Phase
    to_move: int | None
    hands: tuple[tuple[Card, ...], ...]
    history: tuple[Action, ...]
    redeal_queue: tuple[int, ...]
    dark_pending: bool
    high_bid: int
    high_bidder: int | None
    passed: frozenset[int]
    bid_made: bool
    declarer: int | None
    bid: int | None
    contract: int | None
    dark: bool
    talon_index: int | None
    talon_taken: tuple[Card, ...]
    talon_shown: bool
    gifts: tuple[tuple[int | Literal["talon"], Card], ...]
    pending_gift_targets: tuple[int | Literal["talon"], ...]
    discard: tuple[Card, ...]
    trump: Suit | None
    trump_declarer: int | None
    declared: tuple[DeclaredMarriage, ...]
    marriage_points: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int | None
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...]], ...]
    taken: tuple[int, ...]
    trick_count: tuple[int, ...]
    conceded: bool
    redealt: bool
    redeal_penalty: int
    redeal_spent: bool
    _legal_cache: tuple[Action, ...] | None

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("RoundState is immutable: apply() returns a new state")

    def _copy(self) -> RoundState:
        """A mutable shallow copy (a ``_Draft``) to build the next state on; the caller
        seals it with ``__class__ = RoundState``. Every slot written out, no loop: this
        runs for every action (test_round_copy checks that it names every slot)."""
        new: RoundState = object.__new__(_Draft)
        new.setup = self.setup
        new.deal = self.deal
        new.phase = self.phase
        new.to_move = self.to_move
        new.hands = self.hands
        new.history = self.history
        new.redeal_queue = self.redeal_queue
        new.dark_pending = self.dark_pending
        new.high_bid = self.high_bid
        new.high_bidder = self.high_bidder
        new.passed = self.passed
        new.bid_made = self.bid_made
        new.declarer = self.declarer
        new.bid = self.bid
        new.contract = self.contract
        new.dark = self.dark
        new.talon_index = self.talon_index
        new.talon_taken = self.talon_taken
        new.talon_shown = self.talon_shown
        new.gifts = self.gifts
        new.pending_gift_targets = self.pending_gift_targets
        new.discard = self.discard
        new.trump = self.trump
        new.trump_declarer = self.trump_declarer
        new.declared = self.declared
        new.marriage_points = self.marriage_points
        new.trick = self.trick
        new.leader = self.leader
        new.tricks = self.tricks
        new.taken = self.taken
        new.trick_count = self.trick_count
        new.conceded = self.conceded
        new.redealt = self.redealt
        new.redeal_penalty = self.redeal_penalty
        new.redeal_spent = self.redeal_spent
        new._legal_cache = None
        return new

    def _draft(self) -> _Draft:
        """A mutable copy to ``step`` through several actions, then ``seal``."""
        return self._copy()  # type: ignore[return-value]

    def _set(self, **changes: Any) -> None:
        """Change fields of a draft; a sealed state refuses (it is immutable)."""
        for name, value in changes.items():
            setattr(self, name, value)

    # ------------------------------------------------------------------ start

    @staticmethod
    def start(setup: RoundSetup, deal: Deal) -> RoundState:
        """The state right after the deal, with the engine's automatic steps done."""
        validate_deal(setup, deal)
        n = setup.players
        state: RoundState = object.__new__(_Draft)
        state.setup = setup
        state.deal = deal
        state.phase = _BIDDING
        state.to_move = None
        state.hands = tuple(sort_hand(h) for h in deal.hands)
        state.history = ()
        state.redeal_queue = ()
        state.dark_pending = False
        state.high_bid = 0
        state.high_bidder = None
        state.passed = frozenset()
        state.bid_made = False
        state.declarer = None
        state.bid = None
        state.contract = None
        state.dark = False
        state.talon_index = None
        state.talon_taken = ()
        state.talon_shown = False
        state.gifts = ()
        state.pending_gift_targets = ()
        state.discard = ()
        state.trump = None
        state.trump_declarer = None
        state.declared = ()
        state.marriage_points = (0,) * n
        state.trick = ()
        state.leader = None
        state.tricks = ()
        state.taken = (0,) * n
        state.trick_count = (0,) * n
        state.conceded = False
        state.redealt = False
        state.redeal_penalty = 0
        state.redeal_spent = False
        state._legal_cache = None
        state._opening()
        state.__class__ = RoundState  # sealed: immutable from here on
        return state

    def _opening(self) -> None:
        """The automatic steps after the deal: a void deal, the dark offer, the redeal round."""
        setup = self.setup
        rules = setup.rules
        if (rules.four_aces_redeal and any(has_four_aces(h) for h in self.deal.hands)
                and not self._redeal_refused()):
            self.phase = _DONE
            self.redealt = True
            return
        hundred = setup.hundred
        if (rules.dark and setup.scores[hundred] >= 2 * DARK_BID
                and not setup.anyone_on_barrel()):
            self.dark_pending = True
            self.to_move = hundred
            return
        self._after_dark()

    def _after_dark(self) -> None:
        setup = self.setup
        rules = setup.rules
        barrel_declarer = self._barrel_declarer()
        if barrel_declarer is None and rules.redeal and not self.redeal_spent:
            queue = tuple(s for s in setup.active_seats() if self._hand_qualifies(s))
            if queue:
                self.phase = _REDEAL
                self.redeal_queue = queue
                self.to_move = queue[0]
                return
        self._start_bidding()

    def _barrel_declarer(self) -> int | None:
        setup = self.setup
        if setup.rules.barrel_bidding or setup.rules.barrel is None:
            return None
        for seat in setup.active_seats():
            if setup.on_barrel[seat]:
                return seat
        return None

    def _hand_qualifies(self, seat: int) -> bool:
        rules = self.setup.rules
        points = nines = 0
        for card in self.deal.hands[seat]:  # one pass: asked of every hand of every deal
            points += card.points
            if card.rank is _NINE:
                nines += 1
        return points < rules.redeal_hand_below or nines >= rules.redeal_nines

    def talon_qualifies(self) -> bool:
        """Whether the talon the declarer took allows the talon redeal (RULES.md §3)."""
        rules = self.setup.rules
        nines = sum(1 for c in self.talon_taken if c.rank is _NINE)
        return (card_points(self.talon_taken) < rules.redeal_talon_below
                or nines >= rules.redeal_talon_nines)

    def _start_bidding(self) -> None:
        setup = self.setup
        barrel_declarer = self._barrel_declarer()
        if barrel_declarer is not None:
            self.high_bid = BARREL_MIN_BID
            self.high_bidder = barrel_declarer
            self.bid_made = True
            self._end_bidding(barrel_declarer)
            return
        hundred = setup.hundred
        opening = BARREL_MIN_BID if setup.on_barrel[hundred] else OPENING_BID
        self.phase = _BIDDING
        self.high_bid = opening
        self.high_bidder = hundred
        self.bid_made = opening != OPENING_BID
        self._advance_bidding(hundred)

    # ---------------------------------------------------------------- bidding

    def _advance_bidding(self, after: int) -> None:
        """Give the turn to the next bidder, passing automatically for those below the limit."""
        setup = self.setup
        active = setup.active_seats()
        following = _NEXT_SEAT[setup.players][setup.dealer]
        limit = setup.rules.negative_bid_limit
        seat = after
        while True:
            passed = self.passed
            if len(active) - len(passed) <= 1:  # else two or more are still bidding
                remaining = [s for s in active if s not in passed]
                if len(remaining) == 1:
                    self._end_bidding(remaining[0])
                    return
            seat = following[seat]
            if seat in passed:
                continue
            if limit is not None and setup.scores[seat] < limit:  # below the limit
                self.passed = passed | {seat}
                continue
            self.to_move = seat
            return

    def _min_bid(self, seat: int) -> int:
        step = self.setup.rules.bid_step
        low = self.high_bid + step
        if self.setup.golden or self.setup.on_barrel[seat]:
            low = max(low, GOLDEN_MIN_BID)
        return -(-low // step) * step

    def bid_range(self, seat: int) -> range:
        """The amounts ``seat`` may bid now (empty when the cap blocks every raise)."""
        cap = bid_cap(self.hands[seat], self.setup.rules)
        return range(self._min_bid(seat), cap + 1, self.setup.rules.bid_step)

    def _may_pass(self, seat: int) -> bool:
        if self.setup.golden and self.high_bid < GOLDEN_MIN_BID:
            return not self.bid_range(seat)
        return True

    def _end_bidding(self, declarer: int) -> None:
        self.declarer = declarer
        self.bid = self.high_bid
        self.to_move = declarer
        if self.setup.players == 2:
            self.phase = _TALON
            return
        self._take_talon(0)

    def _take_talon(self, index: int) -> None:
        declarer = self.declarer
        assert declarer is not None
        talon = self.deal.talons[index]
        uncontested = self.high_bid == OPENING_BID and not self.bid_made
        shown = not self.dark and (not uncontested or self.setup.rules.show_talon_on_hundred)
        hands = list(self.hands)
        hands[declarer] = sort_hand(hands[declarer] + talon)
        opponents: tuple[int | Literal["talon"], ...] = tuple(s for s in self.setup.active_seats()
                                                 if s != declarer)
        if self.setup.players == 2:
            opponents = (*opponents, TALON)
        self.hands = tuple(hands)
        self.talon_index = index
        self.talon_taken = talon
        self.talon_shown = shown
        self.phase = _TALON
        self.pending_gift_targets = opponents
        self.to_move = declarer

    # ----------------------------------------------------------- legal lists

    @property
    def is_over(self) -> bool:
        return self.phase is _DONE

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take, in a fixed order. Empty when over."""
        cache = self._legal_cache
        if cache is None:
            cache = tuple(self._compute_legal())
            object.__setattr__(self, "_legal_cache", cache)
        return list(cache)

    def _compute_legal(self) -> list[Action]:
        seat = self.to_move
        if seat is None or self.phase is _DONE:
            return []
        phase = self.phase
        if phase is _PLAY:
            return self._legal_plays(seat)
        if phase is _BIDDING:
            if self.dark_pending:
                return [Dark(seat), Keep(seat)]
            bids: list[Action] = [Bid(seat, a) for a in self.bid_range(seat)]
            if self._may_pass(seat):
                bids.append(Pass(seat))
            return bids
        if phase is _REDEAL:
            return [Redeal(seat), Keep(seat)]
        if phase is _TALON:
            if self.talon_index is None:
                return [TakeTalon(seat, 0), TakeTalon(seat, 1)]
            gives: list[Action] = [Give(seat, card, target) for target in
                                   self.pending_gift_targets for card in self.hands[seat]]
            return gives + self._window_actions(seat)
        if phase is _CONTRACT:
            return self._contract_actions(seat) + self._window_actions(seat)
        return []

    def contract_range(self) -> range:
        """Amounts the declarer may name: the bid up to the cap of the hand held now."""
        assert self.declarer is not None and self.bid is not None
        if self.dark:
            return range(self.bid, self.bid + 1)
        step = self.setup.rules.bid_step
        cap = max(self.bid, bid_cap(self.hands[self.declarer], self.setup.rules))
        return range(self.bid, cap + 1, step)

    def _contract_actions(self, seat: int) -> list[Action]:
        return [Contract(seat, a) for a in self.contract_range()]

    def may_concede(self) -> bool:
        setup = self.setup
        if not setup.rules.concede or setup.anyone_on_barrel():
            return False
        if setup.rules.concede_once_per_game and setup.concede_used:
            return not setup.concede_used[self.declarer or 0]
        return True

    def may_talon_redeal(self) -> bool:
        # RULES.md §3 makes no exception for a dark declarer: the talon decides.
        return (self.setup.rules.redeal and not self.redeal_spent
                and self.talon_qualifies())

    def _window_actions(self, seat: int) -> list[Action]:
        """Concede and the talon redeal: from taking the talon to the first card."""
        extra: list[Action] = []
        if self.may_concede():
            extra.append(Concede(seat))
        if self.may_talon_redeal():
            extra.append(Redeal(seat))
        return extra

    def _first_trick(self) -> bool:
        return not self.tricks

    def _legal_plays(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        if self.trick:
            cards = cards_to_follow(hand, [c for _, c in self.trick], self.trump,
                                    self.setup.rules.must_beat)
            return [Play(seat, c) for c in cards]
        actions: list[Action] = []
        leads = self._lead_cards(seat, hand)
        declarable = self._declarable(seat, hand)
        for card in leads:
            actions.append(Play(seat, card))
            if card in declarable:
                actions.append(Play(seat, card, True))
        for card in declarable:
            if card not in leads:
                actions.append(Play(seat, card, True))
        if self._first_trick() and seat == self.declarer:
            actions += self._window_actions(seat)
        return actions

    def _lead_cards(self, seat: int, hand: Sequence[Card]) -> list[Card]:
        may_lead_trump = (not self.setup.rules.trump_lead_by_declarer_only
                          or seat == self.trump_declarer)
        return cards_to_lead(hand, self.trump, may_lead_trump)

    def _declarable(self, seat: int, hand: Sequence[Card]) -> list[Card]:
        """Cards whose lead may declare a marriage (not on the round's first trick)."""
        if self._first_trick():
            return []
        return declarable_cards(hand, self.setup.rules)

    # ----------------------------------------------------------------- apply

    def apply(self, action: Action) -> RoundState:
        """A new state with ``action`` done; ``IllegalActionError`` names the rule broken."""
        legal = self._legal_cache
        if (action.__class__ is Play and legal is None and self.phase is _PLAY
                and action.seat == self.to_move
                and self._play_allowed(action.seat, action)):
            # Two actions in three are cards played: straight to the play, same checks.
            new = self._copy()
            new.history = (*self.history, action)
            new._do_play(action)
            new.__class__ = RoundState
            return new
        if not (self._allows(action) if legal is None else action in legal):
            raise IllegalActionError(action, self.illegal_reason(action),
                                     str(self.phase), getattr(action, "seat", None))
        new = self._copy()
        new.history = (*self.history, action)
        new._do(action)
        new.__class__ = RoundState  # sealed: immutable from here on
        return new

    def _allows(self, action: Action) -> bool:
        """``action in self.legal_actions()`` without building the list, for the actions
        a replay meets most (plays, bids, passes, gifts, contracts, concessions); the rest
        ask the list.
        A record's replay visits every state once, so the list would serve one lookup."""
        seat = self.to_move
        if seat is None or action.seat != seat:
            return False  # every legal action is the seat to move's
        kind = action.__class__
        phase = self.phase
        if kind is Play:
            if phase is not _PLAY:
                return False
            return self._play_allowed(seat, action)  # type: ignore[arg-type]
        if kind is Bid or kind is Pass:
            if phase is not _BIDDING or self.dark_pending:
                return False
            if kind is Pass:
                return self._may_pass(seat)
            # ``amount in bid_range(seat)``, the cap asked last: no cap is below 120.
            amount = action.amount  # type: ignore[union-attr]
            low = self._min_bid(seat)
            if amount < low or (amount - low) % self.setup.rules.bid_step:
                return False
            return amount <= 120 or amount <= bid_cap(self.hands[seat], self.setup.rules)
        if kind is Give:
            return (phase is _TALON and self.talon_index is not None
                    and action.to in self.pending_gift_targets  # type: ignore[union-attr]
                    and action.card in self.hands[seat])  # type: ignore[union-attr]
        if kind is Contract:
            return (phase is _CONTRACT
                    and action.amount in self.contract_range())  # type: ignore[union-attr]
        if kind is Concede:  # in _window_actions: from the talon taken to the first card
            if phase is _TALON:
                window = self.talon_index is not None
            elif phase is _PLAY:
                window = not self.trick and not self.tricks and seat == self.declarer
            else:
                window = phase is _CONTRACT
            return window and self.may_concede()
        return action in self.legal_actions()

    def _play_allowed(self, seat: int, action: Play) -> bool:
        """``_allows`` for a card of the seat to move in the play: RULES.md §6 asked of
        the one card, without listing the cards that may be played."""
        hand = self.hands[seat]
        card = action.card
        if card not in hand:
            return False
        trick = self.trick
        trump = self.trump
        suit = card.suit
        if trick:
            if action.declare:
                return False
            if self.setup.rules.must_beat:
                return card in cards_to_follow(hand, [c for _, c in trick], trump, True)
            led = trick[0][1].suit
            if suit is led:
                return True
            for other in hand:
                if other.suit is led:
                    return False  # must follow suit
            if trump is None or suit is trump:
                return True
            return all(other.suit is not trump for other in hand)  # must trump if it can
        if action.declare:
            return card in self._declarable(seat, hand)
        if (suit is trump and self.setup.rules.trump_lead_by_declarer_only
                and seat != self.trump_declarer):
            return all(other.suit is trump for other in hand)  # only trumps left
        return True

    def _do(self, action: Action) -> None:
        seat = action.seat
        if isinstance(action, Play):
            self._do_play(action)
        elif isinstance(action, Bid):
            self.high_bid = action.amount
            self.high_bidder = seat
            self.bid_made = True
            self._advance_bidding(seat)
        elif isinstance(action, Pass):
            self.passed = self.passed | {seat}
            self._advance_bidding(seat)
        elif isinstance(action, Give):
            self._do_give(action)
        elif isinstance(action, Contract):
            self.contract = action.amount
            self.phase = _PLAY
            self.leader = seat
            self.to_move = seat
        elif isinstance(action, Concede):
            self.conceded = True
            self.phase = _DONE
            self.to_move = None
        elif isinstance(action, Redeal):
            self._do_redeal(seat)
        elif isinstance(action, Keep):
            if self.dark_pending:
                self.dark_pending = False
                self._after_dark()
            else:
                self._next_redeal_question()
        elif isinstance(action, Dark):
            self.dark_pending = False
            self.dark = True
            self.high_bid = DARK_BID
            self.high_bidder = seat
            self.bid_made = True
            self._end_bidding(seat)
        elif isinstance(action, TakeTalon):
            self._take_talon(action.index)

    def _next_redeal_question(self) -> None:
        queue = self.redeal_queue[1:]
        self.redeal_queue = queue
        if queue:
            self.to_move = queue[0]
        else:
            self._start_bidding()

    def _redeal_refused(self) -> bool:
        """Whether a redeal of this deal would be the ``redeal_limit``-th in a row, a
        four-aces void included (RULES.md §11): then the dealer pays and the deal stands,
        with no redeal question and no talon redeal left in it."""
        limit = self.setup.rules.redeal_limit
        if limit is None or self.setup.redeals_in_row + 1 < limit:
            return False
        self.redeal_penalty = REDEAL_LIMIT_PENALTY
        self.redeal_spent = True
        return True

    def _do_redeal(self, seat: int) -> None:
        if self._redeal_refused():
            if self.phase is _REDEAL:
                self.redeal_queue = ()
                self.phase = _BIDDING
                self._start_bidding()
            return
        self.redealt = True
        self.phase = _DONE
        self.to_move = None

    def _do_give(self, action: Give) -> None:
        seat = action.seat
        hands = list(self.hands)
        hands[seat] = _without(hands[seat], action.card)
        targets = tuple(t for t in self.pending_gift_targets if t != action.to)
        if action.to == TALON:
            self.discard = (action.card,)
        else:
            to = int(action.to)
            hands[to] = sort_hand((*hands[to], action.card))
        self.hands = tuple(hands)
        self.gifts = (*self.gifts, (action.to, action.card))
        self.pending_gift_targets = targets
        if not targets:
            self.phase = _CONTRACT

    def _do_play(self, action: Play) -> None:
        # The hottest step of all: plain assignments, as ``self`` is a draft (``_Draft``).
        seat = action.seat
        card = action.card
        hands = list(self.hands)
        hand = hands[seat]
        i = hand.index(card)  # _without, written out: this runs for every card played
        hands[seat] = hand[:i] + hand[i + 1:]
        self.hands = tuple(hands)
        if action.declare:
            self._declare(seat, card)
        trick = (*self.trick, (seat, card))
        setup = self.setup
        if len(trick) < setup.rules.active_players:
            self.trick = trick
            self.to_move = _NEXT_SEAT[setup.players][setup.dealer][seat]
            return
        # trick_winner, unrolled: the trick ends every second or third card.
        trump = self.trump
        winner, best = trick[0]
        for who, played in trick[1:]:
            if (played.rank > best.rank) if played.suit is best.suit else played.suit is trump:
                winner, best = who, played
        taken = list(self.taken)
        taken[winner] += trick[0][1].points + trick[1][1].points + (
            trick[2][1].points if len(trick) > 2 else 0)
        counts = list(self.trick_count)
        counts[winner] += 1
        self.trick = ()
        self.tricks = (*self.tricks, (winner, trick))
        self.taken = tuple(taken)
        self.trick_count = tuple(counts)
        self.leader = self.to_move = winner
        if not hands[winner]:
            self.phase = _DONE
            self.to_move = None

    def _declare(self, seat: int, card: Card) -> None:
        rules = self.setup.rules
        if card.rank is _ACE:
            value, suit = ACE_MARRIAGE_VALUE, None
        else:
            value, suit = rules.marriage_value(card.suit), card.suit
            self.trump = suit
            self.trump_declarer = seat
        points = list(self.marriage_points)
        points[seat] += value
        self.marriage_points = tuple(points)
        self.declared = (*self.declared, DeclaredMarriage(seat, suit, value))

    # ------------------------------------------------------------- messages

    def explain_illegal(self, action: Action, legal: Sequence[Action] | None = None) -> str:
        """The rule an action breaks, in a player's words (English)."""
        return str(self.illegal_reason(action))

    def illegal_reason(self, action: Action) -> Message:
        """The rule an action breaks, as a code and values any language can show
        (thousand/legality.py: imported when an action is refused, not by every replay)."""
        from .legality import illegal_reason

        return illegal_reason(self, action)

    # ---------------------------------------------------------------- facts

    def card_points(self) -> list[int]:
        """Card points each seat has won (talon bonuses of RULES.md §2 included)."""
        points = list(self.taken)
        rules = self.setup.rules
        if self.phase is _DONE and not self.conceded and not self.redealt:
            if rules.players == 2 and self.tricks:
                other = self.deal.talons[1 - (self.talon_index or 0)] + self.discard
                points[self.tricks[-1][0]] += card_points(other)
            if rules.players == 4 and rules.dealer_scores_talon:
                points[self.setup.dealer] += card_points(self.deal.talons[0])
        return points

    def dealer_talon_marriage(self) -> int:
        """Four players: the marriage the dealer scores from the talon, if any."""
        rules = self.setup.rules
        if rules.players != 4 or not rules.dealer_scores_talon:
            return 0
        return sum(rules.marriage_value(s) for s in marriage_suits(self.deal.talons[0]))

    def played(self) -> bool:
        """A round whose cards were played out (neither conceded nor redealt)."""
        return self.phase is _DONE and not self.conceded and not self.redealt

    def cards_in_play(self) -> list[Card]:
        """Every card somewhere in the round: hands, talons, tricks (for invariants)."""
        cards = [c for h in self.hands for c in h]
        cards += [c for _, c in self.trick]
        cards += [c for _, t in self.tricks for _, c in t]
        if self.talon_index is None:
            cards += [c for t in self.deal.talons for c in t]
        else:
            cards += [c for i, t in enumerate(self.deal.talons) if i != self.talon_index
                      for c in t]
            cards += list(self.discard)
        return cards


class _Draft(RoundState):
    """A ``RoundState`` under construction: the same slots, without the guard, so
    ``apply`` fills and changes it with plain assignments (several times faster than
    ``object.__setattr__``) and then seals it by setting its class to ``RoundState``."""

    __slots__ = ()
    __setattr__ = object.__setattr__  # type: ignore[assignment]

    def step(self, action: Action) -> None:
        """``apply`` done in place: the same checks (``_allows`` is ``action in
        legal_actions()``, test_legal_fast) and the same changes, without a copy of every
        slot per action. A replay moves one draft through a whole deal; an
        illegal action raises before anything changes."""
        if action.__class__ is Play:  # two actions in three: _allows's test for a card
            if (self.phase is _PLAY and action.seat == self.to_move
                    and self._play_allowed(action.seat, action)):
                self.history = (*self.history, action)
                self._legal_cache = None
                self._do_play(action)
                return
        elif self._allows(action):
            self.history = (*self.history, action)
            self._legal_cache = None  # a list made for the state before (by _allows, say)
            self._do(action)
            return
        raise IllegalActionError(action, self.illegal_reason(action), str(self.phase),
                                 getattr(action, "seat", None))

    def seal(self) -> RoundState:
        """This draft as an immutable ``RoundState`` (not to be stepped any more)."""
        self.__class__ = RoundState  # type: ignore[assignment]
        return self


def _without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``hand`` less ``card`` (which it holds): two slices, several times faster than
    filtering the hand card by card, and this runs for every card played or given."""
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


_DECK_SET = frozenset(DECK)
_EMPTY: frozenset[Card] = frozenset()


def validate_deal(setup: RoundSetup, deal: Deal) -> None:
    """A deal must split the 24-card deck as RULES.md §2 says for the player count."""
    rules = setup.rules
    n = rules.players
    if len(deal.hands) != n:
        raise RecordError("deal_hands", want=n, got=len(deal.hands))
    for seat, hand in enumerate(deal.hands):
        want = 0 if (n == 4 and seat == setup.dealer) else rules.hand_size
        if len(hand) != want:
            raise RecordError("deal_hand_size", seat=seat, want=want, got=len(hand))
    talons = 2 if n == 2 else 1
    if len(deal.talons) != talons or any(len(t) != 3 for t in deal.talons):
        raise RecordError("deal_talons", want=talons)
    # The sizes are right, so the deal is the deck when its cards are 24 different ones
    # of the deck: one set built from the hands and talons, no list (it runs for every deal).
    cards = _EMPTY.union(*deal.hands, *deal.talons)
    if len(cards) != len(DECK) or cards != _DECK_SET:
        raise RecordError("deal_not_deck")
