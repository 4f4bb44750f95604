// Cards glide from where they were to where a render put them (FLIP: the Web Animations
// API), and a deal is seen card by card. The animations run on the compositor, so input
// is never held up by them.
//
// A card new on the table comes from the element its `data-from` names; one being dealt
// (`data-deal="k"`, ui/render/table.py's deal_order) from the dealer's seat, k steps after
// the first.

// What may move: the cards and the places they come from or go to.
const MOVING = ".card[data-key], [data-key^='fan-'], [data-key='talon'], [data-key^='seat-']";
const DEAL_STEP = 8;  // a card is dealt every glide / DEAL_STEP ms (normal: every 40 ms)

function turned(el) {
  // Where a card is, as a whole card: one still turning over (the face-up talon's CSS
  // `turn`, a rotation about its upright axis) is narrower on the screen than the card,
  // down to nothing at first, so it is measured as if turned, then put back untouched.
  // A card in mid-glide (a script animation) is measured where it is seen.
  const turning = el.getAnimations().filter(
    (a) => a instanceof CSSAnimation && a.currentTime !== null);
  if (!turning.length) return el.getBoundingClientRect();
  const times = turning.map((a) => a.currentTime);
  for (const a of turning) a.currentTime = a.effect.getComputedTiming().endTime;
  const rect = el.getBoundingClientRect();
  turning.forEach((a, i) => { a.currentTime = times[i]; });
  return rect;
}

/** Where every card and place under `root` is now, by `data-key`: taken before a patch. */
export function places(root) {
  const out = new Map();
  for (const el of root.querySelectorAll(MOVING)) out.set(el.getAttribute("data-key"), turned(el));
  return out;
}

function around(origin, now) {
  // A card coming out of a seat, a fan or the talon starts at that place's middle, at
  // its own proportions (no larger than the place), rather than stretched to its box.
  const s = Math.min(1, origin.width / now.width, origin.height / now.height);
  const w = now.width * s, h = now.height * s;
  return {left: origin.left + (origin.width - w) / 2, top: origin.top + (origin.height - h) / 2,
          width: w, height: h};
}

/** Whether a card being dealt under `root` is still on its way: its glide (or the delay
 * before it) has not finished. The landing time `landing` answers is reckoned when the deal
 * is patched; a busy page starts the glides later, so the page asks again before it lets you
 * bid. */
export function flying(root) {
  return [...root.querySelectorAll(".card[data-deal]")].some(
    (el) => el.getAnimations().some((a) => a.playState === "running"));
}

/** The ms from the next frame until the last card being dealt under `root` lands (0: none
 * is dealt): a card not in `kept` that carries `data-deal` is dealt, `ms` long, after the
 * cards dealt before it. Read from the cards' attributes, without laying anything out. */
export function landing(root, ms, kept) {
  let landed = 0;
  for (const el of root.querySelectorAll(".card[data-key][data-deal]")) {
    if (!kept.has(el)) landed = Math.max(landed, dealDelay(el, ms) + ms);
  }
  return landed;
}

const dealDelay = (el, ms) => (Number(el.getAttribute("data-deal")) * ms) / DEAL_STEP;

/** After a patch: glide each card of `root` from its place in `before` (`ms` long). A card
 * not in `kept` that carries `data-deal` is dealt (its delay as `landing` counts it).
 *
 * Every place is measured before the first animation starts: an animation applied at once
 * (`fill: "backwards"`) makes the styles stale, so measuring a card after starting another
 * card's glide would make the browser work out the styles again for each card. */
export function glide(root, before, ms, kept) {
  const glides = [];
  for (const el of root.querySelectorAll(".card[data-key]")) {
    const now = el.getBoundingClientRect();
    if (!now.width || !now.height) continue;
    const from = el.getAttribute("data-from");
    const deal = el.getAttribute("data-deal");
    let start = null, delay = 0;
    if (deal !== null && !kept.has(el)) {
      // Being dealt: from the dealer's seat, one card after another.
      const seat = before.get(from) || root.querySelector(`[data-key="${from}"]`)
        ?.getBoundingClientRect();
      if (!seat) continue;
      start = around(seat, now);
      delay = dealDelay(el, ms);
    } else {
      start = before.get(el.getAttribute("data-key"));
      if (!start) {
        const origin = from && before.get(from);
        if (!origin) continue;
        start = from.startsWith("card-") ? origin : around(origin, now);
        const order = el.getAttribute("data-order");
        delay = order ? (Math.min(Number(order), 12) * ms) / 8 : 0;
      }
    }
    const dx = start.left - now.left, dy = start.top - now.top;
    const sx = start.width / now.width, sy = start.height / now.height;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(sx - 1) < 0.02) continue;
    glides.push([el, `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`, delay]);
  }
  for (const [el, transform, delay] of glides) {
    el.animate([
      {transformOrigin: "0 0", transform},
      {transformOrigin: "0 0", transform: "none"},
    ], {duration: ms, easing: "cubic-bezier(.2,.7,.3,1)", delay, fill: "backwards"});
  }
}
