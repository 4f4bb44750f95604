"""The page's script (index.html): drop the start-up snapshot's modules if they are
stale, then start the page (ui/boot.py).

PyScript compiles this text on every visit, so it stays this short; the rest comes
compiled from the start-up snapshot. ``drop_stale`` runs here, before the game's other
modules are imported, since it may remove any of them from ``sys.modules``, a module
still being imported among them.
"""

from ui.preload import drop_stale

PRELOADED = drop_stale()

from ui.boot import main  # after drop_stale: stale copies must not run

main(PRELOADED)
