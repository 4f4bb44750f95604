"""The layers hold: the engine (``thousand/``) imports neither the page (``ui/``) nor the
lab (``lab/``), and its rules import none of its players (``thousand/agents/``); nothing
the page or its worker loads imports the lab; only ``ui/dom.py`` touches the browser;
``ui/render/`` imports nothing that acts; and no module of the three packages reaches
itself again through its imports.

Imports are read from the source with ``ast``: every ``import`` statement, at module level
or inside a function (a late import still closes a loop, it only moves the moment it
bites), with relative imports resolved; ``from p import m`` counts as importing the module
``p.m`` when ``m`` is one, else ``p``. Only imports under ``if TYPE_CHECKING:`` are left
out, because they never run. The checks take the repository's root as an argument, so
the last tests run them on a small made-up tree to show that each one can fail."""

from __future__ import annotations

import ast
import importlib.util
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("thousand", "ui", "lab")
"""The project's Python packages: the engine, the page, the CPython-only tools."""
BROWSER = frozenset({"js", "pyscript", "pyodide"})
"""Modules that exist only in the page (Pyodide's bridge to JavaScript)."""
ACTORS = ("ui.dom", "ui.app", "ui.main", "ui.boot", "ui.features")
"""What pure rendering must not import: the modules that change the page."""


@dataclass(frozen=True)
class Import:
    source: str
    target: str
    """A module of the project, or the top-level name of anything else (``json``, ``js``)."""
    line: int
    late: bool
    """Inside a function: runs when the function is called, not when the module loads."""

    def __str__(self) -> str:
        where = "inside a function" if self.late else "at module level"
        return f"{self.source} (line {self.line}, {where}) imports {self.target}"


def project_modules(root: Path) -> dict[str, Path]:
    """Every module of the three packages by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return ((isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
            or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _statements(tree: ast.AST, late: bool = False) -> Iterator[tuple[ast.stmt, bool]]:
    """Each import statement with whether it sits inside a function; ``if TYPE_CHECKING:``
    bodies skipped (their ``else`` kept)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node, late
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            for other in node.orelse:
                yield from _statements(ast.Module(body=[other], type_ignores=[]), late)
        else:
            inner = late or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            yield from _statements(node, inner)


def _resolve(name: str, known: dict[str, Path]) -> str:
    """The deepest project module ``name`` names, or the top-level name outside."""
    parts = name.split(".")
    for depth in range(len(parts), 0, -1):
        prefix = ".".join(parts[:depth])
        if prefix in known:
            return prefix
    return parts[0]


def imports_of(module: str, known: dict[str, Path]) -> list[Import]:
    path = known[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[Import] = []
    for node, late in _statements(tree):
        if isinstance(node, ast.Import):
            targets = [_resolve(alias.name, known) for alias in node.names]
        else:
            assert isinstance(node, ast.ImportFrom)
            if node.level:
                parts = package.split(".")
                anchor = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{anchor}.{node.module}" if node.module else anchor
            else:
                base = node.module or ""
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known
                       else _resolve(base, known) for alias in node.names]
        found += [Import(module, target, node.lineno, late) for target in dict.fromkeys(targets)
                  if target != module]
    return found


def import_graph(root: Path) -> dict[str, list[Import]]:
    known = project_modules(root)
    return {module: imports_of(module, known) for module in known}


def cycles(graph: dict[str, list[Import]]) -> list[list[Import]]:
    """One loop of imports for each group of modules that reach one another (Tarjan's
    strongly connected components), shown as the chain of imports that closes it."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for edge in graph[module]:
            if edge.target not in graph:
                continue
            if edge.target not in index:
                visit(edge.target)
                low[module] = min(low[module], low[edge.target])
            elif edge.target in on_stack:
                low[module] = min(low[module], index[edge.target])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return [_loop(graph, group) for group in groups]


def _loop(graph: dict[str, list[Import]], group: list[str]) -> list[Import]:
    """The shortest chain of imports from the group's first module back to itself."""
    start, members = group[0], set(group)
    paths: dict[str, list[Import]] = {start: []}
    todo = [start]
    while todo:
        module = todo.pop(0)
        for edge in graph[module]:
            if edge.target == start:
                return [*paths[module], edge]
            if edge.target in members and edge.target not in paths:
                paths[edge.target] = [*paths[module], edge]
                todo.append(edge.target)
    raise AssertionError(f"no loop found in {group}")  # a component always has one


def engine_imports_of_the_outer_layers(root: Path) -> list[Import]:
    """Imports from ``thousand/`` into ``ui/`` or ``lab/``."""
    return [edge for module, edges in import_graph(root).items() if _in(module, "thousand")
            for edge in edges if _in(edge.target, "ui") or _in(edge.target, "lab")]


def page_modules(root: Path) -> set[str]:
    """The modules the page loads, as ``scripts/site_files.py`` lists them for
    site-files.json: the import closure of every ``<script type="py">`` of index.html
    (the entry included) and each worker's modules."""
    site_files = _site_files(root)
    paths: set[str] = set()
    for src, _config in site_files.py_scripts(root):
        if src:
            paths.add(f"./{(root / src).relative_to(root).as_posix()}")
            paths.update(site_files.import_closure(root / src, root))
    for entry in site_files.WORKERS.values():
        if (root / entry).is_file():
            paths.update(site_files.worker_modules(entry, root))
    return {site_files.module_name(root / path.removeprefix("./"), root) for path in paths}


def page_imports_of_the_lab(root: Path) -> list[Import]:
    graph = import_graph(root)
    return [edge for module in sorted(page_modules(root)) for edge in graph.get(module, [])
            if _in(edge.target, "lab")]


def engine_imports_of_the_agents(root: Path) -> list[Import]:
    """Imports from the engine's own modules (``thousand/`` outside ``agents/``) into the
    agents: the rules never depend on a player."""
    return [edge for module, edges in import_graph(root).items()
            if _in(module, "thousand") and not _in(module, "thousand.agents")
            for edge in edges if _in(edge.target, "thousand.agents")]


def browser_imports(root: Path) -> list[Import]:
    """Imports of Pyodide's browser modules anywhere but ``ui/dom.py``."""
    return [edge for module, edges in import_graph(root).items() if module != "ui.dom"
            for edge in edges if edge.target in BROWSER]


def impure_render_imports(root: Path) -> list[Import]:
    """Imports from ``ui/render/`` of anything that acts: the DOM, the App, the features."""
    return [edge for module, edges in import_graph(root).items() if _in(module, "ui.render")
            for edge in edges
            if edge.target in BROWSER or any(_in(edge.target, name) for name in ACTORS)]


def _in(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _site_files(root: Path) -> ModuleType:
    """scripts/site_files.py (a script, not a package module); its functions take the root."""
    name = "site_files_for_layers"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "site_files.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def _show(edges: list[Import]) -> str:
    return "\n".join(f"  {edge}" for edge in edges)


# ---------------------------------------------------------------- the project


def test_the_import_reader_finds_the_project_and_its_late_imports() -> None:
    graph = import_graph(ROOT)
    assert {"thousand.round", "thousand.agents.heuristic.agent", "ui.main",
            "lab.arena"} <= set(graph)
    # A function-level import (the command line parses its options lazily) is seen as one.
    late = {(edge.source, edge.target) for edges in graph.values() for edge in edges if edge.late}
    assert ("thousand.cli", "thousand.record") in late


def test_no_import_cycles_in_thousand_ui_or_lab() -> None:
    found = cycles(import_graph(ROOT))
    assert not found, "import cycles (break each loop):\n" + "\n\n".join(
        _show(loop) for loop in found)


def test_the_engine_imports_neither_the_page_nor_the_lab() -> None:
    found = engine_imports_of_the_outer_layers(ROOT)
    assert not found, "thousand/ must not import ui/ or lab/:\n" + _show(found)


def test_nothing_the_page_loads_imports_the_lab() -> None:
    found = page_imports_of_the_lab(ROOT)
    assert not found, "the page loads these and they import lab/:\n" + _show(found)
    page = page_modules(ROOT)
    assert {"ui.main", "ui.boot", "ui.dom", "ui.think", "thousand.round",
            "thousand.agents"} <= page
    assert not any(_in(module, "lab") for module in page), sorted(page)


def test_the_engine_does_not_import_its_players() -> None:
    found = engine_imports_of_the_agents(ROOT)
    assert not found, "thousand/ (outside agents/) must not import thousand/agents/:\n" + _show(
        found)


def test_only_dom_touches_the_browser() -> None:
    found = browser_imports(ROOT)
    assert not found, "only ui/dom.py may import js, pyscript or pyodide:\n" + _show(found)


def test_render_is_pure() -> None:
    found = impure_render_imports(ROOT)
    assert not found, "ui/render/ must not import the DOM, the App or a feature:\n" + _show(
        found)


# ---------------------------------------------------------------- each check can fail


def _tree(root: Path, files: dict[str, str]) -> Path:
    """A made-up project: the three packages, index.html loading ui/main.py, and ``files``."""
    for package in PACKAGES:
        (root / package).mkdir()
        (root / package / "__init__.py").write_text("")
    (root / "index.html").write_text(
        '<script type="py" src="./ui/main.py" config="./pyscript.toml"></script>\n')
    for name, text in {"ui/main.py": "", **files}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_a_late_import_that_closes_a_loop_is_a_cycle(tmp_path: Path) -> None:
    root = _tree(tmp_path, {
        "thousand/round.py": "from .rules import R\n\ndef why():\n    from .legality import x\n",
        "thousand/legality.py": "from .round import RoundState\n",
        "thousand/rules.py": "import json\n",
        "ui/a.py": "from . import b\n",
        "ui/b.py": "from ui.c import f\n",
        "ui/c.py": "if TYPE_CHECKING:\n    from .a import A\n",
    })
    found = cycles(import_graph(root))
    assert [[(edge.source, edge.target, edge.late) for edge in loop] for loop in found] == [
        [("thousand.legality", "thousand.round", False),
         ("thousand.round", "thousand.legality", True)]]
    (root / "ui/c.py").write_text("from .a import A\n")
    assert len(cycles(import_graph(root))) == 2


def test_an_engine_import_of_the_lab_or_the_page_is_caught(tmp_path: Path) -> None:
    root = _tree(tmp_path, {
        "lab/arena.py": "import thousand.game\n",
        "thousand/game.py": "import json\n\ndef play():\n    import lab.arena\n",
        "thousand/agents/__init__.py": "from ui import render\n",
        "ui/render.py": "",
    })
    found = engine_imports_of_the_outer_layers(root)
    assert sorted((edge.source, edge.target) for edge in found) == [
        ("thousand.agents", "ui.render"), ("thousand.game", "lab.arena")]


def test_a_page_module_that_imports_the_lab_is_caught(tmp_path: Path) -> None:
    root = _tree(tmp_path, {
        "ui/main.py": "from .features import hint\n",
        "ui/features/__init__.py": "",
        "ui/features/hint.py": "from thousand import game\n",
        "thousand/game.py": "def later():\n    from lab.stats import mean\n",
        "lab/stats.py": "",
        "lab/cli.py": "import ui.main\n",
        "lab/arena.py": "",
        "ui/think.py": "from lab import arena\n",
    })
    assert {"thousand.game", "ui.think"} <= page_modules(root)
    found = page_imports_of_the_lab(root)
    assert sorted((edge.source, edge.target) for edge in found) == [
        ("thousand.game", "lab.stats"), ("ui.think", "lab.arena")]


def test_the_engine_importing_an_agent_the_browser_outside_dom_and_impure_render_are_caught(
        tmp_path: Path) -> None:
    root = _tree(tmp_path, {
        "thousand/round.py": "def hint():\n    from .agents.hint import advise\n",
        "thousand/agents/__init__.py": "from ..round import x\n",
        "thousand/agents/hint.py": "",
        "ui/dom.py": "from pyscript import document\nimport js\n",
        "ui/app.py": "from . import dom\nfrom pyodide.ffi import to_js\n",
        "ui/render/__init__.py": "",
        "ui/render/page.py": "from ..i18n import tr\nfrom .. import dom\n",
        "ui/render/table.py": "from ui.features.review import view\n",
        "ui/i18n.py": "",
        "ui/features/__init__.py": "",
        "ui/features/review.py": "",
    })
    assert [(edge.source, edge.target) for edge in engine_imports_of_the_agents(root)] == [
        ("thousand.round", "thousand.agents.hint")]
    assert [(edge.source, edge.target) for edge in browser_imports(root)] == [
        ("ui.app", "pyodide")]
    assert sorted((edge.source, edge.target) for edge in impure_render_imports(root)) == [
        ("ui.render.page", "ui.dom"), ("ui.render.table", "ui.features.review")]
