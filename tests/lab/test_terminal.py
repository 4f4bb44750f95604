"""The terminal game: a person typing numbers and texts plays real deals."""

from __future__ import annotations

from collections.abc import Iterator

from lab.terminal import play
from thousand.rules import Rules


def _run(answers: list[str], seed: int = 4) -> tuple[list[str], int]:
    feed: Iterator[str] = iter(answers)
    out: list[str] = []

    def read(prompt: str) -> str:
        out.append(prompt)
        return next(feed)  # StopIteration never happens: the last answer is "q"

    game = play(Rules(), seed, "heuristic", read, out.append)
    return out, len(game.sheet)


def test_numbers_play_whole_deals() -> None:
    out, finished = _run(["1"] * 120 + ["q"])
    assert finished >= 2
    assert any(line.startswith("deal 1") for line in out)


def test_text_hint_and_bad_input() -> None:
    out, _ = _run(["h", "bid 3", "0: play ZZ", "99", "q"])
    assert any(line.startswith("hint: ") for line in out)
    assert any("not legal now" in line for line in out)
    assert any("not a card" in line for line in out)
