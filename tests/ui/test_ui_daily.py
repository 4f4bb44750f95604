"""The daily deal: the same deals for a date in every process, the attempt and its result,
the streak, the shared text, and the computer's play from your seat on the same cards."""

from __future__ import annotations

import datetime
import hashlib
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from thousand.agents import make_agent
from thousand.view import view_of
from ui.controller import Controller
from ui.feature import Browser as BrowserCalls
from ui.features.daily import model
from ui.features.daily.commands import Daily, deal_controller, start_daily
from ui.features.daily.duplicate import agent_of, apply, bot_seed, next_request, play_out
from ui.features.daily.model import (
    DEALS,
    Run,
    begin,
    deal_game,
    deal_of,
    deal_score,
    deal_seed,
    dumps_run,
    loads_run,
    outcomes,
    parse_day,
    share_link,
)
from ui.features.daily.view import (
    ResultPanel,
    Shown,
    deal_overlay,
    result_overlay,
    share_text,
    table_bar,
)
from ui.features.stats.store import STATS_KEY, DailyResult, add, add_daily, dumps, game_result
from ui.features.stats.store import daily_streak as streak
from ui.features.stats.store import loads as loads_stats
from ui.i18n import LANGS
from ui.render.page import Screen
from ui.settings import Prefs
from ui.state import PageState
from ui.think import Thinker

from .fake_page import FakePage
from .test_ui_app import Browser

ROOT = Path(__file__).resolve().parents[2]
DAY = "2026-11-30"
TODAY = datetime.date(2026, 12, 3)


# ------------------------------------------------------------------ the deals


def test_the_seed_is_sha256_of_the_day_and_the_deal_number() -> None:
    expected = int(hashlib.sha256(f"daily:{DAY}:2".encode()).hexdigest()[:12], 16)
    assert deal_seed(DAY, 2) == expected


def test_the_seed_is_the_same_in_another_process_with_another_hash_seed() -> None:
    code = ("from ui.features.daily.model import deal_game;"
            f"g = deal_game('{DAY}', 0); print(g.seed, sorted(c.text for c in g.round.hands[0]))")
    outputs = {subprocess.run([sys.executable, "-c", code], cwd=ROOT, text=True, check=True,
                              capture_output=True, env={"PYTHONHASHSEED": str(n)}).stdout
               for n in (1, 2)}
    game = deal_game(DAY, 0)
    assert outputs == {f"{game.seed} {sorted(c.text for c in game.round.hands[0])}\n"}


def test_days_and_deal_numbers_give_different_deals() -> None:
    hands = {(day, n): tuple(sorted(c.text for c in deal_game(day, n).round.hands[0]))
             for day in (DAY, "2026-12-01") for n in range(DEALS)}
    assert len(set(hands.values())) == len(hands)
    assert deal_game(DAY, 3).round.hands == deal_game(DAY, 3).round.hands


def test_each_deal_is_recognised_by_its_day_and_number() -> None:
    assert [deal_of(deal_game(DAY, n), DAY) for n in range(DEALS)] == list(range(DEALS))
    assert deal_of(deal_game(DAY, 0), "2026-12-01") is None
    assert {deal_game(DAY, n).first_dealer for n in range(DEALS)} == {0, 1, 2}


@pytest.mark.parametrize(("text", "day", "problem"), [
    ("", "2026-12-03", None),
    ("2026-12-01", "2026-12-01", None),
    (" 2026-12-03 ", "2026-12-03", None),
    ("2026-12-04", None, "daily_future"),
    ("2026-13-01", None, "daily_bad_date"),
    ("yesterday", None, "daily_bad_date"),
    ("20261201", None, "daily_bad_date"),
    ("2023-12-31", None, "daily_too_old"),
])
def test_the_address_names_a_past_or_present_day(text: str, day: str | None,
                                                  problem: str | None) -> None:
    assert parse_day(text, TODAY) == (day, problem)


# ----------------------------------------------------------- the attempt


def test_the_first_attempt_counts_and_a_second_of_the_same_day_is_practice() -> None:
    first = begin(None, DAY, frozenset())
    assert not first.practice and first.started == (DAY,)
    again = begin(replace(first, computer=(10, 20)), DAY, frozenset())
    assert again.practice and again.computer == (10, 20) and again.you == ()
    other = begin(again, "2026-12-01", frozenset())
    assert not other.practice and other.computer == ()
    assert begin(None, DAY, frozenset({DAY})).practice  # counted in the statistics


def test_an_attempt_survives_its_text_and_junk_is_no_attempt() -> None:
    run = Run(DAY, (60, -120), (80,), True, ("2026-11-29", DAY))
    assert loads_run(dumps_run(run)) == run
    for junk in (None, "", "[]", "{", '{"day": "tomorrow"}', '{"day": "2026-11-30", "you": ["x"]}',
                 '{"day": "2026-11-30", "you": [1, 2, 3, 4, 5, 6, 7]}'):
        assert loads_run(junk) is None


def test_streak_counts_consecutive_days_up_to_today_or_yesterday() -> None:
    days = frozenset({"2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02"})
    assert streak(days, "2026-12-02") == 3
    assert streak(days, "2026-12-03") == 3  # today not played yet: not lost
    assert streak(days | {"2026-12-03"}, "2026-12-03") == 4
    assert streak(days, "2026-12-04") == 0
    assert streak(frozenset(), "2026-12-03") == 0


def test_outcomes_compare_deal_by_deal() -> None:
    assert outcomes((60, -120, 0), (40, 100, 0)) == ("won", "lost", "tied")


# -------------------------------------------------------------- the statistics


def test_old_statistics_load_and_a_day_counts_once() -> None:
    old = '{"version": 1, "games": []}'
    stats = loads_stats(old)
    assert stats.problem is None and stats.dailies == ()
    assert dumps(stats) == old  # nothing new is written without a daily result
    result = DailyResult(DAY, (60,) * DEALS, (40,) * DEALS)
    counted = add_daily(stats, result)
    assert add_daily(counted, replace(result, you=(0,) * DEALS)) is counted
    back = loads_stats(dumps(counted))
    assert back.dailies == (result,)
    game = Controller.new_game(model.rules(), seed=3).game
    assert add(back, replace(game_result(game, 0, "classic"), id="x")).dailies == (result,)
    assert loads_stats('{"version": 1, "games": [], "dailies": [{"day": 1}]}').problem


# ------------------------------------------------------------- the computer


def test_the_simulation_seeds_bots_as_the_page_does() -> None:
    ctrl = deal_controller(DAY, 1)
    while not ctrl.bot_due():
        ctrl.act(str(ctrl.view().legal[0]))
    request = ctrl.bot_request()
    assert request is not None
    assert request.seed == bot_seed(ctrl.game, request.view.seat)


def test_the_computer_from_your_seat_plays_your_game_when_you_play_as_it() -> None:
    """Duplicate: with the hard agent's own choices in your seat, your game and the
    computer's are the same game, so the points are the same."""
    number = 4
    computer = play_out(deal_game(DAY, number), Thinker().choose)
    ctrl = deal_controller(DAY, number)
    agent = make_agent(agent_of(0))
    while deal_score(ctrl.game) is None:
        if ctrl.bot_due():
            ctrl.step()
        else:
            view = view_of(ctrl.game, 0)
            ctrl.act(str(agent.choose(view, view.legal, random.Random(bot_seed(ctrl.game, 0)))))
    assert deal_score(ctrl.game) == computer


def test_other_choices_in_your_seat_make_another_game() -> None:
    number = 0
    computer_game = deal_game(DAY, number)
    thinker = Thinker()
    request = next_request(computer_game)
    while request is not None:
        computer_game = apply(computer_game, thinker.choose(request))
        request = next_request(computer_game)
    ctrl = deal_controller(DAY, number)
    while deal_score(ctrl.game) is None:
        if ctrl.bot_due():
            ctrl.step()
        else:
            ctrl.act(str(ctrl.view().legal[-1]))
    assert ctrl.game.past[0][1] != computer_game.past[0][1]
    assert ctrl.game.past[0][0] == computer_game.past[0][0]  # the same cards


# ------------------------------------------------------------------ the page


class DailyPage(FakePage):
    def __init__(self, ctrl: Controller, browser: BrowserCalls) -> None:
        super().__init__(PageState(ctrl=ctrl, prefs=Prefs(), levels=(), theme="green"), browser)


def finish_deal(ctrl: Controller) -> None:
    while deal_score(ctrl.game) is None:
        if ctrl.bot_due():
            ctrl.step()
        else:
            ctrl.act(str(ctrl.view().legal[0]))


def test_a_deal_ends_with_its_points_kept_and_the_next_deal_dealt() -> None:
    browser = Browser()
    page = DailyPage(start_daily(DAY, Controller.new_game(model.rules(), seed=1), browser),
                    browser)
    daily = Daily(page, lambda: "https://example.org/thousand/")
    assert isinstance(daily.shown(), Shown) and deal_of(page.state.ctrl.game, DAY) == 0
    finish_deal(page.state.ctrl)
    daily.after_move()
    assert page.state.overlay == "daily-deal"
    assert daily.run is not None and daily.run.you == (deal_score(page.state.ctrl.game),)
    assert loads_run(browser.stored[model.RUN_KEY]) == daily.run
    daily.next_deal(None)
    assert page.state.overlay is None and deal_of(page.state.ctrl.game, DAY) == 1
    # A reload on the same deal resumes the attempt; the day again from deal 1 is practice.
    assert start_daily(DAY, page.state.ctrl, browser) is page.state.ctrl
    fresh = start_daily(DAY, Controller.new_game(model.rules(), seed=1), browser)
    assert deal_of(fresh.game, DAY) == 0
    assert loads_run(browser.stored[model.RUN_KEY]) == Run(DAY, practice=True, started=(DAY,))


def test_a_complete_first_attempt_is_counted_once_and_practice_never() -> None:
    browser = Browser()
    page = DailyPage(start_daily(DAY, Controller.new_game(model.rules(), seed=1), browser),
                    browser)
    daily = Daily(page, lambda: "https://example.org/thousand/index.html")
    assert daily.run is not None
    daily.store(replace(daily.run, you=(10,) * DEALS, computer=(5,) * DEALS))
    stats = loads_stats(browser.stored[STATS_KEY])
    assert stats.dailies == (DailyResult(DAY, (10,) * DEALS, (5,) * DEALS),)
    daily.store(replace(daily.run, you=(0,) * DEALS))
    assert loads_stats(browser.stored[STATS_KEY]).dailies == stats.dailies
    daily.again(None)
    assert daily.run.practice
    daily.store(replace(daily.run, you=(99,) * DEALS))
    assert loads_stats(browser.stored[STATS_KEY]).dailies == stats.dailies
    panel = daily.result()
    assert isinstance(panel, ResultPanel) and panel.practice
    assert panel.link == f"https://example.org/thousand/index.html?daily={DAY}"


# ------------------------------------------------------------------ drawing


def panel(**changes: Any) -> ResultPanel:
    base = ResultPanel(DAY, (60, -120, 0, 120, 0, 55), (40, 100, 0, 60, -60, 55), False, 3,
                       share_link("https://example.org/t/?daily=2026-01-01#x", DAY))
    return replace(base, **changes)


def test_the_shared_text_has_a_square_per_deal_the_totals_and_only_the_date() -> None:
    text = share_text("en", panel())
    lines = text.splitlines()
    assert lines[1] == "🟩🟥⬜🟩🟩⬜"
    assert "+115" in lines[2] and "+195" in lines[2]
    assert lines[3] == f"https://example.org/t/?daily={DAY}"
    for n in range(DEALS):
        assert str(deal_seed(DAY, n)) not in text
    assert "A" not in lines[1] and "♥" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_result_dialog_shows_both_totals_the_streak_and_share(lang: str) -> None:
    view = view_of(deal_game(DAY, 0), 0)
    html = result_overlay(Screen(view=view, lang=lang, panel=panel(practice=True)))
    assert 'data-overlay="daily-result"' in html and 'data-ui="share"' in html
    assert 'data-daily-you="115"' in html and 'data-daily-computer="195"' in html
    assert 'data-daily-streak="3"' in html and 'data-daily-practice="true"' in html
    assert html.count("data-daily-outcome=") == DEALS
    waiting = result_overlay(Screen(view=view, lang=lang, panel=panel(computer=(40, 100))))
    assert 'data-daily-waiting="3"' in waiting and 'data-ui="share"' not in waiting


def test_the_table_bar_and_the_deal_dialog() -> None:
    ctrl = deal_controller(DAY, 5)
    assert table_bar(Screen(view=ctrl.view(), lang="ru")) == ""
    bar = table_bar(Screen(view=ctrl.view(), lang="ru", shown={"daily": Shown(DAY, 5, True)}))
    assert "6" in bar and "тренировка" in bar
    finish_deal(ctrl)
    html = deal_overlay(Screen(view=ctrl.view(), lang="en", panel=5))
    assert 'data-overlay="daily-deal"' in html and 'data-ui="daily-next"' in html
    assert f'data-daily-points="{deal_score(ctrl.game)}"' in html and "The result" in html


def test_the_table_carries_the_day_of_a_daily_deal() -> None:
    from ui.render.page import render_table

    ctrl = deal_controller(DAY, 0)
    plain = render_table(Screen(view=ctrl.view(), lang="en"))
    daily = render_table(Screen(view=ctrl.view(), lang="en",
                                shown={"daily": Shown(DAY, 0, False)}))
    assert "data-daily" not in plain and f'data-daily="{DAY}"' in daily


def test_a_reload_after_a_deal_ended_shows_its_end_not_the_page_summary() -> None:
    browser = Browser()
    ctrl = start_daily(DAY, Controller.new_game(model.rules(), seed=1), browser)
    finish_deal(ctrl)
    page = DailyPage(ctrl, browser)
    Daily(page, lambda: "").after_move()
    reloaded = DailyPage(ctrl, browser)
    Daily(reloaded, lambda: "")
    assert reloaded.state.overlay == "daily-deal"
    unrelated = DailyPage(Controller.new_game(model.rules(), seed=1), browser)
    finish_deal(unrelated.state.ctrl)
    Daily(unrelated, lambda: "")
    assert unrelated.state.overlay is None


def test_a_move_taken_back_makes_the_attempt_practice() -> None:
    browser = Browser()
    page = DailyPage(start_daily(DAY, Controller.new_game(model.rules(), seed=1), browser),
                    browser)
    daily = Daily(page, lambda: "")
    ctrl = page.state.ctrl
    ctrl.session = replace(ctrl.session, undos=1)
    finish_deal(ctrl)
    daily.after_move()
    assert daily.run is not None and daily.run.practice and len(daily.run.you) == 1


def test_the_menu_shows_todays_result_once_it_is_played() -> None:
    from ui.features.daily.commands import today

    browser = Browser()
    browser.storage_set(model.RUN_KEY, dumps_run(Run(today(), (1,) * DEALS, (2,) * DEALS)))
    table = Controller.new_game(model.rules(), seed=1)
    page = DailyPage(table, browser)
    Daily(page, lambda: "").open_today(None)
    assert page.state.overlay == "daily-result" and page.state.ctrl is table
    browser.storage_set(model.RUN_KEY, dumps_run(Run(DAY, (1,) * DEALS, (2,) * DEALS)))
    Daily(page, lambda: "").open_today(None)
    assert deal_of(page.state.ctrl.game, today()) == 0 and page.state.overlay is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_statistics_dialog_counts_the_days_and_the_streak(lang: str) -> None:
    from ui.features.stats.store import summarize
    from ui.features.stats.view import StatsPanel, render_stats

    days = (DailyResult("2026-12-01", (50,), (10,)), DailyResult("2026-12-02", (0,), (10,)))
    html = render_stats(StatsPanel(summarize(()), (), dailies=days, daily_streak=2), lang)
    line = html.split('data-stat="daily"')[1].split("</p>")[0]
    assert 'data-daily-streak="2"' in line and "2" in line and "1" in line
    assert 'data-stat="daily"' not in render_stats(StatsPanel(summarize(()), ()), lang)


# ------------------------------------------------- a past day, the status line


@pytest.mark.parametrize("lang", LANGS)
def test_a_past_day_without_a_streak_says_so_rather_than_zero_days(lang: str) -> None:
    from ui.i18n import tr

    view = view_of(deal_game(DAY, 0), 0)

    def streak_line(**changes: Any) -> str:
        html = result_overlay(Screen(view=view, lang=lang, panel=panel(**changes)))
        return html.split('class="daily-streak"')[1].split("</p>")[0]

    past_none = streak_line(past=True, streak=0)
    assert tr(lang, "daily_streak", days=0) not in past_none
    assert tr(lang, "daily_streak_past") in past_none and 'data-daily-streak="0"' in past_none
    assert tr(lang, "daily_streak", days=2) in streak_line(past=True, streak=2)
    assert tr(lang, "daily_streak", days=3) in streak_line(past=False, streak=3)


def test_the_result_of_a_past_day_is_marked_past_and_todays_is_not() -> None:
    from ui.features.daily.commands import today

    for day, past in ((DAY, True), (today(), False)):
        browser = Browser()
        browser.storage_set(model.RUN_KEY, dumps_run(Run(day, (1,) * DEALS, (2,) * DEALS)))
        page = DailyPage(Controller.new_game(model.rules(), seed=1), browser)
        found = Daily(page, lambda: "").result()
        assert isinstance(found, ResultPanel) and found.past is past


def test_the_status_behind_a_daily_deals_dialog_does_not_ask_for_continue() -> None:
    """The page's own summary has Continue; a daily deal's end and result dialogs have
    their own buttons, so the status line under them must not send the player to it."""
    from ui.i18n import tr
    from ui.render.page import render_status

    ctrl = deal_controller(DAY, 0)
    finish_deal(ctrl)
    row = ctrl.summary_pending
    assert row is not None
    for lang in LANGS:
        for overlay in ("daily-deal", "daily-result"):
            status = render_status(Screen(view=ctrl.view(), lang=lang, overlay=overlay,
                                          summary_row=row))
            assert tr(lang, "summary_wait") not in status
            assert tr(lang, "summary_done") in status
        summary = render_status(Screen(view=ctrl.view(), lang=lang, overlay="summary",
                                       summary_row=row))
        assert tr(lang, "summary_wait") in summary
