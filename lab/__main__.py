"""Command line: ``python -m lab arena|study|duel|bench|play``."""

from __future__ import annotations

from .cli import main

raise SystemExit(main())
