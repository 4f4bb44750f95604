"""The card table, seat by seat: a pure description (HTML with stable ``data-key``s).

You sit at the bottom; the others sit round a felt table (left, top, right in the order
of play), each seat with its name, score, what it said in the bidding, its marks and its
cards face down. The trick lies in the middle, each card in front of the seat that played
it, and the talon sits there before it is taken. Every element that may move between two
renders (a card, a seat, the talon) carries a ``data-key`` unique in the page, so that
``ui/dom.py`` can patch the page in place and glide a card from where it was to where it
is now; ``data-from`` names the element a *new* card should come from (an opponent's
card comes out of that seat's fan, a dealt card from the talon in the middle).
"""

from __future__ import annotations

from collections.abc import Sequence

from thousand.actions import Action, Bid, Give, Pass, Play, TakeTalon, parse_action
from thousand.cards import Card, Suit
from thousand.errors import ThousandError
from thousand.round import Phase
from thousand.view import PlayerView

from ..i18n import tr
from .html import esc
from .letters import card_label, rank_text
from .numbers import number
from .talon_seen import seen_talon

RED = (Suit.D, Suit.H)
SUIT_ROW = (Suit.S, Suit.D, Suit.C, Suit.H)
"""Hand order of the suits: black and red alternate so neighbouring suits stand apart."""



NOBODY: frozenset[int] = frozenset()
"""No seat played by a person at this device besides you: a solo game."""


def seat_name(lang: str, seat: int | str, human: int, people: frozenset[int] = NOBODY) -> str:
    """A seat as the page names it; ``people``: in hot-seat the seats played by people at
    this device, named "Player N" rather than "You" / "Bot N" (ui/features/hotseat/)."""
    if seat == "talon":
        return tr(lang, "seat_talon")
    if seat in people:
        return tr(lang, "hotseat_player", n=int(seat) + 1)
    if seat == human:
        return tr(lang, "you")
    return tr(lang, "bot", n=seat)


# ------------------------------------------------------------------ geometry


def seat_positions(players: int, human: int) -> dict[int, str]:
    """Where each seat sits, seen from ``human``: bottom, then clockwise left, top, right."""
    around = {2: ("top",), 3: ("left", "right"), 4: ("left", "top", "right")}[players]
    places = {human: "bottom"}
    for step, place in enumerate(around, start=1):
        places[(human + step) % players] = place
    return places


def hand_order(hand: Sequence[Card], trump: Suit | None) -> list[Card]:
    """Trump first once it is named, then the suits alternating colours; high to low."""
    def key(card: Card) -> tuple[int, int, int]:
        return (0 if card.suit is trump else 1, SUIT_ROW.index(card.suit), -card.rank)
    return sorted(hand, key=key)


# --------------------------------------------------------------------- cards


def card_words(card: Card, lang: str) -> str:
    """A card as a screen reader should say it: "туз пик", "ace of spades"."""
    return tr(lang, "card_name", rank=tr(lang, "rank_" + card.rank.text),
              suit=tr(lang, "suit_of_" + card.suit.name))


def face(card: Card, lang: str, cls: str = "", attrs: str = "", tag: str = "div") -> str:
    """A face-up card drawn in CSS, keyed by its text (the same key in hand, trick, talon)."""
    colour = "red" if card.suit in RED else "black"
    rank, sym = rank_text(card.rank, lang), card.suit.symbol
    kind = ' type="button"' if tag == "button" else ""
    role = "" if tag == "button" else ' role="img"'
    classes = f"card face {colour} {cls}".strip()
    words = esc(card_words(card, lang))
    # A button is named by its content (the words, for screen readers only), an image by
    # its label: the drawn rank and suit are hidden from the reader either way.
    name = f'<span class="sr-only">{words}</span>' if tag == "button" else ""
    label = "" if tag == "button" else f' aria-label="{words}"'
    return (f'<{tag}{kind}{role} class="{classes}" data-key="card-{card.text}" '
            f'data-card="{card.text}"{label} {attrs}>{name}'
            f'<span class="corner tl" aria-hidden="true">{rank}<br>{sym}</span>'
            f'<span class="pip" aria-hidden="true">{sym}</span>'
            f'<span class="corner br" aria-hidden="true">{rank}<br>{sym}</span></{tag}>')


def fan(seat: int, count: int, lang: str, origins: dict[int, str] | None = None) -> str:
    """A seat's cards face down, overlapping; read as "7 cards face down". ``origins``:
    the extra attributes of backs that arrive from somewhere (``back_origins``)."""
    came = origins or {}
    backs = "".join(f'<i class="card back" data-key="back-{seat}-{i}"{came.get(i, "")}></i>'
                    for i in range(count))
    label = esc(tr(lang, "backs_n", n=count))
    return (f'<div class="fan" data-key="fan-{seat}" role="img" aria-label="{label}" '
            f'style="--n:{count}">{backs}<b class="count" data-count="{seat}" '
            f'aria-hidden="true">{count}</b></div>')


# ------------------------------------------------------------------ movement


def talon_piles(view: PlayerView) -> tuple[int, int]:
    """The talon as (piles, cards per pile): two piles of three with two players."""
    players = view.rules.players
    return (2, 3) if players == 2 else (1, 2 if players == 4 else 3)


def dealing(view: PlayerView) -> bool:
    """The cards have just been dealt: nobody has said or done anything in this deal."""
    return view.phase in (Phase.REDEAL, Phase.BIDDING) and not view.events


def deal_order(view: PlayerView) -> dict[str, int]:
    """The order in which the dealer hands the cards out, by the ``data-key`` of each card
    on the table: one card to each seat in turn from the dealer's left, a talon card after
    each of the first rounds, the rest of the talon at the end. The page staggers the
    deal's glides by it (``data-deal``)."""
    seats = [s for s in (*range(view.dealer + 1, view.rules.players), *range(view.dealer + 1))
             if s in view.active_seats]
    mine = hand_order(view.hand, view.trump)
    piles, per = talon_piles(view)
    talon = [f"talon-{k % piles}-{k // piles}" for k in range(piles * per)]
    order: dict[str, int] = {}
    for i in range(view.rules.hand_size):
        for seat in seats:
            if seat == view.seat:
                if i < len(mine):
                    order[f"card-{mine[i].text}"] = len(order)
            elif i < view.hand_sizes[seat]:
                order[f"back-{seat}-{i}"] = len(order)
        if talon:
            order[talon.pop(0)] = len(order)
    for key in talon:
        order[key] = len(order)
    return order


def _dealt(order: dict[str, int], key: str, dealer: int) -> str:
    """Attributes of a card being dealt: it glides from the dealer's seat in its turn."""
    return (f' data-deal="{order[key]}" data-from="seat-{dealer}"' if key in order else "")


def talon_on_table(view: PlayerView, taken: bool = False) -> bool:
    """The talon lies turned face up in the middle until the declarer takes it: just before
    its first gift (``taken``, set by the page for one glide) or at that gift."""
    return (view.phase is Phase.TALON and view.talon is not None and not taken
            and view.seat != view.declarer and not view.gifts_seen)


def shown_count(view: PlayerView, seat: int, taken: bool = False) -> int:
    """Cards a seat holds as the table shows them: the declarer's hand already holds the
    talon while it still lies face up in the middle (``talon_on_table``)."""
    count = view.hand_sizes[seat]
    if seat == view.declarer and talon_on_table(view, taken) and view.talon is not None:
        count = max(0, count - len(view.talon))
    return count


def back_origins(view: PlayerView, seat: int, taken: bool = False) -> dict[int, str]:
    """Where a back new in ``seat``'s fan comes from, by its index: dealt from the
    dealer's seat, taken from the talon (the declarer; every card of a talon shown face
    up once it is ``taken``), passed from the declarer."""
    if dealing(view):
        order = deal_order(view)
        return {i: _dealt(order, f"back-{seat}-{i}", view.dealer)
                for i in range(view.hand_sizes[seat])}
    if view.phase is not Phase.TALON or view.declarer is None:
        return {}
    count = shown_count(view, seat, taken)
    if seat == view.declarer:
        if talon_on_table(view, taken):
            return {}
        per = talon_piles(view)[1]
        pile = view.talon_index or 0
        if view.talon is not None and (view.rules.players != 2 or view.talon_index is not None):
            keys = [f"card-{c.text}" for c in view.talon]
        else:
            keys = [f"talon-{pile}-{i}" for i in range(per)]
        base = count + len(view.gifts_seen) - len(keys)
        return {base + j: f' data-from="{key}"' for j, key in enumerate(keys)
                if 0 <= base + j < count}
    gifts = [card for to, card in view.gifts_seen if to == seat]
    if not gifts or not count:
        return {}
    card = gifts[-1]
    origin = f"card-{card.text}" if card is not None else f"fan-{view.declarer}"
    return {count - 1: f' data-from="{origin}"'}


def undealt(view: PlayerView) -> PlayerView:
    """The table before the cards of a deal are dealt: shown while the last deal's summary
    is read, so that the deal is seen (and glides) once it is closed."""
    if not dealing(view):
        return view
    return view.replace(hand=(), hand_sizes=(0,) * len(view.hand_sizes), legal=())


# --------------------------------------------------------------------- seats


def _marks(view: PlayerView, seat: int, lang: str) -> str:
    marks = []
    if seat == view.dealer:
        marks.append(f'<span class="mark dealer" title="{esc(tr(lang, "dealer"))}">'
                     f'{esc(tr(lang, "dealer_mark"))}</span>')
    if seat == view.hundred:
        marks.append(f'<span class="mark hundred" title="{esc(tr(lang, "hundred"))}">'
                     f'{esc(tr(lang, "hundred_mark"))}</span>')
    if seat == view.declarer:
        amount = view.contract if view.contract is not None else view.bid
        marks.append(f'<span class="mark declarer" title="{esc(tr(lang, "declarer"))}">'
                     f'{esc(tr(lang, "declarer_mark"))} {amount}</span>')
    if view.on_barrel[seat]:
        left = max(0, view.rules.barrel_tries - view.barrel_tries[seat])
        marks.append(f'<span class="mark barrel" title="{esc(tr(lang, "barrel_left", n=left))}">'
                     f'{esc(tr(lang, "barrel"))} {left}</span>')
    if view.bolts[seat]:
        marks.append(f'<span class="mark bolt" title="{esc(tr(lang, "bolts"))}">'
                     f'{esc(tr(lang, "bolt"))}×{view.bolts[seat]}</span>')
    return "".join(marks)


def _said(view: PlayerView, seat: int, lang: str) -> str:
    """The seat's last word in the bidding, as a speech bubble."""
    said = [amount for s, amount in view.bids if s == seat]
    if not said or view.phase not in (Phase.REDEAL, Phase.BIDDING):
        return ""
    last = said[-1]
    text = tr(lang, "said_pass") if last is None else str(last)
    return f'<span class="said{" passed" if last is None else ""}">{esc(text)}</span>'


def _marriages(view: PlayerView, seat: int, lang: str) -> str:
    items = []
    for m in view.declared:
        if m.seat == seat:
            label = m.suit.symbol if m.suit is not None else tr(lang, "ace_marriage")
            red = " red" if m.suit in RED else ""
            items.append(f'<span class="marriage{red}">{esc(label)} {m.value}</span>')
    return "".join(items)


def _pile(view: PlayerView, seat: int, lang: str, gathering: bool,
          people: frozenset[int]) -> str:
    """The last trick, gathered face up in a small stack by the seat that took it; a
    button: a tap shows that trick in full (ui/features/lasttrick/)."""
    if gathering or not view.tricks or view.tricks[-1][0] != seat:
        return ""
    winner, cards = view.tricks[-1]
    label = esc(tr(lang, "taken_pile", name=seat_name(lang, winner, view.seat, people)))
    inner = "".join(face(card, lang, "pile-card") for _, card in cards)
    return (f'<button type="button" class="pile" data-ui="last-trick" data-key="pile" '
            f'aria-label="{label}" title="{label}">{inner}</button>')


def declarer_points(view: PlayerView) -> int | None:
    """What the declarer has toward the contract during play: card points of the tricks
    taken and the marriages declared (the talon bonuses come only at the end)."""
    seat = view.declarer
    if seat is None or view.phase is not Phase.PLAY:
        return None
    return view.taken[seat] + sum(m.value for m in view.declared if m.seat == seat)


def _running(view: PlayerView, seat: int, lang: str) -> str:
    """The declarer's points so far against the contract, "45 / 120", on its seat."""
    points = declarer_points(view)
    if points is None or seat != view.declarer:
        return ""
    goal = view.contract if view.contract is not None else view.bid
    words = esc(tr(lang, "running_points", points=points, contract=goal))
    return (f'<span class="mark running" data-running="{points}" title="{words}" '
            f'aria-label="{words}">{points} / {goal}</span>')


def _talon_seen(view: PlayerView, seat: int, lang: str, taken: bool) -> str:
    """The talon the declarer took face up, named on its seat while it is news to you
    ("Прикуп: K♥ 10♣ Q♣", ui/render/talon_seen.py)."""
    cards = seen_talon(view, talon_on_table(view, taken)) if seat == view.declarer else ()
    if not cards:
        return ""
    before, _, after = tr(lang, "log_talon_cards", cards="\0").partition("\0")
    shown = " ".join(f'<span class="{"red" if c.suit in RED else "black"}">'
                     f'{esc(card_label(c, lang))}</span>' for c in cards)
    words = esc(talon_log_line(view, lang))
    return (f'<span class="mark talon-seen" data-talon-seen="{" ".join(c.text for c in cards)}" '
            f'title="{words}" aria-label="{words}">{esc(before)}{shown}{esc(after)}</span>')


def render_seat(view: PlayerView, seat: int, place: str, lang: str,
                thinking: int | None, gathering: bool, taken: bool = False,
                people: frozenset[int] = NOBODY) -> str:
    active = seat in view.active_seats
    me = seat == view.seat
    name = seat_name(lang, seat, view.seat, people)
    cls = f"seat at-{place}" + (" me" if me else "") + (
        " to-move" if view.to_move == seat else "") + ("" if active else " out") + (
        " declarer" if seat == view.declarer else "")
    if not active:
        cards = f'<span class="note">{esc(tr(lang, "sits_out"))}</span>'
    elif me:
        cards = ""
    else:
        cards = fan(seat, shown_count(view, seat, taken), lang,
                    back_origins(view, seat, taken))
    tricks = (f'<span class="tricks">{esc(tr(lang, "tricks_n", n=view.trick_count[seat]))}'
              f'</span>' if view.phase is Phase.PLAY and active else "")
    think = (f'<span class="thinking">{esc(tr(lang, "thinking", name=name))}</span>'
             if thinking == seat else "")
    return (f'<section class="{cls}" data-seat="{seat}" data-key="seat-{seat}" '
            f'aria-label="{esc(name)}">'
            f'<div class="seat-id"><b class="name">{esc(name)}</b>'
            f'<span class="score" data-score="{seat}">{number(view.scores[seat])}</span></div>'
            f'<div class="marks">{_marks(view, seat, lang)}{_running(view, seat, lang)}'
            f'{_marriages(view, seat, lang)}{tricks}{_talon_seen(view, seat, lang, taken)}'
            f'</div>{_said(view, seat, lang)}{cards}{think}'
            f'{_pile(view, seat, lang, gathering, people)}</section>')


# -------------------------------------------------------------------- centre


def _last_play(view: PlayerView) -> Play | None:
    """The round's last action when it is a card played."""
    last = view.events[-1] if view.events else None
    return last if isinstance(last, Play) else None


def render_trick(view: PlayerView, lang: str, places: dict[int, str], gathering: bool,
                 people: frozenset[int] = NOBODY) -> str:
    """The cards of the trick, each in front of its seat; a finished trick while it is
    shown before being gathered (``gathering``)."""
    if view.trick:
        cards, winner = view.trick, None
    elif gathering and view.tricks:
        winner, cards = view.tricks[-1]
    else:
        cards, winner = (), None
    items = []
    for order, (seat, card) in enumerate(cards):
        came = "" if seat == view.seat else f' data-from="fan-{seat}"'
        won = " won" if winner == seat else ""
        items.append(face(card, lang, f"in-trick at-{places[seat]}{won}",
                          f'data-order="{order}"{came}'))
    caption = ""
    if winner is not None:
        who = seat_name(lang, winner, view.seat, people)
        caption = f'<p class="takes">{esc(tr(lang, "takes_trick", name=who))}</p>'
    return (f'<div class="trick" data-key="trick" role="group" '
            f'aria-label="{esc(tr(lang, "trick"))}">{"".join(items)}{caption}</div>')


def render_talon(view: PlayerView, lang: str, taken: bool = False) -> str:
    """Face down in the middle until it is taken; face up when the rules show it."""
    two = view.rules.players == 2
    if dealing(view) and not any(view.hand_sizes):
        return ""  # the next deal, not dealt yet while the last one's summary is read
    if view.phase in (Phase.REDEAL, Phase.BIDDING) or view.declarer is None or (
            two and view.talon_index is None and view.phase is Phase.TALON):
        piles, per = talon_piles(view)
        order = deal_order(view) if dealing(view) else {}
        out = []
        for p in range(piles):
            backs = "".join(f'<i class="card back" data-key="talon-{p}-{i}"'
                            f'{_dealt(order, f"talon-{p}-{i}", view.dealer)}></i>'
                            for i in range(per))
            out.append(f'<div class="talon-pile" role="img" '
                       f'aria-label="{esc(tr(lang, "talon_backs", n=per))}">{backs}</div>')
        return f'<div class="talon" data-key="talon">{"".join(out)}</div>'
    if talon_on_table(view, taken) and view.talon is not None:
        cards = "".join(face(c, lang, "talon-card", f'data-from="talon-0-{i}"')
                        for i, c in enumerate(view.talon))
        return (f'<div class="talon shown" data-key="talon" role="group" '
                f'aria-label="{esc(tr(lang, "talon_open"))}">{cards}</div>')
    return ""


def announcement(view: PlayerView, lang: str, people: frozenset[int] = NOBODY) -> str:
    """The marriage just declared, said out loud on the table while its trick is on."""
    last = _last_play(view)
    if last is None or not last.declare or not view.declared:
        return ""
    seat = last.seat
    m = view.declared[-1]
    name = seat_name(lang, seat, view.seat, people)
    if m.suit is None:
        text = tr(lang, "announce_ace", name=name, value=m.value)
    else:
        text = tr(lang, "announce_marriage", name=name, suit=m.suit.symbol, value=m.value)
    red = " red" if m.suit in RED else ""
    return (f'<p class="announce{red}" data-key="announce-{view.entry}-{len(view.events)}">'
            f'{esc(text)}</p>')


def trump_badge(view: PlayerView, lang: str) -> str:
    if view.trump is None:
        return ""
    red = " red" if view.trump in RED else ""
    return (f'<span class="trump-badge{red}" data-key="trump-badge" '
            f'title="{esc(tr(lang, "trump"))}" role="img" '
            f'aria-label="{esc(tr(lang, "trump"))}: {esc(view.trump.symbol)}">'
            f'{view.trump.symbol}</span>')


def render_felt(view: PlayerView, lang: str, thinking: int | None, gathering: bool,
                taken: bool = False, people: frozenset[int] = NOBODY) -> str:
    """The felt: the seats round it, the talon and the trick in the middle; ``taken``: the
    declarer has just taken a talon that lay face up (its cards glide to its fan);
    ``people``: the seats named as people at this device (hot-seat)."""
    places = seat_positions(view.rules.players, view.seat)
    others = [render_seat(view, s, places[s], lang, thinking, gathering, taken, people)
              for s in range(view.rules.players) if s != view.seat]
    me = render_seat(view, view.seat, "bottom", lang, thinking, gathering, taken, people)
    centre = (f'<div class="centre" data-key="centre">{render_talon(view, lang, taken)}'
              f'{render_trick(view, lang, places, gathering, people)}'
              f'{announcement(view, lang, people)}</div>')
    return (f'<div class="felt players-{view.rules.players}" data-key="felt" role="group" '
            f'aria-label="{esc(tr(lang, "felt"))}">{trump_badge(view, lang)}'
            f'<div class="opponents">{"".join(others)}</div>{centre}{me}</div>')


def talon_log_at(view: PlayerView) -> int | None:
    """Where the talon, as this seat saw it, belongs in the round's log: after the move
    that turned it over (the last word of the bidding, or the talon taken with two
    players); None while this seat has not seen it."""
    if view.talon is None:
        return None
    ends = [i for i, e in enumerate(view.events) if isinstance(e, Bid | Pass | TakeTalon)]
    return ends[-1] + 1 if ends else 0


def talon_log_line(view: PlayerView, lang: str) -> str:
    """The talon in the log: "Прикуп: K♥ 10♣ Q♣"."""
    cards = " ".join(card_label(c, lang) for c in view.talon or ())
    return tr(lang, "log_talon_cards", cards=cards)


# ---------------------------------------------------------------------- hand


def new_card_origin(view: PlayerView, card: Card) -> str:
    """Where ``card``, if new in your hand, comes from: the dealer's seat (a deal), the
    giver's fan (the card just passed to you), the talon (one of its cards, taken by you as
    the declarer); else nowhere (""), so that it does not fly. A hot-seat hand comes back
    whole after the privacy screen: only its talon cards may come from the talon."""
    if dealing(view):
        return f"seat-{view.dealer}"
    gift = view.events[-1] if view.events else None
    if isinstance(gift, Give) and gift.to == view.seat and gift.card == card:
        return f"fan-{gift.seat}"
    if (view.phase is Phase.TALON and view.seat == view.declarer and view.talon is not None
            and card in view.talon):
        return "talon"
    return ""


def from_talon(view: PlayerView, card: Card) -> bool:
    """``card`` came to your hand with the talon, and you, the declarer, have not finished
    giving cards away: the page marks it, so the talon is not lost in the hand."""
    return (view.phase is Phase.TALON and view.seat == view.declarer
            and view.talon is not None and card in view.talon)


def card_marks(view: PlayerView, card: Card, hinted: str | None) -> tuple[str, str]:
    """A hand card's marks as (classes, attributes): from the talon, and the hint's card
    (``hinted``: the hinted action's text, a card played or given)."""
    classes, attrs = [], []
    if from_talon(view, card):
        classes.append("from-talon")
        attrs.append('data-from-talon="true"')
    if hinted is not None and hinted_card(hinted) == card:
        classes.append("hinted")
        attrs.append('data-hinted="true"')
    return " ".join(classes), " ".join(attrs)


def hinted_card(hinted: str) -> Card | None:
    """The card a hinted action plays or gives, if it is such an action."""
    try:
        action = parse_action(hinted)
    except ThousandError:
        return None
    return action.card if isinstance(action, Play | Give) else None


def hand_card(view: PlayerView, card: Card, legal: Sequence[Action], selected: str | None,
              lang: str, reason: str, origin: str, focus: bool, deal: int | None = None,
              hinted: str | None = None) -> str:
    """One card of your hand: playable raised, unplayable dimmed with the reason;
    ``deal``: its turn in the deal being dealt (the page staggers the glides by it);
    ``hinted``: the hint's action (its card is lit)."""
    marks, marked = card_marks(view, card, hinted)
    sel = (" selected" if selected == card.text else "") + (f" {marks}" if marks else "")
    tab = ' tabindex="0"' if focus else ' tabindex="-1"'
    dealt = "" if deal is None else f' data-deal="{deal}"'
    source = f' data-from="{origin}"' if origin else ""
    common = f'{source}{dealt}{tab} {marked}'.strip()
    if view.phase is Phase.TALON and any(isinstance(a, Give) and a.card is card for a in legal):
        return face(card, lang, "choose pickable" + sel,
                    f'data-ui="pick" aria-pressed="{str(selected == card.text).lower()}" '
                    f'{common}', "button")
    if view.phase is Phase.PLAY and legal:
        plays = [a for a in legal if isinstance(a, Play) and a.card is card]
        if any(a.declare for a in plays):
            return face(card, lang, "legal marriage" + sel, f'data-ui="pick" {common}', "button")
        if plays:
            return face(card, lang, "legal" + sel, f'data-action="{esc(plays[0])}" {common}',
                        "button")
        return face(card, lang, f"illegal {marks}".strip(), f'aria-disabled="true" data-ui="why" '
                    f'data-reason="{esc(reason)}" title="{esc(reason)}" {common}', "button")
    return face(card, lang, marks, f'{source}{dealt} {marked}'.strip())
