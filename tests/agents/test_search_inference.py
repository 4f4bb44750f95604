"""The search's dealing: the unseen talon with two players, and the clues (``Clues``)
that the other seats' bids and leads prove."""

from __future__ import annotations

import random

import pytest

from tests.helpers import heuristic_states
from thousand.agents.heuristic.lookahead import sample_deal
from thousand.agents.knowledge import Clues, Floor, Knowledge
from thousand.agents.search.agent import start_position
from thousand.agents.search.rollout import greedy
from thousand.cards import Card, Suit, parse_cards
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of


def _play_views(preset: str, seeds: range) -> list[tuple[GameState, PlayerView]]:
    """Every active seat's view at every card of heuristic rounds, with the state."""
    rules = Rules.preset(preset)
    out = []
    for seed in seeds:
        for game in heuristic_states(GameState.new(rules, seed=seed)):
            if game.round.phase is Phase.PLAY:
                out += [(game, view_of(game, s)) for s in game.round.setup.active_seats()]
    return out


@pytest.mark.parametrize("preset", ["classic", "two_players"])
def test_the_clues_hold_for_the_real_hands(preset: str) -> None:
    """In heuristic rounds the hands really dealt agree with every clue, and clues of
    both kinds occur (so the check means something)."""
    floors = lacks = 0
    for game, view in _play_views(preset, range(12)):
        clues = Clues.of(view)
        hands = {s: game.round.hands[s] for s in view.active_seats}
        assert view.seat not in clues.lacks
        assert all(f.seat != view.seat for f in clues.floors)
        for seat, cards in clues.lacks.items():
            assert not set(cards) & set(hands[seat])
        assert clues.allows(hands, view.rules)
        floors += bool(clues.floors)
        lacks += bool(clues.lacks)
    assert floors > 20 and lacks > 20


def _kn(hand: str, unknown: str, sizes: tuple[int, ...], active: tuple[int, ...] = (0, 1, 2),
        declarer: int = 0) -> Knowledge:
    return Knowledge(seat=0, declarer=declarer, trump=None, active=active,
                     hand=parse_cards(hand), hand_sizes=sizes,
                     unknown=frozenset(parse_cards(unknown)),
                     known={s: set() for s in active if s != 0},
                     voids={s: set() for s in active})


def test_a_floor_deals_the_bidder_its_marriage() -> None:
    """Seat 1 bid 180 (60 over 120): only the clubs marriage or the hearts one (100)
    makes that; spades (40) and diamonds... are dealt only beside one of them."""
    kn = _kn("AS AH", "KC QC KH QH KS QS 9D JD", (2, 4, 4))
    rules = Rules.preset("classic")
    clues = Clues(floors=(Floor(1, 60, frozenset(), frozenset()),))
    rng = random.Random(3)
    for _ in range(200):
        dealt = sample_deal(kn, rng, clues, rules)
        assert dealt is not None
        hands, hidden = dealt
        assert hidden == ()
        held = set(hands[1])
        assert {Card.parse("KC"), Card.parse("QC")} <= held \
            or {Card.parse("KH"), Card.parse("QH")} <= held
    # Without the clue the same sampler often deals seat 1 neither.
    plain = [sample_deal(kn, rng) for _ in range(200)]
    assert sum(not Clues(floors=clues.floors).allows(d[0], rules) for d in plain if d) > 50


def test_a_floor_no_deal_meets_by_chance_is_forced() -> None:
    """A floor that random deals rarely meet (two marriages in a 5-card hand of 14
    unknown cards) is met by placing the marriages."""
    kn = _kn("AS", "KC QC KH QH KS QS KD QD 9C JC 9H JH 9S JS", (1, 5, 9))
    rules = Rules.preset("classic")
    clues = Clues(floors=(Floor(1, 180, frozenset(), frozenset()),))
    for seed in range(20):
        dealt = sample_deal(kn, random.Random(seed), clues, rules)
        assert dealt is not None
        assert clues.allows(dealt[0], rules)


def test_a_lacked_card_goes_elsewhere_and_an_impossible_clue_is_dropped() -> None:
    kn = _kn("AS", "KC QC 9H JH", (1, 2, 2))
    clues = Clues(lacks={1: frozenset(parse_cards("QC"))})
    for seed in range(50):
        dealt = sample_deal(kn, random.Random(seed), clues)
        assert dealt is not None and Card.parse("QC") in dealt[0][2]
    # Seat 1 lacks three of the four unknown cards but holds two: a clue no deal meets.
    wrong = Clues(lacks={1: frozenset(parse_cards("KC QC 9H"))})
    dealt = sample_deal(kn, random.Random(1), wrong)
    assert dealt is not None and len(dealt[0][1]) == 2


def test_two_players_deal_the_unseen_talon() -> None:
    """Seat 0 (declarer, 2 players) knows its hand and its discard: the opponent's 10
    cards and the 3 cards of the talon not taken are dealt from the other 13, and a
    void keeps its suit out of the opponent's hand, so in the talon."""
    unknown = "9S JS QS KS 10S AS 9C JC QC KC 10C AC 9D"
    kn = _kn("9H JH QH KH 10H AH JD QD KD 10D", unknown, (10, 10), active=(0, 1))
    kn.voids[1] = {Suit.D}
    rng = random.Random(7)
    talon_seen: set[Card] = set()
    for _ in range(200):
        dealt = sample_deal(kn, rng)
        assert dealt is not None
        hands, hidden = dealt
        assert len(hands[1]) == 10 and len(hidden) == 3
        assert Card.parse("9D") in hidden
        assert sorted((*hands[1], *hidden)) == sorted(parse_cards(unknown))
        talon_seen |= set(hidden)
    assert len(talon_seen) == 13


def test_two_player_playouts_score_the_talon_for_the_last_trick() -> None:
    """From the first card of two-player rounds, playouts with the real talon not taken
    end with each seat's card points as the engine counts them (the last trick takes the
    talon and the discard)."""
    rules = Rules.preset("two_players")
    checked = 0
    for seed in range(8):
        playing = next((g for g in heuristic_states(GameState.new(rules, seed=seed))
                        if g.round.phase is Phase.PLAY), None)
        if playing is None:
            continue
        game = playing
        state = game.round
        seat = state.to_move
        assert seat is not None
        view = view_of(game, seat)
        assert state.talon_index is not None
        hidden = state.deal.talons[1 - state.talon_index]
        if view.discard is None:
            hidden += state.discard
        pos = start_position(view, {s: state.hands[s] for s in view.active_seats}, hidden)
        mover: int = seat
        while pos.hands[mover]:
            action = greedy(pos, mover)
            state = state.apply(action)
            leader = pos.play(action)
            mover = leader if leader is not None else pos.next_seat(mover)
        assert state.phase is Phase.DONE
        points = state.card_points()
        assert pos.bonus > 0 or not any(c.points for c in hidden)
        for s in pos.order:
            assert pos.taken[s] == points[s]
        checked += 1
    assert checked >= 5
