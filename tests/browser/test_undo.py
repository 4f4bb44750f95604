"""Undo in the real page: take back twice, play on, and nothing hidden is revealed."""

from __future__ import annotations

import random

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import human_move, open_game, table_attr, wait_ready
from .page_tools import dismiss_guide

# Every face-up card the page ever puts in the DOM, kept by a MutationObserver from the
# first byte of the page on: what the player could have seen, however briefly.
WATCH_CARDS = """
window.__seen = new Set();
const note = (node) => {
  if (node.nodeType !== 1) return;
  const found = node.matches('.card.face[data-card]') ? [node] : [];
  found.push(...node.querySelectorAll('.card.face[data-card]'));
  for (const el of found) window.__seen.add(el.dataset.card);
};
new MutationObserver((records) => {
  for (const r of records) {
    for (const n of r.addedNodes) note(n);
    if (r.type === 'attributes') note(r.target);
  }
}).observe(document, {childList: true, subtree: true, attributes: true,
                      attributeFilter: ['class', 'data-card']});
"""

SEEN_JS = "() => Array.from(window.__seen).sort()"
SHOWN_JS = ("() => Array.from(document.querySelectorAll('.card.face[data-card]'))"
            ".map(e => e.dataset.card).sort()")


def position(page: Page) -> dict[str, object]:
    return {
        "phase": table_attr(page, "data-phase"),
        "entry": table_attr(page, "data-entry"),
        "hand": page.locator(".hand .card").evaluate_all("els => els.map(e => e.dataset.card)"),
        "actions": page.locator("#table [data-action]").evaluate_all(
            "els => els.map(e => e.dataset.action)"),
        "trick": page.locator("#table .trick .card").evaluate_all(
            "els => els.map(e => e.dataset.card)"),
    }


def test_undo_twice_then_play_on_without_revealing_hidden_cards(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    page.add_init_script(WATCH_CARDS)
    open_game(page, site_url + "?seed=31&speed=instant&lang=en")
    dismiss_guide(page)
    rng = random.Random(4)
    before: list[dict[str, object]] = []
    while len(before) < 4:
        assert wait_ready(page) == "human", "the first deal ended before four decisions"
        assert table_attr(page, "data-entry") == "1"
        before.append(position(page))
        if len(before) < 4:
            human_move(page, rng)
    assert page.locator("[data-ui='undo']").count() == 1
    seen_before = set(page.evaluate(SEEN_JS))
    assert len(seen_before) >= 7  # at least the hand was seen

    page.locator("[data-ui='undo']").click()
    assert wait_ready(page) == "human"
    assert position(page) == before[2]
    page.locator("[data-ui='undo']").click()
    assert wait_ready(page) == "human"
    assert position(page) == before[1], "two undos go back two of the player's decisions"
    assert "taken back" in page.locator(".status").inner_text()
    save_screenshot(page, "undo-1280x800", full_page=False)

    shown = set(page.evaluate(SHOWN_JS))
    assert shown <= seen_before, f"undo showed cards never seen: {shown - seen_before}"
    ever = set(page.evaluate(SEEN_JS))
    assert ever <= seen_before, f"the page flashed unseen cards: {ever - seen_before}"

    # Play on: the game goes forward from the restored position and the count sticks.
    for _ in range(6):
        state = wait_ready(page)
        if state != "human":
            break
        human_move(page, rng)
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('thousand.save')).undos")
    assert saved == 2
    page_guard.check()
