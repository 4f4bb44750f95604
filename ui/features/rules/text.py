"""The rules as the current settings play them: ``Rules`` -> sections of sentences.

The rules screen must never describe a game other than the one on the table, so
nothing here is fixed prose: every sentence is chosen and filled from the
``Rules`` fields (RULES.md §11), and each sentence names the fields it depends
on (``data-fields`` in the page), which the tests use to prove that every field
shows in the text. Pure: no DOM, no engine state; the page's overlay is
``render_rules``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from thousand.cards import Suit
from thousand.rules import Rules

from ...i18n import tr
from ...render.html import dialog, esc
from ...render.page import Screen

SECTIONS: tuple[str, ...] = ("cards", "deal", "redeal", "bidding", "talon", "play", "scoring",
                             "barrel")


@dataclass(frozen=True)
class Sentence:
    """One sentence of the rules and the ``Rules`` fields that decided it."""

    fields: tuple[str, ...]
    text: str


def word(lang: str, key: str, **values: Any) -> str:
    """A sentence of the rules screen in ``lang``, filled with ``values``."""
    return tr(lang, f"rulebook.{key}", **values)


def _marriages(rules: Rules) -> str:
    return ", ".join(f"{Suit[s].symbol} {v}" for s, v in rules.marriage_values)


def sections(rules: Rules, lang: str) -> list[tuple[str, list[Sentence]]]:
    """Every section (key, sentences) for ``rules`` in ``lang``."""
    out: list[tuple[str, list[Sentence]]] = []
    w: Callable[..., str] = lambda key, **v: word(lang, key, **v)  # noqa: E731

    def add(section: list[Sentence], fields: tuple[str, ...], key: str, **values: Any) -> None:
        section.append(Sentence(fields, w(key, **values)))

    cards: list[Sentence] = []
    add(cards, (), "cards_deck")
    add(cards, ("marriage_values",), "marriage", values=_marriages(rules))
    add(cards, ("ace_marriage",), "ace_marriage_on" if rules.ace_marriage else "ace_marriage_off")
    out.append(("cards", cards))

    deal: list[Sentence] = []
    add(deal, ("players",), f"deal_{rules.players}")
    if rules.players == 4:
        add(deal, ("players", "dealer_scores_talon"),
            "dealer_talon_on" if rules.dealer_scores_talon else "dealer_talon_off")
    if rules.four_aces_redeal:
        add(deal, ("four_aces_redeal",), "four_aces_redeal")
    out.append(("deal", deal))

    redeal: list[Sentence] = []
    if not rules.redeal:
        add(redeal, ("redeal",), "redeal_off")
    else:
        add(redeal, ("redeal", "redeal_hand_below", "redeal_nines"), "redeal_hand",
            below=rules.redeal_hand_below, nines=rules.redeal_nines)
        add(redeal, ("redeal", "redeal_talon_below", "redeal_talon_nines"), "redeal_talon",
            below=rules.redeal_talon_below, nines=rules.redeal_talon_nines)
        if rules.redeal_limit is None:
            add(redeal, ("redeal_limit",), "redeal_no_limit")
        else:
            add(redeal, ("redeal_limit",), "redeal_limit", n=rules.redeal_limit)
    out.append(("redeal", redeal))

    bidding: list[Sentence] = []
    add(bidding, ("bid_step",), "bid_start", step=rules.bid_step)
    add(bidding, ("bid_cap",), "bid_cap_on" if rules.bid_cap else "bid_cap_off")
    if rules.negative_bid_limit is not None:
        add(bidding, ("negative_bid_limit",), "negative_limit", limit=rules.negative_bid_limit)
    if rules.golden_rounds:
        add(bidding, ("golden_rounds",), "golden", n=rules.golden_rounds)
    if rules.dark:
        add(bidding, ("dark",), "dark")
    out.append(("bidding", bidding))

    talon: list[Sentence] = []
    add(talon, ("show_talon_on_hundred",),
        "talon_show_always" if rules.show_talon_on_hundred else "talon_show")
    add(talon, ("bid_step",), "give_contract", step=rules.bid_step)
    if not rules.concede:
        add(talon, ("concede",), "concede_off")
    else:
        add(talon, ("concede", "concede_penalty"),
            "concede_contract" if rules.concede_penalty else "concede_bolt")
        if rules.concede_once_per_game:
            add(talon, ("concede_once_per_game",), "concede_once")
        if rules.barrel is not None:
            add(talon, ("concede", "barrel"), "concede_barrel")
    out.append(("talon", talon))

    play: list[Sentence] = []
    add(play, (), "follow")
    add(play, ("must_beat",), "must_beat_on" if rules.must_beat else "must_beat_off")
    add(play, ("ace_marriage",) if rules.ace_marriage else (),
        "declare_aces" if rules.ace_marriage else "declare")
    if rules.trump_lead_by_declarer_only:
        add(play, ("trump_lead_by_declarer_only",), "trump_lead")
    out.append(("play", play))

    scoring: list[Sentence] = []
    add(scoring, (), "score_declarer")
    add(scoring, ("round_defenders",),
        "score_defenders_round" if rules.round_defenders else "score_defenders_exact")
    add(scoring, ("bolts_for_penalty", "bolt_penalty"), "bolts",
        n=rules.bolts_for_penalty, penalty=rules.bolt_penalty)
    if rules.bolts_consecutive:
        add(scoring, ("bolts_consecutive",), "bolts_consecutive")
    if rules.samosval:
        add(scoring, ("samosval",), "samosval")
    if rules.samosval_negative:
        add(scoring, ("samosval_negative",), "samosval_negative")
    if not rules.samosval and not rules.samosval_negative:
        add(scoring, ("samosval", "samosval_negative"), "samosval_off")
    add(scoring, ("target",), "target", target=rules.target)
    out.append(("scoring", scoring))

    barrel: list[Sentence] = []
    if rules.barrel is None:
        add(barrel, ("barrel", "target"), "barrel_off", target=rules.target)
    else:
        add(barrel, ("barrel", "target"), "barrel_on", barrel=rules.barrel, target=rules.target)
        add(barrel, ("barrel_tries", "barrel_penalty"), "barrel_tries",
            tries=rules.barrel_tries, penalty=rules.barrel_penalty)
        add(barrel, ("barrel_falls_to_zero",), "barrel_falls", n=rules.barrel_falls_to_zero)
        add(barrel, ("barrel_bidding",),
            "barrel_bidding_on" if rules.barrel_bidding else "barrel_bidding_off")
        add(barrel, ("barrel_shared", "barrel_penalty"),
            "barrel_shared_on" if rules.barrel_shared else "barrel_shared_off",
            penalty=rules.barrel_penalty)
    out.append(("barrel", barrel))
    return out


def plain_text(rules: Rules, lang: str) -> str:
    """The whole rules text without markup (for tests and for comparing settings)."""
    return "\n".join(word(lang, "h_" + key) + "\n" + " ".join(s.text for s in sentences)
                     for key, sentences in sections(rules, lang))


def render_rules_body(rules: Rules, lang: str, focus: str | None = None) -> str:
    """The rules as HTML sections; ``focus`` (a section key) is marked to scroll to."""
    parts = [f'<p class="rules-note">{esc(word(lang, "note"))}</p>']
    for key, sentences in sections(rules, lang):
        mark = ' class="focus"' if key == focus else ""
        heading = ' tabindex="-1"' if key == focus else ""
        items = "".join(f'<li data-fields="{" ".join(s.fields)}">{esc(s.text)}</li>'
                        for s in sentences)
        title = esc(word(lang, "h_" + key))
        parts.append(f'<section data-rules-section="{key}"{mark}>'
                     f'<h3{heading}>{title}</h3><ul>{items}</ul></section>')
    return f'<div class="rules-text">{"".join(parts)}</div>'


def render_rules(screen: Screen, focus: str | None = None) -> str:
    """The rules overlay for the game on the table (``screen.view.rules``)."""
    lang = screen.lang
    kind = "rules" if focus is None else f"rules-{focus}"
    return dialog(kind, word(lang, "title"), render_rules_body(screen.view.rules, lang, focus),
                  lang)


def render_rules_at_play(screen: Screen) -> str:
    """The rules opened at the play of the cards ("why can't I play this?")."""
    return render_rules(screen, "play")


def render_rules_preview(screen: Screen) -> str:
    """The rules the settings form would start (``screen.panel``); closing returns to it."""
    rules = screen.panel if isinstance(screen.panel, Rules) else screen.view.rules
    lang = screen.lang
    return dialog("rules-preview", word(lang, "preview_title"),
                  render_rules_body(rules, lang), lang, close="rules-back")
