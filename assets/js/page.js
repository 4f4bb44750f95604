// Page helpers that must work before Python is running:
//  1. the loading indicator: bytes really received for the runtime files (fetch is
//     wrapped; each response is cloned and counted, the original is returned as is)
//     and PyScript's own stage events ("py:progress");
//  2. arrow keys move the focus between the cards of the hand (Enter plays);
//  3. the service worker's registration (below).
(() => {
  "use strict";
  const params = new URLSearchParams(location.search);
  let lang = (params.get("lang") || "").toLowerCase();
  if (lang !== "ru" && lang !== "en") {
    try { lang = JSON.parse(localStorage.getItem("thousand.prefs") || "{}").lang; } catch (e) { lang = ""; }
  }
  const en = lang === "en";
  const STAGES = {
    "Loading Pyodide": ["Загрузка Python (Pyodide)…", "Downloading Python (Pyodide)…"],
    "Loading Storage": ["Подготовка хранилища…", "Preparing storage…"],
    "Loaded Storage": ["Хранилище готово", "Storage ready"],
    "Loading interpreter": ["Запуск интерпретатора Python…", "Starting the Python interpreter…"],
    "Loaded interpreter": ["Python запущен", "Python started"],
    "Loading files": ["Загрузка модулей игры…", "Loading the game modules…"],
    "Loaded files": ["Модули загружены, раздаём карты…", "Modules loaded, dealing…"],
    "Loaded Pyodide": ["Python готов, раздаём карты…", "Python ready, dealing…"],
  };
  const stepsDone = new Set();
  let received = 0;
  let expected = 0;
  const el = (id) => document.getElementById(id);
  function show() {
    const bar = el("loading-bar");
    if (!bar) return;
    // Bytes give 0-85 %, PyScript's stages the rest.
    const bytes = expected ? Math.min(1, received / expected) : 0;
    const value = Math.round(85 * bytes + 15 * Math.min(1, stepsDone.size / 6));
    bar.value = Math.max(bar.value, value);
    const mb = (n) => (n / 1048576).toFixed(1);
    el("loading-bytes").textContent = expected
      ? `${mb(received)} / ${mb(expected)} ${en ? "MB" : "МБ"}` : "";
  }
  function stage(text) {
    const words = STAGES[text];
    stepsDone.add(text);
    if (words && el("loading-text")) el("loading-text").textContent = words[en ? 1 : 0];
    show();
  }
  document.addEventListener("DOMContentLoaded", () => {
    if (el("loading-text")) el("loading-text").textContent = en ? "Loading PyScript…" : "Загрузка PyScript…";
    const title = document.querySelector("#loading .brand");
    if (title && en) title.textContent = "Thousand";
    show();
  });
  addEventListener("py:progress", (event) => stage(String(event.detail)));

  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const size = Number(response.headers.get("content-length")) || 0;
    if (!size || !response.body || document.documentElement.dataset.ready) return response;
    expected += size;
    show();
    const reader = response.clone().body.getReader();
    (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.length;
        show();
      }
    })().catch(() => {});
    return response;
  };

  // 3. The service worker (sw.js) that makes a repeat visit start from its cache and
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
