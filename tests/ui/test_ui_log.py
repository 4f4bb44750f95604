"""The page words the engine's typed log: it parses no engine text."""

from __future__ import annotations

import re
from pathlib import Path

from thousand.actions import Give
from thousand.cards import parse_cards
from thousand.game import GameState
from thousand.rules import Rules
from thousand.view import HiddenGift, view_of
from ui.features.hotseat.model import neutral_view
from ui.i18n import tr
from ui.render.page import log_line, speech

ROOT = Path(__file__).resolve().parents[2]


def test_a_hidden_gift_is_worded_without_its_card() -> None:
    view = view_of(GameState.new(Rules(), seed=1), 0)
    hidden = tr("en", "log_give", name="Bot 1", to="Bot 2", card=tr("en", "hidden_card"))
    assert log_line(HiddenGift(1, 2), view, "en") == hidden
    assert speech(HiddenGift(1, 2), view, "en") == hidden
    seen = log_line(Give(1, parse_cards("AS")[0], 0), view, "en")
    assert tr("en", "hidden_card") not in seen and "A♠" in seen


def test_the_neutral_view_hides_every_gift() -> None:
    game = GameState.new(Rules(), seed=4)
    while not any(isinstance(a, Give) for a in game.round.history):
        game = game.apply(game.legal_actions()[0])
    view = neutral_view(game, game.round.declarer or 0)
    assert not [e for e in view.events if isinstance(e, Give)]
    assert any(isinstance(e, HiddenGift) for e in view.events)


def test_the_page_has_no_regular_expression_over_engine_log_text() -> None:
    for path in (ROOT / "ui").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"re\.compile\(.*: (give|play)", text), path
        assert "view.log" not in text, path
