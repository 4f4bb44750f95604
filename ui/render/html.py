"""The page's only HTML helpers: escaping text, and the dialog frame every screen's
dialog is drawn in. One place, so that every feature escapes alike and every dialog has
the same frame, focus target and close button."""

from __future__ import annotations

from html import escape

from ..i18n import tr


def esc(value: object) -> str:
    """Text or an attribute value made safe for HTML."""
    return escape(str(value), quote=True)


def dialog(kind: str, title: str, body: str, lang: str, close: str = "close",
           label: str | None = None) -> str:
    """A modal dialog ``data-overlay=kind`` around ``body``, with one primary button that
    sends ``close`` (``"close"``, or ``"continue"`` for the deal's summary), named
    ``label`` when the button does something else than closing (the next daily deal)."""
    if label is None:
        label = tr(lang, "continue" if close == "continue" else "close")
    return (f'<div class="overlay" data-overlay="{kind}" data-key="overlay-{kind}">'
            f'<div class="dialog" role="dialog" '
            f'aria-modal="true" aria-label="{esc(title)}"><h2>{esc(title)}</h2>{body}'
            f'<div class="dialog-buttons"><button type="button" class="primary" '
            f'data-ui="{close}">{esc(label)}</button></div></div></div>')
