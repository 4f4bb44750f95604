"""A first visit imports the game's modules before the page's script runs
(assets/js/handover.mjs), reading the bytecode the site ships for each of the game's
files (assets/js/bytecode.mjs) instead of compiling them on the page; a repeat visit starts
from the snapshot that already holds them."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from ui.preload import PACKAGES

from .conftest import BOOT_TIMEOUT_MS, PageGuard
from .game_driver import open_game

ROOT = Path(__file__).resolve().parents[2]
CHANGED = "./thousand/cards.py"
# Another Pyodide on a page of the site, given the game's files (one of them changed
# after the bytecode was made) and the site's bytecode as a first visit writes them; it
# imports the game's preloaded modules, counting the files the import system compiles.
IMPORTS_JS = """async ([root, changed, names]) => {
  const { loadPyodide } = await import(root + "assets/vendor/pyodide/pyodide.mjs");
  const { fetchPythonFiles, writePythonFiles } = await import(root + "assets/js/python-files.mjs");
  const { fetchBytecode, writeBytecode } = await import(root + "assets/js/bytecode.mjs");
  const pyodide = await loadPyodide({ indexURL: root + "assets/vendor/pyodide/" });
  const files = (await fetchPythonFiles(new URL(root))).map(
    ([path, source]) => [path, path === changed ? source + "\\nCHANGED = True\\n" : source]);
  const home = writePythonFiles(pyodide, files);
  const shipped = writeBytecode(pyodide, await fetchBytecode(new URL(root)));
  pyodide.globals.set("home", home);
  pyodide.globals.set("names", names);
  const found = pyodide.runPython(`
import importlib
import importlib.machinery
import sys

compiled = []
compile_source = importlib.machinery.SourceFileLoader.source_to_code

def counted(self, data, path, *args, **kwargs):
    compiled.append(path.removeprefix(home + "/"))
    return compile_source(self, data, path, *args, **kwargs)

importlib.machinery.SourceFileLoader.source_to_code = counted
sys.path.insert(0, home)
for name in names:
    importlib.import_module(name)
[compiled, getattr(sys.modules["thousand.cards"], "CHANGED", False)]
`).toJs();
  return { shipped: shipped.size, compiled: found[0], changed: found[1] };
}"""


def preloaded_game_modules() -> list[str]:
    preload = json.loads((ROOT / "site-files.json").read_text(encoding="utf-8"))["preload"]
    return [name for name in preload if name.split(".")[0] in PACKAGES]


def test_a_first_visit_compiles_no_game_file_on_the_page(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    python = json.loads((ROOT / "site-python.json").read_text(encoding="utf-8"))["files"]
    assert len(preloaded_game_modules()) > 50
    page = new_page()
    open_game(page, site_url + "?seed=3&speed=instant")
    data: dict[str, Any] = page.evaluate("({...document.documentElement.dataset})")
    assert data["pythonStart"] == "shipped"
    assert data["bytecode"] == str(len(python))
    assert data["compiledAhead"] == "0"
    page_guard.check()


def test_the_imports_read_the_shipped_bytecode_and_compile_a_changed_file_afresh(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    """The imports run the shipped pycs (no game file compiled) except the one whose
    source no longer matches the hash its pyc holds: that one is compiled from today's
    source, never run from the stale pyc."""
    page.goto(site_url + "bench/bare.html")  # a page of the site with its own Pyodide
    page.wait_for_function("document.body.dataset.bench", timeout=BOOT_TIMEOUT_MS)
    names = preloaded_game_modules()
    found = page.evaluate(IMPORTS_JS, [site_url, CHANGED, names])
    python = json.loads((ROOT / "site-python.json").read_text(encoding="utf-8"))["files"]
    assert found["shipped"] == len(python)
    assert found["compiled"] == [CHANGED.removeprefix("./")]
    assert found["changed"] is True
    page_guard.check()
