"""Browser test harness: the real site, served by serve.py, in real Chromium.

Fixtures
    site_url           http://127.0.0.1:PORT/           (session; the repository, by serve.py)
    prefixed_site_url  http://127.0.0.1:PORT/thousand/  (session; same site under a sub-path)
    browser            Chromium from $CHROMIUM (default /usr/bin/chromium), headless; one for
                       the run, started again after a renderer crash (BrowserKeeper)
    viewport           {"width": 1280, "height": 800}; override it in a module or parametrize it
    page               a fresh context + page per test, guarded (see below)
    page_guard         the PageGuard of `page`, for tests that want to inspect requests

Every page is guarded: the test fails at teardown, with a list of what happened,
if the page made a request to any host other than the local servers, logged a
console error, raised an uncaught error, logged a Python traceback, or got a
failed (or >= 400) response.  Call ``page_guard.check()`` inside a test to get
the same failure as a test failure rather than a teardown error.  A request the
browser cancels because its page is leaving (a navigation of the page after the
request began, or the test closing it) did not fail: the thinking worker may still
be fetching its files when a test reloads; such requests are kept in
``page_guard.abandoned``.

Helpers
    wait_for_text(page, selector, text)   waits up to BOOT_TIMEOUT_MS (Pyodide boot)
    save_screenshot(page, name)           writes tests/artifacts/<name>.png

A failing browser test also leaves tests/artifacts/<test name>.png behind.

Renderer crashes
    Headless Chromium's renderer has crashed now and then on these machines while
    Pyodide runs ("Target crashed" / "Page crashed", with nothing in the console): in
    about one full run in three, once seven tests in one CI run, and never in 40 boots
    on a quiet or a loaded machine. A crashed page stays dead, so retrying on it cannot
    work; instead a browser test whose failure is a renderer crash is run again from
    the start with a fresh page (pytest-rerunfailures, at most CRASH_RERUNS times; the
    report lists every rerun). Any other failure fails at once. Chromium writes its own
    log to tests/artifacts/chromium.log, and a crash prints that log's last lines.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Frame,
    Page,
    Playwright,
    Request,
    Response,
    sync_playwright,
)
from playwright.sync_api import Error as PlaywrightError

import serve

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
PREFIX = "/thousand/"

BOOT_TIMEOUT_MS = 60_000  # Pyodide's cold start is ~2.5-4 s here; CI machines may be slower.
ACTION_TIMEOUT_MS = 15_000

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # /dev/shm is small or shared on some CI hosts; a full one kills renderers.
    "--disable-dev-shm-usage",
    # Each browser context opens a window, and with it the address bar's popup as a page of
    # its own (chrome://omnibox-popup.top-chrome): a renderer at work beside the page under
    # test in every new context. It held back every start-up figure (docs/MEASUREMENTS.md).
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
]
CHROMIUM_LOG = ARTIFACTS / "chromium.log"
CRASH_RERUNS = 2
CRASH_PATTERNS = ["Target crashed", "Page crashed"]
LOG_NOISE = ("dbus", "DBus", "idle_linux")

PYTHON_ERROR_MARKERS = ("Traceback", "PythonError")
ABANDON_SLACK_S = 2.0
LOCAL_SCHEMES = {"data", "blob", "about"}


# ---------------------------------------------------------------- marking


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.flaky(reruns=CRASH_RERUNS, only_rerun=CRASH_PATTERNS))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


# ---------------------------------------------------------------- servers


def _serve(prefix: str) -> Iterator[str]:
    server = serve.make_server(ROOT, "127.0.0.1", 0, prefix)
    serve.start_in_thread(server)
    try:
        yield serve.site_url(server, prefix)
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The repository served at the root of a local server on a free port."""
    yield from _serve("/")


@pytest.fixture(scope="session")
def prefixed_site_url() -> Iterator[str]:
    """The repository served under /thousand/, as on a GitHub Pages project site."""
    yield from _serve(PREFIX)


# ---------------------------------------------------------------- browser


def chromium_path() -> str:
    path = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if not Path(path).is_file() or not os.access(path, os.X_OK):
        pytest.fail(
            f"Chromium not found at {path!r}. Run ./run-tests (it finds or installs one) "
            "or set CHROMIUM=/path/to/chromium. Browser tests are never skipped.",
            pytrace=False,
        )
    return path


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    with sync_playwright() as playwright:
        yield playwright


class BrowserKeeper:
    """One Chromium for the whole run, started again after one of its renderers crashed,
    so that the rerun of a crashed test does not meet whatever state killed it."""

    def __init__(self, playwright: Playwright) -> None:
        self.playwright = playwright
        self.current: Browser | None = None
        self.crashed = False

    def get(self) -> Browser:
        if self.current is not None and (self.crashed or not self.current.is_connected()):
            self.close()
        if self.current is None:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            log_args = ["--enable-logging", f"--log-file={CHROMIUM_LOG}"]
            self.current = self.playwright.chromium.launch(
                executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS + log_args
            )
            self.crashed = False
        return self.current

    def mark_crashed(self, _page: Page) -> None:
        self.crashed = True

    def close(self) -> None:
        if self.current is not None:
            with contextlib.suppress(PlaywrightError):
                self.current.close()
            self.current = None


@pytest.fixture(scope="session")
def browser_keeper(playwright_instance: Playwright) -> Iterator[BrowserKeeper]:
    keeper = BrowserKeeper(playwright_instance)
    try:
        yield keeper
    finally:
        keeper.close()


@pytest.fixture
def browser(browser_keeper: BrowserKeeper) -> Browser:
    """The shared Chromium (a new one if a renderer of the last one crashed)."""
    return browser_keeper.get()


@pytest.fixture
def viewport() -> dict[str, int]:
    """Viewport of `page`; override this fixture (or parametrize it) for phone sizes."""
    return {"width": 1280, "height": 800}


# ---------------------------------------------------------------- the guard


@dataclass
class PageGuard:
    """Records what a page does and lists everything a clean page must not do."""

    allowed_hosts: set[str]
    requests: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)
    leaves: list[tuple[float, float]] = field(default_factory=list)
    """When a page's document was left, by time.monotonic(): from a main-frame navigation's
    request to the new document's commit, or from the test closing its pages on."""
    leaving_since: float | None = None
    began: dict[Request, float] = field(default_factory=dict)
    aborted: list[tuple[str, float, float]] = field(default_factory=list)
    """Local requests the browser cancelled (net::ERR_ABORTED): their entry in
    ``problems``, began, cancelled; judged at ``check``, when every event of the page's
    leaving has arrived."""

    def attach(self, context: BrowserContext, page: Page) -> None:
        context.on("request", self.on_request)
        context.on("requestfailed", self.on_request_failed)
        context.on("response", self.on_response)
        page.on("console", self.on_console)
        page.on("pageerror", self.on_page_error)
        page.on("framenavigated", self.on_navigated)
        page.on("crash", self.on_crash)

    def is_local(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme in LOCAL_SCHEMES:
            return True
        return parts.scheme in {"http", "https"} and parts.netloc in self.allowed_hosts

    def on_request(self, request: Request) -> None:
        self.requests.append(request.url)
        now = time.monotonic()
        if request.is_navigation_request() and is_main_frame(request):
            self.leaving_since = now  # the document that had the page until now is leaving
        self.began[request] = now
        if not self.is_local(request.url):
            self.problems.append(
                f"request outside the local server: {request.method} {request.url}"
            )

    def on_request_failed(self, request: Request) -> None:
        if not self.is_local(request.url):
            return
        problem = f"request failed: {request.url} ({request.failure})"
        self.problems.append(problem)
        if "ERR_ABORTED" in (request.failure or ""):
            now = time.monotonic()
            self.aborted.append((problem, self.began.get(request, now), now))

    def on_navigated(self, frame: Frame) -> None:
        if frame.parent_frame is None and self.leaving_since is not None:
            self.leaves.append((self.leaving_since, time.monotonic()))
            self.leaving_since = None

    def close(self) -> None:
        """The test closes its pages: every request cut off from now on was abandoned."""
        self.leaves.append((time.monotonic(), float("inf")))

    def close_page(self, page: Page) -> None:
        """Close one page (its browser context) before the test ends, as a player closing
        the tab would: the requests it had in flight are abandoned, not failures."""
        left = time.monotonic()
        page.context.close()
        self.leaves.append((left, time.monotonic()))

    def on_response(self, response: Response) -> None:
        if response.status >= 400:
            self.problems.append(f"HTTP {response.status}: {response.url}")

    def on_console(self, message: ConsoleMessage) -> None:
        text = message.text
        self.console.append(f"[{message.type}] {text}")
        if message.type == "error":
            where = message.location.get("url", "")
            self.problems.append(f"console error: {text}" + (f" ({where})" if where else ""))
        elif any(marker in text for marker in PYTHON_ERROR_MARKERS):
            self.problems.append(f"Python error in console [{message.type}]: {text}")

    def on_page_error(self, error: PlaywrightError) -> None:
        self.problems.append(f"uncaught page error: {error.message}\n{error.stack or ''}".rstrip())

    def on_crash(self, page: Page) -> None:
        # The test fails anyway: every later call on a crashed page raises "crashed".
        print(f"\nrenderer crashed at {page.url}; Chromium's log ends:\n"
              + chromium_log_tail(), file=sys.stderr)

    @property
    def abandoned(self) -> list[str]:
        """Requests cancelled because their page was leaving: begun by the document that
        left (before the next one committed) and cancelled once it was leaving (events of
        the page and of its workers arrive in their own order: up to ABANDON_SLACK_S
        early). Not failures."""
        return [problem.split()[2] for problem, began, cancelled in self.aborted
                if self.was_left(began, cancelled)]

    def was_left(self, began: float, cancelled: float) -> bool:
        return any(began < committed and left <= cancelled + ABANDON_SLACK_S
                   for left, committed in self.leaves)

    def all_problems(self) -> list[str]:
        """``problems`` without the requests abandoned by a leaving page."""
        kept = list(self.problems)
        for problem, began, cancelled in self.aborted:
            if self.was_left(began, cancelled) and problem in kept:
                kept.remove(problem)
        return kept

    def report(self) -> str:
        lines = ["The page did something a clean page must not:"]
        lines += [f"  - {problem}" for problem in self.all_problems()]
        lines.append(f"allowed hosts: {sorted(self.allowed_hosts)}")
        if self.console:
            lines.append("console:")
            lines += [f"  {line}" for line in self.console[-40:]]
        return "\n".join(lines)

    def check(self) -> None:
        if self.all_problems():
            pytest.fail(self.report(), pytrace=False)


def is_main_frame(request: Request) -> bool:
    """Whether a navigation request is for a page's own document (not a frame in it)."""
    try:
        return request.frame.parent_frame is None
    except PlaywrightError:  # a popup's first request comes before its frame
        return True


def chromium_log_tail(lines: int = 30) -> str:
    """The end of Chromium's own log without the D-Bus noise of a machine with no bus."""
    try:
        text = CHROMIUM_LOG.read_text(errors="replace")
    except OSError as exc:
        return f"(no log: {exc})"
    kept = [line for line in text.splitlines() if not any(n in line for n in LOG_NOISE)]
    return "\n".join(kept[-lines:]) or "(nothing but D-Bus noise)"


def save_screenshot(page: Page, name: str, full_page: bool = True) -> Path:
    """Save a PNG of the page as tests/artifacts/<name>.png and return its path."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "page"
    path = ARTIFACTS / f"{safe}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def wait_for_text(page: Page, selector: str, text: str, timeout_ms: int = BOOT_TIMEOUT_MS) -> float:
    """Wait until `selector` contains `text`; return the seconds it took."""
    start = time.monotonic()
    page.wait_for_function(
        "([selector, text]) => document.querySelector(selector)?.textContent.includes(text)",
        arg=[selector, text],
        timeout=timeout_ms,
    )
    return time.monotonic() - start


@pytest.fixture
def page_guard(site_url: str, prefixed_site_url: str) -> PageGuard:
    hosts = {urlsplit(site_url).netloc, urlsplit(prefixed_site_url).netloc}
    return PageGuard(allowed_hosts=hosts)


@pytest.fixture
def new_page(
    browser_keeper: BrowserKeeper,
    viewport: dict[str, int],
    page_guard: PageGuard,
    request: pytest.FixtureRequest,
) -> Iterator[Callable[..., Page]]:
    """Factory for guarded pages: ``new_page()`` or ``new_page(viewport={...}, **context_args)``."""
    contexts: list[tuple[BrowserContext, Page]] = []

    def make(**context_args: Any) -> Page:
        context_args.setdefault("viewport", viewport)
        # No service worker unless a test asks for one (tests/browser/test_offline.py):
        # its install would fetch the whole site again behind every test.
        context_args.setdefault("service_workers", "block")
        context = browser_keeper.get().new_context(**context_args)
        context.set_default_timeout(ACTION_TIMEOUT_MS)
        context.set_default_navigation_timeout(BOOT_TIMEOUT_MS)
        page = context.new_page()
        page_guard.attach(context, page)
        page.on("crash", browser_keeper.mark_crashed)
        contexts.append((context, page))
        return page

    yield make

    failed = getattr(request.node, "report_call", None)
    page_guard.close()
    for index, (context, page) in enumerate(contexts):
        if failed is not None and failed.failed:
            suffix = f"-{index}" if len(contexts) > 1 else ""
            with contextlib.suppress(PlaywrightError):
                save_screenshot(page, f"FAILED-{request.node.name}{suffix}")
        with contextlib.suppress(PlaywrightError):  # its browser may be gone after a crash
            context.close()
    page_guard.check()


@pytest.fixture
def page(new_page: Callable[..., Page]) -> Page:
    """A fresh, guarded page (new browser context) for one test."""
    return new_page()
