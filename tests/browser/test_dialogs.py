"""Every dialog holds its content: its box is on screen, what does not fit scrolls inside
it, its last row of buttons is at its bottom edge and drawn over the text, and nothing of
the dialog shows below that row; the review and summary buttons look like the page's."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import open_game, play_until, press_ui
from .page_tools import dismiss_guide

SIZES = ((390, 844), (844, 390), (1280, 800))

MEASURE_JS = """([kind, where]) => {
  const dialog = document.querySelector(`[data-overlay="${kind}"] .dialog`);
  dialog.scrollTop = where === 'top' ? 0 : dialog.scrollHeight;
  const box = dialog.getBoundingClientRect();
  const foot = dialog.querySelector(':scope > .dialog-buttons:last-child');
  const f = foot ? foot.getBoundingClientRect() : null;
  const onFoot = f && document.elementFromPoint(f.left + 2, f.top + 3);
  const below = f && document.elementFromPoint(box.left + box.width / 2, f.bottom + 3);
  const wide = [...dialog.children].map(c => c.getBoundingClientRect())
    .filter(r => r.width && (r.left < box.left - 0.5 || r.right > box.right + 0.5)).length;
  return {box: [box.left, box.top, box.right, box.bottom], vw: innerWidth, vh: innerHeight,
          foot: f && [f.left, f.top, f.right, f.bottom],
          footOnTop: !!(onFoot && foot.contains(onFoot)),
          belowIsDialog: !!(below && dialog.contains(below)),
          clips: ['auto', 'scroll', 'hidden'].includes(getComputedStyle(dialog).overflowY),
          scrolls: dialog.scrollHeight > dialog.clientHeight + 1, wide};
}"""


def assert_contained(page: Page, kind: str) -> None:
    """The dialog ``kind`` holds its content, scrolled to its top and to its bottom."""
    page.wait_for_selector(f"[data-overlay='{kind}'] .dialog")
    for where in ("top", "bottom"):
        m: dict[str, Any] = page.evaluate(MEASURE_JS, [kind, where])
        left, top, right, bottom = m["box"]
        where_said = f"{kind} ({where}) at {m['vw']}x{m['vh']}: {m}"
        assert left >= 0 and top >= 0 and right <= m["vw"] + 0.5 and bottom <= m["vh"] + 0.5, \
            f"the dialog's box leaves the screen: {where_said}"
        assert m["wide"] == 0, f"a part of the dialog sticks out at a side: {where_said}"
        assert m["clips"] or not m["scrolls"], f"content runs out of the box: {where_said}"
        if m["foot"] is None:
            continue
        f_left, f_top, f_right, f_bottom = m["foot"]
        assert bottom - 1.5 <= f_bottom <= bottom + 0.5, \
            f"the buttons are not at the dialog's bottom edge: {where_said}"
        assert f_left >= left - 0.5 and f_right <= right + 0.5 and f_top >= top
        assert m["footOnTop"], f"text is drawn over the buttons: {where_said}"
        assert not m["belowIsDialog"], f"the dialog shows below its buttons: {where_said}"


def style_of(page: Page, selector: str) -> dict[str, str]:
    return dict(page.locator(selector).first.evaluate(
        """el => { const s = getComputedStyle(el);
                   return {background: s.backgroundColor, color: s.color,
                           radius: s.borderTopLeftRadius, border: s.borderTopColor,
                           minHeight: s.minHeight}; }"""))


def close(page: Page, kind: str, command: str = "close") -> None:
    page.locator(f"[data-overlay='{kind}'] [data-ui='{command}']").last.click()
    page.wait_for_selector(f"[data-overlay='{kind}']", state="detached")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_dialog_holds_its_content(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, size: tuple[int, int]
) -> None:
    width, height = size
    page = new_page(viewport={"width": width, "height": height})
    open_game(page, site_url + "?seed=77&speed=instant&lang=ru")
    dismiss_guide(page)
    for command, kind in (("rules", "rules"), ("new", "settings"), ("stats", "stats"),
                          ("sheet", "sheet"), ("export", "export"), ("import", "import")):
        press_ui(page, command)
        assert_contained(page, kind)
        if kind in ("rules", "settings", "stats"):
            save_screenshot(page, f"dialog-{kind}-{width}x{height}", full_page=False)
        close(page, kind)
    assert play_until(page, random.Random(5), "summary") == "summary"
    assert_contained(page, "summary")
    # The summary's review button is one of the page's buttons, not a system button.
    toolbar = style_of(page, ".toolbar [data-ui='sheet']")
    assert style_of(page, "[data-overlay='summary'] .rv-open") == toolbar
    page.locator("[data-overlay='summary'] [data-ui='review']").click()
    assert_contained(page, "review")
    assert style_of(page, "[data-overlay='review'] [data-ui='review-next']") == toolbar
    assert style_of(page, "[data-overlay='review'] [data-ui='review-prev']")["radius"] \
        == toolbar["radius"]
    save_screenshot(page, f"dialog-review-{width}x{height}", full_page=False)
    close(page, "review", "review-close")
    page_guard.check()
