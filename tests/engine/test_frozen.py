"""The engine's value types are one kind of thing: ``Frozen`` classes declared by their
annotations. None is a dataclass; each one's fields are its annotations, and a class
that writes its own ``__init__`` takes exactly those fields, in that order (equality,
``repr``, pickling and ``replace`` go by them)."""

from __future__ import annotations

import ast
import importlib
import inspect
import pickle
from pathlib import Path

import pytest

from thousand.frozen import Frozen, derived
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import HiddenGift, PlayerView, view_of

ENGINE = Path(__file__).resolve().parents[2] / "thousand"
CORE = sorted(p.stem for p in ENGINE.glob("*.py") if not p.stem.startswith("__"))


def _value_types() -> list[type[Frozen]]:
    for name in CORE:
        importlib.import_module(f"thousand.{name}")
    found: list[type[Frozen]] = []
    todo: list[type[Frozen]] = [Frozen]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("thousand."):
                found.append(sub)
            todo.append(sub)
    return found


def test_no_engine_module_uses_dataclasses() -> None:
    users = [name for name in CORE
             if any(isinstance(node, (ast.Import, ast.ImportFrom))
                    and "dataclasses" in ((node.module or "") if isinstance(node, ast.ImportFrom)
                                          else " ".join(a.name for a in node.names))
                    for node in ast.walk(ast.parse((ENGINE / f"{name}.py").read_text("utf-8"))))]
    assert users == []


def test_the_log_entries_and_the_view_are_frozen_value_types() -> None:
    assert {HiddenGift, PlayerView, Rules, GameState} <= set(_value_types())


@pytest.mark.parametrize("cls", _value_types(), ids=lambda c: c.__qualname__)
def test_init_takes_exactly_the_annotated_fields_in_order(cls: type[Frozen]) -> None:
    """Named arguments, or (``Rules``, 35 of them) any number read in ``_fields``' order."""
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    if {p.kind for p in params} == {inspect.Parameter.VAR_POSITIONAL,
                                    inspect.Parameter.VAR_KEYWORD}:
        made = cls()
        assert cls(*made._values()) == made
        assert cls(**{name: getattr(made, name) for name in cls._fields}) == made
        return
    assert tuple(p.name for p in params) == cls._fields


def test_a_derived_attribute_is_set_but_not_a_field() -> None:
    rules = Rules(players=2)
    assert rules.hand_size == 9 and "hand_size" not in Rules._fields
    setup = GameState.new(rules, seed=1).round.setup
    assert setup.players == 2 and "players" not in type(setup)._fields


def test_values_compare_hash_pickle_and_replace_by_their_fields() -> None:
    gift = HiddenGift(1, "talon")
    assert gift == HiddenGift(1, "talon") and hash(gift) == hash(HiddenGift(1, "talon"))
    assert gift != HiddenGift(1, 2)
    assert repr(gift) == "HiddenGift(seat=1, to='talon')"
    view = view_of(GameState.new(Rules(), seed=3), 1)
    again = pickle.loads(pickle.dumps(view))
    assert again == view and again.log == view.log
    moved = view.replace(to_move=None)
    assert moved.to_move is None and moved.hand == view.hand and moved != view
    with pytest.raises(TypeError, match="no field 'nothing'"):
        view.replace(nothing=1)
    with pytest.raises(AttributeError, match="immutable"):
        view.seat = 2  # type: ignore[misc]


def test_a_class_declared_by_annotations_gets_its_init_and_slots() -> None:
    class Point(Frozen):
        x: int
        y: int = 5
        size: int = derived()

        def __post_init__(self) -> None:
            object.__setattr__(self, "size", abs(self.x) + abs(self.y))

    assert Point._fields == ("x", "y")
    assert Point(1) == Point(x=1, y=5) and Point(1).size == 6
    assert set(Point.__slots__) == {"x", "y", "size"}
    with pytest.raises(TypeError):
        Point()  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        Point(1).z = 3
