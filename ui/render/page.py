"""Pure rendering: a ``PlayerView`` (plus a little page state) → an HTML string.

Nothing here touches the DOM or the engine's state, so every screen is tested
in CPython. Controls that perform a game action carry ``data-action`` with the
action's canonical RECORD.md text; page-only controls carry ``data-ui``. Every
visible word comes from ``i18n``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from thousand.actions import (
    Action,
    Bid,
    Concede,
    Contract,
    Dark,
    Give,
    Keep,
    Pass,
    Play,
    Redeal,
    TakeTalon,
)
from thousand.cards import Card, Suit
from thousand.round import Phase
from thousand.scoring import RoundSummary, concede_amounts
from thousand.tricks import bid_cap, follow_violation
from thousand.view import HiddenGift, LogEntry, PlayerView

from ..i18n import tr
from ..settings import Reason
from . import bidpad, numbers, table, watchbar
from .controls_state import held, mark_hinted
from .html import dialog, esc
from .langmenu import render_language_menu
from .letters import card_label
from .settings_form import render_settings_dialog
from .table import NOBODY, seat_name

RED = (Suit.D, Suit.H)
MAX_AMOUNT_BUTTONS = 10


@dataclass(frozen=True)
class Extras:
    """What the page's features add to the screens drawn here, handed in by the App from
    ui/features/registry.py (render keeps no list of its own: nothing registers itself)."""

    overlays: Mapping[str, Callable[[Screen], str]] = field(default_factory=dict)
    """A feature's dialogs by ``Screen.overlay`` kind (their HTML stays in the feature)."""
    menu: tuple[tuple[str, str], ...] = ()
    """Toolbar-menu entries as (``data-ui`` command, i18n key), after the page's own."""
    round_tools: tuple[Callable[[str, int], str], ...] = ()
    """HTML after a finished deal's number, given (lang, deal number): in the round summary
    and in each score-sheet row (the round review's button)."""
    sheet_extras: tuple[Callable[[PlayerView, str, frozenset[int]], str], ...] = ()
    """HTML appended to the score sheet, given (view, lang, people) (the score chart)."""
    settings_fields: tuple[Callable[[str, dict[str, str]], str], ...] = ()
    """Label + control pairs added to the settings grid, given (lang, form) (hot-seat)."""
    table_top: tuple[Callable[[Screen], str], ...] = ()
    """HTML at the top of the table, in its flow (the first-game guide's card)."""

    def __add__(self, other: Extras) -> Extras:
        return Extras({**self.overlays, **other.overlays}, self.menu + other.menu,
                      self.round_tools + other.round_tools,
                      self.sheet_extras + other.sheet_extras,
                      self.settings_fields + other.settings_fields,
                      self.table_top + other.table_top)


NO_EXTRAS = Extras()


@dataclass(frozen=True)
class Screen:
    """What the page shows besides the view: the page's own, non-game state."""

    view: PlayerView
    lang: str
    speed: str = "normal"
    watching: bool = False
    watch_pos: int = 0
    watch_total: int = 0
    watch_paused: bool = False
    """The replay stands still: it moves only by its step buttons and slider."""
    selected: str | None = None
    """Card text picked in the hand (gift recipient or marriage prompt pending)."""
    overlay: str | None = None
    """None, "summary", "sheet", "over", "settings", "import", "export"."""
    summary_row: int | None = None
    messages: tuple[str, ...] = ()
    notice: str | None = None
    thinking: int | None = None
    hint: str | None = None
    hint_available: bool = False
    undo_available: bool = False
    """The player may take back a decision (ui/undo.py); shows the Undo button."""
    form: dict[str, str] = field(default_factory=dict)
    form_errors: tuple[tuple[str, Reason], ...] = ()
    import_error: str | None = None
    import_text: str = ""
    export_text: str = ""
    copied: bool = False
    bid_amount: int | None = None
    """The bid pad's stepper value (ui/render/bidpad.py); None: its default."""
    hinted: str | None = None
    """The hint's action as its text: its card or button is lit (ui/features/hint/)."""
    deal_pending: bool = False
    """The cards of a new deal are still flying from the dealer: your controls wait."""
    menu_open: bool = False
    """The toolbar's "☰" menu is open (phones; wide screens show its entries in the row)."""
    gathering: bool = False
    """A trick just finished: show it in the middle before it goes to its winner."""
    shown: Mapping[str, object] = field(default_factory=dict)
    """Feature name → what that feature shows on this render (``Hooks.shown``)."""
    rules_link: bool = False
    """The notice is a refused move: offer the rules screen ("why can't I play this?")."""
    panel: object = None
    """State of another module's overlay (e.g. ui/features/review/view.ReviewPanel), passed
    through."""
    talon_taken: bool = False
    """The computer declarer takes the talon that lay face up: it goes to its hand, every
    card of it, before the first gift (``ui/render/table.py``'s ``taken``)."""
    game_no: int = 0
    """Which game of this page is on the table (the page counts the games it shows): with
    the deal's number it names a fresh deal (``data-deal-id``), so that the page deals a
    new deal card by card even where the same cards or backs were on the table before."""
    people: frozenset[int] = NOBODY
    """Hot-seat: the seats played by people at this device, named "Player N" (``seat_name``)."""
    extras: Extras = NO_EXTRAS
    """What the features draw into the page's screens (``Extras``)."""


# ------------------------------------------------------------ illegal reasons


def block_reason(view: PlayerView, card: Card, lang: str) -> str:
    """Why ``card`` may not be played now, in the player's language (engine's reason)."""
    if view.phase is not Phase.PLAY or not view.my_turn:
        return tr(lang, "not_your_turn")
    if view.trick:
        key, values = follow_violation(card, view.hand, [c for _, c in view.trick],
                                       view.trump, view.rules.must_beat)
        return tr(lang, "illegal_generic" if key == "illegal" else key, **values)
    return tr(lang, "trump_lead")


# --------------------------------------------------------------------- table


def render_app(screen: Screen) -> str:
    return render_toolbar(screen) + render_table(screen) + render_overlay(screen)


def render_toolbar(screen: Screen) -> str:
    """One row: the title, the buttons used in play, and a menu holding the rest."""
    lang = screen.lang
    row = [("sheet", tr(lang, "sheet"))]
    if screen.hint_available and screen.view.my_turn and not screen.watching:
        row.insert(0, ("hint", tr(lang, "hint")))
    if screen.undo_available:
        row.insert(0, ("undo", tr(lang, "undo")))
    if screen.view.winner is not None and screen.overlay is None:
        # The end screen was closed to look at the table: this brings it back.
        row.insert(0, ("over-open", tr(lang, "over_open")))
    menu = [("new", tr(lang, "new_game")), ("export", tr(lang, "export")),
            ("import", tr(lang, "import"))] + [(k, tr(lang, key)) for k, key in screen.extras.menu]
    # Keyed, so a button keeps its identity (and the focus) when others come and go.
    items = "".join(f'<button type="button" data-ui="{key}" data-key="ui-{key}">'
                    f'{esc(text)}</button>' for key, text in row)
    entries = "".join(f'<button type="button" data-ui="{key}" data-key="ui-{key}">'
                      f'{esc(text)}</button>' for key, text in menu)
    entries += (render_language_menu(lang)
                + f'<button type="button" data-ui="theme" data-key="ui-theme">'
                f'{esc(tr(lang, "theme"))}</button>')
    # On a wide screen the menu's entries stand in the row; on a phone "☰" opens them.
    is_open = "true" if screen.menu_open else "false"
    return (f'<header class="toolbar" data-key="toolbar"><h1>{esc(tr(lang, "title"))}</h1>'
            f'<nav>{items}<div class="menu{" open" if screen.menu_open else ""}" '
            f'data-key="menu"><button type="button" class="menu-toggle" data-ui="menu" '
            f'aria-expanded="{is_open}" aria-controls="menu-items" '
            f'aria-label="{esc(tr(lang, "menu"))}">☰</button>'
            f'<div class="menu-items" id="menu-items">{entries}</div></div></nav></header>')


def render_table(screen: Screen) -> str:
    if screen.summary_row is not None:  # the next deal is dealt once the summary is closed
        screen = replace(screen, view=table.undealt(screen.view))
    view, lang = screen.view, screen.lang
    # Drawn before the to-move mark is taken off below (the first-game guide reads it).
    tops = "".join(top(screen) for top in screen.extras.table_top)
    to_move = "" if view.to_move is None else str(view.to_move)
    trump = view.trump.name if view.trump is not None else ""
    deal_id = (f' data-deal-id="{screen.game_no}-{view.entry}"'
               if table.dealing(view) and screen.summary_row is None else "")
    daily = screen.shown.get("daily")  # a daily deal being played (ui/features/daily/)
    deal_id += f' data-daily="{esc(getattr(daily, "day", ""))}"' if daily is not None else ""
    if screen.summary_row is not None:
        # The deal is over until the summary is closed: no seat is lit as the one to move
        # and the status does not say "Your move" (``data-to-move`` is kept for drivers).
        screen = replace(screen, view=view.replace(to_move=None))
    parts = [
        f'<main id="table" class="table players-{view.rules.players}" '
        f'data-phase="{esc(view.phase)}" data-to-move="{to_move}" '
        f'data-seat="{view.seat}" data-entry="{view.entry}" data-trump="{trump}"{deal_id} '
        f'data-key="table">',
    ]
    # A feature's card at the top of the table (the first-game guide) stands in its flow,
    # never over a card: the CSS puts it above the felt, or beside it on a phone held sideways.
    parts.append(tops)
    for n, text in enumerate(screen.messages):
        parts.append(f'<p class="message" role="alert" data-key="message-{n}">{esc(text)}</p>')
    if screen.watching:
        parts.append(render_watch_bar(screen))
    parts.append(render_info(screen))
    parts.append(table.render_felt(screen.view, lang, screen.thinking, screen.gathering,
                                   screen.talon_taken, screen.people))
    parts.append('<div class="dock" data-key="dock">')
    parts.append(render_status(screen))
    parts.append(render_controls(screen))
    parts.append(render_hand(screen))
    parts.append("</div>")
    parts.append(render_live(view, lang, screen.people))
    parts.append(render_log(view, lang, people=screen.people))
    parts.append("</main>")
    return "".join(parts)


def render_watch_bar(screen: Screen) -> str:
    return watchbar.render(screen.lang, screen.watch_pos, screen.watch_total,
                           screen.watch_paused)


def render_info(screen: Screen) -> str:
    """One line above the table: the deal, the phase, the contract and the trump."""
    view, lang = screen.view, screen.lang
    if screen.summary_row is not None and screen.summary_row < len(view.sheet):
        return render_info_done(view.sheet[screen.summary_row], screen.summary_row + 1,
                                view.seat, lang, screen.people)
    deal = view.entry if view.winner is None else len(view.sheet)
    info = [f'<span class="deal-no">{esc(tr(lang, "deal_no", n=deal))}</span>',
            f'<span class="phase-name">{esc(tr(lang, "phase_" + str(view.phase)))}</span>']
    if view.declarer is not None:
        who = seat_name(lang, view.declarer, view.seat, screen.people)
        amount = view.contract if view.contract is not None else view.bid
        key = "contract" if view.contract is not None else "bid"
        dark = f" ({tr(lang, 'dark')})" if view.dark else ""
        info.append(f'<span class="contract">{esc(who)}: {esc(tr(lang, key))} {amount}'
                    f'{esc(dark)}</span>')
    elif view.phase is Phase.BIDDING:
        info.append(f'<span class="contract">{esc(tr(lang, "bid"))}: {view.high_bid}</span>')
    trump = (f'<span class="suit {"red" if view.trump in RED else ""}">{view.trump.symbol}</span>'
             if view.trump is not None else esc(tr(lang, "no_trump")))
    info.append(f'<span class="trump" data-trump="{view.trump.name if view.trump else ""}">'
                f'{esc(tr(lang, "trump"))}: {trump}</span>')
    if view.golden:
        info.append(f'<span class="mark golden">{esc(tr(lang, "golden"))}</span>')
    return f'<div class="info" data-key="info">{"".join(info)}</div>'


def render_info_done(row: RoundSummary, deal: int, seat: int, lang: str,
                     people: frozenset[int] = NOBODY) -> str:
    """The info line while a deal's summary stands: the engine is already in the next deal,
    but until Continue the line names the deal that ended (its number, "Over", its
    contract), not the next one's number and phase. Its trump is not in the sheet row,
    so the line leaves the trump out rather than show the next deal's "none"."""
    info = [f'<span class="deal-no">{esc(tr(lang, "deal_no", n=deal))}</span>',
            f'<span class="phase-name">{esc(tr(lang, "phase_done"))}</span>']
    if row.declarer is not None and not row.redealt:
        who = seat_name(lang, row.declarer, seat, people)
        dark = f" ({tr(lang, 'dark')})" if row.dark else ""
        info.append(f'<span class="contract">{esc(who)}: {esc(tr(lang, "contract"))} '
                    f'{row.contract or row.bid}{esc(dark)}</span>')
    if row.golden:
        info.append(f'<span class="mark golden">{esc(tr(lang, "golden"))}</span>')
    return f'<div class="info" data-key="info">{"".join(info)}</div>'


def render_status(screen: Screen) -> str:
    view, lang = screen.view, screen.lang
    if screen.notice:
        text = screen.notice
    elif screen.summary_row is not None:
        # "Press Continue" only while the summary and its Continue are not hidden by another
        # dialog (a daily deal's end has its own buttons).
        text = tr(lang, "summary_wait" if screen.overlay in (None, "summary")
                  else "summary_done")
    elif view.winner is not None:  # the end screen closed: the table still says who won
        text = tr(lang, "winner", name=seat_name(lang, view.winner, view.seat, screen.people))
    elif view.to_move is None:
        text = tr(lang, "phase_done")
    elif view.my_turn and not screen.watching and screen.deal_pending:
        text = tr(lang, "dealing_now")
    elif view.my_turn and not screen.watching:
        text = tr(lang, "turn_you")
    else:
        text = tr(lang, "turn_other",
                  name=seat_name(lang, view.to_move, view.seat, screen.people))
    hint = (f'<p class="hint" data-key="hint">{esc(screen.hint)}<button type="button" '
            f'class="hint-close" data-ui="hint-close" aria-label="{esc(tr(lang, "hint_close"))}"'
            f' title="{esc(tr(lang, "hint_close"))}">×</button></p>' if screen.hint else "")
    # Moves are announced by the live region (render_live); the status speaks only for a
    # notice (an illegal card's reason, an error), so nothing is said twice.
    live = ' role="status"' if screen.notice else ""
    why = (f' <button type="button" class="why-rules" data-ui="rules-play" data-key="why-rules">'
           f'{esc(tr(lang, "why_rules"))}</button>' if screen.notice and screen.rules_link else "")
    return f'<p class="status" data-key="status"{live}>{esc(text)}{why}</p>{hint}'


def speech(entry: LogEntry, view: PlayerView, lang: str,
           people: frozenset[int] = NOBODY) -> str:
    """One move as a sentence for a screen reader ("Бот 2 играет туз пик")."""
    a = entry
    if isinstance(a, Play):
        name = seat_name(lang, a.seat, view.seat, people)
        card = table.card_words(a.card, lang)
        if a.declare:
            return tr(lang, "say_declare", name=name, card=card)
        if a.seat == view.seat:
            return tr(lang, "say_play_you", card=card)
        return tr(lang, "say_play", name=name, card=card)
    if isinstance(a, Give):
        return tr(lang, "say_give", name=seat_name(lang, a.seat, view.seat, people),
                  card=table.card_words(a.card, lang),
                  to=seat_name(lang, a.to, view.seat, people))
    return log_line(entry, view, lang, people)


def render_live(view: PlayerView, lang: str, people: frozenset[int] = NOBODY) -> str:
    """The aria-live region: the last move, keyed by its place in the game so that each
    move is added (and announced) exactly once, however often the page re-renders."""
    said = ""
    if view.events:
        said = (f'<span data-key="say-{view.entry}-{len(view.events)}">'
                f'{esc(speech(view.events[-1], view, lang, people))}</span>')
    return (f'<div class="live sr-only" data-key="live" aria-live="polite" '
            f'aria-atomic="false">{said}</div>')


# ------------------------------------------------------------------ controls


def action_button(action: Action, label: str, extra_class: str = "") -> str:
    cls = f"act {extra_class}".strip()
    return (f'<button type="button" class="{cls}" data-action="{esc(action)}" '
            f'data-key="act-{esc(action)}">'
            f'{esc(label)}</button>')


def pick_amounts(amounts: Sequence[int], limit: int = MAX_AMOUNT_BUTTONS) -> list[int]:
    """A few amounts a person wants: the lowest raises, round numbers, and the maximum."""
    if len(amounts) <= limit:
        return list(amounts)
    chosen = list(amounts[:4])
    for amount in amounts[4:]:
        if amount % 20 == 0 and len(chosen) < limit - 1:
            chosen.append(amount)
    if amounts[-1] not in chosen:
        chosen.append(amounts[-1])
    return chosen


def render_controls(screen: Screen) -> str:
    view, lang = screen.view, screen.lang
    if not view.my_turn or screen.watching or not view.legal:
        return '<div class="controls idle" data-key="controls" aria-hidden="true"></div>'
    legal = view.legal
    rows: list[str] = []
    prompt = ""
    phase = view.phase
    if phase is Phase.REDEAL:
        prompt = tr(lang, "redeal_offer")
        rows += [action_button(a, tr(lang, "do_redeal" if isinstance(a, Redeal) else "do_keep"))
                 for a in legal]
    elif phase is Phase.BIDDING and any(isinstance(a, Dark) for a in legal):
        prompt = tr(lang, "dark_offer")
        rows += [action_button(a, tr(lang, "do_dark" if isinstance(a, Dark) else "do_light"))
                 for a in legal]
    elif phase is Phase.BIDDING:
        prompt = tr(lang, "bid_prompt", high=view.high_bid)
        bids = [a for a in legal if isinstance(a, Bid)]
        rows.append(bidpad.render_pad(bids, [a for a in legal if isinstance(a, Pass)],
                                      screen.bid_amount, lang, "do_bid_n", screen.hinted))
        rows.append(bidpad.needs_line(view.hand, view.rules, lang))
        if view.rules.bid_cap and not bids:
            cap = bid_cap(view.hand, view.rules)
            rows.append(f'<p class="note cap">{esc(tr(lang, "cap_blocks", cap=cap))}</p>')
    elif phase is Phase.TALON and any(isinstance(a, TakeTalon) for a in legal):
        prompt = tr(lang, "choose_talon")
        rows += [action_button(a, tr(lang, "take_talon", n=a.index + 1)) for a in legal
                 if isinstance(a, TakeTalon)]
    elif phase is Phase.TALON:
        prompt = tr(lang, "give_prompt")
        if screen.selected:
            for a in legal:
                if isinstance(a, Give) and a.card.text == screen.selected:
                    key = "give_to_talon" if a.to == "talon" else "give_to"
                    rows.append(action_button(a, tr(lang, key, card=card_label(a.card, lang),
                                                    name=seat_name(lang, a.to, view.seat,
                                                                   screen.people)),
                                              "give"))
        rows += _window_buttons(view, legal, lang)
    elif phase is Phase.CONTRACT:
        prompt = tr(lang, "contract_prompt", bid=view.bid)
        contracts = [a for a in legal if isinstance(a, Contract)]
        rows.append(bidpad.render_pad(contracts, [], screen.bid_amount, lang, "do_contract_n",
                                      screen.hinted))
        rows.append(bidpad.needs_line(view.hand, view.rules, lang))
        rows += _window_buttons(view, legal, lang)
    elif phase is Phase.PLAY:
        prompt = tr(lang, "play_prompt")
        if screen.selected:
            rows += _declare_prompt(view, legal, screen.selected, lang)
        rows += _window_buttons(view, legal, lang)
    buttons = mark_hinted("".join(rows), screen.hinted)
    waiting = " waiting" if screen.deal_pending else ""
    if screen.deal_pending:
        buttons = held(buttons)
    return (f'<div class="controls phase-{phase}{waiting}" data-key="controls" role="group" '
            f'aria-label="{esc(prompt)}"><p class="prompt">{esc(prompt)}</p>'
            f'<div class="buttons">{buttons}</div></div>')


def _window_buttons(view: PlayerView, legal: Sequence[Action], lang: str) -> list[str]:
    out = []
    for a in legal:
        if isinstance(a, Concede):
            cost = view.contract if view.contract is not None else (view.bid or 0)
            key = "do_concede" if view.rules.concede_penalty else "do_concede_bolt"
            loss, each = concede_amounts(cost, view.golden, view.dark)
            out.append(action_button(a, tr(lang, key, cost=loss, half=each), "concede"))
        elif isinstance(a, Redeal):
            out.append(action_button(a, tr(lang, "do_talon_redeal"), "redeal"))
    return out


def _declare_prompt(view: PlayerView, legal: Sequence[Action], selected: str,
                    lang: str) -> list[str]:
    plays = [a for a in legal if isinstance(a, Play) and a.card.text == selected]
    declare = next((a for a in plays if a.declare), None)
    if declare is None:
        return []
    card = declare.card
    if card.rank.name == "ACE":
        suit_label, value = tr(lang, "ace_marriage"), 200
    else:
        suit_label = tr(lang, f"suit.{card.suit.name}")
        value = view.rules.marriage_value(card.suit)
    question = tr(lang, "declare_prompt", suit=suit_label, value=value)
    shown = card_label(card, lang)
    out = [f'<p class="prompt declare">{esc(question)}</p>',
           action_button(declare, tr(lang, "do_declare", card=shown), "declare")]
    plain = next((a for a in plays if not a.declare), None)
    if plain is not None:
        out.append(action_button(plain, tr(lang, "do_no_declare", card=shown)))
    out.append(f'<button type="button" data-ui="unpick">{esc(tr(lang, "cancel"))}</button>')
    return out


def render_hand(screen: Screen) -> str:
    """Your hand, fanned: trump first, playable raised, one card in the Tab order (the
    arrow keys move within the hand: a roving tabindex)."""
    view, lang = screen.view, screen.lang
    if view.seat not in view.active_seats:
        return (f'<section class="hand out" data-key="hand"><p class="note">'
                f'{esc(tr(lang, "sits_out"))}</p></section>')
    mine = view.my_turn and not screen.watching
    legal = view.legal if mine else ()
    cards = table.hand_order(view.hand, view.trump)
    playable = {a.card.text for a in legal if isinstance(a, Play | Give)}
    stop = next((c.text for c in cards if c.text == screen.selected), None) or next(
        (c.text for c in cards if c.text in playable), cards[0].text if cards else None)
    order = table.deal_order(view) if table.dealing(view) else {}
    items = []
    for card in cards:
        reason = (block_reason(view, card, lang)
                  if view.phase is Phase.PLAY and legal and card.text not in playable else "")
        items.append(table.hand_card(view, card, legal, screen.selected, lang, reason,
                                     table.new_card_origin(view, card), card.text == stop,
                                     order.get(f"card-{card.text}"), screen.hinted))
    return (f'<section class="hand" data-key="hand" aria-label="{esc(tr(lang, "your_hand"))}">'
            f'<div class="hand-cards" role="group" style="--n:{len(cards)}">{"".join(items)}'
            f'</div></section>')


# ---------------------------------------------------------------------- log


def log_line(entry: LogEntry, view: PlayerView, lang: str,
             people: frozenset[int] = NOBODY) -> str:
    """One logged action in words (a gift this seat did not see: without its card)."""
    human = view.seat
    a = entry
    if isinstance(a, HiddenGift):
        return tr(lang, "log_give", name=seat_name(lang, a.seat, human, people),
                  to=seat_name(lang, a.to, human, people), card=tr(lang, "hidden_card"))
    name = seat_name(lang, a.seat, human, people)
    if isinstance(a, Bid):
        return tr(lang, "log_bid", name=name, n=a.amount)
    if isinstance(a, Pass):
        return tr(lang, "log_pass", name=name)
    if isinstance(a, Dark):
        return tr(lang, "log_dark", name=name)
    if isinstance(a, Keep):
        return tr(lang, "log_keep", name=name)
    if isinstance(a, Redeal):
        return tr(lang, "log_redeal", name=name)
    if isinstance(a, TakeTalon):
        return tr(lang, "log_talon", name=name, n=a.index + 1)
    if isinstance(a, Give):
        return tr(lang, "log_give", name=name, to=seat_name(lang, a.to, human, people),
                  card=card_label(a.card, lang))
    if isinstance(a, Contract):
        return tr(lang, "log_contract", name=name, n=a.amount)
    if isinstance(a, Concede):
        return tr(lang, "log_concede", name=name)
    key = "log_declare" if a.declare else "log_play"
    return tr(lang, key, name=name, card=card_label(a.card, lang))


def render_log(view: PlayerView, lang: str, last: int = 6,
               people: frozenset[int] = NOBODY) -> str:
    lines = [log_line(e, view, lang, people) for e in view.events]
    talon_at = table.talon_log_at(view)
    if talon_at is not None:
        lines.insert(talon_at, table.talon_log_line(view, lang))
    items = "".join(f"<li>{esc(line)}</li>" for line in lines[-last:])
    return (f'<details class="log"><summary>{esc(tr(lang, "log"))}</summary>'
            f'<ol>{items}</ol></details>')


# ------------------------------------------------------------------ overlays


def render_overlay(screen: Screen) -> str:
    view, lang, extras, people = screen.view, screen.lang, screen.extras, screen.people
    kind = screen.overlay
    if kind == "summary" and screen.summary_row is not None:
        row = view.sheet[screen.summary_row]
        return dialog("summary", tr(lang, "summary_title", n=screen.summary_row + 1),
                      render_summary(row, view, lang, people)
                      + "".join(tool(lang, screen.summary_row + 1)
                                for tool in extras.round_tools),
                      lang, "continue")
    if kind == "sheet":
        return dialog("sheet", tr(lang, "sheet_title"),
                      render_sheet(view, lang, extras, people), lang)
    if kind == "settings":
        return render_settings(screen)
    if kind == "import":
        return render_import(lang, screen.import_error, screen.import_text)
    if kind == "export":
        return render_export(lang, screen.export_text, screen.copied)
    if kind is not None and kind in extras.overlays:
        return extras.overlays[kind](screen)
    return ""


EVENT_BADGES = {"samosval": "samosval", "barrel_fall": "fell", "climbed_together": "fell",
                "falls_to_zero": "falls_to_zero", "bolt_penalty": "bolt_penalty",
                "redeal_penalty": "redeal_penalty"}
"""Score events (``thousand.scoring.ScoreEvent.kind``) shown as marks under a seat."""

SHEET_EVENT_MARKS = {"barrel_fall": ("fell", "fell_mark"),
                     "falls_to_zero": ("zero", "zero_mark"),
                     "samosval": ("samosval", "samosval")}
"""The score events that change a score by more than the deal's points, marked in the
score sheet's cell as paper sheets mark them (a fall from the barrel, a score sent to
zero by the falls or by the samosval): (CSS class, text key). Two seats that climb
together both fall, so ``climbed_together`` needs no mark of its own."""


def render_summary(row: RoundSummary, view: PlayerView, lang: str,
                   people: frozenset[int] = NOBODY) -> str:
    human = view.seat
    players = view.rules.players
    if row.redealt:
        head = tr(lang, "redealt")
    elif row.declarer is None:
        head = tr(lang, "no_declarer")
    else:
        who = seat_name(lang, row.declarer, human, people)
        result = tr(lang, "made" if row.made else "failed")
        conceded = f" ({tr(lang, 'conceded')})" if row.conceded else ""
        head = f"{who}: {tr(lang, 'contract')} {row.contract or row.bid} — {result}{conceded}"
    lines = [f'<p class="summary-head" data-made="{str(bool(row.made)).lower()}">'
             f'{esc(head)}</p>']
    header = "".join(f"<th>{esc(seat_name(lang, s, human, people))}</th>"
                     for s in range(players))

    def cells(values: Iterable[object]) -> str:
        return "".join(f"<td>{esc(v)}</td>" for v in values)

    marks = []
    for seat in range(players):
        badges = []
        if row.bolt_given and row.bolt_given[seat]:
            badges.append(tr(lang, "bolt"))
        if row.on_barrel[seat]:
            badges.append(tr(lang, "on_barrel"))
        for event in row.events:
            if event.seat == seat and event.kind in EVENT_BADGES:
                badges.append(tr(lang, EVENT_BADGES[event.kind]))
        marks.append(", ".join(badges))
    # With four players the sitting-out dealer's points are the talon's, not tricks won.
    points = [tr(lang, "summary_talon_points", points=p)
              if players == 4 and seat == row.dealer and not row.redealt else p
              for seat, p in enumerate(row.card_points)]
    marks_row = (f'<tr><th>{esc(tr(lang, "marks"))}</th>{cells(marks)}</tr>'
                 if any(marks) else "")
    table = (f'<table class="summary"><thead><tr><th></th>{header}</tr></thead><tbody>'
             f'<tr><th>{esc(tr(lang, "card_points"))}</th>{cells(points)}</tr>'
             f'<tr><th>{esc(tr(lang, "marriages"))}</th>{cells(row.marriages)}</tr>'
             f'<tr><th>{esc(tr(lang, "delta"))}</th>'
             f'{cells(numbers.signed(d) for d in row.deltas)}</tr>'
             f'<tr><th>{esc(tr(lang, "bolts_total"))}</th>{cells(row.bolts)}</tr>'
             f'{marks_row}'
             f'<tr class="totals"><th>{esc(tr(lang, "total"))}</th>'
             f'{cells(numbers.number(s) for s in row.scores)}</tr>'
             f'</tbody></table>')
    notes = "".join(f'<p class="summary-note">{esc(tr(lang, event.kind))}</p>'
                    for event in row.events if event.kind == "golden_reset")
    return "".join(lines) + table + notes


def render_sheet(view: PlayerView, lang: str, extras: Extras = NO_EXTRAS,
                 people: frozenset[int] = NOBODY) -> str:
    """The запись: one row per deal, the marks of paper sheets, the totals at the bottom."""
    human = view.seat
    players = view.rules.players
    header = "".join(f"<th>{esc(seat_name(lang, s, human, people))}</th>"
                     for s in range(players))
    rows = []
    for number, row in enumerate(view.sheet, start=1):
        hundred = (row.dealer + 1) % players
        if row.redealt:
            what = tr(lang, "redealt")
        elif row.declarer is None:
            what = "—"
        else:
            what = (f"{seat_name(lang, row.declarer, human, people)} {row.contract or row.bid}"
                    f"{' ✓' if row.made else ' ✗'}")
        cells = []
        for seat in range(players):
            marks = []
            if seat == row.dealer:
                marks.append(f'<i class="mark dealer">{esc(tr(lang, "dealer_mark"))}</i>')
            if seat == hundred:
                marks.append(f'<i class="mark hundred">{esc(tr(lang, "hundred_mark"))}</i>')
            if row.bolt_given and row.bolt_given[seat]:
                marks.append(f'<i class="mark bolt">{esc(tr(lang, "bolt"))}</i>')
            if row.on_barrel[seat]:
                marks.append(f'<i class="mark barrel">{esc(tr(lang, "barrel"))}</i>')
            kinds = {event.kind for event in row.events if event.seat == seat}
            marks.extend(f'<i class="mark {css}">{esc(tr(lang, key))}</i>'
                         for kind, (css, key) in SHEET_EVENT_MARKS.items() if kind in kinds)
            cells.append(f'<td><span class="delta">{numbers.signed(row.deltas[seat])}</span> '
                         f'<b>{numbers.number(row.scores[seat])}</b>{"".join(marks)}</td>')
        tools = "".join(tool(lang, number) for tool in extras.round_tools)
        rows.append(f'<tr data-row="{number}"><td>{number}{tools}</td><td>{esc(what)}</td>'
                    f'{"".join(cells)}</tr>')
    totals = "".join(f'<td data-total="{s}">{numbers.number(view.scores[s])}</td>'
                     for s in range(players))
    empty = (f'<p class="note">{esc(tr(lang, "sheet_empty"))}</p>' if not view.sheet else "")
    return (f'{empty}<div class="sheet-wrap"><table class="sheet"><thead><tr>'
            f'<th>{esc(tr(lang, "col_no"))}</th><th>{esc(tr(lang, "col_round"))}</th>{header}'
            f'</tr></thead><tbody>{"".join(rows)}</tbody><tfoot><tr class="totals">'
            f'<td colspan="2">{esc(tr(lang, "total"))}</td>{totals}</tr></tfoot></table></div>'
            f'<p class="note">{esc(tr(lang, "sheet_legend"))}</p>'
            + "".join(extra(view, lang, people) for extra in extras.sheet_extras))


def render_settings(screen: Screen) -> str:
    """The new-game form (ui/render/settings_form.py): preferences and grouped rules."""
    return render_settings_dialog(screen.lang, screen.form, screen.form_errors, screen.speed,
                                  screen.extras.settings_fields)


def render_import(lang: str, error: str | None, text: str = "") -> str:
    err = (f'<p class="errors" role="alert">{esc(tr(lang, "import_bad", reason=error))}</p>'
           if error else "")
    body = (f'<p>{esc(tr(lang, "import_help"))}</p>{err}'
            f'<input type="file" id="import-file" accept=".json,.txt,application/json">'
            f'<textarea id="import-text" rows="8" spellcheck="false">{esc(text)}</textarea>'
            f'<div class="dialog-buttons"><button type="button" data-ui="close">'
            f'{esc(tr(lang, "close"))}</button><button type="button" data-ui="import-watch">'
            f'{esc(tr(lang, "import_watch"))}</button><button type="button" class="primary" '
            f'data-ui="import-continue">{esc(tr(lang, "import_continue"))}</button></div>')
    return (f'<div class="overlay" data-overlay="import" data-key="overlay-import">'
            f'<div class="dialog" role="dialog" '
            f'aria-modal="true" '
            f'aria-label="{esc(tr(lang, "import_title"))}">'
            f'<h2>{esc(tr(lang, "import_title"))}</h2>{body}</div></div>')


def render_export(lang: str, text: str, copied: bool = False) -> str:
    body = (f'<textarea id="export-text" rows="10" readonly spellcheck="false">{esc(text)}'
            f'</textarea><div class="dialog-buttons"><button type="button" data-ui="close">'
            f'{esc(tr(lang, "close"))}</button><button type="button" data-ui="copy">'
            f'{esc(tr(lang, "copied" if copied else "copy"))}</button>'
            f'<button type="button" class="primary" '
            f'data-ui="download">{esc(tr(lang, "download"))}</button></div>')
    return (f'<div class="overlay" data-overlay="export" data-key="overlay-export">'
            f'<div class="dialog" role="dialog" '
            f'aria-modal="true" '
            f'aria-label="{esc(tr(lang, "export_title"))}">'
            f'<h2>{esc(tr(lang, "export_title"))}</h2>{body}</div></div>')
