"""Placeholder entry point: proves that Python runs in the page (replaced by ui/main.py)."""

import sys

from pyscript import document  # type: ignore[import-not-found]

status = document.getElementById("status")
status.textContent = "Python ready"
status.dataset.python = ".".join(map(str, sys.version_info[:3]))
document.getElementById("loading").hidden = True
print(f"Python ready: {sys.version.split()[0]} on {sys.platform}")
