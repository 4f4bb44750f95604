"""Difficulty per computer seat: easy / normal / hard, and which agent plays each.

A player picks a level per bot in the settings; the level is remembered in the
browser (its own localStorage key, so it survives a bad preferences text) and
can come from the URL (``?difficulty=easy`` for every bot, or
``?difficulty=easy,normal,hard`` for bots 1, 2, 3). The game itself keeps the
levels in its ``Session``, so a reload resumes with the same opponents.

``LEVEL_AGENTS`` is the one table from a level to agent names: the first name
that ``thousand.agents.AGENTS`` knows plays. "hard" names the search agent
first, so the moment it is registered the hard bots use it, with no other edit.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from urllib.parse import parse_qs

from thousand.agents import AGENTS
from thousand.untrusted import json_loads

from .i18n import tr
from .render.html import esc

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
MAX_BOTS = 3
"""Bots 1..3: seats 1..3 when the person sits at seat 0 (four players at most)."""
LEVELS_KEY = "thousand.levels"
URL_PARAM = "difficulty"

LEVEL_AGENTS: dict[str, tuple[str, ...]] = {
    "easy": ("easy", "heuristic"),
    "normal": ("heuristic",),
    "hard": ("search", "heuristic"),
}
"""Level -> agent names, strongest first; the first registered one plays."""


def agent_for(level: str) -> str:
    """The agent name that plays ``level`` now (unknown levels play "normal")."""
    for name in LEVEL_AGENTS.get(level, LEVEL_AGENTS[DEFAULT_LEVEL]):
        if name in AGENTS:
            return name
    return "random"


def normalize(level: object) -> str:
    return level if isinstance(level, str) and level in LEVELS else DEFAULT_LEVEL


def default_levels() -> tuple[str, ...]:
    return (DEFAULT_LEVEL,) * MAX_BOTS


def loads_levels(text: str | None) -> tuple[str, ...]:
    """The remembered levels of bots 1..3; anything unreadable gives the defaults."""
    if not text:
        return default_levels()
    try:
        data = json_loads(text)  # depth and size checked first: hostile input
    except (ValueError, RecursionError):
        return default_levels()
    if not isinstance(data, list):
        return default_levels()
    levels = [normalize(item) for item in data[:MAX_BOTS]]
    return tuple(levels + [DEFAULT_LEVEL] * (MAX_BOTS - len(levels)))


def dumps_levels(levels: Sequence[str]) -> str:
    return json.dumps([normalize(level) for level in levels[:MAX_BOTS]])


def parse_levels_param(raw: str) -> tuple[tuple[str, ...] | None, str | None]:
    """``easy`` or ``easy,normal,hard`` -> (levels of bots 1..3, None), or (None, reason)."""
    items = [item.strip().lower() for item in raw.split(",")]
    if not raw.strip() or len(items) > MAX_BOTS or any(item not in LEVELS for item in items):
        return None, f"known: {', '.join(LEVELS)} (one, or one per bot separated by commas)"
    if len(items) == 1:
        items = items * MAX_BOTS
    return tuple(items + [DEFAULT_LEVEL] * (MAX_BOTS - len(items))), None


def levels_from_form(form: Mapping[str, str]) -> tuple[str, ...]:
    """The settings form's ``level.1`` .. ``level.3`` selects (missing: normal)."""
    return tuple(normalize(form.get(f"level.{n}")) for n in range(1, MAX_BOTS + 1))


def form_levels(levels: Sequence[str]) -> dict[str, str]:
    """Form entries that show ``levels`` in the settings."""
    return {f"level.{n}": normalize(level) for n, level in enumerate(levels[:MAX_BOTS], 1)}


def seat_levels(bot_levels: Sequence[str], players: int, human: int = 0) -> tuple[str, ...]:
    """One level per seat for a game: "" for the person, bots numbered by seat."""
    return tuple("" if seat == human else
                 normalize(bot_levels[seat - 1] if 0 < seat <= len(bot_levels) else None)
                 for seat in range(players))


def seat_agent(levels: Sequence[str], seat: int) -> str:
    """The agent of ``seat`` in a game whose session holds ``levels`` (old saves: none)."""
    level = levels[seat] if seat < len(levels) else DEFAULT_LEVEL
    return agent_for(level or DEFAULT_LEVEL)


def render_level_fields(lang: str, form: Mapping[str, str]) -> str:
    """Label + select pairs for the settings grid, one per bot (the page's form reads
    them as ``level.N``). The bot number matches its seat name on the table."""
    players = {"2": 2, "4": 4}.get(str(form.get("players", "3")), 3)
    parts = []
    for n in range(1, MAX_BOTS + 1):
        current = normalize(form.get(f"level.{n}"))
        options = "".join(
            f'<option value="{level}"{" selected" if level == current else ""}>'
            f'{esc(tr(lang, "level_" + level))}</option>' for level in LEVELS)
        note = "" if n < players else f' ({esc(tr(lang, "level_four_only"))})'
        label = esc(tr(lang, "level_of", name=tr(lang, "bot", n=n)))
        parts.append(f'<label for="f-level-{n}">{label}{note}</label>'
                     f'<select name="level.{n}" id="f-level-{n}" '
                     f'data-level="{n}">{options}</select>')
    return "".join(parts)


def levels_from_query(query: str) -> tuple[tuple[str, ...] | None, tuple[str, str, str] | None]:
    """``?difficulty=`` from ``location.search``: (levels or None, (name, value, reason) of a
    refused value or None), so the page reports it like any other bad URL parameter."""
    values = parse_qs(query.lstrip("?"), keep_blank_values=True).get(URL_PARAM)
    if not values:
        return None, None
    levels, reason = parse_levels_param(values[-1])
    return levels, (None if reason is None else (URL_PARAM, values[-1][:40], reason))
