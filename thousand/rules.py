"""The house rules: one field per rule of RULES.md §11, and the presets of §10.

Rules are data. Every option is read where it applies; nothing in the engine
asks which preset is in force.

Each rule is declared once, as a field of ``Rules``: its name, its type (which says how a
record's or the form's value is read: ``bool``, ``int``, ``int | None``, the marriages'
map), and ``rule(...)`` with its default (the Classic game's) and the values it may
take. Reading a record, checking values, writing a record's overrides, the settings
screen's list and the Igrafan switches all come from these declarations (``RULES``).
"""

from __future__ import annotations

from collections.abc import Mapping

from .cards import Suit
from .errors import RulesError
from .frozen import Field, Frozen, derived

TYPE_CHECKING = False  # typing is not imported at run time: replay start-up
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar

    _T = TypeVar("_T")

CLASSIC_MARRIAGES: tuple[tuple[str, int], ...] = (("H", 100), ("D", 80), ("C", 60), ("S", 40))

TARGET_RANGE = (105, 10000)
"""The target: a multiple of 5 above 100, at most 10000 (a game still ends in reasonable time)."""

MARRIAGE_VALUE_RANGE = (0, 300)

_set = object.__setattr__


class Rule(Field):
    """One house rule's declaration beyond its type: its default, the bounds a whole number
    keeps (``low``, ``high``: the message of a refused value is made from these same bounds,
    so it cannot drift from the check) or a check of its own, and whether it is one of
    Igrafan's switches (grouped in the settings screen)."""

    __slots__ = ("check", "high", "igrafan", "low")

    def __init__(self, default: object, low: int | None, high: int | None,
                 check: Callable[[Rules, Any], RulesError | None] | None,
                 igrafan: bool) -> None:
        super().__init__(default=default)
        self.low = low
        self.high = high
        self.check = check
        self.igrafan = igrafan


def rule(default: _T, *, low: int | None = None, high: int | None = None,
         check: Callable[[Rules, Any], RulesError | None] | None = None,
         igrafan: bool = False) -> _T:
    """Declare a house rule (a field of ``Rules``). Type checkers see the default's type:
    the class reads the declaration itself when it is made."""
    return Rule(default, low, high, check, igrafan)  # type: ignore[return-value]


def _players(rules: Rules, value: int) -> RulesError | None:
    return None if value in (2, 3, 4) else RulesError("rules_players", value=value)


def _target(rules: Rules, value: int) -> RulesError | None:
    low, high = TARGET_RANGE
    if low <= value <= high and value % 5 == 0:
        return None
    return RulesError("rules_target", low=low, high=high, value=value)


def _marriages(rules: Rules, value: tuple[tuple[str, int], ...]) -> RulesError | None:
    values = dict(value)
    if sorted(values) != ["C", "D", "H", "S"]:
        return RulesError("rules_marriages_suits")
    low, high = MARRIAGE_VALUE_RANGE
    if not all(_is_int(v) and low <= v <= high for v in values.values()):
        return RulesError("rules_marriages_range", low=low, high=high)
    return None


def _bid_step(rules: Rules, value: int) -> RulesError | None:
    return None if value in (5, 10) else RulesError("rules_bid_step", value=value)


def _barrel(rules: Rules, value: int | None) -> RulesError | None:
    if value is None or (5 <= value <= rules.target - 5 and value % 5 == 0):
        return None
    return RulesError("rules_barrel", low=5, high=rules.target - 5, target=rules.target,
                      value=value)


class Rules(Frozen):
    """Every rule the engine knows; defaults are the Classic game."""

    players: int = rule(3, check=_players)
    target: int = rule(1000, check=_target)
    marriage_values: tuple[tuple[str, int], ...] = rule(CLASSIC_MARRIAGES, check=_marriages)
    ace_marriage: bool = rule(False, igrafan=True)
    redeal: bool = rule(True, igrafan=True)
    redeal_hand_below: int = rule(14, low=0, high=121)
    redeal_nines: int = rule(4, low=0, high=5)
    redeal_talon_below: int = rule(5, low=0, high=121)
    redeal_talon_nines: int = rule(2, low=0, high=5)
    redeal_limit: int | None = rule(None, low=1)
    bid_step: int = rule(5, check=_bid_step)
    bid_cap: bool = rule(True)
    negative_bid_limit: int | None = rule(None)
    show_talon_on_hundred: bool = rule(False, igrafan=True)
    concede: bool = rule(True, igrafan=True)
    concede_penalty: bool = rule(True, igrafan=True)
    concede_once_per_game: bool = rule(False)
    must_beat: bool = rule(False)
    trump_lead_by_declarer_only: bool = rule(False)
    round_defenders: bool = rule(True)
    bolts_for_penalty: int = rule(3, low=1)
    bolt_penalty: int = rule(120, low=0)
    bolts_consecutive: bool = rule(False)
    samosval: bool = rule(True)
    samosval_negative: bool = rule(False)
    barrel: int | None = rule(880, check=_barrel)
    barrel_tries: int = rule(3, low=1)
    barrel_penalty: int = rule(120, low=0)
    barrel_falls_to_zero: int = rule(3, low=1)
    barrel_bidding: bool = rule(True, igrafan=True)
    barrel_shared: bool = rule(False)
    golden_rounds: int = rule(0, low=0, high=100, igrafan=True)
    dark: bool = rule(False)
    four_aces_redeal: bool = rule(False)
    dealer_scores_talon: bool = rule(True)

    _suit_values: tuple[int, int, int, int] = derived()
    hand_size: int = derived()
    """Cards dealt to each active seat: 9 with two players, else 7."""
    active_players: int = derived()
    """Seats that play a round: the dealer sits out with four players."""

    if not TYPE_CHECKING:  # type checkers read the fields above as the arguments
        def __init__(self, *args, **changes):
            """Written for any number of fields rather than made from them: a generated
            ``__init__`` of 35 arguments costs the replay's start-up its compilation."""
            fields = self._fields
            if len(args) > len(fields):
                raise TypeError(f"Rules takes at most {len(fields)} arguments")
            values = dict(self._defaults)
            values.update(zip(fields, args, strict=False))  # the rest keep their defaults
            for name, value in changes.items():
                if name not in values:
                    raise TypeError(f"Rules got an unexpected keyword argument {name!r}")
                values[name] = value
            for name in fields:
                _set(self, name, values[name])
            self._settle()

    def _settle(self) -> None:
        """Check every value, then put the marriages in one order and derive the rest."""
        _validate(self)
        values = dict(self.marriage_values)
        # One order (H D C S), so equal rules compare equal however they were written.
        _set(self, "marriage_values",
             tuple(sorted(values.items(), key=lambda kv: "HDCS".find(kv[0]))))
        _set(self, "_suit_values", tuple(values[s.name] for s in Suit))
        # Derived once: the engine asks these at every card (attributes, not properties).
        _set(self, "hand_size", 9 if self.players == 2 else 7)
        _set(self, "active_players", 2 if self.players == 2 else 3)

    def marriage_value(self, suit: Suit) -> int:
        return self._suit_values[suit]

    @staticmethod
    def preset(name: str, **overrides: Any) -> Rules:
        """A preset of RULES.md §10 with fields replaced."""
        if name not in PRESETS:
            raise RulesError("rules_preset_unknown", name=name, known=", ".join(PRESETS))
        base = PRESETS[name]
        return base.with_fields(overrides) if overrides else base

    def with_fields(self, changes: Mapping[str, Any]) -> Rules:
        """A copy with fields changed; values are checked as in a record."""
        converted: dict[str, Any] = {}
        for key, value in changes.items():
            if key not in KINDS:
                raise RulesError("rules_field_unknown", name=key)
            converted[key] = _convert(key, value)
        return self.replace(**converted)

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> Rules:
        """Rules from a record's ``rules`` object: a preset plus overrides."""
        if not isinstance(data, Mapping):
            raise RulesError("rules_not_object")
        fields = dict(data)
        preset = fields.pop("preset", "classic")
        if not isinstance(preset, str):
            raise RulesError("rules_preset_not_name")
        # Not ``preset(name, **fields)``: a field called "name" would clash.
        base = Rules.preset(preset)
        return base.with_fields(fields) if fields else base

    def to_dict(self, preset: str = "classic") -> dict[str, Any]:
        """The record form: a preset and the fields that differ from it."""
        base = PRESETS[preset]
        out: dict[str, Any] = {"preset": preset}
        for name, value in self.field_values().items():
            if getattr(self, name) != getattr(base, name):
                out[name] = value
        return out

    def field_values(self) -> dict[str, Any]:
        """Every public field with its value in the record's form (the settings screen
        lists them)."""
        return {name: (dict(getattr(self, name)) if kind == MARRIAGES else getattr(self, name))
                for name, kind in KINDS.items()}


BOOL, INT, OPTIONAL_INT, MARRIAGES = "bool", "int", "int | None", "tuple[tuple[str, int], ...]"
"""The kinds of value a rule takes, as its annotation writes them."""

RULES: dict[str, Rule] = {name: spec for name, spec in Rules._specs.items()
                          if isinstance(spec, Rule)}
"""Every rule's declaration by name, in the order of ``Rules``'s arguments."""

FIELDS: tuple[str, ...] = tuple(RULES)
"""Every rule's name, in the order of ``Rules``'s arguments (the settings screen and the
record's overrides go through them)."""

KINDS: dict[str, str] = {name: Rules.__annotations__[name] for name in FIELDS}
"""Every rule's kind of value (``BOOL``, ``INT``, ``OPTIONAL_INT`` or ``MARRIAGES``)."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _convert(key: str, value: Any) -> Any:
    """A value from outside (a record, the form) in the shape ``Rules`` holds, or the
    refusal of its type."""
    kind = KINDS[key]
    if kind == MARRIAGES:
        if not isinstance(value, Mapping):
            raise RulesError("rules_marriages_not_map")
        try:
            pairs = tuple((str(k).upper(), value[k]) for k in value)
        except (TypeError, ValueError):
            raise RulesError("rules_marriages_not_map") from None
        return tuple(sorted(pairs, key=lambda kv: "HDCS".find(kv[0])))
    if kind == BOOL:
        if not isinstance(value, bool):
            raise RulesError("rules_not_bool", name=key, value=value)
        return value
    if value is None and kind == OPTIONAL_INT:
        return None
    if not _is_int(value):
        raise RulesError("rules_not_int", name=key, value=value)
    return value


def _validate(rules: Rules) -> None:
    """Refuse a value out of range with a message that states the bounds actually applied:
    first any whole-number rule holding something else, then each rule's bounds or check,
    in the order of the declarations."""
    for name, kind in KINDS.items():
        value = getattr(rules, name)
        if kind in (INT, OPTIONAL_INT) and not (
                _is_int(value) or (value is None and kind == OPTIONAL_INT)):
            raise RulesError("rules_not_int", name=name, value=value)
    for name, spec in RULES.items():
        value = getattr(rules, name)
        if spec.check is not None:
            refusal = spec.check(rules, value)
            if refusal is not None:
                raise refusal
        low, top = spec.low, spec.high
        if value is None or low is None or (low <= value and (top is None or value <= top)):
            continue
        if top is None:
            raise RulesError("rules_at_least", name=name, low=low, value=value)
        raise RulesError("rules_range", name=name, low=low, high=top, value=value)


PRESETS: dict[str, Rules] = {
    "classic": Rules(),
    "two_players": Rules(players=2),
    "four_players": Rules(players=4),
    "igrafan": Rules(ace_marriage=True),
}
"""RULES.md §10. The igrafan switches are grouped in the settings screen."""

IGRAFAN_SWITCHES: tuple[str, ...] = tuple(name for name, spec in RULES.items() if spec.igrafan)
