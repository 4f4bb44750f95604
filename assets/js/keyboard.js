// Dialogs at the keyboard: an open dialog takes the focus, keeps Tab inside itself,
// closes on Esc, answers Enter with its primary button, and the round review steps
// with ← and →. Plain DOM work, so it lives here and not in Python: it answers even
// while Python is busy, and the page's render only has to draw the dialog.
(() => {
  "use strict";

  const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), "
    + "select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";
  // What Esc presses, in this order: a dialog's own dismiss button, then the usual names.
  const DISMISS = ["[data-dismiss]", "[data-ui='close']", "[data-ui$='-close']",
    "[data-ui='rules-back']", "[data-ui='continue']"];

  const openDialog = () => {
    const overlays = document.querySelectorAll("#app [data-overlay]");
    return overlays.length ? overlays[overlays.length - 1] : null;
  };
  const focusables = (overlay) => [...overlay.querySelectorAll(FOCUSABLE)]
    .filter((el) => el.offsetParent !== null || el === document.activeElement);
  const typing = (el) => el && /^(INPUT|SELECT|TEXTAREA)$/.test(el.nodeName);
  const pressable = (el) => el && /^(BUTTON|A|INPUT|SELECT|TEXTAREA|SUMMARY)$/.test(el.nodeName);

  let shown = null;  // the data-key of the dialog that had the focus last
  const takeFocus = () => {
    const overlay = openDialog();
    const key = overlay ? overlay.getAttribute("data-key") : null;
    if (!overlay) {
      shown = null;
      return;
    }
    if (overlay.contains(document.activeElement) && key === shown) return;
    shown = key;
    if (overlay.contains(document.activeElement)) return;  // the page put it there itself
    const box = overlay.querySelector("[role='dialog'], .dialog") || overlay;
    if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "-1");
    box.focus({ preventScroll: true });
  };

  const start = () => {
    const app = document.getElementById("app");
    if (!app) return;
    new MutationObserver(takeFocus).observe(app, { childList: true, subtree: true });
    takeFocus();
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const overlay = openDialog();
    if (!overlay) return;
    const active = document.activeElement;
    if (event.key === "Tab") {
      const items = focusables(overlay);
      if (!items.length) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const inside = overlay.contains(active);
      if (!inside || (event.shiftKey && (active === first || !items.includes(active)))) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (event.key === "Escape") {
      for (const selector of DISMISS) {
        const button = overlay.querySelector(selector);
        if (button) {
          event.preventDefault();
          button.click();
          return;
        }
      }
      return;
    }
    if (typing(active)) return;
    if (event.key === "Enter" && !pressable(active)) {
      const primary = overlay.querySelector(".primary:not([disabled])");
      if (primary) {
        event.preventDefault();
        primary.click();
      }
      return;
    }
    if ((event.key === "ArrowLeft" || event.key === "ArrowRight")
        && overlay.getAttribute("data-overlay") === "review") {
      const step = overlay.querySelector(event.key === "ArrowLeft"
        ? "[data-ui='review-prev']:not([disabled])" : "[data-ui='review-next']:not([disabled])");
      if (step) {
        event.preventDefault();
        step.click();
      }
    }
  });
})();
