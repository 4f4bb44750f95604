#!/usr/bin/env python3
"""Write (or check) the site's one list of files, its Python files in one file, and the
service worker's version.

1. ``site-python.json``: the source of every Python module the page and its workers
   import, keyed by path, in one file. Exactly the modules the page's entry point imports,
   found by walking the imports of ``ui/main.py`` (the ``src`` of each ``<script
   type="py">`` of index.html), and each worker's (``WORKERS``), so a module the page
   needs cannot be left out and the lab is not downloaded for nothing. The page's
   runtime (assets/js/runtime.mjs), the start-up snapshot's worker and the thinking
   worker fetch it in one request and write every module into Python's file system
   (assets/js/python-files.mjs); one request each instead of one per module is what
   made PyScript's own start slow on a repeat visit. JSON, because GitHub Pages
   compresses it on the way and the browser parses it with no code of ours; written with
   sorted paths and fixed formatting, so the same files give the same bytes.
2. ``site-files.json``: every file the page uses, read by its readers.
   - PyScript reads it as the page's config (index.html's ``config``): ``interpreter``,
     and no ``files``: the runtime has written the modules before PyScript starts.
   - ``modules``: what site-python.json holds; ``workers``: the modules each worker's
     entry imports (all among them).
   - The start-up snapshot's worker (assets/js/snapshot-worker.mjs) imports ``preload``,
     the page's modules that never touch the page, before it takes the snapshot.
   - The service worker (sw.js) caches ``assets``: every file the page and its workers
     load, site-python.json among them, so the page and its workers work offline.
   JSON, because PyScript reads a JSON config as readily as a TOML one, and the service
   worker and the worker parse it with no code of their own.
3. ``assets/bytecode/``: the bytecode of site-python.json's files, compiled by the
   vendored Pyodide in Node.js (``node scripts/bytecode.mjs``, run from here when
   site-python.json or the runtime changes), which a first visit reads instead of
   compiling every file on the page (assets/js/bytecode.mjs). Its record names the
   SHA-256 of what it was made from; the check compares them.
4. ``sw.js``'s version: a hash of the worker's own code and of every listed file's
   contents, so that any change to a file the page uses makes a new cache (and the old
   one is deleted) instead of a stale mix of old and new files. It lives in sw.js
   itself because the browser looks for a new release by comparing sw.js byte for byte.

    python3 scripts/site_files.py           # rewrite them after changing a page file
    python3 scripts/site_files.py --check   # exit 1 if any is out of date

Standard library only (and Node.js to remake the bytecode). tests/site/test_ui_site.py runs
the same check.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SITE_LIST = "site-files.json"
PYTHON_FILES = "site-python.json"
"""The page's Python modules in one file (assets/js/python-files.mjs names it too)."""
SERVICE_WORKER = "sw.js"
BYTECODE = "assets/bytecode/game.bin"
BYTECODE_RECORD = "assets/bytecode/game.json"
BYTECODE_MAKER = "scripts/bytecode.mjs"
COMPILER = "assets/vendor/pyodide/pyodide.asm.wasm"
INDEX = "index.html"

INTERPRETER = "./assets/js/runtime.mjs"
"""PyScript's ``interpreter``: the module that starts the vendored Pyodide early."""
WORKERS = {"thinker": "ui/think.py"}
"""Each worker that runs Python, by name, and the module it imports (the thinking
worker, assets/js/thinker-worker.mjs, runs ``import ui.think``)."""
START = "ui/preload.py"
"""What every Python start imports first, the page's and each worker's: it drops the
start-up snapshot's preloaded modules if they are stale (ui/preload.py)."""
PAGE_BRIDGES = frozenset({"js", "pyodide", "pyscript", "_pyodide"})
"""Modules that reach into JavaScript: none may be imported before the start-up snapshot."""

# The page's own files besides the Python modules (paths relative to the site root).
PAGE_FILES = (
    "./",
    "./index.html",
    f"./{SITE_LIST}",
    f"./{PYTHON_FILES}",
    "./manifest.webmanifest",
)
# Folders whose every file is part of the page.
PAGE_FOLDERS = ("assets/css", "assets/js", "assets/icons", "assets/snapshot", "assets/bytecode")
PAGE_SINGLE_FILES = ("assets/favicon.svg",)
RUNTIME = (
    "assets/vendor/pyodide/pyodide.mjs",
    "assets/vendor/pyodide/pyodide.asm.mjs",
    "assets/vendor/pyodide/pyodide.asm.wasm",
    "assets/vendor/pyodide/python_stdlib.zip",
    "assets/vendor/pyodide/pyodide-lock.json",
)
# PyScript's chunks the page never loads: the code editor, the terminal, MicroPython,
# the package graph (only used with `packages`) and the archive reader of MicroPython.
PYSCRIPT_UNUSED = re.compile(r"^(codemirror|xterm|mpy-|pyodide_graph-|zip-|service-worker|storage)")

ABOUT = ("The site's files, written by python3 scripts/site_files.py from the imports of "
         "the page's Python: do not edit by hand. PyScript reads interpreter (index.html's "
         "config); site-python.json holds the modules (those under modules, and under "
         "workers what each worker imports); the start-up snapshot imports preload first "
         "(ui/preload.py); sw.js caches assets.")
PYTHON_ABOUT = ("The source of every Python module the page and its workers import, "
                "written by python3 scripts/site_files.py: do not edit by hand. The page's "
                "runtime and its workers write them all into Python's file system "
                "(assets/js/python-files.mjs).")
BEGIN = "// --- generated by scripts/site_files.py: do not edit by hand ---"
END = "// --- end of the generated part ---"
PY_SCRIPT = re.compile(r"<script\b[^>]*\btype=\"py\"[^>]*>")
ATTRIBUTE = re.compile(r"\b(src|config)=\"([^\"]+)\"")


# ---------------------------------------------------------------- the import walk


def module_file(name: str, root: Path = ROOT) -> Path | None:
    """The file of module ``name`` in this repository, or None (standard library, js, ...)."""
    base = root.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _nodes(tree: ast.AST, in_functions: bool) -> Iterable[ast.AST]:
    """``ast.walk``, or without the bodies of functions (what runs when a module is imported)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        todo.extend(child for child in ast.iter_child_nodes(node) if in_functions
                    or not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))


def _imported_names(path: Path, root: Path, in_functions: bool = True) -> Iterable[str]:
    """Every module name ``path`` may import: import statements anywhere in the file
    (inside functions too, unless ``in_functions`` is false: then only what importing
    the module runs), ``from p import m`` where ``m`` is a module, and
    ``importlib.import_module("literal")``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module_name(path, root)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    for node in _nodes(tree, in_functions):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                anchor = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{anchor}.{node.module}" if node.module else anchor
            else:
                base = node.module or ""
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            yield node.args[0].value


def import_closure(entry: Path, root: Path = ROOT) -> list[str]:
    """The repository's modules ``entry`` needs, as ``./path`` strings, sorted.

    Parent packages (``__init__.py``) are included: importing ``ui.dom`` runs ``ui``."""
    seen: set[Path] = set()
    todo = [entry]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        for name in _imported_names(path, root):
            parts = name.split(".")
            for depth in range(1, len(parts) + 1):
                found = module_file(".".join(parts[:depth]), root)
                if found is not None and found not in seen:
                    todo.append(found)
    seen.discard(entry)
    return sorted(f"./{path.relative_to(root).as_posix()}" for path in seen)


# ---------------------------------------------------------------- the list


def py_scripts(root: Path = ROOT) -> list[tuple[str, str]]:
    """``(src, config)`` of every ``<script type="py">`` of index.html."""
    html = (root / INDEX).read_text(encoding="utf-8")
    scripts = []
    for tag in PY_SCRIPT.findall(html):
        attributes = dict(ATTRIBUTE.findall(tag))
        scripts.append((attributes.get("src", ""), attributes.get("config", "")))
    return scripts


def page_modules(root: Path = ROOT) -> list[str]:
    """PyScript's ``files``: the import closure of every Python script of the page."""
    modules: set[str] = set()
    for src, _config in py_scripts(root):
        if src:
            modules.update(import_closure(root / src, root))
    return sorted(modules)


def worker_modules(entry: str, root: Path = ROOT) -> list[str]:
    """What a worker that runs ``import <entry's module>`` needs: the entry, its parent
    packages and its import closure."""
    path = root / entry
    parents = [f"./{parent.relative_to(root).as_posix()}/__init__.py"
               for parent in path.parents
               if root in parent.parents and (parent / "__init__.py").is_file()]
    return sorted({f"./{path.relative_to(root).as_posix()}", *parents,
                   *import_closure(path, root)})


def preload_modules(root: Path = ROOT) -> list[str]:
    """The page's modules that may be imported before Python's start-up snapshot is taken
    (``preload``, ui/preload.py): those whose import never reaches a page bridge, through
    the game's own modules or through the packages above them. An import inside a function
    does not count: it runs later, on the page. With them, the standard library's modules
    that any page module imports when it is imported. Module names: the standard ones
    sorted, then the game's, each after those its import runs."""
    paths = {module_name(root / p.removeprefix("./"), root): root / p.removeprefix("./")
             for p in page_modules(root)}
    imported = {name: set(_imported_names(path, root, in_functions=False))
                for name, path in paths.items()}

    def runs(name: str) -> set[str]:
        """The game's modules that importing ``name`` runs at once: itself and its parents."""
        parts = name.split(".")
        return {".".join(parts[:depth]) for depth in range(1, len(parts) + 1)} & paths.keys()

    touching = {name for name, found in imported.items()
                if any(f.split(".")[0] in PAGE_BRIDGES for f in found)}
    grew = True
    while grew:
        grew = False
        for name, found in imported.items():
            reached = runs(name) | {m for f in found for m in runs(f)}
            if name not in touching and reached & touching:
                touching.add(name)
                grew = True
    game = {name for name in paths
            if name not in touching and name.rpartition(".")[2] != "__main__"}
    standard = _standard_modules({f for found in imported.values() for f in found})
    return sorted(standard) + _dependencies_first(
        game, {name: {m for f in found for m in runs(f)} | runs(name) - {name}
               for name, found in imported.items()})


def _dependencies_first(names: set[str], needs: dict[str, set[str]]) -> list[str]:
    """``names`` ordered so that each comes after the game's modules its import runs
    (``needs``): imported one by one in this order (the page's first visit, runtime.mjs),
    each import compiles and runs one module, not a chain of them. Ties alphabetical."""
    ordered: list[str] = []
    placed: set[str] = set()

    def place(name: str) -> None:
        if name in placed:
            return
        placed.add(name)
        for need in sorted(needs.get(name, set()) & names):
            place(need)
        ordered.append(name)

    for name in sorted(names):
        place(name)
    return ordered


def _standard_modules(names: Iterable[str]) -> set[str]:
    """Which of ``names`` are modules of the standard library (not a name imported from
    one): the page's modules import them when they are imported, and none reaches the
    page, so the snapshot holds them too (``statistics`` alone takes 0.6 s in Pyodide)."""
    found = set()
    for name in names:
        if name.split(".")[0] not in sys.stdlib_module_names or name.startswith("__future__"):
            continue
        try:
            if importlib.util.find_spec(name) is not None:
                found.add(name)
        except (ImportError, ValueError):
            continue  # ``from typing import Any``: a name, not a module
    return found


def assets(root: Path = ROOT) -> list[str]:
    """Every file the page loads that is not a Python module of ``files``: the page,
    its config, styles, scripts, icons, PyScript, the runtime, the Python entry points."""
    files = list(PAGE_FILES)
    for folder in PAGE_FOLDERS:
        files += sorted(f"./{p.relative_to(root).as_posix()}"
                        for p in (root / folder).rglob("*") if p.is_file())
    files += [f"./{name}" for name in PAGE_SINGLE_FILES]
    pyscript = root / "assets" / "vendor" / "pyscript"
    files += sorted(f"./{p.relative_to(root).as_posix()}" for p in pyscript.iterdir()
                    if p.suffix in (".js", ".css") and not PYSCRIPT_UNUSED.match(p.name))
    files += [f"./{name}" for name in RUNTIME]
    for src, _config in py_scripts(root):
        if src:
            files.append(src if src.startswith("./") else f"./{src}")
    return list(dict.fromkeys(files))  # first occurrence wins; order kept


def site_list(root: Path = ROOT) -> dict[str, Any]:
    """``site-files.json``'s contents, from the files on disk."""
    return {
        "about": ABOUT,
        "interpreter": INTERPRETER,
        "modules": page_modules(root),
        "workers": {name: sorted({*worker_modules(entry, root), *worker_modules(START, root)})
                    for name, entry in WORKERS.items()},
        "preload": preload_modules(root),
        "assets": assets(root),
    }


def site_list_text(root: Path = ROOT) -> str:
    return json.dumps(site_list(root), indent=2, ensure_ascii=False) + "\n"


def python_paths(site: dict[str, Any]) -> list[str]:
    """Every module a site list names (the page's and each worker's), sorted, each once."""
    return sorted({*site["modules"], *(path for modules in site["workers"].values()
                                       for path in modules)})


def python_files_text(root: Path = ROOT) -> str:
    """``site-python.json``: each module's path and its source exactly as on disk (no
    newline translation), the paths sorted, one module a line."""
    files = {path: (root / path).read_bytes().decode("utf-8")
             for path in python_paths(site_list(root))}
    return json.dumps({"about": PYTHON_ABOUT, "files": files}, indent=0,
                      ensure_ascii=False) + "\n"


def listed_files(site: dict[str, Any]) -> list[str]:
    """Every file a site list names, each once: what sw.js caches (it reads ``assets``)."""
    return list(dict.fromkeys(site["assets"]))


def cached_files(root: Path = ROOT) -> list[str]:
    """Every URL the service worker keeps, relative to the site root (from the files on
    disk, as the list will be once written)."""
    return listed_files(site_list(root))


# ---------------------------------------------------------------- the service worker


def _generated_block(version: str) -> str:
    return "\n".join([BEGIN, f'const VERSION = "{version}";', END])


def _without_block(text: str) -> str:
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise SystemExit(f"{SERVICE_WORKER}: the generated part's markers are missing")
    return text[:start] + text[end + len(END):]


def version_of(files: list[str], worker_template: str, root: Path = ROOT) -> str:
    """A hash of the worker's own code and of every cached file's path and contents."""
    digest = hashlib.sha256(worker_template.encode())
    for name in files:
        path = root / (INDEX if name == "./" else name)
        digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def worker_text(root: Path = ROOT) -> str:
    """sw.js with its version brought up to date (from site-files.json as on disk)."""
    text = (root / SERVICE_WORKER).read_text(encoding="utf-8")
    site = json.loads((root / SITE_LIST).read_text(encoding="utf-8"))
    version = version_of(listed_files(site), _without_block(text), root)
    start = text.find(BEGIN)
    end = text.find(END) + len(END)
    return text[:start] + _generated_block(version) + text[end:]


# ---------------------------------------------------------------- command line


def _current(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.is_file() else None


def bytecode_current(python: str, root: Path = ROOT) -> bool:
    """Whether the bytecode on disk was made from ``python`` (site-python.json's text)
    and the vendored runtime's compiler."""
    record = _current(root / BYTECODE_RECORD)
    if record is None or not (root / BYTECODE).is_file():
        return False
    made_from: dict[str, str] = json.loads(record).get("made_from", {})
    return made_from == {
        PYTHON_FILES: hashlib.sha256(python.encode("utf-8")).hexdigest(),
        COMPILER: hashlib.sha256((root / COMPILER).read_bytes()).hexdigest(),
    }


def make_bytecode(root: Path = ROOT) -> None:
    """Compile site-python.json's files with the vendored Pyodide (Node.js)."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit(f"{BYTECODE} is out of date and remaking it needs Node.js: "
                         f"install it and run python3 scripts/site_files.py again")
    subprocess.run([node, BYTECODE_MAKER], cwd=root, check=True, stdout=subprocess.DEVNULL)


def stale(root: Path = ROOT) -> list[str]:
    """Names of the generated files that are out of date (empty when all is well)."""
    python = python_files_text(root)
    out = [] if _current(root / PYTHON_FILES) == python else [PYTHON_FILES]
    if not bytecode_current(python, root):
        out.append(BYTECODE)
    if _current(root / SITE_LIST) != site_list_text(root):
        return [*out, SITE_LIST, SERVICE_WORKER]  # sw.js's version hashes the listed files
    if out or _current(root / SERVICE_WORKER) != worker_text(root):
        return [*out, SERVICE_WORKER]
    return []


def write(root: Path = ROOT) -> list[str]:
    """Rewrite what is out of date; return what was rewritten."""
    changed = []
    python = python_files_text(root)
    if _current(root / PYTHON_FILES) != python:
        (root / PYTHON_FILES).write_text(python, encoding="utf-8", newline="")
        changed.append(PYTHON_FILES)
    if not bytecode_current(python, root):
        make_bytecode(root)
        changed.append(BYTECODE)
    new = site_list_text(root)
    if _current(root / SITE_LIST) != new:
        (root / SITE_LIST).write_text(new, encoding="utf-8")
        changed.append(SITE_LIST)
    new_worker = worker_text(root)  # after the list: it hashes the listed files
    if _current(root / SERVICE_WORKER) != new_worker:
        (root / SERVICE_WORKER).write_text(new_worker, encoding="utf-8")
        changed.append(SERVICE_WORKER)
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 if stale")
    args = parser.parse_args(argv)
    if args.check:
        out = stale()
        for name in out:
            print(f"{name} is out of date: run python3 scripts/site_files.py", file=sys.stderr)
        return 1 if out else 0
    for name in write():
        print(f"rewrote {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
