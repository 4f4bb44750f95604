"""assets/vendor/ holds exactly the files listed in CHECKSUMS.sha256, unchanged.

The vendored PyScript and Pyodide are committed; scripts/vendor.py re-creates
them from the pinned npm packages and writes the list.  These tests read the
list independently of that script, and also check the script's own --check.
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import json
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENDOR = ROOT / "assets" / "vendor"
LISTING = VENDOR / "CHECKSUMS.sha256"


def load_vendor_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("vendor_script", ROOT / "scripts" / "vendor.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses need the module registered
    spec.loader.exec_module(module)
    return module


def listed() -> dict[str, str]:
    entries = {}
    for line in LISTING.read_text(encoding="utf-8").splitlines():
        digest, _, rel = line.partition("  ")
        assert len(digest) == 64 and rel, f"malformed line in CHECKSUMS.sha256: {line!r}"
        entries[rel] = digest
    return entries


def on_disk() -> set[str]:
    return {
        p.relative_to(VENDOR).as_posix()
        for p in VENDOR.rglob("*")
        if p.is_file() and p != LISTING
    }


def test_checksum_list_exists_and_is_sorted() -> None:
    assert LISTING.is_file(), "assets/vendor/CHECKSUMS.sha256 is missing: run scripts/vendor.py"
    names = list(listed())
    assert names == sorted(names)
    assert len(names) == len(set(names))


def test_no_file_missing() -> None:
    missing = sorted(set(listed()) - on_disk())
    assert not missing, f"listed in CHECKSUMS.sha256 but missing: {missing}"


def test_no_extra_file() -> None:
    extra = sorted(on_disk() - set(listed()))
    assert not extra, f"in assets/vendor/ but not in CHECKSUMS.sha256: {extra}"


def test_no_file_changed() -> None:
    changed = [
        rel
        for rel, digest in listed().items()
        if (VENDOR / rel).is_file()
        and hashlib.sha256((VENDOR / rel).read_bytes()).hexdigest() != digest
    ]
    assert not changed, f"differ from CHECKSUMS.sha256: {changed}"


@pytest.mark.parametrize(
    "rel",
    [
        "pyodide/pyodide.mjs",
        "pyodide/pyodide.asm.mjs",
        "pyodide/pyodide.asm.wasm",
        "pyodide/python_stdlib.zip",
        "pyodide/pyodide-lock.json",
        "pyscript/core.js",
        "pyscript/core.css",
    ],
)
def test_the_site_needs_these(rel: str) -> None:
    assert rel in listed()


def test_no_source_maps_are_vendored() -> None:
    assert not [rel for rel in listed() if rel.endswith(".map")]


def test_the_pyscript_config_points_at_the_vendored_interpreter() -> None:
    config = json.loads((ROOT / "site-files.json").read_text(encoding="utf-8"))
    interpreter = config["interpreter"]
    # The interpreter is the start-early module; it must load the vendored Pyodide,
    # never one from elsewhere.
    assert interpreter == "./assets/js/runtime.mjs"
    runtime = (ROOT / interpreter).read_text(encoding="utf-8")
    assert 'from "../vendor/pyodide/pyodide.mjs"' in runtime
    assert (ROOT / "assets/vendor/pyodide/pyodide.mjs").is_file()


def test_vendor_script_pins_the_stack() -> None:
    vendor = load_vendor_script()
    pins = {pkg.name: pkg.version for pkg in vendor.PACKAGES}
    assert pins == {"@pyscript/core": "0.7.31", "pyodide": "314.0.2"}


def test_vendor_script_check_passes_on_the_committed_files() -> None:
    assert load_vendor_script().check(VENDOR) == []


def test_vendor_script_check_names_each_problem(tmp_path: Path) -> None:
    vendor = load_vendor_script()
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "kept.js").write_text("kept")
    (tmp_path / "a" / "changed.js").write_text("before")
    (tmp_path / "gone.wasm").write_bytes(b"\0")
    files = ["a/changed.js", "a/kept.js", "gone.wasm"]
    (tmp_path / "CHECKSUMS.sha256").write_text(vendor.format_checksums(tmp_path, files))
    assert vendor.check(tmp_path) == []

    (tmp_path / "a" / "changed.js").write_text("after")
    (tmp_path / "gone.wasm").unlink()
    (tmp_path / "a" / "new.js").write_text("new")
    problems = vendor.check(tmp_path)
    assert problems == [
        "missing: gone.wasm",
        "extra (not in CHECKSUMS.sha256): a/new.js",
        "changed: a/changed.js",
    ]
    assert vendor.main(["--check", "--vendor", str(tmp_path)]) == 1


def test_vendor_script_selects_only_the_needed_files() -> None:
    vendor = load_vendor_script()
    pyscript, pyodide = vendor.PACKAGES
    assert pyscript.select("package/dist/core.js") == "core.js"
    assert pyscript.select("package/dist/core.js.map") is None
    assert pyscript.select("package/src/core.js") is None
    assert pyodide.select("package/pyodide.asm.wasm") == "pyodide.asm.wasm"
    assert pyodide.select("package/pyodide.js") is None
    assert pyodide.select("package/pyodide.mjs.map") is None


def test_pyodides_module_factory_carries_v8s_compile_hint(tmp_path: Path) -> None:
    """The committed factory begins with the hint, and the script puts it there (once)
    when it extracts the package, and nowhere else."""
    vendor = load_vendor_script()
    hint = vendor.COMPILE_HINT
    assert (VENDOR / "pyodide" / "pyodide.asm.mjs").read_bytes().startswith(hint)
    assert not (VENDOR / "pyodide" / "pyodide.mjs").read_bytes().startswith(hint)
    assert vendor.with_compile_hint(hint + b"f()") == hint + b"f()"

    tarball = tmp_path / "pyodide.tgz"
    with tarfile.open(tarball, "w:gz") as archive:
        for name, body in (("pyodide.asm.mjs", b"async function f(){}"),
                           ("pyodide.mjs", b"export {}")):
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(body)
            archive.addfile(info, io.BytesIO(body))
    pyodide = next(pkg for pkg in vendor.PACKAGES if pkg.name == "pyodide")
    with pytest.raises(SystemExit, match="lacks"):  # the stand-in has no WebAssembly
        vendor.extract(pyodide, tarball, tmp_path / "out")
    assert (tmp_path / "out/pyodide/pyodide.asm.mjs").read_bytes() == hint + b"async function f(){}"
    assert (tmp_path / "out/pyodide/pyodide.mjs").read_bytes() == b"export {}"
