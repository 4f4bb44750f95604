"""The page's features, in the order their menu entries stand: the one wiring point.

A feature is a folder beside this file whose ``__init__.py`` exports ``FEATURE``
(``ui.feature.Feature``): its commands, dialogs, menu entries and what it adds to the
page's screens. A new screen is a new folder and one line below. The worker that
thinks for the computer (thinker/) is not listed: it draws nothing and has no
commands; the App's bot loop uses it directly.
"""

from ..feature import Feature
from . import (
    coach,
    daily,
    gameover,
    guide,
    hint,
    hotseat,
    keys,
    lasttrick,
    prefs,
    review,
    rules,
    stats,
    watch,
)

FEATURES: tuple[Feature, ...] = (
    stats.FEATURE,
    gameover.FEATURE,
    rules.FEATURE,
    guide.FEATURE,
    keys.FEATURE,
    hotseat.FEATURE,
    review.FEATURE,
    coach.FEATURE,
    hint.FEATURE,
    lasttrick.FEATURE,
    watch.FEATURE,
    daily.FEATURE,
    prefs.FEATURE,
)
