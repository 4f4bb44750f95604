"""Round review: step through a finished deal."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .view import overlay, review_button

FEATURE = Feature("review", start, Extras(overlays={"review": overlay},
                                          round_tools=(review_button,)))
