"""The first-game guide in real Chromium: offered on a first visit, explains each topic as
the game reaches it, can be closed, and never comes back by itself."""

from __future__ import annotations

import json
import random

from playwright.sync_api import Page, ViewportSize

from .conftest import BOOT_TIMEOUT_MS, PageGuard, save_screenshot
from .game_driver import human_move, open_game, wait_ready
from .test_difficulty import menu_click

PHONE: ViewportSize = {"width": 390, "height": 844}


def guide_step(page: Page) -> str | None:
    card = page.locator("aside.guide")
    return card.get_attribute("data-guide-step") if card.count() else None


def stored(page: Page) -> dict:
    return dict(json.loads(page.evaluate("localStorage.getItem('thousand.guide')")))


def test_the_guide_explains_topics_as_they_happen_and_stays_closed(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    assert guide_step(page) == "welcome"
    save_screenshot(page, "guide-welcome-390x844")
    page.locator("[data-ui='guide-start']").click()
    seen: list[str] = []
    rng = random.Random(4)
    for _ in range(400):
        step = guide_step(page)
        if step is not None:
            text = page.locator("aside.guide p").inner_text()
            assert text.strip()
            if not seen or seen[-1] != step:
                save_screenshot(page, f"guide-{step}-390x844")
            page.locator(f"aside.guide [data-ui='guide-next'][data-step='{step}']").click()
            seen.append(step)
            if len(seen) == 4:
                break
            continue
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
        elif state == "human":
            human_move(page, rng)
    assert seen[0] in ("bidding", "play"), seen
    assert len(seen) == 4 and len(set(seen)) == 4, seen
    assert {"talon", "play"} <= set(seen) or {"bidding", "play"} <= set(seen), seen
    assert stored(page)["state"] == "on" and sorted(stored(page)["seen"]) == sorted(seen)
    # Closing it is for good: not on the next deal, not after a reload.
    page.wait_for_function("() => !document.querySelector('aside.guide')"
                           " || document.querySelector('aside.guide [data-ui=guide-off]')")
    if guide_step(page) is None:
        menu_click(page, "guide")  # the menu starts it again …
        assert guide_step(page) is not None
    page.locator("aside.guide [data-ui='guide-off']").click()  # … and it closes for good
    assert guide_step(page) is None
    assert stored(page)["state"] == "done"
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    assert guide_step(page) is None
    page_guard.check()


def test_no_thanks_means_never(page: Page, page_guard: PageGuard, site_url: str) -> None:
    open_game(page, site_url + "?seed=6&speed=instant&lang=ru")
    assert "Впервые играете в Тысячу?" in page.locator("aside.guide").inner_text()
    page.locator("[data-ui='guide-off']").click()
    assert guide_step(page) is None
    open_game(page, site_url + "?seed=7&speed=instant&lang=ru")
    assert guide_step(page) is None
    page_guard.check()
