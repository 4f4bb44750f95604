"""The game page in real Chromium: a whole game, resume, settings, languages, records."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from .conftest import ROOT, PageGuard, save_screenshot
from .game_driver import (
    human_move,
    open_game,
    play_until,
    play_until_position,
    press_ui,
    shown_number,
    table_attr,
    wait_ready,
)
from .test_language_menu import pick_language

NEAR_THE_END = {
    "format": "thousand-record/1",
    "rules": {"preset": "classic", "barrel": None},
    "seed": 20261129,
    "first_dealer": 0,
    "start_scores": [940, 940, 940],
    "rounds": [],
}
NEAR_THE_BARREL = {
    "format": "thousand-record/1",
    "rules": {"preset": "classic"},
    "seed": 20261129,
    "first_dealer": 0,
    "start_scores": [870, 860, 850],
    "rounds": [],
}


def import_record(page: Page, text: str, button: str = "import-continue") -> None:
    press_ui(page, "import")
    page.locator("#import-text").fill(text)
    page.locator(f"[data-ui='{button}']").click()


def sheet_totals(page: Page) -> list[int]:
    cells = page.locator("[data-overlay] table.sheet tfoot [data-total]")
    return [shown_number(cells.nth(i).inner_text()) for i in range(cells.count())]


def download_record(page: Page, tmp_path: Path) -> Path:
    """Export the game from the game-over dialog and save the downloaded file."""
    page.locator("[data-overlay='over'] [data-ui='export']").click()
    with page.expect_download() as download_info:
        page.locator("[data-ui='download']").click()
    path = tmp_path / "game.json"
    download_info.value.save_as(path)
    return path


def replay_cli(path: Path) -> dict:
    """What ``python -m thousand replay`` prints for a record file."""
    result = subprocess.run([sys.executable, "-m", "thousand", "replay", str(path)],
                            cwd=ROOT, capture_output=True, text=True, check=True)
    return dict(json.loads(result.stdout))


def test_a_complete_game_and_its_exported_record_replay_to_the_same_totals(
    page: Page, page_guard: PageGuard, site_url: str, tmp_path: Path
) -> None:
    # A seeded start: with a random one the computer players may end the first deal
    # (a redeal) before the human acts, and its result dialog covers the Import button.
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    import_record(page, json.dumps(NEAR_THE_BARREL))
    page.wait_for_selector("[data-overlay='import']", state="detached")
    assert page.locator("[data-score='0']").first.inner_text() == "870"
    moves: list = []
    assert play_until(page, random.Random(7), "over", seat_actions=moves) == "over"
    assert moves, "the human seat never moved"
    assert {m.phase for m in moves} >= {"play"}
    save_screenshot(page, "game-over-1280x800", full_page=False)
    winner = page.locator("[data-winner]").get_attribute("data-winner")
    totals = sheet_totals(page)
    assert max(totals) >= 1000 and totals[int(winner or 0)] == max(totals)
    assert page.locator("[data-overlay='over'] table.sheet tbody tr").count() >= 1

    path = download_record(page, tmp_path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported["start_scores"] == [870, 860, 850]
    print(f"complete game: {len(exported['rounds'])} deals, {len(moves)} human moves")
    assert page.locator("#export-text").input_value() == path.read_text(encoding="utf-8")
    page.locator("[data-ui='copy']").click()
    expect(page.locator("[data-ui='copy']")).to_have_text("Copied")
    output = replay_cli(path)
    assert output["scores"] == totals
    assert output["winner"] == int(winner or -1)
    page_guard.check()


def test_reload_in_the_middle_of_a_trick_resumes_the_same_position(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=424242&speed=instant")
    rng = random.Random(3)
    play_until_position(page, rng, lambda p: table_attr(p, "data-phase") == "play"
                        and p.locator("#table .trick .card").count() >= 1,
                        "a trick in progress")

    def snapshot() -> dict[str, object]:
        return {
            "phase": table_attr(page, "data-phase"),
            "to_move": table_attr(page, "data-to-move"),
            "entry": table_attr(page, "data-entry"),
            "hand": page.locator(".hand .card").evaluate_all(
                "els => els.map(e => e.dataset.card)"),
            "trick": page.locator("#table .trick .card").evaluate_all(
                "els => els.map(e => e.dataset.card)"),
            "actions": page.locator("#table [data-action]").evaluate_all(
                "els => els.map(e => e.dataset.action)"),
            "scores": page.locator("[data-score]").all_inner_texts(),
        }

    before = snapshot()
    assert before["trick"]
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=60_000)
    wait_ready(page)
    assert snapshot() == before
    page_guard.check()


def test_settings_refuse_bad_values_and_start_a_two_player_game(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")  # no first-deal redeal
    press_ui(page, "new")
    form = page.locator("#settings-form")
    assert form.locator("[data-rule]").count() >= 35
    assert "Bids are multiples of this" in form.inner_text()
    form.locator("[name='bid_step']").fill("7")
    form.locator("[name='target']").fill("abc")
    page.locator("[data-ui='start']").click()
    errors = page.locator("[data-overlay='settings'] .errors").inner_text()
    assert "Bid step" in errors or "Game to" in errors  # rules by their names
    assert page.locator("[data-rule='target'].invalid").count() == 1
    form.locator("[name='target']").fill("1000")
    page.locator("[data-ui='start']").click()
    assert "Bid step" in page.locator("[data-overlay='settings'] .errors").inner_text()
    form.locator("[name='bid_step']").fill("10")
    form.locator("[name='players']").select_option("2")
    page.locator("[data-ui='start']").click()
    page.wait_for_selector("#table.players-2")
    assert page.locator("[data-overlay]").count() == 0
    assert page.locator(".opponents .seat").count() == 1
    state = wait_ready(page)
    if state == "human" and table_attr(page, "data-phase") == "bidding":
        amounts = page.locator("#table [data-action*='bid']").evaluate_all(
            "els => els.map(e => +e.dataset.action.split(' ').pop())")
        assert all(a % 10 == 0 for a in amounts), amounts
    page_guard.check()


def test_language_switches_at_any_time_and_is_remembered(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = new_page(locale="ru-RU")  # a first visit speaks the browser's language
    open_game(page, site_url + "?seed=99&speed=instant")
    assert page.locator("[data-ui='new']").inner_text() == "Новая игра"
    assert page.evaluate("document.documentElement.lang") == "ru"
    pick_language(page, "en")
    assert page.locator("[data-ui='new']").inner_text() == "New game"
    assert page.evaluate("document.documentElement.lang") == "en"
    page.locator("[data-ui='sheet']").click()
    assert "Score sheet" in page.locator("[data-overlay='sheet'] h2").inner_text()
    page.locator("[data-ui='close']").click()
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=60_000)
    assert page.locator("[data-ui='new']").inner_text() == "New game"
    pick_language(page, "ru")
    assert page.locator("[data-ui='sheet']").inner_text() == "Запись"
    page_guard.check()


def test_bad_url_values_give_a_message_and_the_default(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=abc&preset=nope&lang=xx&speed=instant")
    message = page.locator(".message").all_inner_texts()
    joined = " ".join(message)
    assert "seed=abc" in joined and "preset=nope" in joined and "lang=xx" in joined
    assert page.locator("#table.players-3").count() == 1
    # An unknown lang falls back to the browser's language when the page speaks it,
    # else Russian.
    browser_lang = page.evaluate("navigator.language.split('-')[0].toLowerCase()")
    expected = browser_lang if browser_lang in ("ru", "en", "pl", "uk") else "ru"
    assert page.evaluate("document.documentElement.lang") == expected
    page_guard.check()


def test_a_broken_saved_game_is_reported_and_set_aside(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?speed=instant&lang=en")
    page.evaluate("localStorage.setItem('thousand.save', '{\"format\": \"thousand-save/0\"}')")
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=60_000)
    assert "could not be loaded" in page.locator(".message").inner_text()
    assert page.evaluate("localStorage.getItem('thousand.save.broken')") is not None
    assert "thousand-save/1" in page.evaluate("localStorage.getItem('thousand.save')")
    page_guard.check()


def play_one_round(page: Page, rng: random.Random) -> None:
    """Play until the first round summary; check it against the sheet."""
    assert play_until(page, rng, "summary") == "summary"
    summary = page.locator("[data-overlay='summary']")
    totals = summary.locator("tr.totals td").all_inner_texts()
    table_class = page.locator("#table").get_attribute("class") or ""
    assert len(totals) == int(table_class.split("-")[-1])
    page.locator("[data-ui='continue']").click()
    assert table_attr(page, "data-entry") == "2"
    page.locator("[data-ui='sheet']").click()
    assert sheet_totals(page) == [shown_number(t) for t in totals]
    page.locator("[data-ui='close']").click()


def test_two_player_game_plays_a_full_round(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?preset=two_players&seed=11&speed=instant&lang=en")
    assert page.locator(".opponents .seat").count() == 1
    play_one_round(page, random.Random(11))
    page_guard.check()


def test_four_player_game_plays_a_full_round(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?preset=four_players&seed=12&speed=instant&lang=en")
    assert page.locator(".opponents .seat").count() == 3
    # One snapshot (bots may be re-rendering the page between two separate queries).
    sitting_out = page.evaluate(
        "document.querySelectorAll('.opponents .seat.out, .hand.out').length")
    assert sitting_out == 1
    play_one_round(page, random.Random(12))
    page_guard.check()


def test_import_a_record_to_watch_and_a_broken_one_gives_a_message(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    import_record(page, "{not json")
    expect(page.locator("[data-overlay='import'] .errors")).to_contain_text("could not be read")
    assert page.locator("#import-text").input_value() == "{not json"
    page.locator("#import-text").fill(json.dumps({**NEAR_THE_END, "rounds": [
        {"actions": ["0: play AS"]}]}))
    page.locator("[data-ui='import-continue']").click()
    expect(page.locator("[data-overlay='import'] .errors")).to_contain_text(
        "round 1: “0: play AS”: not seat 0's turn")
    # A real record (a game played by the engine) replays in the page to its end.
    record = subprocess.run(
        [sys.executable, "-c", RECORD_SCRIPT], cwd=ROOT, capture_output=True, text=True,
        check=True).stdout
    page.locator("#import-text").fill(record)
    page.locator("[data-ui='import-watch']").click()
    page.wait_for_selector(".watch-bar")
    assert wait_ready(page) == "summary"
    page.locator("[data-ui='continue']").click()
    assert wait_ready(page) == "over"
    expected = json.loads(subprocess.run(
        [sys.executable, "-m", "thousand", "replay", "-"], input=record, cwd=ROOT,
        capture_output=True, text=True, check=True).stdout)
    assert sheet_totals(page) == expected["scores"]
    page_guard.check()


RECORD_SCRIPT = """
import random
from thousand.game import GameState
from thousand.record import dumps
from thousand.rules import Rules
game = GameState.new(Rules(barrel=None), seed=77, start_scores=(990, 990, 990))
rng = random.Random(1)
while not game.is_over:
    game = game.apply(rng.choice(game.legal_actions()))
print(dumps(game, ["a", "b", "c"]))
"""


def test_screenshots_of_bidding_play_and_the_score_sheet(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    for width, height in ((375, 667), (1280, 800)):
        page = new_page(viewport={"width": width, "height": height})
        open_game(page, site_url + "?seed=31&speed=instant&lang=ru")
        rng = random.Random(5)
        shots: set[str] = set()
        for _ in range(400):
            state = wait_ready(page)
            if state == "summary":
                if "summary" not in shots:
                    save_screenshot(page, f"game-summary-{width}x{height}", full_page=False)
                    shots.add("summary")
                page.locator("[data-ui='continue']").click()
                continue
            phase = table_attr(page, "data-phase")
            if phase == "talon" and "talon" not in shots:
                page.locator(".hand [data-ui='pick']").first.click()
                save_screenshot(page, f"game-talon-{width}x{height}")
                shots.add("talon")
            if phase in ("bidding", "play") and phase not in shots and (
                    phase == "bidding" or page.locator("#table .trick .card").count()):
                scroll = page.evaluate("document.documentElement.scrollWidth")
                assert scroll <= width, f"horizontal scroll at {width}: {scroll}"
                save_screenshot(page, f"game-{phase}-{width}x{height}")
                shots.add(phase)
            if {"bidding", "play", "summary"} <= shots and table_attr(page, "data-entry") >= "3":
                break
            human_move(page, rng)
        assert {"bidding", "play", "summary"} <= shots
        page.locator("[data-ui='sheet']").click()
        assert page.locator("table.sheet tbody tr").count() >= 2
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        save_screenshot(page, f"game-sheet-{width}x{height}")
        page.locator("[data-ui='close']").click()
        press_ui(page, "new")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        save_screenshot(page, f"game-settings-{width}x{height}")
    page_guard.check()


def test_keyboard_tab_arrows_and_enter_play_a_card(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=2024&speed=instant&lang=en")
    rng = random.Random(8)
    play_until_position(page, rng, lambda p: table_attr(p, "data-phase") == "play"
                        and p.locator(".hand-cards button.card.legal").count() > 0,
                        "a card to play")
    hand_before = page.locator(".hand .card").count()
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('.hand-cards')"):
            break
    else:
        raise AssertionError("Tab never reached the hand")
    first = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.card") != first
    for _ in range(hand_before):
        if page.evaluate("document.activeElement.classList.contains('legal')"):
            break
        page.keyboard.press("ArrowRight")
    card = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "n => document.querySelectorAll('.hand .card').length < n", arg=hand_before)
    assert page.locator(f".hand .card[data-card='{card}']").count() == 0
    page_guard.check()


def test_hint_and_illegal_card_reason(page: Page, page_guard: PageGuard, site_url: str) -> None:
    open_game(page, site_url + "?seed=77&speed=instant&lang=en")
    rng = random.Random(9)
    hinted = explained = False
    for _ in range(600):
        state = wait_ready(page)
        if state == "summary":
            page.locator("[data-ui='continue']").click()
            continue
        if not hinted and page.locator("[data-ui='hint']").count():
            page.locator("[data-ui='hint']").click()
            assert page.locator(".hint").inner_text().startswith("Hint: ")
            hinted = True
        illegal = page.locator(".hand button.card.illegal")
        if not explained and illegal.count():
            reason = illegal.first.get_attribute("data-reason") or ""
            illegal.first.click(force=True)  # aria-disabled: Playwright would wait
            assert reason and reason in page.locator(".status").inner_text()
            explained = True
        if hinted and explained:
            break
        human_move(page, rng)
    assert hinted and explained
    page_guard.check()


def test_a_new_game_from_settings_survives_a_reload_of_a_seeded_url(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    press_ui(page, "new")
    page.locator("#settings-form [name='players']").select_option("4")
    page.locator("[data-ui='start']").click()
    page.wait_for_selector("#table.players-4")
    assert "seed=" not in page.url and "lang=en" in page.url
    page.reload()
    page.wait_for_selector("#table[data-phase]", timeout=60_000)
    assert page.locator("#table.players-4").count() == 1
    page_guard.check()


def test_a_whole_game_from_zero_to_the_winner(
    page: Page, page_guard: PageGuard, site_url: str, tmp_path: Path
) -> None:
    """From the first deal at 0 : 0 : 0 to 1000, every human move clicked on the page."""
    open_game(page, site_url + "?seed=5&speed=instant&lang=en")
    moves: list = []
    assert play_until(page, random.Random(5), "over", max_steps=4000, seat_actions=moves) == "over"
    totals = sheet_totals(page)
    winner = int(page.locator("[data-winner]").get_attribute("data-winner") or -1)
    path = download_record(page, tmp_path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert "start_scores" not in exported
    print(f"game from zero: {len(exported['rounds'])} deals, {len(moves)} human moves")
    output = replay_cli(path)
    assert output["scores"] == totals and max(totals) >= 1000
    assert output["winner"] == winner
    page_guard.check()


def test_pyodide_deals_the_same_cards_as_cpython_for_a_seed(
    page: Page, page_guard: PageGuard, site_url: str
) -> None:
    """Seeded deals are part of the record contract: the browser must shuffle like CPython."""
    from thousand.game import GameState
    from thousand.rules import Rules

    for seed in (12345, 777):
        open_game(page, site_url + f"?seed={seed}&speed=instant&lang=en")
        page.wait_for_selector(".hand .card[data-card]")
        cards = page.locator(".hand .card[data-card]")
        shown = sorted(cards.nth(i).get_attribute("data-card") or ""
                       for i in range(cards.count()))
        expected = GameState.new(Rules(), seed=seed).round.deal.hands[0]
        assert shown == sorted(card.text for card in expected)
    page_guard.check()
