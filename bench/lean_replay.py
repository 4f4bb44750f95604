"""A lean, independent replay of Classic three-player records: the yardstick of
bench/replay.py, not part of the game.

It is what a straightforward implementation of ``python -m thousand replay`` costs:
standard library only, cards as integers, one mutable state, every action checked
against the rules, the same JSON printed. bench/replay.py checks that its output is
byte-identical to the engine's before timing it, so it cannot be cheaper by doing less.
It knows only the Classic preset with three players (the benchmark's records).

    python bench/lean_replay.py FILE
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

RANKS = ("9", "J", "Q", "K", "10", "A")
SUITS = "SCDH"
POINTS = (0, 2, 3, 4, 10, 11)
MARRIAGE = {3: 100, 2: 80, 1: 60, 0: 40}  # by suit index (H D C S)
TEXT = [RANKS[i % 6] + SUITS[i // 6] for i in range(24)]
CARD = {t: i for i, t in enumerate(TEXT)}
CARD.update({t.replace("10", "T"): i for i, t in enumerate(TEXT) if t.startswith("10")})


class Illegal(Exception):
    pass


def pts(cards: list[int] | set[int]) -> int:
    return sum(POINTS[c % 6] for c in cards)


def marriage_suits(hand: list[int] | set[int]) -> list[int]:
    return [s for s in range(4) if s * 6 + 2 in hand and s * 6 + 3 in hand]


def cap(hand: list[int] | set[int]) -> int:
    return min(300, 120 + sum(MARRIAGE[s] for s in marriage_suits(hand)))


def beats(card: int, best: int, trump: int | None) -> bool:
    if card // 6 == best // 6:
        return card > best
    return card // 6 == trump


class Round:
    """One deal of Classic three-player Thousand, mutated in place."""

    def __init__(self, hands: list[list[int]], talon: list[int], dealer: int,
                 on_barrel: list[bool]) -> None:
        self.hands = [set(h) for h in hands]
        self.talon = talon
        self.dealer = dealer
        self.on_barrel = on_barrel
        self.order = [(dealer + i) % 3 for i in (1, 2, 3)]
        self.declarer: int | None = None
        self.bid: int | None = None
        self.contract: int | None = None
        self.conceded = self.redealt = False
        self.taken = [0, 0, 0]
        self.counts = [0, 0, 0]
        self.marriages = [0, 0, 0]
        self.trump: int | None = None
        self.trick: list[tuple[int, int]] = []
        self.tricks = 0
        self.gifts: list[int] = []
        self.queue = [s for s in self.order if pts(self.hands[s]) < 14
                      or sum(1 for c in self.hands[s] if c % 6 == 0) >= 4]
        self.phase = "redeal" if self.queue else "bidding"
        self.to_move: int | None = self.queue[0] if self.queue else None
        if not self.queue:
            self.start_bidding()

    def start_bidding(self) -> None:
        self.phase = "bidding"
        hundred = self.order[0]
        self.high = 120 if self.on_barrel[hundred] else 100
        self.high_bidder = hundred
        self.passed: set[int] = set()
        self.advance(hundred)

    def advance(self, seat: int) -> None:
        while True:
            left = [s for s in self.order if s not in self.passed]
            if len(left) == 1:
                self.declarer, self.bid, self.to_move = left[0], self.high, left[0]
                self.hands[left[0]].update(self.talon)
                self.phase = "talon"
                self.gifts = [s for s in self.order if s != left[0]]
                return
            seat = (seat + 1) % 3
            if seat not in self.passed:
                self.to_move = seat
                return

    def bids(self, seat: int) -> range:
        low = self.high + 5
        if self.on_barrel[seat]:
            low = max(low, 120)
        return range(-(-low // 5) * 5, cap(self.hands[seat]) + 1, 5)

    def window(self) -> list[str]:
        extra = [] if any(self.on_barrel) else ["concede"]
        if pts(self.talon) < 5 or sum(1 for c in self.talon if c % 6 == 0) >= 2:
            extra.append("redeal")
        return extra

    def follow(self, hand: set[int]) -> list[int]:
        led = self.trick[0][1] // 6
        same = [c for c in hand if c // 6 == led]
        if not same and self.trump is not None:
            same = [c for c in hand if c // 6 == self.trump]
        return same or list(hand)

    def declarable(self, hand: set[int]) -> list[int]:
        if not self.tricks:
            return []
        return [c for s in marriage_suits(hand) for c in (s * 6 + 2, s * 6 + 3)]

    def legal(self) -> list[str]:
        seat = self.to_move
        if seat is None or self.phase == "done":
            return []
        hand = self.hands[seat]
        out: list[str] = []
        if self.phase == "redeal":
            out = ["redeal", "keep"]
        elif self.phase == "bidding":
            out = [f"bid {a}" for a in self.bids(seat)] + ["pass"]
        elif self.phase == "talon":
            out = [f"give {TEXT[c]} to {t}" for t in self.gifts for c in hand] + self.window()
        elif self.phase == "contract":
            assert self.bid is not None
            top = max(self.bid, cap(hand))
            out = [f"contract {a}" for a in range(self.bid, top + 1, 5)] + self.window()
        elif self.trick:
            out = [f"play {TEXT[c]}" for c in self.follow(hand)]
        else:
            out = [f"play {TEXT[c]}" for c in hand]
            out += [f"play {TEXT[c]} declare" for c in self.declarable(hand)]
            if not self.tricks and seat == self.declarer:
                out += self.window()
        return [f"{seat}: {a}" for a in out]

    def act(self, seat: int, verb: str, args: list[str]) -> None:
        if seat != self.to_move:
            raise Illegal("not this seat's turn")
        hand = self.hands[seat]
        phase = self.phase
        if phase == "redeal" and verb in ("redeal", "keep") and not args:
            if verb == "redeal":
                self.redealt, self.phase, self.to_move = True, "done", None
                return
            self.queue.pop(0)
            if self.queue:
                self.to_move = self.queue[0]
            else:
                self.start_bidding()
        elif phase == "bidding" and verb == "bid" and len(args) == 1:
            if int(args[0]) not in self.bids(seat):
                raise Illegal("bid out of range")
            self.high, self.high_bidder = int(args[0]), seat
            self.advance(seat)
        elif phase == "bidding" and verb == "pass" and not args:
            self.passed.add(seat)
            self.advance(seat)
        elif phase == "talon" and verb == "give" and len(args) == 3 and args[1] == "to":
            card, to = CARD[args[0].upper()], int(args[2])
            if card not in hand or to not in self.gifts:
                raise Illegal("bad gift")
            hand.discard(card)
            self.hands[to].add(card)
            self.gifts.remove(to)
            if not self.gifts:
                self.phase = "contract"
        elif phase == "contract" and verb == "contract" and len(args) == 1:
            assert self.bid is not None
            amount = int(args[0])
            if amount < self.bid or amount % 5 or amount > max(self.bid, cap(hand)):
                raise Illegal("contract out of range")
            self.contract, self.phase = amount, "play"
        elif verb in ("concede", "redeal") and not args and f"{seat}: {verb}" in self.legal():
            if verb == "concede":
                self.conceded = True
            else:
                self.redealt = True
            self.phase, self.to_move = "done", None
        elif phase == "play" and verb == "play" and len(args) in (1, 2):
            card = CARD[args[0].upper()]
            declare = len(args) == 2 and args[1] == "declare"
            if card not in hand:
                raise Illegal("not in hand")
            if self.trick:
                if declare or card not in self.follow(hand):
                    raise Illegal("must follow")
            elif declare:
                if card not in self.declarable(hand):
                    raise Illegal("no marriage")
                self.trump = card // 6
                self.marriages[seat] += MARRIAGE[card // 6]
            hand.discard(card)
            self.trick.append((seat, card))
            if len(self.trick) < 3:
                self.to_move = (seat + 1) % 3
                return
            best = 0
            for i in (1, 2):
                if beats(self.trick[i][1], self.trick[best][1], self.trump):
                    best = i
            winner = self.trick[best][0]
            self.taken[winner] += pts([c for _, c in self.trick])
            self.counts[winner] += 1
            self.trick, self.tricks, self.to_move = [], self.tricks + 1, winner
            if not hand:
                self.phase, self.to_move = "done", None
        else:
            raise Illegal("not legal now")


class Game:
    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self.scores = [0, 0, 0]
        self.bolts = [0, 0, 0]
        self.barrel = [False, False, False]
        self.tries = [0, 0, 0]
        self.falls = [0, 0, 0]
        self.rows: list[dict[str, Any]] = []
        self.winner: int | None = None

    def deal(self, entry: int, data: dict[str, Any] | None, dealer: int) -> Round:
        if data is None:
            deck = list(range(24))
            random.Random(f"thousand/{self.seed}/{entry}").shuffle(deck)
            hands, talon = [deck[0:7], deck[7:14], deck[14:21]], deck[21:24]
        else:
            hands = [[CARD[c.upper()] for c in h] for h in data["hands"]]
            talon = [CARD[c.upper()] for c in data["talon"]]
            if sorted(sum(hands, talon)) != list(range(24)) or any(len(h) != 7 for h in hands):
                raise Illegal("not a deal")
        return Round(hands, talon, dealer, list(self.barrel))

    def row(self, r: Round, deltas: list[int]) -> dict[str, Any]:
        done = r.declarer is not None
        return {"dealer": r.dealer, "declarer": r.declarer if done else None,
                "bid": r.bid if done else None, "contract": r.contract,
                "conceded": r.conceded, "redealt": r.redealt, "card_points": list(r.taken),
                "marriages": list(r.marriages), "deltas": deltas, "scores": list(self.scores),
                "bolts": list(self.bolts), "on_barrel": list(self.barrel),
                "barrel_falls": list(self.falls)}

    def fall(self, seat: int, score: int) -> None:
        self.barrel[seat], self.tries[seat] = False, 0
        self.falls[seat] += 1
        self.scores[seat] = 0 if self.falls[seat] % 3 == 0 else score

    def score(self, r: Round) -> None:
        old = list(self.scores)
        if r.redealt:
            self.rows.append(self.row(r, [0, 0, 0]))
            return
        d = r.declarer
        assert d is not None and r.bid is not None
        amount = r.contract if r.contract is not None else r.bid
        base = [0, 0, 0]
        bolt = [False, False, False]
        made = None
        if r.conceded:
            base = [-(-amount // 10) * 5] * 3
            base[d] = -amount
        else:
            made = r.taken[d] + r.marriages[d] >= amount
            for s in range(3):
                base[s] = (r.taken[s] + 2) // 5 * 5 + r.marriages[s]
                bolt[s] = r.counts[s] == 0
            base[d] = amount if made else -amount
        for s in range(3):
            if self.barrel[s] and s != d and base[s] > 0:
                base[s] = 0
        third = [False, False, False]
        for s in range(3):
            self.scores[s] += base[s]
            if bolt[s]:
                self.bolts[s] += 1
                if self.bolts[s] >= 3:
                    self.bolts[s] = 0
                    self.scores[s] -= 120
                    third[s] = True
        winner = None
        climbers = []
        for s in range(3):
            if self.barrel[s]:
                if s == d and made:
                    if self.scores[s] >= 1000:
                        winner = s
                        continue
                    self.scores[s] = 880
                if s == d and made is False:
                    self.fall(s, self.scores[s])
                elif third[s]:
                    self.fall(s, 760)
                else:
                    self.scores[s] = 880
                    self.tries[s] += 1
                    if self.tries[s] >= 3:
                        self.fall(s, 760)
            elif self.scores[s] >= 880:
                self.scores[s] = 880
                climbers.append(s)
        if len(climbers) >= 2:
            for s in climbers:
                self.fall(s, 760)
        elif climbers:
            for other in range(3):
                if self.barrel[other] and other != winner:
                    self.fall(other, 760)
            self.barrel[climbers[0]], self.tries[climbers[0]] = True, 0
        for s in range(3):
            if s != winner and self.scores[s] == 555:
                self.scores[s] = 0
        self.winner = winner
        self.rows.append(self.row(r, [a - b for a, b in zip(self.scores, old, strict=True)]))


def replay(record: dict[str, Any]) -> dict[str, Any]:
    rules = record.get("rules", {"preset": "classic"})
    if rules not in ({"preset": "classic"}, {}):
        raise Illegal("the lean replay knows only the classic preset")
    game = Game(record.get("seed", 0))
    game.scores = list(record.get("start_scores", game.scores))
    entries = record.get("rounds", [])
    dealer = record.get("first_dealer", 0)
    r = game.deal(1, entries[0].get("deal") if entries else None, dealer)
    unfinished = False
    for number, entry in enumerate(entries, start=1):
        if game.winner is not None:
            raise Illegal(f"round {number}: the game was already won")
        for text in entry.get("actions", []):
            head, _, rest = text.partition(":")
            words = rest.split()
            if r.phase == "done" or not words:
                raise Illegal(f"round {number}: {text!r}")
            try:
                r.act(int(head), words[0].lower(), words[1:])
            except (Illegal, KeyError, ValueError) as exc:
                raise Illegal(f'round {number}: "{text}": {exc}') from None
        if r.phase != "done":
            if number < len(entries):
                raise Illegal(f"round {number}: unfinished")
            game.rows.append(game.row(r, [0, 0, 0]))
            unfinished = True
            break
        game.score(r)
        if game.winner is None:
            dealer = r.dealer if r.redealt else (r.dealer + 1) % 3
            data = entries[number].get("deal") if number < len(entries) else None
            r = game.deal(number + 1, data, dealer)
    out: dict[str, Any] = {"scores": game.scores, "winner": game.winner, "rounds": game.rows}
    if game.winner is None:
        out["next"] = {"round": len(game.rows) + (not unfinished),
                       "phase": r.phase, "to_move": r.to_move, "legal": sorted(r.legal())}
    return out


def main() -> int:
    path = sys.argv[1]
    with open(path, encoding="utf-8") as handle:
        record = json.load(handle)
    try:
        out = replay(record)
    except Illegal as exc:
        print(exc, file=sys.stderr)
        return 2
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
