"""The static site is self-contained: relative local URLs only, no CDN, no PyPI."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = ["index.html", "bench/bare.html"]
URL_ATTRIBUTE = re.compile(r"""\b(?:src|href|config)\s*=\s*["']([^"']+)["']""")


def config() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))


def test_github_pages_does_not_run_jekyll() -> None:
    # Jekyll would drop every file starting with "_", thousand/__init__.py among them.
    assert (ROOT / ".nojekyll").is_file()


def test_pyscript_toml_uses_the_local_interpreter_and_no_packages() -> None:
    cfg = config()
    assert cfg["interpreter"] == "./assets/vendor/pyodide/pyodide.mjs"
    assert "packages" not in cfg, "packages = [...] would make Pyodide reach for PyPI or a CDN"
    assert isinstance(cfg.get("files", {}), dict)


def test_pyscript_files_exist_and_are_relative() -> None:
    files = config().get("files", {})
    assert isinstance(files, dict)
    for source in files:
        assert not re.match(r"^[a-z]+:|^/", source), f"[files] source must be relative: {source}"
        assert (ROOT / source).is_file(), f"[files] lists a missing file: {source}"


@pytest.mark.parametrize("page", PAGES)
def test_pages_use_relative_local_urls_only(page: str) -> None:
    html = (ROOT / page).read_text(encoding="utf-8")
    urls = URL_ATTRIBUTE.findall(html)
    assert urls, f"{page} references nothing?"
    for url in urls:
        if url.startswith("data:"):
            continue
        assert not re.match(r"^[a-z]+:|^//|^/", url), f"{page}: not a relative URL: {url}"
        assert (ROOT / page).parent.joinpath(url.split("?")[0]).resolve().is_file(), (
            f"{page}: {url} does not exist"
        )
    assert "http://" not in html and "https://" not in html, f"{page} names a remote URL"
