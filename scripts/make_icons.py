#!/usr/bin/env python3
"""Draw the app icon's PNGs (192 and 512 px) from assets/icons/icon.svg.

Phones want PNG icons in the web app manifest; the SVG is the source. Chromium
renders it (the one the browser tests use), so run it after ./run-tests made .venv:

    .venv/bin/python scripts/make_icons.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from tests.browser.conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402

ICONS = ROOT / "assets" / "icons"
SIZES = (192, 512)


def main() -> None:
    svg = (ICONS / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(),
                                             args=CHROMIUM_ARGS, headless=True)
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            sized = svg.replace('width="512" height="512"', f'width="{size}" height="{size}"')
            page.set_content("<body style='margin:0'><style>svg{display:block}</style>"
                             + sized + "</body>")
            page.locator("svg").screenshot(path=str(ICONS / f"icon-{size}.png"))
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
