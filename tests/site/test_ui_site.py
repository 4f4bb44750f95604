"""The page's wiring: one list of the site's files (site-files.json), one file holding
every module the page and its thinking worker import (site-python.json, and nothing
else), and the service worker caching exactly this release's files."""

from __future__ import annotations

import ast
import base64
import importlib.util
import io
import json
import pickle
import random
import re
import sys
from pathlib import Path
from types import ModuleType

from thousand.agents import make_agent
from thousand.game import GameState
from thousand.rules import PRESETS, Rules
from thousand.view import view_of
from ui.think import Request, encode

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


def site_list() -> dict[str, object]:
    site = json.loads((ROOT / "site-files.json").read_text(encoding="utf-8"))
    assert isinstance(site, dict)
    return site


def listed_files() -> list[str]:
    modules = site_list()["modules"]
    assert isinstance(modules, list)
    return modules


def python_files() -> dict[str, str]:
    """site-python.json's modules: path to source."""
    bundle = json.loads((ROOT / "site-python.json").read_text(encoding="utf-8"))
    assert isinstance(bundle, dict) and set(bundle) == {"about", "files"}
    files = bundle["files"]
    assert isinstance(files, dict)
    return files


def thinker_files() -> list[str]:
    workers = site_list()["workers"]
    assert isinstance(workers, dict) and isinstance(workers["thinker"], list)
    return workers["thinker"]


def test_the_listed_modules_are_the_modules_the_page_imports() -> None:
    files = listed_files()
    expected = site_files.import_closure(MAIN)
    missing = sorted(set(expected) - set(files))
    assert not missing, ("the page imports modules site-files.json does not list; run "
                         "python3 scripts/site_files.py:\n" + "\n".join(missing))
    extra = sorted(set(files) - set(expected))
    assert not extra, ("site-files.json lists modules the page never imports; run "
                       "python3 scripts/site_files.py:\n" + "\n".join(extra))


def test_one_file_holds_every_module_of_the_page_and_its_workers_as_on_disk() -> None:
    """site-python.json is what the browser's Python imports: exactly the page's and the
    thinker's modules, each byte for byte as in the repository, in sorted order."""
    files = python_files()
    assert list(files) == sorted({*listed_files(), *thinker_files()})
    for path, source in files.items():
        assert path.startswith("./") and path.endswith(".py"), path
        assert source.encode("utf-8") == (ROOT / path).read_bytes(), f"stale: {path}"


def test_the_python_file_is_the_same_bytes_for_the_same_modules(tmp_path: Path) -> None:
    """Written twice from the same files, site-python.json is the same text (so --check
    can tell it is fresh); a changed module changes it, and --check then names it."""
    first = site_files.python_files_text()
    assert site_files.python_files_text() == first
    for path in ["index.html", "site-files.json", "site-python.json", "sw.js", "ui/main.py",
                 *(p.removeprefix("./") for p in python_files())]:
        target = tmp_path / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((ROOT / path).read_bytes())
    (tmp_path / "assets").symlink_to(ROOT / "assets")
    assert site_files.python_files_text(tmp_path) == first
    engine = tmp_path / "thousand" / "cards.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    changed = site_files.python_files_text(tmp_path)
    assert changed != first and "# changed" in json.loads(changed)["files"]["./thousand/cards.py"]
    assert site_files.PYTHON_FILES in site_files.stale(tmp_path)


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
    """site-files.json and sw.js's version match the files on disk.

    A page file changed without a new sw.js would be served stale from the old cache."""
    stale = site_files.stale()
    assert not stale, f"out of date: {stale}; run python3 scripts/site_files.py"


def test_the_service_worker_caches_the_page_runtime_and_modules() -> None:
    cached = site_files.cached_files()
    assert len(cached) == len(set(cached))
    for name in cached:
        path = ROOT / ("index.html" if name == "./" else name)
        assert name.startswith("./") and path.is_file(), name
    for needed in ("./", "./index.html", "./site-files.json", "./manifest.webmanifest",
                   "./assets/js/page.js", "./assets/js/runtime.mjs", "./assets/js/dom.mjs",
                   "./assets/js/patch.mjs", "./assets/js/glide.mjs", "./assets/js/drag.mjs",
                   "./assets/js/thinker-worker.mjs",
                   "./assets/vendor/pyscript/core.js", "./assets/vendor/pyodide/pyodide.asm.wasm",
                   "./assets/vendor/pyodide/python_stdlib.zip", "./ui/main.py"):
        assert needed in cached, needed
    assert "./site-python.json" in cached and "./assets/js/python-files.mjs" in cached
    # Each module comes in site-python.json, never in a request of its own.
    assert not [name for name in cached if name.endswith(".py") and name != "./ui/main.py"]
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


def test_sw_js_has_its_version_and_reads_the_files_from_the_list() -> None:
    text = (ROOT / "sw.js").read_text(encoding="utf-8")
    generated = text.split(site_files.BEGIN)[1].split(site_files.END)[0]
    assert re.fullmatch(r'\nconst VERSION = "[0-9a-f]{16}";\n', generated), generated
    # The files come from site-files.json, read with the same keys as listed_files().
    assert 'const LIST = "./site-files.json";' in text
    assert "site.assets" in text
    site = site_list()
    assert site_files.listed_files(site) == site_files.cached_files()
    assert "http" not in text.split(site_files.END)[1], "the worker must use relative URLs only"


def test_the_list_is_the_pages_pyscript_config() -> None:
    """PyScript reads site-files.json as the page's config: the local interpreter, and
    neither ``files`` (the runtime has written the modules before PyScript starts; with
    them PyScript would fetch each module again) nor ``packages`` (which would reach for
    PyPI)."""
    site = site_list()
    assert site["interpreter"] == "./assets/js/runtime.mjs"
    assert "packages" not in site and "fetch" not in site and "files" not in site
    assert set(site) == {"about", "interpreter", "modules", "workers", "preload", "assets"}
    runtime = (ROOT / "assets" / "js" / "runtime.mjs").read_text(encoding="utf-8")
    handover = (ROOT / "assets" / "js" / "handover.mjs").read_text(encoding="utf-8")
    assert "fetchPythonFiles(" in runtime and "handOver(" in runtime
    assert "writePythonFiles(" in handover
    loader = (ROOT / "assets" / "js" / "python-files.mjs").read_text(encoding="utf-8")
    assert 'export const PYTHON_FILES = "./site-python.json";' in loader
    assert site_files.PYTHON_FILES == "site-python.json"


def test_every_python_script_uses_the_list_as_its_config() -> None:
    scripts = site_files.py_scripts()
    assert scripts
    for src, config in scripts:
        assert (ROOT / src).is_file() and config == "./site-files.json", (src, config)
        assert set(site_files.import_closure(ROOT / src)) <= set(listed_files())


def test_index_runs_the_ui_entry_point_with_the_config() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r'<script type="py"[^>]*>', html)
    assert scripts[0] == ('<script type="py" id="page-script" src="./ui/main.py" '
                          'config="./site-files.json">')
    assert 'id="loading"' in html and "<progress" in html


def test_the_thinker_gets_exactly_what_ui_think_imports() -> None:
    """The thinking worker boots its own Pyodide with ui/think.py, its package and its
    imports (the engine, never the page's UI), and ui/preload.py, which every start runs
    first."""
    files = thinker_files()
    assert files == sorted({*site_files.worker_modules("ui/think.py"),
                            *site_files.worker_modules(site_files.START)})
    assert {"./ui/__init__.py", "./ui/think.py", "./thousand/__init__.py",
            "./thousand/agents/search/agent.py"} <= set(files)
    assert [path for path in files if path.startswith("./ui/")] == [
        "./ui/__init__.py", "./ui/preload.py", "./ui/think.py"]
    assert set(files) <= set(python_files())
    worker = (ROOT / "assets" / "js" / "thinker-worker.mjs").read_text(encoding="utf-8")
    assert 'from "./python-files.mjs"' in worker and "fetchPythonFiles(ROOT)" in worker
    assert "import ui.think" in worker and site_files.WORKERS == {"thinker": "ui/think.py"}


def test_every_module_a_request_to_the_thinker_names_is_in_its_list() -> None:
    """The page sends the worker pickled views: unpickling imports the module of every
    class in them, so each must be one the worker has."""
    named: set[str] = set()

    class Recorder(pickle.Unpickler):
        def find_class(self, module: str, name: str) -> object:
            named.add(module)
            return super().find_class(module, name)

    for rules in [Rules(), *PRESETS.values()]:
        game, rng = GameState.new(rules, seed=7), random.Random(7)
        agent = make_agent("random")
        for step in range(400):
            if game.is_over:
                break
            seat = game.to_move
            assert seat is not None
            view = view_of(game, seat)
            text = encode(Request(view, "heuristic", f"7/{step}"))
            Recorder(io.BytesIO(base64.b64decode(text))).load()
            game = game.apply(agent.choose(view, view.legal, rng))
    ours = {module for module in named if module.split(".")[0] in ("thousand", "ui")}
    assert "thousand.view" in ours and "ui.think" in ours
    missing = [module for module in sorted(ours)
               if site_files.module_file(module) is None or
               f"./{site_files.module_file(module).relative_to(ROOT).as_posix()}"
               not in thinker_files()]
    assert not missing, f"the thinker cannot unpickle these: {missing}"


def test_only_dom_imports_the_browser_modules() -> None:
    for path in (ROOT / "ui").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        uses = re.search(r"^\s*(from|import) (pyscript|js|pyodide)\b", text, re.M)
        assert (uses is not None) == (path.name == "dom.py"), path.name


def test_the_pages_javascript_lives_in_assets_js_and_runs_before_python() -> None:
    """ui/dom.py calls ``thousandDom`` synchronously: assets/js/dom.mjs publishes it, and
    index.html loads it as a module before PyScript's (modules run in document order)."""
    dom = (ROOT / "ui" / "dom.py").read_text(encoding="utf-8")
    assert "Function" not in dom
    tree = ast.parse(dom)
    docstrings = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    code = [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
            and isinstance(node.value, str) and id(node) not in docstrings]
    assert not [text for text in code if "\n" in text], "a script in a Python string"
    called = set(re.findall(r"_page_js\(\)\.(\w+)\(", dom))
    assert called == {"patch", "installDrag", "importModule", "flying", "warmFonts"}, called
    published = (ROOT / "assets" / "js" / "dom.mjs").read_text(encoding="utf-8")
    assert ("thousandDom = Object.freeze({ patch, installDrag, importModule, flying, warmFonts });"
            in published)
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    ours = html.index('<script type="module" src="./assets/js/dom.mjs"></script>')
    assert ours < html.index('<script type="module" src="./assets/vendor/pyscript/core.js">')
