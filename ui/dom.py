"""The only module that touches the browser (``pyscript``/``js``).

Everything else in ``ui/`` is plain Python tested in CPython; this file keeps
the browser surface small: put HTML in an element, listen to events, read a
form, use localStorage, download or copy text, and read the URL.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy, jsnull, to_js
from pyscript import document, window

_PROXIES: list[Any] = []  # listeners must outlive this call, or Pyodide frees them


def _absent(value: Any) -> bool:
    """JS ``null`` arrives as ``jsnull`` (not ``None``) in this Pyodide; ``undefined`` as None."""
    return value is None or value is jsnull


def set_html(element_id: str, html: str) -> None:
    document.getElementById(element_id).innerHTML = html


# ------------------------------------------------------------ keyed patching
#
# The patcher, its card glides and the drag to play are the page's own JavaScript
# (assets/js/patch.mjs, glide.mjs, drag.mjs): index.html loads assets/js/dom.mjs before
# PyScript, and it publishes them as ``thousandDom``.


def _page_js() -> Any:
    """``globalThis.thousandDom`` (assets/js/dom.mjs): what this module calls in JavaScript."""
    return window.thousandDom


def patch_html(element_id: str, html: str, motion_ms: int = 0) -> float:
    """Bring ``#element_id`` to ``html`` in place: kept elements keep their identity (and
    focus, scroll, a typed value); cards that moved glide from where they were
    (``motion_ms`` long; 0 or a reduced-motion preference: no movement). Returns the ms
    until the last card of a deal started by this patch lands (0: none is dealt).

    One call into the page's JavaScript (assets/js/patch.mjs): walking the DOM node by
    node from Python through Pyodide's proxies is many times slower (docs/MEASUREMENTS.md,
    bench/motion.py)."""
    install_drag()  # the hand's cards are on the page from now on
    landed = _page_js().patch(document.getElementById(element_id), html, motion_ms)
    return float(landed or 0)


def warm_fonts() -> None:
    """Look up, at the page's idle moments, every font size and weight the stylesheets
    name (assets/js/fonts.mjs), so that a screen drawn later does not wait for them."""
    _page_js().warmFonts()


def cards_flying(element_id: str = "app") -> bool:
    """Whether a card being dealt in ``#element_id`` is still gliding to its seat."""
    return bool(_page_js().flying(document.getElementById(element_id)))


DRAG_PX = 60
"""How far up (CSS px) a card must be dragged to be played: about most of a phone card's
height, so that a finger's wobble on a tap never plays a card."""

_drag_installed = False


def install_drag(threshold_px: int = DRAG_PX) -> None:
    """Listen for drags of the hand's cards (once per page; assets/js/drag.mjs): a card
    dragged up ``threshold_px`` or more is played, as from Enter; a tap stays a tap."""
    global _drag_installed
    if _drag_installed:
        return
    _page_js().installDrag(threshold_px)
    _drag_installed = True


def hide_loading() -> None:
    loading = document.getElementById("loading")
    if not _absent(loading):
        loading.hidden = True
    app = document.getElementById("app")
    app.hidden = False
    document.documentElement.dataset.ready = "true"


def set_lang(lang: str) -> None:
    document.documentElement.lang = lang


def listen(event: str, handler: Callable[[Any], None]) -> None:
    proxy = create_proxy(handler)
    _PROXIES.append(proxy)
    document.addEventListener(event, proxy)


def location_search() -> str:
    return str(window.location.search or "")


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # storage disabled (private mode): play on without saving
        return None
    return None if _absent(value) else str(value)


def storage_set(key: str, value: str) -> None:
    try:
        window.localStorage.setItem(key, value)
    except Exception:  # full or disabled storage must not stop the game
        return


def storage_remove(key: str) -> None:
    try:
        window.localStorage.removeItem(key)
    except Exception:
        return


def form_values(form_id: str) -> dict[str, str]:
    """Every named field of a form as text."""
    form = document.getElementById(form_id)
    if _absent(form):
        return {}
    out: dict[str, str] = {}
    for element in form.querySelectorAll("[name]"):
        out[str(element.name)] = str(element.value)
    return out


def value_of(element_id: str) -> str:
    element = document.getElementById(element_id)
    return "" if _absent(element) else str(element.value)


async def file_text(input_id: str) -> str | None:
    """Text of the file chosen in a file input, or ``None`` when none is chosen."""
    element = document.getElementById(input_id)
    if _absent(element) or _absent(element.files) or element.files.length == 0:
        return None
    return str(await element.files.item(0).text())


def download(filename: str, text: str, mime: str = "application/json") -> None:
    options = to_js({"type": mime}, dict_converter=window.Object.fromEntries)
    blob = window.Blob.new(to_js([text]), options)
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = filename
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)


def copy_from(element_id: str) -> bool:
    """Copy a text field's content to the clipboard (select + copy, no permission prompt)."""
    element = document.getElementById(element_id)
    if _absent(element):
        return False
    element.focus()
    element.select()
    return bool(document.execCommand("copy"))


def focus_key() -> str | None:
    """A selector that finds the focused control again after a re-render."""
    active = document.activeElement
    if _absent(active) or active == document.body:
        return None
    for attr in ("data-action", "data-card", "data-ui"):
        value = active.getAttribute(attr)
        if not _absent(value) and value:
            return f'[{attr}="{value}"]'
    return None


_NO_SCROLL = to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries)
"""The options of ``focus(..., scroll=False)``, made once: a render passes them every time."""


def focus(selector: str | None, scroll: bool = True) -> bool:
    """Focus the first element matching ``selector``; ``False`` when there is none.

    ``scroll=False`` leaves the page where it is. A render keeps the focus that way: to
    scroll, the browser would lay the new table out at once, in the render's own task,
    where the next frame does it anyway (assets/js/patch.mjs)."""
    if not selector:
        return False
    element = document.querySelector(selector)
    if _absent(element):
        return False
    if scroll:
        element.focus()
    else:
        element.focus(_NO_SCROLL)
    return True


def event_target(event: Any, selector: str) -> Any:
    target = event.target
    if _absent(target) or not hasattr(target, "closest"):
        return None
    found = target.closest(selector)
    return None if _absent(found) else found


def attr(element: Any, name: str) -> str | None:
    value = element.getAttribute(name)
    return None if _absent(value) else str(value)


def value(element: Any) -> str:
    """A form control's current value (a slider's, as the person left it), not the value
    it was drawn with."""
    return str(element.value)


def set_stat(name: str, value: str) -> None:
    """Publish a measurement on ``<html data-…>`` for benchmarks and tests."""
    setattr(document.documentElement.dataset, name, value)


def forget_url_params(*names: str) -> None:
    """Drop parameters from the address bar (no reload), so a reload resumes the saved game."""
    url = window.URL.new(window.location.href)
    for name in names:
        url.searchParams.delete(name)
    window.history.replaceState(jsnull, "", url.href)


def key_pressed(event: Any) -> str | None:
    """The key of a plain key press outside a text field (``None`` with a modifier).

    A letter is named by its place on the keyboard (``event.code``), so B, P and H work
    the same with a Russian, Ukrainian or Polish layout on."""
    if event.ctrlKey or event.altKey or event.metaKey:
        return None
    target = event.target
    if not _absent(target) and str(getattr(target, "nodeName", "")) in (
            "INPUT", "SELECT", "TEXTAREA"):
        return None
    code = str(getattr(event, "code", "") or "")
    if len(code) == 4 and code.startswith("Key"):
        return code[3].lower()
    return str(event.key)


def click(selector: str) -> bool:
    """Click the first element matching ``selector`` (a keyboard shortcut's button)."""
    element = document.querySelector(selector)
    if _absent(element):
        return False
    element.click()
    return True


def prevent_default(event: Any) -> None:
    event.preventDefault()


def set_theme(theme: str) -> None:
    """``<html data-theme>``: the CSS of the green table or of the high-contrast one."""
    document.documentElement.dataset.theme = theme


def set_motion(speed: str) -> None:
    """``<html data-speed>``: CSS stops its own animations for the "instant" speed."""
    document.documentElement.dataset.speed = speed


def by_touch(event: Any) -> bool:
    """The click came from a finger (a tap), not a mouse, pen or the keyboard."""
    return str(getattr(event, "pointerType", "") or "") == "touch"


def console_error(text: str) -> None:
    """A bug report for developers (and the browser tests, which fail on console errors)."""
    window.console.error(text)


def console_warn(text: str) -> None:
    """Something the page handled (a refused save) that a developer may want to know."""
    window.console.warn(text)


def browser_languages() -> list[str]:
    """The browser's preferred languages, best first (``navigator.languages``)."""
    navigator = window.navigator
    languages = navigator.languages
    if _absent(languages) or not languages.length:
        return [str(navigator.language or "")]
    return [str(item) for item in languages]


def get_stat(name: str) -> str | None:
    """A measurement published by ``set_stat`` (None when there is none yet)."""
    value = getattr(document.documentElement.dataset, name, None)
    return None if _absent(value) else str(value)


async def import_js(path: str) -> Any:
    """A JavaScript module of the site (``path`` relative to the page), imported when
    first needed: the thinking worker's client (ui/features/thinker/commands.py)."""
    url = window.URL.new(path, document.baseURI).href
    return await _page_js().importModule(url)


def page_address() -> str:
    """The page's address without its query and fragment (a shared daily deal's link)."""
    return str(window.location.origin) + str(window.location.pathname)


async def clipboard_write(text: str) -> bool:
    """Put ``text`` on the clipboard with ``navigator.clipboard`` where the browser offers
    it and allows it; ``False`` otherwise (the page then shows the text to copy by hand)."""
    clipboard: Any = getattr(window.navigator, "clipboard", None)
    if _absent(clipboard):
        return False
    try:
        await clipboard.writeText(text)
    except Exception:  # refused: no permission, no focus, an insecure origin
        return False
    return True
