"""Card play for the heuristic agent: leads and follows scored by expected points.

Every legal card gets a score: the chance that the seat's side wins the trick
(``Knowledge.p_team_wins``) times the points at stake, minus what the card is
worth kept for later, plus the value of winning the lead when a marriage waits
to be declared. Marriage declarations and trump drawing get their own bonuses.
This single rule covers cashing winners, second hand low, feeding points to a
partner who holds the trick, not overtaking a partner, and cheap discards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...actions import Action, Play
from ...cards import Card, Rank
from ...tricks import ACE_MARRIAGE_VALUE, has_four_aces, marriage_suits
from ...view import PlayerView
from ..knowledge import Knowledge


@dataclass(frozen=True)
class PlayTuning:
    """The card-play numbers that the heuristic's ``Tuning`` exposes to the arena and
    the study, so that a variant can be measured decision by decision."""

    drop_share: float = 1.5
    """What a player still to play is taken to add to a trick, in mean unknown cards'
    points. Above 1 it also stands for what winning the trick is worth beyond its
    points (the lead), against the value of the card kept. Chosen with ``study --kinds
    play`` among values from 0.65 to 2.0 (docs/MEASUREMENTS.md)."""
    marriage_guard: float = 0.3
    """Share of a marriage's value that playing one of its halves costs. Chosen with the
    same study, and checked with ``drop_share`` in the duplicate arena against the former
    values (docs/MEASUREMENTS.md)."""
    lead_share: float = 0.5
    """Share of a marriage still to declare that winning the lead is worth."""


@dataclass(frozen=True)
class Choice:
    """A chosen action with a stable reason key and a one-line English reason."""

    action: Action
    key: str
    text: str


def choose_play(view: PlayerView, plays: Sequence[Play], kn: Knowledge,
                tuning: PlayTuning = PlayTuning()) -> Choice:
    """The best card (or declaration) among ``plays``."""
    if not view.trick:
        return _lead(view, plays, kn, tuning)
    return _follow(view, plays, kn, tuning)


def _after(view: PlayerView, seat: int) -> list[int]:
    """Seats still to play to the current trick after ``seat``."""
    order = list(view.active_seats)
    per_trick = len(order)
    played = len(view.trick)
    i = order.index(seat)
    return [order[(i + k) % per_trick] for k in range(1, per_trick - played)]


def _drop(kn: Knowledge, tuning: PlayTuning) -> float:
    """Points a player still to play is expected to add to a trick."""
    return kn.mean_unknown_points() * tuning.drop_share


def _keep_value(card: Card, kn: Knowledge) -> float:
    """What holding ``card`` for later is worth in net points to the seat's side."""
    trump = kn.trump
    master = kn.is_master(card)
    if card.suit is trump:
        q = 1.0 if master else 0.55
        control = 3.0 + card.rank
    elif master:
        q = 0.8 if trump is not None else 0.95
        control = 3.0
    else:
        q = 0.15
        control = 0.0
    return (2 * q - 1) * card.points + control


def _marriage_halves(hand: Sequence[Card], kn: Knowledge) -> set[Card]:
    suits = marriage_suits(hand)
    return {c for c in hand if c.suit in suits and c.rank in (Rank.KING, Rank.QUEEN)}


def _lead_bonus(view: PlayerView, kn: Knowledge, card: Card, tuning: PlayTuning) -> float:
    """Winning the lead is worth part of a marriage still to declare (after this card)."""
    rest = [c for c in view.hand if c is not card]
    values = [view.rules.marriage_value(s) for s in marriage_suits(rest)]
    return tuning.lead_share * max(values) if values else 0.0


def _bolt_bonus(view: PlayerView) -> float:
    """A trick saves a bolt; worth more when the bolt would be a penalty."""
    seat = view.seat
    if view.trick_count[seat]:
        return 0.0
    rules = view.rules
    left = rules.bolts_for_penalty - view.bolts[seat]
    return rules.bolt_penalty / 3 if left <= 1 else 8.0


def _score(view: PlayerView, kn: Knowledge, card: Card, trick: list[tuple[int, Card]],
           after: list[int], tuning: PlayTuning) -> float:
    p = kn.p_team_wins([*trick, (view.seat, card)], after)
    pot = sum(c.points for _, c in trick) + card.points + len(after) * _drop(kn, tuning)
    if len(view.hand) == 1 and view.rules.players == 2:
        pot += 4 * kn.mean_unknown_points()  # the other talon goes with the last trick
    score = (2 * p - 1) * pot - _keep_value(card, kn)
    p_mine = p if _winner_is_me(view, kn, card, trick, after) else 0.0
    score += p_mine * (_lead_bonus(view, kn, card, tuning) + _bolt_bonus(view))
    if card in _marriage_halves(view.hand, kn):
        score -= view.rules.marriage_value(card.suit) * tuning.marriage_guard
    if card.rank is Rank.ACE and view.rules.ace_marriage and has_four_aces(view.hand):
        score -= ACE_MARRIAGE_VALUE * tuning.marriage_guard
    return score - 0.01 * card.rank


def _winner_is_me(view: PlayerView, kn: Knowledge, card: Card, trick: list[tuple[int, Card]],
                  after: list[int]) -> bool:
    from ...tricks import trick_winner

    cards = [c for _, c in trick] + [card]
    return trick_winner(cards, kn.trump) == len(cards) - 1


def _follow(view: PlayerView, plays: Sequence[Play], kn: Knowledge,
            tuning: PlayTuning) -> Choice:
    trick = list(view.trick)
    after = _after(view, view.seat)
    scored = [(_score(view, kn, a.card, trick, after, tuning), a) for a in plays]
    best = max(scored, key=lambda t: (t[0], -t[1].card.index))[1]
    return _explain_follow(view, kn, best, trick, after)


def _explain_follow(view: PlayerView, kn: Knowledge, action: Play,
                    trick: list[tuple[int, Card]], after: list[int]) -> Choice:
    from ...tricks import trick_winner

    cards = [c for _, c in trick]
    winner_seat = trick[trick_winner(cards, kn.trump)][0]
    card = action.card
    now = [*cards, card]
    mine = trick_winner(now, kn.trump) == len(now) - 1
    label = card.label
    if mine and card.suit is kn.trump and cards[0].suit is not kn.trump:
        return Choice(action, "follow_ruff", f"Trump with {label} to take the trick.")
    if mine:
        return Choice(action, "follow_win", f"Take the trick with {label}.")
    if kn.is_partner(winner_seat) and winner_seat != view.seat and card.points >= 10:
        return Choice(action, "follow_feed",
                      f"Give {label}: the partner is taking this trick.")
    if card.suit is not cards[0].suit:
        return Choice(action, "discard_low", f"Discard {label}: it costs the least.")
    return Choice(action, "follow_low", f"Play low with {label}: the trick cannot be won cheaply.")


def _lead(view: PlayerView, plays: Sequence[Play], kn: Knowledge,
          tuning: PlayTuning) -> Choice:
    rules = view.rules
    after = _after(view, view.seat)
    declares = [a for a in plays if a.declare]
    if declares:
        holding = {a for a in declares
                   if kn.p_team_wins([(view.seat, a.card)], after) >= SURE_WIN}
        cash = _cash_before_declaring(view, plays, declares, holding, kn, after)
        if cash is not None:
            return cash
        aces = [a for a in declares if a.card.rank is Rank.ACE]
        if aces:
            masters = [a for a in aces if kn.is_master(a.card)] or aces
            a = masters[0]
            return Choice(a, "declare_aces", f"Declare the four aces for {ACE_MARRIAGE_VALUE} "
                                             f"by leading {a.card.label}.")
        # Most value banked (this marriage plus the others' chance to survive the lost
        # lead); between equals, the suit with more cards makes the better trump.
        def rank_decl(a: Play) -> tuple[float, int, int]:
            length = sum(1 for c in view.hand if c.suit is a.card.suit)
            return (_declaration_value(view, a, a in holding), length,
                    a.card.rank is Rank.QUEEN)

        a = max(declares, key=rank_decl)
        value = rules.marriage_value(a.card.suit)
        return Choice(a, "declare_marriage",
                      f"Declare the {a.card.suit.symbol} marriage for {value}: "
                      f"it scores and makes {a.card.suit.symbol} trump.")
    trump = kn.trump
    drawing = (trump is not None and kn.trump_declarer == view.seat
               and any(not kn.is_partner(s) and trump not in kn.voids.get(s, set())
                       for s in after) and kn.outstanding(trump))
    best_score = None
    best: Play | None = None
    for a in plays:
        score = _score(view, kn, a.card, [], after, tuning)
        if drawing and a.card.suit is trump and kn.is_master(a.card):
            score += 6.0
        if best_score is None or score > best_score:
            best_score, best = score, a
    assert best is not None
    card = best.card
    label = card.label
    if drawing and card.suit is trump:
        return Choice(best, "draw_trumps", f"Lead {label} to draw the opponents' trumps.")
    if kn.is_master(card) and kn.p_team_wins([(view.seat, card)], after) > 0.6:
        return Choice(best, "cash_winner",
                      f"Cash {label}: it is the highest card left in its suit.")
    for s in after:
        if kn.is_partner(s) and card.suit in kn.voids.get(s, set()) and trump is not None:
            return Choice(best, "lead_partner_ruff",
                          f"Lead {label}: the partner is out of {card.suit.symbol} and can trump.")
    return Choice(best, "lead_low", f"Lead {label}: it gives away the least.")


MARRIAGE_SURVIVAL = (0.55, 0.8, 0.92)
"""Chance that a marriage kept for later survives the defenders' leads, by how many other
cards of its suit guard it (none, one, two or more): each lead of the suit the declarer
cannot win forces out a guard, and with none left a half of the marriage."""


def _declaration_value(view: PlayerView, declare: Play, keeps_lead: bool) -> float:
    """Points a declaration banks now plus what the marriages kept for later are worth.

    A declaring king or queen that loses the trick hands the defenders the lead,
    and with it the chance to force out a half of an unguarded marriage: so with
    two marriages the better-guarded one waits, even if it is worth more.
    """
    rules = view.rules
    suit = declare.card.suit
    value = float(rules.marriage_value(suit))
    for other in marriage_suits(view.hand):
        if other is suit:
            continue
        guards = sum(1 for c in view.hand if c.suit is other
                     and c.rank not in (Rank.KING, Rank.QUEEN))
        survival = 1.0 if keeps_lead else MARRIAGE_SURVIVAL[min(guards, 2)]
        value += rules.marriage_value(other) * survival
    return value


SURE_WIN = 0.97
"""A lead this likely to win keeps the lead: cashing it before a declaration risks nothing."""


def _cash_before_declaring(view: PlayerView, plays: Sequence[Play], declares: Sequence[Play],
                           holding: set[Play], kn: Knowledge,
                           after: list[int]) -> Choice | None:
    """Cash a sure winner first when the declaring lead would give the lead away.

    While the seat stays on lead nobody can force out a half of its marriage, so
    a winner cashed now costs nothing; once the declaring king or queen loses the
    trick, the defenders lead and the same winner may be trumped (the declared
    suit is trump from then on) or never reached again. With two marriages still
    to declare the winners are kept instead: they are the way back to the lead
    for the second one.
    """
    if holding:
        return None  # the declaration itself holds the trick: declare now
    if len({a.card.suit for a in declares if a.card.rank is not Rank.ACE}) > 1:
        return None
    halves = _marriage_halves(view.hand, kn)
    sure = [a for a in plays if not a.declare and a.card not in halves
            and kn.p_team_wins([(view.seat, a.card)], after) >= SURE_WIN]
    if not sure:
        return None
    best = max(sure, key=lambda a: (a.card.points, a.card.index))
    return Choice(best, "cash_before_declaring",
                  f"Cash {best.card.label} first: it keeps the lead, and the marriage "
                  f"is declared after.")
