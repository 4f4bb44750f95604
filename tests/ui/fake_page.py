"""The App as a feature sees it, without a browser: the one stand-in of the features' unit
tests. A test gives it the page's state and a fake browser; it counts renders and keeps or
discards the work a feature spawns."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ui.settings import FormResult
from ui.state import PageState


class FakePage:
    def __init__(self, state: PageState, browser: Any, keep_work: bool = False) -> None:
        self.state = state
        self.browser = browser
        self.renders = 0
        self.keep_work = keep_work
        self.work: list[Coroutine[Any, Any, None]] = []
        """Spawned work, kept to be run by the test when ``keep_work``; else closed unrun."""

    def render(self) -> None:
        self.renders += 1

    def kick(self) -> None:
        pass

    def save(self) -> None:
        pass

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        if self.keep_work:
            self.work.append(work)
        else:
            work.close()

    def read_settings_form(self) -> FormResult | None:
        return None


def run_apart(work: Coroutine[Any, Any, None]) -> None:
    """Run the page's queued work to its end in a thread of its own: the browser tests'
    Playwright keeps an event loop running in the main thread for the whole session, and
    ``asyncio.run`` refuses to start inside it."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(asyncio.run, work).result()
