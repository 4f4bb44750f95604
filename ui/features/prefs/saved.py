"""The next game's settings kept in the browser's storage, so that house rules chosen
during a game are still there after a reload (or a closed tab) and start the next game.

Kept under a key of their own rather than inside the game's save: the save is rewritten
after every move of the game on the table, which never reads these settings, and a save
set aside as unreadable must not take the next game's rules with it. The page's own
preferences (language, speed, card letters) are saved apart (``Prefs``) and left out.

Storage is untrusted text: anything that is not a small object of texts, or that the
settings form would refuse, is dropped with a message, never raised.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from thousand.untrusted import json_loads

from ...settings import parse_form

NEXT_GAME_KEY = "thousand.next-game"
PAGE_FIELDS = frozenset({"lang", "speed", "letters"})
"""The form's fields that are the page's preferences, applied at once and saved apart."""
MAX_CHARS = 20_000
"""Far more than the form's few dozen short fields."""


def dumps_next_form(form: Mapping[str, str]) -> str:
    """The settings form kept for the next game, as stored text."""
    return json.dumps({name: value for name, value in form.items() if name not in PAGE_FIELDS},
                      ensure_ascii=False, sort_keys=True)


def loads_next_form(text: str) -> dict[str, str] | None:
    """The stored form, or None when it cannot be the next game's settings (damaged,
    edited by hand, or a value the form refuses)."""
    try:
        data = json_loads(text, max_chars=MAX_CHARS, max_depth=2)
    except ValueError:
        return None
    if not isinstance(data, dict) or not all(
            isinstance(name, str) and isinstance(value, str) for name, value in data.items()):
        return None
    form = {name: value for name, value in data.items() if name not in PAGE_FIELDS}
    return form if parse_form(form).rules is not None else None
