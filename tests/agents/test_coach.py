"""The coach (thousand/agents/coach.py): verdicts by points lost, the deal's figure, and a
hand-made position whose best choice is certain, judged by the hint's own valuation."""

from __future__ import annotations

import random

import pytest

from tests.helpers import card, hand, tricks
from thousand.actions import Action, Bid, Concede, Contract, Give, Play, TakeTalon, parse_action
from thousand.agents import make_agent
from thousand.agents.coach import (
    CLOSE,
    EQUAL,
    VERDICTS,
    WORST,
    accuracy,
    is_decision,
    judge,
    verdict,
)
from thousand.agents.hint import advise
from thousand.deal import Deal
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of

# Seat 1 declares 100 and wins the first six tricks (81 points); with two cards left it
# leads. The ace of spades wins the seventh trick (the others hold only clubs); the nine
# of clubs loses both.
DEAL = Deal((hand("QS 9H JH 9D JD AC 10C"), hand("AS 9C AH 10H AD 10D 10S"),
             hand("9S JS QH KH QD KD KC")), (hand("KS JC QC"),))
ACTIONS = ["2: pass", "0: pass", "1: give QC to 2", "1: give JC to 0", "1: contract 100",
           *tricks("1: AH QH 9H", "1: 10H KH JH", "1: AD QD 9D", "1: 10D KD JD",
                   "1: 10S 9S QS", "1: KS JS JC")]


def position(deal: Deal = DEAL) -> PlayerView:
    game = GameState.new(Rules(), seed=1, deal=deal)
    for text in ACTIONS:
        game = game.apply(parse_action(text))
    return view_of(game, 1)


def test_verdicts_follow_the_points_lost() -> None:
    assert verdict(0) == "good"
    assert verdict(4.9) == "good"
    assert verdict(5) == "inaccuracy"
    assert verdict(14.9) == "inaccuracy"
    assert verdict(15) == "mistake"
    assert verdict(39.9) == "mistake"
    assert verdict(40) == WORST == "blunder"
    assert verdict(1000) == "blunder"


def test_the_thresholds_rise_and_name_four_verdicts() -> None:
    limits = [below for below, _ in VERDICTS]
    assert limits == sorted(limits) and len(set(limits)) == len(limits)
    assert [word for _, word in VERDICTS] + [WORST] == ["good", "inaccuracy", "mistake",
                                                        "blunder"]
    assert VERDICTS[0][0] == CLOSE


def test_accuracy_counts_only_valued_decisions() -> None:
    figure = accuracy([0.0, 10.0, None, 50.0, 2.0])
    assert figure.decisions == 4
    assert figure.lost == 62.0
    assert figure.close == 2
    assert figure.per_decision == 15.5
    assert figure.share_close == 0.5
    empty = accuracy([None])
    assert empty.decisions == 0 and empty.per_decision is None and empty.share_close is None


def test_the_winner_is_best_and_the_loser_a_blunder() -> None:
    view = position()
    assert is_decision(view)
    ace, nine = Play(1, card("AS")), Play(1, card("9C"))
    assert set(view.legal) == {ace, nine}
    good = judge(view, ace)
    bad = judge(view, nine)
    assert good.best == bad.best == ace
    assert good.loss == 0.0 and good.verdict == "good"
    assert bad.loss is not None and bad.loss >= 40 and bad.verdict == "blunder"
    best, mine = bad.value_of(ace), bad.value_of(nine)
    assert best is not None and mine is not None
    assert bad.loss == pytest.approx(best - mine, abs=0.11)
    assert accuracy([good.loss, bad.loss]).close == 1


def test_the_coach_uses_the_hints_choice_and_values() -> None:
    view = position()
    advice = advise(view, top=len(view.legal))
    found = judge(view, Play(1, card("9C")))
    assert found.best == advice.action
    assert {(o.action, o.value) for o in found.options} == {
        (o.action, o.value) for o in advice.options}


def test_unseen_cards_do_not_change_the_judgement() -> None:
    """The ace and the king of clubs change hands between the two others: seat 1 cannot
    tell, and the coach says the same."""
    hands = [list(h) for h in DEAL.hands]
    hands[0][hands[0].index(card("AC"))] = card("KC")
    hands[2][hands[2].index(card("KC"))] = card("AC")
    swapped = Deal(tuple(tuple(h) for h in hands), DEAL.talons)
    view, other = position(), position(swapped)
    assert view == other
    for action in view.legal:
        assert judge(view, action) == judge(other, action)


def test_a_bid_the_hint_does_not_value_is_valued_on_the_same_deals() -> None:
    game = GameState.new(Rules(), seed=3)
    view = view_of(game, game.to_move or 0)
    high: Action = max((a for a in view.legal if isinstance(a, Bid)), key=lambda a: a.amount)
    found = judge(view, high)
    assert found.value_of(high) is not None
    assert found.loss is not None and found.loss >= 0
    assert found.best == advise(view, top=len(view.legal)).action


# Seat 1 declares 100 and, with the talon, holds every ace and ten: leading them it takes
# all eight tricks and all 120 card points whatever the others hold, so the contract of
# 120 is surely made and every lower one is worth exactly its difference less.
WINNERS = Deal((hand("KS QS JS KC QC JC 9H"), hand("AS 10S AC 10C AD 10D AH"),
                hand("KD QD JD 9D KH QH JH")), (hand("10H 9S 9C"),))
WINNERS_BIDDING = ["2: pass", "0: pass"]
WINNERS_GIFTS = ["1: give 9S to 2", "1: give 9C to 0"]


def declarer_view(actions: list[str]) -> PlayerView:
    game = GameState.new(Rules(), seed=1, deal=WINNERS)
    for text in actions:
        game = game.apply(parse_action(text))
    return view_of(game, 1)


def test_the_contract_the_hand_surely_makes_is_best_and_each_lower_one_costs_its_difference(
        ) -> None:
    view = declarer_view(WINNERS_BIDDING + WINNERS_GIFTS)
    top = Contract(1, 120)
    assert judge(view, top).loss == 0.0 and judge(view, top).best == top
    for amount, lost, word in ((100, 20.0, "mistake"), (110, 10.0, "inaccuracy"),
                               (115, 5.0, "inaccuracy")):
        found = judge(view, Contract(1, amount))
        assert found.best == top
        assert found.loss == lost and found.verdict == word
    assert advise(view).action == top


def test_conceding_is_valued_exactly_and_is_a_blunder_with_this_hand() -> None:
    view = declarer_view(WINNERS_BIDDING + WINNERS_GIFTS)
    found = judge(view, Concede(1))
    # The bid of 100 lost, each opponent scoring half of it: 100 + 50 against the field.
    assert found.value_of(Concede(1)) == -150.0
    assert found.loss is not None and found.loss >= 40 and found.verdict == "blunder"


def test_unseen_cards_do_not_change_the_judgement_of_gifts_contracts_or_conceding() -> None:
    """The two kings of spades and diamonds change hands between the declarer's
    opponents: the declarer cannot tell, and the coach values every gift, contract and
    concession the same."""
    hands = [list(h) for h in WINNERS.hands]
    hands[0][hands[0].index(card("KS"))] = card("KD")
    hands[2][hands[2].index(card("KD"))] = card("KS")
    swapped = Deal(tuple(tuple(h) for h in hands), WINNERS.talons)
    for actions in (WINNERS_BIDDING, WINNERS_BIDDING + WINNERS_GIFTS):
        view = declarer_view(actions)
        game = GameState.new(Rules(), seed=1, deal=swapped)
        for text in actions:
            game = game.apply(parse_action(text))
        other = view_of(game, 1)
        assert view == other
        chosen = [a for a in view.legal if not isinstance(a, Give)] + [
            parse_action(t) for t in ("1: give 9S to 2", "1: give AS to 0", "1: give 10H to 2")
            if actions == WINNERS_BIDDING]
        for action in chosen:
            assert judge(view, action) == judge(other, action)


def test_the_gifts_are_valued_and_giving_an_ace_away_is_a_blunder() -> None:
    view = declarer_view(WINNERS_BIDDING)
    spare = parse_action("1: give 9S to 2")
    ace = parse_action("1: give AS to 2")
    good, bad = judge(view, spare), judge(view, ace)
    assert isinstance(good.best, Give) and good.best.card in (card("9S"), card("9C"))
    assert good.loss == 0.0 and good.verdict == "good"
    # The ace is not among the cards the search plans with: valued on the same deals.
    assert bad.value_of(ace) is not None
    assert bad.loss is not None and bad.loss >= 40 and bad.verdict == "blunder"
    advice = advise(view, top=len(view.legal))
    assert {type(o.action) for o in advice.options} >= {Give, Concede}
    assert advice.action == good.best


def test_the_choice_between_face_down_talons_has_no_value_and_no_better_option() -> None:
    rules = Rules.preset("two_players")
    for seed in range(20):
        game = GameState.new(rules, seed=seed)
        agent = make_agent("heuristic")
        while game.round.phase is not Phase.DONE and not game.sheet:
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            if any(isinstance(a, TakeTalon) for a in view.legal):
                for action in view.legal:
                    found = judge(view, action)
                    assert found.blind and found.verdict == EQUAL
                    assert found.loss is None and found.options == () and found.best == action
                    assert found.as_data()["blind"] is True
                assert accuracy([found.loss]).decisions == 0
                return
            game = game.apply(agent.choose(view, view.legal, random.Random(0)))
    raise AssertionError("no talon to choose in twenty two-player deals")


def test_an_illegal_action_is_refused() -> None:
    with pytest.raises(ValueError):
        judge(position(), Play(1, card("AH")))
