"""The App's command table: every ``data-ui`` the page draws reaches a handler named in a
table by its literal string. The App is built in CPython with stand-ins for the browser
modules (ui/dom.py imports ``pyodide`` and ``pyscript``, which only the page has)."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any
from unittest.mock import MagicMock

import pytest

from thousand.rules import Rules
from ui.controller import Controller
from ui.settings import Prefs
from ui.state import PageState

ROOT = Path(__file__).resolve().parents[2]
BROWSER_MODULES = ("pyodide", "pyodide.ffi", "pyscript")


class StandIn(ModuleType):
    """A browser module whose every name is a mock."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return MagicMock(name=f"{self.__name__}.{name}")


class Browser:
    """The feature-facing browser: storage in a dict, elements as dicts of attributes."""

    def __init__(self) -> None:
        self.stored: dict[str, str] = {}
        self.focused: list[str | None] = []

    def storage_get(self, key: str) -> str | None:
        return self.stored.get(key)

    def storage_set(self, key: str, value: str) -> None:
        self.stored[key] = value

    def storage_remove(self, key: str) -> None:
        self.stored.pop(key, None)

    def attr(self, element: Any, name: str) -> str | None:
        value = element.get(name)
        return None if value is None else str(value)

    def value(self, element: Any) -> str:
        return str(element.get("value", ""))

    def focus(self, selector: str | None, scroll: bool = True) -> bool:
        self.focused.append(selector)
        return True

    def download(self, filename: str, text: str, mime: str = "application/json") -> None:
        self.stored["download:" + filename] = text


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    for name in BROWSER_MODULES:
        monkeypatch.setitem(sys.modules, name, StandIn(name))
    for name in ("ui.dom", "ui.app"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    from ui.app import App
    from ui.features.registry import FEATURES

    ctrl = Controller.new_game(Rules(), seed=7)
    state = PageState(ctrl=ctrl, prefs=Prefs(), levels=(), theme="green")
    page = App(state, FEATURES, Browser())
    monkeypatch.setattr(page, "render", lambda: None)  # no DOM here: the state is checked
    yield page
    for name in ("ui.dom", "ui.app"):
        sys.modules.pop(name, None)


def drawn_commands() -> set[str]:
    """Every ``data-ui`` name the page's sources write: literally, as a dialog's closing
    button (``dialog(..., close="…")``), or as a toolbar or menu entry."""
    from ui.features.registry import FEATURES

    names: set[str] = set()
    for path in (ROOT / "ui").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        names |= set(re.findall(r'data-ui="([a-z-]+)"', text))
        names |= set(re.findall(r'close="([a-z-]+)"', text))
    menu = {command for feature in FEATURES for command, _ in feature.draws.menu}
    toolbar = {"sheet", "hint", "undo", "new", "export", "import", "menu", "over-open"}
    return names | menu | toolbar | {"continue"}  # continue: the round summary's button


def test_every_drawn_command_has_a_handler_and_every_handler_a_button(app: Any) -> None:
    assert drawn_commands() == set(app.commands)


def test_a_command_name_claimed_twice_is_refused(app: Any) -> None:
    from ui.app import command_table

    with pytest.raises(ValueError, match="review-next"):
        command_table({"review-next": print}, {"review-next": print})


def test_a_feature_command_changes_the_page_state(app: Any) -> None:
    from ui.features.review.view import ReviewPanel

    while not app.state.ctrl.game.sheet:
        app.state.ctrl.step(None) if app.state.ctrl.bot_due() else app.state.ctrl.act(
            str(app.state.ctrl.view().legal[0]))
    app.state.overlay = "sheet"
    app.commands["review"]({"data-round": "1"})
    assert app.state.overlay == "review" and isinstance(app.state.panel, ReviewPanel)
    app.commands["review-next"]({})
    assert app.state.panel.step == 1
    app.commands["review-close"]({})
    assert app.state.overlay == "sheet" and app.state.panel is None
    app.commands["stats-reset"]({})
    assert app.state.overlay == "stats" and app.state.panel.confirm_reset
