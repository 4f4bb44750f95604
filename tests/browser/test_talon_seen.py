"""A computer's talon, once it has left the middle of the table, stays named on its seat
("Прикуп: K♥ 10♣ Q♣") through the gifts and the contract until you play your first
card, then goes; at every screen size it stays inside its seat and on the screen, and the
seats neither cover one another nor the hand (test_screen_sizes' watchers)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import PageGuard, save_screenshot
from .game_driver import SIZES, open_game, wait_ready
from .page_tools import dismiss_guide
from .test_screen_sizes import SETTLED_IN_VIEW_JS, WATCH_JS
from .test_table_memory import TALON_OR_YOUR_BID, bid_or_pass

# The named talon: inside its seat, the seat on the screen.
PLACED_JS = """() => {
  const mark = document.querySelector('.mark.talon-seen');
  const seat = mark && mark.closest('.seat');
  if (!seat) return ['no talon named on a seat'];
  const m = mark.getBoundingClientRect(), s = seat.getBoundingClientRect(), out = [];
  if (m.left < s.left - 0.5 || m.right > s.right + 0.5 || m.bottom > s.bottom + 0.5)
    out.push('the talon sticks out of its seat: ' + [m.left, m.right, m.bottom, s.left,
      s.right, s.bottom].map(Math.round).join(','));
  if (s.left < 0 || s.top < 0 || s.right > innerWidth || s.bottom > innerHeight)
    out.push('the declarer\\'s seat is off the screen');
  return out;
}"""


def named(page: Any) -> list[str]:
    """The cards of the talon named on a seat, by their codes."""
    mark = page.locator(".seat[data-seat='2'] .mark.talon-seen")
    return (mark.get_attribute("data-talon-seen") or "").split() if mark.count() else []


@pytest.mark.parametrize("size", list(SIZES))
def test_a_computers_talon_stays_named_until_your_first_card(
        new_page: Any, page_guard: PageGuard, site_url: str, size: str) -> None:
    page = new_page(**SIZES[size])
    # Bot 2 wins the bidding at 105 if you pass: its talon is turned face up.
    open_game(page, site_url + "?seed=6&speed=fast&lang=ru")
    dismiss_guide(page)
    page.evaluate(WATCH_JS)
    page.wait_for_function(TALON_OR_YOUR_BID, timeout=30_000)
    while not page.locator(".talon.shown").count():
        bid_or_pass(page, 0)
        page.wait_for_function(TALON_OR_YOUR_BID, timeout=30_000)
    talon = page.locator(".talon.shown .card")
    cards = sorted(talon.nth(i).get_attribute("data-card") or "" for i in range(talon.count()))
    assert len(cards) == 3
    page.wait_for_selector(".talon.shown", state="detached", timeout=10_000)  # the hold ends
    page.wait_for_selector(".mark.talon-seen", timeout=2000)
    assert sorted(named(page)) == cards
    assert wait_ready(page) == "human"  # the gifts and the contract made, your card to play
    assert sorted(named(page)) == cards, "the talon went before you played"
    in_view = page.wait_for_function(SETTLED_IN_VIEW_JS).json_value()
    page.evaluate("window.__checkOverlaps()")
    problems = page.evaluate(PLACED_JS) + in_view
    problems += [f"text over text: {o}" for o in page.evaluate("window.__overlaps")]
    save_screenshot(page, f"talon-seen-{size}", full_page=False)
    assert problems == [], problems
    page.locator(".hand-cards [data-action]").first.click()
    page.wait_for_selector(".mark.talon-seen", state="detached", timeout=2000)
    page_guard.check()
