"""What the table remembers, played as a person plays: a computer's talon stays up until
you tap and is in the log; the talon's cards are marked in your hand while you give; the
last trick opens from its pile, after a reload too; the declarer's points so far stand
by its seat."""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest
from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import SIZES, human_move, open_game, table_attr, wait_ready
from .page_tools import dismiss_guide

SUITS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
TALON_OR_YOUR_BID = """() => !!document.querySelector('.talon.shown') || (
  document.getElementById('table').dataset.toMove === document.getElementById('table')
    .dataset.seat && !!document.querySelector('.controls [data-action]:not([disabled])'))"""


def bid_or_pass(page: Page, bid_up_to: int) -> None:
    """Your turn in the bidding: the lowest bid while it is at most ``bid_up_to``, else pass."""
    texts = page.eval_on_selector_all(".controls [data-action]",
                                      "els => els.map(e => e.dataset.action)")
    bids = sorted((int(t.rsplit(" ", 1)[1]), t) for t in texts if re.search(r"bid \d+$", t))
    if bids and bids[0][0] <= bid_up_to:
        choice = bids[0][1]
    else:
        choice = next(t for t in texts if t.endswith((": pass", ": keep")))
    page.locator(f'.controls [data-action="{choice}"]').click()


def test_a_computers_talon_stays_up_until_you_tap_and_is_logged(
        page: Page, page_guard: PageGuard, site_url: str) -> None:
    # Bot 2 wins the bidding at 105 if you pass: its talon is turned face up.
    open_game(page, site_url + "?seed=6&speed=fast&lang=ru")
    dismiss_guide(page)
    page.wait_for_function(TALON_OR_YOUR_BID, timeout=30_000)
    while not page.locator(".talon.shown").count():
        bid_or_pass(page, 0)
        page.wait_for_function(TALON_OR_YOUR_BID, timeout=30_000)
    talon = page.locator(".talon.shown .card")
    cards = [talon.nth(i).get_attribute("data-card") or "" for i in range(talon.count())]
    assert len(cards) == 3
    page.wait_for_timeout(1200)  # before: gone after ~0.4 s at this speed
    assert page.locator(".talon.shown").count() == 1, "the talon left before it was read"
    save_screenshot(page, "talon-shown-held", full_page=False)
    page.locator(".talon.shown").click()
    tapped = time.monotonic()
    page.wait_for_selector(".talon.shown", state="detached", timeout=2000)
    assert time.monotonic() - tapped < 1.0, "a tap lets the talon go at once"
    page.locator("details.log summary").click()
    lines = page.locator("details.log li").all_inner_texts()
    talon_lines = [line for line in lines if line.startswith("Прикуп: ")]
    assert len(talon_lines) == 1, lines
    shown = talon_lines[0].removeprefix("Прикуп: ").split()
    assert [label[-1] for label in shown] == [SUITS[c[-1]] for c in cards], (shown, cards)
    page_guard.check()


def test_the_talons_cards_are_marked_in_your_hand_until_you_have_given(
        new_page: Any, page_guard: PageGuard, site_url: str) -> None:
    for size, options in SIZES.items():
        page = new_page(**options)
        # You win the bidding at 105: the talon (K♥ 10♣ 9♥) joins your hand.
        open_game(page, site_url + "?seed=1&speed=instant&lang=en")
        dismiss_guide(page)
        while True:
            wait_ready(page)
            if table_attr(page, "data-phase") == "talon":
                break
            bid_or_pass(page, 105)
        marked = page.locator(".hand [data-from-talon='true']")
        texts = sorted(marked.nth(i).get_attribute("data-card") or ""
                       for i in range(marked.count()))
        assert texts == sorted(["KH", "10C", "9H"]), texts
        assert all("from-talon" in (marked.nth(i).get_attribute("class") or "")
                   for i in range(marked.count()))
        save_screenshot(page, f"talon-marked-{size}", full_page=False)
        for _ in range(2):  # give two cards: the hand is one hand again
            page.locator(".hand [data-ui='pick']").first.click()
            page.locator(".controls [data-action*='give']").first.click()
            wait_ready(page)
        assert page.locator(".hand [data-from-talon]").count() == 0
        page.close()
    page_guard.check()


def peek(page: Page) -> list[str]:
    """Open the last trick from its pile; the cards it shows, then close it."""
    pile = page.locator("[data-ui='last-trick']")
    assert pile.count() == 1
    pile.click()
    page.wait_for_selector("[data-overlay='last-trick']")
    shown = page.locator("[data-overlay='last-trick'] .last-card .card")
    cards = [shown.nth(i).get_attribute("data-card") or "" for i in range(shown.count())]
    return cards


@pytest.mark.parametrize("size", list(SIZES))
def test_the_last_trick_opens_from_its_pile_also_after_a_reload(
        new_page: Any, page_guard: PageGuard, site_url: str, size: str) -> None:
    page = new_page(**SIZES[size])
    open_game(page, site_url + "?seed=31&speed=instant&lang=ru")
    dismiss_guide(page)
    rng = random.Random(7)
    for _ in range(200):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        if table_attr(page, "data-phase") == "play" and page.locator(
                "[data-ui='last-trick']").count() and not page.locator(".trick .card").count():
            break
        human_move(page, rng)
    pile = page.locator(".pile .card")
    on_pile = [pile.nth(i).get_attribute("data-card") or "" for i in range(pile.count())]
    cards = peek(page)
    assert cards == on_pile and len(cards) == 3
    assert page.locator("[data-overlay='last-trick'] .last-card.won").count() == 1
    save_screenshot(page, f"last-trick-{size}", full_page=False)
    page.locator("[data-overlay='last-trick'] [data-ui='close']").click()
    page.wait_for_selector("[data-overlay='last-trick']", state="detached")
    page.reload()
    page.wait_for_selector("#table[data-phase='play']", timeout=60_000)
    wait_ready(page)
    assert peek(page) == cards
    page_guard.check()


def test_the_declarers_points_so_far_stand_by_its_seat(page: Page, page_guard: PageGuard,
                                                       site_url: str) -> None:
    open_game(page, site_url + "?seed=31&speed=instant&lang=en")
    dismiss_guide(page)
    rng = random.Random(11)
    seen: list[int] = []
    final: tuple[int, int] | None = None
    for _ in range(300):
        state = wait_ready(page)
        if state == "summary":
            if seen:
                final = summary_points(page)
                break
            page.locator("[data-ui='continue']").click()
            continue
        if table_attr(page, "data-phase") == "play":
            running = page.locator(".seat .mark.running")
            assert running.count() == 1
            seat = running.locator("xpath=ancestor::section[1]")
            assert "declarer" in (seat.get_attribute("class") or "")
            points, goal = (int(n) for n in running.inner_text().split(" / "))
            contract = page.locator(".info .contract").inner_text()
            assert contract.endswith(f" {goal}"), (contract, goal)
            assert not seen or points >= seen[-1]
            seen.append(points)
            if len(seen) == 3:
                save_screenshot(page, "running-points", full_page=False)
        human_move(page, rng)
    assert seen and final is not None
    declarer_total, _ = final
    assert declarer_total >= seen[-1]
    page_guard.check()


def summary_points(page: Page) -> tuple[int, int]:
    """The declarer's card points plus marriages in the deal's summary, and its seat."""
    table = page.locator("[data-overlay='summary'] table.summary")
    heads = table.locator("thead th").all_inner_texts()[1:]
    rows = {r.locator("th").inner_text(): r.locator("td").all_inner_texts()
            for r in table.locator("tbody tr").all()}
    head = page.locator("[data-overlay='summary'] .summary-head").inner_text()
    who = head.split(":", 1)[0]
    seat = heads.index(who)
    points = rows["Card points"][seat] if "Card points" in rows else next(
        v for k, v in rows.items() if k.lower().startswith("card"))[seat]
    return int(re.sub(r"\D", "", points)) + int(rows["Marriages"][seat]), seat
