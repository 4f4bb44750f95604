"""A card you cannot play is dimmed but keeps its suit's colour: greyed hearts and
diamonds must still read red, not black. Drawn with the site's own stylesheet and read
back as pixels (a filter never shows in computed styles)."""

from __future__ import annotations

import base64

from playwright.sync_api import Page

from .conftest import save_screenshot

HAND = """<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="{css}"></head><body>
<div class="hand-cards" style="display:flex; gap:16px; padding:24px">
  <button id="legal" class="card red legal"><span class="corner tl">K<br>♥</span>
    <span class="pip">♥</span></button>
  <button id="illegal" class="card red illegal"><span class="corner tl">K<br>♥</span>
    <span class="pip">♥</span></button>
</div></body></html>"""

REDNESS_JS = """async (png) => {
  const img = new Image();
  img.src = "data:image/png;base64," + png;
  await img.decode();
  const canvas = document.createElement("canvas");
  canvas.width = img.width; canvas.height = img.height;
  const ctx = canvas.getContext("2d");
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  let best = 0;
  for (let i = 0; i < data.length; i += 4) {
    best = Math.max(best, data[i] - Math.max(data[i + 1], data[i + 2]));
  }
  return best;
}"""


def redness(page: Page, selector: str) -> int:
    """The reddest pixel of the element: red less the larger of green and blue."""
    png = base64.b64encode(page.locator(selector).screenshot()).decode()
    return int(page.evaluate(REDNESS_JS, png))


def test_an_unplayable_red_card_stays_red(page: Page, site_url: str) -> None:
    page.set_content(HAND.format(css=site_url + "assets/css/thousand.css"))
    page.wait_for_function("document.styleSheets.length > 0 && "
                           "getComputedStyle(document.querySelector('#legal')).borderRadius"
                           " !== '0px'")
    save_screenshot(page, "card-colours", full_page=False)
    legal, illegal = redness(page, "#legal"), redness(page, "#illegal")
    assert legal > 100, legal  # the check sees red at all
    assert illegal >= 0.45 * legal, (illegal, legal)
