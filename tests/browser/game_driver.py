"""Driving the game page as a player would: wait for the page, click what it offers.

The page exposes ``data-phase`` / ``data-to-move`` / ``data-seat`` on ``#table``,
``data-action`` (canonical action text) on every control that makes a move, and
``data-ui`` on page-only controls. The driver only clicks those.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Page

from .conftest import BOOT_TIMEOUT_MS

TOUCH: dict[str, Any] = {"has_touch": True, "is_mobile": True, "device_scale_factor": 2}
"""A phone's browser context: touch, a mobile viewport, a sharp screen."""
SIZES: dict[str, dict[str, Any]] = {
    "390x844": {"viewport": {"width": 390, "height": 844}, **TOUCH},
    "844x390": {"viewport": {"width": 844, "height": 390}, **TOUCH},
    "360x640": {"viewport": {"width": 360, "height": 640}, **TOUCH},
    "1280x800": {"viewport": {"width": 1280, "height": 800}},
}
"""The screens the page is held to, as browser context arguments: a phone upright and
sideways, a small phone, a desktop."""

DEALT_QUERY = "?speed=instant&seed=1"
"""A game whose hand is there to wait for at once: instant speed, and a seeded deal,
since on an unseeded one the computers may void the deal before the player's first turn
(a redeal) and at instant speed the table then shows the deal's result with no hand."""

READY_JS = """() => {
  const overlay = document.querySelector('[data-overlay]');
  if (overlay) return overlay.dataset.overlay;
  const table = document.getElementById('table');
  if (!table) return null;
  const mine = table.dataset.toMove === table.dataset.seat;
  if (mine && table.querySelector('[data-action], [data-ui="pick"]')) return 'human';
  return null;
}"""


SIGNED = re.compile(r"[+\-\u2212]\d+")
"""A signed figure as the page shows it: '+152', '−51' (the true minus sign)."""


def shown_number(text: str) -> int:
    """The integer a cell or figure shows, read with the true minus sign the page writes."""
    return int(text.strip().replace("\u2212", "-"))


def wait_ready(page: Page, timeout_ms: int = 30_000) -> str:
    """Wait until the human must act or a dialog is up; return "human" or the dialog kind."""
    handle = page.wait_for_function(READY_JS, timeout=timeout_ms)
    return str(handle.json_value())


def open_game(page: Page, url: str) -> None:
    """Load the page until the table is up (a renderer crash reruns the test: conftest)."""
    page.goto(url)
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)


def press_ui(page: Page, command: str) -> None:
    """Click the toolbar's ``data-ui`` button ``command``, opening the "☰" menu first when
    the button sits in it (phones; wide screens show the menu's entries in the row)."""
    button = page.locator(f".toolbar [data-ui='{command}']")
    if not button.is_visible():
        page.locator(".toolbar [data-ui='menu']").click()
    button.click()


def exported_rules(page: Page) -> dict[str, object]:
    """The rules of the game on the table, as its record says them (Export)."""
    press_ui(page, "export")
    text = page.locator("#export-text").input_value()
    page.locator("[data-overlay='export'] [data-ui='close']").click()
    rules = json.loads(text)["rules"]
    assert isinstance(rules, dict)
    return rules


def watch_record(page: Page, record: str) -> None:
    """Replay the record text ``record`` on the table (Import → Watch)."""
    press_ui(page, "import")
    page.locator("#import-text").fill(record)
    page.locator("[data-ui='import-watch']").click()


def table_attr(page: Page, name: str) -> str:
    return page.locator("#table").get_attribute(name) or ""


@dataclass
class Move:
    action: str
    phase: str


def human_move(page: Page, rng: random.Random) -> Move:
    """Make one move for the human seat from the controls on screen."""
    phase = table_attr(page, "data-phase")
    actions = page.locator("#table [data-action]")
    texts = [actions.nth(i).get_attribute("data-action") or "" for i in range(actions.count())]
    picks = page.locator("#table [data-ui='pick']")
    n_picks = picks.count()
    # Conceding and redeals end rounds early; keep them rare so games get played out.
    main = [t for t in texts if not t.endswith((": concede", ": redeal"))]
    if n_picks and (not main or rng.random() < 0.7):
        picks.nth(rng.randrange(n_picks)).click()
        controls = page.locator(".controls [data-action]")
        options = [controls.nth(i).get_attribute("data-action") or ""
                   for i in range(controls.count())]
        options = [t for t in options if not t.endswith((": concede", ": redeal"))] or options
        choice = rng.choice(options)
    else:
        pool = main if main and rng.random() < 0.97 else texts
        choice = rng.choice(pool)
    page.locator(f'#app [data-action="{choice}"]').first.click()
    return Move(choice, phase)


def play_until_position(page: Page, rng: random.Random, reached: Callable[[Page], bool],
                        what: str, max_steps: int = 300) -> None:
    """Make human moves (closing round summaries) until ``reached(page)`` holds."""
    for _ in range(max_steps):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
        elif reached(page):
            return
        else:
            human_move(page, rng)
    raise AssertionError(f"never reached {what}")


def play_until(page: Page, rng: random.Random, stop: str = "over", max_steps: int = 800,
               seat_actions: list[Move] | None = None) -> str:
    """Play (closing round summaries) until the dialog ``stop`` shows; return its kind."""
    for _ in range(max_steps):
        state = wait_ready(page)
        if state == stop:
            return state
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
        elif state == "human":
            move = human_move(page, rng)
            if seat_actions is not None:
                seat_actions.append(move)
        else:
            raise AssertionError(f"unexpected dialog {state!r} while playing")
    raise AssertionError(f"no {stop!r} after {max_steps} steps")


def play_moves(page: Page, rng: random.Random, moves: int, timeout_ms: int = 30_000) -> int:
    """Make up to ``moves`` human moves (closing round summaries); stop early at any other
    dialog. Returns how many were made."""
    made = 0
    while made < moves:
        state = wait_ready(page, timeout_ms)
        if state == "summary":
            page.locator("[data-overlay='summary'] [data-ui='continue']").click()
        elif state == "human":
            human_move(page, rng)
            made += 1
        else:
            break
    return made
