"""Line charts as SVG markup, drawn by our own few lines of Python (no chart library).

Why our own: the page must stay light and offline, and a score chart needs little
— a few series of whole numbers, a scale with round ticks, a legend. The output
is a string, so it is tested in CPython like every other piece of rendering.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .html import esc

COLOURS = ("#1f6b43", "#1d5fbf", "#c0262d", "#7a4fb0")
"""One per seat, dark enough to read on the dialogs' paper."""


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering [low, high] (steps of 1, 2, 2.5 or 5 times a power of ten)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(count - 1, 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(value)
        value += step
    if ticks[-1] < high:
        ticks.append(ticks[-1] + step)
    return ticks


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def line_chart(series: Sequence[tuple[str, Sequence[float]]], title: str,
               width: int = 340, height: int = 180, lines: Sequence[tuple[str, float]] = (),
               colours: Sequence[str] = COLOURS) -> str:
    """An SVG line chart: one polyline per (label, values) series, with a y scale and a legend.

    ``lines`` are labelled horizontal marks (the target, the barrel). Points are evenly
    spaced along x; a series of one value is drawn as a dot."""
    values = [v for _, vs in series for v in vs] + [v for _, v in lines] + [0]
    ticks = nice_ticks(min(values), max(values))
    low, high = ticks[0], ticks[-1]
    left, right, top, bottom = 40, 8, 8, 22 + 14 * ((len(series) + 1) // 2)
    plot_w, plot_h = width - left - right, height - top - bottom
    longest = max((len(vs) for _, vs in series), default=1)

    def x(i: int) -> float:
        return left + (plot_w * i / (longest - 1) if longest > 1 else plot_w / 2)

    def y(v: float) -> float:
        return top + plot_h * (1 - (v - low) / (high - low))

    parts = [f'<svg class="chart" viewBox="0 0 {width} {height}" width="100%" '
             f'role="img" aria-label="{esc(title)}" xmlns="http://www.w3.org/2000/svg">'
             f'<title>{esc(title)}</title>']
    for tick in ticks:
        ty = y(tick)
        parts.append(f'<line class="grid" x1="{left}" x2="{width - right}" y1="{ty:.1f}" '
                     f'y2="{ty:.1f}" stroke="currentColor" stroke-opacity=".15"/>'
                     f'<text x="{left - 4}" y="{ty + 4:.1f}" text-anchor="end" font-size="10" '
                     f'fill="currentColor">{_fmt(tick)}</text>')
    for label, value in lines:
        ly = y(value)
        parts.append(f'<line class="mark" x1="{left}" x2="{width - right}" y1="{ly:.1f}" '
                     f'y2="{ly:.1f}" stroke="currentColor" stroke-dasharray="4 3" '
                     f'stroke-opacity=".6"/><text x="{width - right}" y="{ly - 3:.1f}" '
                     f'text-anchor="end" font-size="9" fill="currentColor">{esc(label)}</text>')
    for index, (label, vs) in enumerate(series):
        colour = colours[index % len(colours)]
        points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(vs))
        if len(vs) > 1:
            parts.append(f'<polyline data-series="{esc(label)}" data-points="{len(vs)}" '
                         f'points="{points}" fill="none" stroke="{colour}" stroke-width="2" '
                         f'stroke-linejoin="round"/>')
        if vs:
            parts.append(f'<circle data-series-end="{esc(label)}" cx="{x(len(vs) - 1):.1f}" '
                         f'cy="{y(vs[-1]):.1f}" r="3" fill="{colour}"/>')
        lx = left + (index % 2) * (plot_w / 2)
        ly = height - bottom + 30 + 14 * (index // 2) - 14
        parts.append(f'<rect x="{lx:.1f}" y="{ly - 8:.1f}" width="10" height="10" '
                     f'fill="{colour}"/><text x="{lx + 14:.1f}" y="{ly + 1:.1f}" font-size="11" '
                     f'fill="currentColor">{esc(label)}</text>')
    parts.append("</svg>")
    return "".join(parts)
