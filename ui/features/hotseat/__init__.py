"""Hot-seat: several people at one screen."""

from ...feature import Feature
from ...render.page import Extras
from .commands import start
from .model import overlay, render_people_fields

FEATURE = Feature("hotseat", start, Extras(overlays={"handoff": overlay},
                                           settings_fields=(render_people_fields,)))
