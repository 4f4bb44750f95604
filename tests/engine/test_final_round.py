"""RULES.md §7–§8 in the round that ends the game: every scoring step (bolts, the
barrel's tries and climbs, samosval) applies as in any other round, so the final
standings are right. Deal E of ``helpers``: seat 2 declares 125 and
takes every trick (120) with the hearts marriage (100); seats 0 and 1 take none."""

from __future__ import annotations

from thousand.rules import Rules
from thousand.scoring import Standing, score_round

from ..helpers import DEALS, E_TRICKS, do, start, tricks

E_HANDS, E_TALON, E_ACTIONS = DEALS["E"]


def standing(scores: tuple[int, ...], bolts: tuple[int, ...] = (0, 0, 0),
             on_barrel: tuple[bool, ...] = (False, False, False),
             tries: tuple[int, ...] = (0, 0, 0)) -> Standing:
    n = len(scores)
    return Standing(scores, bolts, on_barrel, tries, (0,) * n, (False,) * n)


def e_scored(st: Standing, rules: Rules) -> tuple[Standing, tuple[int, ...], int | None]:
    state = do(start(E_HANDS, E_TALON, rules=rules, scores=st.scores, on_barrel=st.on_barrel),
               *E_ACTIONS)
    new, row, winner = score_round(st, state)
    assert row.made and row.declarer == 2
    return new, row.deltas, winner


def test_shared_barrel_final_round_samosval_tries_and_bolts() -> None:
    # Seat 2 sits on the shared barrel and makes 125: 880 + 125 = 1005, a win. Seat 0
    # ends at 555 (no trick: a first bolt, no penalty) → samosval → 0. Seat 1 sits on the
    # barrel too: this was its third try → falls off, 880 − 120 = 760.
    rules = Rules(barrel_shared=True)
    st = standing((555, 880, 880), on_barrel=(False, True, True), tries=(0, 2, 0))
    new, deltas, winner = e_scored(st, rules)
    assert winner == 2
    assert new.scores == (0, 760, 1005)
    assert deltas == (-555, -120, 125)
    assert new.barrel_falls == (0, 1, 0)
    assert new.bolts == (1, 1, 0)


def test_final_round_third_bolt_then_samosval() -> None:
    # Seat 0 at 675 with two bolts takes no trick: third bolt, −120 → 555 → samosval → 0.
    rules = Rules(barrel_shared=True)
    st = standing((675, 300, 880), bolts=(2, 0, 0), on_barrel=(False, False, True))
    new, _, winner = e_scored(st, rules)
    assert winner == 2
    assert new.scores == (0, 300, 1005)
    assert new.bolts == (0, 1, 0)


def test_final_round_without_barrel_samosval() -> None:
    # barrel off: seat 2 (900) makes 125 → 1025 and wins; seat 0 ends at 555 → 0.
    rules = Rules(barrel=None)
    st = standing((555, 0, 900))
    new, _, winner = e_scored(st, rules)
    assert winner == 2
    assert new.scores == (0, 0, 1025)


def test_final_round_negative_samosval() -> None:
    rules = Rules(samosval_negative=True, barrel_shared=True)
    st = standing((-555, 0, 880), on_barrel=(False, False, True))
    new, _, winner = e_scored(st, rules)
    assert winner == 2 and new.scores == (0, 0, 1005)


def test_winner_keeps_a_score_of_555() -> None:
    # With the target at 555 the winner's own score stands (reaching it ended the game).
    rules = Rules(barrel=None, target=555)
    st = standing((0, 0, 430))
    new, _, winner = e_scored(st, rules)
    assert winner == 2 and new.scores == (0, 0, 555)


def test_dealer_climbs_the_barrel_in_the_final_round() -> None:
    # Four players, dealer 0 sits out with 850 and scores the talon (10S 10C 10D = 30):
    # 880, a climb. Seat 2 sits on the barrel and wins with 1005; a player who climbs
    # while another sits there knocks the sitter off, but the winner has left by winning.
    rules = Rules(players=4)
    hands = ["", E_HANDS[1], E_HANDS[2], E_HANDS[0]]
    play = ["2: bid 125", "3: pass", "1: pass", "2: give 10C to 1", "2: give 10D to 3",
            "2: contract 125", *tricks(*E_TRICKS, players=4, dealer=0)]
    st = standing((850, 0, 880, 0), bolts=(0, 0, 0, 0), on_barrel=(False, False, True, False),
                  tries=(0, 0, 0, 0))
    state = do(start(hands, E_TALON, rules=rules, scores=st.scores, on_barrel=st.on_barrel),
               *play)
    new, row, winner = score_round(st, state)
    assert winner == 2
    assert row.card_points == (30, 0, 120, 0)
    assert new.scores == (880, 0, 1005, 0)
    assert new.on_barrel[0] is True
    assert new.barrel_falls == (0, 0, 0, 0)
