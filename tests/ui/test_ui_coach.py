"""The coach's page side: a deal's decisions rebuilt from the record as the seat saw them,
the dialog, its commands with a stand-in worker, the figure kept in the statistics, and
the round review opened at a decision's step."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from tests.helpers import record, rnd, tricks
from tests.ui.fake_page import FakePage, run_apart
from tests.ui.test_ui_app import Browser
from thousand.actions import Play, TakeTalon, parse_action
from thousand.agents import make_agent
from thousand.agents.coach import judge
from thousand.game import GameState
from thousand.record import from_json, game_to_json, replay
from thousand.rules import Rules
from thousand.view import view_of
from ui.controller import Controller, Session
from ui.features.coach.commands import CoachCommands
from ui.features.coach.model import CoachPanel, deal_decisions, reviewed_from
from ui.features.coach.view import SHOWN_OPTIONS, coach_button, render_coach, shown_options
from ui.features.review.commands import ReviewCommands
from ui.features.review.model import BIDDING_STEP, FIRST_TRICK_STEP
from ui.features.review.view import ReviewPanel
from ui.features.stats import coached
from ui.features.stats.store import summarize
from ui.features.stats.view import StatsPanel, coach_trend, render_stats
from ui.i18n import LANGS
from ui.settings import Prefs
from ui.state import PageState
from ui.think import THINKER, CoachRequest, encode

HANDS = ["QS 9H JH 9D JD AC 10C", "AS 9C AH 10H AD 10D 10S", "9S JS QH KH QD KD KC"]
TALON = "KS JC QC"
START = ["2: pass", "0: pass", "1: give QC to 2", "1: give JC to 0", "1: contract 100",
         *tricks("1: AH QH 9H", "1: 10H KH JH", "1: AD QD 9D", "1: 10D KD JD",
                 "1: 10S 9S QS", "1: KS JS JC", "1: AS QC 10C")]


def deal_record(hands: list[str] = HANDS, last: str = "1: 9C KC AC") -> dict[str, Any]:
    return record(rnd(hands, TALON, [*START, *tricks(last)]), seed=1)


def swapped_record() -> dict[str, Any]:
    """The ace and the king of clubs change places between seats 0 and 2: seat 1 sees
    neither before the last trick."""
    hands = [HANDS[0].replace("AC", "KC"), HANDS[1], HANDS[2].replace("KC", "AC")]
    return deal_record(hands, "1: 9C AC KC")


def test_the_seats_decisions_come_with_their_views_and_review_steps() -> None:
    decisions = deal_decisions(deal_record(), 1, 1)
    texts = [str(d.action) for d in decisions]
    # Forced moves are no decisions: the eighth card, and the sixth when only one follows.
    assert texts[:3] == ["1: give QC to 2", "1: give JC to 0", "1: contract 100"]
    assert "1: play AS" in texts and "1: play 9C" not in texts
    for d in decisions:
        assert d.view.seat == 1 and d.action in d.view.legal and len(d.view.legal) > 1
    plays = [d for d in decisions if isinstance(d.action, Play)]
    assert [d.step for d in plays] == [FIRST_TRICK_STEP + k for k in range(len(plays))]
    assert all(d.step == BIDDING_STEP for d in decisions if not isinstance(d.action, Play))
    assert [d.index for d in decisions] == list(range(len(decisions)))
    assert deal_decisions(deal_record(), 2, 1) == ()


def test_cards_the_seat_could_not_see_change_nothing_the_coach_says() -> None:
    """Honesty: the same deal with two hidden cards swapped gives the same views, and the
    same judgement of every decision."""
    mine = deal_decisions(deal_record(), 1, 1)
    other = deal_decisions(swapped_record(), 1, 1)
    assert [d.view for d in mine] == [d.view for d in other]
    last = [d for d in mine if str(d.action) == "1: play AS"]
    last_other = [d for d in other if str(d.action) == "1: play AS"]
    assert judge(last[0].view, last[0].action) == judge(last_other[0].view,
                                                        last_other[0].action)
    # The records differ: the seat's view is what keeps them apart.
    assert replay(from_json(deal_record())).game.past != replay(
        from_json(swapped_record())).game.past


def test_the_workers_answer_becomes_a_reviewed_decision() -> None:
    decision = next(d for d in deal_decisions(deal_record(), 1, 1)
                    if str(d.action) == "1: play AS")
    text = THINKER.answer(encode(_request(decision)))  # what the worker does
    found = reviewed_from(decision, json.loads(text))
    assert found.best == decision.action and found.loss == 0.0 and found.verdict == "good"
    assert [str(a) for a, _ in found.options] == ["1: play AS", "1: play 9C"]
    forged = reviewed_from(decision, {"best": "0: play AC", "loss": "x",
                                      "options": [["1: play AH", 5], ["1: play 9C", 1]]})
    assert forged.best == decision.action and forged.loss is None
    assert [str(a) for a, _ in forged.options] == ["1: play 9C"]


def _request(decision: Any) -> CoachRequest:
    return CoachRequest(decision.view, str(decision.action), None)


def _panel(losses: list[float | None]) -> CoachPanel:
    decisions = deal_decisions(deal_record(), 1, 1)[:len(losses)]
    panel = CoachPanel(1, 1, deal_decisions(deal_record(), 1, 1))
    for decision, loss in zip(decisions, losses, strict=True):
        options = () if loss is None else ((decision.action, -float(loss)),)
        panel = panel.plus(reviewed_from(decision, {"best": str(decision.action),
                                                    "loss": loss, "options": options}))
    return panel


def test_the_costly_decisions_come_first_and_unvalued_ones_last() -> None:
    panel = _panel([None, 3.0, 50.0, 12.0])
    assert [r.loss for r in panel.ordered()] == [50.0, 12.0, 3.0, None]
    figure = panel.accuracy()
    assert figure.decisions == 3 and figure.lost == 65.0 and figure.close == 1
    assert not panel.done


def test_the_dialog_lists_each_decision_with_its_loss_verdict_and_step() -> None:
    panel = _panel([None, 3.0, 50.0, 12.0])
    for lang in LANGS:
        html = render_coach(panel, lang)
        assert 'data-overlay="coach"' in html and 'data-ui="coach-close"' in html
        assert re.findall(r'data-coach-loss="([\d.]+)" data-coach-verdict="(\w+)"', html) == [
            ("50.0", "blunder"), ("12.0", "inaccuracy"), ("3.0", "good")]
        assert html.count('data-coach-verdict="unvalued"') == 1
        assert html.count('data-ui="review" data-round="1" data-step=') == 4
        assert 'data-coach-progress="4/' in html and "<progress" in html
        assert 'data-coach-accuracy="21.67"' in html
    assert "data-coach-progress" not in render_coach(
        _panel([1.0] * len(deal_decisions(deal_record(), 1, 1))), "en")
    assert "no choice" in render_coach(CoachPanel(3, 1, ()), "en")
    assert 'data-ui="coach" data-round="4"' in coach_button("ru", 4)


class Page(FakePage):
    """The App as a feature sees it; spawned work is kept to be run by the test."""

    def __init__(self) -> None:
        game = replay(from_json(deal_record())).game
        ctrl = Controller(Session(game, "classic", human=1, seen=1))
        super().__init__(PageState(ctrl=ctrl, prefs=Prefs(), levels=(), theme="green"),
                         Browser(), keep_work=True)


def test_the_coach_asks_the_worker_per_decision_and_keeps_the_figure() -> None:
    page = Page()
    asked: list[str] = []

    async def worker(text: str) -> str:
        asked.append(text)
        return THINKER.answer(text)

    noted: dict[str, str] = {}
    commands = CoachCommands(page, worker, noted.__setitem__)
    hooks = commands.hooks()
    page.state.overlay = "sheet"
    hooks.commands["coach"]({"data-round": "1"})
    assert page.state.overlay == "coach"
    panel = hooks.panels["coach"]()
    assert isinstance(panel, CoachPanel) and panel.reviewed == () and len(page.work) == 1
    run_apart(page.work.pop())
    panel = hooks.panels["coach"]()
    assert isinstance(panel, CoachPanel) and panel.done
    assert len(asked) == len(panel.decisions) == len(panel.reviewed)
    assert page.renders >= len(asked)  # progress after each answer
    assert noted["coachWhere"] == "worker" and noted["coachDecisions"] == str(len(asked))
    assert float(noted["coachMs"]) >= 0
    deals = coached.loads(page.browser.stored[coached.COACH_KEY])
    assert len(deals) == 1 and deals[0].deal == 1 and deals[0].seat == 1
    assert deals[0].decisions == panel.accuracy().decisions
    # Asked again: shown from memory, nothing new to think.
    hooks.commands["coach"]({"data-round": "1"})
    assert page.work == []
    hooks.commands["coach-close"]({})
    assert page.state.overlay == "sheet"


def test_without_the_worker_the_page_judges_itself() -> None:
    page = Page()

    async def broken(text: str) -> str:
        raise RuntimeError("no worker")

    noted: dict[str, str] = {}
    commands = CoachCommands(page, broken, noted.__setitem__)
    commands.hooks().commands["coach"]({"data-round": "1"})
    run_apart(page.work.pop())
    panel = commands.panel()
    assert isinstance(panel, CoachPanel) and panel.done and panel.failed is None
    assert noted["coachWhere"] == "page"


def test_choosing_a_decision_opens_the_review_at_its_step_and_returns_to_the_coach() -> None:
    page = Page()
    review = ReviewCommands(page)
    page.state.overlay = "coach"
    review.open({"data-round": "1", "data-step": str(FIRST_TRICK_STEP + 6)})
    assert page.state.overlay == "review"
    assert isinstance(page.state.panel, ReviewPanel)
    assert page.state.panel.step == FIRST_TRICK_STEP + 6 and page.state.panel.human == 1
    review.close({})
    assert page.state.overlay == "coach"
    review.open({"data-round": "1", "data-step": "99"})
    assert isinstance(page.state.panel, ReviewPanel)
    assert page.state.panel.step == page.state.panel.review.steps - 1


def test_the_coached_deals_are_stored_apart_and_charted_in_the_statistics() -> None:
    deal = coached.CoachedDeal("g1", 1, 0, 4, 20.0, 2)
    deals = coached.add(coached.add((), deal), coached.CoachedDeal("g1", 1, 0, 5, 5.0, 4))
    assert len(deals) == 1 and deals[0].decisions == 5
    deals = coached.add(deals, coached.CoachedDeal("g2", 1, 0, 2, 10.0, 1))
    assert coached.loads(coached.dumps(deals)) == deals
    assert coached.per_game(deals) == [("g1", 1.0), ("g2", 5.0)]
    assert coached.loads("{not json") == ()
    assert coached.loads('{"deals": [{"game": "g", "deal": 1}]}') == ()
    assert coach_trend((), "en") == ""
    html = render_stats(StatsPanel(summarize(()), (), coached=deals), "en")
    assert 'data-chart="coach"' in html and 'data-coach-games="2"' in html
    assert 'data-chart="coach"' not in render_stats(StatsPanel(summarize(()), ()), "en")


def test_a_game_keeps_its_key_from_its_first_deal_to_its_end() -> None:
    game = replay(from_json(deal_record())).game
    later = game.apply(parse_action(str(game.legal_actions()[0])))
    assert coached.game_key(game) == coached.game_key(later)


def test_a_decision_lists_the_best_few_values_and_always_yours() -> None:
    decision = deal_decisions(deal_record(), 1, 1)[3]
    others = [a for a in decision.view.legal if a != decision.action]
    options = [[str(a), -float(k)] for k, a in enumerate(others)]
    assert len(options) >= SHOWN_OPTIONS
    mine = [str(decision.action), -99.0]
    found = reviewed_from(decision, {"best": options[0][0], "loss": 9.0,
                                     "options": [*options, mine]})
    shown = shown_options(found)
    assert len(shown) == SHOWN_OPTIONS and str(shown[-1][0]) == mine[0]
    assert [str(a) for a, _ in shown[:-1]] == [t for t, _ in options[:SHOWN_OPTIONS - 1]]
    same = reviewed_from(decision, {"best": options[0][0], "loss": 0.0,
                                    "options": [[options[0][0], 1.0], [mine[0], 1.0]]})
    assert "Better" not in render_coach(CoachPanel(1, 1, (decision,), (same,)), "en")


def test_the_coach_reviews_the_seat_of_whoever_asks() -> None:
    """Hot-seat: the person holding the device (the seat shown) gets their own decisions."""
    page = Page()
    game = page.state.ctrl.game
    page.state.ctrl = Controller(Session(game, "classic", human=2, seen=1, humans=(1, 2)))
    commands = CoachCommands(page)
    commands.hooks().commands["coach"]({"data-round": "1"})
    page.work.pop().close()  # the review itself is tested above
    panel = commands.panel()
    assert isinstance(panel, CoachPanel) and panel.seat == 2 and panel.decisions
    assert all(d.view.seat == 2 and d.action.seat == 2 for d in panel.decisions)
    assert panel.decisions == deal_decisions(deal_record(), 1, 2)


def test_the_gifts_and_the_contract_come_back_valued_and_named_as_choices() -> None:
    """The worker values a gift and the contract as it values a card: points lost, a
    verdict, and every option named as the player would name it (conceding among them)."""
    decisions = deal_decisions(deal_record(), 1, 1)
    for text in ("1: give QC to 2", "1: contract 100"):
        decision = next(d for d in decisions if str(d.action) == text)
        found = reviewed_from(decision, json.loads(THINKER.answer(encode(_request(decision)))))
        assert found.loss is not None and found.loss >= 0 and found.verdict is not None
        assert {str(a): v for a, v in found.options}["1: concede"] == -150.0
        panel = CoachPanel(1, 1, (decision,)).plus(found)
        for lang in LANGS:
            html = render_coach(panel, lang)
            assert f'data-coach-loss="{found.loss:.1f}" data-coach-verdict="{found.verdict}"' \
                in html
            assert "1: give" not in html and "1: contract" not in html
        english = render_coach(panel, "en")
        assert ("Q♣ to " in english) if text.startswith("1: give") else ("contract 1" in english)


def _two_player_record() -> tuple[dict[str, Any], int]:
    """A two-player deal played by the heuristic, with its declarer."""
    game = GameState.new(Rules.preset("two_players"), seed=2)
    agent = make_agent("heuristic")
    while not game.sheet:
        seat = game.to_move
        assert seat is not None
        view = view_of(game, seat)
        game = game.apply(agent.choose(view, view.legal, random.Random(len(game.round.history))))
    declarer = game.sheet[-1].declarer
    assert declarer is not None
    return game_to_json(game), declarer


def test_the_choice_between_face_down_talons_is_shown_as_equal_without_points() -> None:
    record_json, declarer = _two_player_record()
    decisions = deal_decisions(record_json, 1, declarer)
    talon = next(d for d in decisions if isinstance(d.action, TakeTalon))
    found = reviewed_from(talon, json.loads(THINKER.answer(encode(_request(talon)))))
    assert found.blind and found.verdict == "equal" and found.loss is None
    assert found.options == () and found.best == talon.action
    panel = CoachPanel(1, declarer, (talon,)).plus(found)
    assert panel.accuracy().decisions == 0
    for lang in LANGS:
        html = render_coach(panel, lang)
        assert 'data-coach-verdict="equal"' in html and "data-coach-loss" not in html
    assert "nobody could know which was better" in render_coach(panel, "en")
