"""The keyboard's keys, listed: the "?" key and the menu's entry open the list."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .view import overlay

FEATURE = Feature("keys", start, Extras(overlays={"keys": overlay}, menu=(("keys", "keys"),)))
