"""The page opens like an app: the table on screen before Python runs, Python takes it over.

A returning player sees the table as it was left (assets/js/paint.js paints the copy the
page saved), marked as starting and not answering; a first visit sees a drawn skeleton.
Python's start is held back here by holding the request for ui/main.py, so "before
Python is ready" is a moment the test controls, not a race.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, Route

from .conftest import BOOT_TIMEOUT_MS, PageGuard, save_screenshot
from .game_driver import human_move, open_game, play_until_position, wait_ready
from .page_tools import dismiss_guide, press
from .test_game import NEAR_THE_END

SIZES = {"phone": {"width": 390, "height": 844}, "phone-sideways": {"width": 844, "height": 390},
         "desktop": {"width": 1280, "height": 800}}
MAIN_PY = "**/ui/main.py"
PAINT_JS = "**/assets/js/paint.js"
# What a person sees of the game: the hand, the trick, the scores, the talon, the deal.
SEEN_JS = """() => ({
  hand: [...document.querySelectorAll('.hand [data-card]')].map((e) => e.dataset.card),
  trick: [...document.querySelectorAll('.trick [data-card]')].map((e) => e.dataset.card),
  scores: [...document.querySelectorAll('.seat .score')].map((e) => e.textContent),
  names: [...document.querySelectorAll('.seat .name')].map((e) => e.textContent),
  info: document.querySelector('.info')?.textContent || '',
})"""
# Where every keyed element is on the screen.
PLACES_JS = """() => Object.fromEntries([...document.querySelectorAll('#app [data-key]')]
  .filter((e) => e.getClientRects().length)
  .map((e) => { const r = e.getBoundingClientRect();
                return [e.dataset.key, [r.x, r.y, r.width, r.height].map(Math.round)]; }))"""
PYTHON_READY = "document.documentElement.dataset.ready === 'true'"


class Held:
    """Holds the requests for ``pattern`` (ui/main.py: Python cannot start before) until
    ``release``."""

    def __init__(self, page: Page, pattern: str = MAIN_PY) -> None:
        self.routes: list[Route] = []
        self.released = False
        page.route(pattern, self.hold)

    def hold(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.continue_()


def wait_for_saved_copy(page: Page, hand: list[str]) -> None:
    """Until the page's saved picture of the table (paint.js) shows these cards."""
    page.wait_for_function(
        "(hand) => { const s = localStorage.getItem('thousand.painted');"
        " return s && hand.every((c) => JSON.parse(s).html.includes(`data-card=\"${c}\"`)); }",
        arg=hand)


def mid_round_game(page: Page, url: str) -> dict[str, Any]:
    """A game with scores on the sheet, played into the card play; what it shows."""
    open_game(page, url)
    dismiss_guide(page)
    press(page, "import")  # in the "☰" menu on a phone
    page.locator("#import-text").fill(json.dumps({**NEAR_THE_END,
                                                  "start_scores": [340, 215, 180]}))
    page.locator("[data-ui='import-continue']").click()
    page.wait_for_selector("[data-overlay='import']", state="detached")
    rng = random.Random(3)
    play_until_position(
        page, rng, lambda p: p.locator("#table").get_attribute("data-phase") == "play"
        and p.locator(".trick [data-card]").count() > 0, "a trick on the table")
    wait_ready(page)
    seen: dict[str, Any] = page.evaluate(SEEN_JS)
    assert seen["hand"] and seen["trick"] and "340" in seen["scores"], seen
    wait_for_saved_copy(page, seen["hand"])
    return seen


@pytest.mark.parametrize("size", list(SIZES))
def test_a_returning_player_sees_the_table_before_python_and_python_takes_it_over(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, size: str
) -> None:
    page = new_page(viewport=SIZES[size])
    seen = mid_round_game(page, site_url + "?seed=5&speed=normal&lang=en")
    save_before = page.evaluate("localStorage.getItem('thousand.save')")

    held = Held(page)
    page.reload(wait_until="commit")
    page.wait_for_selector("#app .hand [data-card]", timeout=BOOT_TIMEOUT_MS)
    # Painted, not Python's: the same game, marked as starting, not answering.
    assert page.evaluate(SEEN_JS) == seen
    assert page.evaluate("document.documentElement.dataset.starting") == "table"
    assert not page.evaluate(PYTHON_READY)
    assert page.evaluate("document.getElementById('app').inert") is True
    assert page.locator("#table[data-phase]").count() == 0  # the driver contract waits
    assert page.locator("#loading").is_visible()
    painted_places = page.evaluate(PLACES_JS)
    save_screenshot(page, f"startup-painted-{size}", full_page=False)

    # A person taps a card, the score sheet button and presses keys: nothing happens.
    for selector in (".hand [data-card]", ".toolbar button", ".seat"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.keyboard.press("b")
    assert page.evaluate("localStorage.getItem('thousand.save')") == save_before
    assert page.evaluate(SEEN_JS) == seen

    held.release()
    page.wait_for_function(PYTHON_READY, timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("#table[data-phase]")
    # Python's table is the same table in the same places: nothing jumped or glided.
    taken_over = page.evaluate(PLACES_JS)
    moved = {key: (place, taken_over.get(key)) for key, place in painted_places.items()
             if taken_over.get(key) != place}
    assert not moved, moved
    assert page.evaluate(SEEN_JS) == seen
    assert page.evaluate("document.documentElement.dataset.starting") is None
    assert page.locator("#loading").is_hidden()
    save_screenshot(page, f"startup-python-{size}", full_page=False)
    # The game was not touched by the clicks made before: the same save, and it plays on.
    assert page.evaluate("localStorage.getItem('thousand.save')") == save_before
    assert wait_ready(page) == "human"
    human_move(page, random.Random(4))
    page.wait_for_function("(before) => localStorage.getItem('thousand.save') !== before",
                           arg=save_before)
    page_guard.check()


def test_a_first_visit_draws_a_skeleton_then_deals(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    held = Held(page)
    page.goto(site_url + "?seed=5&lang=en", wait_until="commit")
    page.wait_for_selector("#app .table.skeleton .felt .card", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.starting") == "skeleton"
    assert page.evaluate("document.getElementById('app').inert") is True
    assert page.locator("#loading").is_visible()
    assert page.locator(".hand [data-card], #table[data-phase]").count() == 0
    save_screenshot(page, "startup-skeleton", full_page=False)
    held.release()
    page.wait_for_selector(".hand [data-card]", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(".table.skeleton").count() == 0
    assert page.evaluate("document.getElementById('app').inert") is False
    page_guard.check()


def test_nothing_is_drawn_before_the_table_is_painted(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    """The first frame on screen is the painted table, never the bare loader before it
    (which would flash as a screen of its own): with paint.js held back, the page stays
    undrawn although the loader is in the document, and its first paint comes after
    paint.js has run."""
    held = Held(page, PAINT_JS)
    page.goto(site_url + "?seed=5&lang=en", wait_until="commit")
    while not held.routes:
        page.wait_for_timeout(20)
    page.wait_for_function("document.getElementById('loading-text')?.textContent"
                           " === globalThis.thousandLoader?.words.en.start",
                           timeout=BOOT_TIMEOUT_MS)
    page.wait_for_timeout(500)
    assert page.evaluate("performance.getEntriesByType('paint').length") == 0
    held.release()
    page.wait_for_function("performance.getEntriesByName('first-contentful-paint').length",
                           timeout=BOOT_TIMEOUT_MS)
    first_paint, painted = page.evaluate(
        "[performance.getEntriesByName('first-contentful-paint')[0].startTime,"
        " +document.documentElement.dataset.painted]")
    assert painted > 0 and first_paint >= painted
    page.wait_for_selector(".hand [data-card]", timeout=BOOT_TIMEOUT_MS)
    page_guard.check()


FACTORY = "pyodide.asm.mjs"
# When the page asked for Pyodide's module factory, and when paint.js had put the table (or
# the skeleton) in the page, on the page's clock.
FACTORY_ASKED_JS = f"""() => [
  performance.getEntriesByType('resource').find((e) => e.name.endsWith('/{FACTORY}'))?.startTime,
  +document.documentElement.dataset.painted]"""


def assert_factory_asked_after_painting(page: Page) -> None:
    asked, painted = page.evaluate(FACTORY_ASKED_JS)
    assert painted > 0 and asked is not None and asked > painted, (asked, painted)


def test_pyodides_factory_is_asked_for_after_the_table_is_painted(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    """Its megabyte, asked for in the head, was read and compiled on the page's thread
    before the first frame and held the painted table back (docs/MEASUREMENTS.md): it is
    asked for once the first frame is drawn, on a first visit and on a repeat visit, and
    Python starts all the same."""
    open_game(page, site_url + "?seed=5&lang=en")
    assert_factory_asked_after_painting(page)
    dismiss_guide(page)
    hand = page.evaluate(SEEN_JS)["hand"]
    wait_for_saved_copy(page, hand)
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.pythonStart") is not None
    assert_factory_asked_after_painting(page)
    assert page.evaluate(SEEN_JS)["hand"] == hand
    page_guard.check()


def test_an_address_asking_for_another_game_is_not_painted_as_the_saved_one(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&lang=en")
    dismiss_guide(page)
    hand = page.evaluate(SEEN_JS)["hand"]
    wait_for_saved_copy(page, hand)
    held = Held(page)
    page.goto(site_url + "?seed=6&lang=en", wait_until="commit")
    page.wait_for_selector("#app .table", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.starting") == "skeleton"
    assert page.locator(".hand [data-card]").count() == 0
    held.release()
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    page_guard.check()


# handover.mjs with a stand-in Pyodide: each timer is set in the task that is running
# (the first as Pyodide's start ends, the next as the files are written), and a step that
# begins a new task sees it fired.
HANDOVER = """async ([module, how, shipped]) => {
  const { handOver } = await import(module);
  const seen = { written: [], compiled: [], imported: [] };
  let fired = 0;
  const timer = () => setTimeout(() => { fired += 1; });
  const python = {
    FS: {
      cwd: () => "/home/test",
      mkdirTree: () => {},
      writeFile: (path) => {
        if (!seen.written.length) { seen.firedAtWrite = fired; timer(); }
        seen.written.push(path);
      },
      analyzePath: (path) => ({ exists: path === "/home/test/game/a.py" }),
    },
    pyimport: (name) => {
      if (name !== "py_compile") { seen.imported.push(name); return { destroy() {} }; }
      seen.firedAtCompiler = fired;
      const compile = (path) => seen.compiled.push(path);
      compile.destroy = () => {};
      return { compile, destroy() {} };
    },
  };
  const bytecode = shipped ? { home: "/home/test", files: [
    ["game/__pycache__/a.cpython-314.pyc", new Uint8Array([1])]] } : null;
  timer();
  const back = await handOver(python, how, [["./game/a.py", "x = 1"]],
                              Promise.resolve(["game.a", "json"]), async () => bytecode);
  const root = document.documentElement.dataset;
  return { ...seen, same: back === python, start: root.pythonStart, ahead: root.compiledAhead,
           bytecode: root.bytecode };
}"""


@pytest.mark.parametrize("how", ["shipped", "snapshot"])
def test_each_step_after_pythons_start_begins_a_task_of_its_own(
    page: Page, page_guard: PageGuard, site_url: str, how: str
) -> None:
    """Pyodide's start ends in a long step; writing the game's files and importing its
    modules ahead (a first visit) come each in a later task, not in that one."""
    open_game(page, site_url + "?seed=3&speed=instant")
    found = page.evaluate(HANDOVER, [site_url + "assets/js/handover.mjs", how, False])
    assert found["same"] is True and found["start"] == how
    assert found["written"] == ["/home/test/game/a.py"]
    assert found["firedAtWrite"] == 1
    if how == "snapshot":  # the game's modules are in the snapshot already
        assert found["imported"] == [] and "firedAtCompiler" not in found
    else:  # no bytecode from the site: each file compiled ahead
        assert found["firedAtCompiler"] == 2
        assert found["compiled"] == ["/home/test/game/a.py"]
        assert found["imported"] == ["game.a", "json"] and found["ahead"] == "1"
        assert found["bytecode"] == "0"
    page_guard.check()


def test_a_file_with_the_sites_bytecode_is_not_compiled_on_the_page(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    """With the site's pyc for a file written beside it, the file is imported, not
    compiled first."""
    open_game(page, site_url + "?seed=3&speed=instant")
    found = page.evaluate(HANDOVER, [site_url + "assets/js/handover.mjs", "shipped", True])
    assert found["written"] == ["/home/test/game/a.py",
                                "/home/test/game/__pycache__/a.cpython-314.pyc"]
    assert found["compiled"] == [] and "firedAtCompiler" not in found
    assert found["imported"] == ["game.a", "json"]
    assert found["ahead"] == "0" and found["bytecode"] == "1"
    page_guard.check()


LOADER_JS = "() => [globalThis.thousandLoader.lang, globalThis.thousandLoader.words]"


@pytest.mark.parametrize("lang", ["ru", "en", "pl", "uk"])
def test_the_loader_speaks_the_players_language_in_the_games_words(
    page: Page, page_guard: PageGuard, site_url: str, lang: str
) -> None:
    """Before Python runs, the loader's words are the chosen language's, and no language's
    words name the runtime."""
    Held(page)  # Python never starts in this test: the loader is all there is
    page.goto(site_url + f"?lang={lang}", wait_until="domcontentloaded")
    shown, words = page.evaluate(LOADER_JS)
    assert shown == lang and set(words) == {"ru", "en", "pl", "uk"}
    assert page.locator("#loading .brand").inner_text() == words[lang]["title"]
    assert page.locator("#loading-text").inner_text() in words[lang].values()
    assert page.locator(".toolbar h1").inner_text() == words[lang]["title"]  # the skeleton's
    keys = set(words["ru"])
    for table in words.values():
        assert set(table) == keys
        for text in table.values():
            assert not any(name in text for name in ("Python", "PyScript", "Pyodide", "готов"))
    page_guard.check()
