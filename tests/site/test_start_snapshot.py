"""The snapshot of Python's start-up the site ships (assets/snapshot/, made by
``node scripts/start_snapshot.mjs``) belongs to the vendored runtime, holds the standard
modules the game imports, and is a whole packed snapshot (assets/js/snapshot-pages.mjs's
layout)."""

from __future__ import annotations

import gzip
import hashlib
import json
import struct
from pathlib import Path

from ui.preload import PACKAGES

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "assets" / "snapshot"
RUNTIME = ROOT / "assets" / "vendor" / "pyodide"
PAGE_BYTES = 65536
REMAKE = "run `node scripts/start_snapshot.mjs` and commit"


def record() -> dict[str, object]:
    return dict(json.loads((FOLDER / "pyodide-start.json").read_text(encoding="utf-8")))


def test_the_snapshot_was_made_from_the_vendored_runtime() -> None:
    made_from = record()["made_from"]
    assert isinstance(made_from, dict)
    assert set(made_from) == {"pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib.zip"}
    for name, digest in made_from.items():
        assert hashlib.sha256((RUNTIME / name).read_bytes()).hexdigest() == digest, (
            f"{name} changed: {REMAKE}")
    version = (RUNTIME / "pyodide.mjs").read_text(encoding="utf-8")
    assert f'"{record()["pyodide"]}"' in version, f"Pyodide's version changed: {REMAKE}"


def test_the_snapshot_holds_the_standard_modules_the_game_imports() -> None:
    """Exactly site-files.json's preloaded modules outside the game's packages (that file
    is held to the sources by tests/site/test_ui_site.py): one the game stopped
    importing would only cost bytes, one it started importing would be compiled on the
    page of every first visit."""
    preload = json.loads((ROOT / "site-files.json").read_text(encoding="utf-8"))["preload"]
    standard = [name for name in preload if name.split(".")[0] not in PACKAGES]
    assert "pickle" in standard
    assert record()["modules"] == standard, f"the game's standard imports changed: {REMAKE}"


def test_the_snapshot_is_a_whole_packed_memory() -> None:
    compressed = (FOLDER / "pyodide-start.gz").read_bytes()
    packed = gzip.decompress(compressed)
    assert len(compressed) == record()["gzip_bytes"]
    assert len(packed) == record()["packed_bytes"]
    mark, length = struct.unpack_from("<4sI", packed)
    assert mark == b"TSPS"
    assert length == record()["memory_bytes"]
    assert length >= 16 * 2**20
    pages = -(-length // PAGE_BYTES)
    page_map = packed[8:8 + pages]
    assert set(page_map) <= {0, 1}
    head = 8 + -(-pages // 4) * 4
    # The kept pages fill the rest exactly (the last one may be short: Pyodide's own
    # header makes the memory a little longer than a whole number of pages), and the
    # zero pages left out are a good share of the memory.
    sizes = [min(PAGE_BYTES, length - page * PAGE_BYTES) for page in range(pages)]
    kept_bytes = sum(size for size, kept in zip(sizes, page_map, strict=True) if kept)
    assert len(packed) == head + kept_bytes
    assert 0 < sum(page_map) < 0.75 * pages
