"""The toolbar's language menu: every language the page speaks, each by its own name, so
that a reader of any of them finds their way back (from Polish to Russian, say)."""

from __future__ import annotations

from ..i18n import LANG_NAMES, tr
from .html import esc


def render_language_menu(lang: str) -> str:
    """A ``<details>`` in the toolbar's menu listing all languages; the current one marked.

    Keyed by the language, so after a switch the page draws it anew, closed."""
    code = str(lang)
    current = ' class="current" aria-current="true"'
    items = "".join(
        f'<button type="button" data-ui="lang" data-lang="{other}" lang="{other}" '
        f'data-key="ui-lang-{other}"{current if other == code else ""}>'
        f'{esc(name)}</button>' for other, name in LANG_NAMES.items())
    label = tr(lang, "language")
    return (f'<details class="lang-menu" data-key="lang-menu-{code}">'
            f'<summary aria-label="{esc(label)}: {esc(LANG_NAMES.get(code, code))}">'
            f'<span class="lang-label">{esc(label)}:</span> '
            f'{esc(LANG_NAMES.get(code, code))}</summary>'
            f'<div class="lang-list" role="group" aria-label="{esc(label)}">{items}</div>'
            f'</details>')
