"""The coach (thousand/agents/coach.py): verdicts by points lost, the deal's figure, and a
hand-made position whose best choice is certain, judged by the hint's own valuation."""

from __future__ import annotations

import pytest

from tests.helpers import card, hand, tricks
from thousand.actions import Action, Bid, Play, parse_action
from thousand.agents.coach import (
    CLOSE,
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


def test_a_choice_the_hint_does_not_value_has_no_points() -> None:
    game = GameState.new(Rules(), seed=1, deal=DEAL)
    for text in ACTIONS[:2]:
        game = game.apply(parse_action(text))
    view = view_of(game, 1)
    gift = next(a for a in view.legal if str(a) == "1: give QC to 2")
    found = judge(view, gift)
    assert found.loss is None and found.verdict is None and found.options == ()


def test_an_illegal_action_is_refused() -> None:
    with pytest.raises(ValueError):
        judge(position(), Play(1, card("AH")))
