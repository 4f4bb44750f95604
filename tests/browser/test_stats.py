"""Statistics in the real page: two short games finished, then a reload, export and reset."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import open_game, play_until, play_until_position
from .page_tools import dismiss_guide, press

STATS_KEY = "thousand.stats.v1"



def start_short_game(page: Page, from_over: bool = False) -> None:
    """A new game to 150 points without the barrel, through the settings form."""
    if from_over:
        page.locator("[data-overlay='over'] [data-ui='new']").click()
    else:
        press(page, "new")
    form = page.locator("#settings-form")
    form.locator("[name='target']").fill("150")
    form.locator("[name='barrel']").fill("")
    page.locator("[data-overlay='settings'] [data-ui='start']").click()
    page.wait_for_selector("[data-overlay='settings']", state="detached")


def stat(page: Page, key: str) -> str:
    return page.locator(f"[data-overlay='stats'] [data-stat='{key}'] td").inner_text()


def test_statistics_after_two_finished_games_and_after_a_reload(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, tmp_path: Path
) -> None:
    page = new_page(viewport={"width": 390, "height": 844})
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    dismiss_guide(page)
    rng = random.Random(11)
    winners = []
    for number in range(2):
        start_short_game(page, from_over=number > 0)
        assert play_until(page, rng, "over") == "over"
        winners.append(page.locator("[data-winner]").get_attribute("data-winner"))
        # The game's own chart on its score sheet: one line per seat, a point per deal + start.
        deals = page.locator("[data-overlay='over'] table.sheet tbody tr").count()
        lines = page.locator("[data-overlay='over'] [data-chart='game'] polyline")
        assert lines.count() == 3
        assert lines.first.get_attribute("data-points") == str(deals + 1)
    save_screenshot(page, "stats-game-over-390x844")

    stored = json.loads(page.evaluate(f"() => localStorage.getItem('{STATS_KEY}')"))
    assert stored["version"] == 1 and len(stored["games"]) == 2
    start_short_game(page, from_over=True)  # a third game, left unfinished

    def check_screen() -> None:
        # The unfinished game's computers play on at once: its first deal may already be
        # over (a computer conceded), its summary in front of the toolbar.
        play_until_position(page, rng, lambda p: True, "your turn in the third game")
        press(page, "stats")
        page.wait_for_selector("[data-overlay='stats']")
        assert stat(page, "played") == "2"
        won = sum(w == "0" for w in winners)
        assert stat(page, "won").startswith(str(won))
        assert page.locator("[data-overlay='stats'] [data-chart='past'] circle").count() == 1
        assert page.locator("[data-overlay='stats'] [data-chart='past'] polyline") \
            .get_attribute("data-points") == "2"
        assert page.locator("[data-overlay='stats'] [data-award]").count() >= 5

    check_screen()
    save_screenshot(page, "stats-390x844")
    page.set_viewport_size({"width": 1280, "height": 800})
    save_screenshot(page, "stats-1280x800", full_page=False)
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=60_000)
    check_screen()

    with page.expect_download() as download_info:
        page.locator("[data-ui='stats-export']").click()
    path = tmp_path / "stats.json"
    download_info.value.save_as(path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert [g["won"] for g in exported["games"]] == [w == "0" for w in winners]

    page.locator("[data-ui='stats-reset']").click()
    page.locator("[data-ui='stats-reset-yes']").click()
    page.wait_for_function(
        "() => document.querySelector(\"[data-stat='played'] td\")?.textContent === '0'")
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=60_000)
    press(page, "stats")
    assert stat(page, "played") == "0"
    page_guard.check()
