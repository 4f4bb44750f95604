"""Every error the engine can raise has a stable code, and every code has a text in
every language of the page, so that no English reason turns up inside a Russian sentence.

The catalogue is ``thousand.errors.MESSAGES``; a walk over the engine's source checks
that no error is raised with free text instead of a code, and real broken records,
moves and rules are translated end to end."""

from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

import pytest

from thousand.actions import parse_action
from thousand.errors import MESSAGES, IllegalActionError, Message, RecordError, ThousandError
from thousand.record import json_object, loads, replay
from thousand.rules import Rules
from ui.i18n import LANGS, TEXTS, error_text

from ..helpers import DEALS, RECORDS, do, start

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [ROOT / "thousand", ROOT / "ui"]
ERROR_NAMES = {"ThousandError", "NotationError", "RulesError", "RecordError", "Message",
               "InputLimitError", "SaveError"}


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def texts(key: str) -> dict[str, str]:
    """Every language's text of ``key`` from its own table (no fallback here)."""
    return {lang: table.get(key, "") for lang, table in TEXTS.items()}


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_code_has_a_text_in_every_language(code: str) -> None:
    key = f"err_{code}"
    assert key in TEXTS["ru"], f"ui/i18n/ru.py has no {key}"
    found = texts(key)
    assert set(LANGS) <= set(found)
    for lang in LANGS:
        text = found[lang]
        assert text.strip(), f"{key} is empty in {lang}"
        # A translation may leave a value out, never ask for one the engine does not give.
        assert fields(text) <= fields(MESSAGES[code]), (key, lang)


def test_no_stale_error_keys() -> None:
    stale = [k for k in TEXTS["ru"] if k.startswith("err_") and k[4:] not in MESSAGES]
    assert not stale


def _error_calls() -> list[tuple[str, int, ast.expr]]:
    calls = []
    for path in sorted(p for folder in SOURCES for p in folder.rglob("*.py")):
        if path.name == "errors.py":  # the mechanism itself (free text kept for old callers)
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in ERROR_NAMES | {"IllegalActionError"}:
                index = 1 if node.func.id == "IllegalActionError" else 0
                if len(node.args) > index:
                    calls.append((f"{path.name}:{node.lineno}", index, node.args[index]))
    return calls


def test_engine_raises_codes_not_free_text() -> None:
    calls = _error_calls()
    assert len(calls) > 80  # the walk does see the engine's and the page's errors
    bad = []
    for where, index, arg in calls:
        if isinstance(arg, ast.Constant):
            if arg.value not in MESSAGES or arg.value == "text":
                bad.append((where, arg.value))
        elif index == 1:  # IllegalActionError's reason: a Message or a computed one
            if isinstance(arg, ast.Constant | ast.JoinedStr):
                bad.append((where, ast.unparse(arg)))
        elif isinstance(arg, ast.Attribute) and arg.attr == "code":
            continue  # another error's code passed on (``SaveError(exc.code, **exc.params)``)
        elif not isinstance(arg, ast.Name | ast.Subscript):  # f-strings, sums: free text
            bad.append((where, ast.unparse(arg)))
    assert not bad


def _cyrillic(text: str) -> bool:
    return bool(re.search("[а-яё]", text, re.IGNORECASE))


def _no_english_words(text: str) -> bool:
    """No run of English words (identifiers and card/action notation are allowed)."""
    return not re.search(r"\b(?:the|must|not|is|a|of|to|round|deal|and)\b [a-z]", text)


def _record_error(text: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        replay(loads(text))
    return info.value


D1_HANDS, D1_TALON, D1_ACTIONS = DEALS["D1"]


def _d1(actions: list[str], **extra: object) -> str:
    rec = {"format": "thousand-record/1", "rules": {"preset": "classic"},
           "rounds": [{"deal": {"hands": [h.split() for h in D1_HANDS],
                                "talon": D1_TALON.split()}, "actions": actions}], **extra}
    return json.dumps(rec)


BROKEN = {
    "not json": "{rounds: []",
    "not an object": "[1, 2]",
    "format": '{"format": "other/2"}',
    "rules range": '{"rules": {"preset": "classic", "target": 100000}}',
    "rules bool": '{"rules": {"samosval": 3}}',
    "unknown preset": '{"rules": {"preset": "nope"}}',
    "bad card": '{"rounds": [{"deal": {"hands": [["XX"]], "talon": []}, "actions": []}]}',
    "bad deal": '{"rounds": [{"deal": {"hands": [["AH"], [], []], "talon": []}}]}',
    "bad action": _d1(["2: jump"]),
    "bad amount": _d1(["2: bid lots"]),
    "illegal": _d1([*D1_ACTIONS[:5], "1: play KH"]),
    "not your turn": _d1(["0: pass"]),
    "unfinished": _d1(["2: pass"]) [:-2] + ', {"actions": []}]}',
    "start scores": _d1([], start_scores=[900, 0, 0]),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_records_are_translated(name: str) -> None:
    exc = _record_error(BROKEN[name])
    ru, en = error_text("ru", exc), error_text("en", exc)
    assert _cyrillic(ru) and _no_english_words(ru), ru
    assert not _cyrillic(en), en
    assert ru != en


def test_illegal_move_reason_is_translated() -> None:
    state = do(start(D1_HANDS, D1_TALON), *D1_ACTIONS[:6])  # seat 1 led AS
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse_action("2: play KC"))
    assert info.value.reason == "must follow ♠"
    assert info.value.reason_message == Message("illegal_must_follow", suit="♠")
    assert error_text("ru", info.value.reason_message) == "нужно ходить в масть ♠"
    assert error_text("ru", info.value) == "«2: play KC»: нужно ходить в масть ♠"


def test_phase_names_are_translated() -> None:
    state = start(D1_HANDS, D1_TALON)
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse_action("2: play KC"))
    assert error_text("ru", info.value.reason_message) == "в фазе «Торговля» карты не играют"


def test_rules_error_translated_with_its_bounds() -> None:
    with pytest.raises(ThousandError) as info:
        Rules.preset("classic", target=100000)
    ru = error_text("ru", info.value)
    assert "10000" in ru.replace("100000", "") and _cyrillic(ru)


def test_json_object_refuses_with_codes() -> None:
    for text, code in [("{", "record_not_json"), ("[]", "record_not_object"),
                       ("1" * 5000, "record_not_json")]:
        with pytest.raises(RecordError) as info:
            json_object(text)
        assert info.value.code == code


def test_free_text_errors_still_work() -> None:
    exc = ThousandError("something odd")
    assert (exc.code, str(exc), error_text("ru", exc)) == ("text", "something odd",
                                                            "something odd")


def test_every_record_in_tests_still_replays() -> None:
    # The codes change no English text: error records keep their exact messages.
    for path in RECORDS.glob("*.json"):
        text = path.read_text(encoding="utf-8")
        try:
            replay(loads(text))
        except RecordError as exc:
            assert exc.code.startswith("record_") and str(exc).startswith("round ")


@pytest.mark.parametrize(("field", "value", "words"), [
    ("target", "100000", "от 105 до 10000"),
    ("golden_rounds", "101", "от 0 до 100"),
    ("players", "x", "не целое число"),
    ("samosval", "maybe", "не «да» и не «нет»"),
])
def test_settings_form_refusals_are_translated(field: str, value: str, words: str) -> None:
    from thousand.game import GameState
    from thousand.view import view_of
    from ui.render.page import Screen, render_app
    from ui.settings import form_from_rules, parse_form

    form = {**form_from_rules(Rules(), "classic"), field: value}
    result = parse_form(form)
    assert result.rules is None and result.errors
    view = view_of(GameState.new(Rules(), seed=1), 0)
    for lang in LANGS:
        html = render_app(Screen(view, lang, overlay="settings", form=form,
                                 form_errors=result.errors))
        shown = re.search(r'<ul class="errors"[^>]*>(.*?)</ul>', html, re.S)
        assert shown, lang
        text = re.sub(r"<[^>]+>", " ", shown.group(1))
        if lang == "ru":
            assert words in text and _no_english_words(text), text
        assert value in text, (lang, text)  # the refused value is named in every language
