"""``data-ui="last-trick"``: the pile of the seat that took the last trick opens it.

Players look back at the last trick all the time (who followed with what, whether a
trump fell); on the table it lies only a moment before it is gathered, and a reload or
a quick opponent takes it away. The pile stays by its winner until the next trick is
taken, so the trick can be looked at again as long as it is the last one.
"""

from __future__ import annotations

from typing import Any

from ...feature import Hooks, Page


class LastTrickCommands:
    def __init__(self, page: Page) -> None:
        self.page = page

    def hooks(self) -> Hooks:
        return Hooks(commands={"last-trick": self.show})

    def show(self, element: Any) -> None:
        if not self.page.state.ctrl.view().tricks:
            return
        self.page.state.overlay = "last-trick"
        self.page.render()


def start(page: Page) -> Hooks:
    return LastTrickCommands(page).hooks()
