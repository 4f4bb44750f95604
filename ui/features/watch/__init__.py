"""Watching a record: pause, play on, and step one action back or on."""

from ...feature import Feature
from .commands import start

FEATURE = Feature("watch", start)
