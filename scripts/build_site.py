#!/usr/bin/env python3
"""Copy exactly the site's files into one folder, ready to publish (GitHub Pages).

The site is what the service worker keeps (``scripts/site_files.py``'s list, which the
page's imports decide) plus the worker itself and ``.nojekyll``; nothing else of the
repository (tests, the lab, docs, the vendoring scripts) is published. Publishing the
same list the offline cache uses means a page that works offline is the page that was
published, file for file.

    python3 scripts/build_site.py _site     # then publish _site/

Refuses to build when the generated lists are stale, so a forgotten
``python3 scripts/site_files.py`` cannot publish a page that misses a module.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import site_files  # the sibling script, not an installed package

EXTRA = ("sw.js", ".nojekyll")
"""Files the site needs that the service worker does not list: itself, and the marker
that stops GitHub Pages' Jekyll from dropping ``__init__.py`` files."""


def site_paths(root: Path = site_files.ROOT) -> list[str]:
    """Every file of the site, relative to the repository root, each once."""
    listed = [name[2:] for name in site_files.cached_files(root) if name != "./"]
    return list(dict.fromkeys([*listed, *EXTRA]))


def build(out: Path, root: Path = site_files.ROOT) -> list[str]:
    """Fill ``out`` (made anew) with the site; the paths copied."""
    stale = site_files.stale(root)
    if stale:
        raise SystemExit(f"out of date: {', '.join(stale)}: run python3 scripts/site_files.py")
    if out.exists():
        shutil.rmtree(out)
    paths = site_paths(root)
    for path in paths:
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / path, target)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the folder to fill (emptied first)")
    args = parser.parse_args(argv)
    paths = build(args.out)
    size = sum((args.out / path).stat().st_size for path in paths)
    print(f"{len(paths)} files, {size / 1e6:.1f} MB in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
