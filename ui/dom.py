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
const MOVING = ".card[data-key], [data-key^='fan-'], [data-key='talon'], [data-key^='seat-']";
const DEAL_STEP = 8;  // a card is dealt every glide / DEAL_STEP ms (normal: every 40 ms)
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
function turned(el) {
  // Where a card is, as a whole card: one still turning over (the face-up talon's CSS
  // `turn`, a rotation about its upright axis) is narrower on the screen than the card,
  // down to nothing at first, so it is measured as if turned, then put back untouched.
  // A card in mid-glide (a script animation) is measured where it is seen.
  const turning = el.getAnimations().filter(
    (a) => a instanceof CSSAnimation && a.currentTime !== null);
  if (!turning.length) return el.getBoundingClientRect();
  const times = turning.map((a) => a.currentTime);
  for (const a of turning) a.currentTime = a.effect.getComputedTiming().endTime;
  const rect = el.getBoundingClientRect();
  turning.forEach((a, i) => { a.currentTime = times[i]; });
  return rect;
}
function places(root) {
  const out = new Map();
  for (const el of root.querySelectorAll(MOVING)) out.set(el.getAttribute("data-key"), turned(el));
  return out;
}
function around(origin, now) {
  // A card coming out of a seat, a fan or the talon starts at that place's middle, at
  // its own proportions (no larger than the place), rather than stretched to its box.
  const s = Math.min(1, origin.width / now.width, origin.height / now.height);
  const w = now.width * s, h = now.height * s;
  return {left: origin.left + (origin.width - w) / 2, top: origin.top + (origin.height - h) / 2,
          width: w, height: h};
}
function glide(root, before, ms, kept) {
  let landed = 0;  // ms from now until the last card being dealt lands
  for (const el of root.querySelectorAll(".card[data-key]")) {
    const now = el.getBoundingClientRect();
    if (!now.width || !now.height) continue;
    const from = el.getAttribute("data-from");
    const deal = el.getAttribute("data-deal");
    let start = null, delay = 0;
    if (deal !== null && !kept.has(el)) {
      // Being dealt: from the dealer's seat, one card after another.
      const seat = before.get(from) || root.querySelector(`[data-key="${from}"]`)
        ?.getBoundingClientRect();
      if (!seat) continue;
      start = around(seat, now);
      delay = (Number(deal) * ms) / DEAL_STEP;
      landed = Math.max(landed, delay + ms);
    } else {
      start = before.get(el.getAttribute("data-key"));
      if (!start) {
        const origin = from && before.get(from);
        if (!origin) continue;
        start = from.startsWith("card-") ? origin : around(origin, now);
        const order = el.getAttribute("data-order");
        delay = order ? (Math.min(Number(order), 12) * ms) / 8 : 0;
      }
    }
    const dx = start.left - now.left, dy = start.top - now.top;
    const sx = start.width / now.width, sy = start.height / now.height;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(sx - 1) < 0.02) continue;
    el.animate([
      {transformOrigin: "0 0", transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`},
      {transformOrigin: "0 0", transform: "none"},
    ], {duration: ms, easing: "cubic-bezier(.2,.7,.3,1)", delay, fill: "backwards"});
  }
  return landed;
}
function dealId(root) {
  const table = root.querySelector("[data-deal-id]");
  return table ? table.getAttribute("data-deal-id") : null;
}
return function patch(root, html, ms) {
  const moving = ms > 0 && !matchMedia("(prefers-reduced-motion: reduce)").matches;
  const before = moving ? places(root) : null;
  const wasDealing = dealId(root);
  let kept = moving ? new Set(root.querySelectorAll(".card[data-key]")) : null;
  const template = document.createElement("template");
  template.innerHTML = html;
  morphChildren(root, template.content);
  const dealing = dealId(root);
  // A fresh deal deals every card, also one whose key was on the table already (a card
  // you held before a redeal or a new game, the backs of a fan).
  if (dealing !== null && dealing !== wasDealing) kept = new Set();
  return before ? glide(root, before, ms, kept) : 0;
};
"""
"""The patcher, in the page's own JavaScript: walking the DOM node by node from Python
through Pyodide's proxies took 100-700 ms a render (measured with bench/motion.py), one
call into this takes a few. It reuses elements by ``data-key`` (or, unkeyed, by position
and tag), keeps a ``<details>``'s open state and a form field's typed value unless the page
changed it, then glides each card from where it was (FLIP: the Web Animations API). A card
new on the table comes from the element its ``data-from`` names; one being dealt
(``data-deal="k"``, ui/render/table.py's ``deal_order``) from the dealer's seat, k steps after the
first, so the deal is seen card by card: each card of a deal new on the table
(``data-deal-id`` changed), the others only when they are new elements. The animations
run on the compositor: input is never held up by them. It answers how long the deal it
started takes to land (ms; 0 when no card is being dealt), so that the computer seats wait
for it."""

_patcher: Any = None


def patch_html(element_id: str, html: str, motion_ms: int = 0) -> float:
    """Bring ``#element_id`` to ``html`` in place: kept elements keep their identity (and
    focus, scroll, a typed value); cards that moved glide from where they were
    (``motion_ms`` long; 0 or a reduced-motion preference: no movement). Returns the ms
    until the last card of a deal started by this patch lands (0: none is dealt)."""
    global _patcher
    if _patcher is None:
        _patcher = window.Function(_PATCH_JS)()
        install_drag()  # the hand's cards are on the page from now on
    landed = _patcher(document.getElementById(element_id), html, motion_ms)
    return float(landed or 0)


_DRAG_JS = r"""
const SLOP = 8;  // px a finger may wander and still tap
let drag = null, swallow = 0, limit = 60;
const still = matchMedia("(prefers-reduced-motion: reduce)");
function follow(card, dx, dy) {
  card.style.transform = `translate(${dx}px, ${dy}px)`;
  card.style.zIndex = "5";
}
function settle(card) {
  const shift = card.style.transform;
  card.style.transform = "";
  card.style.zIndex = "";
  const quick = still.matches || document.documentElement.dataset.speed === "instant";
  if (shift && !quick)
    card.animate([{transform: shift}, {transform: "none"}], {duration: 180, easing: "ease-out"});
}
function end(e, cancelled) {
  if (!drag || e.pointerId !== drag.id) return;
  const {card, moved, y} = drag;
  drag = null;
  if (!moved) return;  // a tap: the click that follows lifts or plays the card
  swallow = performance.now() + 700;
  const playable = card.matches(".legal, .pickable") && card.isConnected;
  if (!cancelled && playable && y - e.clientY >= limit) {
    card.click();  // as Enter would: plays it (a marriage card asks first)
    if (card.isConnected) settle(card);
  } else settle(card);
}
document.addEventListener("pointerdown", (e) => {
  if (e.pointerType === "mouse" || !e.isPrimary) return;
  const card = e.target.closest && e.target.closest(".hand-cards button.card");
  if (card) drag = {card, id: e.pointerId, x: e.clientX, y: e.clientY, moved: false};
});
document.addEventListener("pointermove", (e) => {
  if (!drag || e.pointerId !== drag.id) return;
  const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
  if (!drag.moved && Math.hypot(dx, dy) < SLOP) return;
  drag.moved = true;
  follow(drag.card, dx, dy);
});
document.addEventListener("pointerup", (e) => end(e, false));
document.addEventListener("pointercancel", (e) => end(e, true));
document.addEventListener("click", (e) => {
  // The tap Chromium may still report after a drag must not lift the card again.
  if (e.isTrusted && performance.now() < swallow) {
    swallow = 0;
    e.stopPropagation();
    e.preventDefault();
  }
}, true);
return (px) => { limit = px; };
"""
"""Drag up to play, on a touch screen: a card of your hand follows the finger; let go
more than the threshold above where it was pressed and a playable card is played (the
page gets the button's own click, as from Enter); a short drag, or a card that may not be
played, slides back. A tap without dragging stays a tap (the first lifts, the second
plays: ui/main.py)."""

DRAG_PX = 60
"""How far up (CSS px) a card must be dragged to be played: about most of a phone card's
height, so that a finger's wobble on a tap never plays a card."""

_drag_installed = False


def install_drag(threshold_px: int = DRAG_PX) -> None:
    """Listen for drags of the hand's cards (once per page)."""
    global _drag_installed
    if _drag_installed:
        return
    window.Function(_DRAG_JS)()(threshold_px)
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


def get_stat(name: str) -> str | None:
    """A measurement published by ``set_stat`` (None when there is none yet)."""
    value = getattr(document.documentElement.dataset, name, None)
    return None if _absent(value) else str(value)


async def import_js(path: str) -> Any:
    """A JavaScript module of the site (``path`` relative to the page), imported when
    first needed: the thinking worker's client (ui/features/thinker/commands.py)."""
    url = window.URL.new(path, document.baseURI).href
    return await window.Function("url", "return import(url)")(url)
