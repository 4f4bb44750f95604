"""The page's wiring: PyScript must copy every module the page imports into the browser
(and nothing else), and the service worker must cache exactly this release's files."""

from __future__ import annotations

import importlib.util
import re
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_site_files() -> ModuleType:
    """scripts/site_files.py (a script, not a package module), loaded once."""
    if "site_files_script" in sys.modules:
        return sys.modules["site_files_script"]
    spec = importlib.util.spec_from_file_location("site_files_script",
                                                  ROOT / "scripts" / "site_files.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


site_files = load_site_files()
MAIN = ROOT / "ui" / "main.py"


def listed_files() -> dict[str, str]:
    files = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))["files"]
    assert isinstance(files, dict)
    return files


def test_pyscript_files_are_the_modules_the_page_imports() -> None:
    files = listed_files()
    expected = site_files.import_closure(MAIN)
    missing = sorted(set(expected) - set(files))
    assert not missing, ("the page imports modules pyscript.toml does not list; run "
                         "python3 scripts/site_files.py:\n" + "\n".join(missing))
    extra = sorted(set(files) - set(expected))
    assert not extra, ("pyscript.toml lists modules the page never imports; run "
                       "python3 scripts/site_files.py:\n" + "\n".join(extra))
    assert all(source == target for source, target in files.items())


def test_the_page_needs_the_engine_and_the_ui_but_not_the_tools() -> None:
    closure = site_files.import_closure(MAIN)
    for needed in ("./thousand/__init__.py", "./thousand/round.py", "./ui/__init__.py",
                   "./ui/render/page.py", "./ui/dom.py", "./thousand/agents/__init__.py",
                   "./thousand/agents/hint.py"):  # hint: importlib.import_module("...")
        assert needed in closure, needed
    for tool in ("cli", "__main__"):
        assert f"./thousand/{tool}.py" not in closure, tool
    assert not [path for path in closure if path.startswith("./lab/")]
    assert "./ui/main.py" not in closure  # the script's src, fetched by PyScript itself


def test_the_walk_follows_every_kind_of_import(tmp_path: Path) -> None:
    """A module reached only through a function-level import, a relative import, a
    ``from package import module`` or importlib is still found; a standard-library
    or missing module is not listed; parent packages are."""
    files = {
        "app/__init__.py": "",
        "app/main.py": ("import json\nfrom app import views\nimport importlib\n"
                        "def later():\n    from lib.deep import leaf\n"
                        "importlib.import_module('lib.dynamic')\nimport not_here\n"),
        "app/views.py": "from .helpers import x\n",
        "app/helpers.py": "x = 1\n",
        "app/unused.py": "",
        "lib/__init__.py": "",
        "lib/deep/__init__.py": "",
        "lib/deep/leaf.py": "from ..dynamic import y\n",
        "lib/dynamic.py": "y = 2\n",
    }
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    closure = site_files.import_closure(tmp_path / "app" / "main.py", tmp_path)
    assert closure == ["./app/__init__.py", "./app/helpers.py", "./app/views.py",
                       "./lib/__init__.py", "./lib/deep/__init__.py", "./lib/deep/leaf.py",
                       "./lib/dynamic.py"]


def test_generated_lists_are_up_to_date() -> None:
    """pyscript.toml [files] and sw.js's version and file list match the files on disk.

    A page file changed without a new sw.js would be served stale from the old cache."""
    stale = site_files.stale()
    assert not stale, f"out of date: {stale}; run python3 scripts/site_files.py"


def test_the_service_worker_caches_the_page_runtime_and_modules() -> None:
    cached = site_files.cached_files()
    assert len(cached) == len(set(cached))
    for name in cached:
        path = ROOT / ("index.html" if name == "./" else name)
        assert name.startswith("./") and path.is_file(), name
    for needed in ("./", "./index.html", "./pyscript.toml", "./manifest.webmanifest",
                   "./assets/js/page.js", "./assets/js/runtime.mjs",
                   "./assets/vendor/pyscript/core.js", "./assets/vendor/pyodide/pyodide.asm.wasm",
                   "./assets/vendor/pyodide/python_stdlib.zip", "./ui/main.py"):
        assert needed in cached, needed
    assert set(listed_files()) <= set(cached)
    assert not [name for name in cached if "codemirror" in name or "xterm" in name]


def test_the_version_changes_with_any_cached_file(tmp_path: Path) -> None:
    files = ["./a.txt", "./b.txt"]
    (tmp_path / "a.txt").write_text("one")
    (tmp_path / "b.txt").write_text("two")
    first = site_files.version_of(files, "worker", tmp_path)
    (tmp_path / "b.txt").write_text("two!")
    assert site_files.version_of(files, "worker", tmp_path) != first
    (tmp_path / "b.txt").write_text("two")
    assert site_files.version_of(files, "worker", tmp_path) == first
    assert site_files.version_of(files, "worker 2", tmp_path) != first


def test_sw_js_has_its_version_and_files_in_the_generated_part() -> None:
    text = (ROOT / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'const VERSION = "([0-9a-f]{16})";', text)
    assert version is not None
    names = re.findall(r'^  "(\./[^"]*)",$', text, re.M)
    assert names == site_files.cached_files()
    assert "http" not in text.split(site_files.END)[1], "the worker must use relative URLs only"


@pytest.mark.parametrize("tag", site_files.py_scripts())
def test_every_python_script_has_a_config_with_its_modules(tag: tuple[str, str]) -> None:
    src, config = tag
    assert (ROOT / src).is_file() and (ROOT / config).is_file()
    files = tomllib.loads((ROOT / config).read_text(encoding="utf-8")).get("files", {})
    assert set(site_files.import_closure(ROOT / src)) <= set(files)


def test_index_runs_the_ui_entry_point_with_the_config() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r'<script type="py"[^>]*>', html)
    assert scripts[0] == '<script type="py" src="./ui/main.py" config="./pyscript.toml">'
    assert 'id="loading"' in html and "<progress" in html


def test_only_dom_imports_the_browser_modules() -> None:
    for path in (ROOT / "ui").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        uses = re.search(r"^\s*(from|import) (pyscript|js|pyodide)\b", text, re.M)
        assert (uses is not None) == (path.name == "dom.py"), path.name
