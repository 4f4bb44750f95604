"""Settings from the menu during a game: the page's preferences, and the house rules and
computer levels of the next game (the game on the table keeps its own)."""

from ...feature import Feature
from ...render.page import Extras
from .commands import overlay, start

FEATURE = Feature("prefs", start, Extras(overlays={"prefs": overlay},
                                         menu=(("settings", "settings"),)))
