"""The daily deal: the same deals for everyone on a day, your score against the hard
computer's from your seat on the same cards (docs/DAILY.md)."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .view import deal_overlay, result_overlay, table_bar

FEATURE = Feature("daily", start, Extras(
    overlays={"daily-deal": deal_overlay, "daily-result": result_overlay},
    menu=(("daily", "daily_menu"),), table_top=(table_bar,)))
