"""The bid pad: the next few legal amounts as buttons, a stepper for the rest, and pass.

One pad serves the bidding and the contract raise. It also says what a bid needs (your
marriages in hand, the cap the rules put on the bid), so a player does not have to count.
The stepper's value is page state (``Screen.bid_amount``); stepping is a page command
(``data-ui="amount"``) and only the bid button carries the game action.
"""

from __future__ import annotations

from collections.abc import Sequence

from thousand.actions import Action, Bid, Contract, Pass
from thousand.cards import Card, Rank, Suit
from thousand.rules import Rules
from thousand.tricks import bid_cap

from ..i18n import tr
from .html import esc

QUICK = 3
"""Amount buttons shown directly; the stepper covers every amount above them."""


def _act(action: Action, label: str, cls: str) -> str:
    return (f'<button type="button" class="act {cls}" data-action="{esc(action)}" '
            f'data-key="act-{esc(action)}">'
            f'{esc(label)}</button>')


def marriages_in_hand(hand: Sequence[Card], rules: Rules) -> list[tuple[Suit, int]]:
    """Suits whose king and queen you hold, with what declaring them is worth."""
    have = {(c.suit, c.rank) for c in hand}
    return [(suit, rules.marriage_value(suit)) for suit in Suit
            if (suit, Rank.KING) in have and (suit, Rank.QUEEN) in have]


def needs_line(hand: Sequence[Card], rules: Rules, lang: str) -> str:
    """What a raise needs: the marriages you hold and, under a capped bid, the cap."""
    held = marriages_in_hand(hand, rules)
    if held:
        text = tr(lang, "needs_marriages",
                  list=" ".join(f"{suit.symbol}{value}" for suit, value in held))
    else:
        text = tr(lang, "needs_none")
    if rules.bid_cap:
        text += " · " + tr(lang, "cap_is", cap=bid_cap(hand, rules))
    return f'<p class="needs">{esc(text)}</p>'


def stepper_value(amounts: Sequence[int], wanted: int | None) -> int | None:
    """The stepper's amount: the one asked for if legal, else the first above the quick
    buttons; ``None`` when the quick buttons already cover every amount."""
    rest = list(amounts[QUICK:])
    if len(rest) < 2:  # one more amount is a button of its own, not a stepper
        return None
    return wanted if wanted in rest else rest[0]


def render_pad(actions: Sequence[Bid] | Sequence[Contract], passes: Sequence[Pass],
               wanted: int | None, lang: str, label_key: str) -> str:
    """Quick amounts, the stepper (− value +, and its bid button) and pass."""
    by_amount = {a.amount: a for a in actions}
    amounts = sorted(by_amount)
    value = stepper_value(amounts, wanted)
    shown = amounts if value is None else amounts[:QUICK]
    quick = "".join(_act(by_amount[n], str(n), "amount") for n in shown)
    pass_button = "".join(_act(p, tr(lang, "do_pass"), "pass") for p in passes)
    stepper = ""
    if value is not None:
        rest = amounts[QUICK:]
        at = rest.index(value)
        down = rest[at - 1] if at > 0 else None
        up = rest[at + 1] if at + 1 < len(rest) else None

        def step(target: int | None, sign: str, key: str) -> str:
            if target is None:
                return (f'<button type="button" class="step" disabled '
                        f'aria-label="{esc(tr(lang, key))}">{sign}</button>')
            return (f'<button type="button" class="step" data-ui="amount" '
                    f'data-amount="{target}" aria-label="{esc(tr(lang, key))} ({target})">'
                    f'{sign}</button>')

        stepper = (f'<div class="stepper" role="group">{step(down, "−", "bid_less")}'
                   f'{_act(by_amount[value], tr(lang, label_key, n=value), "amount big")}'
                   f'{step(up, "+", "bid_more")}</div>')
    return (f'<div class="pad"><div class="quick">{quick}{pass_button}</div>{stepper}</div>')
