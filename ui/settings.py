"""Settings: the page's own preferences, the new-game form and the URL parameters.

Everything here is plain data and parsing, so it is tested in CPython. The form
comes in as text (what the DOM gives), goes through ``Rules`` validation, and
every refused value comes back as a message naming the field, never an
exception reaching the page.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

from thousand.errors import Message, ThousandError
from thousand.rules import BOOL, FIELDS, KINDS, OPTIONAL_INT, PRESETS, Rules
from thousand.untrusted import checked_json_text, excerpt

from .i18n import DEFAULT_LANG, LANGS, normalize_lang
from .render.letters import DEFAULT_LETTERS, LETTER_CHOICES

SPEEDS: dict[str, int] = {"slow": 1400, "normal": 700, "fast": 250, "instant": 0}
"""Milliseconds a computer player waits before each move."""
DEFAULT_SPEED = "normal"

RULE_FIELDS: tuple[str, ...] = FIELDS
BOOL_FIELDS: frozenset[str] = frozenset(name for name in RULE_FIELDS if KINDS[name] == BOOL)
OPTIONAL_FIELDS: frozenset[str] = frozenset(
    name for name in RULE_FIELDS if KINDS[name] == OPTIONAL_INT)
"""The rules a blank box leaves off: the numbers declared ``int | None``."""
SUIT_ORDER: tuple[str, ...] = ("H", "D", "C", "S")
MAX_SEED = 2**53
"""Largest seed: every whole number up to it survives a trip through JavaScript."""

Reason = str | Message | ThousandError
"""Why a value was refused: a code the page translates (``i18n.error_text``), or text."""


@dataclass(frozen=True)
class Prefs:
    """What the page remembers between visits besides the game: language, bot speed and
    the card letters (``ui/render/letters.py``)."""

    lang: str = DEFAULT_LANG
    speed: str = DEFAULT_SPEED
    letters: str = DEFAULT_LETTERS

    def to_json(self) -> str:
        return json.dumps({"lang": str(self.lang), "speed": self.speed,
                           "letters": self.letters})

    @staticmethod
    def from_json(text: str | None) -> Prefs:
        """Stored preferences; anything unreadable falls back to the defaults."""
        if not text:
            return Prefs()
        try:  # a few short fields: anything longer or deeper is not ours
            data = json.loads(checked_json_text(text, max_chars=1000, max_depth=2))
        except ValueError:
            return Prefs()
        if not isinstance(data, dict):
            return Prefs()
        lang = normalize_lang(data.get("lang") if isinstance(data.get("lang"), str) else None)
        speed = data.get("speed")
        letters = data.get("letters")
        return Prefs(lang or DEFAULT_LANG, speed if speed in SPEEDS else DEFAULT_SPEED,
                     letters if letters in LETTER_CHOICES else DEFAULT_LETTERS)


@dataclass(frozen=True)
class FormResult:
    """A parsed new-game form: rules when valid, else (field, reason) pairs."""

    rules: Rules | None
    preset: str
    errors: tuple[tuple[str, Reason], ...] = ()
    seed: int | str | None = None


def rule_text(rules: Rules, name: str) -> str | dict[str, str]:
    """A rule's value as the form shows it (marriage values: one text per suit)."""
    value = getattr(rules, name)
    if name == "marriage_values":
        return {suit: str(points) for suit, points in value}
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


def ascii_digits(text: str) -> bool:
    """Only 0-9: ``str.isdigit`` (and ``int``) also take "４２", "٤٢" or "²", which no
    field of this page means."""
    return text.isascii() and text.isdigit()


def _parse_int(text: str) -> int:
    text = text.strip()
    sign = -1 if text.startswith(("-", "−")) else 1
    digits = text[1:] if text.startswith(("-", "−", "+")) else text
    if not ascii_digits(digits) or len(digits) > 6:
        raise ThousandError("input_not_int", value=excerpt(text))
    return sign * int(digits)


def parse_form(form: Mapping[str, str]) -> FormResult:
    """Read the settings form. Keys: ``preset``, ``players``, ``seed``, each rule field;
    marriage values as ``marriage_values.H`` etc. Missing keys keep the preset's value."""
    preset = form.get("preset", "classic")
    if preset not in PRESETS:
        return FormResult(None, "classic", (("preset", Message(
            "rules_preset_unknown", name=preset, known=", ".join(PRESETS))),))
    base = PRESETS[preset]
    changes: dict[str, Any] = {}
    errors: list[tuple[str, Reason]] = []
    for name in RULE_FIELDS:
        try:
            if name == "marriage_values":
                if not any(f"marriage_values.{s}" in form for s in SUIT_ORDER):
                    continue
                values = {}
                for suit in SUIT_ORDER:
                    default = str(dict(base.marriage_values)[suit])
                    raw = form.get(f"marriage_values.{suit}", default)
                    values[suit] = _parse_int(raw)
                changes[name] = values
            elif name not in form:
                continue
            elif name in BOOL_FIELDS:
                raw = form[name].strip().lower()
                if raw not in ("true", "false", "on", "off", "1", "0"):
                    raise ThousandError("input_not_bool", value=form[name])
                changes[name] = raw in ("true", "on", "1")
            elif name in OPTIONAL_FIELDS and not form[name].strip():
                changes[name] = None
            else:
                changes[name] = _parse_int(form[name])
        except ValueError as exc:
            errors.append((name, exc if isinstance(exc, ThousandError) else str(exc)))
    seed: int | str | None = None
    raw_seed = form.get("seed", "").strip()
    if raw_seed:
        try:
            seed = parse_seed(raw_seed)
        except ValueError as exc:
            errors.append(("seed", exc if isinstance(exc, ThousandError) else str(exc)))
    if errors:
        return FormResult(None, preset, tuple(errors), seed)
    try:
        rules = base.with_fields(changes)
    except ThousandError as exc:
        message = str(exc)
        culprit = max((name for name in RULE_FIELDS
                       if message.startswith((name + " ", name.replace("_", " ") + " "))),
                      key=len, default="rules")
        return FormResult(None, preset, ((culprit, exc),), seed)
    return FormResult(rules, preset, (), seed)


def parse_seed(text: str) -> int:
    """A seed typed by a person or in the URL: a whole number from 0 to 2**53."""
    text = text.strip()
    if not ascii_digits(text) or len(text) > 16 or int(text) > MAX_SEED:
        raise ThousandError("input_seed", value=excerpt(text))
    return int(text)


@dataclass(frozen=True)
class UrlOptions:
    """``?seed=&preset=&lang=&speed=&players=``: what was valid, and what was not."""

    seed: int | None = None
    preset: str | None = None
    lang: str | None = None
    speed: str | None = None
    errors: tuple[tuple[str, str, Reason], ...] = field(default=())
    """(name, value, reason) for every refused parameter."""
    players: int | None = None
    """``players=``: the preset's rules for that many players (checked by ``parse_form``)."""

    @property
    def starts_game(self) -> bool:
        """A seed, preset or player count in the URL asks for that game now."""
        return self.seed is not None or self.preset is not None or self.players is not None

    def rules(self) -> Rules:
        """The rules of the game the URL asks for (the preset, with its player count)."""
        rules = PRESETS[self.preset or "classic"]
        return rules if self.players is None else rules.with_fields({"players": self.players})


def parse_url(query: str) -> UrlOptions:
    """Parse ``location.search``; bad values are reported and replaced by the default.

    Values go through the settings form's own checks (``parse_seed``, ``parse_form``), so
    the address accepts exactly what the form accepts. A "+" stays a plus sign here (not a
    space, as in HTML forms): ``seed=+42+`` is refused as the form would refuse it."""
    params = parse_qs(query.lstrip("?").replace("+", "%2B"), keep_blank_values=True)
    errors: list[tuple[str, str, Reason]] = []

    def one(name: str) -> str | None:
        values = params.get(name)
        return values[-1] if values else None

    seed: int | None = None
    raw = one("seed")
    if raw is not None:
        try:
            seed = parse_seed(raw)
        except ThousandError as exc:
            errors.append(("seed", excerpt(raw), exc))
    preset = one("preset")
    if preset is not None and preset not in PRESETS:
        errors.append(("preset", excerpt(preset), Message("input_known", known=", ".join(PRESETS))))
        preset = None
    raw_lang = one("lang")
    lang = normalize_lang(raw_lang)
    if raw_lang is not None and lang is None:
        errors.append(("lang", excerpt(raw_lang), Message("input_known", known=", ".join(LANGS))))
    speed = one("speed")
    if speed is not None and speed not in SPEEDS:
        errors.append(("speed", excerpt(speed), Message("input_known", known=", ".join(SPEEDS))))
        speed = None
    players: int | None = None
    raw_players = one("players")
    if raw_players is not None:
        checked = parse_form({"preset": preset or "classic", "players": raw_players})
        if checked.rules is not None:
            players = checked.rules.players
        errors.extend(("players", excerpt(raw_players), reason)
                      for _, reason in checked.errors)
    return UrlOptions(seed, preset, lang, speed, tuple(errors), players)


def form_from_rules(rules: Rules, preset: str) -> dict[str, str]:
    """The settings form filled with ``rules`` (what the form shows when it opens)."""
    form: dict[str, str] = {"preset": preset}
    for name in RULE_FIELDS:
        value = rule_text(rules, name)
        if isinstance(value, dict):
            form.update({f"{name}.{suit}": text for suit, text in value.items()})
        else:
            form[name] = value
    return form
