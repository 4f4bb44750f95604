"""The phase lives in ``thousand/phase.py``, below both the round and ``legality.py``: the
explanation of a refused move compares phases as members, never by their record names, and
does not need the round to do it."""

from __future__ import annotations

import ast
from pathlib import Path

from thousand import legality
from thousand import round as round_module
from thousand.phase import Phase

ENGINE = Path(__file__).resolve().parents[2] / "thousand"


def _string_constants(path: Path) -> set[str]:
    """Every string literal of a module, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings}


def test_legality_names_no_phase_by_its_text() -> None:
    assert _string_constants(ENGINE / "legality.py") & {p.value for p in Phase} == set()


def test_the_round_and_legality_share_one_phase() -> None:
    assert round_module.Phase is Phase
    assert legality.Phase is Phase


def test_the_phase_module_imports_nothing_of_the_engine() -> None:
    tree = ast.parse((ENGINE / "phase.py").read_text(encoding="utf-8"))
    relative = [node for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.level > 0]
    assert relative == []
