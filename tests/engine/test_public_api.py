"""``thousand``'s public face: every name in ``__all__`` is there, each from the module
that defines it, and the package's docstring example runs."""

from __future__ import annotations

import ast
import doctest
import importlib
from pathlib import Path

import pytest

import thousand


def test_all_lists_exactly_the_public_names_and_each_resolves() -> None:
    assert sorted(thousand.__all__) == sorted(thousand._HOMES)
    assert len(set(thousand.__all__)) == len(thousand.__all__)
    for name in thousand.__all__:
        module = importlib.import_module(f"thousand.{thousand._HOMES[name]}")
        assert getattr(thousand, name) is getattr(module, name), name


def _package_source() -> ast.Module:
    return ast.parse(Path(thousand.__file__).read_text(encoding="utf-8"))


def test_the_names_are_written_once_and_all_is_made_from_them() -> None:
    """``__all__`` is computed from ``_MODULES``, not a second list of the same names."""
    assert thousand.__all__ == [name for names in thousand._MODULES.values() for name in names]
    written = [node for node in _package_source().body if isinstance(node, ast.Assign)
               and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)]
    assert len(written) == 1
    assert not isinstance(written[0].value, (ast.List, ast.Tuple)), "__all__ restates names"


def test_type_checkers_see_exactly_the_table() -> None:
    """The imports under ``if TYPE_CHECKING:`` (the face type checkers read) name each
    public name from its home module, and nothing else."""
    blocks = [node for node in _package_source().body if isinstance(node, ast.If)
              and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"]
    imported = {(node.module, alias.name) for block in blocks for node in block.body
                if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert imported == {(module, name) for module, names in thousand._MODULES.items()
                        for name in names}


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        thousand.Nothing  # noqa: B018  (the lookup is the test)


def test_the_package_docstring_example_runs() -> None:
    failures, tried = doctest.testmod(thousand, verbose=False)
    assert tried > 0 and failures == 0
