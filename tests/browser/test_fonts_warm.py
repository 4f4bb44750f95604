"""The page looks its fonts up while it is idle, so a screen drawn later does not wait.

The first text the browser draws in a font at a new size or weight costs a lookup of
that font inside the layout that needs it; the bid pad's first appearance paid it in the
middle of a move (docs/MEASUREMENTS.md). ``assets/js/fonts.mjs`` lays every size and
weight the stylesheets name out once, hidden, after the first render. Here a round is
played by clicking at each of the page's screen sizes, and at every step the fonts of
all visible text (family, size and weight as computed) must be among the fonts the
warm-up laid out; the warm-up must finish, mark the page, and leave nothing behind.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from .conftest import BOOT_TIMEOUT_MS
from .game_driver import SIZES, human_move, open_game, wait_ready

GAME = "?seed=24&lang=en&speed=fast&difficulty=normal,normal"
WARM = "document.documentElement.dataset.fonts === 'warm'"

SHOWN_FONTS_JS = """() => {
  const out = new Set();
  for (const el of document.querySelectorAll('body *')) {
    const texts = [...el.childNodes].filter(n => n.nodeType === Node.TEXT_NODE);
    if (!texts.some(n => n.textContent.trim())) continue;
    if (!el.getClientRects().length) continue;
    const s = getComputedStyle(el);
    if (s.visibility !== 'visible') continue;
    out.add(`${s.fontFamily} | ${s.fontSize} | ${s.fontWeight}`);
  }
  return [...out];
}"""

WARMED_FONTS_JS = """async () => {
  const { fontsNamed } = await import('./assets/js/fonts.mjs');
  const probe = document.createElement('span');
  document.body.append(probe);
  const out = new Set();
  for (const { family, size, weight } of fontsNamed()) {
    probe.style.cssText = `font-family:${family};font-size:${size};font-weight:${weight}`;
    const s = getComputedStyle(probe);
    out.add(`${s.fontFamily} | ${s.fontSize} | ${s.fontWeight}`);
  }
  probe.remove();
  return [...out];
}"""


@pytest.mark.parametrize("size", ["390x844", "844x390", "1280x800"])
def test_every_font_of_a_round_was_warmed(new_page: Callable[..., Page], site_url: str,
                                          size: str) -> None:
    page = new_page(**SIZES[size])
    open_game(page, site_url + GAME)
    page.wait_for_function(WARM, timeout=BOOT_TIMEOUT_MS)
    assert page.locator("[aria-hidden='true'][inert]").count() == 0, "the warm-up's box stayed"
    warmed = set(page.evaluate(WARMED_FONTS_JS))
    assert len(warmed) > 20, warmed

    shown: dict[str, str] = {}
    rng = random.Random(3)
    for step in range(60):
        state = wait_ready(page, 60_000)
        for font in page.evaluate(SHOWN_FONTS_JS):
            shown.setdefault(font, f"step {step}, {state}")
        if state == "summary":
            break
        human_move(page, rng)
    else:
        raise AssertionError("the round did not reach its summary in 60 moves")
    cold = {font: where for font, where in shown.items() if font not in warmed}
    assert not cold, f"fonts drawn but never warmed: {cold}"
    assert len(shown) >= 5, shown
