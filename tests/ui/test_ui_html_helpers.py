"""One home for the page's HTML helpers: ``ui/render/html.py`` alone escapes text and
frames dialogs, so every screen escapes alike and every dialog has the same frame."""

from __future__ import annotations

import ast
from pathlib import Path

from ui.render.html import dialog, esc

UI = Path(__file__).resolve().parents[2] / "ui"
HOME = UI / "render" / "html.py"


def test_only_the_html_module_defines_the_helpers_or_escapes_itself() -> None:
    offenders = []
    for path in sorted(UI.rglob("*.py")):
        if path == HOME:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name in ("esc", "_esc", "dialog"):
                offenders.append(f"{path.relative_to(UI)}: defines {node.name}")
            if isinstance(node, ast.ImportFrom) and node.module == "html" and any(
                    alias.name == "escape" for alias in node.names):
                offenders.append(f"{path.relative_to(UI)}: imports html.escape")
    assert not offenders, offenders


def test_esc_escapes_text_and_attributes() -> None:
    assert esc('<b a="1">&\'') == "&lt;b a=&quot;1&quot;&gt;&amp;&#x27;"
    assert esc(120) == "120"


def test_a_dialog_carries_its_kind_title_and_one_primary_button() -> None:
    html = dialog("stats", "<Stats>", "<p>body</p>", "en")
    assert 'data-overlay="stats"' in html and "<h2>&lt;Stats&gt;</h2>" in html
    assert html.count('class="primary"') == 1 and 'data-ui="close"' in html
    assert 'data-ui="continue"' in dialog("summary", "t", "", "en", "continue")
