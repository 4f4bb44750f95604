// The page's DOM patcher: brings an element to new HTML in place (ui/dom.py patch_html).
//
// In the page's own JavaScript because walking the DOM node by node from Python through
// Pyodide's proxies took 100-700 ms a render (measured with bench/motion.py); one call
// into this takes a few. It reuses elements by `data-key` (or, unkeyed, by position and
// tag), keeps a `<details>`'s open state and a form field's typed value unless the page
// changed it, then lets the cards glide from where they were (glide.mjs): each card of a
// deal new on the table (`data-deal-id` changed), the others only when they are new
// elements.
//
// The glides start at the next frame, before it is drawn: finding where the cards went
// means laying the new table out, which the frame does anyway; done in the patch, it
// lengthened the task that changed the table (docs/MEASUREMENTS.md). Patches before that
// frame glide once, from where the cards were before the first of them.
import { flying as dealtCardsFlying, glide, landing, places } from "./glide.mjs";

const FORM = new Set(["INPUT", "SELECT", "TEXTAREA"]);
const key = (n) => (n.nodeType === 1 ? n.getAttribute("data-key") : null);

function syncAttributes(old, neu) {
  const form = FORM.has(old.nodeName);
  for (const name of neu.getAttributeNames()) {
    const value = neu.getAttribute(name);
    if (old.getAttribute(name) !== value) {
      old.setAttribute(name, value);
      if (form && name === "value") old.value = value;
    }
  }
  const keepOpen = old.nodeName === "DETAILS";
  for (const name of old.getAttributeNames())
    if (!neu.hasAttribute(name) && !(keepOpen && name === "open")) old.removeAttribute(name);
}

function morph(old, neu) {
  if (old.nodeType !== 1) {
    if (old.nodeValue !== neu.nodeValue) old.nodeValue = neu.nodeValue;
    return;
  }
  if (old.isEqualNode(neu)) return;
  syncAttributes(old, neu);
  morphChildren(old, neu);
}

function morphChildren(oldParent, newParent) {
  const keyed = new Map(), loose = [];
  for (const node of [...oldParent.childNodes]) {
    const k = key(node);
    if (k === null) loose.push(node); else keyed.set(k, node);
  }
  loose.reverse();
  const wanted = [...newParent.childNodes];
  wanted.forEach((neu, index) => {
    const k = key(neu);
    let old = k === null ? loose.pop() : keyed.get(k);
    if (k !== null) keyed.delete(k);
    if (old && old.nodeName !== neu.nodeName) old = undefined;
    if (old) morph(old, neu);
    const node = old || neu;
    const here = oldParent.childNodes[index];
    if (here !== node) oldParent.insertBefore(node, here || null);
  });
  while (oldParent.childNodes.length > wanted.length) oldParent.lastChild.remove();
}

function dealId(root) {
  const table = root.querySelector("[data-deal-id]");
  return table ? table.getAttribute("data-deal-id") : null;
}

let due = null;  // the glide the next frame starts: {root, before, ms, kept}

function startGlide() {
  if (due === null) return;  // a patch without motion came first: nothing glides
  const { root, before, ms, kept } = due;
  due = null;
  glide(root, before, ms, kept);
}

/** Whether a card being dealt under `root` is still on its way, or the glides of a patch
 * are still to start at the next frame. */
export function flying(root) {
  return (due !== null && due.root === root) || dealtCardsFlying(root);
}

/** Bring `root` to `html`; cards that moved glide for `ms` (0, or a reduced-motion
 * preference: no movement), starting at the next frame. Answers how long the deal it
 * started takes to land (ms; 0 when no card is being dealt), so that the computer seats
 * wait for it.
 * A table painted before Python ran (paint.js, `data-painted`) is taken over in place:
 * nothing glides, the cards are already where they belong. */
export function patch(root, html, ms) {
  const painted = root.hasAttribute("data-painted");
  root.removeAttribute("data-painted");
  const moving = !painted && ms > 0 && !matchMedia("(prefers-reduced-motion: reduce)").matches;
  const waiting = due !== null && due.root === root ? due : null;
  if (!moving) due = null;
  // Where the cards are on the screen: before the first patch the frame has not drawn yet.
  const before = moving ? (waiting ? waiting.before : places(root)) : null;
  const wasDealing = dealId(root);
  let kept = moving
    ? (waiting ? waiting.kept : new Set(root.querySelectorAll(".card[data-key]"))) : null;
  const template = document.createElement("template");
  template.innerHTML = html;
  morphChildren(root, template.content);
  const dealing = dealId(root);
  // A fresh deal deals every card, also one whose key was on the table already (a card
  // you held before a redeal or a new game, the backs of a fan).
  if (dealing !== null && dealing !== wasDealing) kept = new Set();
  if (!moving) return 0;
  if (!waiting) requestAnimationFrame(startGlide);
  due = { root, before, ms, kept };
  return landing(root, ms, kept);
}
