"""Card letters as the players of each language write them: Т К Д В, A K D W, A K Q J.

Display only: the engine's notation (``AH``, ``QS``), the records and the page's
``data-action``/``data-card`` attributes keep the international letters. The choice is a
preference (``Prefs.letters``); it travels with the language code as a ``Lang`` (a
``str`` equal to the code, so ``tr(lang, ...)`` and every comparison see the plain code),
which spares every render function a second argument next to ``lang``.
"""

from __future__ import annotations

from thousand.cards import Card, Rank

INTERNATIONAL = "intl"
"""A K Q J whatever the language (what records and most card apps print)."""
LOCAL = "local"
"""The letters of the page's language."""
LETTER_CHOICES: tuple[str, ...] = (INTERNATIONAL, LOCAL)
DEFAULT_LETTERS = INTERNATIONAL

LOCAL_LETTERS: dict[str, dict[str, str]] = {
    "ru": {"A": "Т", "K": "К", "Q": "Д", "J": "В"},  # туз, король, дама, валет
    "uk": {"A": "Т", "K": "К", "Q": "Д", "J": "В"},  # туз, король, дама, валет
    "pl": {"A": "A", "K": "K", "Q": "D", "J": "W"},  # as, król, dama, walet
    "en": {},
}
"""Rank letters that differ from A K Q J, by language (nines and tens are digits)."""


class Lang(str):
    """A language code that also carries the card letters to show in it."""

    letters: str

    def __new__(cls, code: str, letters: str = DEFAULT_LETTERS) -> Lang:
        made = super().__new__(cls, code)
        made.letters = letters if letters in LETTER_CHOICES else DEFAULT_LETTERS
        return made


def with_letters(code: str, letters: str) -> str:
    """``code`` carrying ``letters`` (the plain code when they are the international ones)."""
    return Lang(str(code), letters) if letters == LOCAL else str(code)


def has_own_letters(code: str) -> bool:
    """The language writes some rank with a letter of its own (offer the choice)."""
    return any(local != intl for intl, local in LOCAL_LETTERS.get(str(code), {}).items())


def letter_set(code: str, letters: str) -> str:
    """The four honours' letters as the setting shows them: "Т К Д В"."""
    shown = Lang(str(code), letters)
    return " ".join(rank_text(rank, shown) for rank in (Rank.ACE, Rank.KING, Rank.QUEEN,
                                                         Rank.JACK))


def rank_text(rank: Rank, lang: str) -> str:
    """The rank as drawn in ``lang``: "Д" for a queen in Russian with local letters."""
    if getattr(lang, "letters", DEFAULT_LETTERS) != LOCAL:
        return rank.text
    return LOCAL_LETTERS.get(str(lang), {}).get(rank.text, rank.text)


def card_label(card: Card, lang: str) -> str:
    """The card with its suit symbol for people, in ``lang``'s letters: ``Д♥``, ``10♣``."""
    return rank_text(card.rank, lang) + card.suit.symbol
