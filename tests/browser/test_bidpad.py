"""Your controls as a player meets them: the yellow bid button is the lowest legal bid,
the controls wait for your cards to land, and the hint lights the move it advises, the
best of the values it shows."""

from __future__ import annotations

import random
import re
from typing import Any

from playwright.sync_api import Page

from .conftest import PageGuard, save_screenshot
from .game_driver import SIZES as PAGE_SIZES
from .game_driver import human_move, open_game, press_ui, shown_number, table_attr, wait_ready
from .page_tools import dismiss_guide
from .test_table import axe_violations

SIZES = {size: PAGE_SIZES[size] for size in ("390x844", "844x390", "1280x800")}

WATCH_DEAL_JS = """() => {
  window.__dealt = {early: 0, held: 0, frames: 0, said: []};
  const tick = () => {
    // A card being dealt glides after the one before it (a delay); a card that only
    // shifts with the layout glides at once, and is not being dealt.
    const flying = [...document.querySelectorAll('.card[data-deal]')].some(
      el => el.getAnimations().some(a => a.playState === 'running'
                                         && a.effect.getTiming().delay > 0));
    const live = document.querySelector('.controls [data-action]:not([disabled])');
    const held = document.querySelector('.controls [data-action][disabled]');
    const mine = (document.querySelector('.status') || {}).textContent || '';
    if (flying) {
      window.__dealt.frames++;
      if (live || mine.includes('Your move')) {
        window.__dealt.early++;
        window.__dealt.said.push((live ? 'live ' : '') + mine);
      }
      if (held) window.__dealt.held++;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def amounts(page: Page, selector: str) -> list[int]:
    texts = page.eval_on_selector_all(selector, "els => els.map(e => e.dataset.action)")
    return [int(t.rsplit(" ", 1)[1]) for t in texts if re.search(r"(bid|contract) \d+$", t)]


def test_the_yellow_bid_button_is_the_lowest_legal_bid(page: Page, page_guard: PageGuard,
                                                       site_url: str) -> None:
    open_game(page, site_url + "?seed=31&speed=instant&lang=ru")
    dismiss_guide(page)
    rng = random.Random(2)
    checked = 0
    for _ in range(200):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        if table_attr(page, "data-phase") == "bidding" and page.locator(
                ".controls .stepper").count():
            legal = amounts(page, ".controls [data-action]")
            primary = page.locator(".controls button.big")
            assert primary.count() == 1
            assert amounts(page, ".controls button.big") == [min(legal)], legal
            # the stepper still offers the amounts above the quick ones, unlit
            stepped = page.locator(".controls .stepper [data-action]")
            assert "big" not in (stepped.get_attribute("class") or "")
            save_screenshot(page, "bidpad-primary-lowest", full_page=False)
            checked += 1
            break
        human_move(page, rng)
    assert checked
    page_guard.check()


def test_the_bid_buttons_wait_until_your_cards_are_dealt(page: Page, page_guard: PageGuard,
                                                         site_url: str) -> None:
    # Two players: you bid first in the first deal, at once after the cards are dealt.
    open_game(page, site_url + "?players=2&seed=5&speed=normal&lang=en")
    dismiss_guide(page)
    page.evaluate(WATCH_DEAL_JS)
    press_ui(page, "new")
    page.wait_for_selector("[data-overlay='settings']")
    page.locator("[data-ui='start']").click()
    page.wait_for_selector("[data-overlay='settings']", state="detached")
    page.wait_for_selector(".controls [data-action]:not([disabled])", timeout=15_000)
    dealt = page.evaluate("window.__dealt")
    assert dealt["frames"] > 0, "the new deal was not seen being dealt"
    assert dealt["early"] == 0, f"controls live or 'Your move' while dealing: {dealt}"
    assert dealt["held"] > 0, dealt
    assert page.locator(".status").inner_text().startswith("Your move")
    page_guard.check()


def _hint(page: Page) -> str:
    page.locator("[data-ui='hint']").click()
    page.wait_for_selector(".hint")
    return page.locator(".hint").inner_text()


def _values(text: str) -> list[tuple[str, int]]:
    line = text.split("others): ", 1)[1].split(".", 1)[0]
    out = []
    for item in line.split(", "):
        label, value = item.rsplit(": ", 1)
        out.append((label, shown_number(value)))
    return out


def test_the_hint_lights_the_best_valued_move(new_page: Any, page_guard: PageGuard,
                                              site_url: str) -> None:
    for size, options in SIZES.items():
        page = new_page(**options)
        open_game(page, site_url + "?seed=31&speed=instant&lang=en")
        dismiss_guide(page)
        rng = random.Random(3)
        seen: set[str] = set()
        for _ in range(300):
            state = wait_ready(page)
            if state == "summary":
                page.locator("[data-ui='continue']").click()
                continue
            phase = table_attr(page, "data-phase")
            bidding = phase == "bidding" and page.locator("[data-action$=': pass']").count()
            cards = page.locator(".hand button.card.legal").count()
            if phase not in seen and (bidding or (phase == "play" and cards >= 2)):
                text = _hint(page)
                values = _values(text)
                best = max(v for _, v in values)
                advised = text.split("Hint: ", 1)[1].split(" — ", 1)[0]
                tops = [label for label, v in values if v == best]
                lit = page.locator("[data-hinted='true']")
                assert lit.count() == 1, text
                if phase == "play":
                    card = lit.get_attribute("data-card") or ""
                    assert any(label.startswith(card_label(page, card)) for label in tops), \
                        (text, card)
                    assert card_label(page, card) in advised, (text, card)
                else:
                    action = lit.get_attribute("data-action") or ""
                    assert (action.endswith("pass") and "pass" in tops) or any(
                        label == "bid " + action.rsplit(" ", 1)[1] for label in tops), text
                    assert "big" in (lit.get_attribute("class") or ""), "hinted is the primary"
                    # Readable whichever button is lit (a lit pass: light text on its red).
                    assert axe_violations(page, lit) == [], (text, action)
                save_screenshot(page, f"hint-lit-{phase}-{size}", full_page=False)
                seen.add(phase)
            if seen == {"bidding", "play"}:
                break
            human_move(page, rng)
        assert seen == {"bidding", "play"}, seen
        page.close()
    page_guard.check()


def card_label(page: Page, card: str) -> str:
    """The card's label as the hint writes it ("10♦") from its text ("10D")."""
    return card[:-1] + {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}[card[-1]]
