"""Scoring a finished round into the game's scores: RULES.md §7 and §8.

Order within a round: contract and points, then bolt penalties, then the
barrel, then samosval; golden rounds double the base scores first.
"""

from __future__ import annotations

from .frozen import Frozen
from .round import RoundState
from .rules import Rules
from .tricks import half_rounded_up, round_to_five

_set = object.__setattr__


class Standing(Frozen):
    """The game's running totals between rounds."""

    scores: tuple[int, ...]
    bolts: tuple[int, ...]
    on_barrel: tuple[bool, ...]
    barrel_tries: tuple[int, ...]
    barrel_falls: tuple[int, ...]
    concede_used: tuple[bool, ...]

    def __init__(self, scores: tuple[int, ...], bolts: tuple[int, ...],
                 on_barrel: tuple[bool, ...], barrel_tries: tuple[int, ...],
                 barrel_falls: tuple[int, ...], concede_used: tuple[bool, ...]) -> None:
        _set(self, "scores", scores)
        _set(self, "bolts", bolts)
        _set(self, "on_barrel", on_barrel)
        _set(self, "barrel_tries", barrel_tries)
        _set(self, "barrel_falls", barrel_falls)
        _set(self, "concede_used", concede_used)

    @staticmethod
    def initial(players: int, scores: tuple[int, ...] | None = None) -> Standing:
        zeros = (0,) * players
        return Standing(scores or zeros, zeros, (False,) * players, zeros, zeros,
                        (False,) * players)


class ScoreEvent(Frozen):
    """Something the scoring did beyond the plain deltas, for the summary and the sheet.

    ``kind`` is a stable key the UI translates; ``str()`` is an English line."""

    kind: str  # redeal_penalty, bolt_penalty, samosval, barrel_climb, barrel_fall, falls_to_zero,
    #            climbed_together, golden_reset
    seat: int | None
    value: int

    def __init__(self, kind: str, seat: int | None, value: int = 0) -> None:
        _set(self, "kind", kind)
        _set(self, "seat", seat)
        _set(self, "value", value)

    def __str__(self) -> str:
        who = f"seat {self.seat}"
        return {
            "redeal_penalty": f"{who} pays {self.value} for redeals in a row",
            "bolt_penalty": f"{who}: bolt penalty -{self.value}",
            "samosval": f"{who}: samosval {self.value} → 0",
            "barrel_climb": f"{who} climbs the barrel",
            "climbed_together": f"{who} climbed the barrel with another and falls off",
            "barrel_fall": f"{who} falls off the barrel",
            "falls_to_zero": f"{who}: fall {self.value} → 0",
            "golden_reset": "golden rounds without a made contract: every score set to 0",
        }.get(self.kind, f"{who}: {self.kind}")


class RoundSummary(Frozen):
    """One row of the score sheet, and one entry of the replay output."""

    dealer: int
    declarer: int | None
    bid: int | None
    contract: int | None
    conceded: bool
    redealt: bool
    card_points: tuple[int, ...]
    marriages: tuple[int, ...]
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    bolts: tuple[int, ...]
    on_barrel: tuple[bool, ...]
    barrel_falls: tuple[int, ...]
    made: bool | None
    dark: bool
    golden: bool
    bolt_given: tuple[bool, ...]
    events: tuple[ScoreEvent, ...]

    def __init__(self, dealer: int, declarer: int | None, bid: int | None,
                 contract: int | None, conceded: bool, redealt: bool,
                 card_points: tuple[int, ...], marriages: tuple[int, ...],
                 deltas: tuple[int, ...], scores: tuple[int, ...], bolts: tuple[int, ...],
                 on_barrel: tuple[bool, ...], barrel_falls: tuple[int, ...],
                 made: bool | None = None, dark: bool = False, golden: bool = False,
                 bolt_given: tuple[bool, ...] = (), events: tuple[ScoreEvent, ...] = ()
                 ) -> None:
        _set(self, "dealer", dealer)
        _set(self, "declarer", declarer)
        _set(self, "bid", bid)
        _set(self, "contract", contract)
        _set(self, "conceded", conceded)
        _set(self, "redealt", redealt)
        _set(self, "card_points", card_points)
        _set(self, "marriages", marriages)
        _set(self, "deltas", deltas)
        _set(self, "scores", scores)
        _set(self, "bolts", bolts)
        _set(self, "on_barrel", on_barrel)
        _set(self, "barrel_falls", barrel_falls)
        _set(self, "made", made)
        _set(self, "dark", dark)
        _set(self, "golden", golden)
        _set(self, "bolt_given", bolt_given)
        _set(self, "events", events)

    def to_json(self) -> dict[str, object]:
        """The shape of RECORD.md's replay output."""
        return {
            "dealer": self.dealer, "declarer": self.declarer, "bid": self.bid,
            "contract": self.contract, "conceded": self.conceded, "redealt": self.redealt,
            "card_points": list(self.card_points), "marriages": list(self.marriages),
            "deltas": list(self.deltas), "scores": list(self.scores),
            "bolts": list(self.bolts), "on_barrel": list(self.on_barrel),
            "barrel_falls": list(self.barrel_falls),
        }


class _Work:
    """Mutable scratch for one scoring pass; never escapes this module."""

    __slots__ = ("bolts", "events", "falls", "on_barrel", "scores", "tries")

    def __init__(self, scores: list[int], bolts: list[int], on_barrel: list[bool],
                 tries: list[int], falls: list[int], events: list[ScoreEvent]) -> None:
        self.scores = scores
        self.bolts = bolts
        self.on_barrel = on_barrel
        self.tries = tries
        self.falls = falls
        self.events = events


def multipliers(golden: bool, dark: bool) -> tuple[int, int]:
    """The factor on every seat's base score in a round, and on the declarer's: a golden
    round doubles them all, a dark bid the declarer's once more (RULES.md §9). The
    computers' valuations use the same factors, so they live with the scoring."""
    mult = 2 if golden else 1
    return mult, mult * (2 if dark else 1)


def concede_amounts(amount: int, golden: bool, dark: bool) -> tuple[int, int]:
    """What conceding ``amount`` costs the declarer and gives each opponent (RULES.md §5, §9).

    The UI shows these figures on the concede button, so they live with the scoring."""
    mult, declarer_mult = multipliers(golden, dark)
    return amount * declarer_mult, half_rounded_up(amount) * mult


def score_round(standing: Standing, state: RoundState) -> tuple[Standing, RoundSummary, int | None]:
    """New standing, the score-sheet row and the winner (if the game is won)."""
    setup = state.setup
    rules = setup.rules
    n = rules.players
    old = standing.scores
    points = state.card_points()
    marriages = list(state.marriage_points)
    if rules.players == 4 and not state.redealt and not state.conceded:
        marriages[setup.dealer] += state.dealer_talon_marriage()
    if state.redealt:
        summary = RoundSummary(setup.dealer, state.declarer, state.bid, state.contract,
                               state.conceded, True, tuple(points), tuple(marriages),
                               (0,) * n, old, standing.bolts, standing.on_barrel,
                               standing.barrel_falls, None, state.dark, setup.golden,
                               (False,) * n)
        return standing, summary, None

    work = _Work(list(old), list(standing.bolts), list(standing.on_barrel),
                 list(standing.barrel_tries), list(standing.barrel_falls), [])
    declarer = state.declarer
    assert declarer is not None
    amount = state.contract if state.contract is not None else state.bid
    assert amount is not None
    mult, declarer_mult = multipliers(setup.golden, state.dark)
    active = setup.active_seats()
    base = [0] * n
    made: bool | None = None
    bolt_given = [False] * n
    concede_used = list(standing.concede_used)

    if state.conceded:
        concede_used[declarer] = True
        loss, each = concede_amounts(amount, setup.golden, state.dark)
        if rules.concede_penalty:
            base[declarer] = -loss
        else:
            bolt_given[declarer] = True
        for seat in active:
            if seat != declarer:
                base[seat] = each
    else:
        made = points[declarer] + marriages[declarer] >= amount
        base[declarer] = (amount if made else -amount) * declarer_mult
        for seat in range(n):
            if seat == declarer or (seat not in active and not
                                    (n == 4 and rules.dealer_scores_talon)):
                continue
            earned = round_to_five(points[seat]) if rules.round_defenders else points[seat]
            base[seat] = (earned + marriages[seat]) * mult
        for seat in active:
            if state.trick_count[seat] == 0:
                bolt_given[seat] = True
            elif rules.bolts_consecutive:
                work.bolts[seat] = 0
    # Barrel sitters gain nothing as defenders or as the dealer (RULES.md §8).
    barrel_on = rules.barrel is not None
    for seat in range(n):
        if barrel_on and work.on_barrel[seat] and seat != declarer and base[seat] > 0:
            base[seat] = 0
    # The refused redeal's −120 after that: on the barrel the dealer gains nothing and
    # still pays it (RULES.md §11).
    if state.redeal_penalty:
        base[setup.dealer] -= state.redeal_penalty
        work.events.append(ScoreEvent("redeal_penalty", setup.dealer, state.redeal_penalty))

    third_bolt = [False] * n
    for seat in range(n):
        work.scores[seat] += base[seat]
        if bolt_given[seat]:
            work.bolts[seat] += 1
            if work.bolts[seat] >= rules.bolts_for_penalty:
                work.bolts[seat] = 0
                work.scores[seat] -= rules.bolt_penalty
                third_bolt[seat] = True
                work.events.append(ScoreEvent("bolt_penalty", seat, rules.bolt_penalty))

    winner: int | None = None
    if barrel_on:
        winner = _apply_barrel(rules, work, state, made, third_bolt, old)
    else:
        winner = _plain_winner(rules, work.scores, declarer)

    # Samosval applies in every round, the one that ends the game included; only the
    # winner's own score stands, since reaching the target is what ended the game.
    for seat in range(n):
        if seat != winner:
            if rules.samosval and work.scores[seat] == 555:
                work.scores[seat] = 0
                work.events.append(ScoreEvent("samosval", seat, 555))
            elif rules.samosval_negative and work.scores[seat] == -555:
                work.scores[seat] = 0
                work.events.append(ScoreEvent("samosval", seat, -555))

    new = Standing(tuple(work.scores), tuple(work.bolts), tuple(work.on_barrel),
                   tuple(work.tries), tuple(work.falls), tuple(concede_used))
    deltas = tuple(a - b for a, b in zip(new.scores, old, strict=True))
    summary = RoundSummary(setup.dealer, declarer, state.bid, state.contract, state.conceded,
                           False, tuple(points), tuple(marriages), deltas, new.scores,
                           new.bolts, new.on_barrel, new.barrel_falls, made, state.dark,
                           setup.golden, tuple(bolt_given), tuple(work.events))
    return new, summary, winner


def _fall(rules: Rules, work: _Work, seat: int, score: int) -> None:
    work.on_barrel[seat] = False
    work.tries[seat] = 0
    work.falls[seat] += 1
    work.scores[seat] = score
    work.events.append(ScoreEvent("barrel_fall", seat))
    if work.falls[seat] % rules.barrel_falls_to_zero == 0:
        work.scores[seat] = 0
        work.events.append(ScoreEvent("falls_to_zero", seat, work.falls[seat]))


def _apply_barrel(rules: Rules, work: _Work, state: RoundState, made: bool | None,
                  third_bolt: list[bool], old: tuple[int, ...]) -> int | None:
    barrel = rules.barrel
    assert barrel is not None
    declarer = state.declarer
    # The dealer of a refused redeal (RULES.md §11): on the barrel that −120 is a fall,
    # as a third bolt is, so that dealer cannot win in this deal.
    refused = state.setup.dealer if state.redeal_penalty else None
    winner: int | None = None
    climbers: list[int] = []
    for seat in range(rules.players):
        if work.on_barrel[seat]:
            if seat == declarer and made and seat != refused:
                if work.scores[seat] >= rules.target:
                    # The winner has passed the barrel: no longer on it (RECORD.md).
                    winner = seat
                    work.on_barrel[seat] = False
                    work.tries[seat] = 0
                    continue
                work.scores[seat] = barrel
            if seat == declarer and made is False:
                _fall(rules, work, seat, work.scores[seat])
                continue
            if third_bolt[seat] or seat == refused:
                loss = ((rules.bolt_penalty if third_bolt[seat] else 0)
                        + (state.redeal_penalty if seat == refused else 0))
                _fall(rules, work, seat, barrel - loss)
                continue
            work.scores[seat] = barrel
            work.tries[seat] += 1
            if work.tries[seat] >= rules.barrel_tries:
                _fall(rules, work, seat, barrel - rules.barrel_penalty)
        elif work.scores[seat] >= barrel:
            work.scores[seat] = barrel
            climbers.append(seat)
    # The round that ends the game is scored like any other: climbers climb (or fall
    # together); only the winner, who left the barrel by winning, is not knocked off.
    if len(climbers) >= 2 and not rules.barrel_shared:
        for seat in climbers:
            work.events.append(ScoreEvent("climbed_together", seat))
            _fall(rules, work, seat, barrel - rules.barrel_penalty)
        return winner
    for seat in climbers:
        if not rules.barrel_shared:
            for other in range(rules.players):
                if work.on_barrel[other] and other != winner:
                    _fall(rules, work, other, barrel - rules.barrel_penalty)
        work.on_barrel[seat] = True
        work.tries[seat] = 0
        work.events.append(ScoreEvent("barrel_climb", seat))
    return winner


def _plain_winner(rules: Rules, scores: list[int], declarer: int) -> int | None:
    """No barrel: the highest at or above the target wins; ties to the declarer, then seat."""
    reached = [s for s in range(rules.players) if scores[s] >= rules.target]
    if not reached:
        return None
    top = max(scores[s] for s in reached)
    best = [s for s in reached if scores[s] == top]
    return declarer if declarer in best else min(best)
