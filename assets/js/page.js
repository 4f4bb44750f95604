// Page helpers that must work before Python is running (the loading indicator is
// loader.js, the table painted before Python is paint.js):
//  1. arrow keys move the focus between the cards of the hand (Enter plays);
//  2. the service worker's registration (below).
(() => {
  "use strict";
  // 2. The service worker (sw.js) that makes a repeat visit start from its cache and
  //    work offline. Registered only once the table is on screen, so that filling its
  //    cache never competes with the first start; a newer release it has installed
  //    meanwhile is told to take over then too (this page fetches nothing more).
  function whenReady(callback) {
    const root = document.documentElement;
    if (root.dataset.ready) { callback(); return; }
    const watch = new MutationObserver(() => {
      if (!root.dataset.ready) return;
      watch.disconnect();
      callback();
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  }
  function takeOver(worker) {
    worker.postMessage({ type: "take-over" });
  }
  if ("serviceWorker" in navigator && window.isSecureContext) {
    whenReady(async () => {
      try {
        const registration = await navigator.serviceWorker.register("./sw.js");
        // A newer release may be waiting, still installing, or found later.
        const watch = (worker) => {
          if (!worker) return;
          if (worker.state === "installed") takeOver(worker);
          else worker.addEventListener("statechange", () => {
            if (worker.state === "installed") takeOver(worker);
          });
        };
        watch(registration.waiting);
        watch(registration.installing);
        registration.addEventListener("updatefound", () => watch(registration.installing));
        // Look for a new release now rather than whenever the browser gets round to it.
        if (navigator.onLine && registration.active) await registration.update();
      } catch (error) {
        console.warn("service worker not registered:", error);
      }
    });
  }

  document.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight"
        && event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    const hand = event.target.closest && event.target.closest(".hand-cards");
    const cards = hand ? [...hand.querySelectorAll("button.card")] : [];
    if (!cards.length) return;
    const at = cards.indexOf(event.target);
    const step = event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 1;
    const next = cards[(at + step + cards.length) % cards.length];
    for (const card of cards) card.tabIndex = card === next ? 0 : -1;  // roving tabindex
    next.focus();
    event.preventDefault();
  });
})();
