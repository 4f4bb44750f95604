"""``Frozen``: the base of the engine's immutable value types (issue 19).

They were frozen dataclasses. ``python -m thousand replay`` paid for that at every start:
importing ``dataclasses`` (with ``inspect``, ``ast``, ``dis`` and ``tokenize`` behind it)
and compiling each class's generated methods took about as long as replaying a record.
The value types now list their fields in ``_fields`` and write their ``__init__`` by
hand (compiled once into the cached bytecode); this class gives them what the
decorator gave: immutability, equality and hashing by field values, a readable
``repr``, pickling, and ``replace(**changes)`` in place of ``dataclasses.replace``
(also reachable as ``copy.replace`` on Python 3.13 and later).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time: replay start-up (issue 19)
if TYPE_CHECKING:
    from typing import Any, ClassVar, Self


class Frozen:
    """Immutable, compared and hashed by the values of ``_fields`` (the ``__init__``
    arguments, in order). Subclasses set fields in ``__init__`` with
    ``object.__setattr__``, as frozen dataclasses do."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: use replace()")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def _values(self) -> tuple[Any, ...]:
        return tuple([getattr(self, name) for name in self._fields])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({inner})"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (self.__class__, self._values())

    def replace(self, **changes: Any) -> Self:
        """A copy with the named fields changed (``dataclasses.replace``'s job)."""
        for name in changes:
            if name not in self._fields:
                raise TypeError(f"{type(self).__name__} has no field {name!r}")
        values = {name: getattr(self, name) for name in self._fields}
        values.update(changes)
        return self.__class__(**values)

    __replace__ = replace
