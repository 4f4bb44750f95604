"""Two states of your controls drawn over the buttons render made: the hint's button lit,
and every button held while a new deal is still being dealt.

Both apply to whatever the controls hold (a bid, pass, a gift, a contract, the dark
offer), so they work on the drawn buttons rather than in each place that draws one.
"""

from __future__ import annotations

import re

from .html import esc


def mark_hinted(html: str, hinted: str | None) -> str:
    """The button that performs ``hinted`` (an action's text) gets the class ``hinted`` and
    ``data-hinted``, so the hint points at the control to press, not only names it."""
    if not hinted:
        return html
    action = f'data-action="{esc(hinted)}"'
    button = re.compile(r'<button([^>]*?) class="([^"]*)"([^>]*?)' + re.escape(action))
    return button.sub(lambda m: f'<button{m[1]} class="{m[2]} hinted"{m[3]}{action} '
                                f'data-hinted="true"', html)


def held(html: str) -> str:
    """Every button disabled: the cards are still flying to the hands, and a bid made
    before you have seen yours is a bid made blind."""
    return html.replace("<button ", "<button disabled ")
