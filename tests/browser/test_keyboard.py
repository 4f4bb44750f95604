"""Playing at the keyboard: the focus stays with the hand between moves, B goes to the bid
pad without bidding, dialogs take the focus and keep Tab inside, Esc closes them, Enter
presses their main button, ← and → step the round review, and "?" lists the keys."""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import open_game, play_until, table_attr, wait_ready
from .page_tools import dismiss_guide, press

FOCUS_JS = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  return {
    action: el.getAttribute('data-action'),
    ui: el.getAttribute('data-ui'),
    overlay: el.closest('[data-overlay]')?.getAttribute('data-overlay') ?? null,
    hand: !!el.closest('.hand-cards'),
    controls: !!el.closest('.controls'),
    amount: el.classList.contains('amount'),
  };
}"""


def focused(page: Page) -> dict[str, object] | None:
    value = page.evaluate(FOCUS_JS)
    return value if isinstance(value, dict) else None


def wait_overlay(page: Page, kind: str) -> None:
    page.wait_for_selector(f"#app [data-overlay='{kind}']")


def wait_no_overlay(page: Page, kind: str) -> None:
    page.wait_for_selector(f"#app [data-overlay='{kind}']", state="detached")


def test_the_hand_keeps_the_focus_and_b_only_goes_to_the_bid_pad(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport={"width": 1280, "height": 800})
    open_game(page, site_url + "?seed=21&speed=instant&lang=en")
    dismiss_guide(page)
    assert wait_ready(page) == "human"
    phase = table_attr(page, "data-phase")
    to_move = table_attr(page, "data-to-move")

    page.keyboard.press("b")
    where = focused(page)
    assert where is not None and where["controls"] and where["amount"], where
    page.wait_for_timeout(300)
    assert table_attr(page, "data-phase") == phase, "B made a move"
    assert table_attr(page, "data-to-move") == to_move, "B made a move"

    # The same key on a Russian layout: the letter is found by its place on the keyboard.
    page.evaluate("document.activeElement.blur()")
    page.evaluate("""() => document.body.dispatchEvent(new KeyboardEvent('keydown',
        {key: 'и', code: 'KeyB', bubbles: true}))""")
    where = focused(page)
    assert where is not None and where["amount"], where

    # Play on with Enter alone: after every move of ours and the others', the focus is
    # back on a card of the hand or a control, never on the page's body.
    moves = 0
    rng = random.Random(3)
    while moves < 14:
        state = wait_ready(page)
        if state == "summary":
            page.keyboard.press("Enter")  # the summary's main button: Continue
            wait_no_overlay(page, "summary")
            continue
        if state != "human":
            break
        where = focused(page)
        assert where is not None and (where["hand"] or where["controls"]), (moves, where)
        if where["hand"]:
            cards = page.locator(".hand-cards button.card.legal")
            for _ in range(rng.randrange(cards.count())):
                page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        if (focused(page) or {}).get("hand"):  # a card lifted: Enter plays it
            controls = page.locator(".controls [data-action]")
            if controls.count():
                page.keyboard.press("Enter")
        moves += 1
    assert moves >= 8, f"only {moves} moves made at the keyboard"
    save_screenshot(page, "keyboard-play-1280x800")


def test_dialogs_take_the_focus_trap_tab_and_answer_esc_enter_and_arrows(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(viewport={"width": 390, "height": 844})
    open_game(page, site_url + "?seed=77&speed=instant&lang=en")
    dismiss_guide(page)
    assert wait_ready(page) == "human"
    phase = table_attr(page, "data-phase")

    page.keyboard.press("?")
    wait_overlay(page, "keys")
    keys = page.locator("[data-overlay='keys'] [data-key-row]")
    assert keys.count() >= 8
    save_screenshot(page, "keyboard-keys-390x844")
    assert (focused(page) or {}).get("overlay") == "keys", "the dialog took no focus"
    for _ in range(4):
        page.keyboard.press("Tab")
        assert (focused(page) or {}).get("overlay") == "keys", "Tab left the dialog"
    for _ in range(3):
        page.keyboard.press("Shift+Tab")
        assert (focused(page) or {}).get("overlay") == "keys", "Shift+Tab left the dialog"
    page.keyboard.press("p")  # a table key does nothing behind a dialog
    assert table_attr(page, "data-phase") == phase
    page.keyboard.press("Escape")
    wait_no_overlay(page, "keys")
    assert table_attr(page, "data-phase") == phase

    press(page, "rules")
    wait_overlay(page, "rules")
    assert (focused(page) or {}).get("overlay") == "rules"
    page.keyboard.press("Enter")  # the dialog's main button: Close
    wait_no_overlay(page, "rules")

    assert play_until(page, random.Random(5), "summary") == "summary"
    page.locator("[data-overlay='summary'] [data-ui='review']").click()
    wait_overlay(page, "review")
    step = page.locator("[data-overlay='review'] .rv-step")
    assert step.get_attribute("data-step") == "0"
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('.rv-step')?.dataset.step == '1'")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('.rv-step')?.dataset.step == '2'")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("() => document.querySelector('.rv-step')?.dataset.step == '1'")
    save_screenshot(page, "keyboard-review-390x844")
    page.keyboard.press("Escape")
    wait_no_overlay(page, "review")
