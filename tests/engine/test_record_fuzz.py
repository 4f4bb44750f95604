"""Property-based: malformed records and action texts always end in a
``ThousandError`` (exit status 2 and one line from the command line), never in
a crash; well-formed action texts read back to the same action."""

from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thousand.actions import parse_action
from thousand.cli import replay_command
from thousand.errors import NotationError, RecordError, ThousandError
from thousand.record import loads, replay, replay_output
from thousand.rules import Rules

from ..helpers import DEALS, deal_round, record

# FUZZ_EXAMPLES=5000 fuzzes harder on demand.
FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "150")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow])
FIELDS = sorted(Rules().field_values())
VALID = record(deal_round("D1"), deal_round("D1", 1))

json_leaf = st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(
    allow_nan=False) | st.text(max_size=12)
json_value = st.recursive(json_leaf, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
    st.text(max_size=8), inner, max_size=4), max_leaves=20)

ACTION_WORDS = ["bid", "pass", "dark", "redeal", "keep", "talon", "give", "to", "contract",
                "concede", "play", "declare", "AS", "10H", "t♣", "kh", "105", "120", "0", "1",
                "2", "3", "talon", ":", "-5", "1e3", "９", "٢"]
action_text = st.one_of(
    st.text(max_size=30),
    st.lists(st.sampled_from(ACTION_WORDS), min_size=1, max_size=6).map(" ".join),
    st.builds(lambda seat, words: f"{seat}: {' '.join(words)}", st.integers(0, 4),
              st.lists(st.sampled_from(ACTION_WORDS), max_size=4)),
)


def replay_text(text: str) -> dict[str, Any] | None:
    """Replay; ``None`` when the record is rejected with a ThousandError."""
    try:
        return replay_output(replay(loads(text)))
    except RecordError as exc:
        assert str(exc)
        return None


def cli_result(text: str) -> tuple[int, str, str]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "record.json"
        path.write_text(text, encoding="utf-8")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = replay_command(str(path))
    return code, out.getvalue(), err.getvalue()


# ---------------------------------------------------------------- actions

@FUZZ
@given(action_text)
def test_action_text_parses_or_raises_notation_error(text: str) -> None:
    try:
        action = parse_action(text)
    except NotationError as exc:
        assert str(exc)
        return
    assert parse_action(str(action)) == action


@FUZZ
@given(st.lists(action_text, min_size=1, max_size=3), st.integers(0, 20))
def test_random_actions_into_a_real_round(texts: list[str], prefix: int) -> None:
    actions = DEALS["D1"][2][:prefix]
    rec = record({"deal": deal_round("D1")["deal"], "actions": [*actions, *texts]})
    out = replay_text(json.dumps(rec))
    if out is not None:
        assert isinstance(out["scores"], list)


# ---------------------------------------------------------------- records

@FUZZ
@given(json_value)
def test_any_json_value_is_a_record_or_a_record_error(value: Any) -> None:
    replay_text(json.dumps(value))


@FUZZ
@given(st.dictionaries(st.sampled_from([*FIELDS, "preset", "nope"]), json_value, max_size=4),
       st.one_of(st.none(), json_value), st.one_of(st.none(), json_value))
def test_record_shaped_values(rules: dict[str, Any], start: Any, rounds: Any) -> None:
    rec: dict[str, Any] = {"format": "thousand-record/1", "rules": rules, "seed": 5}
    if start is not None:
        rec["start_scores"] = start
    if rounds is not None:
        rec["rounds"] = rounds
    replay_text(json.dumps(rec))


def _mutate(rec: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    rec = json.loads(json.dumps(rec))
    kind = data.draw(st.sampled_from(["drop", "swap", "text", "card", "rule", "cut", "key"]))
    rnd = data.draw(st.sampled_from(rec["rounds"]))
    acts = rnd["actions"]
    i = data.draw(st.integers(0, len(acts) - 1))
    j = data.draw(st.integers(0, len(acts) - 1))
    if kind == "drop":
        del acts[i]
    elif kind == "swap":
        acts[i], acts[j] = acts[j], acts[i]
    elif kind == "text":
        acts[i] = data.draw(action_text)
    elif kind == "card":
        hand = data.draw(st.sampled_from(rnd["deal"]["hands"]))
        hand[data.draw(st.integers(0, len(hand) - 1))] = data.draw(
            st.sampled_from(["AS", "9H", "10D", "XX", "", "KC"]))
    elif kind == "rule":
        rec["rules"][data.draw(st.sampled_from(FIELDS))] = data.draw(json_value)
    elif kind == "cut":
        text = json.dumps(rec)
        return {"__text__": text[:data.draw(st.integers(0, len(text)))]}
    else:
        rnd[data.draw(st.sampled_from(["deal", "actions"]))] = data.draw(json_value)
    return rec


@FUZZ
@given(st.data())
def test_mutated_valid_record(data: st.DataObject) -> None:
    mutated = _mutate(VALID, data)
    text = mutated["__text__"] if "__text__" in mutated else json.dumps(mutated)
    replay_text(text)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_command_line_exit_0_or_2_with_one_line(data: st.DataObject) -> None:
    mutated = _mutate(VALID, data)
    text = mutated["__text__"] if "__text__" in mutated else json.dumps(mutated)
    code, out, err = cli_result(text)
    if code == 0:
        assert err == "" and isinstance(json.loads(out), dict)
    else:
        assert code == 2 and out == ""
        assert err.endswith("\n") and err.count("\n") == 1, err


def test_valid_record_passes_the_checks_above() -> None:
    assert replay_text(json.dumps(VALID)) is not None
    code, out, err = cli_result(json.dumps(VALID))
    assert code == 0 and err == "" and json.loads(out)["scores"] == [20, 120, 100]


def test_thousand_error_is_a_value_error() -> None:
    assert issubclass(RecordError, ThousandError) and issubclass(ThousandError, ValueError)
