"""Hot-seat in the real page: two people and a computer; the privacy screen hides the hands."""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import human_move, open_game, table_attr, wait_ready
from .page_tools import dismiss_guide, press

FACES_JS = ("() => Array.from(document.querySelectorAll('.card.face[data-card]'))"
            ".map(e => e.dataset.card)")
HAND_JS = ("() => Array.from(document.querySelectorAll('.hand [data-card]'))"
           ".map(e => e.dataset.card)")
PUBLIC_JS = ("() => Array.from(document.querySelectorAll('.card.face[data-card]'))"
             ".filter(e => !e.closest('.hand')).map(e => e.dataset.card)")



def test_the_privacy_screen_hides_every_hand_between_two_people(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport={"width": 390, "height": 844})
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    dismiss_guide(page)
    press(page, "new")
    page.locator("#settings-form [name='person.1']").select_option("person")
    page.locator("[data-overlay='settings'] [data-ui='start']").click()
    page.wait_for_selector("[data-overlay='settings']", state="detached")

    rng = random.Random(8)
    hands: dict[int, set[str]] = {}
    public: set[str] = set()
    handoffs: list[int] = []
    movers: list[int] = []
    shown = None
    for _ in range(60):
        state = wait_ready(page)
        public |= set(page.evaluate(PUBLIC_JS))
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
            continue
        if state == "handoff":
            following = int(page.locator("[data-overlay='handoff']").get_attribute("data-next")
                            or -1)
            assert following in (0, 1)
            assert page.evaluate(HAND_JS) == [], "a hand is on the page behind the screen"
            faces = set(page.evaluate(FACES_JS))
            for seat, cards in hands.items():
                hidden = cards - public
                assert not faces & hidden, f"player {seat + 1}'s cards show: {faces & hidden}"
            if len(handoffs) == 1:
                save_screenshot(page, "hotseat-privacy-390x844")
                page.set_viewport_size({"width": 1280, "height": 800})
                save_screenshot(page, "hotseat-privacy-1280x800", full_page=False)
                assert page.evaluate(HAND_JS) == []
                page.set_viewport_size({"width": 390, "height": 844})
            handoffs.append(following)
            page.locator("[data-ui='handoff-ready']").click()
            continue
        assert state == "human", state
        seat = int(table_attr(page, "data-seat"))
        assert seat in (0, 1) and table_attr(page, "data-to-move") == str(seat)
        if shown is not None and seat != shown:
            assert handoffs and handoffs[-1] == seat, "a person's turn came without the screen"
        shown = seat
        hands[seat] = set(page.evaluate(HAND_JS))
        assert hands[seat], "the person to move sees their own cards"
        movers.append(seat)
        human_move(page, rng)
        if len(handoffs) >= 4 and {0, 1} <= set(movers) and len(movers) >= 6:
            break
    assert len(handoffs) >= 4 and {0, 1} <= set(movers)
    assert page.locator("[data-ui='undo']").count() == 0, "no undo in hot-seat games"
    names = page.locator(".seat, [data-seat]").all_inner_texts()
    assert any("Player 2" in n for n in names)
    page_guard.check()
