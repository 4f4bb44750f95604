"""``stakes.py``: a round's scores as the game would take them, checked against the
engine's own scoring of real rounds, and the knob that lets the search play by them."""

from __future__ import annotations

import random

import pytest

from tests.helpers import first_view, heuristic_states
from thousand.actions import Concede, Play
from thousand.agents import make_agent
from thousand.agents.search.agent import SearchAgent, value_plays
from thousand.agents.search.declarer import concede_scores, concede_value
from thousand.agents.search.rollout import relative
from thousand.agents.search.stakes import WIN, Stakes
from thousand.game import GameState
from thousand.round import Phase, RoundState
from thousand.rules import PRESETS, Rules
from thousand.scoring import Standing, score_round
from thousand.tricks import round_to_five
from thousand.view import PlayerView, view_of

SCORES = (0, 120, 300, 440, 500, 530, 545, 760, 800, 820, 845, 860, 875, 900, 920, 950)
"""Scores near every line a round can cross: 555, the barrel, the target (the last three
only where there is no barrel)."""


def _finished_rounds(rules: Rules, games: int) -> list[RoundState]:
    """Rounds played to their end by the heuristic (none redealt or conceded, every
    active seat with a trick, so no bolt), as the engine holds them before scoring."""
    agent = make_agent("heuristic")
    out: list[RoundState] = []
    for seed in range(games):
        states = list(heuristic_states(GameState.new(rules, seed=seed)))
        last = states[-1]
        seat = last.to_move
        assert seat is not None
        view = view_of(last, seat)
        rnd = last.round.apply(agent.choose(view, view.legal, random.Random(len(states) - 1)))
        if rnd.phase is not Phase.DONE or rnd.redealt or rnd.conceded or rnd.redeal_penalty \
                or any(rnd.trick_count[s] == 0 for s in rnd.setup.active_seats()):
            continue
        out.append(rnd)
    return out


def _standing(rng: random.Random, rules: Rules) -> Standing:
    players = rules.players
    line = rules.barrel if rules.barrel is not None else rules.target
    scores = [rng.choice([s for s in SCORES if s < line]) for _ in range(players)]
    on_barrel = [False] * players
    sitters = [s for s in range(players) if rules.barrel is not None and rng.random() < 0.4]
    for seat in sitters if rules.barrel_shared else sitters[:1]:
        scores[seat] = 880
        on_barrel[seat] = True
    return Standing(tuple(scores), (0,) * players, tuple(on_barrel),
                    tuple(rng.randrange(3) if b else 0 for b in on_barrel),
                    tuple(rng.randrange(3) for _ in range(players)), (False,) * players)


def _round_values(rnd: RoundState, standing: Standing) -> tuple[dict[int, float], bool]:
    """Each active seat's round score as the playouts count it (``rollout.deltas``)."""
    declarer = rnd.declarer
    assert declarer is not None
    amount = rnd.contract if rnd.contract is not None else rnd.bid
    assert amount is not None
    points = rnd.card_points()
    made = points[declarer] + rnd.marriage_points[declarer] >= amount
    values: dict[int, float] = {}
    for seat in rnd.setup.active_seats():
        if seat == declarer:
            values[seat] = float(amount if made else -amount)
        else:
            earned = round_to_five(points[seat]) + rnd.marriage_points[seat]
            values[seat] = 0.0 if standing.on_barrel[seat] and earned > 0 else float(earned)
    return values, made


@pytest.mark.parametrize("rules", [PRESETS["classic"],
                                   PRESETS["classic"].replace(barrel_shared=True),
                                   PRESETS["classic"].replace(barrel=None)],
                         ids=["classic", "barrel_shared", "no_barrel"])
def test_stakes_agree_with_the_engines_scoring(rules: Rules) -> None:
    """For real rounds under many standings, ``Stakes.adjust`` gives every seat the score
    change the engine gives it, the winner's with ``WIN`` on top."""
    rng = random.Random(7)
    rounds = _finished_rounds(rules, 40)
    assert len(rounds) >= 20
    checked = climbs = falls = wins = zeroes = shared_targets = 0
    for rnd in rounds:
        for _ in range(25):
            standing = _standing(rng, rules)
            values, made = _round_values(rnd, standing)
            declarer = rnd.declarer
            assert declarer is not None
            if standing.on_barrel[declarer] and (rnd.contract or 0) < 120:
                continue  # the engine never lets a sitter name less than 120
            new, summary, winner = score_round(standing, rnd)
            stakes = Stakes(rules, standing.scores, standing.on_barrel,
                            standing.barrel_tries, standing.barrel_falls)
            got = stakes.adjust(values, declarer, made)
            for seat in rnd.setup.active_seats():
                want = new.scores[seat] - standing.scores[seat] + (WIN if seat == winner else 0)
                assert got[seat] == want, (standing, seat, values, summary.events)
            checked += 1
            kinds = {e.kind for e in summary.events}
            climbs += "barrel_climb" in kinds
            falls += "barrel_fall" in kinds
            zeroes += "falls_to_zero" in kinds or "samosval" in kinds
            wins += winner is not None
            shared_targets += sum(score >= rules.target for score in new.scores) >= 2
    assert checked >= 400
    if rules.barrel is not None:
        assert climbs and falls and zeroes
    else:
        assert shared_targets  # two seats past the target in one round: one winner
    assert wins


def test_a_standing_far_from_every_line_has_no_stakes() -> None:
    game = GameState.new(PRESETS["classic"], seed=3)
    assert Stakes.of(view_of(game, 0)) is None
    near = GameState.new(PRESETS["classic"], seed=3, start_scores=(0, 700, 0))
    assert Stakes.of(view_of(near, 0)) is not None
    samosval = GameState.new(PRESETS["classic"], seed=3, start_scores=(0, 0, 400))
    assert Stakes.of(view_of(samosval, 0)) is not None


def _card_play_view(start_scores: tuple[int, ...]) -> PlayerView:
    """The first view of the declarer's card play in a seeded classic game."""
    game = GameState.new(PRESETS["classic"], seed=11, start_scores=start_scores)
    return first_view(game, lambda view: view.seat == view.declarer
                      and any(isinstance(a, Play) for a in view.legal))


def test_the_search_values_cards_by_the_game_only_with_the_knob() -> None:
    """Near the barrel a made contract climbs it: with ``stakes`` the card values are the
    game's score changes (capped at the barrel), without it the round's points."""
    view = _card_play_view((860, 0, 0))
    plays = [a for a in view.legal if isinstance(a, Play)]
    plain = value_plays(view, plays, random.Random(1), deals=12)
    staked = value_plays(view, plays, random.Random(1), deals=12, stakes=True)
    assert plain is not None and staked is not None
    assert {v.action: v.value for v in plain} != {v.action: v.value for v in staked}
    far = _card_play_view((0, 0, 0))
    far_plays = [a for a in far.legal if isinstance(a, Play)]
    assert value_plays(far, far_plays, random.Random(1), deals=12) \
        == value_plays(far, far_plays, random.Random(1), deals=12, stakes=True)


def test_the_knob_reaches_the_agent() -> None:
    agent = make_agent("search:stakes=0")
    assert isinstance(agent, SearchAgent)
    assert agent.settings.stakes == 0
    assert SearchAgent().settings.stakes == 1


def _conceded_rounds(rules: Rules, games: int) -> list[tuple[PlayerView, RoundState]]:
    """The declarer's view where it may concede, and the round it ends by conceding, in
    rounds played by the heuristic."""
    out: list[tuple[PlayerView, RoundState]] = []
    for seed in range(games):
        for state in heuristic_states(GameState.new(rules, seed=seed)):
            seat = state.to_move
            assert seat is not None
            view = view_of(state, seat)
            concede = next((a for a in view.legal if isinstance(a, Concede)), None)
            if concede is not None:
                out.append((view, state.round.apply(concede)))
                break
    return out


@pytest.mark.parametrize("rules", [PRESETS["classic"],
                                   PRESETS["classic"].replace(barrel_shared=True),
                                   PRESETS["classic"].replace(barrel=None)],
                         ids=["classic", "barrel_shared", "no_barrel"])
def test_conceding_is_valued_as_the_engine_scores_it(rules: Rules) -> None:
    """Conceding's round scores (``concede_scores``), under many standings and taken as the
    game takes them (``Stakes.adjust``), are every seat's score change in the engine: the
    opponents' halves stop at the barrel, knock a sitter-to-be off, fall on 555, or win a
    game without a barrel. (Where conceding costs a bolt instead, the bolt is valued by its
    share of the penalty it brings nearer, ``bolt_cost``, not by the round's 0.)"""
    rng = random.Random(5)
    rounds = _conceded_rounds(rules, 30)
    assert len(rounds) >= 10
    checked = climbs = zeroes = wins = 0
    for view, rnd in rounds:
        declarer = view.seat
        for _ in range(40):
            standing = _standing(rng, rules)
            if any(standing.on_barrel):
                continue  # nobody may concede while anyone sits on the barrel (RULES.md §5)
            new, summary, winner = score_round(standing, rnd)
            stakes = Stakes(rules, standing.scores, standing.on_barrel,
                            standing.barrel_tries, standing.barrel_falls)
            got = stakes.adjust(concede_scores(view), declarer, made=False)
            for seat in rnd.setup.active_seats():
                want = new.scores[seat] - standing.scores[seat] + (WIN if seat == winner else 0)
                assert got[seat] == want, (standing, seat, summary.events)
            checked += 1
            kinds = {e.kind for e in summary.events}
            climbs += "barrel_climb" in kinds
            zeroes += "samosval" in kinds
            wins += winner is not None
    assert checked >= 200
    assert zeroes
    if rules.barrel is not None:
        assert climbs
    else:
        assert wins


def test_conceding_counts_the_game_only_with_stakes() -> None:
    """Conceding lifts an opponent 20 short of the barrel onto it: with stakes the
    opponent's gain stops at the barrel, without them the round's points count alone."""
    game = GameState.new(PRESETS["classic"], seed=3)
    view = first_view(game, lambda v: any(isinstance(a, Concede) for a in v.legal))
    scores = concede_scores(view)
    plain = concede_value(view)
    assert plain == relative(scores, view.seat)
    assert concede_value(view, stakes=True) == plain  # every score 0: nothing is at stake
    opponent = next(s for s in view.active_seats if s != view.seat)
    near = view.replace(scores=tuple(860 if s == opponent else 0 for s in range(3)))
    assert scores[opponent] > 20
    assert concede_value(near) == plain
    staked = concede_value(near, stakes=True)
    assert staked == relative({**scores, opponent: 20.0}, view.seat)
    assert staked > plain
