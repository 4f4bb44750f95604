"""The save format: a game in progress as text for localStorage, and back.

A save is a RECORD.md record plus the page's own fields, so a reload replays it
through the engine and lands on exactly the same position. Anything that does
not load (an older format, a damaged text, a record that no longer replays)
raises ``SaveError`` with a reason; the page reports it and sets the text aside.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from thousand.errors import ThousandError
from thousand.record import from_json, game_to_json, replay
from thousand.untrusted import InputLimitError, checked_json_text

from .controller import PLAY, WATCH, Controller, Session, player_names

SAVE_FORMAT = "thousand-save/1"
SAVE_KEY = "thousand.save"
BROKEN_KEY = "thousand.save.broken"
PREFS_KEY = "thousand.prefs"


class SaveError(ThousandError):
    """A stored game that cannot be resumed."""


def dumps_session(session: Session) -> str:
    game = session.game
    data: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "record": game_to_json(game, player_names(game.rules.players, session.human,
                                                  session.levels)),
        "preset": session.preset,
        "human": session.human,
        "mode": session.mode,
        "seen": session.seen,
        "undos": session.undos,
        "humans": list(session.humans),
        "ready": session.ready,
        "levels": list(session.levels),
    }
    if session.mode == WATCH:
        data["script"] = session.script
        data["pos"] = session.pos
    return json.dumps(data, ensure_ascii=False)


def loads_session(text: str) -> Controller:
    """The saved game, replayed; ``SaveError`` says why it cannot be.

    Size and depth are checked before parsing: a save nested thousands of levels deep
    would otherwise overflow Pyodide's stack on every reload, beyond any ``except``."""
    try:
        text = checked_json_text(text)
    except InputLimitError as exc:
        raise SaveError(exc.code, **exc.params) from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError("save_not_json") from None
    if not isinstance(data, dict):
        raise SaveError("save_not_save")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError("save_format", got=data.get("format"))
    mode = data.get("mode", PLAY)
    human = data.get("human", 0)
    seen = data.get("seen", 0)
    preset = data.get("preset", "classic")
    if mode not in (PLAY, WATCH) or not isinstance(human, int) or not isinstance(seen, int) \
            or not isinstance(preset, str):
        raise SaveError("save_damaged")
    try:
        if mode == WATCH:
            script = data.get("script")
            pos = data.get("pos")
            if not isinstance(script, dict) or not isinstance(pos, int) or pos < 0:
                raise SaveError("save_damaged_position")
            record = from_json(script)
            game = replay(record, stop_after=pos).game
            session = Session(game, preset, human, WATCH, script, pos, seen)
        else:
            game = replay(from_json(data.get("record"))).game
            session = Session(game, preset, human, PLAY, None, 0, seen)
        undos = data.get("undos", 0)
        if isinstance(undos, int) and not isinstance(undos, bool) and undos >= 0:
            session = replace(session, undos=undos)
        humans = data.get("humans", [])
        if (isinstance(humans, list) and len(humans) <= game.rules.players
                and all(type(s) is int and 0 <= s < game.rules.players for s in humans)
                and (not humans or human in humans)):
            session = replace(session, humans=tuple(humans),
                              ready=data.get("ready", True) is not False)
        levels = data.get("levels", [])
        if isinstance(levels, list) and len(levels) <= game.rules.players \
                and all(isinstance(level, str) and len(level) <= 10 for level in levels):
            session = replace(session, levels=tuple(levels))  # unknown names play "normal"
        if not 0 <= human < game.rules.players or not 0 <= seen <= len(game.sheet):
            raise SaveError("save_damaged")
        return Controller(session)
    except SaveError:
        raise
    except ThousandError as exc:
        raise SaveError("save_record", reason=exc) from None
    except (TypeError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        # Stored text is untrusted: whatever shape it has, the page must not crash on it.
        raise SaveError("save_damaged_kind", kind=type(exc).__name__) from None
