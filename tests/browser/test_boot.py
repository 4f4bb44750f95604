"""The site boots real Python (Pyodide via PyScript) in real Chromium, from local files only."""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError

from .conftest import (
    BOOT_TIMEOUT_MS,
    CRASH_PATTERNS,
    PREFIX,
    BrowserKeeper,
    PageGuard,
    save_screenshot,
    wait_for_text,
)
from .game_driver import DEALT_QUERY

VENDORED = (
    "assets/vendor/pyscript/core.js",
    "assets/vendor/pyodide/pyodide.mjs",
    "assets/vendor/pyodide/pyodide.asm.wasm",
    "assets/vendor/pyodide/python_stdlib.zip",
)
OWN = (
    "site-files.json",  # the page's PyScript config, the site's list of files
    "assets/js/dom.mjs",  # what ui/dom.py calls: the patcher, the glides, the drag
    "assets/js/patch.mjs",
    "assets/js/glide.mjs",
    "assets/js/drag.mjs",
)


def boot(page: Page, url: str) -> float:
    """Open the game and wait for the first dealt hand (Python has run the UI)."""
    start = time.monotonic()
    page.goto(url)
    page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#loading").is_hidden()
    assert page.locator("#table").get_attribute("data-phase") in ("redeal", "bidding")
    return time.monotonic() - start


def test_index_boots_python(page: Page, page_guard: PageGuard, site_url: str) -> None:
    seconds = boot(page, site_url)
    print(f"index.html: first hand on screen {seconds:.2f} s after navigation")
    save_screenshot(page, "boot-index")
    for rel in VENDORED + OWN:
        assert site_url + rel in page_guard.requests, f"{rel} not loaded from the local server"
    page_guard.check()


def test_index_boots_under_a_sub_path(
    page: Page, page_guard: PageGuard, prefixed_site_url: str
) -> None:
    assert prefixed_site_url.endswith(PREFIX)
    boot(page, prefixed_site_url)
    paths = [urlsplit(url).path for url in page_guard.requests if url.startswith("http")]
    assert paths, "no requests recorded"
    outside = [path for path in paths if not path.startswith(PREFIX)]
    assert not outside, f"requests that ignore the sub-path {PREFIX}: {outside}"
    page_guard.check()


def test_bare_pyodide_prints(page: Page, page_guard: PageGuard, site_url: str) -> None:
    page.goto(site_url + "bench/bare.html")
    wait_for_text(page, "#status", "Python ready")
    assert "Hello from Python 3." in page.locator("#out").inner_text()
    assert any("Hello from Python 3." in line for line in page_guard.console)
    result = json.loads(page.locator("body").get_attribute("data-bench") or "{}")
    assert result["first_output_ms"] >= result["load_ms"] > 0
    print(f"bench/bare.html: {result}")
    page_guard.check()


def test_the_guard_catches_outside_requests_and_python_errors(
    browser: Browser, site_url: str
) -> None:
    """The harness itself: a page that misbehaves is reported (on a private, unguarded context)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        guard = PageGuard(allowed_hosts={urlsplit(site_url).netloc})
        guard.attach(context, page)
        page.route("https://cdn.example.invalid/**", lambda route: route.abort())
        page.goto(site_url + "bench/bare.html")
        page.evaluate(
            """() => {
                console.log("Traceback (most recent call last): fake");
                fetch("https://cdn.example.invalid/x.js").catch(() => {});
                setTimeout(() => { throw new Error("boom"); }, 0);
            }"""
        )
        page.wait_for_timeout(500)
    finally:
        context.close()
    problems = "\n".join(guard.problems)
    assert "request outside the local server: GET https://cdn.example.invalid/x.js" in problems
    assert "Python error in console" in problems
    assert "uncaught page error: boom" in problems


def test_a_renderer_crash_is_rerun_on_a_new_browser_and_boots_there(
    new_page: Callable[..., Page], browser_keeper: BrowserKeeper, page_guard: PageGuard,
    site_url: str, request: pytest.FixtureRequest,
) -> None:
    """The harness's answer to renderer crashes: the error a crash gives is one the rerun
    marker matches, retrying on the crashed page fails (so only a fresh page can help),
    and the next page comes from a new Chromium, where the game boots."""
    marker = request.node.get_closest_marker("flaky")
    assert marker is not None and marker.kwargs["only_rerun"] == CRASH_PATTERNS
    crashed = new_page()
    old_browser = browser_keeper.get()
    with crashed.expect_event("crash"), contextlib.suppress(PlaywrightError):
        crashed.goto("chrome://crash")
    with pytest.raises(PlaywrightError) as error:
        crashed.goto(site_url + "?speed=instant")
    assert any(re.search(pattern, str(error.value)) for pattern in CRASH_PATTERNS), error.value
    fresh = new_page()
    assert fresh.context.browser is not old_browser
    assert not old_browser.is_connected()
    boot(fresh, site_url + DEALT_QUERY)
    page_guard.check()
