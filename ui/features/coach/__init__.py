"""The coach: after a deal, each of your decisions judged by the hint's valuation."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .view import coach_button, overlay

FEATURE = Feature("coach", start, Extras(overlays={"coach": overlay},
                                         round_tools=(coach_button,)))
