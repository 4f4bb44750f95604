"""The search's reading of the auction (``inference.py``): which moves it reads, the hands
it reads them from, and deals weighted towards the hands the bids make likely."""

from __future__ import annotations

import random

import pytest

from tests.helpers import heuristic_states
from thousand.agents.knowledge import Clues, Knowledge
from thousand.agents.search.inference import (
    Step,
    auction,
    dealt_hand,
    likelihood,
    weighted_sampler,
)
from thousand.cards import parse_cards
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.tricks import marriages_value
from thousand.view import PlayerView, view_of


def _rounds(preset: str, seeds: range) -> list[tuple[GameState, list[GameState]]]:
    """Heuristic rounds: the first state and every state of the card play."""
    rules = Rules.preset(preset)
    out = []
    for seed in seeds:
        first = GameState.new(rules, seed=seed)
        out.append((first, [game for game in heuristic_states(first)
                            if game.round.phase is Phase.PLAY]))
    return out


def _view(**changes: object) -> PlayerView:
    game = GameState.new(Rules.preset("classic"), seed=3)
    return view_of(game, 0).replace(**changes)


def test_the_auction_reads_bids_and_passes_but_not_the_hundred_or_the_barrel() -> None:
    """The seat on the hundred holds 100 unbid; a pass is read at the least bid it
    declined; the viewer's own moves and a seat on the barrel say nothing."""
    view = _view(bids=((2, None), (0, 105), (1, 110), (2, None), (0, None)),
                 on_barrel=(False, False, False))
    assert auction(view) == [Step(2, 105, False), Step(1, 110, True), Step(2, 115, False)]
    barrel = view.replace(on_barrel=(False, True, False))
    assert auction(barrel) == [Step(2, 105, False), Step(2, 115, False)]


@pytest.mark.parametrize("preset", ["classic", "four_players"])
def test_the_hand_bid_with_is_rebuilt_from_what_the_viewer_saw(preset: str) -> None:
    """At every card of heuristic rounds, given the hands as they lie: the declarer
    rebuilds a defender's dealt hand exactly (it knows its own gifts); a defender rebuilds
    the declarer's dealt hand but for the gift to the other defender that it did not see
    (a talon card given on is known, so then exactly), and none where the talon was
    never shown to it."""
    checked = short = unseen = 0
    for first, playing in _rounds(preset, range(10)):
        for game in playing:
            rnd = game.round
            declarer = rnd.declarer
            assert declarer is not None
            for viewer in rnd.setup.active_seats():
                view = view_of(game, viewer)
                for seat in view.active_seats:
                    if seat == viewer:
                        continue
                    dealt = set(first.round.hands[seat])
                    got = dealt_hand(view, seat, rnd.hands[seat])
                    if got is None:
                        assert seat == declarer and view.talon is None
                        unseen += 1
                        continue
                    rebuilt = set(got)
                    if viewer == declarer:
                        assert rebuilt == dealt
                    elif seat == declarer:
                        assert rebuilt <= dealt and len(dealt - rebuilt) <= 1
                        short += len(dealt - rebuilt)
                    checked += 1
    assert checked > 500 and short > 20 and unseen > 20


def test_a_bid_is_likelier_from_a_hand_that_carries_it() -> None:
    """Seat 1 bid 150: a hand with two marriages and aces makes that likelier than a hand
    with one small marriage, which is likelier than a hand with none (unlikely, not
    impossible: a person bids by other rules)."""
    view = _view(bids=((2, None), (1, 150), (0, None)), on_barrel=(False, False, False),
                 tricks=(), trick=(), gifts_seen=(), talon=None, declarer=None)
    steps = auction(view)
    assert steps == [Step(2, 105, False), Step(1, 150, True)]
    strong = parse_cards("KH QH KD QD AS AC 10S")
    small = parse_cards("KS QS 9C JC 9D JD 10H")
    none = parse_cards("KS QH 9C JC 9D JD 10H")
    rest = parse_cards("9S JS 9H JH AD 10D KC")
    rng = random.Random(1)
    weights = [likelihood(view, steps, {1: hand, 2: rest}, rng)
               for hand in (strong, small, none)]
    assert weights[0] > 3 * weights[1] > 0
    assert weights[1] > weights[2] > 0
    assert marriages_value(none, view.rules) == 0


def test_weighted_deals_give_the_bidder_the_hand_its_bid_needs() -> None:
    """Across the decisions of real rounds where another seat bid voluntarily, the deals
    resampled by the auction give that bidder a marriage more often than the same
    sampler's deals before weighting; the weighted sampler yields exactly the deals asked
    for, each honouring what the seat knows."""
    weighted = plain = cases = 0
    for _, playing in _rounds("classic", range(24)):
        game = playing[len(playing) // 2] if playing else None
        if game is None:
            continue
        for viewer in game.round.setup.active_seats():
            view = view_of(game, viewer)
            bidders = {s.seat for s in auction(view) if s.bid}
            if not bidders:
                continue
            kn, clues = Knowledge.of(view), Clues.of(view)
            rng = random.Random(viewer)
            sample = weighted_sampler(view, kn, clues, 20, rng)
            deals = [sample(kn, rng) for _ in range(20)]
            assert sample(kn, rng) is None
            unweighted = weighted_sampler(view.replace(bids=()), kn, clues, 20, rng)
            for hands, other in zip(deals, (unweighted(kn, rng) for _ in range(20)),
                                    strict=True):
                assert hands is not None and other is not None
                hidden = set(kn.unknown).union(*kn.known.values())
                assert set().union(*(hands[s] for s in kn.others())) == hidden
                for seat in bidders:
                    held = dealt_hand(view, seat, hands[seat])
                    unheld = dealt_hand(view, seat, other[seat])
                    assert held is not None and unheld is not None
                    weighted += marriages_value(held, view.rules) > 0
                    plain += marriages_value(unheld, view.rules) > 0
            cases += 1
    assert cases >= 5
    assert weighted > plain * 1.1
