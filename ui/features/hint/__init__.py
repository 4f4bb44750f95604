"""The hint: the engine's advice for your move, with the values of the top choices."""

from ...feature import Feature
from .commands import start

FEATURE = Feature("hint", start)
