"""The hint's figures in words: "10♥: +38, 9♠: +21" (pure, no DOM).

``thousand.agents.hint.advise`` values the top choices in points per round; this turns
its options into one short translated line under the hint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from thousand.actions import Bid, Pass, Play
from ui.i18n import tr
from ui.render.letters import card_label


def option_label(lang: str, action: Any) -> str:
    """A choice as a player names it: the card (and a declaration), the bid, or pass."""
    if isinstance(action, Play):
        label = card_label(action.card, lang)
        return tr(lang, "hint_opt_declare", card=label) if action.declare else label
    if isinstance(action, Bid):
        return tr(lang, "hint_opt_bid", n=action.amount)
    if isinstance(action, Pass):
        return tr(lang, "hint_opt_pass")
    return str(action)


def values_text(lang: str, options: Sequence[Any]) -> str:
    """``""`` without options; else the options with their expected score, best first."""
    items = []
    for option in options:
        value = getattr(option, "value", None)
        if not isinstance(value, int | float):
            continue
        items.append(f"{option_label(lang, getattr(option, 'action', option))}: {value:+.0f}")
    return tr(lang, "hint_values", items=", ".join(items)) if items else ""


def after_sentence(first: str, second: str) -> str:
    """``second`` after ``first`` as a new sentence: the hint's reason is a phrase that may
    end without a full stop, and the values start with a capital."""
    first = first.rstrip()
    if not second:
        return first
    stop = "" if not first or first[-1] in ".!?…" else "."
    return f"{first}{stop} {second}"
