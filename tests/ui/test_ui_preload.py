"""The start-up snapshot's preloaded modules: none reaches the page, and a stale one never runs.

Each check runs in a fresh interpreter (a subprocess), as the snapshot's and the page's do.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BLOCK_BRIDGES = """
import importlib.abc, sys
class NoPage(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"js", "pyodide", "pyscript", "_pyodide"}:
            raise ImportError("the page is not here: " + name)
        return None
sys.meta_path.insert(0, NoPage())
"""


def run(code: str, cwd: Path) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def preload() -> list[str]:
    names = json.loads((ROOT / "site-files.json").read_text(encoding="utf-8"))["preload"]
    assert isinstance(names, list)
    return names


def game(names: list[str]) -> list[str]:
    return [name for name in names if name.split(".")[0] in {"thousand", "ui"}]


def test_every_preloaded_module_imports_without_the_page() -> None:
    names = preload()
    assert {"thousand", "thousand.agents.search.agent", "ui.render.page", "ui.i18n.ru",
            "ui.preload", "ui.features", "ui.features.coach.commands"} <= set(names)
    assert not {"ui.dom", "ui.app", "ui.main", "ui.boot"} & set(names)
    # the standard modules the page imports on the way, slow ones among them
    assert {"statistics", "asyncio", "json"} <= set(names)
    assert not {"js", "pyodide", "pyscript", "typing.Any"} & set(names)
    out = run(BLOCK_BRIDGES + "import importlib\n"
              f"for name in {names!r}:\n    importlib.import_module(name)\n"
              "try:\n    import ui.app\nexcept ImportError as exc:\n    print('blocked', exc)\n",
              ROOT)
    assert "blocked the page is not here" in out  # the block works: the page's modules fail


# Packages whose __init__ imports every submodule: the first import inside one runs them all.
EAGER_PACKAGES = ("thousand.agents", "ui.i18n")
FEATURE_PACKAGES = "ui.features."
"""Each feature's package is eager too (it exports the feature, made of its parts), but the
features are not imported all at once: ``ui/features/__init__.py`` imports nothing."""

CHAINS = """
import importlib, json, sys
chains = []
for name in json.load(open("site-files.json"))["preload"]:
    before = set(sys.modules)
    importlib.import_module(name)
    new = sorted(m for m in set(sys.modules) - before if m.split(".")[0] in {"thousand", "ui"})
    if len(new) > 1:
        chains.append([name, new])
print(json.dumps(chains))
"""


def test_each_preloaded_import_runs_one_module_but_an_eager_packages_first() -> None:
    """A first visit imports the list one by one between the page's tasks
    (assets/js/handover.mjs), so each import should run one module, not a chain: only
    the first import inside an eager package runs the package, and a feature's import
    runs that feature and the few it builds on, not every feature."""
    chains = json.loads(run(BLOCK_BRIDGES + CHAINS, ROOT))
    others = [name for name, _ in chains if not name.startswith(FEATURE_PACKAGES)]
    assert len(others) <= len(EAGER_PACKAGES) + 1, chains
    for name, new in chains:
        outside = [m for m in new if not m.startswith((*EAGER_PACKAGES, FEATURE_PACKAGES))
                   and m != "thousand"]
        assert len(outside) <= 2, (name, outside)
        features = {m.split(".")[2] for m in new if m.startswith(FEATURE_PACKAGES)}
        assert len(features) <= 3, (name, sorted(features))

def copy_game(dest: Path) -> None:
    for package in ("thousand", "ui"):
        shutil.copytree(ROOT / package, dest / package,
                        ignore=shutil.ignore_patterns("__pycache__"))


def test_a_changed_file_drops_every_preloaded_module(tmp_path: Path) -> None:
    copy_game(tmp_path)
    names = preload()
    code = (BLOCK_BRIDGES + f"import sys\nsys.path.insert(0, {str(tmp_path)!r})\n"
            "from ui.preload import warm\nsys.path.remove(" + repr(str(tmp_path)) + ")\n"
            f"warm({str(tmp_path)!r}, {names!r})\n"
            "from ui.preload import drop_stale\n"
            "print('same', drop_stale(), 'thousand' in sys.modules)\n"
            f"open({str(tmp_path / 'thousand' / 'cards.py')!r}, 'a').write('# changed\\n')\n"
            "print('changed', drop_stale(), 'thousand' in sys.modules,"
            " 'ui.render.page' in sys.modules)\n")
    lines = dict(line.split(" ", 1) for line in run(code, tmp_path).splitlines())
    kept, still = lines["same"].split()
    assert int(kept) == len(game(names)) and still == "True"
    assert lines["changed"] == "0 False False"


def test_a_fresh_start_keeps_nothing_and_drops_nothing() -> None:
    out = run("import sys\nfrom ui.preload import drop_stale\nimport thousand\n"
              "print(drop_stale(), 'thousand' in sys.modules)", ROOT)
    assert out.split() == ["0", "True"]


def test_the_modules_that_import_the_page_are_compiled_in_the_snapshot(tmp_path: Path) -> None:
    """What cannot be imported before the snapshot (it imports the page), and PyScript's
    own package, is compiled there: the import on the page runs that code, unless the
    file has changed since."""
    copy_game(tmp_path)
    # PyScript's own package, as the page's runtime passes it to the snapshot's worker
    (tmp_path / "pyscript").mkdir()
    (tmp_path / "pyscript" / "__init__.py").write_text("import js\n", encoding="utf-8")
    names = preload()
    cards = tmp_path / "thousand" / "cards.py"
    code = (BLOCK_BRIDGES + f"import sys, zlib\nsys.path.insert(0, {str(tmp_path)!r})\n"
            "from ui import preload\n"
            f"preload.warm({str(tmp_path)!r}, {names!r})\n"
            "print('compiled', ' '.join(sorted(preload.COMPILED)))\n"
            "print('first', sys.meta_path[0] is preload.CompiledFinder)\n"
            # a stand-in for the snapshot's code, to see which code the import runs
            f"crc = zlib.crc32(open({str(cards)!r}, 'rb').read())\n"
            "preload.COMPILED['thousand.cards'] = (crc, compile('MARK = 1', 'x', 'exec'))\n"
            "del sys.modules['thousand.cards']\n"
            "import thousand.cards\n"
            "print('cached', getattr(thousand.cards, 'MARK', None))\n"
            "del sys.modules['thousand.cards']\n"
            f"open({str(cards)!r}, 'a').write('# changed\\n')\n"
            "import thousand.cards\n"
            "print('changed', getattr(thousand.cards, 'MARK', None),"
            " hasattr(thousand.cards, 'Card'))\n")
    lines = dict(line.split(" ", 1) for line in run(code, tmp_path).splitlines())
    compiled = set(lines["compiled"].split())
    assert {"ui.app", "ui.dom", "ui.boot", "pyscript"} <= compiled
    assert not compiled & set(game(names))
    assert lines["first"] == "True"
    assert lines["cached"] == "1"
    assert lines["changed"] == "None True"
