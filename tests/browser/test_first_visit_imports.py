"""A first visit imports the game's modules before the page's script runs, each of the
game's files compiled on its own first (assets/js/runtime.mjs), so that no package's
``__init__`` compiles a chain of modules in one long task; a repeat visit starts from the
snapshot that already holds them."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

from ui.preload import PACKAGES

from .conftest import PageGuard
from .game_driver import open_game

ROOT = Path(__file__).resolve().parents[2]


def test_a_first_visit_compiles_every_preloaded_game_file_ahead(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    preload = json.loads((ROOT / "site-files.json").read_text(encoding="utf-8"))["preload"]
    game = [name for name in preload if name.split(".")[0] in PACKAGES]
    assert len(game) > 50
    page = new_page()
    open_game(page, site_url + "?seed=3&speed=instant")
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "shipped"
    compiled = page.evaluate("document.documentElement.dataset.compiledAhead")
    assert compiled == str(len(game))
    page_guard.check()
