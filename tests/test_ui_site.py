"""The page's wiring: PyScript must copy every module of thousand/ and ui/ into the browser."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def modules_on_disk() -> set[str]:
    return {f"./{path.relative_to(ROOT).as_posix()}"
            for folder in ("thousand", "ui") for path in (ROOT / folder).rglob("*.py")
            if "__pycache__" not in path.parts}


def test_pyscript_files_list_exactly_the_modules_of_thousand_and_ui() -> None:
    files = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))["files"]
    listed = set(files)
    on_disk = modules_on_disk()
    assert "./thousand/agents/__init__.py" in on_disk and "./ui/render.py" in on_disk
    assert listed - on_disk == set(), "pyscript.toml lists files that do not exist"
    missing = sorted(on_disk - listed)
    assert not missing, "add to pyscript.toml [files]:\n" + "\n".join(
        f'"{path}" = "{path}"' for path in missing)
    assert all(source == target for source, target in files.items())


def test_index_runs_the_ui_entry_point_with_the_config() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r'<script type="py"[^>]*>', html)
    assert scripts == ['<script type="py" src="./ui/main.py" config="./pyscript.toml">']
    assert 'id="loading"' in html and "<progress" in html


def test_only_dom_imports_the_browser_modules() -> None:
    for path in (ROOT / "ui").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        uses = re.search(r"^\s*(from|import) (pyscript|js|pyodide)\b", text, re.M)
        assert (uses is not None) == (path.name == "dom.py"), path.name
