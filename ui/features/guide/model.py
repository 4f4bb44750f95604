"""The first-game guide: short explanations that appear as the game reaches each topic.

A newcomer learns bidding, the talon, marriages and the barrel best when they
happen, so each step is tied to a moment of the game (``step_for``) rather than
shown as a manual up front. The guide offers itself on a first visit; it can be
closed at any time, and once closed or finished it is never shown again unless
the player asks for it from the menu. Its state is a small JSON text in
localStorage (``GUIDE_KEY``); anything unreadable there counts as "finished",
so a damaged value can never make the guide nag.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace

from thousand.actions import Play
from thousand.round import Phase
from thousand.untrusted import json_loads
from thousand.view import PlayerView

from ...i18n import tr
from ...render.html import esc
from ...render.page import Screen

GUIDE_KEY = "thousand.guide"
OFFERED, ON, DONE = "offered", "on", "done"
STEPS: tuple[str, ...] = ("bidding", "talon", "marriage", "play", "scoring", "barrel")
"""Every topic; the guide is finished once each has been read (or the game is over)."""


@dataclass(frozen=True)
class GuideState:
    """Where the player is with the guide: offered (first visit), on, or done."""

    state: str = OFFERED
    seen: frozenset[str] = field(default_factory=frozenset)

    def to_json(self) -> str:
        return json.dumps({"state": self.state, "seen": sorted(self.seen)})

    @staticmethod
    def from_json(text: str | None) -> GuideState:
        """Nothing stored: the guide is offered. Unreadable: done (never nag)."""
        if text is None or text == "":
            return GuideState()
        try:
            data = json_loads(text)  # depth and size checked first: hostile input
        except (ValueError, RecursionError):
            return GuideState(DONE)
        if not isinstance(data, dict) or data.get("state") not in (OFFERED, ON, DONE):
            return GuideState(DONE)
        seen = data.get("seen")
        steps = frozenset(s for s in seen if s in STEPS) if isinstance(seen, list) else frozenset()
        return GuideState(str(data["state"]), steps)

    def started(self) -> GuideState:
        return GuideState(ON, frozenset())

    def dismissed(self) -> GuideState:
        return replace(self, state=DONE)

    def read(self, step: str) -> GuideState:
        """``step`` has been read; the last one finishes the guide."""
        seen = self.seen | {step}
        return GuideState(DONE if seen >= set(STEPS) else self.state, seen)


def _can_declare(view: PlayerView) -> bool:
    return any(isinstance(a, Play) and a.declare for a in view.legal)


def step_for(view: PlayerView, guide: GuideState) -> str | None:
    """The step to show now: "welcome" when offered, else the first unread topic that the
    game has reached (the barrel and marriages first: they come and go)."""
    if guide.state == OFFERED:
        return "welcome"
    if guide.state != ON:
        return None
    me = view.seat
    reached = {
        "barrel": view.rules.barrel is not None and any(view.on_barrel),
        "marriage": bool(view.declared) or (view.my_turn and _can_declare(view)),
        "talon": view.phase in (Phase.TALON, Phase.CONTRACT) or (
            view.phase is Phase.PLAY and view.declarer == me and not view.tricks),
        "play": view.phase is Phase.PLAY,
        "bidding": view.phase in (Phase.BIDDING, Phase.REDEAL),
        "scoring": bool(view.sheet),
    }
    for step in ("barrel", "marriage", "talon", "scoring", "play", "bidding"):
        if reached[step] and step not in guide.seen:
            return step
    return None


def _values(view: PlayerView) -> dict[str, object]:
    rules = view.rules
    hearts = dict(rules.marriage_values)["H"]
    spades = dict(rules.marriage_values)["S"]
    return {"target": rules.target, "barrel": rules.barrel if rules.barrel is not None else "—",
            "tries": rules.barrel_tries, "hearts": hearts, "spades": spades,
            "cards": rules.hand_size}


def render_guide(lang: str, step: str | None, view: PlayerView) -> str:
    """The guide's card (in the page flow above the table, never over the cards), or ""."""
    if step is None:
        return ""
    text = tr(lang, "guide_" + step, **_values(view))
    if step == "welcome":
        buttons = (f'<button type="button" class="primary" data-ui="guide-start">'
                   f'{esc(tr(lang, "guide_start"))}</button>'
                   f'<button type="button" data-ui="guide-off">'
                   f'{esc(tr(lang, "guide_skip"))}</button>')
    else:
        buttons = (f'<button type="button" class="primary" data-ui="guide-next" '
                   f'data-step="{step}">{esc(tr(lang, "guide_next"))}</button>'
                   f'<button type="button" data-ui="guide-off">'
                   f'{esc(tr(lang, "guide_off"))}</button>')
    return (f'<aside class="guide" data-key="guide" data-guide-step="{step}" role="note" '
            f'aria-live="polite"><h2>{esc(tr(lang, "guide_title"))}</h2>'
            f'<p>{esc(text)}</p><div class="guide-buttons">{buttons}</div></aside>')


def guide_card(screen: Screen) -> str:
    """The guide's card at the top of the table, for the step the guide shows now."""
    step = screen.shown.get("guide")
    return render_guide(screen.lang, step if isinstance(step, str) else None, screen.view)
