"""``PageState``: everything the page shows and remembers between two events, in one value.

A mutable typed record rather than a frozen value replaced on every change: the page's
state is changed by click handlers and by asyncio tasks that interleave (the bots'
loop, a finished trick's pause, an import reading a file), each of which sets a field
or two and renders. With a frozen value each of them would have to read, copy and
write back the whole state, and a task resuming after an ``await`` would write back a
copy made before the click that happened meanwhile, losing it. One record that every
part changes in place has one owner (the ``App``) and no stale copies; its fields are
still declared once, typed, with their meaning, instead of being spread over a class
and six bases.

What is not here: the bots' loop bookkeeping (``App``), and a feature's own memory
(the review's replayed deals, the guide's progress, the worker), kept by the feature.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .controller import Controller
from .render.letters import with_letters
from .settings import Prefs, Reason


@dataclass
class PageState:
    """The page's state: the game on the table and the page's own around it."""

    ctrl: Controller
    """The game on the table (a new game or an import replaces it)."""
    prefs: Prefs
    levels: tuple[str, ...]
    """Difficulty of bots 1..3 for new games (ui/difficulty.py)."""
    theme: str
    messages: list[str] = field(default_factory=list)
    """Alerts above the table (a bad URL value, a save set aside, an error recovered)."""
    selected: str | None = None
    """Card text picked in the hand (gift recipient or marriage prompt pending)."""
    overlay: str | None = None
    """The dialog the player opened; the page's own ones (summary, game over, privacy
    screen) come from the game (``App.current_overlay``)."""
    panel: object = None
    """State of a feature's overlay (e.g. ui/features/review/view.ReviewPanel)."""
    notice: str | None = None
    rules_link: bool = False
    """The notice is a refused move: the status offers the rules (ui/features/rules/)."""
    hint: str | None = None
    hinted: str | None = None
    """The hint's action as its text: its card or button is lit (``Screen.hinted``)."""
    hint_available: bool = False
    """The hint has an adviser to ask (ui/features/hint/): shows the Hint button."""
    form: dict[str, str] = field(default_factory=dict)
    form_errors: tuple[tuple[str, Reason], ...] = ()
    next_form: dict[str, str] | None = None
    """The settings form kept for the next game (rules, levels) from the menu's Settings:
    "New game" opens with it; the game on the table never reads it."""
    import_error: str | None = None
    import_text: str = ""
    export_text: str = ""
    copied: bool = False
    thinking: int | None = None
    """The seat whose "thinking" mark is on while a bot's move is due."""
    bid_amount: int | None = None
    gathering: bool = False
    """A trick just finished: it stays in the middle before it goes to its winner."""
    game_no: int = 0
    """Games this page has put on the table (``Screen.game_no``), counted in render."""
    shown_ctrl: Controller | None = None
    """The controller of the last render: another one means a new game on the table."""
    talon_taken: bool = False
    """The computer declarer's talon, shown face up, is being taken (``App.talon_to_hand``)."""
    dealt_at: float = 0.0
    """``time.monotonic()`` when the cards of the deal on screen have all landed."""
    menu_open: bool = False
    over_closed: bool = False
    """The end screen was closed to look at the finished table (ui/features/gameover/);
    a new game on the table opens it again when that game ends."""
    tricks_seen: int = 0

    @property
    def lang(self) -> str:
        """The language, carrying the card letters chosen for it (ui/render/letters.py)."""
        return with_letters(self.prefs.lang, self.prefs.letters)

    @property
    def people(self) -> frozenset[int]:
        """Hot-seat: the seats played by people at this device, named "Player N" on the page
        (``seat_name``); none in a solo game, where you are "You"."""
        return frozenset(self.ctrl.people) if self.ctrl.hotseat else frozenset()
