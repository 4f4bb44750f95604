"""The first-game guide."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .model import guide_card

FEATURE = Feature("guide", start, Extras(menu=(("guide", "guide"),), table_top=(guide_card,)))
