#!/usr/bin/env python3
"""Re-create or verify ``assets/vendor/`` from the pinned browser stack.

The site runs without any CDN: PyScript and Pyodide are copied from their npm
packages into ``assets/vendor/`` and committed.  This script is the only way
those files are made, so anyone can check that they are exactly the published
packages, but for one line: V8's compile hint on top of Pyodide's module factory
(``HINTED``).

    python3 scripts/vendor.py            # npm pack the pinned versions, extract, write checksums
    python3 scripts/vendor.py --check    # verify assets/vendor/ against CHECKSUMS.sha256
    python3 scripts/vendor.py --tarballs DIR   # use already downloaded .tgz files from DIR

Standard library only (plus the ``npm`` command for fetching).
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "assets" / "vendor"
CHECKSUMS_NAME = "CHECKSUMS.sha256"


@dataclass(frozen=True)
class Package:
    name: str  # npm package name
    version: str  # exact pinned version
    integrity: str  # npm registry "dist.integrity" of the tarball (sha512, base64)
    dest: str  # folder under assets/vendor/

    @property
    def tarball(self) -> str:
        """File name that ``npm pack`` gives the tarball."""
        return f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"

    def select(self, member: str) -> str | None:
        """Map a path inside the tarball (``package/...``) to a path under ``dest``.

        Returns ``None`` for files that are not vendored.
        """
        path = PurePosixPath(member)
        if not path.parts or path.parts[0] != "package":
            return None
        rel = PurePosixPath(*path.parts[1:])
        if self.name == "pyodide":
            if str(rel) in PYODIDE_FILES:
                return str(rel)
            return None
        if self.name == "@pyscript/core":
            if str(rel) == "LICENSE":
                return "LICENSE"
            if rel.parts[:1] == ("dist",) and len(rel.parts) > 1 and rel.suffix != ".map":
                return str(PurePosixPath(*rel.parts[1:]))
            return None
        raise ValueError(f"no file selection for {self.name}")


# The only Pyodide files the site needs: no packages are loaded (no "packages" key in
# site-files.json, the page's PyScript config), so the wheels and the rest of the
# distribution are left out.
PYODIDE_FILES = frozenset(
    {
        "pyodide.mjs",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
        "README.md",  # carries the licence notice (MPL-2.0)
    }
)

COMPILE_HINT = b"//# allFunctionsCalledOnLoad\n"
"""V8's per-file compile hint (Chromium 136 and later; to other engines a comment): every
function of the file is compiled on a background thread while the file streams in, not
on the page's thread when it is first called."""
HINTED = frozenset({"pyodide/pyodide.asm.mjs"})
"""The vendored files that begin with ``COMPILE_HINT``: Pyodide's module factory, whose
functions nearly all run while Python starts, in the first visit's longest task
(docs/MEASUREMENTS.md, "Pyodide's factory compiled off the page's thread")."""


def with_compile_hint(data: bytes) -> bytes:
    """``data`` beginning with ``COMPILE_HINT`` (once)."""
    return data if data.startswith(COMPILE_HINT) else COMPILE_HINT + data


PACKAGES = (
    Package(
        name="@pyscript/core",
        version="0.7.31",
        integrity="sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
        dest="pyscript",
    ),
    Package(
        name="pyodide",
        version="314.0.2",
        integrity="sha512-rXkXOriXhzRkEV/coVGELjz4da77oNQEOu8hOf8dtBHEKOzqoIAmSJGeKuPl4wbLDv9EDibfKOchnC73CVX4DQ==",
        dest="pyodide",
    ),
)


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def npm_integrity(path: Path) -> str:
    digest = hashlib.sha512(path.read_bytes()).digest()
    return "sha512-" + base64.b64encode(digest).decode("ascii")


def fetch(packages: tuple[Package, ...], into: Path, tarballs: Path | None) -> dict[str, Path]:
    """Get each pinned tarball into ``into`` (from ``tarballs`` or with ``npm pack``)."""
    result: dict[str, Path] = {}
    missing: list[Package] = []
    for pkg in packages:
        if tarballs is not None and (tarballs / pkg.tarball).is_file():
            shutil.copy2(tarballs / pkg.tarball, into / pkg.tarball)
        else:
            missing.append(pkg)
    if missing:
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("vendor: `npm` is not installed (apt-get install npm)")
        specs = [f"{pkg.name}@{pkg.version}" for pkg in missing]
        print("vendor: npm pack " + " ".join(specs), flush=True)
        subprocess.run(
            [npm, "pack", *specs, "--pack-destination", str(into), "--silent"],
            check=True,
            cwd=into,
            stdout=subprocess.DEVNULL,
        )
    for pkg in packages:
        path = into / pkg.tarball
        if not path.is_file():
            raise SystemExit(f"vendor: npm pack did not produce {pkg.tarball}")
        got = npm_integrity(path)
        if got != pkg.integrity:
            raise SystemExit(
                f"vendor: {pkg.tarball} integrity mismatch\n  expected {pkg.integrity}\n"
                f"  got      {got}"
            )
        result[pkg.name] = path
    return result


def extract(pkg: Package, tarball: Path, vendor: Path) -> list[str]:
    """Extract the selected files of one package; return their paths relative to ``vendor``."""
    written: list[str] = []
    dest = vendor / pkg.dest
    with tarfile.open(tarball, "r:gz") as archive:
        for member in archive.getmembers():
            if not member.isfile():
                continue
            rel = pkg.select(member.name)
            if rel is None:
                continue
            if ".." in PurePosixPath(rel).parts:
                raise SystemExit(f"vendor: unsafe path in {tarball.name}: {member.name}")
            source = archive.extractfile(member)
            assert source is not None
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            with source, target.open("wb") as out:
                if f"{pkg.dest}/{rel}" in HINTED:
                    out.write(with_compile_hint(source.read()))
                else:
                    shutil.copyfileobj(source, out)
            written.append(f"{pkg.dest}/{rel}")
    if pkg.name == "pyodide":
        found = {Path(p).name for p in written}
        lacking = PYODIDE_FILES - found - {"README.md"}
        if lacking:
            raise SystemExit(f"vendor: pyodide tarball lacks {sorted(lacking)}")
    return written


def list_files(vendor: Path) -> list[str]:
    """All files under ``vendor`` except the checksum list, as sorted POSIX relative paths."""
    return sorted(
        p.relative_to(vendor).as_posix()
        for p in vendor.rglob("*")
        if p.is_file() and p.relative_to(vendor).as_posix() != CHECKSUMS_NAME
    )


def format_checksums(vendor: Path, files: list[str]) -> str:
    # Same format as `sha256sum`, so `cd assets/vendor && sha256sum -c CHECKSUMS.sha256` works.
    return "".join(f"{sha256_file(vendor / rel)}  {rel}\n" for rel in sorted(files))


def read_checksums(path: Path) -> dict[str, str]:
    entries: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        digest, sep, rel = line.partition("  ")
        if not sep or len(digest) != 64:
            raise ValueError(f"{path.name}:{number}: malformed line {line!r}")
        entries[rel] = digest
    return entries


def check(vendor: Path = VENDOR) -> list[str]:
    """Compare ``vendor`` with its checksum list; return one message per problem."""
    listing = vendor / CHECKSUMS_NAME
    if not listing.is_file():
        return [f"missing {listing.relative_to(ROOT) if listing.is_relative_to(ROOT) else listing}"]
    try:
        expected = read_checksums(listing)
    except ValueError as exc:
        return [str(exc)]
    problems: list[str] = []
    if list(expected) != sorted(expected):
        problems.append(f"{CHECKSUMS_NAME} is not sorted")
    on_disk = set(list_files(vendor))
    for rel in sorted(set(expected) - on_disk):
        problems.append(f"missing: {rel}")
    for rel in sorted(on_disk - set(expected)):
        problems.append(f"extra (not in {CHECKSUMS_NAME}): {rel}")
    for rel in sorted(on_disk & set(expected)):
        if sha256_file(vendor / rel) != expected[rel]:
            problems.append(f"changed: {rel}")
    return problems


def build(vendor: Path, tarballs: Path | None) -> None:
    with tempfile.TemporaryDirectory(prefix="thousand-vendor-") as tmp:
        work = Path(tmp)
        fetched = fetch(PACKAGES, work, tarballs)
        staging = work / "vendor"
        staging.mkdir()
        files: list[str] = []
        for pkg in PACKAGES:
            files += extract(pkg, fetched[pkg.name], staging)
        (staging / CHECKSUMS_NAME).write_text(
            format_checksums(staging, files), encoding="utf-8", newline="\n"
        )
        if vendor.exists():
            shutil.rmtree(vendor)
        vendor.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(staging, vendor)
    total = sum((vendor / rel).stat().st_size for rel in files)
    print(f"vendor: wrote {len(files)} files ({total / 1e6:.1f} MB) to {vendor}")
    for pkg in PACKAGES:
        print(f"vendor:   {pkg.name}@{pkg.version} -> assets/vendor/{pkg.dest}/")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="verify assets/vendor/ against its checksum list"
    )
    parser.add_argument(
        "--tarballs",
        type=Path,
        help="folder with already downloaded npm tarballs (checked against the pinned integrity)",
    )
    parser.add_argument("--vendor", type=Path, default=VENDOR, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.check:
        problems = check(args.vendor)
        if problems:
            print(f"vendor --check: {args.vendor} differs from {CHECKSUMS_NAME}:", file=sys.stderr)
            for problem in problems:
                print(f"  {problem}", file=sys.stderr)
            print("run `python3 scripts/vendor.py` to re-create it", file=sys.stderr)
            return 1
        count = len(read_checksums(args.vendor / CHECKSUMS_NAME))
        print(f"vendor --check: {count} files OK")
        return 0
    build(args.vendor, args.tarballs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
