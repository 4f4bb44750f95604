"""Every visible text of the page, in four languages: one module per language.

Render code never writes a sentence itself: it asks ``tr(lang, key, **values)``,
so switching the language re-renders the same screen in the other language. Each
language is one flat table whose keys are namespaced by what they name (``preset.``,
``rule.``, ``suit.``, ``reason.``; the page's own words have no prefix), and a test
checks that every language defines every key of the Russian table.
"""

from __future__ import annotations

from thousand.errors import Message, ThousandError

from . import en, pl, ru, uk

LANGS: tuple[str, ...] = ("ru", "en", "pl", "uk")
LANG_NAMES: dict[str, str] = {"ru": "Русский", "en": "English", "pl": "Polski",
                              "uk": "Українська"}
"""Each language by its own name (the settings' language list)."""
DEFAULT_LANG = "ru"

TEXTS: dict[str, dict[str, str]] = {"ru": ru.TEXT, "en": en.TEXT, "pl": pl.TEXT,
                                    "uk": uk.TEXT}
"""Each language's table; Russian is the reference the tests hold the others to."""


def tr(lang: str, key: str, **values: object) -> str:
    """The text of ``key`` in ``lang``, with ``{placeholders}`` filled."""
    text = TEXTS.get(lang, TEXTS[DEFAULT_LANG])[key]
    return text.format(**values) if values else text


def known(key: str) -> bool:
    """Whether the tables have ``key``: for keys made outside the page (an agent's
    reason), which are shown in the agent's own words when the page has none."""
    return key in ru.TEXT


def error_text(lang: str, error: object) -> str:
    """An engine error (or ``Message``) in ``lang``: its code and parameters through the
    ``err_*`` keys, nested reasons translated too, so no English reason lands inside a
    Russian sentence. Anything without a known code is shown as ``str(error)``."""
    code = getattr(error, "code", None)
    params = getattr(error, "params", None)
    key = f"err_{code}"
    if not isinstance(params, dict) or key not in ru.TEXT:
        return str(error)
    values: dict[str, object] = {}
    for name, value in params.items():
        if isinstance(value, ThousandError | Message):
            values[name] = error_text(lang, value)
        elif name == "phase" and f"phase_{value}" in ru.TEXT:
            values[name] = tr(lang, f"phase_{value}")
        else:
            values[name] = value
    return tr(lang, key, **values)


def browser_lang(languages: object) -> str | None:
    """The first of the browser's languages (``navigator.languages``, e.g. ``["pl-PL",
    "en"]``) that the page speaks, by its primary subtag; ``None`` when none is."""
    if not isinstance(languages, list | tuple):
        return None
    for item in languages[:20]:
        if isinstance(item, str):
            primary = item.strip().lower().replace("_", "-").split("-")[0]
            if primary in LANGS:
                return primary
    return None


def normalize_lang(value: str | None) -> str | None:
    """A code of ``LANGS`` (any case) or ``None`` when the value is not a language we have."""
    if value is None:
        return None
    low = value.strip().lower()
    return low if low in LANGS else None
