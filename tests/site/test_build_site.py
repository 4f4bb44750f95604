"""The published site (scripts/build_site.py) is exactly the page's files: everything the
page and its service worker load, and nothing of the repository's tools."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_builder() -> ModuleType:
    sys.path.insert(0, str(ROOT / "scripts"))
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_site = load_builder()


def test_the_built_site_holds_the_page_and_nothing_else(tmp_path: Path) -> None:
    out = tmp_path / "site"
    paths = build_site.build(out)
    built = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert built == sorted(paths)
    for needed in ("index.html", "sw.js", ".nojekyll", "site-python.json", "ui/main.py",
                   "assets/vendor/pyodide/pyodide.asm.wasm"):
        assert needed in built, needed
    for tool in ("lab/", "tests/", "docs/", "scripts/", "bench/", ".github/", "README.md"):
        assert not [path for path in built if path.startswith(tool)], tool
    for path in built:
        assert (out / path).read_bytes() == (ROOT / path).read_bytes(), path


def test_every_local_file_the_index_names_is_published(tmp_path: Path) -> None:
    out = tmp_path / "site"
    build_site.build(out)
    index = (out / "index.html").read_text(encoding="utf-8")
    named = re.findall(r'(?:src|href|config)="(\./[^"#?]+)"', index)
    assert named, "the index names no local file: the pattern is stale"
    missing = [name for name in named if not (out / name[2:]).is_file()]
    assert not missing, missing


def test_the_workflow_publishes_the_built_folder() -> None:
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")
    assert "./run-tests" in workflow
    assert "python3 scripts/build_site.py _site" in workflow
    assert re.search(r"upload-pages-artifact@\S+\s+with:\s+path: _site", workflow)
