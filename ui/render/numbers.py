"""Numbers as the page writes them for a person: a negative value with the true minus sign
"−" (U+2212), not the hyphen "-" Python prints, which is shorter, sits lower and breaks
a line after it; a gain or a value with its "+" (pure, no DOM).

Every place that shows a signed value (the hint's and the coach's figures, the deltas of
the summary, the score sheet, the review and the daily deal) and every score that may be
negative goes through here, so that they all read the same.
"""

from __future__ import annotations

MINUS = "\u2212"
"""The minus sign of typeset text."""


def number(value: float) -> str:
    """Whole points, a negative one with the minus sign: "120", "0", "−51"."""
    whole = round(value)
    return f"{MINUS}{-whole}" if whole < 0 else str(whole)


def signed(value: float) -> str:
    """Whole points with their sign, as a change or a value is written: "+152", "−51";
    nothing is "0" (a value that rounds to nothing has no sign, not "+0" or "−0")."""
    whole = round(value)
    return f"+{whole}" if whole > 0 else number(whole)
