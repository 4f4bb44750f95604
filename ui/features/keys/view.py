"""The list of keys: what each key does at the table and in a dialog."""

from __future__ import annotations

from ...i18n import tr
from ...render.html import dialog, esc
from ...render.page import Screen

KEYS: tuple[tuple[str, str], ...] = (
    ("← →", "keys_cards"),
    ("Enter", "keys_play"),
    ("B", "keys_bid"),
    ("P", "keys_pass"),
    ("H", "keys_hint"),
    ("Tab", "keys_tab"),
    ("Esc", "keys_esc"),
    ("Enter", "keys_enter"),
    ("← →", "keys_review"),
    ("?", "keys_list"),
)
"""(key as printed, text key) in the order a player meets them: the table, then dialogs."""


def overlay(screen: Screen) -> str:
    lang = screen.lang
    rows = "".join(f'<tr data-key-row="{esc(text)}"><th scope="row"><kbd>{esc(key)}</kbd></th>'
                   f'<td>{esc(tr(lang, text))}</td></tr>' for key, text in KEYS)
    body = f'<table class="keys-list">{rows}</table>'
    return dialog("keys", tr(lang, "keys_title"), body, lang)
