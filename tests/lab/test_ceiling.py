"""The ceiling run tells the search the true deal (or the candidate the talon while it
bids), and only inside its block."""

from __future__ import annotations

import random
from functools import partial

import pytest

from lab import ceiling, duel
from tests.helpers import heuristic_states
from thousand.actions import Bid, Pass, Play
from thousand.agents import make_agent
from thousand.agents.endgame import Endgame
from thousand.agents.heuristic import lookahead
from thousand.agents.heuristic.lookahead import declarer_need
from thousand.agents.knowledge import Knowledge
from thousand.agents.search import agent as search_agent
from thousand.agents.search import declarer as search_declarer
from thousand.cards import parse_cards
from thousand.game import GameState
from thousand.round import Deal, Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of


def _mid_play(seed: int) -> GameState:
    """A classic game of heuristic play a few cards into the play."""
    game = GameState.new(Rules.preset("classic"), seed=seed)
    agent = make_agent("heuristic")
    played = 0
    while played < 4:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        action = agent.choose(view, view.legal, random.Random(played))
        played += isinstance(action, Play)
        game = game.apply(action)
    assert game.round.phase is Phase.PLAY
    return game


def test_the_told_samplers_deal_the_hands_as_they_lie_and_are_restored() -> None:
    honest = (duel.view_of, search_agent.sample_deal, search_declarer.sample_hands)
    game = _mid_play(3)
    seat = game.to_move
    assert seat is not None
    with ceiling.told(["play", "declare"]):
        view = duel.view_of(game, seat)
        kn = Knowledge.of(view)
        told = search_agent.sample_deal(kn, random.Random(0))
        assert told is not None
        hands, hidden = told
        assert hidden == ()
        for s in game.round.setup.active_seats():
            assert hands[s] == tuple(game.round.hands[s])
        assert search_declarer.sample_hands(kn, random.Random(0)) == hands
    assert (duel.view_of, search_agent.sample_deal, search_declarer.sample_hands) == honest
    # The honest sampler does not deal the other hands as they lie every time.
    kn = Knowledge.of(view_of(game, seat))
    dealt = [search_agent.sample_deal(kn, random.Random(k)) for k in range(8)]
    assert any(d is not None and d[0] != hands for d in dealt)


def _judged(view: PlayerView, deals: int, seed: int) -> list[tuple[Play, int, int]] | None:
    """The search's solver's verdicts at ``view``: each card, deals made, deals solved."""
    plays = [a for a in view.legal if isinstance(a, Play)]
    verdicts = search_agent.judge(view, plays, Knowledge.of(view), random.Random(seed), deals)
    return None if verdicts is None else [(v.play, v.made, v.deals) for v in verdicts]


def test_the_told_solver_solves_the_hands_as_they_lie_for_the_search_only() -> None:
    """Told, the search's end-of-round solver makes every verdict unanimous, on the true
    deal: each card makes the contract in all deals or in none, as the one true deal
    solved alone says; the heuristic's own solver (``lookahead.judge``) still samples,
    and outside the block the search's samples again."""
    told_cases = split = 0
    for seed in range(40):
        game = _last_tricks(seed)
        if game is None:
            continue
        seat = game.to_move
        assert seat is not None
        with ceiling.told(["judge"]):
            view = duel.view_of(game, seat)
            told = _judged(view, 12, seed)
            honest_inside = lookahead.judge(
                view, [a for a in view.legal if isinstance(a, Play)], Knowledge.of(view),
                random.Random(seed), 12)
        if told is None:
            continue
        one = ceiling.true_hands(game, Knowledge.of(view))
        assert view.declarer is not None
        for play, made, deals in told:
            assert made in (0, deals)
            truth = Endgame(view.rules, view.declarer, view.active_seats,
                            Knowledge.of(view).trump_declarer).after(
                one, view.trick, play, view.trump, declarer_need(view))
            assert made == (deals if truth else 0)
        told_cases += 1
        honest = _judged(view_of(game, seat), 12, seed)
        split += honest_inside is not None and any(0 < v.made < v.deals for v in honest_inside)
        split += honest is not None and any(0 < made < deals for _, made, deals in honest)
    assert told_cases >= 10 and split >= 2
    assert search_agent.judge is lookahead.judge


def _last_tricks(seed: int) -> GameState | None:
    """A classic game of heuristic play at a card decision with five cards in hand or
    fewer and a choice of cards; None if the round ends or is redealt first."""
    def late(game: GameState) -> bool:
        seat = game.to_move
        return seat is not None and len(game.round.hands[seat]) <= 5 \
            and sum(isinstance(a, Play) for a in game.legal_actions()) > 1
    start = GameState.new(Rules.preset("classic"), seed=seed)
    return next((game for game in heuristic_states(start) if late(game)), None)


def test_ceiling_refuses_an_unknown_part_and_two_players() -> None:
    assert ceiling.main(["cards", "--deals", "1"]) == 2
    assert ceiling.main(["play", "--preset", "two_players"]) == 2


def _bidding(hands: tuple[str, str, str], talon: str) -> GameState:
    """A classic game dealt these cards, at seat 2's first choice to bid or pass (seat 1
    opens with the forced hundred)."""
    deal = Deal(tuple(parse_cards(h) for h in hands), (parse_cards(talon),))
    game = GameState.new(Rules.preset("classic"), seed=1, deal=deal)
    assert game.to_move == 2
    assert any(isinstance(a, Pass) for a in game.legal_actions())
    return game


STRONG = "AS 10S AC 10C AD 10D KH"
"""Seat 2's hand: every ace but one, three tens, no marriage; the queen of hearts would
make one."""


def _twins() -> tuple[GameState, GameState]:
    """The same hands for seat 2, the queen of hearts in the talon or in seat 0's hand."""
    with_queen = _bidding(("9D JD QD KD 9H JH 10H", "9S JS QS KS 9C JC QC", STRONG),
                          "QH KC AH")
    without = _bidding(("QH JD QD KD 9H JH 10H", "9S JS QS KS 9C JC QC", STRONG),
                       "9D KC AH")
    return with_queen, without


@pytest.mark.parametrize("name", ["heuristic", "search"])
def test_the_ceiling_bidder_bids_by_the_talon_the_honest_one_cannot_see_it(name: str) -> None:
    with_queen, without = _twins()
    view_a, view_b = view_of(with_queen, 2), view_of(without, 2)
    assert view_a == view_b
    assert view_a.talon is None
    honest = make_agent(name)
    honest_a = honest.choose(view_a, view_a.legal, random.Random(5))
    honest_b = honest.choose(view_b, view_b.legal, random.Random(5))
    assert honest_a == honest_b
    assert isinstance(honest_a, Pass)  # no marriage in hand: the honest rule passes
    told = {}
    for game in (with_queen, without):
        agent = ceiling.TalonToldBidder(make_agent(name), partial(ceiling.face_down_talon, game))
        view = view_of(game, 2)
        told[game is with_queen] = agent.choose(view, view.legal, random.Random(5))
    assert isinstance(told[True], Bid)  # the talon's queen completes the marriage
    assert isinstance(told[False], Pass)
    # Told the talon's value only, the dealt hand's missing marriage still passes.
    value_only = ceiling.TalonToldBidder(make_agent(name),
                                         partial(ceiling.face_down_talon, with_queen),
                                         marriages=False)
    assert value_only.name == ceiling.TOLD_VALUE + name
    assert isinstance(value_only.choose(view_a, view_a.legal, random.Random(5)), Pass)
    # Told the talon only while it bids: the honest rule is whole again afterwards.
    assert honest.choose(view_a, view_a.legal, random.Random(5)) == honest_a
    assert ceiling.heuristic_agent._has_declarable is _HONEST_DECLARABLE


_HONEST_DECLARABLE = ceiling.heuristic_agent._has_declarable


def test_the_bid_ceiling_tells_the_candidate_only() -> None:
    """Inside the block the duel builds the candidate (marked ``TOLD``) told the talon of
    the game it last showed, and the reference as it is, even with the same name."""
    with_queen, _ = _twins()
    view = view_of(with_queen, 2)
    with ceiling.told(["bid"]):
        candidate = duel.make_agent(ceiling.TOLD + "heuristic")
        reference = duel.make_agent("heuristic")
        value_only = duel.make_agent(ceiling.TOLD_VALUE + "heuristic")
        assert isinstance(value_only, ceiling.TalonToldBidder) and not value_only.marriages
        assert duel.view_of(with_queen, 2) == view
        assert isinstance(candidate.choose(view, view.legal, random.Random(5)), Bid)
        assert isinstance(reference.choose(view, view.legal, random.Random(5)), Pass)
    assert duel.make_agent is make_agent


def test_the_bid_ceiling_marks_the_candidate_and_refuses_a_rule_it_cannot_tell() -> None:
    assert ceiling._told_candidate(["--agents", "search,heuristic", "--deals", "3"]) \
        == ["--agents", ceiling.TOLD + "search,heuristic", "--deals", "3"]
    assert ceiling._told_candidate(["--agents=heuristic,heuristic"]) \
        == ["--agents=" + ceiling.TOLD + "heuristic,heuristic"]
    assert ceiling._told_candidate(["--deals", "3"], ceiling.TOLD_VALUE) \
        == ["--deals", "3", "--agents", ceiling.TOLD_VALUE + "search,heuristic"]
    assert ceiling.main(["bid,bid_value", "--deals", "1"]) == 2
    with pytest.raises(ValueError):
        ceiling.TalonToldBidder(make_agent("search:bid=1"), lambda: ())
    with pytest.raises(ValueError):
        ceiling.TalonToldBidder(make_agent("easy"), lambda: ())
