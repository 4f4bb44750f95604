"""The daily deal in the real page: the same cards for a date in two fresh browsers and
other cards for another date, a whole day played to its result (the streak, the text to
share), a second attempt marked practice, and a bad ``?daily=`` said with a way on."""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import open_game, wait_ready
from .page_tools import dismiss_guide, press

DAY = "2026-11-30"
OTHER = "2026-11-29"
RUN_KEY = "thousand.daily.run"
STATS_KEY = "thousand.stats.v1"
DEALS = 6
RESULT_TIMEOUT_MS = 240_000
"""The hard computer plays six deals from your seat in the worker (a slow machine)."""
SIZES = ((390, 844), (844, 390), (360, 640), (1280, 800))


def hand(page: Page) -> list[str]:
    cards = page.locator(".hand-cards [data-card]")
    return sorted(cards.nth(i).get_attribute("data-card") or "" for i in range(cards.count()))


def open_daily(page: Page, site_url: str, day: str) -> list[str]:
    open_game(page, f"{site_url}?daily={day}&speed=instant&lang=en")
    dismiss_guide(page)
    page.wait_for_selector(f"#table[data-daily='{day}']")
    page.wait_for_function("() => document.querySelectorAll('.hand-cards [data-card]').length > 0")
    return hand(page)


def test_two_browsers_get_the_same_deal_for_a_day_and_another_for_another_day(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    first = open_daily(new_page(), site_url, DAY)
    second_page = new_page()
    second = open_daily(second_page, site_url, DAY)
    assert first == second and len(first) >= 7
    assert second_page.locator("#table").get_attribute("data-entry") == "1"
    assert "deal 1 of 6" in second_page.locator(".daily-bar").inner_text()
    for width, height in SIZES:
        second_page.set_viewport_size({"width": width, "height": height})
        save_screenshot(second_page, f"daily-table-{width}x{height}", full_page=False)
    other = open_daily(new_page(), site_url, OTHER)
    assert other != first


def test_the_menu_opens_todays_daily_deal(page: Page, page_guard: PageGuard,
                                          site_url: str) -> None:
    today = datetime.datetime.now(datetime.UTC).date().isoformat()
    open_game(page, f"{site_url}?lang=en")
    dismiss_guide(page)
    assert page.locator("#table").get_attribute("data-daily") is None
    press(page, "daily")
    page.wait_for_selector(f"#table[data-daily='{today}']")
    assert page.locator("#table").get_attribute("data-entry") == "1"


def test_a_bad_daily_value_is_said_and_the_page_plays_on(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    for value, words in (("2026-02-30", "not a date"), ("2999-01-01", "has not come yet")):
        page = new_page()  # a fresh page each: a second load would cut the first one's off
        open_game(page, f"{site_url}?daily={value}&lang=en")
        message = page.locator("#table .message")
        assert words in message.inner_text() and "menu" in message.inner_text()
        assert page.locator("#table").get_attribute("data-daily") is None
        assert page.locator("#table [data-action], #table [data-ui='pick']").count() \
            or page.locator("#table").get_attribute("data-to-move") != "0"


def play_deal(page: Page) -> str:
    """Play one deal as a person who passes and plays the first card offered; returns the
    dialog that ends it."""
    for _ in range(200):
        state = wait_ready(page, 60_000)
        if state in ("daily-deal", "daily-result"):
            return state
        if state != "human":
            raise AssertionError(f"unexpected dialog {state!r} in a daily deal")
        passes = page.locator(".controls [data-action$=': pass']")
        if passes.count():
            passes.first.click()
        else:
            page.locator("#table [data-action]").first.click()
    raise AssertionError("the deal did not end")


def test_a_day_played_to_its_result_then_again_as_practice(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport={"width": 390, "height": 844})
    open_daily(page, site_url, DAY)
    for number in range(1, DEALS + 1):
        assert page.locator(".daily-bar").get_attribute("data-daily-deal") == str(number)
        assert play_deal(page) == "daily-deal"
        dialog = page.locator("[data-overlay='daily-deal']")
        assert f"deal {number} of {DEALS}" in dialog.locator("h2").inner_text()
        if number == 1:
            save_screenshot(page, "daily-deal-end-390x844")
        # The dialog has its own button: the status line under it sends nobody to Continue.
        assert "Continue" not in page.locator("p.status").inner_text()
        dialog.locator("[data-ui='daily-next']").click()
    result = page.locator("[data-overlay='daily-result']")
    result.wait_for()
    page.wait_for_selector("[data-overlay='daily-result'] [data-daily-you]",
                           timeout=RESULT_TIMEOUT_MS)
    you = int(result.locator("[data-daily-you]").get_attribute("data-daily-you") or "x")
    computer = int(result.locator("[data-daily-computer]").get_attribute("data-daily-computer")
                   or "x")
    assert result.locator("[data-daily-outcome]").count() == DEALS
    assert result.locator("[data-daily-practice]").get_attribute("data-daily-practice") == "false"
    assert result.locator("[data-daily-streak]").get_attribute("data-daily-streak") == "0"
    # A past day with no streak running says so, not "Days in a row: 0".
    streak = result.locator("[data-daily-streak]").inner_text()
    assert "past day" in streak and "Days in a row" not in streak
    assert "Continue" not in page.locator("p.status").inner_text()
    text = result.locator("#daily-share-text").input_value()
    lines = text.splitlines()
    assert lines[0] == f"Thousand · daily deal {DAY}" and len(lines[1]) == DEALS
    assert lines[3].endswith(f"?daily={DAY}")
    signed = [f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0" for n in (you, computer)]
    assert lines[2] == f"Me {signed[0]} · the computer {signed[1]}"
    # The hard computer's searching decisions were made in the worker, none on the page.
    searched = page.evaluate("() => [document.documentElement.dataset.dailySearchedWorker,"
                             " document.documentElement.dataset.dailySearchedPage]")
    assert int(searched[0] or 0) >= DEALS and searched[1] is None
    result.locator("[data-ui='share']").click()
    page.wait_for_selector("[data-daily-copied]")
    save_screenshot(page, "daily-result-390x844")
    for width, height in SIZES[1:]:
        page.set_viewport_size({"width": width, "height": height})
        save_screenshot(page, f"daily-result-{width}x{height}", full_page=False)
    stats = json.loads(page.evaluate(f"() => localStorage.getItem('{STATS_KEY}')"))
    assert [d["day"] for d in stats["dailies"]] == [DAY]
    assert sum(stats["dailies"][0]["you"]) == you
    assert sum(stats["dailies"][0]["computer"]) == computer

    # The same day again, from its link: practice, and the counted result is unchanged.
    open_daily(page, site_url, DAY)
    assert "practice" in page.locator(".daily-bar").inner_text()
    run = json.loads(page.evaluate(f"() => localStorage.getItem('{RUN_KEY}')"))
    assert run["practice"] is True and run["you"] == []
    stats_again = json.loads(page.evaluate(f"() => localStorage.getItem('{STATS_KEY}')"))
    assert stats_again["dailies"] == stats["dailies"]
