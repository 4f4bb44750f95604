"""The game's modules imported before Python's start-up snapshot is taken.

On a repeat visit Python starts from a memory snapshot (assets/js/runtime.mjs); what is
left of its start is mostly compiling and importing the game's own modules. A snapshot
taken after those imports skips that work (assets/js/snapshot-worker.mjs calls ``warm``).
Only modules that never touch the page may be in it, since a snapshot can hold no
JavaScript object: site-files.json's ``preload`` lists them (scripts/site_files.py finds
the modules whose imports never reach ``js``, ``pyodide`` or ``pyscript``).

The few game modules that cannot be imported there (they import the page) are compiled
there instead: their code objects stay in the snapshot (``COMPILED``), and a finder put
first on ``sys.meta_path`` hands them to the import on the page, which then runs them
without compiling (compiling those three took a few hundred milliseconds of a repeat
visit in Pyodide: docs/MEASUREMENTS.md).

A snapshot lives in its release's cache, yet one made from one release's files could still
be stored under the next while both are live. So the snapshot remembers each preloaded
module's source, and every start from it (the page's and the thinking worker's) calls
``drop_stale`` before importing anything else: if any file now reads differently, no
preloaded module is used. A compiled module's code is used only while its file reads as
it did when it was compiled.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import random
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path
from types import CodeType

PACKAGES = ("thousand", "ui")
"""The game's packages; every other module is the standard library's."""

COMPILED_PACKAGES = (*PACKAGES, "pyscript")
"""Whose modules not imported before the snapshot are compiled into it: the game's, and
PyScript's own package (written by the page's runtime for the snapshot: PyScript imports
it on every visit before the page's script runs)."""

SOURCES: dict[str, int] = {}
"""Preloaded module name → CRC-32 of its file as it was imported (filled in the snapshot)."""

COMPILED: dict[str, tuple[int, CodeType]] = {}
"""Module name → CRC-32 of its file and its code, compiled but not run (filled in the
snapshot for the game's modules that were not imported there)."""


def _crc(path: str | None) -> int | None:
    if path is None:
        return None
    try:
        return zlib.crc32(Path(path).read_bytes())
    except OSError:
        return None


def _game_modules(names: Sequence[str]) -> list[str]:
    return [name for name in names if name.split(".")[0] in PACKAGES]


class _CompiledLoader(importlib.machinery.SourceFileLoader):
    """Python's own loader for a source file, but with the code compiled in the snapshot
    while the file still reads the same."""

    def get_code(self, fullname: str) -> CodeType | None:
        known = COMPILED.get(fullname)
        if known is not None and known[0] == _crc(self.path):
            return known[1]
        return super().get_code(fullname)


class CompiledFinder:
    """First on ``sys.meta_path``: finds a compiled module's file as Python would and
    gives it the loader above; every other module is left to Python's finders."""

    @staticmethod
    def find_spec(name: str, path: Sequence[str] | None = None,
                  target: object = None) -> importlib.machinery.ModuleSpec | None:
        if name not in COMPILED:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is not None and isinstance(spec.loader, importlib.machinery.SourceFileLoader):
            spec.loader = _CompiledLoader(spec.loader.name, spec.loader.path)
        return spec


def _compile_the_rest(root: str) -> None:
    """Compile every game module under ``root`` that was not imported (it imports the
    page), as the import would, and put the finder that uses them first."""
    for package in COMPILED_PACKAGES:
        for path in sorted(Path(root, package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            name = ".".join(parts)
            if name in sys.modules:
                continue
            source = path.read_bytes()
            COMPILED[name] = (zlib.crc32(source),
                              compile(source, str(path), "exec", dont_inherit=True))
    if COMPILED and CompiledFinder not in sys.meta_path:
        sys.meta_path.insert(0, CompiledFinder)


def warm(root: str, names: Sequence[str]) -> None:
    """Import ``names`` (the game's modules from its files under ``root``, and standard
    ones), remember the game's modules' sources, and compile the game's other modules."""
    sys.path.insert(0, root)
    try:
        for name in names:
            try:
                importlib.import_module(name)
            except ImportError:
                if name.split(".")[0] in PACKAGES:
                    raise
                # a standard module this Python lacks: the page will not find it either
    finally:
        sys.path.remove(root)
    for name in _game_modules(list(sys.modules)):
        crc = _crc(getattr(sys.modules[name], "__file__", None))
        if crc is not None:
            SOURCES[name] = crc
    _compile_the_rest(root)


def drop_stale() -> int:
    """After a start: if any preloaded module's file is gone or reads differently, drop
    every game module (they import one another) so that they are imported afresh from
    today's files. Also reseeds the random module, which a snapshot would otherwise start
    from the same state on every visit. Returns how many preloaded modules stay in use."""
    random.seed()
    if all(_crc(getattr(sys.modules.get(name), "__file__", None)) == crc
           for name, crc in SOURCES.items()):
        return len(SOURCES)
    for name in _game_modules(list(sys.modules)):
        del sys.modules[name]
    importlib.invalidate_caches()
    return 0
