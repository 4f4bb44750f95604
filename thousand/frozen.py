"""``Frozen``: the base of every immutable value type of the engine.

A value type is declared as a dataclass is: a class body of annotated fields, in the
order of ``__init__``'s arguments, a default after ``=``; ``derived()`` marks an attribute
that ``__init__`` computes rather than takes. The class gets its ``__slots__``, the
``__init__`` its fields describe (unless it writes its own), equality and hashing by field
values, a readable ``repr``, pickling and ``replace(**changes)``; type checkers read the
same declaration through ``dataclass_transform``.

Why not ``dataclasses``: ``python -m thousand replay`` paid for it at every start,
importing ``dataclasses`` (with ``inspect``, ``ast``, ``dis`` and ``tokenize`` behind it)
and compiling each class's generated methods, about as long as replaying a record. Here
nothing is imported, and a class on the replay path writes its ``__init__`` by hand
(compiled once into the cached bytecode: docs/MEASUREMENTS.md, the replay); the others,
off that path, let it be generated.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time: replay start-up
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, ClassVar, Literal, Self, dataclass_transform
else:
    def dataclass_transform(**_options: object) -> object:
        """Type checkers' marker; at run time it changes nothing."""
        return lambda cls: cls


class _Missing:
    """No default: the field must be given."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """What a field's annotation cannot say: its default, and whether ``__init__`` takes
    it. Subclasses carry more (a house rule's bounds, ``rules.py``)."""

    __slots__ = ("default", "init")

    def __init__(self, default: object = MISSING, init: bool = True) -> None:
        self.default = default
        self.init = init


def derived(*, init: Literal[False] = False) -> Any:
    """An attribute the class's own ``__init__`` computes from its fields (kept as an
    attribute because the engine asks for it often); not an argument, not compared."""
    return Field(init=init)


def _make_init(cls_name: str, fields: tuple[str, ...], defaults: dict[str, object],
               post_init: bool) -> Callable[..., None]:
    """``__init__`` for ``fields``, compiled once when the class is made."""
    params = ", ".join(f"{name}=_d_{name}" if name in defaults else name for name in fields)
    body = [f"    _set(self, {name!r}, {name})" for name in fields]
    if post_init:
        body.append("    self.__post_init__()")
    source = f"def __init__(self, {params}):\n" + ("\n".join(body) or "    pass") + "\n"
    scope: dict[str, Any] = {"_set": object.__setattr__}
    scope.update({f"_d_{name}": value for name, value in defaults.items()})
    exec(compile(source, f"<{cls_name}.__init__>", "exec"), scope)
    function: Callable[..., None] = scope["__init__"]
    function.__qualname__ = f"{cls_name}.__init__"
    return function


@dataclass_transform(eq_default=True, frozen_default=True, field_specifiers=(Field, derived))
class FrozenType(type):
    """Reads a value type's annotations into its fields when the class is made."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any],
                **options: Any) -> FrozenType:
        annotations: dict[str, str] = namespace.get("__annotations__", {})
        fields: list[str] = []
        own_derived: list[str] = []
        specs: dict[str, Field] = {}
        defaults: dict[str, object] = {}
        for attr, annotation in annotations.items():
            if str(annotation).startswith(("ClassVar", "typing.ClassVar")):
                continue
            value = namespace.pop(attr, MISSING)
            if isinstance(value, Field):
                specs[attr] = value
                if not value.init:
                    own_derived.append(attr)
                    continue
                value = value.default
            fields.append(attr)
            if value is not MISSING:
                defaults[attr] = value
        namespace.setdefault("__slots__", (*fields, *own_derived))
        made = super().__new__(mcs, name, bases, namespace, **options)
        cls: Any = made
        base: Any = bases[0] if bases else object
        cls._fields = (*getattr(base, "_fields", ()), *fields)
        cls._specs = {**getattr(base, "_specs", {}), **specs}
        cls._defaults = {**getattr(base, "_defaults", {}), **defaults}
        if fields and "__init__" not in namespace:
            cls.__init__ = _make_init(name, cls._fields, cls._defaults,
                                      "__post_init__" in namespace)
        return made


class Frozen(metaclass=FrozenType):
    """Immutable, compared and hashed by the values of its fields (``_fields``: the
    ``__init__`` arguments, in order)."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _specs: ClassVar[dict[str, Field]] = {}
    """Each field's or derived attribute's declaration, where it had one beyond its type."""
    _defaults: ClassVar[dict[str, object]] = {}

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
