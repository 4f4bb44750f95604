"""The rules screen: the rule book as the chosen house rules make it."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .text import render_rules, render_rules_at_play, render_rules_preview

FEATURE = Feature("rules", start, Extras(
    overlays={"rules": render_rules, "rules-play": render_rules_at_play,
              "rules-preview": render_rules_preview},
    menu=(("rules", "rules"),)))
