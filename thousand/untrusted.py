"""Text from outside (a pasted record, a file, a saved game): checked before it is parsed.

``json.loads`` recurses once per nesting level, so ``[`` repeated 100000 times
exhausts the stack. CPython turns that into a ``RecursionError``, but in the
page Pyodide's JavaScript stack overflows first and the interpreter dies for
good. So the depth and the size are measured with a cheap linear scan that
counts brackets outside strings and never recurses, and only text within the
limits reaches the parser. The limits are far above any real record: a game of
random play that lasts a thousand deals is about 0.9 MB and 6 levels deep.

Messages quote untrusted text only as a short ``excerpt``, so a 10 MB action
cannot turn a one-line error into 10 MB of output.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .errors import RecordError

MAX_CHARS = 4_000_000
"""Longest text accepted as a record or a save (characters)."""
MAX_DEPTH = 32
"""Deepest nesting of arrays and objects accepted (a record needs 6, a save 8)."""
EXCERPT_CHARS = 60
"""How much of an untrusted text an error message quotes."""

BOM = "\ufeff"

# A JSON string (escapes included) as one token, or one bracket. Strings are
# matched whole so that brackets inside them are not counted; the pattern is the
# unrolled loop, which does not backtrack and does not recurse.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)


class InputLimitError(RecordError):
    """Text refused before parsing: too deep (code ``record_too_deep``) or too large
    (``record_too_large``). ``limit`` is the limit it broke."""

    def __init__(self, code: str, limit: int, **params: int) -> None:
        super().__init__(code, limit=limit, **params)
        self.limit = limit


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` cut to ``limit`` characters plus "…" when longer (for messages)."""
    return text if len(text) <= limit else text[:limit] + "…"


def strip_bom(text: str) -> str:
    """Drop a UTF-8 byte-order mark at the start, as editors on some systems write one."""
    return text[1:] if text.startswith(BOM) else text


def json_depth(text: str, stop_above: int | None = None) -> int:
    """The deepest nesting of ``[``/``{`` in ``text``, brackets inside strings ignored.

    Linear and without recursion; stops counting once ``stop_above`` is passed.
    On malformed text the count is still an upper bound of what the parser would
    reach before it fails, which is all the check needs."""
    depth = deepest = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop_above is not None and deepest > stop_above:
                    break
        elif token in "]}":
            depth = max(depth - 1, 0)
    return deepest


def check_json_text(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> None:
    """Raise ``InputLimitError`` unless ``text`` is within the size and depth limits."""
    if len(text) > max_chars:
        raise InputLimitError("record_too_large", max_chars, size=len(text))
    if json_depth(text, stop_above=max_depth) > max_depth:
        raise InputLimitError("record_too_deep", max_depth)


def checked_json_text(text: str, max_chars: int = MAX_CHARS,
                      max_depth: int = MAX_DEPTH) -> str:
    """``text`` without a byte-order mark, once it is within the limits; the caller
    parses it (and reports text that is not JSON in its own words)."""
    text = strip_bom(text)
    check_json_text(text, max_chars, max_depth)
    return text


def json_loads(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` for text from outside, checked first: every refusal is a
    ``ValueError`` (``InputLimitError`` for the limits), never a stack overflow."""
    return json.loads(checked_json_text(text, max_chars, max_depth))
