"""The card table in real Chromium, on a phone (390x844, touch) and a desktop.

Each phase of a game is reached by clicking as a player would; in each one the page is
checked for what a player would notice (something sticking out of the screen, a control
too small for a finger, a trick card in front of the wrong seat) and by axe-core for
accessibility, and a screenshot is written to tests/artifacts/ for people to look at.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from .conftest import ROOT, PageGuard, save_screenshot
from .game_driver import human_move, open_game, play_until, press_ui, table_attr, wait_ready

AXE = ROOT / "tests" / "vendor" / "axe-core" / "axe.min.js"
PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "has_touch": True,
                         "is_mobile": True, "device_scale_factor": 2}
DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
SIZES: dict[str, dict[str, Any]] = {"390x844": PHONE, "1280x800": DESKTOP}

OVERFLOW_JS = """() => {
  const w = document.documentElement.clientWidth, h = window.innerHeight, out = [];
  if (document.documentElement.scrollWidth > w) out.push('page scrolls sideways: '
      + document.documentElement.scrollWidth + ' > ' + w);
  for (const el of document.querySelectorAll('#app *')) {
    if (el.closest('.sr-only, [data-overlay]')) continue;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    if (r.left < -1 || r.right > w + 1) out.push((el.dataset.key || el.className || el.tagName)
        + ' x ' + Math.round(r.left) + '..' + Math.round(r.right));
  }
  return out;
}"""

BELOW_FOLD_JS = """() => {
  const h = window.innerHeight, out = [];
  for (const sel of ['.felt', '.hand-cards', '.controls:not(.idle)']) {
    const el = document.querySelector(sel);
    if (el && el.getBoundingClientRect().bottom > h + 1) out.push(sel + ' ends at '
        + Math.round(el.getBoundingClientRect().bottom) + ' > ' + h);
  }
  return out;
}"""

SMALL_CONTROLS_JS = """() => [...document.querySelectorAll('#app [data-action], #app [data-ui]')]
  .map(el => [el.dataset.action || el.dataset.ui, el.getBoundingClientRect()])
  .filter(([, r]) => r.width && (r.width < 44 || r.height < 44))
  .map(([name, r]) => name + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))"""

TRICK_JS = """() => {
  const mid = document.querySelector('.centre').getBoundingClientRect();
  const c = [mid.left, mid.top];
  const centre = r => [r.left + r.width / 2, r.top + r.height / 2];
  const seats = {};
  for (const s of document.querySelectorAll('.felt .seat')) {
    const place = [...s.classList].find(k => k.startsWith('at-'));
    seats[place] = centre(s.getBoundingClientRect());
  }
  return [...document.querySelectorAll('.trick .card.in-trick')].map(card => {
    const place = [...card.classList].find(k => k.startsWith('at-'));
    const p = centre(card.getBoundingClientRect());
    const v = [p[0] - c[0], p[1] - c[1]];
    const angles = Object.fromEntries(Object.entries(seats).map(([k, s]) => {
      const u = [s[0] - c[0], s[1] - c[1]];
      const cos = (u[0] * v[0] + u[1] * v[1]) / Math.hypot(...u) / Math.hypot(...v);
      return [k, Math.acos(Math.max(-1, Math.min(1, cos)))];
    }));
    const u = [seats[place][0] - c[0], seats[place][1] - c[1]];
    const t = (u[0] * v[0] + u[1] * v[1]) / (u[0] * u[0] + u[1] * u[1]);
    return {card: card.dataset.card, place, t, angles};
  });
}"""


def start(page: Page, url: str) -> None:
    """Open the game and, like a player who knows the game, decline the first-game guide
    when it is offered: it stands over the table until answered."""
    open_game(page, url)
    off = page.locator("[data-ui='guide-off']")
    if off.count() and off.first.is_visible():
        off.first.click()
        page.wait_for_selector("[data-ui='guide-off']", state="detached")


def axe_violations(page: Page, within: Locator | None = None) -> list[str]:
    """Serious and critical axe-core violations of the page as it is now (or of one part)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    where = within.element_handle() if within is not None else None
    result: Any = page.evaluate("""async (where) => {
      const r = await axe.run(where || document, {resultTypes: ['violations']});
      return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3)
          .map(n => n.target.join(' ')).join(' | '));
    }""", where)
    return list(result)


def check_phase(page: Page, size: str, phase: str) -> None:
    """Everything a phase must show well, then its screenshot."""
    assert page.evaluate(OVERFLOW_JS) == [], f"{phase} at {size}: sticks out"
    if page.locator("[data-overlay]").count() == 0:
        assert page.evaluate(BELOW_FOLD_JS) == [], f"{phase} at {size}: needs scrolling"
    if size == "390x844":
        assert page.evaluate(SMALL_CONTROLS_JS) == [], f"{phase} at {size}: small controls"
    for card in page.evaluate(TRICK_JS):
        assert 0 < card["t"] < 1, f"{phase} at {size}: {card} not between centre and seat"
        nearest = min(card["angles"], key=card["angles"].get)
        assert nearest == card["place"], f"{phase} at {size}: {card} nearer another seat"
    assert axe_violations(page) == [], f"{phase} at {size}: axe"
    save_screenshot(page, f"table-{phase}-{size}", full_page=False)


@pytest.mark.parametrize("size", list(SIZES))
def test_every_phase_fits_the_screen_is_accessible_and_is_photographed(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, size: str
) -> None:
    page = new_page(**SIZES[size])
    start(page, site_url + "?seed=31&speed=instant&lang=ru")
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(400):
        state = wait_ready(page)
        if state == "summary":
            if "summary" not in seen:
                check_phase(page, size, "summary")
                seen.add("summary")
            page.locator("[data-ui='continue']").click()
            continue
        phase = table_attr(page, "data-phase")
        name = phase
        if phase == "play" and page.locator(".trick .card").count() >= 2:
            name = "trick"
        if name not in seen and name in ("bidding", "talon", "contract", "play", "trick"):
            check_phase(page, size, name)
            seen.add(name)
        if {"bidding", "talon", "contract", "trick", "summary"} <= seen:
            break
        human_move(page, rng)
    assert {"bidding", "talon", "contract", "trick", "summary"} <= seen, seen
    if not page.locator(".toolbar [data-ui='new']").is_visible():
        page.locator(".toolbar [data-ui='menu']").click()
    check_phase(page, size, "menu")
    page.locator("[data-ui='sheet']").click()
    check_phase(page, size, "sheet")
    page.locator("[data-ui='close']").click()
    press_ui(page, "theme")
    page.wait_for_function("document.documentElement.dataset.theme === 'contrast'")
    check_phase(page, size, "contrast")
    page_guard.check()


@pytest.mark.parametrize("players", [2, 4])
def test_two_and_four_players_sit_round_the_table(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, players: int
) -> None:
    page = new_page(**PHONE)
    start(page, site_url + "?seed=8&speed=instant&lang=ru")
    press_ui(page, "new")
    page.locator("#settings-form [name='players']").select_option(str(players))
    page.locator("[data-ui='start']").click()
    page.wait_for_selector(f"#table.players-{players}")
    assert page.locator(".felt .seat").count() == players
    if players == 4:
        # One snapshot: the computers may move on (a redeal moves the dealer) between two
        # separate queries.
        out, dealer = page.evaluate("""() => [
            [...document.querySelectorAll('.felt .seat.out')].map(s => s.dataset.seat),
            [...document.querySelectorAll('.felt .seat .mark.dealer')].map(
                m => m.closest('section').dataset.seat)]""")
        assert len(out) == 1, "the dealer of four sits out, marked so"
        assert out == dealer, (out, dealer)
    rng = random.Random(3)
    for _ in range(200):
        state = wait_ready(page)
        if state == "summary":
            break
        if table_attr(page, "data-phase") == "play" and page.locator(".trick .card").count():
            check_phase(page, "390x844", f"trick-{players}p")
            break
        human_move(page, rng)
    else:
        raise AssertionError("no trick reached")
    page_guard.check()


def test_a_whole_game_on_a_phone_by_tapping(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, tmp_path: Path
) -> None:
    page = new_page(**PHONE)
    start(page, site_url + "?seed=12&speed=instant&lang=en")
    near_the_end = {"format": "thousand-record/1", "rules": {"preset": "classic"},
                    "seed": 99, "first_dealer": 0, "start_scores": [700, 700, 700],
                    "rounds": []}
    press_ui(page, "import")
    page.locator("#import-text").fill(json.dumps(near_the_end))
    page.locator("[data-ui='import-continue']").click()
    page.wait_for_selector("[data-overlay='import']", state="detached")
    assert play_until(page, random.Random(11), "over") == "over"
    assert page.locator("[data-winner]").count() == 1
    check_phase(page, "390x844", "over")
    page_guard.check()


# ------------------------------------------------------------------ movement and voice

WATCH_LIVE_JS = """() => {
  window.__said = [];
  const live = document.querySelector('.live');
  live.__kept = true;
  new MutationObserver(records => {
    for (const r of records) for (const n of r.addedNodes)
      if (n.nodeType === 1) window.__said.push([n.dataset.key, n.textContent]);
  }).observe(live, {childList: true});
}"""


def play_to(page: Page, rng: random.Random, reached: Callable[[Page], bool]) -> None:
    for _ in range(300):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
        elif reached(page):
            return
        else:
            human_move(page, rng)
    raise AssertionError("position never reached")


def test_every_move_is_announced_once_and_the_page_is_patched_in_place(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    start(page, site_url + "?seed=44&speed=fast&lang=ru")
    page.evaluate(WATCH_LIVE_JS)
    page.evaluate("document.querySelector('.felt').__kept = true")
    rng = random.Random(2)
    play_to(page, rng, lambda p: len(p.evaluate("window.__said")) >= 30
            and table_attr(p, "data-phase") == "play")
    said = page.evaluate("window.__said")
    keys = [key for key, _ in said]
    assert len(keys) == len(set(keys)), "a move was announced twice"
    by_entry: dict[str, list[int]] = {}
    for key in keys:
        _, entry, index = key.split("-")
        by_entry.setdefault(entry, []).append(int(index))
    for entry, indices in by_entry.items():
        assert indices == list(range(indices[0], indices[0] + len(indices))), (
            f"deal {entry}: moves announced {indices}: some were never said")
    texts = [text for _, text in said]
    assert any(t.startswith("Бот ") and " играет " in t for t in texts), texts
    assert any(t.startswith("Вы играете ") for t in texts), texts
    # The same live region and felt elements all along: patched, never re-created.
    assert page.evaluate("document.querySelector('.live').__kept === true")
    assert page.evaluate("document.querySelector('.felt').__kept === true")
    assert page.locator(".felt .fan[aria-label*='рубашкой вверх']").count() == 2
    page_guard.check()


CARD_ANIMATIONS_JS = """() => document.getAnimations()
  .filter(a => a.effect && a.effect.target && a.effect.target.matches('.card')).length"""


@pytest.mark.parametrize("motion", ["normal", "reduced", "instant"])
def test_a_played_card_glides_unless_motion_is_reduced_or_instant(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, motion: str
) -> None:
    speed = "instant" if motion == "instant" else "normal"
    extra = {"reduced_motion": "reduce"} if motion == "reduced" else {}
    page = new_page(**extra)
    start(page, site_url + f"?seed=2024&speed={speed}&lang=en")
    play_to(page, random.Random(8), lambda p: table_attr(p, "data-phase") == "play"
            and p.locator(".hand-cards button.card.legal[data-action]").count() > 0)
    card = page.locator(".hand-cards button.card.legal[data-action]").first
    text = card.get_attribute("data-card")
    # The cards' animations counted at every frame from the click on: a glide starts at the
    # frame after the patch and lasts a few hundred ms, so a frame sees it however late
    # the test itself looks on a busy machine.
    page.evaluate(f"window.__moves = []; const count = {CARD_ANIMATIONS_JS}; "
                  "const sample = () => { window.__moves.push(count()); "
                  "if (window.__moves.length < 600) requestAnimationFrame(sample); }; "
                  "requestAnimationFrame(sample)")
    card.click()
    # At the instant speed the trick may be finished and gathered at once: wait for the
    # card to leave the hand rather than for it in the trick.
    page.wait_for_selector(f".hand-cards [data-card='{text}']", state="detached")
    page.wait_for_timeout(100)  # frames after the one that took the card out of the hand
    moving = max([*page.evaluate("window.__moves"), page.evaluate(CARD_ANIMATIONS_JS)])
    if motion == "normal":
        assert moving > 0, "the played card did not glide to the trick"
    else:
        assert moving == 0, f"{motion}: cards still animate"
    page_guard.check()


TWO_PATCHES_JS = """() => new Promise((resolve) => {
  const app = document.getElementById('app');
  const hand = [...app.querySelectorAll('.hand-cards .card[data-key]')];
  const last = hand[hand.length - 1];
  const was = last.getBoundingClientRect();
  // Two renders in one task, each taking a card out of the hand: the others close up.
  const first = app.innerHTML.replace(hand[0].outerHTML, '');
  const second = first.replace(hand[1].outerHTML, '');
  thousandDom.patch(app, first, 320);
  const landed = thousandDom.patch(app, second, 320);
  const inTask = {animations: document.getAnimations().length,
                  flying: thousandDom.flying(app), landed};
  requestAnimationFrame(() => {
    const glides = last.getAnimations();
    const seen = last.getBoundingClientRect();
    glides.forEach((a) => a.finish());
    const after = last.getBoundingClientRect();
    resolve({...inTask, glides: glides.length, moved: Math.round(was.left - after.left),
             seenFrom: Math.round(seen.left - was.left)});
  });
})"""
"""Two patches in one task, then what the next frame shows: the last card of the hand
glides once, from where it stood before the first patch."""


def test_patches_in_one_task_glide_once_from_where_the_cards_stood_at_the_next_frame(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(**PHONE)
    start(page, site_url + "?seed=2024&speed=instant&lang=en")
    wait_ready(page)
    found = page.evaluate(TWO_PATCHES_JS)
    # The patches' own task lays nothing out: no glide has started yet, but the page
    # knows one is due (the controls of a deal wait for it), and no card is dealt.
    assert found["animations"] == 0, found
    assert found["flying"] is True, found
    assert found["landed"] == 0, found
    # At the frame the last card glides once, and is seen where it stood before both.
    assert found["moved"] > 0, f"the hand did not close up: {found}"
    assert found["glides"] == 1, found
    assert abs(found["seenFrom"]) <= 1, found
    page_guard.check()


def test_focus_stays_on_its_control_while_the_computer_plays(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    # Slow speed: each computer move comes 1.4 s after the last, time to put the focus.
    start(page, site_url + "?seed=7&speed=slow&lang=en")
    page.evaluate(WATCH_LIVE_JS)
    rng = random.Random(3)
    for _ in range(40):  # a move of yours after which the computer plays
        assert wait_ready(page, 60_000) == "human"
        human_move(page, rng)
        if table_attr(page, "data-to-move") not in ("", table_attr(page, "data-seat")):
            break
    page.locator(".toolbar [data-ui='sheet']").focus()
    page.evaluate("document.activeElement.__kept = true")
    said = page.evaluate("window.__said.length")
    page.wait_for_function("n => window.__said.slice(n).some(([, t]) => t.startsWith('Bot '))",
                           arg=said, timeout=20_000)
    assert page.evaluate("document.activeElement.dataset.ui") == "sheet"
    assert page.evaluate("document.activeElement.__kept === true")
    page_guard.check()


def test_shortcut_p_passes_and_arrow_keys_rove_through_the_hand(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    start(page, site_url + "?seed=31&speed=instant&lang=en")
    play_to(page, random.Random(1), lambda p: table_attr(p, "data-phase") == "bidding"
            and p.locator(".controls [data-action$=': pass']").count() > 0)
    page.evaluate(WATCH_LIVE_JS)
    page.keyboard.press("p")
    page.wait_for_function("window.__said.some(([, t]) => t === 'You: pass')")
    play_to(page, random.Random(4), lambda p: table_attr(p, "data-phase") == "play"
            and p.locator(".hand-cards button.card.legal").count() > 1)
    assert page.locator(".hand-cards [tabindex='0']").count() == 1
    page.locator(".hand-cards [tabindex='0']").focus()
    first = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("ArrowRight")
    now = page.evaluate("document.activeElement.dataset.card")
    assert now != first
    assert page.locator(".hand-cards [tabindex='0']").get_attribute("data-card") == now
    page_guard.check()


def test_on_a_touch_screen_the_first_tap_lifts_a_card_and_the_second_plays_it(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(**PHONE)
    start(page, site_url + "?seed=2024&speed=instant&lang=en")
    play_to(page, random.Random(8), lambda p: table_attr(p, "data-phase") == "play"
            and p.locator(".hand-cards button.card.legal[data-action]").count() > 0)
    text = page.locator(".hand-cards button.card.legal[data-action]").first.get_attribute(
        "data-card")
    card = page.locator(f".hand-cards [data-card='{text}']")
    card.tap()
    page.wait_for_selector(f".hand-cards [data-card='{text}'].selected")
    card.tap()
    page.wait_for_selector(f".hand-cards [data-card='{text}']", state="detached")
    page_guard.check()


# ------------------------------------------------------------------ drag up to play

class Finger:
    """One finger on Chromium's touch screen (CDP Input.dispatchTouchEvent: the page gets
    real touch, pointer and click events, as from a phone's screen)."""

    def __init__(self, page: Page) -> None:
        self.cdp = page.context.new_cdp_session(page)

    def touch(self, kind: str, x: float | None = None, y: float | None = None) -> None:
        points = [] if x is None else [{"x": x, "y": y}]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def drag(self, x: float, y: float, rise: float, release: bool = True,
             steps: int = 10) -> None:
        """Press at (x, y), move ``rise`` px up (a little sideways too), let go."""
        self.touch("touchStart", x, y)
        for k in range(1, steps + 1):
            self.touch("touchMove", x + k * 0.4, y - rise * k / steps)
        if release:
            self.touch("touchEnd")


def card_centre(page: Page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.7


def test_on_a_touch_screen_a_card_dragged_up_is_played_a_short_drag_snaps_back(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(**PHONE)
    start(page, site_url + "?seed=2024&speed=instant&lang=en")
    play_to(page, random.Random(8), lambda p: table_attr(p, "data-phase") == "play"
            and p.locator(".hand-cards button.card.legal[data-action]").count() > 0
            and p.locator(".hand-cards button.card.illegal").count() > 0)
    page.evaluate(WATCH_LIVE_JS)
    legal = page.locator(".hand-cards button.card.legal[data-action]").first
    text = legal.get_attribute("data-card")
    mine = f".hand-cards [data-card='{text}']"
    before = page.locator(mine).bounding_box()
    assert before is not None
    x, y = card_centre(page, mine)

    # While the finger is down the card follows it.
    finger = Finger(page)
    finger.drag(x, y, 30, release=False)
    lifted = page.locator(mine).bounding_box()
    assert lifted is not None and lifted["y"] < before["y"] - 20, (before, lifted)
    finger.touch("touchEnd")
    # A short drag: the card slides back, is not played, and not lifted either.
    page.wait_for_function(f"!document.querySelector(\"{mine}\").style.transform")
    page.wait_for_timeout(300)
    assert page.locator(mine).count() == 1
    assert "selected" not in (page.locator(mine).get_attribute("class") or "")
    assert page.evaluate("window.__said.length") == 0

    # A card that may not be played, dragged far up: back it goes.
    bad = page.locator(".hand-cards button.card.illegal").first.get_attribute("data-card")
    bx, by = card_centre(page, f".hand-cards [data-card='{bad}']")
    finger.drag(bx, by, 220)
    page.wait_for_timeout(300)
    assert page.locator(f".hand-cards [data-card='{bad}']").count() == 1
    assert page.evaluate("window.__said.length") == 0
    assert page.locator(f".hand-cards [data-card='{bad}']").evaluate(
        "el => el.style.transform") == ""

    # A playable card dragged up past the threshold is played.
    finger.drag(x, y, 220)
    page.wait_for_selector(mine, state="detached")
    page.wait_for_function("window.__said.some(([, t]) => t.startsWith('You play'))")
    page_guard.check()


# ------------------------------------------------------------------ the deal, the talon, gifts

RECORD_GLIDES_JS = """
window.__glides = [];
const firstScale = (frames) => {
  const m = /scale\\(([-\\d.e]+), ([-\\d.e]+)\\)/.exec((frames && frames[0].transform) || '');
  return m ? [Number(m[1]), Number(m[2])] : null;
};
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  window.__glides.push({key: this.dataset.key || '', from: this.dataset.from || '',
    deal: this.dataset.deal === undefined ? null : Number(this.dataset.deal),
    delay: (options && options.delay) || 0, duration: (options && options.duration) || 0,
    at: performance.now(), scale: firstScale(frames)});
  return animate.call(this, frames, options);
};
"""
"""Notes every animation the page starts (which card, from where, when, the first keyframe's
scale), then starts it."""


def assert_full_sized(glides: list[dict[str, Any]], what: str) -> None:
    """A card leaving a place starts its glide at a whole card's proportions: the scale of the
    first keyframe is the same across as down (every card of the table, hand, talon, trick
    and the others' backs, is drawn 0.68-0.70 as wide as high). A card measured while it
    still turns over (a face-up talon's ``turn``) would start squashed across."""
    for g in glides:
        across, down = g["scale"] or (1, 1)
        assert 0.95 < across / down < 1.05, f"{what}: squashed start {g}"

DEALT_JS = """() => [...document.querySelectorAll(
    '.hand-cards .card, .fan .card.back, .talon .card.back')].map(el => el.dataset.key)"""


MEASURE_ORDER_JS = """
window.__runs = [];
let run = null;
const note = (kind) => {
  if (run === null) {
    run = [];
    window.__runs.push(run);
    queueMicrotask(() => { run = null; });
  }
  run.push(kind);
};
const measure = Element.prototype.getBoundingClientRect;
Element.prototype.getBoundingClientRect = function () {
  note('measure');
  return measure.call(this);
};
const start = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  note('animate');
  return start.apply(this, args);
};
"""
"""Notes, for each stretch of script that runs without a break, the order in which it
measured elements and started animations."""


def dealt_glides(page: Page) -> list[dict[str, Any]]:
    return [g for g in page.evaluate("window.__glides") if g["deal"] is not None]


@pytest.mark.parametrize("motion", ["normal", "reduced", "instant"])
def test_the_deal_is_seen_card_by_card_unless_motion_is_reduced_or_instant(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, motion: str
) -> None:
    speed = "instant" if motion == "instant" else "normal"
    extra: dict[str, Any] = {"reduced_motion": "reduce"} if motion == "reduced" else {}
    page = new_page(**PHONE, **extra)
    page.add_init_script(RECORD_GLIDES_JS)
    page.add_init_script(MEASURE_ORDER_JS)
    page.goto(site_url + f"?seed=31&speed={speed}&lang=ru")
    page.wait_for_selector("#table[data-phase]", timeout=180_000)
    if motion == "normal":
        page.wait_for_timeout(350)  # a frame in the middle of the deal, for people to see
        save_screenshot(page, "table-dealing-390x844", full_page=False)
    dealt = page.evaluate(DEALT_JS)
    assert len(dealt) == 7 + 7 + 7 + 3, dealt
    glides = dealt_glides(page)
    if motion != "normal":
        assert glides == [], f"{motion}: the deal still moves"
        page_guard.check()
        return
    # Every card on the table came from the dealer's seat, one after another.
    assert sorted(g["key"] for g in glides) == sorted(dealt)
    dealer = page.locator(".felt .seat .mark.dealer").locator(
        "xpath=ancestor::section[1]").get_attribute("data-seat")
    assert {g["from"] for g in glides} == {f"seat-{dealer}"}
    delays = [g["delay"] for g in sorted(glides, key=lambda g: g["deal"])]
    assert delays == sorted(delays) and len(set(delays)) == len(delays), delays
    span = max(g["delay"] + g["duration"] for g in glides)
    assert 500 < span < 2000, f"the deal takes {span} ms"
    # Every place is measured before the first card starts to move: a measure after an
    # animation has started makes the browser work out the styles again, once per card.
    runs = [r for r in page.evaluate("window.__runs") if "animate" in r]
    assert sum(r.count("animate") for r in runs) >= len(dealt)
    late = [r for r in runs if "measure" in r[r.index("animate"):]]
    assert late == [], f"measured after an animation started: {late[0]}"
    # Dealing holds nothing up: the bid pad answers while cards still fly.
    page_guard.check()


GUIDE_COVERS_JS = """() => {
  const guide = document.querySelector('aside.guide').getBoundingClientRect();
  const hit = r => r.width && r.left < guide.right && guide.left < r.right
    && r.top < guide.bottom && guide.top < r.bottom;
  return [...document.querySelectorAll('.felt .seat, .centre .card, .hand-cards .card, '
      + '.controls:not(.idle) button, .info, .status, .toolbar button')]
    .filter(el => hit(el.getBoundingClientRect()))
    .map(el => el.dataset.key || el.dataset.action || el.dataset.ui || el.className);
}"""

LANDSCAPE: dict[str, Any] = {"viewport": {"width": 844, "height": 390}, "has_touch": True,
                             "is_mobile": True, "device_scale_factor": 2}
GUIDE_SIZES: dict[str, dict[str, Any]] = {**SIZES, "844x390": LANDSCAPE}


@pytest.mark.parametrize("size", list(GUIDE_SIZES))
def test_the_first_game_guide_leaves_the_table_in_view_and_usable(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, size: str
) -> None:
    """The guide stands in the page beside the table, never over it: on a phone upright or
    sideways and on a desktop, no seat, card, control or the status is under it, for its
    welcome and for a long step (the bidding's), and the table still needs no scrolling."""
    page = new_page(**GUIDE_SIZES[size])
    open_game(page, site_url + "?seed=31&speed=instant&lang=ru")
    page.wait_for_selector("aside.guide[data-guide-step='welcome']")
    assert wait_ready(page) == "human"
    assert page.evaluate(GUIDE_COVERS_JS) == [], f"{size}: the guide hides part of the table"
    check_phase(page, size, "guide")
    page.locator("[data-ui='guide-start']").click()
    page.wait_for_selector("aside.guide[data-guide-step='bidding']")
    assert page.evaluate(GUIDE_COVERS_JS) == [], f"{size}: the guide hides part of the table"
    check_phase(page, size, "guide-bidding")
    # The table is usable while the guide waits for an answer: a bid is made under it.
    page.evaluate(WATCH_LIVE_JS)
    human_move(page, random.Random(1))
    page.wait_for_function("window.__said.some(([, t]) => t.startsWith('Вы'))")
    assert page.locator("aside.guide").count() == 1
    page_guard.check()


def bid_to_win(page: Page) -> None:
    """In the bidding, say the highest amount the pad offers (to become the declarer)."""
    bids = page.locator(".controls [data-action*=': bid ']")
    amounts = [bids.nth(i).get_attribute("data-action") or "" for i in range(bids.count())]
    if not amounts:
        page.locator(".controls [data-action$=': pass']").click()
        return
    best = max(amounts, key=lambda a: int(a.rsplit(" ", 1)[1]))
    page.locator(f'.controls [data-action="{best}"]').click()


def test_the_talon_goes_to_the_declarer_and_passed_cards_go_to_their_seat(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    page.add_init_script(RECORD_GLIDES_JS)
    start(page, site_url + "?seed=77&speed=fast&lang=en")
    rng = random.Random(6)
    me = table_attr(page, "data-seat")
    bot_talon = my_gift = talon_shown = my_talon = False
    raised: set[str] = set()
    for _ in range(300):
        if bot_talon and my_gift:
            break
        state = wait_ready(page, 60_000)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        phase = table_attr(page, "data-phase")
        passing = page.locator(".controls [data-action$=': pass']")
        lowest = page.locator(".controls .quick [data-action*=': bid ']")
        if phase == "bidding" and not bot_talon and lowest.count() and \
                table_attr(page, "data-entry") not in raised:
            # Bid once, so that the talon is shown to all (a contested bidding) …
            raised.add(table_attr(page, "data-entry"))
            lowest.first.click()
            continue
        if phase == "bidding" and passing.count() and not bot_talon:
            # … then leave it to a computer and watch it go there.
            page.evaluate("window.__glides = []")
            passing.click()
            page.wait_for_function(f"""() => {{
              const t = document.getElementById('table');
              return !!document.querySelector('[data-overlay]') || t.dataset.phase !== 'bidding'
                || t.dataset.toMove === '{me}'; }}""")
            if table_attr(page, "data-phase") != "talon":
                continue
            declarer = page.locator(".felt .seat.declarer").get_attribute("data-seat")
            talon: list[str] = []
            if page.locator(".talon.shown").count():
                talon = page.evaluate("[...document.querySelectorAll('.talon.shown .card')]"
                                      ".map(e => e.dataset.key)")
                fan = page.locator(f".fan[data-key='fan-{declarer}'] .card.back")
                assert fan.count() == 7, "the shown talon is already in the declarer's fan"
                save_screenshot(page, "table-talon-shown-1280x800", full_page=False)
            # The talon's cards: from its backs (hidden) or its face-up cards (shown; they
            # may have left already on a busy machine, so read from the glides).
            from_talon = ("d => window.__glides.filter(g => g.key.startsWith(`back-${d}-`)"
                          " && /^(talon|card)-/.test(g.from))")
            page.wait_for_function(f"d => ({from_talon})(d).length >= 2", arg=declarer)
            page.wait_for_timeout(500)  # the rest of the talon, if it moves at all
            moved = page.evaluate(from_talon, declarer)
            # All of the talon goes there, none of its cards just vanishes.
            assert len(moved) == 3 and len({g["from"] for g in moved}) == 3, moved
            if talon:
                assert sorted(g["from"] for g in moved) == sorted(talon), moved
            talon_shown = talon_shown or all(g["from"].startswith("card-") for g in moved)
            assert_full_sized(moved, "the computer declarer's talon")
            page.wait_for_function(  # the declarer passes a card to each of the others
                f"() => window.__glides.some(g => g.from === 'fan-{declarer}'"
                " && g.key.startsWith('back-'))", timeout=30_000)
            bot_talon = True
            continue
        if phase == "bidding" and passing.count():
            bid_to_win(page)
            continue
        picks = page.locator(".hand-cards [data-ui='pick']")
        if phase == "talon" and picks.count() and not my_gift:
            taken = [g for g in page.evaluate("window.__glides") if g["from"] == "talon"]
            my_talon = my_talon or bool(taken)
            assert_full_sized(taken, "the talon into your hand")
            held = page.evaluate(DEALT_JS)
            picks.first.click()
            gives = page.locator(".controls [data-action*=' give ']:not([data-action$=' talon'])")
            action = gives.first.get_attribute("data-action") or ""
            card, to = action.split(" give ")[1].split(" to ")
            page.evaluate("window.__glides = []")
            gives.first.click()
            page.wait_for_function("c => window.__glides.some(g => g.from === 'card-' + c)",
                                   arg=card)
            glide = next(g for g in page.evaluate("window.__glides")
                         if g["from"] == f"card-{card}")
            assert glide["key"].startswith(f"back-{to}-") and glide["key"] not in held, glide
            save_screenshot(page, "table-card-passed-1280x800", full_page=False)
            my_gift = True
            continue
        human_move(page, rng)
    assert bot_talon and my_gift, (bot_talon, my_gift)
    assert talon_shown, "the talon was never seen face up"
    assert my_talon, "the talon never glided into your hand"
    page_guard.check()


SAID_AT_JS = """
window.__saidAt = [];
new MutationObserver(records => {
  for (const r of records) for (const n of r.addedNodes)
    if (n.nodeType === 1 && (n.dataset.key || '').startsWith('say-'))
      window.__saidAt.push({key: n.dataset.key, text: n.textContent, at: performance.now()});
}).observe(document, {childList: true, subtree: true});
"""
"""Notes when each move is said on the page (the live region gets one span per move)."""


def deal_check(page: Page, since: float, what: str) -> None:
    """The deal started after ``since``: every card on the table came from the dealer's
    seat, and no computer moved before the last card had landed."""
    page.wait_for_function("t => window.__saidAt.some(s => s.at > t)", arg=since,
                           timeout=30_000)
    glides = [g for g in dealt_glides(page) if g["at"] > since]
    on_table = page.evaluate(DEALT_JS)
    dealer = page.locator(".felt .seat .mark.dealer").locator(
        "xpath=ancestor::section[1]").get_attribute("data-seat")
    assert sorted(g["key"] for g in glides) == sorted(on_table), (
        f"{what}: not dealt from the dealer: "
        f"{sorted(set(on_table) - {g['key'] for g in glides})}")
    assert {g["from"] for g in glides} == {f"seat-{dealer}"}, what
    landed = max(g["at"] + g["delay"] + g["duration"] for g in glides)
    first = min(s["at"] for s in page.evaluate("window.__saidAt") if s["at"] > since)
    assert first >= landed, (
        f"{what}: a computer moved {landed - first:.0f} ms before the deal had landed")


def test_a_fresh_deal_comes_from_the_dealer_and_the_computer_waits_for_it(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    """At the normal speed the deal takes over a second (staggered glides): the first
    computer move of a deal comes after its last card has landed; and every card of a
    new deal is dealt, even one whose key (a card you held, a back of a fan) was already
    on the table: after a redeal and in a new game started over an unfinished one."""
    page.add_init_script(RECORD_GLIDES_JS)
    page.add_init_script(SAID_AT_JS)
    start(page, site_url + "?seed=181&speed=normal&lang=en")  # you may ask for a redeal
    assert wait_ready(page) == "human"
    assert dealt_glides(page), "the first deal glides"
    page.locator('.controls [data-action="0: redeal"]').click()
    assert wait_ready(page) == "summary"
    save_screenshot(page, "table-summary-redeal-1280x800", full_page=False)
    since = page.evaluate("performance.now()")
    page.locator("[data-ui='continue']").click()  # the new deal: a computer speaks first
    deal_check(page, since, "after a redeal")
    page.wait_for_timeout(400)
    press_ui(page, "new")
    page.locator("#settings-form [name='seed']").fill("31")
    since = page.evaluate("performance.now()")
    page.locator("[data-ui='start']").click()
    deal_check(page, since, "a new game")
    page_guard.check()
