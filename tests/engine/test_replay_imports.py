"""``python -m thousand replay`` imports only what a replay needs (start-up
is most of a short replay's time). The engine's value types are not dataclasses and the
command line parses its arguments without argparse in the common case, so none of these
heavy standard modules (nor the agents, nor the player's view) may load. Compared with
a bare interpreter, so whatever this machine's ``site`` imports does not count."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "records" / "classic_d1.json"
HEAVY = {"dataclasses", "inspect", "argparse", "typing", "ast", "dis", "tokenize",
         "thousand.agents", "thousand.view", "lab",
         # Imported only when needed: the reason an action is refused (with no bytecode
         # cache, each module imported is compiled at every run).
         "thousand.legality"}


def imported(*args: str, status: int = 0) -> set[str]:
    """Every module name ``python -X importtime ARGS`` reports importing (the run must end
    with exit ``status``)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-X", "importtime", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=False)
    assert done.returncode == status, done.stderr[-500:]
    names = set()
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip())
    return names


def test_replay_imports_nothing_it_does_not_need() -> None:
    replay = imported("-m", "thousand", "replay", str(RECORD))
    assert "thousand.round" in replay and "thousand.record" in replay  # the check is live
    extra = replay - imported("-c", "pass")
    assert not extra & HEAVY, sorted(extra & HEAVY)


def test_a_refused_action_loads_the_reasons_and_options_load_argparse() -> None:
    """The lazily imported modules do load when needed (the check above is not vacuous)."""
    refused = imported("-m", "thousand", "replay", str(ROOT / "tests" / "records"
                                                       / "error_must_follow.json"), status=2)
    assert "thousand.legality" in refused and "argparse" not in refused
    assert "argparse" in imported("-m", "thousand", "replay", "--",
                                                         str(RECORD))
