"""The last trick, shown again: a tap on the pile of the seat that took it."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .view import overlay

FEATURE = Feature("lasttrick", start, Extras(overlays={"last-trick": overlay}))
