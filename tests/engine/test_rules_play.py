"""RULES.md §6: following, trumping, must_beat, leading trumps, marriages and
the ace marriage; tables of hands and tricks in notation."""

from __future__ import annotations

import pytest

from thousand.cards import Suit
from thousand.errors import IllegalActionError
from thousand.round import Phase, RoundState
from thousand.rules import Rules
from thousand.tricks import cards_to_follow, round_to_five, trick_winner

from ..helpers import DEALS, do, hand, legal, start, tricks

S, C, D, H = Suit.S, Suit.C, Suit.D, Suit.H

FOLLOW = [
    # hand, trick so far, trump, must_beat, the cards allowed
    ("AS 9S KH", "QS", None, False, "AS 9S"),            # follow suit, no duty to beat
    ("AS 9S KH", "QS", H, False, "AS 9S"),               # following beats trumping
    ("KH 9H AD", "QS", H, False, "KH 9H"),               # void: must trump
    ("KH 9H AD", "QS", None, False, "KH 9H AD"),         # void, no trump: anything
    ("AD 10C", "QS", H, False, "AD 10C"),                # void and no trump in hand
    ("9H KH", "AH", H, False, "9H KH"),                  # trump led: follow trumps
    # must_beat: among the forced cards, those that beat the card winning now
    ("AS 9S KH", "QS", None, True, "AS"),
    ("KS 9S", "AS", None, True, "KS 9S"),                # none can beat: any of the suit
    ("KH 9H AD", "QS", H, True, "KH 9H"),                # every trump beats a spade
    ("KH 9H AD", "QS JH", H, True, "KH"),                # over-trump the JH
    ("QH 9H AD", "QS KH", H, True, "QH 9H"),             # cannot over-trump: any trump
    ("AS 9S", "QS JH", H, True, "AS 9S"),                # trick already trumped: no duty
    ("AD 10C", "QS", None, True, "AD 10C"),              # discarding: no duty
    ("AS 9S KH", "QS 10S", None, True, "AS"),            # beat the 10S now winning
]


@pytest.mark.parametrize(("hand_text", "trick_text", "trump", "must_beat", "allowed"), FOLLOW)
def test_cards_to_follow(hand_text: str, trick_text: str, trump: Suit | None, must_beat: bool,
                         allowed: str) -> None:
    got = cards_to_follow(hand(hand_text), hand(trick_text), trump, must_beat)
    assert sorted(c.text for c in got) == sorted(c.text for c in hand(allowed))


@pytest.mark.parametrize(("trick_text", "trump", "winner"), [
    ("QS AS 9S", None, 1),      # highest of the led suit
    ("QS AH 9S", None, 0),      # another suit never wins without trumps
    ("QS AH 9S", H, 1),         # a trump wins
    ("QS 9H KH", H, 2),         # the highest trump
    ("10S KS AD", D, 2),
    ("9D 10D AD", C, 2),
    ("KS 10S", None, 1),        # the ten beats the king
])
def test_trick_winner(trick_text: str, trump: Suit | None, winner: int) -> None:
    assert trick_winner(hand(trick_text), trump) == winner


@pytest.mark.parametrize(("points", "rounded"), [
    (0, 0), (18, 20), (60, 60), (61, 60), (62, 60), (63, 65), (64, 65), (65, 65), (66, 65),
    (67, 65), (68, 70), (69, 70), (1, 0), (2, 0), (3, 5), (4, 5), (116, 115), (120, 120),
])
def test_defenders_rounding_table(points: int, rounded: int) -> None:
    assert round_to_five(points) == rounded


# ------------------------------------------------------------ in a round

D1_HANDS, D1_TALON, D1_ACTIONS = DEALS["D1"]
M_HANDS, M_TALON, M_ACTIONS = DEALS["M"]


def m_play(rules: Rules | None = None) -> RoundState:
    """Deal M up to the first card: seat 1 declarer at 170 with K+Q of hearts."""
    return do(start(M_HANDS, M_TALON, rules=rules), *M_ACTIONS[:7])


def test_declarer_leads_the_first_trick_and_no_marriage_on_it() -> None:
    state = m_play()
    assert state.phase is Phase.PLAY and state.to_move == 1
    assert not any(a.endswith("declare") for a in legal(state))
    with pytest.raises(IllegalActionError) as info:
        do(state, "1: play KH declare")
    assert info.value.reason == "no marriage may be declared on the first trick"


def test_marriage_declared_later_makes_trump_from_that_card() -> None:
    state = do(m_play(), "1: play AS", "2: play 9S", "0: play 9D")
    assert "1: play KH declare" in legal(state) and "1: play QH declare" in legal(state)
    assert "1: play AH declare" not in legal(state)
    assert "1: play KH" in legal(state)  # leading without declaring is allowed
    state = do(state, "1: play KH declare")
    assert state.trump is H
    assert state.marriage_points == (0, 100, 0)
    # seat 0 holds 9H and JH: must follow hearts
    assert legal(do(state, "2: play JS")) == ["0: play JH", "0: play 9H"]


def test_declare_only_when_leading_and_holding_both() -> None:
    state = do(m_play(), "1: play AS")
    with pytest.raises(IllegalActionError) as info:
        do(state, "2: play 9S declare")
    assert "only by leading" in info.value.reason
    state = do(state, "2: play 9S", "0: play 9D", "1: play KH declare", "2: play JS",
               "0: play 9H")
    with pytest.raises(IllegalActionError) as info:
        do(state, "1: play QH declare")  # the king is gone: no marriage left
    assert "does not lead a marriage" in info.value.reason


def test_must_follow_message_names_the_suit() -> None:
    state = do(m_play(), "1: play AS")
    with pytest.raises(IllegalActionError) as info:
        do(state, "2: play KC")
    assert info.value.reason == "must follow ♠"


def test_must_trump_when_void() -> None:
    # R68 of test_record_scoring: after seat 0 declares ♦ and is void in clubs
    prefix = tricks("1: AS JS 10H", "1: QH 9H KH", "0: QD* AD QC", "1: 10D 9S JD")
    state = do(start(D1_HANDS, D1_TALON), *D1_ACTIONS[:5], *prefix, "1: play 10C",
               "2: play KC")
    assert state.trump is D
    assert legal(state) == ["0: play KD", "0: play 9D"]
    with pytest.raises(IllegalActionError) as info:
        do(state, "0: play AH")
    assert info.value.reason == "must trump with ♦ when void in ♣"


def test_trump_change_replaces_the_earlier_trump() -> None:
    # M: seat 1 declares ♥; seat 0, void in clubs, trumps with JH, then leads KD declare.
    state = do(m_play(), *tricks("1: AS 9S 9D", "1: KH* JS 9H"),
               "1: play 10C", "2: play 9C")
    assert legal(state) == ["0: play JH"]  # void ♣: must trump ♥
    state = do(state, "0: play JH")
    assert state.tricks[-1][0] == 0 and state.to_move == 0
    assert "0: play KD declare" in legal(state)
    state = do(state, "0: play KD declare")
    assert state.trump is D
    assert state.marriage_points == (80, 100, 0)
    # seat 1 holds no diamonds and no trumps now: hearts are no longer forced
    assert legal(state) == ["1: play 10S", "1: play AC", "1: play AH", "1: play 10H",
                            "1: play QH"]
    state = do(state, "1: play AH", "2: play KC")
    assert state.tricks[-1][0] == 0  # KD, the new trump, beats the ace of the old one


def test_ace_marriage_declared_later_no_trump_change() -> None:
    hands = ["9C KD QD JD 9D KH QH", "AS AC AD AH 10S 10C 10D", "KS QS JS 9S KC QC JC"]
    rules = Rules(ace_marriage=True)
    state = do(start(hands, "10H JH 9H", rules=rules), "2: pass", "0: pass",
               "1: give 9H to 2", "1: give JH to 0")
    assert max(int(a.split()[-1]) for a in legal(state) if "contract" in a) == 300
    state = do(state, "1: contract 300")
    assert not any(a.endswith("declare") for a in legal(state))
    state = do(state, "1: play 10S", "2: play 9S", "0: play 9D")  # all four aces kept
    declares = [a for a in legal(state) if a.endswith("declare")]
    assert set(declares) == {"1: play AS declare", "1: play AC declare", "1: play AD declare",
                             "1: play AH declare"}
    state = do(state, "1: play AH declare")
    assert state.trump is None
    assert state.marriage_points == (0, 200, 0)
    # not without the option
    plain = do(start(hands, "10H JH 9H"), "2: pass", "0: pass", "1: give 9H to 2",
               "1: give JH to 0", "1: contract 100", "1: play 10S", "2: play 9S", "0: play 9D")
    assert not any(a.endswith("declare") for a in legal(plain))


def test_trump_lead_by_declarer_only() -> None:
    prefix = tricks("1: AS JS 10H", "1: QH 9H KH", "0: QD* AD QC")
    rules = Rules(trump_lead_by_declarer_only=True)
    state = do(start(D1_HANDS, D1_TALON, rules=rules), *D1_ACTIONS[:5], *prefix)
    # seat 1 did not declare ♦ and holds clubs and spades: no diamond lead
    assert state.to_move == 1 and state.trump is D
    assert not any(a.endswith("D") for a in legal(state))
    with pytest.raises(IllegalActionError) as info:
        do(state, "1: play 10D")
    assert "trump_lead_by_declarer_only" in info.value.reason
    classic = do(start(D1_HANDS, D1_TALON), *D1_ACTIONS[:5], *prefix)
    assert "1: play 10D" in legal(classic)


def test_trump_lead_allowed_holding_only_trumps_and_for_the_declarer() -> None:
    rules = Rules(trump_lead_by_declarer_only=True)
    # seat 1 declares ♥ and may lead hearts afterwards
    state = do(start(M_HANDS, M_TALON, rules=rules), *M_ACTIONS[:7],
               *tricks("1: AS 9S 9D", "1: KH* JS 9H"))
    assert "1: play QH" in legal(state)


def test_trump_lead_allowed_to_a_leader_holding_only_trumps() -> None:
    rules = Rules(trump_lead_by_declarer_only=True)
    play = tricks("1: AC QC KH", "1: 10C JC JH", "1: 10S JS 9D", "1: AS QS JD",
                  "1: KS 9S 10H", "1: QH 9H AH", "0: QD* 10D KC")  # 10D beats QD
    state = do(start(D1_HANDS, D1_TALON, rules=rules), *D1_ACTIONS[:5], *play)
    # seat 1 leads holding only AD, a trump it did not declare: allowed
    assert state.to_move == 1 and state.trump is D and state.trump_declarer == 0
    assert legal(state) == ["1: play AD"]
