"""The replay's slider: dragged, tapped or moved with the keys, it jumps to that action of
the record, the counter follows it (during a drag too), and the replay stays where it
was put. What the table shows is checked against the record replayed here."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from thousand.record import from_json, replay
from thousand.view import view_of

from .conftest import ROOT, PageGuard, save_screenshot
from .game_driver import SIZES, open_game, watch_record

RECORD = ROOT / "tests" / "records" / "classic_d1.json"
SLIDER = ".watch-bar input.watch-seek"


def expected_hand(action: int) -> list[str]:
    """Your hand after ``action`` actions of the record, as the engine replays it."""
    game = replay(from_json(json.loads(RECORD.read_text(encoding="utf-8"))),
                  stop_after=action).game
    return sorted(card.text for card in view_of(game, 0).hand)


def shown(page: Page) -> tuple[int, int, list[str]]:
    """The slider's value, the counter's position and the hand on the table."""
    value = int(page.locator(SLIDER).input_value())
    pos = int(page.locator(".watch-bar [data-watch-pos]").get_attribute("data-watch-pos")
              or "-1")
    hand = page.locator(".hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    return value, pos, sorted(hand)


def assert_at(page: Page, action: int, total: int) -> None:
    value, pos, hand = shown(page)
    assert (value, pos) == (action, action)
    assert f"action {action} of {total}" in page.locator(".watch-bar").inner_text()
    assert hand == expected_hand(action), f"the table is not at action {action}"


def x_of(page: Page, value: int) -> float:
    """Where on the screen the slider's thumb stands at ``value``."""
    box = page.locator(SLIDER).bounding_box()
    assert box is not None
    total = int(page.locator(SLIDER).get_attribute("max") or "0")
    thumb = 16  # Chromium's default thumb: its centre runs from 8 px in to 8 px from the end
    return box["x"] + thumb / 2 + (box["width"] - thumb) * value / total


def test_the_slider_jumps_to_any_action_and_the_table_follows(
        new_page: Any, page_guard: PageGuard, site_url: str) -> None:
    for size, options in SIZES.items():
        page = new_page(**options)
        open_game(page, site_url + "?seed=5&speed=normal&lang=en")
        watch_record(page, RECORD.read_text(encoding="utf-8"))
        slider = page.locator(SLIDER)
        slider.wait_for()
        total = int(slider.get_attribute("max") or "0")
        assert total == 29
        box = slider.bounding_box()
        width, height = options["viewport"]["width"], options["viewport"]["height"]
        assert box is not None and box["height"] >= 44, f"{size}: slider {box}"
        assert box["x"] >= 0 and box["x"] + box["width"] <= width and box["y"] >= 0 \
            and box["y"] + box["height"] <= height, f"{size}: slider off the screen {box}"
        assert slider.get_attribute("aria-label") == "Position in the replay"

        # While the replay plays, take the thumb where it stands: the replay stops under
        # the finger; drag it to action 20, the counter follows on the way.
        page.wait_for_function("Number(document.querySelector('[data-watch-pos]')"
                               ".dataset.watchPos) >= 2")
        y = box["y"] + box["height"] / 2
        start = int(slider.input_value())
        page.mouse.move(x_of(page, start), y)
        page.mouse.down()
        held = shown(page)[1]
        assert abs(held - start) <= 1, f"{size}: pressed at {start}, counter {held}"
        page.wait_for_timeout(1600)  # two moves' time at this speed
        assert shown(page)[1] == held, f"{size}: the replay went on under the finger"
        page.mouse.move(x_of(page, 11), y, steps=6)
        value, pos, _ = shown(page)
        assert value == pos and 10 <= pos <= 12, f"{size}: mid-drag at {value}, counter {pos}"
        page.mouse.move(x_of(page, 20), y, steps=6)
        page.mouse.up()
        value = int(slider.input_value())
        assert 19 <= value <= 21, f"{size}: dropped at {value}"
        assert_at(page, value, total)
        page.wait_for_timeout(1600)  # two moves' time at this speed: it stays put
        assert_at(page, value, total)
        assert page.locator("[data-ui='watch-play']").count() == 1  # paused, offers play

        # A tap further back on the slider jumps there.
        page.mouse.click(x_of(page, 5), y)
        tapped = int(slider.input_value())
        assert 4 <= tapped <= 6, f"{size}: tapped {tapped}"
        assert_at(page, tapped, total)
        save_screenshot(page, f"watch-seek-{size}", full_page=False)

        # The keys: two steps left, then Home to the start and End to the end.
        slider.focus()
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")
        assert_at(page, tapped - 2, total)
        page.keyboard.press("Home")
        assert_at(page, 0, total)
        page.keyboard.press("ArrowRight")
        assert_at(page, 1, total)
        assert page.evaluate("document.activeElement.classList.contains('watch-seek')")

        # Play on from the slider's place.
        page.locator("[data-ui='watch-play']").click()
        page.wait_for_function("Number(document.querySelector('[data-watch-pos]')"
                               ".dataset.watchPos) >= 2")
        assert int(slider.input_value()) >= 2  # the thumb goes with the replay
        page.close()
    page_guard.check()
