// Drag up to play, on a touch screen: a card of your hand follows the finger; let go more
// than the threshold above where it was pressed and a playable card is played (the page
// gets the button's own click, as from Enter); a short drag, or a card that may not be
// played, slides back. A tap without dragging stays a tap (the first lifts, the second
// plays: ui/main.py).

const SLOP = 8;  // px a finger may wander and still tap
let drag = null, swallow = 0, limit = 60;
let still = null;  // the reduced-motion preference, watched once installed
let installed = false;

function follow(card, dx, dy) {
  card.style.transform = `translate(${dx}px, ${dy}px)`;
  card.style.zIndex = "5";
}

function settle(card) {
  const shift = card.style.transform;
  card.style.transform = "";
  card.style.zIndex = "";
  const quick = still.matches || document.documentElement.dataset.speed === "instant";
  if (shift && !quick)
    card.animate([{transform: shift}, {transform: "none"}], {duration: 180, easing: "ease-out"});
}

function end(e, cancelled) {
  if (!drag || e.pointerId !== drag.id) return;
  const {card, moved, y} = drag;
  drag = null;
  if (!moved) return;  // a tap: the click that follows lifts or plays the card
  swallow = performance.now() + 700;
  const playable = card.matches(".legal, .pickable") && card.isConnected;
  if (!cancelled && playable && y - e.clientY >= limit) {
    card.click();  // as Enter would: plays it (a marriage card asks first)
    if (card.isConnected) settle(card);
  } else settle(card);
}

/** Listen for drags of the hand's cards (once per page); a card dragged up `limitPx`
 * (CSS px) or more is played. */
export function installDrag(limitPx) {
  limit = limitPx;
  if (installed) return;
  installed = true;
  still = matchMedia("(prefers-reduced-motion: reduce)");
  document.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse" || !e.isPrimary) return;
    const card = e.target.closest && e.target.closest(".hand-cards button.card");
    if (card) drag = {card, id: e.pointerId, x: e.clientX, y: e.clientY, moved: false};
  });
  document.addEventListener("pointermove", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < SLOP) return;
    drag.moved = true;
    follow(drag.card, dx, dy);
  });
  document.addEventListener("pointerup", (e) => end(e, false));
  document.addEventListener("pointercancel", (e) => end(e, true));
  document.addEventListener("click", (e) => {
    // The tap Chromium may still report after a drag must not lift the card again.
    if (e.isTrusted && performance.now() < swallow) {
      swallow = 0;
      e.stopPropagation();
      e.preventDefault();
    }
  }, true);
}
