"""Hostile input: deep nesting, huge texts, odd digits, byte-order marks.

Each case is what a hostile or unlucky user can really send: a pasted or saved
record, a file on the command line, a URL. The page-side twins of these tests,
in real Chromium, are in tests/browser/test_hostile_input.py.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand.errors import RecordError
from thousand.game import GameState
from thousand.record import dumps, loads
from thousand.rules import Rules
from thousand.untrusted import _brackets, deeper_than, json_depth
from ui.settings import Prefs, form_from_rules, parse_form, parse_url
from ui.storage import SaveError, dumps_session, loads_session

ROOT = Path(__file__).resolve().parents[2]

DEEP_LIST = "[" * 100_000
DEEP_ROUNDS = '{"format": "thousand-record/1", "rounds": ' + "[" * 50_000 + "]" * 50_000 + "}"


def nested(depth: int) -> str:
    """A record whose ignored extra field nests ``depth`` levels in all."""
    inner = depth - 1  # the record object itself is the first level
    return ('{"format": "thousand-record/1", "rounds": [], "note": '
            + "[" * inner + "]" * inner + "}")


def a_record() -> str:
    game = GameState.new(Rules.preset("classic"), 7)
    for _ in range(5):
        game = game.apply(sorted(game.legal_actions(), key=str)[0])
    return dumps(game)


def replay_cli(args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "thousand", "replay", *args], input=stdin,
                          cwd=ROOT, capture_output=True, timeout=120)


# --------------------------------------------------------------- depth and size


@pytest.mark.parametrize("text", [DEEP_LIST, DEEP_ROUNDS], ids=["brackets", "rounds"])
def test_deep_nesting_is_refused_before_parsing_and_names_the_limit(text: str) -> None:
    with pytest.raises(RecordError) as caught:
        loads(text)
    assert caught.value.code == "record_too_deep"
    assert "32 levels" in str(caught.value)


def test_the_depth_limit_is_exact_and_brackets_in_strings_do_not_count() -> None:
    assert loads(nested(32)).rounds == ()
    with pytest.raises(RecordError, match="32 levels"):
        loads(nested(33))
    name = "[" * 5000 + "{" * 5000
    text = json.dumps({"format": "thousand-record/1", "players": [name, "b", "c"],
                       "rounds": []})
    assert loads(text).players == (name, "b", "c")
    escaped = json.dumps({"players": ['\\"' + "[" * 100, "b", "c"], "rounds": []})
    assert loads(escaped).rounds == ()


def test_unterminated_strings_and_stray_backslashes_are_counted_safely() -> None:
    assert json_depth('[["abc') == 2  # the parser fails inside the string, 2 deep
    assert json_depth('"' + '\\"' * 1000) == 0
    assert json_depth('["a\\') == 1
    assert json_depth('"a"]]]][[') == 0  # a parser stops at the first stray "]"
    assert json_depth("[" * 40 + '"') == 40


def test_a_text_over_the_size_limit_is_refused_with_its_size() -> None:
    text = '{"rounds": [], "note": "' + "x" * 4_000_000 + '"}'
    with pytest.raises(RecordError) as caught:
        loads(text)
    assert caught.value.code == "record_too_large"
    assert "4,000,000" in str(caught.value)


def test_a_long_real_record_is_within_the_limits() -> None:
    """1000 deals of random play: far longer than a real game, still accepted."""
    text = a_record()
    big = json.loads(text)
    big["rounds"] = big["rounds"] * 1000
    assert len(loads(json.dumps(big, indent=1)).rounds) == len(big["rounds"])


# --------------------------------------------------------------- the command line


def test_the_command_line_refuses_deep_nesting_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text(DEEP_ROUNDS)
    result = replay_cli([str(path)])
    assert result.returncode == 2 and result.stdout == b""
    err = result.stderr.decode()
    assert err.count("\n") == 1 and "32 levels" in err and "Traceback" not in err


@pytest.mark.parametrize("size", [1_000_000, 10_000_000])
def test_a_huge_action_is_quoted_as_a_short_excerpt(tmp_path: Path, size: int) -> None:
    record = json.loads(a_record())
    record["rounds"][-1]["actions"].append("0: play " + "X" * size)
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(record))
    result = replay_cli([str(path)])
    assert result.returncode == 2 and result.stdout == b""
    err = result.stderr.decode()
    assert err.count("\n") == 1 and len(err) < 400, err[:500]
    if size < 4_000_000:
        assert err.startswith('round 1: "0: play XXXX') and "…" in err
    else:
        assert "too large" in err and "4,000,000" in err


def test_a_record_with_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    text = a_record()
    plain = tmp_path / "plain.json"
    plain.write_text(text, encoding="utf-8")
    marked = tmp_path / "marked.json"
    marked.write_text(text, encoding="utf-8-sig")
    assert marked.read_bytes().startswith(b"\xef\xbb\xbf")
    expected = replay_cli([str(plain)])
    assert expected.returncode == 0
    from_file = replay_cli([str(marked)])
    from_stdin = replay_cli(["-"], stdin=marked.read_bytes())
    assert (from_file.returncode, from_file.stdout) == (0, expected.stdout), from_file.stderr
    assert (from_stdin.returncode, from_stdin.stdout) == (0, expected.stdout), from_stdin.stderr
    assert loads("\ufeff" + text).rounds == loads(text).rounds


# --------------------------------------------------------------- the page's storage


@pytest.mark.parametrize("text", [DEEP_LIST, DEEP_ROUNDS], ids=["brackets", "rounds"])
def test_a_deeply_nested_save_is_refused_before_parsing(text: str) -> None:
    with pytest.raises(SaveError) as caught:
        loads_session(text)
    assert caught.value.code == "record_too_deep"


def test_a_save_with_deep_nesting_inside_its_record_is_refused() -> None:
    game = GameState.new(Rules.preset("classic"), 3)
    from ui.controller import Controller
    save = json.loads(dumps_session(Controller.new_game(game.rules, "classic", 3).session))
    save["record"]["rounds"] = json.loads("[" * 30 + "]" * 30)
    text = json.dumps(save).replace('"rounds": [', '"rounds": ' + "[" * 50_000, 1)
    text = text.replace("]]", "]]" + "]" * 50_000, 1)
    with pytest.raises(SaveError) as caught:
        loads_session(text)
    assert caught.value.code == "record_too_deep"


def test_deep_or_huge_preferences_fall_back_to_the_defaults() -> None:
    from ui.difficulty import default_levels, loads_levels
    from ui.features.stats.store import loads as loads_stats

    assert loads_levels(DEEP_LIST) == default_levels()
    assert loads_stats(DEEP_LIST).problem == "nested too deeply (the limit is 32 levels)"
    assert Prefs.from_json(DEEP_LIST) == Prefs()
    assert Prefs.from_json('{"lang": "en", "speed": "' + "x" * 100_000 + '"}') == Prefs()
    assert Prefs.from_json('{"lang": "en", "speed": "fast"}') == Prefs("en", "fast")


# --------------------------------------------------------------- URL and form numbers


@pytest.mark.parametrize("value", ["9007199254740993", "99999999999999999", "４２", "٤٢",
                                   "+42+", "+42", "42+", "4 2", "", "²"])
def test_url_seeds_outside_0_to_2_53_or_not_ascii_digits_are_refused(value: str) -> None:
    query = "?seed=" + value.replace(" ", "%20")
    options = parse_url(query)
    assert options.seed is None and not options.starts_game
    [(name, _, reason)] = options.errors
    assert name == "seed" and "0 to 2^53" in str(reason)
    assert parse_form({"preset": "classic", "seed": value}).rules is None or value == ""


def test_the_largest_seed_and_plain_numbers_are_taken() -> None:
    assert parse_url("?seed=9007199254740992").seed == 2**53
    assert parse_url("?seed=0").seed == 0
    assert parse_url("?seed=%2042%20").seed == 42  # spaces around, as the form allows


@pytest.mark.parametrize("value", ["", "5", "1", "٣", "３", "+3+", "three"])
def test_url_players_are_checked_as_the_form_checks_them(value: str) -> None:
    options = parse_url("?players=" + value)
    assert options.players is None and not options.starts_game
    [(name, _, reason)] = options.errors
    form = parse_form({"preset": "classic", "players": value})
    assert name == "players" and form.rules is None
    assert str(reason) == str(form.errors[0][1])


def test_url_players_start_that_game() -> None:
    options = parse_url("?players=4&seed=5")
    assert options.errors == () and options.starts_game
    assert options.rules().players == 4 and options.seed == 5
    assert parse_url("?preset=two_players").rules() == Rules.preset("two_players")


def test_form_numbers_take_only_ascii_digits() -> None:
    base = form_from_rules(Rules(), "classic")
    for value in ("１０００", "١٠٠٠", "+-1000", "--1000"):
        result = parse_form({**base, "target": value})
        assert result.rules is None and result.errors[0][0] == "target", value
    assert parse_form({**base, "target": " 1000 "}).rules is not None


def test_a_huge_url_value_is_quoted_short() -> None:
    options = parse_url("?speed=" + "w" * 65_536 + "&players=" + "9" * 65_536)
    assert [name for name, _, _ in options.errors] == ["speed", "players"]
    for _, shown, reason in options.errors:
        assert len(shown) <= 61 and len(str(reason)) < 300


# --------------------------------------------------------------- the depth scanner

def _depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


_TRICKY = st.text(alphabet='[]{}"\\\\/ab\n\u2028', max_size=8)
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | _TRICKY,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TRICKY, inner, max_size=3),
    max_leaves=30)


@settings(max_examples=150, deadline=None)
@given(_JSON, st.booleans(), st.sampled_from([None, 1]))
def test_the_scanner_counts_exactly_the_depth_the_parser_sees(
        value: object, ascii_only: bool, indent: int | None) -> None:
    """Strings full of brackets, quotes and backslashes: the linear scan must agree with
    the parser on every valid text, or the limit could be slipped past (or be unfair)."""
    text = json.dumps(value, ensure_ascii=ascii_only, indent=indent)
    depth = _depth(json.loads(text))
    assert json_depth(text) == depth
    for limit in range(max(depth - 2, 0), depth + 2):
        assert deeper_than(text, limit) == (depth > limit), limit


def _parser_reach(text: str) -> int:
    """How deep the parser can get in ``text`` at most: it counts brackets outside
    strings (``_brackets`` is checked against json.loads above) until a stray closer,
    where it fails."""
    depth = deepest = 0
    for char in _brackets(text):
        depth += 1 if char == ord("[") else -1
        if depth < 0:
            break
        deepest = max(deepest, depth)
    return deepest


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet='[]{}"\\a', max_size=40), st.integers(0, 6))
def test_the_checks_never_let_malformed_text_reach_deeper_than_the_limit(
        text: str, limit: int) -> None:
    """Malformed text too: a text the parser could follow deeper than ``limit`` is
    always refused (refusing some broken text that would fail anyway is harmless)."""
    reach = _parser_reach(text)
    assert json_depth(text) >= reach
    if reach > limit:
        assert deeper_than(text, limit)
