"""The settings dialog: the page's own preferences and the house rules, grouped as players
think of them (bidding, the talon, marriages, the barrel...), each rule by its name in the
page's language with its one-line meaning under it.

Two uses, one form (``id="settings-form"``, read by ``ui/settings.parse_form``): "New game"
(the rules of the game about to start) and "Settings" from the menu during a game, where the
rules shown are those of the next game and the game on the table keeps its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from thousand.cards import Suit
from thousand.rules import IGRAFAN_SWITCHES, PRESETS

from ..difficulty import render_level_fields
from ..i18n import LANG_NAMES, error_text, tr
from ..settings import BOOL_FIELDS, RULE_FIELDS, SPEEDS, SUIT_ORDER, Reason
from .html import esc
from .letters import DEFAULT_LETTERS, INTERNATIONAL, LOCAL, has_own_letters, letter_set

RULE_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("players", ("players", "target", "golden_rounds", "dealer_scores_talon")),
    ("bidding", ("bid_step", "bid_cap", "negative_bid_limit", "dark")),
    ("talon", ("show_talon_on_hundred", "concede", "concede_penalty",
               "concede_once_per_game")),
    ("marriages", ("marriage_values", "ace_marriage")),
    ("play", ("must_beat", "trump_lead_by_declarer_only")),
    ("scoring", ("round_defenders", "samosval", "samosval_negative")),
    ("barrel", ("barrel", "barrel_tries", "barrel_penalty", "barrel_falls_to_zero",
                "barrel_bidding", "barrel_shared")),
    ("bolts", ("bolts_for_penalty", "bolt_penalty", "bolts_consecutive")),
    ("redeal", ("redeal", "redeal_hand_below", "redeal_nines", "redeal_talon_below",
                "redeal_talon_nines", "redeal_limit", "four_aces_redeal")),
)
"""Every house rule (``thousand.rules.FIELDS``) in the group the settings show it in, in the
order a player meets them in a deal. A rule missing here still shows, under "Other"
(``rule_groups``); a test asks for every field in exactly one group."""

OTHER_GROUP = "other"

FieldsExtra = Callable[[str, dict[str, str]], str]


def rule_groups(fields: Sequence[str] = RULE_FIELDS) -> list[tuple[str, tuple[str, ...]]]:
    """The groups with the rules that exist; rules no group names come last, as "other"."""
    known = set(fields)
    groups = [(group, tuple(name for name in names if name in known))
              for group, names in RULE_GROUPS]
    placed = {name for _, names in RULE_GROUPS for name in names}
    rest = tuple(name for name in fields if name not in placed)
    return [(g, names) for g, names in groups if names] + ([(OTHER_GROUP, rest)] if rest else [])


def rule_name(lang: str, name: str) -> str:
    """A rule as players call it ("Потолок ставки"), never the field's code name."""
    return tr(lang, f"rule_name.{name}")


def _select(name: str, options: Sequence[tuple[str, str]], current: str, ui: str = "",
            described: str = "") -> str:
    opts = "".join(f'<option value="{esc(v)}"{" selected" if v == current else ""}>'
                   f'{esc(label)}</option>' for v, label in options)
    data = f' data-ui-change="{ui}"' if ui else ""
    help_ref = f' aria-describedby="{described}"' if described else ""
    return f'<select name="{name}" id="f-{name}"{data}{help_ref}>{opts}</select>'


def _form_reason(lang: str, name: str, reason: Reason) -> str:
    """The refusal in ``lang`` from its code (bounds included); untranslatable text falls
    back to the field's meaning."""
    if isinstance(reason, str) and lang != "en" and name in RULE_FIELDS:
        return tr(lang, f"rule.{name}")
    return error_text(lang, reason)


def _field_label(lang: str, name: str) -> str:
    """A refused field as the form names it: a rule by its name, the others by theirs."""
    if name in RULE_FIELDS:
        return rule_name(lang, name)
    return {"seed": tr(lang, "seed"), "preset": tr(lang, "preset")}.get(name, name)


def _refusal(lang: str, name: str, reason: Reason) -> str:
    return tr(lang, "invalid_value", field=_field_label(lang, name),
              reason=_form_reason(lang, name, reason))


def _rule_control(lang: str, name: str, form: Mapping[str, str]) -> str:
    helped = f"h-{name}"
    if name == "marriage_values":
        inputs = "".join(
            f'<label class="suit-input"><span class="suit-sign">{Suit[s].symbol}</span>'
            f'<input name="marriage_values.{s}" inputmode="numeric" size="3" '
            f'aria-label="{esc(tr(lang, "suit." + s))}" '
            f'value="{esc(form.get("marriage_values." + s, ""))}"></label>'
            for s in SUIT_ORDER)
        return f'<span class="suit-inputs" id="f-{name}">{inputs}</span>'
    if name == "players":
        return _select("players", [("2", "2"), ("3", "3"), ("4", "4")],
                       form.get("players", "3"), described=helped)
    if name in BOOL_FIELDS:
        return _select(name, [("true", tr(lang, "yes")), ("false", tr(lang, "no"))],
                       form.get(name, "false"), described=helped)
    return (f'<input name="{name}" id="f-{name}" inputmode="numeric" size="6" '
            f'aria-describedby="{helped}" value="{esc(form.get(name, ""))}">')


def render_rule(lang: str, name: str, form: Mapping[str, str], invalid: bool) -> str:
    """One rule: its name, its control, its meaning in one line under them."""
    tag = (f'<span class="tag">{esc(tr(lang, "preset.igrafan"))}</span>'
           if name in IGRAFAN_SWITCHES else "")
    label_for = "" if name == "marriage_values" else f' for="f-{name}"'
    return (f'<div class="rule{" invalid" if invalid else ""}" data-rule="{name}">'
            f'<label{label_for}>{esc(rule_name(lang, name))}{tag}</label>'
            f'{_rule_control(lang, name, form)}'
            f'<small id="h-{name}">{esc(tr(lang, f"rule.{name}"))}</small></div>')


def render_letters_field(lang: str) -> str:
    """The card letters (``ui/render/letters.py``), for a language that has its own."""
    if not has_own_letters(lang):
        return ""
    current = getattr(lang, "letters", DEFAULT_LETTERS)
    options = [(LOCAL, tr(lang, "letters_local", letters=letter_set(lang, LOCAL))),
               (INTERNATIONAL, tr(lang, "letters_intl", letters=letter_set(lang, INTERNATIONAL)))]
    return (f'<label for="f-letters">{esc(tr(lang, "card_letters"))}</label>'
            + _select("letters", options, current, "letters"))


def render_settings_form(lang: str, form: dict[str, str], form_errors: Sequence[
        tuple[str, Reason]], speed: str, extras: Sequence[FieldsExtra] = (),
                         next_game: bool = False) -> str:
    """The form: the page's preferences, then the house rules group by group. With
    ``next_game`` the rules are labelled as the next game's."""
    errors = dict(form_errors)
    error_list = "".join(
        f'<li>{esc(_refusal(lang, name, reason))}</li>' for name, reason in form_errors)
    parts = []
    if error_list:
        parts.append(f'<ul class="errors" role="alert">{error_list}</ul>')
    parts.append('<div class="form-grid">')
    parts.append(f'<label for="f-lang">{esc(tr(lang, "language"))}</label>'
                 + _select("lang", list(LANG_NAMES.items()), lang, "lang"))
    parts.append(f'<label for="f-speed">{esc(tr(lang, "speed"))}</label>'
                 + _select("speed", [(s, tr(lang, f"speed_{s}")) for s in SPEEDS],
                           speed, "speed"))
    parts.append(render_letters_field(lang))
    parts.append(render_level_fields(lang, form))
    parts.extend(extra(lang, form) for extra in extras)
    parts.append(f'<label for="f-preset">{esc(tr(lang, "preset"))}</label>'
                 + _select("preset", [(p, tr(lang, f"preset.{p}")) for p in PRESETS],
                           form.get("preset", "classic"), "preset"))
    parts.append(f'<label for="f-seed">{esc(tr(lang, "seed"))}</label>'
                 f'<input name="seed" id="f-seed" inputmode="numeric" '
                 f'value="{esc(form.get("seed", ""))}">')
    parts.append("</div>")
    heading = tr(lang, "rules_next_game" if next_game else "rules_fields")
    parts.append(f'<h3 class="rules-heading">{esc(heading)}</h3>')
    if next_game:
        parts.append(f'<p class="note next-game">{esc(tr(lang, "rules_next_note"))}</p>')
    parts.append('<div class="rules-list">')
    for group, names in rule_groups():
        rules = "".join(render_rule(lang, name, form, name in errors) for name in names)
        parts.append(f'<fieldset class="rule-group" data-group="{group}">'
                     f'<legend>{esc(tr(lang, f"rule_group.{group}"))}</legend>{rules}'
                     f'</fieldset>')
    parts.append("</div>")
    return f'<form id="settings-form" onsubmit="return false">{"".join(parts)}</form>'


def render_settings_dialog(lang: str, form: dict[str, str],
                           form_errors: Sequence[tuple[str, Reason]], speed: str,
                           extras: Sequence[FieldsExtra] = (), next_game: bool = False) -> str:
    """The dialog: "New game" (``data-overlay="settings"``: Start begins a game with these
    rules) or, from the menu, "Settings" (``data-overlay="prefs"``: Done keeps the rules
    for the next game; New game starts it now)."""
    body = render_settings_form(lang, form, form_errors, speed, extras, next_game)
    if next_game:
        kind, title = "prefs", tr(lang, "settings")
        # Done is the main button (Enter, and Esc too): a key never ends the game on the
        # table; a new game only by its own button.
        buttons = (f'<button type="button" data-ui="start">{esc(tr(lang, "new_game"))}</button>'
                   f'<button type="button" class="primary" data-ui="prefs-done" data-dismiss>'
                   f'{esc(tr(lang, "prefs_done"))}</button>')
    else:
        kind, title = "settings", tr(lang, "settings_title")
        buttons = (f'<button type="button" data-ui="close">{esc(tr(lang, "close"))}</button>'
                   f'<button type="button" data-ui="rules-preview">{esc(tr(lang, "rules"))}'
                   f'</button><button type="button" class="primary" data-ui="start">'
                   f'{esc(tr(lang, "start"))}</button>')
    return (f'<div class="overlay" data-overlay="{kind}" data-key="overlay-{kind}">'
            f'<div class="dialog wide settings" role="dialog" aria-modal="true" '
            f'aria-label="{esc(title)}"><h2>{esc(title)}</h2>{body}'
            f'<div class="dialog-buttons">{buttons}</div></div></div>')
