"""The folder scripts/build_site.py makes is a whole site: served alone under a
sub-path, as GitHub Pages serves it, the game boots and takes a move."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page

import serve

from ..site.test_build_site import build_site
from .conftest import BOOT_TIMEOUT_MS, PREFIX, PageGuard, save_screenshot


@pytest.fixture(scope="module")
def published_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    out = tmp_path_factory.mktemp("published") / "site"
    build_site.build(out)
    server = serve.make_server(out, "127.0.0.1", 0, PREFIX)
    serve.start_in_thread(server)
    try:
        yield serve.site_url(server, PREFIX)
    finally:
        server.shutdown()


def test_the_published_folder_boots_and_plays(
    page: Page, page_guard: PageGuard, published_url: str
) -> None:
    page_guard.allowed_hosts.add(urlsplit(published_url).netloc)
    page.goto(published_url)
    page.wait_for_selector(".hand .card", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#table").get_attribute("data-phase") in ("redeal", "bidding")
    assert all(url.startswith(published_url) for url in page_guard.requests
               if url.startswith("http")), page_guard.requests
    save_screenshot(page, "published-site")
    page_guard.check()
