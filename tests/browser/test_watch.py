"""Watching a record: pause it, step one action back and on, play it on; the counter says
where the replay stands."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from .conftest import ROOT, PageGuard, save_screenshot
from .game_driver import SIZES, open_game, watch_record

RECORD = ROOT / "tests" / "records" / "classic_d1.json"


def position(page: Page) -> int:
    return int(page.locator(".watch-bar [data-watch-pos]").get_attribute("data-watch-pos")
               or "-1")


def log_lines(page: Page) -> int:
    return page.locator("details.log li").count()


def test_a_replay_pauses_steps_back_and_on_and_plays_on(new_page: Any, page_guard: PageGuard,
                                                         site_url: str) -> None:
    for size, options in SIZES.items():
        page = new_page(**options)
        open_game(page, site_url + "?seed=5&speed=normal&lang=en")
        watch_record(page, RECORD.read_text(encoding="utf-8"))
        page.wait_for_selector(".watch-bar")
        page.wait_for_function("Number(document.querySelector('[data-watch-pos]')"
                               ".dataset.watchPos) >= 3")
        page.locator("[data-ui='watch-pause']").click()
        page.wait_for_selector("[data-ui='watch-play']")
        stopped = position(page)
        page.wait_for_timeout(1600)  # two moves' time at this speed
        assert position(page) == stopped, "a paused replay moved"
        lines = log_lines(page)
        page.locator("[data-ui='watch-step']").click()
        page.wait_for_function(f"document.querySelector('[data-watch-pos]').dataset.watchPos"
                               f" === '{stopped + 1}'")
        assert log_lines(page) in (lines + 1, 6)  # the log shows the last six moves
        page.locator("[data-ui='watch-back']").click()
        page.locator("[data-ui='watch-back']").click()
        page.wait_for_function(f"document.querySelector('[data-watch-pos]').dataset.watchPos"
                               f" === '{stopped - 1}'")
        assert f"action {stopped - 1} of 29" in page.locator(".watch-bar").inner_text()
        save_screenshot(page, f"watch-paused-{size}", full_page=False)
        page.wait_for_timeout(800)
        assert position(page) == stopped - 1, "stepping left the replay paused"
        page.locator("[data-ui='watch-play']").click()
        page.wait_for_function(f"Number(document.querySelector('[data-watch-pos]')"
                               f".dataset.watchPos) >= {stopped + 1}")
        page.close()
    page_guard.check()
