"""The table on every screen from a small phone up, with the first-game guide and the hint
open: your hand, your seat and every control stay on the screen, nothing scrolls, and no
text is drawn over another (the "who takes the trick" banner over a seat panel).

Each size plays the start of a game with the guide on (it answers each topic as it comes)
and asks for a hint at every move of yours, as a newcomer would; the deal of seed 11 gives
you two marriages and two aces, so bidding high reaches the marriage prompt. The banner
and the talon come and go between two looks, so a watcher in the page (``WATCH_JS``)
checks the overlaps on every change of the table, not only when the test looks.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import SIZES, TOUCH, human_move, open_game, table_attr, wait_ready
from .page_tools import dismiss_guide

# What must be whole on the screen: your cards, your seat, every control of the table, the
# toolbar, the guide's and the hint's buttons, the list of moves; and the page must not scroll
# either way (the body scrolls by itself, its overflow-x being hidden: both are asked). Whole
# means inside every box that clips it too (a close button cut by its own hint's edge).
IN_VIEW_JS = """() => {
  const w = window.innerWidth, h = window.innerHeight, out = [];
  const root = document.documentElement, body = document.body;
  const tall = Math.max(root.scrollHeight, body.scrollHeight);
  const wide = Math.max(root.scrollWidth, body.scrollWidth);
  if (tall > h) out.push('page scrolls: ' + tall + ' > ' + h);
  if (wide > w) out.push('page scrolls sideways: ' + wide + ' > ' + w);
  const name = el => el.dataset.card || el.dataset.action || el.dataset.ui || el.dataset.key
    || el.className;
  const musts = ['.hand-cards .card', '.felt .seat.me', '.controls:not(.idle) button',
    '.toolbar nav > button', '.toolbar .menu-toggle', 'aside.guide button', '.hint button',
    '.log > summary'];
  const clipper = (el, r) => {
    for (let box = el.parentElement; box && box !== body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = box.getBoundingClientRect();
      const left = b.left + box.clientLeft, top = b.top + box.clientTop;
      if (r.left < left - 0.5 || r.top < top - 0.5 || r.right > left + box.clientWidth + 0.5
          || r.bottom > top + box.clientHeight + 0.5) return box;
    }
    return null;
  };
  for (const sel of musts) {
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5) {
        out.push(sel + ' ' + name(el) + ' off the screen: ' + [r.left, r.top, r.right, r.bottom]
          .map(Math.round).join(','));
        continue;
      }
      const box = clipper(el, r);
      if (box) {
        out.push(sel + ' ' + name(el) + ' cut by the edge of '
          + (box.dataset.key || box.className));
        continue;
      }
      // Not hidden under something else (the guide, the hint): its own left edge answers.
      if (document.querySelector('[data-overlay]')) continue;  // a dialog is up: it may
      const x = r.left + 3, y = r.top + Math.min(r.height / 2, 20);
      const top = document.elementFromPoint(x, y);
      if (top && !el.contains(top)) out.push(sel + ' ' + name(el) + ' covered by '
        + (top.dataset.key || top.className || top.tagName));
    }
  }
  return out;
}"""

# Text drawn over other text on the felt: the banners in the middle against the seats, the
# seats against each other, the cards in the middle against the seats.
WATCH_JS = """() => {
  window.__overlaps = window.__overlaps || [];
  const key = el => el.dataset.key || el.className;
  const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const check = () => {
    // Cards a render moved glide from the next frame on (patch.mjs): look then.
    if (thousandDom.flying(document.getElementById('app'))) {
      requestAnimationFrame(check);
      return;
    }
    const seats = [...document.querySelectorAll('.felt .seat')];
    const middle = [...document.querySelectorAll('.centre .takes, .centre .announce, '
      + '.centre .card, .trump-badge')];
    const pairs = [];
    for (const m of middle) for (const s of seats) pairs.push([m, s]);
    seats.forEach((a, i) => seats.slice(i + 1).forEach(b => pairs.push([a, b])));
    for (const [a, b] of pairs) {
      // A card on its way (a glide, the deal) crosses the seats: only where it lands counts.
      if (a.getAnimations().length || b.getAnimations().length) continue;
      const ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();
      if (!ra.width || !rb.width || !hit(ra, rb)) continue;
      const text = key(a) + ' (' + a.textContent.trim().slice(0, 20) + ') over ' + key(b);
      if (!window.__overlaps.includes(text)) window.__overlaps.push(text);
    }
  };
  window.__checkOverlaps = check;
  new MutationObserver(check).observe(document.getElementById('app'),
    {childList: true, subtree: true, characterData: true});
  check();
}"""


# IN_VIEW_JS once nothing moves: no card gliding, and none whose glide the next frame starts
# (a deal just patched in lies in place until then, and then starts at the dealer's seat).
# One call, so that no frame comes between the wait and the look.
SETTLED_IN_VIEW_JS = f"""() => {{
  const app = document.getElementById('app');
  if (thousandDom.flying(app) || document.getAnimations().some(a => a.playState === 'running'))
    return null;
  return ({IN_VIEW_JS})();
}}"""


def look(page: Page, size: str, what: str, problems: list[str], shots: set[str]) -> None:
    """Everything on the screen now, noted in ``problems``; a screenshot the first time.
    Cards still gliding (a deal) are waited for: they cross other things on their way."""
    found = page.wait_for_function(SETTLED_IN_VIEW_JS).json_value()
    page.evaluate("window.__checkOverlaps && window.__checkOverlaps()")
    problems += [f"{what}: {p}" for p in found]
    if what not in shots:
        shots.add(what)
        save_screenshot(page, f"sizes-{what}-{size}", full_page=False)


def ask_hint(page: Page) -> None:
    """Press Hint (from the menu on a narrow screen) and wait for its answer."""
    button = page.locator(".toolbar [data-ui='hint']")
    if not button.count() or page.locator(".hint").count():
        return
    if not button.is_visible():
        page.locator(".toolbar [data-ui='menu']").click()
    button.click()
    page.wait_for_selector(".hint")


def bid_high(page: Page) -> None:
    """The highest amount the bid pad offers (the deal of seed 11 is worth it)."""
    bids = page.locator(".controls [data-action*=': bid ']")
    amounts = [bids.nth(i).get_attribute("data-action") or "" for i in range(bids.count())]
    if not amounts:
        page.locator(".controls [data-action$=': pass']").click()
        return
    best = max(amounts, key=lambda a: int(a.rsplit(" ", 1)[1]))
    page.locator(f'.controls [data-action="{best}"]').click()


def first_move(page: Page) -> None:
    """The first move the controls offer (a gift, the contract), never conceding the deal."""
    pick = page.locator(".hand-cards [data-ui='pick']")
    if pick.count():
        pick.first.click()
    page.locator("#app [data-action]:not([data-action$=': concede'])"
                 ":not([data-action$=': redeal'])").first.click()


SCREENS: dict[str, dict[str, Any]] = {
    **SIZES,
    "667x375": {"viewport": {"width": 667, "height": 375}, **TOUCH},
    "640x360": {"viewport": {"width": 640, "height": 360}, **TOUCH},
}
"""The page's usual screens and two narrower phones held sideways, the smallest in use."""

GAMES = {3: "seed=11", 4: "seed=11&players=4", 2: "seed=11&players=2"}
"""The games each size plays: three players, four (a seat at the top, over the trick) and
two (one seat across, the talon's two piles)."""

WORDS = {2: "two", 4: "four"}

LAYOUTS = [(size, 3) for size in SCREENS] \
    + [("844x390", 4), ("390x844", 4), ("360x640", 4), ("1280x800", 4)] \
    + [("1280x800", 2), ("360x640", 2)]
"""Every size with three players, the narrower phones held sideways too (there the hint and
the guide share a short column); with four, the phones upright and sideways and the desktop;
two players on a desktop and a small phone."""


@pytest.mark.parametrize(("size", "players"), LAYOUTS)
def test_hand_seat_and_controls_stay_on_screen_with_the_guide_and_hints(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, size: str,
    players: int
) -> None:
    page = new_page(**SCREENS[size])
    open_game(page, site_url + f"?{GAMES[players]}&speed=fast&lang=ru")
    where = size if players == 3 else f"{WORDS[players]}-players-{size}"
    page.evaluate(WATCH_JS)
    problems: list[str] = []
    shots: set[str] = set()
    page.wait_for_selector("aside.guide[data-guide-step='welcome']")
    look(page, where, "welcome", problems, shots)
    page.locator("[data-ui='guide-start']").click()
    marriage = False
    plays = 0
    for _ in range(120):
        state = wait_ready(page, 60_000)
        if state == "summary":
            look(page, where, "summary", problems, shots)
            if marriage and plays >= 3:
                break
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
            continue
        phase = table_attr(page, "data-phase")
        ask_hint(page)
        step = page.locator("aside.guide").get_attribute("data-guide-step") \
            if page.locator("aside.guide").count() else None
        look(page, where, f"{phase}-guide-hint" if step else f"{phase}-hint", problems, shots)
        if step:  # read it after a look: the next topic comes when the game reaches it
            page.locator("aside.guide [data-ui='guide-next']").click()
        royal = page.locator(".hand-cards .card.legal.marriage")
        if phase == "bidding":
            bid_high(page)
        elif phase == "play" and royal.count() and not marriage:
            royal.first.click()
            page.wait_for_selector(".controls [data-action$=' declare']")
            ask_hint(page)
            look(page, where, "marriage-prompt", problems, shots)
            page.locator(".controls [data-action$=' declare']").first.click()
            marriage = True
        elif phase == "play":
            page.locator(".hand-cards [data-action]").first.click()
            plays += 1
            if "takes" not in shots:
                # The trick you just finished, with its banner for a moment (the watcher
                # checks it against the seats; the picture is for the eye).
                with contextlib.suppress(PlaywrightError):
                    page.wait_for_selector(".takes", timeout=400)
                    shots.add("takes")
                    save_screenshot(page, f"sizes-takes-{where}", full_page=False)
        else:
            first_move(page)
    overlaps = page.evaluate("window.__overlaps")
    problems += [f"text over text: {o}" for o in overlaps]
    assert problems == [], f"{where}: " + "\n".join(dict.fromkeys(problems))
    assert marriage, "the marriage prompt was never reached"
    assert plays >= 3
    page_guard.check()


RANDOM_DEALS = [(size, seed) for size in ("844x390", "667x375", "640x360") for seed in (1, 2)]
"""Four players on a phone held sideways, two games of random moves each: the deals and
tricks they bring (a seat across with long marks, a banner over a full trick) are others
than the scripted game's."""


@pytest.mark.parametrize(("size", "seed"), RANDOM_DEALS)
def test_four_players_at_random_never_cover_a_seat(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, size: str, seed: int
) -> None:
    page = new_page(**SCREENS[size])
    open_game(page, site_url + f"?seed={seed}&players=4&speed=fast&lang=ru")
    dismiss_guide(page)
    page.evaluate(WATCH_JS)
    problems: list[str] = []
    shots: set[str] = set()
    rng = random.Random(seed)
    deals = 0
    for _ in range(160):
        state = wait_ready(page, 60_000)
        if state == "summary":
            deals += 1
            if deals == 3:
                break
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
            continue
        where = f"four-players-seed{seed}-{size}"
        look(page, where, table_attr(page, "data-phase"), problems, shots)
        move = human_move(page, rng)
        if move.phase == "play" and "takes" not in shots:
            with contextlib.suppress(PlaywrightError):  # a finished trick, for the eye
                page.wait_for_selector(".takes", timeout=400)
                shots.add("takes")
                save_screenshot(page, f"sizes-takes-{where}", full_page=False)
    overlaps = page.evaluate("window.__overlaps")
    problems += [f"text over text: {o}" for o in overlaps]
    assert problems == [], f"{size} seed {seed}: " + "\n".join(dict.fromkeys(problems))
    assert deals >= 2, f"only {deals} deals played"
    page_guard.check()


def test_the_only_card_you_may_play_goes_at_one_tap(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    """On a touch screen a tap lifts a card and a second tap plays it, so that a finger can
    change its mind; with one playable card there is nothing to choose: one tap plays it."""
    page = new_page(**SIZES["390x844"])
    open_game(page, site_url + "?seed=2024&speed=instant&lang=en")
    dismiss_guide(page)
    rng = random.Random(3)
    legal = ".hand-cards button.card.legal"
    for _ in range(300):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
            continue
        if table_attr(page, "data-phase") == "play" and page.locator(legal).count() == 1 \
                and page.locator(f"{legal}[data-action]").count() == 1:
            break
        human_move(page, rng)
    else:
        raise AssertionError("never had exactly one card to play")
    card = page.locator(f"{legal}[data-action]")
    text = card.get_attribute("data-card")
    save_screenshot(page, "one-tap-before-390x844", full_page=False)
    card.tap()
    page.wait_for_selector(f".hand-cards [data-card='{text}']", state="detached", timeout=5_000)
    page_guard.check()
