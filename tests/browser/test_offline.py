"""The service worker (sw.js): after one visit the game starts from its cache, with the
network off, and a new release replaces the cached one whole."""

from __future__ import annotations

import gzip
import importlib.util
import json
import random
import re
import shutil
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, Response

import serve

from .conftest import BOOT_TIMEOUT_MS, ROOT, BrowserKeeper, PageGuard
from .game_driver import open_game, play_until_position, table_attr, wait_ready

SW_IN_CHARGE = "navigator.serviceWorker.controller !== null"
CACHES = "caches.keys()"
STORED_SNAPSHOT = """() => {
  if (!window.__snapshotLookup) {
    window.__snapshotLookup = caches.keys()
      .then(keys => caches.open(keys[0]))
      .then(cache => cache.keys())
      .then(requests => requests.some(r => r.url.includes('/pyodide-snapshot-')))
      .then(found => { window.__snapshotFound = found; window.__snapshotLookup = null; });
  }
  return window.__snapshotFound === true;
}"""

# The stored snapshot's mark, the memory's length it declares and its own length.
STORED_SNAPSHOT_SIZES = """async () => {
  const cache = await caches.open((await caches.keys())[0]);
  const request = (await cache.keys()).find(r => r.url.includes('/pyodide-snapshot-'));
  const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
  const view = new DataView(bytes.buffer);
  return [String.fromCharCode(...bytes.subarray(0, 4)), view.getUint32(4, true), bytes.length];
}"""
# Overwrite the stored snapshot with bytes that are not a packed snapshot.
BREAK_SNAPSHOT = """async () => {
  const cache = await caches.open((await caches.keys())[0]);
  const request = (await cache.keys()).find(r => r.url.includes('/pyodide-snapshot-'));
  await cache.put(request, new Response(new Uint8Array(4096).fill(7)));
}"""

# Cut the stored snapshot's last bytes off: its head reads well, its pages come up short.
CUT_SNAPSHOT = """async () => {
  const cache = await caches.open((await caches.keys())[0]);
  const request = (await cache.keys()).find(r => r.url.includes('/pyodide-snapshot-'));
  const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
  await cache.put(request, new Response(bytes.subarray(0, bytes.length - 4096)));
}"""


def site_files() -> ModuleType:
    """scripts/site_files.py, which writes site-files.json and sw.js's version."""
    if "site_files_script" in sys.modules:
        return sys.modules["site_files_script"]
    spec = importlib.util.spec_from_file_location("site_files_script",
                                                  ROOT / "scripts" / "site_files.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def snapshot(page: Page) -> dict[str, object]:
    return {
        "phase": table_attr(page, "data-phase"),
        "to_move": table_attr(page, "data-to-move"),
        "entry": table_attr(page, "data-entry"),
        "hand": page.locator(".hand .card").evaluate_all("els => els.map(e => e.dataset.card)"),
        "actions": page.locator("#table [data-action]").evaluate_all(
            "els => els.map(e => e.dataset.action)"),
    }


def cache_names(page: Page) -> list[str]:
    return list(page.evaluate(CACHES))


def wait_for_caches(page: Page, names: list[str], seconds: float = 60) -> None:
    """Poll the page's cache names until they are ``names``."""
    deadline = time.monotonic() + seconds
    while (found := cache_names(page)) != names:
        assert time.monotonic() < deadline, f"caches {found}, expected {names}"
        page.wait_for_timeout(200)


def worker_version(site: Path) -> str:
    found = re.search(r'const VERSION = "([0-9a-f]+)";', (site / "sw.js").read_text())
    assert found is not None
    return found.group(1)


def play_to_the_cards(page: Page, url: str, rng_seed: int) -> None:
    """Open the game at ``url`` and play on until the card play."""
    open_game(page, url)
    play_until_position(page, random.Random(rng_seed),
                        lambda p: table_attr(p, "data-phase") == "play", "the play")


def reload_to_the_table(page: Page) -> None:
    page.reload(wait_until="commit")
    page.wait_for_selector("#table[data-phase]", timeout=BOOT_TIMEOUT_MS)
    wait_ready(page)


def test_offline_reload_resumes_the_saved_game(
    new_page: Callable[..., Page], page_guard: PageGuard, prefixed_site_url: str
) -> None:
    """Under a sub-path, as on GitHub Pages: play a little, go offline, reload."""
    page = new_page(service_workers="allow")
    play_to_the_cards(page, prefixed_site_url + "?seed=424242&speed=instant", 3)
    page.wait_for_function(SW_IN_CHARGE, timeout=BOOT_TIMEOUT_MS)
    assert cache_names(page) == [f"thousand-{worker_version(ROOT)}"]
    scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert scope == prefixed_site_url
    # A first visit restores the snapshot the site ships (assets/snapshot/), in the page
    # and in the computers' thinking worker.
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "shipped"
    assert page.evaluate("document.documentElement.dataset.pythonPreloaded") == "0"
    page.wait_for_function("document.documentElement.dataset.thinkerStart",
                           timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.thinkerStart") == "shipped"
    # The first visit's snapshot of Python's start-up, kept by the service worker.
    page.wait_for_function(STORED_SNAPSHOT, timeout=BOOT_TIMEOUT_MS, polling=200)
    # Kept without the memory's zero pages (assets/js/snapshot-pages.mjs).
    mark, memory_bytes, kept_bytes = page.evaluate(STORED_SNAPSHOT_SIZES)
    assert mark == "TSPS"
    assert memory_bytes >= 16 * 2**20
    assert kept_bytes < 0.75 * memory_bytes
    before = snapshot(page)

    # Where the service worker's answers came from, by file name (Chromium's own record).
    sources: dict[str, str] = {}

    def answered(event: dict[str, Any]) -> None:
        response = event["response"]
        sources.setdefault(response["url"].rsplit("/", 1)[-1],
                           response.get("serviceWorkerResponseSource", ""))

    network = page.context.new_cdp_session(page)
    network.send("Network.enable")
    network.on("Network.responseReceived", answered)
    offline: list[Response] = []
    page.context.set_offline(True)
    # Each DevTools session has its own network conditions: this one's must say offline too.
    network.send("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    page.context.on("response", lambda response: offline.append(response))
    reload_to_the_table(page)
    assert page.evaluate("navigator.onLine") is False
    assert snapshot(page) == before
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"
    # The computers' thinking worker starts from the same snapshot.
    page.wait_for_function("document.documentElement.dataset.thinkerStart",
                           timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.thinkerStart") == "snapshot"
    # The snapshot holds the game's modules that never touch the page, already imported.
    preload = [name for name in json.loads((ROOT / "site-files.json").read_text(
        encoding="utf-8"))["preload"] if name.split(".")[0] in {"thousand", "ui"}]
    assert len(preload) > 40
    assert page.evaluate("document.documentElement.dataset.pythonPreloaded") == str(
        len(preload))
    page_urls = [r.url for r in offline if r.url.startswith(prefixed_site_url)]
    assert any(url.endswith("pyodide.asm.wasm") for url in page_urls), page_urls
    assert any(url.endswith("/site-python.json") for url in page_urls), page_urls
    not_cached = [r.url for r in offline if r.url.startswith("http") and not r.from_service_worker]
    assert not not_cached, f"answered from outside the service worker: {not_cached}"
    # Pyodide's WebAssembly comes as a response the service worker made from the cached
    # file, which the browser compiles afresh off the page's thread (sw.js); the other
    # files as the cache's own responses.
    assert sources["pyodide.asm.wasm"] == "fallback-code", sources
    assert sources["pyodide.asm.mjs"] == "cache-storage", sources
    page_guard.check()  # no request failed, no console error


@pytest.mark.parametrize(("damage", "words"), [
    (BREAK_SNAPSHOT, ("start-up could not be read", "not a packed snapshot")),
    (CUT_SNAPSHOT, ("could not be used", "cut short")),
], ids=["not-a-snapshot", "cut-short"])
def test_a_broken_saved_snapshot_is_passed_over_for_the_sites_own(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str, damage: str,
    words: tuple[str, str]
) -> None:
    """A saved snapshot that cannot be read back is passed over for the site's own: one
    that is no snapshot at its head, and one whose head reads well and whose pages come up
    short, which Python, started while the pages were still being read, refuses before it
    runs from them."""
    page = new_page(service_workers="allow")
    play_to_the_cards(page, site_url + "?seed=515151&speed=instant", 5)
    page.wait_for_function(SW_IN_CHARGE, timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(STORED_SNAPSHOT, timeout=BOOT_TIMEOUT_MS, polling=200)
    page.evaluate(damage)
    before = snapshot(page)
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    reload_to_the_table(page)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "shipped"
    assert snapshot(page) == before
    assert any(all(word in text for word in words) for text in warnings), warnings
    page_guard.check()


def first_visit_start(browser_keeper: BrowserKeeper, site: Path, url: str,
                      shipped: bytes) -> tuple[str, list[str]]:
    """A first visit to the site at ``url`` with ``shipped`` as its start-up snapshot file:
    how Python started and the console's warnings, once the dealt hand is up (the page
    checked as every test's is)."""
    (site / "assets" / "snapshot" / "pyodide-start.gz").write_bytes(shipped)
    context = browser_keeper.get().new_context(service_workers="block")
    context.set_default_navigation_timeout(BOOT_TIMEOUT_MS)
    page = context.new_page()
    page.on("crash", browser_keeper.mark_crashed)
    guard = PageGuard(allowed_hosts={urlsplit(url).netloc})
    guard.attach(context, page)
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    try:
        open_game(page, url + "?seed=616161&speed=instant")
        assert page.locator(".hand .card").count() > 0
        start = str(page.evaluate("document.documentElement.dataset.pythonStart"))
        guard.check()
    finally:
        context.close()
    return start, warnings


def test_a_site_whose_start_up_snapshot_is_broken_starts_python_afresh(
    browser_keeper: BrowserKeeper, release_site: tuple[Path, str]
) -> None:
    """The site's own snapshot is only a quicker start: broken, it costs the time only."""
    site, url = release_site
    start, warnings = first_visit_start(browser_keeper, site, url, b"not a snapshot" * 100)
    assert start == "fresh"
    assert any("start-up snapshot could not be read" in text for text in warnings), warnings


def test_a_start_up_snapshot_the_server_sent_decompressed_is_used(
    browser_keeper: BrowserKeeper, release_site: tuple[Path, str]
) -> None:
    """A server that sends the file with "Content-Encoding: gzip" has the browser hand over
    the packed snapshot itself: it is used as it is."""
    site, url = release_site
    packed = gzip.decompress((ROOT / "assets" / "snapshot" / "pyodide-start.gz").read_bytes())
    start, warnings = first_visit_start(browser_keeper, site, url, packed)
    assert start == "shipped"
    assert not any("snapshot" in text for text in warnings), warnings

def copy_site(dest: Path) -> Path:
    """The files the service worker caches (and sw.js), and the Python modules its
    site-python.json is made from, copied; the large vendored runtime linked, since this
    test changes only the page's own files."""
    tools = site_files()
    modules = tools.python_paths(tools.site_list(ROOT))
    for name in [*tools.cached_files(ROOT), "./sw.js", *modules]:
        if name == "./" or name.startswith("./assets/vendor/"):
            continue
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / name, target)
    (dest / "assets" / "vendor").symlink_to(ROOT / "assets" / "vendor")
    return dest


@pytest.fixture
def release_site(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of the site on its own server, to publish a new release of."""
    site = copy_site(tmp_path / "site")
    server = serve.make_server(site, "127.0.0.1", 0, "/")
    serve.start_in_thread(server)
    try:
        yield site, serve.site_url(server, "/")
    finally:
        server.shutdown()
        server.server_close()


def test_a_new_release_replaces_the_old_cache(
    browser_keeper: BrowserKeeper, release_site: tuple[Path, str]
) -> None:
    site, url = release_site
    tools = site_files()
    tools.write(site)  # a consistent release 1, whatever is being edited in the tree
    assert tools.stale(site) == []
    first = worker_version(site)
    context = browser_keeper.get().new_context(service_workers="allow")
    context.set_default_navigation_timeout(BOOT_TIMEOUT_MS)
    page = context.new_page()
    page.on("crash", browser_keeper.mark_crashed)
    guard = PageGuard(allowed_hosts={urlsplit(url).netloc})
    guard.attach(context, page)
    try:
        open_game(page, url + "?seed=5&speed=instant")
        page.wait_for_function(SW_IN_CHARGE, timeout=BOOT_TIMEOUT_MS)
        assert cache_names(page) == [f"thousand-{first}"]

        # Release 2: one page file changes, sw.js gets its new version (the list stays).
        css = site / "assets" / "css" / "thousand.css"
        css.write_text(css.read_text(encoding="utf-8") + "\n/* release 2 */\n",
                       encoding="utf-8")
        assert tools.write(site) == ["sw.js"]
        second = worker_version(site)
        assert second != first

        # The next visit starts from release 1's cache; once the table is up, release 2
        # (installed meanwhile) takes over and release 1's cache is deleted.
        page.reload()
        page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT_MS)
        wait_for_caches(page, [f"thousand-{second}"])

        # The visit after that: every file from release 2's cache, none left over.
        served: list[Response] = []
        context.on("response", lambda response: served.append(response))
        page.reload()
        page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT_MS)
        wait_ready(page)
        own = [r for r in served if r.url.startswith(url) and not r.url.endswith("/sw.js")]
        assert own and all(r.from_service_worker for r in own), [r.url for r in own]
        cached = page.evaluate(
            """async () => {
                const cache = await caches.open((await caches.keys())[0]);
                const out = {};
                for (const request of await cache.keys()) {
                    const url = request.url;
                    if (url.includes('/assets/vendor/') || url.endsWith('.png')
                        || url.endsWith('.gz') || url.endsWith('.bin')
                        || url.includes('/pyodide-snapshot-')) continue;
                    out[new URL(url).pathname] = await (await cache.match(request)).text();
                }
                return JSON.stringify(out);
            }""")
        files = json.loads(cached)
        assert "release 2" in files["/assets/css/thousand.css"]
        assert "/site-files.json" in files and "/assets/js/dom.mjs" in files
        for path, text in files.items():
            on_disk = site / ("index.html" if path == "/" else path.lstrip("/"))
            assert text == on_disk.read_text(encoding="utf-8"), f"stale in the cache: {path}"
    finally:
        context.close()
    guard.check()
