"""The game's bytecode the site ships (assets/bytecode/game.bin, made by
``node scripts/bytecode.mjs``): one pyc for each file of site-python.json, where the
import system looks for it, each checked against the hash of today's source (PEP 552),
so the import uses it as it is and would compile a changed file afresh."""

from __future__ import annotations

import _imp
import json
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "assets" / "bytecode" / "game.bin"
CHECKED_HASH = 0b11
"""A pyc's flags: hash-based, and checked against the source on import."""
PYTHON_TAG = "cpython-314"
"""The vendored runtime's Python (pyodide-lock.json: 3.14)."""


def pycs() -> tuple[dict[str, object], dict[str, bytes]]:
    """game.bin's header and its pycs by path (bytecode.mjs's layout)."""
    data = BUNDLE.read_bytes()
    (length,) = struct.unpack_from("<I", data)
    header = json.loads(data[4:4 + length].decode("utf-8"))
    files, at = {}, 4 + length
    for path, size in header["files"]:
        files[path] = data[at:at + size]
        at += size
    assert at == len(data)
    return header, files


def pyc_path(source: str) -> str:
    """Where the import system looks for a source's pyc: ``./a/b.py`` ->
    ``a/__pycache__/b.cpython-314.pyc``."""
    folder, _, name = source.removeprefix("./").rpartition("/")
    return f"{folder}/__pycache__/{name.removesuffix('.py')}.{PYTHON_TAG}.pyc"


def test_every_file_of_the_page_has_its_pyc_made_from_todays_source() -> None:
    header, files = pycs()
    sources = json.loads((ROOT / "site-python.json").read_text(encoding="utf-8"))["files"]
    assert header["home"] == "/home/pyodide"
    assert set(files) == {pyc_path(path) for path in sources}
    lock = json.loads((ROOT / "assets/vendor/pyodide/pyodide-lock.json").read_text("utf-8"))
    assert lock["info"]["python"].startswith("3.14.")
    for path, source in sources.items():
        pyc = files[pyc_path(path)]
        magic, flags, source_hash = pyc[:4], *struct.unpack_from("<I8s", pyc, 4)
        assert flags == CHECKED_HASH, path
        key = int.from_bytes(magic, "little")
        assert source_hash == _imp.source_hash(key=key, source=source.encode("utf-8")), \
            f"{path}: stale; run python3 scripts/site_files.py"
