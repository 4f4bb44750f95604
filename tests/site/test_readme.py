"""The README's engine example runs, and the docs link only to files in the repository.

The example is the first code a reader copies, so it is run as a doctest: a change of the
engine's API or of the game it shows fails here, not in a reader's terminal."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = [README, *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
"""A Markdown link or image target: ``[text](target)``, ``![alt](target "title")``."""


def run_examples(path: Path) -> doctest.TestResults:
    """Every ``>>>`` example of ``path``, in order, sharing one namespace."""
    return doctest.testfile(str(path), module_relative=False, report=True,
                            optionflags=doctest.ELLIPSIS, encoding="utf-8")


def test_the_readme_example_runs() -> None:
    results = run_examples(README)
    assert results.attempted >= 10, "the README's engine example is gone or no longer a doctest"
    assert results.failed == 0, f"{results.failed} README example(s) failed: see the output above"


def test_a_wrong_example_fails(tmp_path: Path) -> None:
    """The check itself bites: the README with one expected line changed fails."""
    text = README.read_text(encoding="utf-8")
    wrong = text.replace("bidding 2\n", "bidding 1\n", 1)
    assert wrong != text
    copy = tmp_path / "README.md"
    copy.write_text(wrong, encoding="utf-8")
    assert run_examples(copy).failed == 1


def test_the_docs_link_only_to_files_in_the_repository() -> None:
    bad = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        if "../shared" in text:
            bad.append(f"{doc.relative_to(ROOT)}: names ../shared, which a clone does not have")
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue  # a web address or a place in the same page
            path = (doc.parent / target.split("#")[0]).resolve()
            if ROOT not in path.parents or not path.exists():
                bad.append(f"{doc.relative_to(ROOT)}: {target}")
    assert not bad, "links to nothing in the repository:\n" + "\n".join(bad)
