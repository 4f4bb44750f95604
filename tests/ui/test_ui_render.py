"""Rendering is a pure function of the view: checked on many real positions, in CPython."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

import pytest

from thousand.actions import Play
from thousand.game import GameState
from thousand.round import Phase
from thousand.rules import Rules
from thousand.view import PlayerView, view_of
from ui.render.numbers import number, signed
from ui.render.page import Screen, pick_amounts, render_app, render_sheet, render_summary
from ui.settings import RULE_FIELDS, form_from_rules

VOID = {"br", "input", "meta", "link", "img"}


class Checker(HTMLParser):
    """Fails on mis-nested tags; collects attributes of every element."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.elements: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()


def parse(html: str) -> Checker:
    checker = Checker()
    checker.feed(html)
    checker.close()
    assert checker.stack == [], f"unclosed: {checker.stack}"
    return checker


def positions(players: int, seed: int, count: int = 400) -> list[GameState]:
    """Games at every step of random play, as seen by seat 0."""
    rules = Rules(players=players)
    game = GameState.new(rules, seed=seed)
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        if game.is_over:
            break
        out.append(game)
        game = game.apply(rng.choice(game.legal_actions()))
    return out


def attrs_with(checker: Checker, name: str) -> list[str]:
    return [a[name] or "" for _, a in checker.elements if name in a]


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (3, 4)])
def test_every_control_carries_a_legal_action_and_every_move_is_offered(
        players: int, seed: int) -> None:
    human_turns = 0
    for game in positions(players, seed):
        view = view_of(game, 0)
        html = render_app(Screen(view, "en"))
        checker = parse(html)
        table = next(a for tag, a in checker.elements if a.get("id") == "table")
        assert table["data-phase"] == str(view.phase)
        assert table["data-to-move"] == ("" if view.to_move is None else str(view.to_move))
        legal = {str(a) for a in view.legal}
        shown = set(attrs_with(checker, "data-action"))
        assert shown <= legal
        if not view.my_turn:
            assert not shown
            continue
        human_turns += 1
        reachable = set(shown)
        for card in [a.get("data-card") for _, a in checker.elements
                     if a.get("data-ui") == "pick"]:
            picked = parse(render_app(Screen(view, "en", selected=card)))
            reachable |= set(attrs_with(picked, "data-action"))
        # The bid pad's stepper: follow every "-"/"+" a player could press.
        frontier = attrs_with(checker, "data-amount")
        stepped_to: set[str] = set()
        while frontier:
            amount = frontier.pop()
            if amount in stepped_to:
                continue
            stepped_to.add(amount)
            stepped = parse(render_app(Screen(view, "en", bid_amount=int(amount))))
            reachable |= set(attrs_with(stepped, "data-action"))
            frontier += attrs_with(stepped, "data-amount")
        assert reachable <= legal
        for action in view.legal:
            assert str(action) in reachable, f"{action} not offered in {view.phase}"
    assert human_turns > 5


def test_illegal_cards_are_dimmed_with_the_reason() -> None:
    found = 0
    for game in positions(3, 9, 2000):
        view = view_of(game, 0)
        if view.phase is not Phase.PLAY or not view.my_turn or not view.trick:
            continue
        playable = {a.card.text for a in view.legal if isinstance(a, Play)}
        checker = parse(render_app(Screen(view, "ru")))
        for _, a in checker.elements:
            card = a.get("data-card")
            if card and "illegal" in (a.get("class") or ""):
                assert card not in playable
                assert a.get("aria-disabled") == "true"
                assert "масть" in (a.get("data-reason") or "") or "козыр" in (
                    a.get("data-reason") or "")
                found += 1
    assert found > 0


def test_english_screens_contain_no_russian() -> None:
    game = positions(3, 5, 60)[-1]
    view = view_of(game, 0)
    cyrillic = re.compile("[а-яё]", re.I)
    for overlay in (None, "sheet", "settings", "import", "export"):
        screen = Screen(view, "en", overlay=overlay, form=form_from_rules(Rules(), "classic"))
        text = re.sub(r"<[^>]+>", " ", render_app(screen)).replace("Русский", "")
        text = text.replace("Українська", "")  # the language list names each in its own
        assert not cyrillic.search(text), (overlay, cyrillic.findall(text)[:5])


def finished_game() -> GameState:
    rng = random.Random(4)
    game = GameState.new(Rules(), seed=4)
    while len(game.sheet) < 4:
        game = game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_score_sheet_has_a_row_per_deal_and_the_totals() -> None:
    game = finished_game()
    view = view_of(game, 0)
    checker = parse(render_sheet(view, "en"))
    assert len(attrs_with(checker, "data-row")) == len(game.sheet) == 4
    html = render_sheet(view, "en")
    totals = re.findall(r'data-total="(\d)">(\u2212?\d+)<', html)
    assert [int(v.replace("\u2212", "-")) for _, v in totals] == list(game.scores)
    assert html.count('class="mark dealer"') == 4


def test_round_summary_shows_points_deltas_and_totals() -> None:
    game = finished_game()
    view = view_of(game, 0)
    row = next(r for r in game.sheet if r.declarer is not None and not r.redealt)
    html = render_summary(row, view, "en")
    parse(html)
    for value in (*row.card_points, *row.scores):
        assert f"<td>{number(value)}</td>" in html
    for delta in row.deltas:
        assert f"<td>{signed(delta)}</td>" in html
    assert ("Contract made" in html) == bool(row.made)


def test_settings_show_every_rule_with_its_meaning() -> None:
    view = view_of(GameState.new(Rules(), seed=1), 0)
    html = render_app(Screen(view, "en", overlay="settings",
                             form=form_from_rules(Rules(), "classic"),
                             form_errors=(("bid_step", "bid_step must be 5 or 10"),)))
    checker = parse(html)
    names = set(attrs_with(checker, "name"))
    for field in RULE_FIELDS:
        assert field in names or f"{field}.H" in names
    assert 'data-rule="bid_step"' in html and "rule invalid" in html
    assert "Invalid value for “Bid step”: bid_step must be 5 or 10" in html
    russian = render_app(Screen(view, "ru", overlay="settings",
                                form=form_from_rules(Rules(), "classic"),
                                form_errors=(("bid_step", "bid_step must be 5 or 10"),)))
    assert "Неверное значение «Шаг ставок»: Шаг ставок: 5 или 10." in russian


def test_pick_amounts_keeps_the_lowest_and_the_highest() -> None:
    amounts = list(range(105, 305, 5))
    chosen = pick_amounts(amounts)
    assert chosen[:4] == [105, 110, 115, 120] and chosen[-1] == 300 and len(chosen) <= 10
    assert pick_amounts([100, 105]) == [100, 105]


def test_declare_prompt_offers_both_plays() -> None:
    for game in positions(3, 11, 3000):
        view: PlayerView = view_of(game, 0)
        declares = [a for a in view.legal if isinstance(a, Play) and a.declare]
        if not declares:
            continue
        card = declares[0].card.text
        html = render_app(Screen(view, "en", selected=card))
        assert f'data-action="0: play {card} declare"' in html
        assert "Declare the" in html
        return
    pytest.fail("no position with a marriage to declare")


@pytest.mark.parametrize("golden_rounds,factor", [(0, 1), (3, 2)])
def test_concede_button_shows_what_conceding_costs(golden_rounds: int, factor: int) -> None:
    """The button's figures are the ones the scoring will apply (golden rounds double them)."""
    rules = Rules(golden_rounds=golden_rounds)
    for seed in range(40):
        game = GameState.new(rules, seed=seed)
        rng = random.Random(seed)
        while game.entry == 1 and not game.is_over:
            view = view_of(game, 0)
            if view.may_concede:
                amount = view.contract if view.contract is not None else view.bid
                assert amount is not None
                half = -(-amount // 10) * 5
                html = render_app(Screen(view, "en"))
                assert f"−{amount * factor}" in html or f"-{amount * factor}" in html
                assert str(half * factor) in html
                return
            game = game.apply(rng.choice(game.legal_actions()))
    pytest.fail("no position where seat 0 may concede")


def test_summary_marks_come_from_the_engine_events_in_both_languages() -> None:
    """A samosval and a golden reset in the scoring reach the summary, translated."""
    from thousand.record import from_json, replay

    record = {"rules": {"preset": "classic", "golden_rounds": 1},
              "start_scores": [435, 0, 0],
              "rounds": [{"deal": {"hands": [["AH", "10H", "KH", "QH", "AD", "10D", "KD"],
                                             ["AS", "10S", "KS", "QS", "AC", "10C", "KC"],
                                             ["JS", "9S", "JC", "9C", "JD", "9D", "JH"]],
                                   "talon": ["QC", "QD", "9H"]},
                          "actions": ["2: keep", "2: bid 120", "0: pass", "1: pass",
                                      "2: concede"]}]}
    game = replay(from_json(record)).game
    row = game.sheet[0]
    kinds = [event.kind for event in row.events]
    # Seat 0: 435 + 2 × 60 (half of 120, doubled in the golden round) = 555 → samosval.
    assert "samosval" in kinds and "golden_reset" in kinds
    view = view_of(game, 0)
    english = render_summary(row, view, "en")
    russian = render_summary(row, view, "ru")
    assert "every score is set to 0" in english and "samosval" in english
    assert "обнулены" in russian and "самосвал" in russian and "every score" not in russian
