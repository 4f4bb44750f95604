"""Settings: the page's own preferences, the new-game form and the URL parameters.

Everything here is plain data and parsing, so it is tested in CPython. The form
comes in as text (what the DOM gives), goes through ``Rules`` validation, and
every refused value comes back as a message naming the field, never an
exception reaching the page.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

from thousand.errors import ThousandError
from thousand.rules import PRESETS, Rules

from .i18n import DEFAULT_LANG, LANGS, normalize_lang

SPEEDS: dict[str, int] = {"slow": 1400, "normal": 700, "fast": 250, "instant": 0}
"""Milliseconds a computer player waits before each move."""
DEFAULT_SPEED = "normal"

RULE_FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Rules)
                                     if not f.name.startswith("_"))
BOOL_FIELDS: frozenset[str] = frozenset(
    name for name in RULE_FIELDS if isinstance(getattr(Rules(), name), bool))
OPTIONAL_FIELDS: frozenset[str] = frozenset({"redeal_limit", "negative_bid_limit", "barrel"})
SUIT_ORDER: tuple[str, ...] = ("H", "D", "C", "S")


@dataclass(frozen=True)
class Prefs:
    """What the page remembers between visits besides the game: language and bot speed."""

    lang: str = DEFAULT_LANG
    speed: str = DEFAULT_SPEED

    def to_json(self) -> str:
        return json.dumps({"lang": self.lang, "speed": self.speed})

    @staticmethod
    def from_json(text: str | None) -> Prefs:
        """Stored preferences; anything unreadable falls back to the defaults."""
        if not text:
            return Prefs()
        try:
            data = json.loads(text)
        except ValueError:
            return Prefs()
        if not isinstance(data, dict):
            return Prefs()
        lang = normalize_lang(data.get("lang") if isinstance(data.get("lang"), str) else None)
        speed = data.get("speed")
        return Prefs(lang or DEFAULT_LANG, speed if speed in SPEEDS else DEFAULT_SPEED)


@dataclass(frozen=True)
class FormResult:
    """A parsed new-game form: rules when valid, else (field, reason) pairs."""

    rules: Rules | None
    preset: str
    errors: tuple[tuple[str, str], ...] = ()
    seed: int | str | None = None


def rule_text(rules: Rules, name: str) -> str | dict[str, str]:
    """A rule's value as the form shows it (marriage values: one text per suit)."""
    value = getattr(rules, name)
    if name == "marriage_values":
        return {suit: str(points) for suit, points in value}
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


def _parse_int(text: str) -> int:
    text = text.strip()
    sign = -1 if text.startswith("-") or text.startswith("−") else 1
    digits = text.lstrip("-−+")
    if not digits.isdigit() or len(digits) > 6:
        raise ValueError(f"{text!r} is not a whole number")
    return sign * int(digits)


def parse_form(form: Mapping[str, str]) -> FormResult:
    """Read the settings form. Keys: ``preset``, ``players``, ``seed``, each rule field;
    marriage values as ``marriage_values.H`` etc. Missing keys keep the preset's value."""
    preset = form.get("preset", "classic")
    if preset not in PRESETS:
        return FormResult(None, "classic", (("preset", f"unknown preset {preset!r}"),))
    base = PRESETS[preset]
    changes: dict[str, Any] = {}
    errors: list[tuple[str, str]] = []
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
                    raise ValueError(f"{form[name]!r} is not yes/no")
                changes[name] = raw in ("true", "on", "1")
            elif name in OPTIONAL_FIELDS and not form[name].strip():
                changes[name] = None
            else:
                changes[name] = _parse_int(form[name])
        except ValueError as exc:
            errors.append((name, str(exc)))
    seed: int | str | None = None
    raw_seed = form.get("seed", "").strip()
    if raw_seed:
        try:
            seed = parse_seed(raw_seed)
        except ValueError as exc:
            errors.append(("seed", str(exc)))
    if errors:
        return FormResult(None, preset, tuple(errors), seed)
    try:
        rules = base.with_fields(changes)
    except ThousandError as exc:
        message = str(exc)
        culprit = max((name for name in RULE_FIELDS
                       if message.startswith((name + " ", name.replace("_", " ") + " "))),
                      key=len, default="rules")
        return FormResult(None, preset, ((culprit, message),), seed)
    return FormResult(rules, preset, (), seed)


def parse_seed(text: str) -> int:
    """A seed typed by a person or in the URL: a whole number from 0 to 2**53."""
    text = text.strip()
    if not text.isdigit() or len(text) > 16:
        raise ValueError(f"{text!r} is not a whole number from 0 to 2^53")
    return int(text)


@dataclass(frozen=True)
class UrlOptions:
    """``?seed=&preset=&lang=&speed=&players=``: what was valid, and what was not."""

    seed: int | None = None
    preset: str | None = None
    lang: str | None = None
    speed: str | None = None
    errors: tuple[tuple[str, str, str], ...] = field(default=())
    """(name, value, reason) for every refused parameter."""

    @property
    def starts_game(self) -> bool:
        """A seed or preset in the URL asks for that game now."""
        return self.seed is not None or self.preset is not None


def parse_url(query: str) -> UrlOptions:
    """Parse ``location.search``; bad values are reported and replaced by the default."""
    params = parse_qs(query.lstrip("?"), keep_blank_values=True)
    errors: list[tuple[str, str, str]] = []

    def one(name: str) -> str | None:
        values = params.get(name)
        return values[-1] if values else None

    seed: int | None = None
    raw = one("seed")
    if raw is not None:
        try:
            seed = parse_seed(raw)
        except ValueError as exc:
            errors.append(("seed", raw, str(exc)))
    preset = one("preset")
    if preset is not None and preset not in PRESETS:
        errors.append(("preset", preset, f"known: {', '.join(PRESETS)}"))
        preset = None
    raw_lang = one("lang")
    lang = normalize_lang(raw_lang)
    if raw_lang is not None and lang is None:
        errors.append(("lang", raw_lang, f"known: {', '.join(LANGS)}"))
    speed = one("speed")
    if speed is not None and speed not in SPEEDS:
        errors.append(("speed", speed, f"known: {', '.join(SPEEDS)}"))
        speed = None
    return UrlOptions(seed, preset, lang, speed, tuple(errors))


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
