"""The end screen: who won and your place, the final sheet, bolts and barrel, your
statistics' change; it can be closed to look at the table and opened again."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .view import overlay

FEATURE = Feature("gameover", start, Extras(overlays={"over": overlay}))
