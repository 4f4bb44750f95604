"""What a page feature is: the one value each folder under ui/features/ exports.

A feature declares what it draws (``Extras``: its dialogs, menu entries and the bits it
adds to the page's own screens) and how it starts on a page (``start``: given the
``Page``, it returns its ``Hooks``: its ``data-ui`` commands by name, and the few
moments the App asks it about). ui/features/registry.py lists the features; the App
joins their extras and their command tables. Nothing is registered by importing a
module, and a feature reaches the App only through ``Page``.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from thousand.view import PlayerView

from .controller import Controller
from .render.page import NO_EXTRAS, Extras
from .settings import FormResult
from .state import PageState

Command = Callable[[Any], None]
"""A ``data-ui`` command's handler, given the element clicked."""


class Browser(Protocol):
    """The browser calls a feature makes: ``ui/dom.py`` in the page, a stand-in in tests
    (so a feature's commands load and run in CPython)."""

    def storage_get(self, key: str) -> str | None: ...

    def storage_set(self, key: str, value: str) -> None: ...

    def storage_remove(self, key: str) -> None: ...

    def attr(self, element: Any, name: str) -> str | None: ...

    def value(self, element: Any) -> str:
        """A form control's current value (a slider's, as the person left it)."""

    def focus(self, selector: str | None) -> bool: ...

    def download(self, filename: str, text: str, mime: str = ...) -> None: ...


class Page(Protocol):
    """What a feature may use of the page (the ``App``)."""

    state: PageState
    browser: Browser

    def render(self) -> None: ...

    def kick(self) -> None:
        """Let the bots move if one is due."""

    def save(self) -> None: ...

    def spawn(self, work: Coroutine[Any, Any, None]) -> None: ...

    def read_settings_form(self) -> FormResult | None:
        """The settings form read, or None with its errors shown in the form."""


@dataclass(frozen=True)
class Hooks:
    """A started feature: its commands, and what it answers when the App asks."""

    commands: Mapping[str, Command] = field(default_factory=dict)
    """``data-ui`` name → handler; the names are literal strings, so a search finds them."""
    after_action: Callable[[], None] | None = None
    """Called after every move is saved (statistics count a game just finished)."""
    panels: Mapping[str, Callable[[], object]] = field(default_factory=dict)
    """The panel of an overlay the page opens by itself (the privacy screen, game over)."""
    shown_view: Callable[[], PlayerView] | None = None
    """The view to draw instead of the controller's (hot-seat hides a hand between people)."""
    new_game: Callable[[Controller, Mapping[str, str]], Controller] | None = None
    """Shapes a game started from the settings form (hot-seat seats people)."""
    keys: Mapping[str, Command] = field(default_factory=dict)
    """Keyboard shortcut (the key, lower case) → handler, called with no element."""
    shown: Callable[[], object] | None = None
    """What the feature shows on this render, asked once per render and handed to its
    own drawing functions as ``Screen.shown[<feature name>]``, so they stay pure (the
    first-game guide's step, which depends on what the player has read)."""


def no_hooks(page: Page) -> Hooks:
    return Hooks()


@dataclass(frozen=True)
class Feature:
    """One feature of the page, declared in one value."""

    name: str
    start: Callable[[Page], Hooks] = no_hooks
    """Called once by the App with itself: the feature's commands and hooks on this page."""
    draws: Extras = NO_EXTRAS
    """Its dialogs, menu entries, and what it adds to the page's screens."""
