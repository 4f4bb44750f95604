"""RECORD.md's replay output is a contract: ``python -m thousand replay`` must print
exactly what it printed before the work on its speed, byte for byte. The expected
output of every record in tests/records (standard output, standard error and exit
status) was captured with the engine as it was before that work (commit 1c0b503) in
tests/replay_contract.json; a 150-deal self-play record is checked by its hashes.
One field has changed since, by decision: in the round that wins the game the winner's
``on_barrel`` is false (RECORD.md: the seat that wins has passed the barrel)."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from thousand.game import GameState
from thousand.record import game_to_json
from thousand.rules import Rules

from ..helpers import RECORDS, ROOT

CONTRACT = json.loads((Path(__file__).parents[1] / "replay_contract.json").read_text("utf-8"))


def cli(path_or_stdin: str, text: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "thousand", "replay", path_or_stdin],
                          input=text, capture_output=True, text=True, cwd=ROOT, timeout=120,
                          check=False)


def test_every_record_has_its_expected_output() -> None:
    assert sorted(CONTRACT) == sorted(p.stem for p in RECORDS.glob("*.json"))


@pytest.mark.parametrize("name", sorted(CONTRACT))
def test_replay_output_is_byte_identical(name: str) -> None:
    proc = cli(str(RECORDS / f"{name}.json"))
    expect = CONTRACT[name]
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        expect["status"], expect["stdout"], expect["stderr"])


def test_long_self_play_record_is_byte_identical() -> None:
    # Random self-play, seed 1, cut after 150 deals (the game is still on): the same
    # record text and the same output as before (SHA-256 of each, 43,079 output bytes).
    rng = random.Random(1)
    game = GameState.new(Rules(), seed=1)
    while not game.is_over and len(game.sheet) < 150:
        game = game.apply(rng.choice(game.legal_actions()))
    data = game_to_json(game)
    data["rounds"] = data["rounds"][:150]
    text = json.dumps(data, ensure_ascii=False)
    assert hashlib.sha256(text.encode()).hexdigest() == (
        "d4d21144f65eaa52ec0910cc73c4834161dafb1513ef4f7e22921f0382c1a2dc")
    proc = cli("-", text)
    assert proc.returncode == 0 and proc.stderr == "" and len(proc.stdout) == 43079
    assert hashlib.sha256(proc.stdout.encode()).hexdigest() == (
        "3ea389666aeba58f7b5efc8d99011533f21f8506d26fdf2acb789f07b2af0e53")
