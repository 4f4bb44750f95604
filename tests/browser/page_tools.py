"""Small page helpers the browser tests share: the toolbar, the guide, the page's counters."""

from __future__ import annotations

from playwright.sync_api import Page

WORKER_SCRIPT = "thinker-worker.mjs"
"""The computers' thinking worker's script, as the page names it."""


def press(page: Page, command: str) -> None:
    """Click a toolbar command, opening the "☰" menu first when the button sits in it."""
    button = page.locator(f".toolbar [data-ui='{command}']")
    if not button.is_visible():
        page.locator(".toolbar [data-ui='menu']").click()
    button.click()


def dismiss_guide(page: Page) -> None:
    """Say "no thanks" to the first-game guide, as a returning player would, if it is offered."""
    off = page.locator("aside.guide [data-ui='guide-off']")
    if off.count():
        off.first.click()
        page.wait_for_selector("aside.guide", state="detached")


def page_count(page: Page, name: str) -> int:
    """A counter the page keeps on its root element (``data-worker-decisions`` …), 0 unset."""
    return int(page.evaluate(f"() => document.documentElement.dataset.{name} || 0"))


def thinking_workers(page: Page) -> int:
    """How many thinking workers the page has running."""
    return sum(worker.url.endswith(WORKER_SCRIPT) for worker in page.workers)
