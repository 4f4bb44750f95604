"""The project's exceptions, and the catalogue of their messages.

Every error a user can provoke (a bad card, an illegal move, a broken record)
is a ``ValueError`` subclass with a message written for a person, so the UI and
the command line can show it as it is instead of a traceback.

Each error also carries a stable machine ``code`` and its ``params``: the
English text is made from them by ``MESSAGES``, and the page translates the
same code and parameters (ui/i18n.py), so no English reason ends up inside a
Russian sentence. A parameter may itself be an error or a ``Message`` (the
reason an outer error wraps); it is rendered recursively.
"""

from __future__ import annotations

from collections.abc import Mapping

TYPE_CHECKING = False  # typing is not imported at run time: it slows the replay's start-up
if TYPE_CHECKING:
    from typing import Any


MESSAGES: dict[str, str] = {
    # Free text from code that has no code yet (shown as it is, untranslated).
    "text": "{text}",
    # cards.py, actions.py: notation
    "card_bad": "not a card: {text!r}",
    "action_not_text": "an action must be text, not {kind}",
    "action_in": '"{text}": {reason}',
    "action_shape": 'not an action (expected "SEAT: VERB ...")',
    "action_no_args": "{verb} takes no arguments",
    "action_one_amount": "{verb} takes one amount",
    "action_amount": "{value!r} is not an amount",
    "action_talon_index": "talon takes 0 or 1",
    "action_give_shape": 'expected "give CARD to SEAT"',
    "action_seat": "{value!r} is not a seat",
    "action_play_shape": 'expected "play CARD" or "play CARD declare"',
    "action_verb": "unknown verb {verb!r}",
    # rules.py
    "rules_preset_unknown": "unknown preset {name!r} (known: {known})",
    "rules_field_unknown": "unknown rule {name!r}",
    "rules_not_object": "rules must be an object",
    "rules_preset_not_name": "preset must be a name",
    "rules_marriages_not_map": "marriage_values must map each suit letter to a value",
    "rules_marriages_suits": "marriage_values must give a value for each of S, C, D, H",
    "rules_marriages_range": "marriage values must be whole numbers from {low} to {high}",
    "rules_not_bool": "{name} must be true or false, not {value!r}",
    "rules_not_int": "{name} must be a whole number, not {value!r}",
    "rules_players": "players must be 2, 3 or 4, not {value!r}",
    "rules_bid_step": "bid_step must be 5 or 10, not {value!r}",
    "rules_target": "target must be a multiple of 5 from {low} to {high}, not {value!r}",
    "rules_barrel": "barrel must be a multiple of 5 from {low} to {high} (below the target "
                    "of {target}), not {value!r}",
    "rules_at_least": "{name} must be at least {low}, not {value!r}",
    "rules_range": "{name} must be from {low} to {high}, not {value!r}",
    # ui/settings.py: values typed into the settings form or the address
    "input_not_int": "{value!r} is not a whole number",
    "input_not_bool": "{value!r} is not yes/no",
    "input_seed": "{value!r} is not a whole number from 0 to 2^53",
    "input_known": "known: {known}",
    # round.py: why an action is illegal (reasons of IllegalActionError)
    "illegal_action": '"{action}": {reason}',
    "illegal_game_over": "the game is over",
    "illegal_round_over": "the round is over",
    "illegal_turn": "not seat {seat}'s turn (seat {to_move} is to act)",
    "illegal_no_play": "no card is played in the {phase} phase",
    "illegal_not_in_hand": "{card} is not in seat {seat}'s hand",
    "illegal_declare_not_lead": "a marriage is declared only by leading",
    "illegal_declare_first": "no marriage may be declared on the first trick",
    "illegal_declare_none": "{card} does not lead a marriage held in hand",
    "illegal_must_follow": "must follow {suit}",
    "illegal_must_trump": "must trump with {trump} when void in {led}",
    "illegal_must_beat": "must beat the winning card (must_beat)",
    "illegal_card": "not a legal card here",
    "illegal_trump_lead": "only the trump declarer may lead trumps (trump_lead_by_declarer_only)",
    "illegal_no_bid": "no bid in the {phase} phase",
    "illegal_bid_step": "bids are multiples of {step}",
    "illegal_bid_low": "a bid must be at least {low}",
    "illegal_bid_cap": "above the cap of {cap} (120 + marriages in hand)",
    "illegal_pass_golden": "no pass below 120 in a golden round",
    "illegal_no_pass": "no pass in the {phase} phase",
    "illegal_no_contract": "no contract in the {phase} phase",
    "illegal_contract_step": "contracts are multiples of {step}",
    "illegal_contract_low": "the contract may not be below the bid of {bid}",
    "illegal_contract_cap": "above the cap of {cap} for the hand held",
    "illegal_no_give": "no gift in the {phase} phase",
    "illegal_give_to": "seat {to} cannot receive a card now",
    "illegal_concede_off": "conceding is off in these rules",
    "illegal_concede_barrel": "no conceding while anyone is on the barrel",
    "illegal_concede_used": "this player has already conceded once this game",
    "illegal_concede_window": "conceding is allowed from taking the talon until the first card",
    "illegal_redeal_turn": "not this seat's redeal question",
    "illegal_redeal_talon": "the talon does not qualify for a redeal",
    "illegal_redeal_when": "a redeal is asked only in the redeal round or for a poor talon",
    "illegal_keep": "nothing to keep in the {phase} phase",
    "illegal_dark": "a dark bid is made only by the player on the hundred before bidding",
    "illegal_take_talon": "the talon is picked only by the declarer with two players",
    "illegal_other": "{kind} is not legal now",
    # round.py, game.py: deals and the start of a game
    "deal_hands": "the deal must have {want} hands, not {got}",
    "deal_hand_size": "seat {seat} must be dealt {want} cards, not {got}",
    "deal_talons": "the deal must have {want} talon(s) of 3 cards",
    "deal_not_deck": "the deal is not a split of the 24-card deck",
    "deal_replace_late": "a deal can only be replaced before its first action",
    "game_first_dealer": "first_dealer must be a seat from 0 to {high}",
    "game_start_count": "start_scores needs {want} values",
    "game_start_below": "start_scores must be whole numbers below {limit}",
    # record.py: loading and replaying a record
    "record_not_json": "not JSON (line {line}, column {column}): {detail}",
    "record_not_object": "a record must be a JSON object",
    "record_format": "unknown format {got!r} (expected {want!r})",
    "record_rules": "rules: {reason}",
    "record_players": "players must be a list of names",
    "record_players_count": "players must name each of the {want} seats, not {got}",
    "record_seed": "seed must be a whole number or text",
    "record_start_count": "start_scores must be {want} whole numbers",
    "record_start_below": "start_scores must be below {limit}",
    "record_rounds": "rounds must be a list",
    "record_round_object": "round {round}: must be an object",
    "record_round_actions": "round {round}: actions must be a list of texts",
    "record_round_deal": "round {round}: deal: {reason}",
    "record_hand_cards": "a hand must be a list of cards",
    "record_talons_cards": "a talon must be a list of cards",
    "record_talon_cards": "talon must be a list of cards",
    "record_deal_object": "must be an object",
    "record_hands": "hands must be a list of hands",
    "record_talons": "two players need talons: two lists of 3 cards",
    "record_game_won": "round {round}: the game was already won",
    "record_round_over": 'round {round}: "{action}": the round is already over',
    "record_round_action": 'round {round}: "{action}": {reason}',
    "record_unfinished": "round {round}: the round is unfinished but another follows",
    "record_too_deep": "nested too deeply (the limit is {limit} levels)",
    "record_game_over": "the game in this record is already over",
    # ui/controller.py: a click that does not fit the moment (the page should not offer it)
    "play_not_your_turn": "it is not your turn",
    "play_not_legal": "{action} is not a legal action now",
    "play_no_bot_move": "no computer move is due",
    "play_nothing_to_undo": "nothing to take back",
    # ui/storage.py: a saved game that cannot be resumed
    "save_not_json": "not JSON",
    "save_not_save": "not a saved game",
    "save_format": "unknown save format {got!r}",
    "save_damaged": "damaged fields",
    "save_damaged_position": "damaged replay position",
    "save_damaged_kind": "damaged save ({kind})",
    "save_record": "{reason}",
    "record_too_large": "too large: {size:,} characters (the limit is {limit:,})",
}
"""Every error code and its English text; ui/i18n.py has an ``err_<code>`` entry for each."""

QUOTE_LIMIT = 200
"""Longest text parameter an error keeps whole: untrusted input (a 10 MB action in a
record, a 64 KiB URL value) is quoted as its first characters and "…", so a one-line
error stays one short line."""


def _short(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v[:QUOTE_LIMIT] + "…" if isinstance(v, str) and len(v) > QUOTE_LIMIT else v
            for k, v in params.items()}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English text of ``code`` with ``params`` (nested reasons rendered with ``str``)."""
    shown = {k: (str(v) if isinstance(v, ThousandError | Message) else v)
             for k, v in params.items()}
    return MESSAGES[code].format(**shown)


class Message:
    """A code and its parameters without an exception: the reason an action is illegal."""

    __slots__ = ("code", "params")

    def __init__(self, code: str, /, **params: Any) -> None:
        if code not in MESSAGES:
            raise KeyError(f"unknown message code {code!r}")
        self.code = code
        self.params = _short(params)

    def __str__(self) -> str:
        return english(self.code, self.params)

    def __repr__(self) -> str:
        return f"Message({self.code!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and other.code == self.code
                and other.params == self.params)

    __hash__ = None  # type: ignore[assignment]


class ThousandError(ValueError):
    """Base of every error the engine raises on bad input.

    ``ThousandError(code, **params)``; a first argument that is not a code is kept
    as free text (code ``"text"``), which the page cannot translate."""

    code: str
    params: dict[str, Any]

    def __init__(self, code: str = "text", /, **params: Any) -> None:
        if code not in MESSAGES or (code == "text" and "text" not in params):
            params, code = {"text": code}, "text"
        self.code = code
        self.params = params if code == "text" else _short(params)
        super().__init__(english(code, self.params))


class NotationError(ThousandError):
    """Text that is not a card, an action or an amount in RECORD.md notation."""


class RulesError(ThousandError):
    """An unknown preset, an unknown ``Rules`` field or a value out of range."""


class RecordError(ThousandError):
    """A game record that cannot be loaded or replayed."""


class IllegalActionError(ThousandError):
    """A well-formed action that the rules forbid in the current state.

    It keeps who tried what, in which phase, and the rule it breaks, so a
    message such as ``"0: play KH": must follow ♠`` can be shown as it is.
    ``reason`` is the English reason, ``reason_message`` its code and values."""

    def __init__(self, action: Any, reason: Message | str, phase: str = "",
                 seat: int | None = None):
        message = reason if isinstance(reason, Message) else Message("text", text=reason)
        self.action = action
        self.reason = str(message)
        self.reason_message = message
        self.phase = phase
        self.seat = seat
        super().__init__("illegal_action", action=str(action), reason=message)
