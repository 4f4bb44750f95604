"""The hint's figures in words: "10♥: +38, 9♠: +21" (pure, no DOM).

``thousand.agents.hint.advise`` values the choices in points per round; this turns its
options into one short translated line under the hint. Choices worth the same as shown
are said to be so in words ("every card you may play is worth the same here"): late in a
deal, with the contract made or lost whatever is played, or with cards that fall the
same way, the playouts give one figure for several cards, and a column of equal figures
under "this card brings more points" reads as a broken hint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from thousand.actions import Bid, Concede, Contract, Give, Pass, Play, Redeal
from ui.i18n import tr
from ui.render.letters import card_label
from ui.render.numbers import signed
from ui.render.table import NOBODY, seat_name


def option_label(lang: str, action: Any, people: frozenset[int] = NOBODY) -> str:
    """A choice as a player names it: the card (and a declaration), the bid, pass, the
    gift and to whom (``people``: the seats hot-seat names as players), the contract,
    conceding or the talon redeal."""
    if isinstance(action, Play):
        label = card_label(action.card, lang)
        return tr(lang, "hint_opt_declare", card=label) if action.declare else label
    if isinstance(action, Bid):
        return tr(lang, "hint_opt_bid", n=action.amount)
    if isinstance(action, Pass):
        return tr(lang, "hint_opt_pass")
    if isinstance(action, Give):
        return tr(lang, "hint_opt_give", card=card_label(action.card, lang),
                  to=seat_name(lang, action.to, action.seat, people))
    if isinstance(action, Contract):
        return tr(lang, "hint_opt_contract", n=action.amount)
    if isinstance(action, Concede):
        return tr(lang, "hint_opt_concede")
    if isinstance(action, Redeal):
        return tr(lang, "hint_opt_redeal")
    return str(action)


SHOWN = 3
"""Choices listed with their figures when their values differ."""


def points(value: float) -> str:
    """A value as the hint writes it: whole points with a sign ("+152", "−51")."""
    return signed(value)


def valued(options: Sequence[Any]) -> list[Any]:
    """The options that carry a figure."""
    return [o for o in options if isinstance(getattr(o, "value", None), int | float)]


def _item(lang: str, option: Any, people: frozenset[int] = NOBODY) -> str:
    label = option_label(lang, getattr(option, "action", option), people)
    return f"{label}: {points(option.value)}"


def values_text(lang: str, options: Sequence[Any], people: frozenset[int] = NOBODY) -> str:
    """``""`` without options; else the options with their expected score, best first."""
    items = [_item(lang, option, people) for option in valued(options)]
    return tr(lang, "hint_values", items=", ".join(items)) if items else ""


def same_best(options: Sequence[Any]) -> list[Any]:
    """The options worth as much as the best one, as the hint writes them (whole points)."""
    figures = valued(options)
    if not figures:
        return []
    top = points(figures[0].value)
    return [o for o in figures if points(o.value) == top]


def and_list(lang: str, names: Sequence[str]) -> str:
    """"A♠, A♥ and 10♥" in ``lang``."""
    if len(names) < 2:
        return "".join(names)
    return tr(lang, "list_and", items=", ".join(names[:-1]), last=names[-1])


def shown(options: Sequence[Any], hinted: Any) -> list[Any]:
    """The first ``SHOWN`` options, the hinted action always among them."""
    first = list(options)[:SHOWN]
    if any(getattr(o, "action", None) == hinted for o in first):
        return first
    own = [o for o in options if getattr(o, "action", None) == hinted]
    return [*first[:SHOWN - len(own[:1])], *own[:1]]


def told(lang: str, reason: str, options: Sequence[Any], choices: int,
         hinted: Any, people: frozenset[int] = NOBODY) -> tuple[str, str]:
    """The hint's reason and its line of figures, for ``options`` best first.

    ``choices``: how many cards the seat may play (every one of them is valued);
    ``hinted``: the action recommended. One best choice: the reason as the adviser gave
    it and the first ``SHOWN`` figures. Several worth the same at the top: the reason
    says so instead (a reason such as "this card brings more points" would be false),
    and the figure is given once; when every card may be played to the same result,
    the player is told that in words. ``people``: the seats hot-seat names as players (a
    gift names whom it goes to)."""
    best = same_best(options)
    if len(best) < 2 or all(getattr(o, "action", None) != hinted for o in best):
        return reason, values_text(lang, shown(options, hinted), people)
    value = points(best[0].value)
    if len(best) == len(valued(options)) == choices:
        return (tr(lang, "hint_same_every_card"),
                tr(lang, "hint_values_every_card", value=value))
    names = and_list(lang, [option_label(lang, getattr(o, "action", o), people) for o in best])
    rest = valued(options)[len(best):len(best) + 1]
    line = (tr(lang, "hint_values_these", value=value,
               others=", ".join(_item(lang, o, people) for o in rest)) if rest
            else tr(lang, "hint_values_each", value=value))
    return tr(lang, "hint_same_these", choices=names), line


def after_sentence(first: str, second: str) -> str:
    """``second`` after ``first`` as a new sentence: the hint's reason is a phrase that may
    end without a full stop, and the values start with a capital."""
    first = first.rstrip()
    if not second:
        return first
    stop = "" if not first or first[-1] in ".!?…" else "."
    return f"{first}{stop} {second}"
