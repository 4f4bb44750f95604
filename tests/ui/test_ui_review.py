"""Round review from the game record: hands as dealt, bidding, passing, tricks and winners."""

from __future__ import annotations

import random
import re

import pytest

from thousand.actions import Bid, Give, Pass, parse_action
from thousand.cards import DECK, card_points
from thousand.record import game_to_json
from thousand.rules import Rules
from ui.controller import Controller
from ui.features.review.model import FIRST_TRICK_STEP, clamp_step, review_rounds
from ui.features.review.view import ReviewPanel, render_review


def played_game(rules: Rules, seed: int, deals: int) -> Controller:
    """A seeded game with ``deals`` finished deals, the human playing at random."""
    ctrl = Controller.new_game(rules, seed=seed)
    rng = random.Random(seed)
    while len(ctrl.game.sheet) < deals and not ctrl.game.is_over:
        while ctrl.bot_due():
            ctrl.step()
        if ctrl.summary_pending is not None:
            ctrl.close_summary()
            continue
        if ctrl.human_to_move():
            ctrl.act(str(rng.choice(ctrl.view().legal)))
    return ctrl


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_card_and_every_trick_of_each_deal_is_accounted_for(players: int) -> None:
    ctrl = played_game(Rules(players=players), seed=players * 11, deals=5)
    record = game_to_json(ctrl.game)
    reviews = review_rounds(record)
    assert len(reviews) == len(ctrl.game.sheet) >= 5
    played_out = 0
    for review, entry, row in zip(reviews, record["rounds"], ctrl.game.sheet, strict=False):
        dealt = [c for h in review.hands for c in h] + [c for t in review.talons for c in t]
        assert sorted(dealt) == sorted(DECK)
        actions = [parse_action(text) for text in entry["actions"]]
        assert review.bids == tuple((a.seat, a.amount if isinstance(a, Bid) else None)
                                    for a in actions if isinstance(a, Bid | Pass))
        assert review.passed == tuple((a.seat, a.to, a.card) for a in actions
                                      if isinstance(a, Give))
        assert review.summary == row
        if review.tricks and not row.conceded:
            played_out += 1
            # Card points of the tricks each seat won add up to the engine's count
            # (two players also score the cards laid on a talon, and with four the dealer
            # may score the talon: only the seats that played tricks are compared).
            won = [0] * players
            for trick in review.tricks:
                assert len(trick.cards) == len(review.tricks[0].cards)
                won[trick.winner] += card_points([c for _, c in trick.cards])
            if players != 2:
                for seat in range(players):
                    if players == 3 or seat != review.dealer:
                        assert won[seat] == row.card_points[seat]
        if review.tricks:
            # The hands before the first trick hold every card of the tricks.
            first = review.tricks[0].hands_before
            in_tricks = sorted(c for t in review.tricks for _, c in t.cards)
            assert sorted(c for h in first for c in h) == in_tricks
    assert played_out >= 1


def test_a_trick_winner_matches_the_seat_that_leads_the_next_trick() -> None:
    ctrl = played_game(Rules(), seed=9, deals=4)
    for review in review_rounds(game_to_json(ctrl.game)):
        for trick, following in zip(review.tricks, review.tricks[1:], strict=False):
            assert following.cards[0][0] == trick.winner


def test_stepping_forwards_and_back_stays_inside_the_deal() -> None:
    ctrl = played_game(Rules(), seed=12, deals=2)
    review = next(r for r in review_rounds(game_to_json(ctrl.game)) if r.tricks)
    assert review.steps == FIRST_TRICK_STEP + len(review.tricks)
    panel = ReviewPanel(review)
    assert panel.moved(-1).step == 0
    end = panel
    for _ in range(review.steps + 3):
        end = end.moved(1)
    assert end.step == review.steps - 1 == clamp_step(review, 99)
    assert end.moved(-1).step == review.steps - 2


def test_the_dialog_shows_the_deal_then_the_bidding_then_each_trick() -> None:
    ctrl = played_game(Rules(), seed=12, deals=2)
    review = next(r for r in review_rounds(game_to_json(ctrl.game)) if r.tricks)
    deal = render_review(ReviewPanel(review, 0), "en")
    assert len(re.findall(r'data-rv="', deal)) == 24
    assert 'data-ui="review-prev" disabled' in deal
    assert "Talon" in deal
    bidding = render_review(ReviewPanel(review, 1), "en")
    assert "bidding and passing" in bidding
    if review.declarer is not None:
        assert "Declarer" in bidding
    for index, trick in enumerate(review.tricks):
        html = render_review(ReviewPanel(review, FIRST_TRICK_STEP + index), "ru")
        assert f'data-rv-winner="{trick.winner}"' in html
        assert f"взятка {index + 1} из {len(review.tricks)}" in html
        shown = re.findall(r'data-rv-played="\d">[^<]*<span class="rv-card[^"]*" data-rv="(\w+)"',
                           html)
        assert shown == [c.text for _, c in trick.cards]
    last = render_review(ReviewPanel(review, review.steps - 1), "en")
    assert 'data-ui="review-next" disabled' in last


def test_a_record_that_does_not_replay_is_refused() -> None:
    from thousand.errors import RecordError
    ctrl = played_game(Rules(), seed=3, deals=1)
    record = game_to_json(ctrl.game)
    record["rounds"][0]["actions"][0] = "0: bid 999"
    with pytest.raises(RecordError):
        review_rounds(record)


def test_the_golden_records_review_with_the_replays_own_summaries() -> None:
    from pathlib import Path

    from thousand.errors import RecordError
    from thousand.record import loads, replay
    reviewed = 0
    for path in sorted((Path(__file__).parents[1] / "records").glob("*.json")):
        record = loads(path.read_text(encoding="utf-8"))
        try:
            expected = replay(record)
        except RecordError:
            with pytest.raises(RecordError):
                review_rounds(record)
            continue
        reviews = review_rounds(record)
        assert tuple(r.summary for r in reviews) == expected.game.sheet, path.name
        reviewed += len(reviews)
    assert reviewed >= 10
