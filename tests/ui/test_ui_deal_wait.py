"""The controls wait until a new deal's cards have landed (ui/deal_wait.py)."""

from __future__ import annotations

import pytest

from ui.deal_wait import DealWait


def test_a_new_deal_holds_the_controls_until_its_cards_land() -> None:
    wait = DealWait()
    assert wait.pending("1-1", now=10.0)  # the first render, before the page is patched
    assert wait.patched("1-1", landing_ms=1500, now=10.0) == 1.5
    assert wait.pending("1-1", now=11.0)  # a re-render while the cards fly
    assert wait.patched("1-1", landing_ms=0, now=11.0) is None  # release already due
    assert not wait.pending("1-1", now=11.6)


def test_a_deal_that_did_not_glide_is_released_at_once() -> None:
    wait = DealWait()
    assert wait.pending("1-2", now=5.0)
    assert wait.patched("1-2", landing_ms=0, now=5.0) == 0.0
    assert not wait.pending("1-2", now=5.0)


def test_no_deal_being_dealt_holds_nothing() -> None:
    wait = DealWait()
    assert not wait.pending(None, now=1.0)
    assert wait.patched(None, landing_ms=0, now=1.0) is None


def test_the_next_deal_waits_again() -> None:
    wait = DealWait()
    wait.patched("1-1", landing_ms=1000, now=0.0)
    assert not wait.pending("1-1", now=2.0)
    assert wait.pending("1-2", now=2.0)
    assert wait.patched("1-2", landing_ms=800, now=2.0) == pytest.approx(0.8)
