"""The house rules: one field per rule of RULES.md §11, and the presets of §10.

Rules are data. Every option is read where it applies; nothing in the engine
asks which preset is in force.
"""

from __future__ import annotations

from collections.abc import Mapping

from .cards import Suit
from .errors import RulesError
from .frozen import Frozen, derived

TYPE_CHECKING = False  # typing is not imported at run time: replay start-up (issue 19)
if TYPE_CHECKING:
    from typing import Any

CLASSIC_MARRIAGES: tuple[tuple[str, int], ...] = (("H", 100), ("D", 80), ("C", 60), ("S", 40))


FIELDS: tuple[str, ...] = (
          "players", "target", "marriage_values", "ace_marriage", "redeal", "redeal_hand_below",
          "redeal_nines", "redeal_talon_below", "redeal_talon_nines", "redeal_limit",
          "bid_step", "bid_cap", "negative_bid_limit", "show_talon_on_hundred", "concede",
          "concede_penalty", "concede_once_per_game", "must_beat",
          "trump_lead_by_declarer_only", "round_defenders", "bolts_for_penalty", "bolt_penalty",
          "bolts_consecutive", "samosval", "samosval_negative", "barrel", "barrel_tries",
          "barrel_penalty", "barrel_falls_to_zero", "barrel_bidding", "barrel_shared",
          "golden_rounds", "dark", "four_aces_redeal", "dealer_scores_talon")
"""Every rule's name, in the order of ``Rules``'s arguments (the settings screen and the
record's overrides go through them)."""

_set = object.__setattr__


class Rules(Frozen):
    """Every rule the engine knows; defaults are the Classic game."""

    players: int
    target: int
    marriage_values: tuple[tuple[str, int], ...]
    ace_marriage: bool
    redeal: bool
    redeal_hand_below: int
    redeal_nines: int
    redeal_talon_below: int
    redeal_talon_nines: int
    redeal_limit: int | None
    bid_step: int
    bid_cap: bool
    negative_bid_limit: int | None
    show_talon_on_hundred: bool
    concede: bool
    concede_penalty: bool
    concede_once_per_game: bool
    must_beat: bool
    trump_lead_by_declarer_only: bool
    round_defenders: bool
    bolts_for_penalty: int
    bolt_penalty: int
    bolts_consecutive: bool
    samosval: bool
    samosval_negative: bool
    barrel: int | None
    barrel_tries: int
    barrel_penalty: int
    barrel_falls_to_zero: int
    barrel_bidding: bool
    barrel_shared: bool
    golden_rounds: int
    dark: bool
    four_aces_redeal: bool
    dealer_scores_talon: bool
    _suit_values: tuple[int, int, int, int] = derived()
    hand_size: int = derived()
    """Cards dealt to each active seat: 9 with two players, else 7."""
    active_players: int = derived()
    """Seats that play a round: the dealer sits out with four players."""

    def __init__(self,
                 players: int = 3,
                 target: int = 1000,
                 marriage_values: tuple[tuple[str, int], ...] = CLASSIC_MARRIAGES,
                 ace_marriage: bool = False,
                 redeal: bool = True,
                 redeal_hand_below: int = 14,
                 redeal_nines: int = 4,
                 redeal_talon_below: int = 5,
                 redeal_talon_nines: int = 2,
                 redeal_limit: int | None = None,
                 bid_step: int = 5,
                 bid_cap: bool = True,
                 negative_bid_limit: int | None = None,
                 show_talon_on_hundred: bool = False,
                 concede: bool = True,
                 concede_penalty: bool = True,
                 concede_once_per_game: bool = False,
                 must_beat: bool = False,
                 trump_lead_by_declarer_only: bool = False,
                 round_defenders: bool = True,
                 bolts_for_penalty: int = 3,
                 bolt_penalty: int = 120,
                 bolts_consecutive: bool = False,
                 samosval: bool = True,
                 samosval_negative: bool = False,
                 barrel: int | None = 880,
                 barrel_tries: int = 3,
                 barrel_penalty: int = 120,
                 barrel_falls_to_zero: int = 3,
                 barrel_bidding: bool = True,
                 barrel_shared: bool = False,
                 golden_rounds: int = 0,
                 dark: bool = False,
                 four_aces_redeal: bool = False,
                 dealer_scores_talon: bool = True) -> None:
        values_in = (
            players, target, marriage_values, ace_marriage, redeal,
            redeal_hand_below, redeal_nines, redeal_talon_below,
            redeal_talon_nines, redeal_limit, bid_step, bid_cap,
            negative_bid_limit, show_talon_on_hundred, concede,
            concede_penalty, concede_once_per_game, must_beat,
            trump_lead_by_declarer_only, round_defenders,
            bolts_for_penalty, bolt_penalty, bolts_consecutive,
            samosval, samosval_negative, barrel, barrel_tries,
            barrel_penalty, barrel_falls_to_zero, barrel_bidding,
            barrel_shared, golden_rounds, dark, four_aces_redeal,
            dealer_scores_talon)
        for name, value in zip(FIELDS, values_in, strict=True):
            _set(self, name, value)
        _validate(self)
        values = dict(self.marriage_values)
        # One order (H D C S), so equal rules compare equal however they were written.
        _set(self, "marriage_values",
             tuple(sorted(values.items(), key=lambda kv: "HDCS".find(kv[0]))))
        _set(self, "_suit_values", tuple(values[s.name] for s in Suit))
        # Derived once: the engine asks these at every card (attributes, not properties).
        _set(self, "hand_size", 9 if players == 2 else 7)
        _set(self, "active_players", 2 if players == 2 else 3)

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
            if key not in FIELDS:
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
        for name in FIELDS:
            value = getattr(self, name)
            if value != getattr(base, name):
                out[name] = dict(value) if name == "marriage_values" else value
        return out

    def field_values(self) -> dict[str, Any]:
        """Every public field with its value (the settings screen lists them)."""
        return {name: (dict(getattr(self, name)) if name == "marriage_values"
                       else getattr(self, name))
                for name in FIELDS}


_OPTIONAL_INT_FIELDS = {"redeal_limit", "negative_bid_limit", "barrel"}


def _convert(key: str, value: Any) -> Any:
    if key == "marriage_values":
        if not isinstance(value, Mapping):
            raise RulesError("rules_marriages_not_map")
        try:
            pairs = tuple((str(k).upper(), value[k]) for k in value)
        except (TypeError, ValueError):
            raise RulesError("rules_marriages_not_map") from None
        return tuple(sorted(pairs, key=lambda kv: "HDCS".find(kv[0])))
    if key in _BOOL_FIELDS:
        if not isinstance(value, bool):
            raise RulesError("rules_not_bool", name=key, value=value)
        return value
    if value is None and key in _OPTIONAL_INT_FIELDS:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError("rules_not_int", name=key, value=value)
    return value


TARGET_RANGE = (105, 10000)
"""The target: a multiple of 5 above 100, at most 10000 (a game still ends in reasonable time)."""

MARRIAGE_VALUE_RANGE = (0, 300)

RANGES: dict[str, tuple[int, int | None]] = {
    "barrel_tries": (1, None),
    "barrel_penalty": (0, None),
    "barrel_falls_to_zero": (1, None),
    "bolts_for_penalty": (1, None),
    "bolt_penalty": (0, None),
    "golden_rounds": (0, 100),
    "redeal_hand_below": (0, 121),
    "redeal_nines": (0, 5),
    "redeal_talon_below": (0, 121),
    "redeal_talon_nines": (0, 5),
    "redeal_limit": (1, None),
}
"""Whole-number fields checked by bounds alone: (lowest, highest or None for no limit).
The message of a refused value is made from these same bounds, so it cannot drift
from the check."""

_INT_FIELDS = ("players", "target", "bid_step", *RANGES)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _validate(rules: Rules) -> None:
    """Refuse a value out of range with a message that states the bounds actually applied."""
    for name in (*_INT_FIELDS, "barrel", "negative_bid_limit"):
        value = getattr(rules, name)
        if not (_is_int(value) or (value is None and name in _OPTIONAL_INT_FIELDS)):
            raise RulesError("rules_not_int", name=name, value=value)
    if rules.players not in (2, 3, 4):
        raise RulesError("rules_players", value=rules.players)
    values = dict(rules.marriage_values)
    if sorted(values) != ["C", "D", "H", "S"]:
        raise RulesError("rules_marriages_suits")
    low, high = MARRIAGE_VALUE_RANGE
    if not all(_is_int(v) and low <= v <= high for v in values.values()):
        raise RulesError("rules_marriages_range", low=low, high=high)
    if rules.bid_step not in (5, 10):
        raise RulesError("rules_bid_step", value=rules.bid_step)
    low, high = TARGET_RANGE
    if not (low <= rules.target <= high and rules.target % 5 == 0):
        raise RulesError("rules_target", low=low, high=high, value=rules.target)
    if rules.barrel is not None and not (5 <= rules.barrel <= rules.target - 5
                                         and rules.barrel % 5 == 0):
        raise RulesError("rules_barrel", low=5, high=rules.target - 5, target=rules.target,
                         value=rules.barrel)
    for name, (low, top) in RANGES.items():
        value = getattr(rules, name)
        if value is None or (low <= value and (top is None or value <= top)):
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

_BOOL_FIELDS = frozenset(name for name in FIELDS
                         if isinstance(getattr(PRESETS["classic"], name), bool))

IGRAFAN_SWITCHES: tuple[str, ...] = ("redeal", "barrel_bidding", "ace_marriage",
                                     "show_talon_on_hundred", "concede", "concede_penalty",
                                     "golden_rounds")
