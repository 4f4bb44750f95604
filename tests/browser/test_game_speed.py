"""Speed and loading: printed benchmarks (not asserted) and the real progress indicator."""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Callable

from playwright.sync_api import Page

from .conftest import BOOT_TIMEOUT_MS, PageGuard
from .game_driver import DEALT_QUERY, open_game, play_until
from .test_game import NEAR_THE_END, import_record

RECORD_PROGRESS = """
window.__progress = [];
const watch = () => {
  const bar = document.getElementById('loading-bar');
  const text = document.getElementById('loading-text');
  const bytes = document.getElementById('loading-bytes');
  if (!bar) { requestAnimationFrame(watch); return; }
  const note = () => window.__progress.push(
      [Number(bar.value), text.textContent, bytes.textContent]);
  new MutationObserver(note).observe(document.getElementById('loading'),
      {subtree: true, childList: true, characterData: true, attributes: true});
  const poll = setInterval(() => {
    note();
    if (document.documentElement.dataset.ready) clearInterval(poll);
  }, 20);
};
document.addEventListener('DOMContentLoaded', watch);
// The bar as loader.js left it after each step of the hand-over (its listener runs after
// this one; the microtask after both).
window.__handover = [];
addEventListener('thousand:handover', (event) => queueMicrotask(() => {
  const bar = document.getElementById('loading-bar');
  window.__handover.push([event.detail.done, event.detail.total, Number(bar.value)]);
}));
"""


def test_loading_shows_real_progress_and_stages(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    page.add_init_script(RECORD_PROGRESS)
    # A line of 8 MB/s, as a player's might be: on the local server every byte has arrived
    # before the page can count it, and there is no progress to show.
    network = page.context.new_cdp_session(page)
    network.send("Network.enable")
    network.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 20, "downloadThroughput": 8_000_000,
        "uploadThroughput": 8_000_000})
    page.goto(site_url + DEALT_QUERY + "&lang=en")
    page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT_MS)
    log = page.evaluate("window.__progress")
    values = [v for v, _, _ in log]
    assert values == sorted(values), "progress went backwards"
    assert len(set(values)) >= 4 and values[-1] >= 85, values[-20:]
    texts = {t for _, t, _ in log}
    # The game's own words (assets/js/loader.js), never the runtime's names.
    assert any("deck" in t for t in texts) and any("players" in t for t in texts), texts
    assert not any(name in t for t in texts for name in ("Python", "PyScript", "Pyodide"))
    assert any("MB" in b and b.split(" / ")[0] != b.split(" / ")[1].split()[0]
               for _, _, b in log), "no partial byte count was ever shown"
    # A first visit compiles and imports the game's modules before PyScript runs the
    # page's script: the bar moves on meanwhile instead of standing still.
    handover = page.evaluate("window.__handover")
    imports = [bar for done, total, bar in handover if total > 1]
    assert handover and handover[-1][0] == handover[-1][1], handover
    assert len(imports) >= 3 and len(set(imports)) >= 3, handover
    assert page.locator("#loading").is_hidden()
    page_guard.check()


def _time_until(page: Page, page_guard: PageGuard, url: str, condition: str) -> float:
    """Seconds from navigation until ``condition`` holds; then the page is closed, so that
    its computers' worker, which boots once the hand is dealt, does not run behind the next
    measurement."""
    start = time.monotonic()
    page.goto(url)
    page.wait_for_function(condition, timeout=BOOT_TIMEOUT_MS, polling=10)
    took = time.monotonic() - start
    page_guard.close_page(page)
    return took


def test_benchmark_first_hand_against_a_bare_pyodide_page(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    bare, game = [], []
    for _ in range(2):
        bare.append(_time_until(new_page(), page_guard, site_url + "bench/bare.html",
                                "document.body.dataset.bench"))
        game.append(_time_until(new_page(), page_guard, site_url + DEALT_QUERY,
                                "document.querySelector('.hand .card')"))
    b, g = statistics.median(bare), statistics.median(game)
    print(f"\nBENCH first hand on screen {g:.2f} s; bare Pyodide first output {b:.2f} s; "
          f"ratio {g / b:.2f} (target <= 1.25)")
    assert b > 0 and g > 0
    page_guard.check()


def test_benchmark_bot_move_time_in_the_page(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")  # no first-deal redeal
    import_record(page, json.dumps({**NEAR_THE_END, "start_scores": [700, 700, 700]}))
    page.wait_for_selector("[data-overlay='import']", state="detached")
    play_until(page, random.Random(1), "over")
    median = float(page.evaluate("document.documentElement.dataset.botMoveMedianMs"))
    slowest = float(page.evaluate("document.documentElement.dataset.botMoveMaxMs"))
    agent = page.evaluate("document.documentElement.dataset.agent")
    assert agent in ("heuristic", "random")
    print(f"\nBENCH bot move median {median:.2f} ms, slowest {slowest:.0f} ms in the page "
          f"({agent} agent; target: median < 50 ms)")
    assert 0 < median <= slowest
    page_guard.check()
