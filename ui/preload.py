"""The game's modules imported before Python's start-up snapshot is taken.

On a repeat visit Python starts from a memory snapshot (assets/js/runtime.mjs); what is
left of its start is mostly compiling and importing the game's own modules. A snapshot
taken after those imports skips that work (assets/js/snapshot-worker.mjs calls ``warm``).
Only modules that never touch the page may be in it, since a snapshot can hold no
JavaScript object: site-files.json's ``preload`` lists them (scripts/site_files.py finds
the modules whose imports never reach ``js``, ``pyodide`` or ``pyscript``).

A snapshot lives in its release's cache, yet one made from one release's files could still
be stored under the next while both are live. So the snapshot remembers each preloaded
module's source, and every start from it (the page's and the thinking worker's) calls
``drop_stale`` before importing anything else: if any file now reads differently, no
preloaded module is used.
"""

from __future__ import annotations

import importlib
import random
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path

PACKAGES = ("thousand", "ui")
"""The game's packages; every other module is the standard library's."""

SOURCES: dict[str, int] = {}
"""Preloaded module name → CRC-32 of its file as it was imported (filled in the snapshot)."""


def _crc(path: str | None) -> int | None:
    if path is None:
        return None
    try:
        return zlib.crc32(Path(path).read_bytes())
    except OSError:
        return None


def _game_modules(names: Sequence[str]) -> list[str]:
    return [name for name in names if name.split(".")[0] in PACKAGES]


def warm(root: str, names: Sequence[str]) -> None:
    """Import ``names`` (the game's modules from its files under ``root``, and standard
    ones) and remember the game's modules' sources."""
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
