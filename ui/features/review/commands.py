"""The round review's commands (``data-ui="review…"``) and what they remember.

The reviews are rebuilt from the game record when a new deal has been finished since
the last time (one replay per deal).
"""

from __future__ import annotations

from typing import Any

from thousand.errors import ThousandError
from thousand.record import game_to_json

from ...feature import Hooks, Page
from .model import RoundReview, clamp_step, review_rounds
from .view import ReviewPanel

RETURNS = ("sheet", "over", "coach")
"""Dialogs the review returns to when it closes (it was opened from them)."""


class ReviewCommands:
    """Open deal N (at a step: ``data-step``, the coach's way in; else at its deal), step
    through it, close it (back to where it was opened from)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.back: str | None = None
        """The overlay to return to when the review closes (the sheet, or None: the summary)."""
        self._reviews: tuple[RoundReview, ...] = ()

    def hooks(self) -> Hooks:
        return Hooks(commands={"review": self.open, "review-next": self.next,
                               "review-prev": self.prev, "review-close": self.close})

    def reviews(self) -> tuple[RoundReview, ...]:
        """Every finished deal of the current game, replayed from its record."""
        game = self.page.state.ctrl.game
        if len(self._reviews) != len(game.sheet):
            self._reviews = review_rounds(game_to_json(game))
        return self._reviews

    def open(self, element: Any) -> None:
        state = self.page.state
        try:
            number = int(self.page.browser.attr(element, "data-round") or "0")
            step = int(self.page.browser.attr(element, "data-step") or "0")
            reviews = self.reviews()
        except (ValueError, ThousandError):
            return
        if not 1 <= number <= len(reviews):
            return
        if state.overlay != "review":
            self.back = state.overlay if state.overlay in RETURNS else None
        review = reviews[number - 1]
        state.panel = ReviewPanel(review, clamp_step(review, step), state.ctrl.session.human)
        state.overlay = "review"
        self.page.render()

    def _step(self, by: int) -> None:
        state = self.page.state
        if isinstance(state.panel, ReviewPanel):
            state.panel = state.panel.moved(by)
            self.page.render()

    def next(self, element: Any) -> None:
        self._step(1)

    def prev(self, element: Any) -> None:
        self._step(-1)

    def close(self, element: Any) -> None:
        state = self.page.state
        state.panel = None
        state.overlay = self.back if self.back != "over" else None
        self.page.render()


def start(page: Page) -> Hooks:
    return ReviewCommands(page).hooks()
