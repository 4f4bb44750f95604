"""Every toolbar label is whole, in every language, on the desktop and on phones: the row's
buttons (Undo, Hint, Score sheet, the menu) and the menu's entries show their whole text
(no ellipsis, nothing clipped) and stand inside the screen, in both themes. The page's
title shows whole or not at all, never cut or under a button; it has room, and shows, on a
phone of 390 px held upright in Russian, sideways and on the desktop in every language."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from ui.i18n import LANGS

from .conftest import PageGuard, save_screenshot
from .game_driver import SIZES, open_game, wait_ready

CUT_JS = """() => {
  const W = innerWidth, H = innerHeight, out = [];
  for (const el of document.querySelectorAll('.toolbar button, .toolbar summary')) {
    if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
    const r = el.getBoundingClientRect();
    const name = (el.dataset.ui || 'summary') + ' "' + el.textContent.trim() + '"';
    if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
      out.push(name + ' cut: ' + el.scrollWidth + 'x' + el.scrollHeight + ' in '
               + el.clientWidth + 'x' + el.clientHeight);
    const menu = el.closest('.menu-items');
    const box = menu && getComputedStyle(menu).overflowY === 'auto'
      ? menu.getBoundingClientRect() : null;
    // An entry of a menu that scrolls is reached by scrolling it: the menu must be on
    // the screen, the entry within its width.
    const top = box ? Math.max(box.top, 0) : r.top, bottom = box ? box.bottom : r.bottom;
    if (r.left < 0 || r.right > W || top < 0 || bottom > H)
      out.push(name + ' off the screen: ' + [r.left, r.top, r.right, r.bottom].map(Math.round));
  }
  return out;
}"""


# The title's text against its box: on the box's one line (shown), or wrapped below it
# (not shown); a title that is shown lies whole inside its box and clear of the buttons.
TITLE_JS = """() => {
  const h = document.querySelector('.toolbar h1'), nav = document.querySelector('.toolbar nav');
  const box = h.getBoundingClientRect(), range = document.createRange();
  range.selectNodeContents(h);
  const text = range.getBoundingClientRect(), buttons = nav.getBoundingClientRect();
  const shown = text.width > 0 && text.top >= box.top - 0.5 && text.bottom <= box.bottom + 0.5;
  const out = [];
  if (shown && (text.left < box.left - 0.5 || text.right > box.right + 0.5))
    out.push('title cut: ' + [text.left, text.right, box.left, box.right].map(Math.round));
  if (shown && text.right > buttons.left + 0.5)
    out.push('title under the buttons: ' + Math.round(text.right) + ' > '
             + Math.round(buttons.left));
  if (!shown && text.top < box.bottom - 0.5)
    out.push('title partly shown: ' + [text.top, text.bottom, box.top, box.bottom]
             .map(Math.round));
  return {shown, problems: out};
}"""

TITLE_SHOWN = {("390x844", "ru"), *((size, lang) for size in ("844x390", "1280x800")
                                    for lang in LANGS)}
"""Where the title must show: the row leaves it room there."""


def title_problems(page: Page, where: tuple[str, str]) -> list[str]:
    found = page.evaluate(TITLE_JS)
    problems = list(found["problems"])
    if where in TITLE_SHOWN and not found["shown"]:
        problems.append("the title is not shown")
    return problems


def cut_labels(page: Page) -> list[str]:
    return list(page.evaluate(CUT_JS))


def open_menu(page: Page) -> None:
    toggle = page.locator(".toolbar [data-ui='menu']")
    if toggle.is_visible() and toggle.get_attribute("aria-expanded") != "true":
        toggle.click()


def close_menu(page: Page) -> None:
    toggle = page.locator(".toolbar [data-ui='menu']")
    if toggle.is_visible() and toggle.get_attribute("aria-expanded") == "true":
        toggle.click()


def switch_language(page: Page, lang: str) -> None:
    """Through the toolbar's language menu, as a person would."""
    open_menu(page)
    if not page.locator(".toolbar .lang-menu[open]").count():
        page.locator(".toolbar .lang-menu summary").click()
    page.locator(f".toolbar [data-ui='lang'][data-lang='{lang}']").click()
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")
    close_menu(page)


def test_every_toolbar_label_is_whole_in_every_language(
        new_page: Any, page_guard: PageGuard, site_url: str) -> None:
    problems: list[str] = []
    for size, options in SIZES.items():
        page = new_page(**options)
        open_game(page, site_url + "?seed=5&speed=instant&lang=ru")
        assert wait_ready(page) == "human"
        # A bid: Undo joins Hint and Score sheet in the row, the longest the row gets.
        page.locator("#table [data-action*=': bid ']").first.click()
        assert wait_ready(page) == "human"
        assert page.locator(".toolbar [data-ui='undo']").count() == 1
        assert page.locator(".toolbar [data-ui='hint']").count() == 1
        for lang in LANGS:
            switch_language(page, lang)
            where = f"{size} {lang}"
            problems += [f"{where}: {p}" for p in cut_labels(page)]
            problems += [f"{where}: {p}" for p in title_problems(page, (size, lang))]
            open_menu(page)
            problems += [f"{where} menu: {p}" for p in cut_labels(page)]
            save_screenshot(page, f"toolbar-{lang}-{size}", full_page=False)
            close_menu(page)
            page.locator(".toolbar [data-ui='menu']").click()
            page.locator(".toolbar [data-ui='theme']").click()  # the contrast theme
            page.wait_for_function("document.documentElement.dataset.theme === 'contrast'")
            close_menu(page)
            problems += [f"{where} contrast: {p}" for p in cut_labels(page)]
            page.locator(".toolbar [data-ui='menu']").click()
            page.locator(".toolbar [data-ui='theme']").click()
            page.wait_for_function("document.documentElement.dataset.theme !== 'contrast'")
            close_menu(page)
        page.close()
    assert problems == [], "\n".join(problems)
    page_guard.check()
