"""The table's movement hints (ui/render/table.py): the deal's order, where new backs come from,
and what a seat's fan shows while the talon lies on the table. Pure functions, so tested
in CPython on real games; the browser tests (tests/browser/test_table.py) watch them move."""

from __future__ import annotations

import random
import re

import pytest

from thousand.actions import Action, Bid, Give, Pass
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of
from ui.render import table


def dealt(players: int, seed: int) -> GameState:
    game = GameState.new(Rules(players=players), seed=seed)
    while game.phase is Phase.REDEAL:  # keep the hands as dealt
        game = game.apply(next(a for a in game.legal_actions() if "keep" in str(a)))
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_deal_hands_out_every_card_on_the_table_once_from_the_dealers_left(
    players: int
) -> None:
    view = view_of(dealt(players, 3), 0)
    assert table.dealing(view)
    order = table.deal_order(view)
    piles, per = table.talon_piles(view)
    hands = sum(view.hand_sizes)
    assert sorted(order.values()) == list(range(hands + piles * per))
    assert sum(1 for k in order if k.startswith("talon-")) == piles * per
    mine = [k for k in order if k.startswith("card-")]
    assert sorted(mine) == sorted(f"card-{c.text}" for c in view.hand)
    first = min(order, key=order.__getitem__)
    left = next(s for s in (*range(view.dealer + 1, players), *range(view.dealer + 1))
                if s in view.active_seats)
    assert first == (f"back-{left}-0" if left != view.seat
                     else f"card-{table.hand_order(view.hand, view.trump)[0].text}")
    # Round by round: each seat's k-th card comes before anyone's (k+1)-th.
    by_seat: dict[str, list[int]] = {}
    for key, k in order.items():
        if key.startswith("back-"):
            by_seat.setdefault(key.rsplit("-", 1)[0], []).append(k)
    for ks in by_seat.values():
        assert ks == sorted(ks)


def test_the_html_of_a_fresh_deal_marks_each_card_with_its_turn_and_the_dealer() -> None:
    from ui.render.page import Screen, render_app
    view = view_of(dealt(3, 5), 0)
    html = render_app(Screen(view=view, lang="en"))
    deals = re.findall(r'data-deal="(\d+)"', html)
    assert sorted(map(int, deals)) == list(range(7 * 3 + 3))
    assert set(re.findall(r'data-deal="\d+" data-from="([^"]+)"', html)) | set(
        re.findall(r'data-from="([^"]+)" data-deal', html)) == {f"seat-{view.dealer}"}
    # Once someone has spoken it is no longer the deal: nothing is marked.
    game = dealt(3, 5)
    game = game.apply(game.legal_actions()[0])
    assert "data-deal" not in render_app(Screen(view=view_of(game, 0), lang="en"))


def test_under_the_summary_the_next_deal_is_not_on_the_table_yet() -> None:
    view = view_of(dealt(3, 5), 0)
    empty = table.undealt(view)
    assert empty.hand == () and not any(empty.hand_sizes) and empty.legal == ()
    assert table.render_talon(empty, "en") == ""
    from ui.render.page import Screen, render_table
    assert "data-deal" not in render_table(Screen(view=view, lang="en", summary_row=0))


def to_talon(seed: int, contested: bool) -> GameState:
    """A deal played to the talon phase with seat 1 declarer (seat 2 bids once first when
    ``contested``, so that the talon is shown to all)."""
    rng = random.Random(seed)
    for attempt in range(200):
        game = dealt(3, seed * 1000 + attempt)
        while game.phase in (Phase.BIDDING, Phase.REDEAL):
            legal = game.legal_actions()
            seat = game.to_move
            bids = [a for a in legal if isinstance(a, Bid)]
            raise_it = seat == 1 or (seat == 2 and contested and game.round.high_bid == 100)
            action: Action
            if bids and raise_it:
                action = bids[0]
            else:
                action = next((a for a in legal if isinstance(a, Pass)), rng.choice(legal))
            game = game.apply(action)
        if game.phase is Phase.TALON and game.round.declarer == 1:
            return game
    raise AssertionError("no such deal")


def test_a_shown_talon_stays_on_the_table_until_the_declarer_passes_a_card() -> None:
    game = to_talon(1, contested=True)
    view = view_of(game, 0)
    assert view.talon is not None, "a contested bidding shows the talon"
    talon_html = table.render_talon(view, "en")
    assert "shown" in talon_html
    assert table.shown_count(view, 1) == 7  # not yet in the declarer's fan
    assert table.back_origins(view, 1) == {}
    gift = next(a for a in game.legal_actions() if isinstance(a, Give) and a.to == 0)
    after = view_of(game.apply(gift), 0)
    assert table.render_talon(after, "en") == ""
    assert table.shown_count(after, 1) == 9
    origins = table.back_origins(after, 1)
    assert origins == {7: f' data-from="card-{view.talon[0].text}"',
                       8: f' data-from="card-{view.talon[1].text}"'}


def test_a_passed_card_comes_from_the_givers_hand_or_fan() -> None:
    game = to_talon(2, contested=True)
    gift = next(a for a in game.legal_actions() if isinstance(a, Give) and a.to == 2)
    game = game.apply(gift)
    mine = view_of(game, 0)   # not the giver: the card is unknown, it leaves the declarer
    count = table.shown_count(mine, 2)
    assert table.back_origins(mine, 2) == {count - 1: ' data-from="fan-1"'}
    giver = view_of(game, 1)  # the giver sees its own card fly
    assert table.back_origins(giver, 2) == {count - 1: f' data-from="card-{gift.card.text}"'}


def test_views_outside_the_deal_and_the_talon_carry_no_origins() -> None:
    game = dealt(3, 9)
    rng = random.Random(1)
    while game.phase is not Phase.PLAY:
        game = game.apply(rng.choice(game.legal_actions()))
    view: PlayerView = view_of(game, 0)
    assert not table.dealing(view)
    assert all(table.back_origins(view, s) == {} for s in (1, 2))


def test_under_the_round_summary_nothing_says_it_is_your_move() -> None:
    """The summary stands until Continue: the status says the deal is over, never "Your
    move", and your seat is not lit as the one to move (the next deal is not dealt yet);
    the driver's data-to-move stays as it was."""
    from ui.i18n import tr
    from ui.render.page import Screen, render_table
    game = dealt(3, 5)
    me = game.to_move
    assert me is not None
    view = view_of(game, me)
    assert view.my_turn
    for lang in ("ru", "en"):
        html = render_table(Screen(view=view, lang=lang, summary_row=0, overlay="summary"))
        status = re.search(r'<p class="status"[^>]*>(.*?)</p>', html)
        assert status is not None
        assert tr(lang, "turn_you") not in status.group(1)
        assert status.group(1) == tr(lang, "summary_wait")
        seat = re.search(rf'<section class="([^"]*)" data-seat="{me}"', html)
        assert seat is not None and "to-move" not in seat.group(1)
        assert f'data-to-move="{me}"' in html
    # Once the summary is closed, the move is yours again.
    html = render_table(Screen(view=view, lang="en"))
    assert '<p class="status" data-key="status">Your move' in html


def test_under_the_round_summary_the_info_line_names_the_deal_that_ended() -> None:
    """The engine is in deal 2 (bidding) while deal 1's summary stands: until Continue the
    info line says deal 1 is over, with its contract, not "Deal 2 · Bidding"."""
    from ui.i18n import tr
    from ui.render.page import Screen, render_table
    game = to_talon(1, contested=True)
    rng = random.Random(3)
    while not game.sheet:
        game = game.apply(rng.choice(game.legal_actions()))
    row = game.sheet[0]
    assert row.declarer == 1 and not row.redealt and game.phase is Phase.BIDDING
    view = view_of(game, 0)
    assert view.entry == 2

    def info(html: str) -> str:
        found = re.search(r'<div class="info" data-key="info">(.*?)</div>', html)
        assert found is not None
        return re.sub(r"<[^>]+>", " ", found.group(1))

    for lang in ("ru", "en"):
        line = info(render_table(Screen(view=view, lang=lang, summary_row=0,
                                        overlay="summary")))
        assert tr(lang, "deal_no", n=1) in line and tr(lang, "deal_no", n=2) not in line
        assert tr(lang, "phase_done") in line and tr(lang, "phase_bidding") not in line
        assert f'{tr(lang, "contract")} {row.contract or row.bid}' in line
        assert f'{tr(lang, "bid")}:' not in line  # not the next deal's high bid
    # Once the summary is closed, the line is about the next deal.
    line = info(render_table(Screen(view=view, lang="en")))
    assert "Deal 2" in line and "Bidding" in line


def test_a_fresh_deal_is_named_so_that_the_page_deals_it_even_over_the_same_keys() -> None:
    """``data-deal-id`` names the deal on the table (game of the page, deal number): the page
    deals every card when it changes, even a card or back whose key was already shown."""
    from ui.render.page import Screen, render_table
    game = dealt(3, 5)
    view = view_of(game, 0)
    first = render_table(Screen(view=view, lang="en", game_no=1))
    again = render_table(Screen(view=view, lang="en", game_no=2))
    assert f'data-deal-id="1-{view.entry}"' in first
    assert f'data-deal-id="2-{view.entry}"' in again
    assert "data-deal-id" not in render_table(Screen(view=view, lang="en", summary_row=0))
    spoken = view_of(game.apply(game.legal_actions()[0]), 0)
    assert "data-deal-id" not in render_table(Screen(view=spoken, lang="en", game_no=1))


def test_a_shown_talon_taken_by_the_declarer_goes_to_its_fan_every_card_of_it() -> None:
    """The page takes the talon for a computer declarer just before its first gift
    (``taken``): the talon leaves the middle and each of its cards is a new back of the
    declarer's fan coming from that card, none left behind or sent elsewhere."""
    game = to_talon(1, contested=True)
    view = view_of(game, 0)
    assert view.talon is not None and len(view.talon) == 3
    assert table.talon_on_table(view) and not table.talon_on_table(view, taken=True)
    assert table.render_talon(view, "en", taken=True) == ""
    assert table.shown_count(view, 1, taken=True) == 10
    assert table.back_origins(view, 1, taken=True) == {
        7 + j: f' data-from="card-{card.text}"' for j, card in enumerate(view.talon)}
    felt = table.render_felt(view, "en", None, False, taken=True)
    assert all(f'data-from="card-{card.text}"' in felt for card in view.talon)
    assert "talon shown" not in felt


def test_only_the_talon_and_a_passed_card_come_into_your_hand_from_elsewhere() -> None:
    """A card of your hand names where it comes from only when it travels: the talon's
    cards (you took it as the declarer), the card just passed to you. In hot-seat the hand
    comes back whole after the privacy screen; before, every card of it named the talon and
    the whole hand flew out of the middle (in the bidding too)."""
    from ui.render.page import Screen, render_hand

    def origins(view: PlayerView) -> dict[str, str]:
        html = render_hand(Screen(view=view, lang="en"))
        cards = re.findall(r"<(?:div|button)[^>]*data-card=\"([^\"]+)\"[^>]*>", html)
        tags = re.findall(r"<(?:div|button)[^>]*data-card=\"[^\"]+\"[^>]*>", html)
        assert len(cards) == len(view.hand)
        return {card: (re.findall(r'data-from="([^"]*)"', tag) or [""])[0]
                for card, tag in zip(cards, tags, strict=True)}

    bidding = dealt(3, 5)
    bidding = bidding.apply(bidding.legal_actions()[0])
    assert set(origins(view_of(bidding, 0)).values()) == {""}
    game = to_talon(1, contested=True)
    declarer = view_of(game, 1)
    assert declarer.talon is not None and len(declarer.hand) == 10
    talon = {c.text for c in declarer.talon}
    assert {c: o for c, o in origins(declarer).items() if o} == dict.fromkeys(talon, "talon")
    gift = next(a for a in game.legal_actions() if isinstance(a, Give) and a.to == 2)
    after = origins(view_of(game.apply(gift), 2))
    assert {c: o for c, o in after.items() if o} == {gift.card.text: "fan-1"}
