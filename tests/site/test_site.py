"""The static site is self-contained: relative local URLs only, no CDN, no PyPI."""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = ["index.html", "bench/bare.html"]
URL_ATTRIBUTE = re.compile(r"""\b(?:src|href|config)\s*=\s*["']([^"']+)["']""")


def config() -> dict[str, object]:
    """The page's PyScript config: the generated list of the site's files."""
    site = json.loads((ROOT / "site-files.json").read_text(encoding="utf-8"))
    assert isinstance(site, dict)
    return site


def test_github_pages_does_not_run_jekyll() -> None:
    # Jekyll would drop every file starting with "_", thousand/__init__.py among them.
    assert (ROOT / ".nojekyll").is_file()


def test_the_pyscript_config_uses_the_local_interpreter_and_no_packages() -> None:
    cfg = config()
    # runtime.mjs starts the vendored Pyodide early and hands it to PyScript.
    assert cfg["interpreter"] == "./assets/js/runtime.mjs"
    runtime = (ROOT / "assets" / "js" / "runtime.mjs").read_text(encoding="utf-8")
    assert 'from "../vendor/pyodide/pyodide.mjs"' in runtime
    assert '"../vendor/pyodide/"' in runtime
    assert "packages" not in cfg, "packages = [...] would make Pyodide reach for PyPI or a CDN"


def test_the_listed_modules_exist_and_are_relative() -> None:
    modules = config()["modules"]
    assert isinstance(modules, list) and modules
    for source in modules:
        assert not re.match(r"^[a-z]+:|^/", source), f"modules must be relative: {source}"
        assert (ROOT / source).is_file(), f"modules lists a missing file: {source}"


@pytest.mark.parametrize("page", PAGES)
def test_pages_use_relative_local_urls_only(page: str) -> None:
    html = (ROOT / page).read_text(encoding="utf-8")
    urls = URL_ATTRIBUTE.findall(html)
    assert urls, f"{page} references nothing?"
    for url in urls:
        if url.startswith("data:"):
            continue
        if url.startswith("#"):  # an element of the page itself
            assert f'id="{url[1:]}"' in html, f"{page}: no element {url}"
            continue
        assert not re.match(r"^[a-z]+:|^//|^/", url), f"{page}: not a relative URL: {url}"
        assert (ROOT / page).parent.joinpath(url.split("?")[0]).resolve().is_file(), (
            f"{page}: {url} does not exist"
        )
    assert "http://" not in html and "https://" not in html, f"{page} names a remote URL"


def test_the_web_app_manifest_installs_from_local_files() -> None:
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone" and manifest["name"] and manifest["short_name"]
    sizes = {icon["sizes"] for icon in manifest["icons"] if icon["type"] == "image/png"}
    assert {"192x192", "512x512"} <= sizes  # what phones ask for
    for icon in manifest["icons"]:
        assert not re.match(r"^[a-z]+:|^/", icon["src"]), icon["src"]
        data = (ROOT / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            width, height = struct.unpack(">II", data[16:24])
            assert data[:8] == b"\x89PNG\r\n\x1a\n" and icon["sizes"] == f"{width}x{height}"
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="./manifest.webmanifest">' in html


def test_the_service_worker_sits_at_the_root_and_uses_relative_urls() -> None:
    # At the root, its scope covers the page, under / or under a GitHub Pages sub-path.
    worker = (ROOT / "sw.js").read_text(encoding="utf-8")
    assert "http://" not in worker and "https://" not in worker
    assert not re.search(r'"/[^"]', worker), "an absolute path would break under a sub-path"
    page = (ROOT / "assets" / "js" / "page.js").read_text(encoding="utf-8")
    assert 'navigator.serviceWorker.register("./sw.js")' in page
