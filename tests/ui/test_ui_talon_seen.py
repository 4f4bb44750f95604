"""A talon another seat took face up stays named on the declarer's seat until you play
your first card of the deal; never for your own talon, never for one nobody saw."""

from __future__ import annotations

import re

from thousand.actions import parse_action
from thousand.game import GameState
from thousand.rules import PRESETS
from thousand.view import PlayerView, view_of
from ui.render.table import render_felt

# Bot 2 wins the bidding at 105 when you pass: its talon is turned face up.
BOT_TAKES = (6, ["2: bid 105", "0: pass", "1: pass"])
AFTER = ["2: give 9S to 1", "2: give 10D to 0", "2: contract 220", "2: play AS"]


def view_after(seed: int, moves: list[str], seat: int = 0) -> PlayerView:
    game = GameState.new(PRESETS["classic"], seed)
    for text in moves:
        game = game.apply(parse_action(text))
    return view_of(game, seat)


def marks(view: PlayerView, lang: str = "en", taken: bool = False) -> list[tuple[str, str]]:
    """(seat, cards) of every talon named on a seat of the felt."""
    html = render_felt(view, lang, None, False, taken)
    found = []
    for seat, body in re.findall(r'<section [^>]*data-seat="(\d)"(.*?)</section>', html):
        found += [(seat, cards) for cards in re.findall(r'data-talon-seen="([^"]+)"', body)]
    return found


def test_the_talon_stays_named_by_its_declarer_until_your_first_card() -> None:
    seed, moves = BOT_TAKES
    view = view_after(seed, moves)
    talon = " ".join(c.text for c in view.talon or ())
    assert len(talon.split()) == 3
    assert marks(view) == []  # still in the middle of the table, face up
    assert marks(view, taken=True) == [("2", talon)]  # going to its hand: named there
    for done in range(1, len(AFTER) + 1):  # the gifts, the contract, its lead
        assert marks(view_after(seed, moves + AFTER[:done])) == [("2", talon)], AFTER[:done]
    played = view_after(seed, [*moves, *AFTER, "0: play JS"])
    assert marks(played) == []


def test_the_named_talon_reads_as_the_log_does_with_red_suits() -> None:
    seed, moves = BOT_TAKES
    view = view_after(seed, moves + AFTER[:1])
    html = render_felt(view, "ru", None, False)
    mark = re.search(r'<span class="mark talon-seen"[^>]*>(.*?)</span></span>', html)
    assert mark is not None
    text = re.sub(r"<[^>]+>", "", mark.group(1) + "</span>")
    assert text.startswith("Прикуп: ") and len(text.split()) == 4
    reds = re.findall(r'<span class="red">([^<]+)</span>', mark.group(0))
    assert all(label[-1] in "♥♦" for label in reds)
    assert 'title="Прикуп: ' in mark.group(0)


def test_no_named_talon_for_your_own_or_an_unseen_one() -> None:
    # You win at 105: the talon is in your hand, marked there, not on a seat.
    mine = view_after(1, ["2: pass", "0: bid 105", "1: pass"])
    assert mine.declarer == 0 and mine.talon is not None
    assert marks(mine) == []
    # Won at 100 with no bid: the talon is taken face down; the others never see it.
    unseen = view_after(1, ["2: pass", "0: pass"], seat=0)
    assert unseen.declarer == 1 and unseen.talon is None and marks(unseen) == []
