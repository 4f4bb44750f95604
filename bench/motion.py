"""Main-thread long tasks while cards move on the table, printed, never asserted.

A PerformanceObserver('longtask') is installed before the page loads; at the normal speed
(cards glide, a finished trick is shown and then gathered) a few tricks are played by
clicking, and for each one two windows are read:

- the glide: from the click on your card until the card has reached the trick (the page
  patches itself in place and starts the animation; no computer move runs yet, they wait
  for the speed setting's pause), and
- the whole trick: from that click until your next turn, which also holds the computer
  players' own thinking (the search agent) and the gathering of the trick.

Also the deal and the talon: every animation the page starts is noted
(``Element.animate`` wrapped before the page loads), and for the first deal (at page
load), the deal after a round summary and a talon going to a computer declarer it prints
how long the cards move (first start to last end) and the longest main-thread task then.

Run from bench/browser.py, or alone:  .venv/bin/python bench/motion.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402

import serve  # noqa: E402
from tests.browser.conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tests.browser.game_driver import human_move, table_attr, wait_ready  # noqa: E402

OBSERVE_JS = """
window.__long = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
"""
GLIDE_MS = 600
"""The glide window: the normal speed's 320 ms animation and the patch before it."""


def _longest(page: Page, start: float, end: float) -> tuple[float, int]:
    tasks = page.evaluate("([a, b]) => window.__long.filter(([t]) => t >= a && t <= b)"
                          ".map(([, d]) => d)", [start, end])
    return (max(tasks) if tasks else 0.0), len(tasks)


def trick_long_tasks(browser: Browser, url: str, tricks: int = 5) -> list[tuple[float, int,
                                                                               float, int]]:
    """Per trick: (longest task in the glide, their count, longest in the whole trick,
    their count), all in milliseconds."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(OBSERVE_JS)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#table[data-phase]", timeout=180_000)
    rng = random.Random(5)
    out: list[tuple[float, int, float, int]] = []
    for _ in range(600):
        if len(out) >= tricks:
            break
        state = wait_ready(page, 120_000)
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
            continue
        cards = page.locator(".hand-cards button.card.legal[data-action]")
        if table_attr(page, "data-phase") != "play" or not cards.count():
            human_move(page, rng)
            continue
        text = cards.first.get_attribute("data-card")
        start = float(page.evaluate("performance.now()"))
        cards.first.click()
        page.wait_for_selector(f".trick [data-card='{text}']")
        page.wait_for_timeout(GLIDE_MS)
        glide = _longest(page, start, start + GLIDE_MS)
        wait_ready(page, 120_000)
        whole = _longest(page, start, float(page.evaluate("performance.now()")))
        out.append((*glide, *whole))
    context.close()
    return out


def print_trick_long_tasks(browser: Browser, url: str, tricks: int = 5) -> None:
    rows = trick_long_tasks(browser, url + "?speed=normal&seed=2024&lang=en", tricks)
    if not rows:
        print("long tasks while cards move: no trick reached")
        return
    glide = max(r[0] for r in rows)
    whole = max(r[2] for r in rows)
    print(f"long tasks (over 50 ms) while cards move, {len(rows)} tricks at normal speed:")
    print(f"  your card gliding to the trick: longest {glide:.0f} ms, "
          f"{sum(r[1] for r in rows)} long tasks (target: none over 50 ms)")
    print(f"  the whole trick (computer moves' thinking included): longest {whole:.0f} ms, "
          f"{sum(r[3] for r in rows)} long tasks")


GLIDES_JS = """
window.__glides = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const o = options || {};
  window.__glides.push({key: this.dataset.key || '', from: this.dataset.from || '',
    deal: this.dataset.deal !== undefined, start: performance.now() + (o.delay || 0),
    end: performance.now() + (o.delay || 0) + (o.duration || 0)});
  return animate.call(this, frames, options);
};
"""


def _window(page: Page, since: float, pick: str) -> tuple[float, float, float, int] | None:
    """(first start, last end, longest task in between, long tasks) of the glides
    ``pick`` (a JS predicate on a glide) noted after ``since``; None if there were none."""
    found = page.evaluate(f"""since => {{
      const g = window.__glides.filter(g => g.start >= since && ({pick})(g));
      return g.length ? [Math.min(...g.map(x => x.start)), Math.max(...g.map(x => x.end))]
                      : null; }}""", since)
    if not found:
        return None
    page.wait_for_timeout(max(0.0, found[1] - float(page.evaluate("performance.now()"))) + 100)
    longest, count = _longest(page, found[0], found[1])
    return found[0], found[1], longest, count


def deal_and_talon(browser: Browser, url: str) -> dict[str, tuple[float, float, float, int]]:
    """The first deal, a talon taken by a computer, the deal after a summary (normal)."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(OBSERVE_JS + GLIDES_JS)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#table[data-phase]", timeout=180_000)
    out: dict[str, tuple[float, float, float, int]] = {}
    first = _window(page, 0.0, "g => g.deal")
    if first:
        out["first deal (page load)"] = first
    rng = random.Random(5)
    for _ in range(400):
        if len(out) >= 3:
            break
        state = wait_ready(page, 120_000)
        if state == "summary":
            if "talon to a computer" not in out:
                page.locator("[data-overlay='summary'] [data-ui='continue']").click()
                continue
            since = float(page.evaluate("performance.now()"))
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
            page.wait_for_timeout(200)
            found = _window(page, since, "g => g.deal")
            if found:
                out["deal after a summary"] = found
            continue
        passing = page.locator(".controls [data-action$=': pass']")
        if table_attr(page, "data-phase") == "bidding" and passing.count() and \
                "talon to a computer" not in out:
            since = float(page.evaluate("performance.now()"))
            passing.click()
            talon = ("g => /^(talon-|card-)/.test(g.from) && g.key.startsWith('back-')")
            try:
                page.wait_for_function(f"s => window.__glides.some(g => g.start >= s && "
                                       f"({talon})(g))", arg=since, timeout=10_000)
            except PlaywrightTimeout:  # a seat bid on, or the talon was mine: next deal
                continue
            page.wait_for_timeout(300)
            found = _window(page, since, talon)
            if found:
                out["talon to a computer"] = found
            continue
        human_move(page, rng)
    context.close()
    return out


def print_deal_and_talon(browser: Browser, url: str) -> None:
    rows = deal_and_talon(browser, url + "?speed=normal&seed=31&lang=en")
    print("the deal and the talon at normal speed (cards moving, first start to last end):")
    for name, (begin, end, longest, count) in rows.items():
        print(f"  {name}: {end - begin:.0f} ms; longest main-thread task {longest:.0f} ms, "
              f"{count} over 50 ms")
    if len(rows) < 3:
        print("  (not every case was reached)")


def main() -> None:
    server = serve.make_server(ROOT, "127.0.0.1", 0, "/")
    serve.start_in_thread(server)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                     headless=True)
        print_trick_long_tasks(browser, serve.site_url(server, "/"))
        print_deal_and_talon(browser, serve.site_url(server, "/"))
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
