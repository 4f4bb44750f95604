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

_FORM_TAGS = {"INPUT", "SELECT", "TEXTAREA"}
MOVING = ".card[data-key], [data-key^='fan-'], [data-key='talon']"
"""Elements whose place is remembered before a patch, so a card can glide from it."""


def _key(node: Any) -> str | None:
    if node.nodeType != 1:
        return None
    value = node.getAttribute("data-key")
    return None if _absent(value) else str(value)


def _sync_attributes(old: Any, new: Any) -> None:
    """Make ``old``'s attributes those of ``new``; a form field's value follows only when
    the page meant to change it (its ``value`` attribute changed), never the user's typing;
    a ``<details>`` keeps the open state the user gave it."""
    names = [str(n) for n in new.getAttributeNames()]
    is_form = str(old.nodeName) in _FORM_TAGS
    for name in names:
        value = new.getAttribute(name)
        if old.getAttribute(name) != value:
            old.setAttribute(name, value)
            if is_form and name == "value":
                old.value = value
    keep_open = str(old.nodeName) == "DETAILS"
    for name in [str(n) for n in old.getAttributeNames()]:
        if name not in names and not (keep_open and name == "open"):
            old.removeAttribute(name)


def _morph(old: Any, new: Any) -> None:
    if old.nodeType != 1:
        if old.nodeValue != new.nodeValue:
            old.nodeValue = new.nodeValue
        return
    if old.outerHTML == new.outerHTML:
        return
    _sync_attributes(old, new)
    if old.innerHTML != new.innerHTML:
        _morph_children(old, new)


def _morph_children(old_parent: Any, new_parent: Any) -> None:
    """Children of ``new_parent`` into ``old_parent``, reusing old nodes by ``data-key``
    (anywhere among the siblings) or, unkeyed, by position and tag."""
    keyed = {}
    loose = []
    for node in list(old_parent.childNodes):
        key = _key(node)
        if key is None:
            loose.append(node)
        else:
            keyed[key] = node
    loose.reverse()
    wanted = list(new_parent.childNodes)
    for index, new in enumerate(wanted):
        key = _key(new)
        old = keyed.pop(key, None) if key is not None else (loose.pop() if loose else None)
        if old is not None and str(old.nodeName) != str(new.nodeName):
            old = None
        if old is not None:
            _morph(old, new)
        node = new if old is None else old
        here = old_parent.childNodes.item(index)
        if _absent(here):
            old_parent.appendChild(node)
        elif not here.isSameNode(node):
            old_parent.insertBefore(node, here)
    while old_parent.childNodes.length > len(wanted):
        old_parent.lastChild.remove()


def patch_html(element_id: str, html: str, motion_ms: int = 0) -> None:
    """Bring ``#element_id`` to ``html`` in place: kept elements keep their identity (and
    focus, scroll, a typed value); cards that moved glide from where they were
    (``motion_ms`` long; 0 or a reduced-motion preference: no movement)."""
    root = document.getElementById(element_id)
    before = _places(root) if motion_ms > 0 else {}
    template = document.createElement("template")
    template.innerHTML = html
    _morph_children(root, template.content)
    if before and not reduced_motion():
        _glide(root, before, motion_ms)


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def _places(root: Any) -> dict[str, tuple[float, float, float, float]]:
    out = {}
    for element in root.querySelectorAll(MOVING):
        rect = element.getBoundingClientRect()
        out[str(element.getAttribute("data-key"))] = (
            float(rect.left), float(rect.top), float(rect.width), float(rect.height))
    return out


def _glide(root: Any, before: dict[str, tuple[float, float, float, float]],
           motion_ms: int) -> None:
    """FLIP: each card is drawn where it is now, then animated from where it was (or,
    new, from the element its ``data-from`` names: a seat's fan, the talon)."""
    for element in root.querySelectorAll(".card[data-key]"):
        key = str(element.getAttribute("data-key"))
        start = before.get(key)
        delay = 0
        if start is None:
            origin = element.getAttribute("data-from")
            start = None if _absent(origin) else before.get(str(origin))
            if start is None:
                continue
            order = element.getAttribute("data-order")  # a deal: one card after another
            delay = 0 if _absent(order) else min(int(str(order)), 12) * motion_ms // 8
        rect = element.getBoundingClientRect()
        x, y, w, h = float(rect.left), float(rect.top), float(rect.width), float(rect.height)
        if w == 0 or h == 0:
            continue
        dx, dy = start[0] - x, start[1] - y
        sx, sy = start[2] / w, start[3] / h
        if abs(dx) < 1 and abs(dy) < 1 and abs(sx - 1) < 0.02:
            continue
        frames = to_js([
            {"transformOrigin": "0 0",
             "transform": f"translate({dx:.1f}px, {dy:.1f}px) scale({sx:.3f}, {sy:.3f})"},
            {"transformOrigin": "0 0", "transform": "none"},
        ], dict_converter=window.Object.fromEntries)
        options = to_js({"duration": motion_ms, "easing": "cubic-bezier(.2,.7,.3,1)",
                         "delay": delay, "fill": "backwards"},
                        dict_converter=window.Object.fromEntries)
        element.animate(frames, options)


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


def focus(selector: str | None) -> bool:
    """Focus the first element matching ``selector``; ``False`` when there is none."""
    if not selector:
        return False
    element = document.querySelector(selector)
    if _absent(element):
        return False
    element.focus()
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
    """The key of a plain key press outside a text field (``None`` with a modifier)."""
    if event.ctrlKey or event.altKey or event.metaKey:
        return None
    target = event.target
    if not _absent(target) and str(getattr(target, "nodeName", "")) in _FORM_TAGS:
        return None
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
