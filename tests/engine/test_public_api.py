"""``thousand``'s public face: every name in ``__all__`` is there, each from the module
that defines it, and the package's docstring example runs."""

from __future__ import annotations

import doctest
import importlib

import pytest

import thousand


def test_all_lists_exactly_the_public_names_and_each_resolves() -> None:
    assert sorted(thousand.__all__) == sorted(thousand._HOMES)
    assert len(set(thousand.__all__)) == len(thousand.__all__)
    for name in thousand.__all__:
        module = importlib.import_module(f"thousand.{thousand._HOMES[name]}")
        assert getattr(thousand, name) is getattr(module, name), name


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        thousand.Nothing  # noqa: B018  (the lookup is the test)


def test_the_package_docstring_example_runs() -> None:
    failures, tried = doctest.testmod(thousand, verbose=False)
    assert tried > 0 and failures == 0
