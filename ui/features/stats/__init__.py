"""Statistics: the games kept in storage, their totals, awards and charts."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .view import overlay, score_chart

FEATURE = Feature("stats", start, Extras(overlays={"stats": overlay}, menu=(("stats", "stats"),),
                                         sheet_extras=(score_chart,)))
