"""The page's round-review commands (``data-ui="review…"``), mixed into ``ui.main.App``.

Kept apart from main.py so the review's wiring lives with the review: main.py only
lists this class among App's bases. The reviews are rebuilt from the game record
when a new deal has been finished since the last time (one replay per deal).
"""

from __future__ import annotations

from typing import Any

from thousand.errors import ThousandError
from thousand.record import game_to_json

from ... import dom
from ...controller import Controller
from .model import RoundReview, review_rounds
from .view import ReviewPanel


class ReviewCommands:
    """``ui_review`` (open deal N), ``ui_review_next/prev`` (step), ``ui_review_close``."""

    ctrl: Controller
    overlay: str | None
    panel: object
    review_back: str | None = None
    """The overlay to return to when the review closes (the sheet, or None: the summary)."""
    _reviews: tuple[RoundReview, ...] = ()

    def render(self) -> None:
        raise NotImplementedError

    def reviews(self) -> tuple[RoundReview, ...]:
        """Every finished deal of the current game, replayed from its record."""
        if len(self._reviews) != len(self.ctrl.game.sheet):
            self._reviews = review_rounds(game_to_json(self.ctrl.game))
        return self._reviews

    def ui_review(self, element: Any) -> None:
        try:
            number = int(dom.attr(element, "data-round") or "0")
            reviews = self.reviews()
        except (ValueError, ThousandError):
            return
        if not 1 <= number <= len(reviews):
            return
        if self.overlay != "review":
            self.review_back = self.overlay if self.overlay in ("sheet", "over") else None
        self.panel = ReviewPanel(reviews[number - 1], 0, self.ctrl.session.human)
        self.overlay = "review"
        self.render()

    def _step(self, by: int) -> None:
        if isinstance(self.panel, ReviewPanel):
            self.panel = self.panel.moved(by)
            self.render()

    def ui_review_next(self, element: Any) -> None:
        self._step(1)

    def ui_review_prev(self, element: Any) -> None:
        self._step(-1)

    def ui_review_close(self, element: Any) -> None:
        self.panel = None
        self.overlay = self.review_back if self.review_back != "over" else None
        self.render()
