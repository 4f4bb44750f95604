"""Text from outside (a pasted record, a file, a saved game): checked before it is parsed.

``json.loads`` recurses once per nesting level, so ``[`` repeated 100000 times
exhausts the stack. CPython turns that into a ``RecursionError``, but in the
page Pyodide's JavaScript stack overflows first and the interpreter dies for
good. So the depth and the size are checked first, by regular expressions and string
methods that run in C and never recurse, and only text within the limits reaches
the parser (``bench/untrusted.py`` prints what the check costs). The limits are far
above any real record: a game of random play that lasts a thousand deals is about
0.9 MB and 6 levels deep.

Messages quote untrusted text only as a short ``excerpt``, so a 10 MB action
cannot turn a one-line error into 10 MB of output.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate

from .errors import RecordError

TYPE_CHECKING = False  # typing is not imported at run time: it slows the replay's start-up
if TYPE_CHECKING:
    from typing import Any

MAX_CHARS = 4_000_000
"""Longest text accepted as a record or a save (characters)."""
MAX_DEPTH = 32
"""Deepest nesting of arrays and objects accepted (a record needs 6, a save 8)."""
EXCERPT_CHARS = 60
"""How much of an untrusted text an error message quotes."""

BOM = "\ufeff"

# A JSON string, escapes included (the unrolled loop: no backtracking), or an
# unterminated one up to the end of the text: every quote then starts at most one
# match, so the scan stays linear however the quotes fall. The parser never reads
# brackets after an unterminated quote as structure either.
_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)'
"""Compiled on first use by ``re`` (and kept in its cache): only a text with a backslash
needs it, and compiling it at import cost every replay's start-up."""
_NOT_STRUCTURE = bytes(b for b in range(256) if chr(b) not in '"[]{}')
"""Every byte but quotes and brackets (``bytes.translate`` deletes them)."""
_STEP = [0] * 256
_STEP[ord("[")] = 1
_STEP[ord("]")] = -1


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


def _brackets(text: str) -> bytes:
    """The brackets of ``text`` outside strings, in order, ``{}`` written as ``[]``.

    Without a backslash, every byte but quotes and brackets is deleted (one C call;
    UTF-8 never puts those bytes inside another character) and splitting at the quotes
    leaves the outside of every string at the even places. With one, a regular
    expression cuts the strings out, escapes and all, or an unterminated string up to
    the end of the text: each quote then starts at most one match, so it stays linear.
    The parser never reads the brackets after an unterminated quote as structure."""
    if "\\" in text:
        text = re.sub(_STRING, "", text, flags=re.DOTALL)
    data = text.encode("utf-8", "surrogatepass").translate(None, _NOT_STRUCTURE)
    if b'"' in data:
        data = b"".join(data.split(b'"')[::2])
    return data.replace(b"{", b"[").replace(b"}", b"]")


def json_depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` in ``text``, brackets inside strings ignored,
    counted in C (``accumulate``) without recursion. On malformed text it is still at
    least the depth the parser reaches before it fails there (it fails where the
    running count would go below zero), which is all the limit needs."""
    steps = map(_STEP.__getitem__, _brackets(text))
    return max(0, max(accumulate(steps), default=0))


def deeper_than(text: str, limit: int) -> bool:
    """``json_depth(text) > limit``, usually without counting bracket by bracket.

    Each pass removes every adjacent ``[]`` pair, which lowers the depth by at most
    one; more than ``limit`` passes that remove something mean more than ``limit``
    levels. Otherwise what is left is closers then openers, whose depth bounds the
    rest; only a malformed text that leaves both undecided is counted exactly."""
    rest = _brackets(text)
    passes = 0
    while True:
        reduced = rest.replace(b"[]", b"")
        if len(reduced) == len(rest):
            break
        rest, passes = reduced, passes + 1
        if passes > limit:
            return True
    closers = len(rest) - len(rest.lstrip(b"]"))
    openers = len(rest) - closers
    if passes + max(0, openers - closers) <= limit:
        return False
    if closers == 0 and openers > limit:
        return True
    return json_depth(text) > limit


def check_json_text(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> None:
    """Raise ``InputLimitError`` unless ``text`` is within the size and depth limits."""
    if len(text) > max_chars:
        raise InputLimitError("record_too_large", max_chars, size=len(text))
    if deeper_than(text, max_depth):
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
