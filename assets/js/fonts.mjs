// The fonts the page will draw in, looked up while the page is idle.
//
// The first time the page draws text in a font at a new size or weight, Chromium asks
// the system for that font (on Linux a round trip to the browser process for the font
// and for each fallback font its symbols need), inside the layout that first needs it.
// The bid pad's first appearance needed a few new sizes, and its layout then took up
// to tens of milliseconds in the middle of a move (docs/MEASUREMENTS.md). Here the sizes
// and weights the stylesheets name are laid out once, hidden, one at a time in idle
// moments, so that a later screen finds its fonts known.

/** What the page writes: Latin, Cyrillic, digits, the suits and the signs of its
 * controls and scores. */
const SAMPLE = "Aa Яя 0123456789 ♠♣♥♦ −+";

const BOLD = { bold: "700", normal: "400" };

function named(style, property) {
  const value = style.getPropertyValue(property).trim();
  return value && value !== "inherit" ? value : null;
}

/** The fonts the page's own stylesheets name: the page's family at every named size in
 * every named weight (regular and bold at least), and another family (the cards' serif,
 * the record's monospace) at every named size in the weights its rules name. Rules of
 * every screen size count, so that turning the phone finds their sizes known too. A size
 * written as `calc(var(--card-w) * .27)` resolves here as it does on the table. */
export function fontsNamed(sheets = document.styleSheets, base = getComputedStyle(document.body)) {
  const sizes = new Set();
  const weights = new Set(["400", "700"]);
  const others = new Map(); // family -> the weights named with it
  const visit = (rules) => {
    for (const rule of rules) {
      if (rule.cssRules) visit(rule.cssRules);
      if (!rule.style) continue;
      const size = named(rule.style, "font-size");
      if (size) sizes.add(size);
      const weight = named(rule.style, "font-weight");
      if (weight) weights.add(BOLD[weight] || weight);
      const family = named(rule.style, "font-family");
      if (family && family !== base.fontFamily) {
        others.set(family, (others.get(family) || new Set()).add(BOLD[weight] || weight || "400"));
      }
    }
  };
  for (const sheet of sheets) {
    if (sheet.href && new URL(sheet.href).origin !== location.origin) continue;
    visit(sheet.cssRules);
  }
  const fonts = [];
  for (const size of sizes) {
    for (const weight of weights) fonts.push({ family: base.fontFamily, size, weight });
    for (const [family, theirs] of others) {
      for (const weight of theirs) fonts.push({ family, size, weight });
    }
  }
  return fonts;
}

function idle() {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(resolve, { timeout: 2000 });
    } else {
      setTimeout(() => resolve({ timeRemaining: () => 5, didTimeout: true }), 50);
    }
  });
}

/** Lays each font out once in a box nobody sees or reads, one font at a time while an
 * idle moment lasts (at least one per moment); then marks the page `data-fonts="warm"`
 * and resolves with how many were laid out. */
export async function warmFonts(fonts = fontsNamed(), spareMs = 4) {
  const box = document.createElement("div");
  box.setAttribute("aria-hidden", "true");
  box.inert = true;
  box.style.cssText = "position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;"
    + "visibility:hidden;pointer-events:none;contain:strict";
  document.body.append(box);
  let at = 0;
  while (at < fonts.length) {
    const deadline = await idle();
    do {
      const { family, size, weight } = fonts[at++];
      const line = document.createElement("span");
      line.style.cssText = `font-family:${family};font-size:${size};font-weight:${weight};`
        + "white-space:nowrap";
      line.textContent = SAMPLE;
      box.append(line);
      box.getBoundingClientRect(); // its layout, and the font's lookup, happen now
    } while (at < fonts.length && deadline.timeRemaining() > spareMs);
  }
  box.remove();
  document.documentElement.dataset.fonts = "warm";
  return fonts.length;
}
