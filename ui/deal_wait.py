"""Your controls wait for the deal: no bid and no "Your move" while your cards still fly.

The page deals a new deal card by card (assets/js/glide.mjs); how long that takes is
known only once the page has patched the table (``dom.patch_html`` answers when the
last card lands). So the first render of a new deal holds the controls, and they are
released by a render once the cards have landed: at once when nothing glided (instant
speed, a reduced-motion preference, a table painted before Python ran).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class DealWait:
    """Which deal is on the page and until when its cards fly (``time.monotonic()``)."""

    shown: str | None = None
    """The deal id (``data-deal-id``) last put on the page."""
    until: float = 0.0
    """When the cards of ``shown`` have all landed."""
    release_due: str | None = None
    """The deal whose release render has been asked for (once per deal)."""

    def pending(self, deal: str | None, now: float) -> bool:
        """Whether the controls of a render of ``deal`` (None: no deal being dealt) wait:
        a deal not yet on the page, or one whose cards are still flying."""
        return deal is not None and (deal != self.shown or now < self.until)

    def patched(self, deal: str | None, landing_ms: float, now: float) -> float | None:
        """After the page was patched with ``deal``'s table (its cards land in
        ``landing_ms``): the seconds after which a render releases the controls, or None
        when none is needed (no deal, or a release already asked for)."""
        if deal is None:
            return None
        if deal != self.shown:
            self.shown, self.until = deal, now
        if landing_ms > 0:
            self.until = max(self.until, now + landing_ms / 1000)
        if self.release_due == deal:
            return None
        self.release_due = deal
        return max(0.0, self.until - now)
