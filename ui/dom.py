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

_PATCH_JS = r"""
const MOVING = ".card[data-key], [data-key^='fan-'], [data-key='talon']";
const FORM = new Set(["INPUT", "SELECT", "TEXTAREA"]);
const key = (n) => (n.nodeType === 1 ? n.getAttribute("data-key") : null);
function syncAttributes(old, neu) {
  const form = FORM.has(old.nodeName);
  for (const name of neu.getAttributeNames()) {
    const value = neu.getAttribute(name);
    if (old.getAttribute(name) !== value) {
      old.setAttribute(name, value);
      if (form && name === "value") old.value = value;
    }
  }
  const keepOpen = old.nodeName === "DETAILS";
  for (const name of old.getAttributeNames())
    if (!neu.hasAttribute(name) && !(keepOpen && name === "open")) old.removeAttribute(name);
}
function morph(old, neu) {
  if (old.nodeType !== 1) {
    if (old.nodeValue !== neu.nodeValue) old.nodeValue = neu.nodeValue;
    return;
  }
  if (old.isEqualNode(neu)) return;
  syncAttributes(old, neu);
  morphChildren(old, neu);
}
function morphChildren(oldParent, newParent) {
  const keyed = new Map(), loose = [];
  for (const node of [...oldParent.childNodes]) {
    const k = key(node);
    if (k === null) loose.push(node); else keyed.set(k, node);
  }
  loose.reverse();
  const wanted = [...newParent.childNodes];
  wanted.forEach((neu, index) => {
    const k = key(neu);
    let old = k === null ? loose.pop() : keyed.get(k);
    if (k !== null) keyed.delete(k);
    if (old && old.nodeName !== neu.nodeName) old = undefined;
    if (old) morph(old, neu);
    const node = old || neu;
    const here = oldParent.childNodes[index];
    if (here !== node) oldParent.insertBefore(node, here || null);
  });
  while (oldParent.childNodes.length > wanted.length) oldParent.lastChild.remove();
}
function places(root) {
  const out = new Map();
  for (const el of root.querySelectorAll(MOVING))
    out.set(el.getAttribute("data-key"), el.getBoundingClientRect());
  return out;
}
function glide(root, before, ms) {
  for (const el of root.querySelectorAll(".card[data-key]")) {
    let start = before.get(el.getAttribute("data-key"));
    let delay = 0;
    if (!start) {
      const from = el.getAttribute("data-from");
      start = from && before.get(from);
      if (!start) continue;
      const order = el.getAttribute("data-order");
      delay = order ? (Math.min(Number(order), 12) * ms) / 8 : 0;
    }
    const now = el.getBoundingClientRect();
    if (!now.width || !now.height) continue;
    const dx = start.left - now.left, dy = start.top - now.top;
    const sx = start.width / now.width, sy = start.height / now.height;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(sx - 1) < 0.02) continue;
    el.animate([
      {transformOrigin: "0 0", transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`},
      {transformOrigin: "0 0", transform: "none"},
    ], {duration: ms, easing: "cubic-bezier(.2,.7,.3,1)", delay, fill: "backwards"});
  }
}
return function patch(root, html, ms) {
  const moving = ms > 0 && !matchMedia("(prefers-reduced-motion: reduce)").matches;
  const before = moving ? places(root) : null;
  const template = document.createElement("template");
  template.innerHTML = html;
  morphChildren(root, template.content);
  if (before) glide(root, before, ms);
};
"""
"""The patcher, in the page's own JavaScript: walking the DOM node by node from Python
through Pyodide's proxies took 100-700 ms a render (measured with bench/motion.py), one
call into this takes a few. It reuses elements by ``data-key`` (or, unkeyed, by position
and tag), keeps a ``<details>``'s open state and a form field's typed value unless the page
changed it, then glides each card from where it was (FLIP: the Web Animations API)."""

_patcher: Any = None


def patch_html(element_id: str, html: str, motion_ms: int = 0) -> None:
    """Bring ``#element_id`` to ``html`` in place: kept elements keep their identity (and
    focus, scroll, a typed value); cards that moved glide from where they were
    (``motion_ms`` long; 0 or a reduced-motion preference: no movement)."""
    global _patcher
    if _patcher is None:
        _patcher = window.Function(_PATCH_JS)()
    _patcher(document.getElementById(element_id), html, motion_ms)


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
    if not _absent(target) and str(getattr(target, "nodeName", "")) in (
            "INPUT", "SELECT", "TEXTAREA"):
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
