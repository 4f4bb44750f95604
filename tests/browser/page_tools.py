"""Page helpers shared by the issue-16 part-2 browser tests (undo, review, stats, hot-seat)."""

from __future__ import annotations

from playwright.sync_api import Page


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
