"""Why an action is illegal: ``RoundState.illegal_reason``'s work, in a module of its own.

Only a refused action needs it, so a replay of a sound record neither imports nor
compiles it (with no bytecode cache every module a replay imports is compiled at every
run). ``RoundState.illegal_reason`` imports it when asked. It reads the round and never
imports ``round.py``, so the two modules make no import cycle: both take ``Phase`` from
``phase.py``."""

from __future__ import annotations

from .actions import Action, Bid, Concede, Contract, Dark, Give, Keep, Pass, Play, Redeal, TakeTalon
from .errors import Message
from .phase import Phase
from .tricks import bid_cap, follow_violation

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:
    from .round import RoundState


def illegal_reason(state: RoundState, action: Action) -> Message:
    """The rule ``action`` breaks in ``state``, as a code and values any language can show."""
    seat = getattr(action, "seat", None)
    if state.phase is Phase.DONE:
        return Message("illegal_round_over")
    if seat is None or seat != state.to_move:
        return Message("illegal_turn", seat=seat, to_move=state.to_move)
    phase = state.phase
    kind = type(action).__name__.lower()
    if isinstance(action, Play):
        if phase is not Phase.PLAY:
            return Message("illegal_no_play", phase=str(phase))
        hand = state.hands[seat]
        if action.card not in hand:
            return Message("illegal_not_in_hand", card=action.card.text, seat=seat)
        if action.declare:
            if state.trick:
                return Message("illegal_declare_not_lead")
            if state._first_trick():
                return Message("illegal_declare_first")
            return Message("illegal_declare_none", card=action.card.text)
        if state.trick:
            key, values = follow_violation(action.card, hand, [c for _, c in state.trick],
                                           state.trump, state.setup.rules.must_beat)
            return Message(_FOLLOW_CODES[key], **values)
        return Message("illegal_trump_lead")
    if isinstance(action, Bid):
        if phase is not Phase.BIDDING or state.dark_pending:
            return Message("illegal_no_bid", phase=str(phase))
        if action.amount % state.setup.rules.bid_step:
            return Message("illegal_bid_step", step=state.setup.rules.bid_step)
        if action.amount < state._min_bid(seat):
            return Message("illegal_bid_low", low=state._min_bid(seat))
        return Message("illegal_bid_cap", cap=bid_cap(state.hands[seat], state.setup.rules))
    if isinstance(action, Pass):
        if phase is Phase.BIDDING and not state.dark_pending:
            return Message("illegal_pass_golden")
        return Message("illegal_no_pass", phase=str(phase))
    if isinstance(action, Contract):
        if phase is not Phase.CONTRACT:
            return Message("illegal_no_contract", phase=str(phase))
        rng = state.contract_range()
        if action.amount % state.setup.rules.bid_step:
            return Message("illegal_contract_step", step=state.setup.rules.bid_step)
        if action.amount < rng.start:
            return Message("illegal_contract_low", bid=state.bid)
        return Message("illegal_contract_cap", cap=rng[-1])
    if isinstance(action, Give):
        if phase is not Phase.TALON or state.talon_index is None:
            return Message("illegal_no_give", phase=str(phase))
        if action.card not in state.hands[seat]:
            return Message("illegal_not_in_hand", card=action.card.text, seat=seat)
        return Message("illegal_give_to", to=action.to)
    if isinstance(action, Concede):
        if not state.setup.rules.concede:
            return Message("illegal_concede_off")
        if state.setup.anyone_on_barrel():
            return Message("illegal_concede_barrel")
        if state.setup.rules.concede_once_per_game and state.may_concede() is False \
                and phase in (Phase.TALON, Phase.CONTRACT, Phase.PLAY):
            return Message("illegal_concede_used")
        return Message("illegal_concede_window")
    if isinstance(action, Redeal):
        if phase is Phase.REDEAL:
            return Message("illegal_redeal_turn")
        if state.talon_taken and not state.talon_qualifies():
            return Message("illegal_redeal_talon")
        return Message("illegal_redeal_when")
    if isinstance(action, Keep):
        return Message("illegal_keep", phase=str(phase))
    if isinstance(action, Dark):
        return Message("illegal_dark")
    if isinstance(action, TakeTalon):
        return Message("illegal_take_talon")
    return Message("illegal_other", kind=kind)


_FOLLOW_CODES = {"must_follow": "illegal_must_follow", "must_trump": "illegal_must_trump",
                 "must_beat": "illegal_must_beat", "illegal": "illegal_card"}
"""``tricks.follow_violation`` keys → error codes (thousand/errors.py)."""
