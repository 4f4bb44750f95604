"""Open the list of keys (``data-ui="keys"``, or "?" at the keyboard)."""

from __future__ import annotations

from typing import Any

from ...feature import Hooks, Page


class KeysCommands:
    def __init__(self, page: Page) -> None:
        self.page = page

    def hooks(self) -> Hooks:
        return Hooks(commands={"keys": self.show}, keys={"?": self.show})

    def show(self, element: Any) -> None:
        self.page.state.overlay = "keys"
        self.page.render()


def start(page: Page) -> Hooks:
    return KeysCommands(page).hooks()
