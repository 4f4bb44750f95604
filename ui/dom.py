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
