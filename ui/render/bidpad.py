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


def stepper_value(amounts: Sequence[int], wanted: int | None,
                  hinted: int | None = None) -> int | None:
    """The stepper's amount: the one asked for if legal, else the hinted one (so that a
    suggested bid is one tap away), else the first above the quick buttons; ``None`` when
    the quick buttons already cover every amount."""
    rest = list(amounts[QUICK:])
    if len(rest) < 2:  # one more amount is a button of its own, not a stepper
        return None
    if wanted in rest:
        return wanted
    return hinted if hinted in rest else rest[0]


def primary_action(actions: Sequence[Action], hinted: str | None) -> str | None:
    """The pad's one highlighted (yellow) button among those drawn (``actions``), as its
    action's text: the hinted action when it is drawn, else the lowest amount. Never the stepper's
    value by itself: a pre-lit high amount invites overbidding."""
    texts = [str(a) for a in actions]
    if hinted in texts:
        return hinted
    amounts = [a for a in actions if isinstance(a, Bid | Contract)]
    return str(min(amounts, key=lambda a: a.amount)) if amounts else None


def render_pad(actions: Sequence[Bid] | Sequence[Contract], passes: Sequence[Pass],
               wanted: int | None, lang: str, label_key: str, hinted: str | None = None) -> str:
    """Quick amounts, the stepper (− value +, and its bid button) and pass; ``hinted``: the
    hint's action text, shown on the stepper if it is above the quick amounts and lit as
    the primary button."""
    by_amount = {a.amount: a for a in actions}
    amounts = sorted(by_amount)
    hinted_amount = next((n for n, a in by_amount.items() if str(a) == hinted), None)
    value = stepper_value(amounts, wanted, hinted_amount)
    shown = amounts if value is None else amounts[:QUICK]
    drawn = [by_amount[n] for n in (*shown, *(() if value is None else (value,)))]
    primary = primary_action([*drawn, *passes], hinted)

    def cls(action: Action, base: str) -> str:
        return f"{base} big" if str(action) == primary else base

    quick = "".join(_act(by_amount[n], str(n), cls(by_amount[n], "amount")) for n in shown)
    pass_button = "".join(_act(p, tr(lang, "do_pass"), cls(p, "pass")) for p in passes)
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

        stepped = by_amount[value]
        stepper = (f'<div class="stepper" role="group">{step(down, "−", "bid_less")}'
                   f'{_act(stepped, tr(lang, label_key, n=value), cls(stepped, "amount stepped"))}'
                   f'{step(up, "+", "bid_more")}</div>')
    return (f'<div class="pad"><div class="quick">{quick}{pass_button}</div>{stepper}</div>')
