// The loading indicator, which must work before Python runs: bytes really received for
// the runtime's files (fetch is wrapped; each response is cloned and counted, the
// original is returned as is), the game's modules made ready before PyScript runs them
// ("thousand:handover", from handover.mjs) and PyScript's own stage events
// ("py:progress"), told in
// the game's words, in the player's language: the address's ?lang=, else the one saved,
// else the browser's. index.html runs it right after #loading, so the first frame
// already speaks that language; the words live here because no Python runs yet.
// Published as `thousandLoader` (its words and language), for tests.
(() => {
  "use strict";
  const WORDS = {
    ru: {
      title: "Тысяча", start: "Садимся за стол…", fetch: "Несём колоду…",
      cloth: "Расстилаем сукно…", shuffle: "Тасуем колоду…", players: "Зовём игроков…",
      deal: "Раздаём карты…", mb: "МБ",
    },
    en: {
      title: "Thousand", start: "Taking seats at the table…", fetch: "Fetching the deck…",
      cloth: "Laying the cloth…", shuffle: "Shuffling the deck…", players: "Calling the players…",
      deal: "Dealing the cards…", mb: "MB",
    },
    pl: {
      title: "Tysiąc", start: "Siadamy do stołu…", fetch: "Przynosimy talię…",
      cloth: "Rozkładamy sukno…", shuffle: "Tasujemy talię…", players: "Wołamy graczy…",
      deal: "Rozdajemy karty…", mb: "MB",
    },
    uk: {
      title: "Тисяча", start: "Сідаємо за стіл…", fetch: "Несемо колоду…",
      cloth: "Розстеляємо сукно…", shuffle: "Тасуємо колоду…", players: "Кличемо гравців…",
      deal: "Роздаємо карти…", mb: "МБ",
    },
  };
  // PyScript's stage events, in the order they come, and the words for each. PyScript
  // has no files to load (runtime.mjs writes the game's modules into the interpreter
  // before handing it over), so its loaded interpreter already holds the players.
  const STAGES = {
    "Loading Pyodide": "fetch", "Loading Storage": "cloth", "Loaded Storage": "cloth",
    "Loading interpreter": "shuffle", "Loaded interpreter": "players",
    "Loaded Pyodide": "deal",
  };
  const STAGE_COUNT = 6;

  function language() {
    const asked = (new URLSearchParams(location.search).get("lang") || "").toLowerCase();
    if (WORDS[asked]) return asked;
    try {
      const saved = JSON.parse(localStorage.getItem("thousand.prefs") || "{}").lang;
      if (WORDS[saved]) return saved;
    } catch (error) {
      // unreadable prefs: the browser's language below
    }
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const base = String(tag).toLowerCase().split("-")[0];
      if (WORDS[base]) return base;
    }
    return "ru";
  }

  const lang = language();
  const words = WORDS[lang];
  const el = (id) => document.getElementById(id);
  const stepsDone = new Set();
  let received = 0;
  let expected = 0;
  let handedOver = 0;

  function show() {
    const bar = el("loading-bar");
    if (!bar) return;
    // Bytes give 0-80 %, the game's modules 10 %, PyScript's stages the rest.
    const bytes = expected ? Math.min(1, received / expected) : 0;
    const value = Math.round(80 * bytes + 10 * handedOver
                             + 10 * Math.min(1, stepsDone.size / STAGE_COUNT));
    bar.value = Math.max(bar.value, value);
    const mb = (n) => (n / 1048576).toFixed(1);
    el("loading-bytes").textContent = expected
      ? `${mb(received)} / ${mb(expected)} ${words.mb}` : "";
  }

  function say(key) {
    if (el("loading-text")) el("loading-text").textContent = words[key];
  }

  const title = document.querySelector("#loading .brand");
  if (title) title.textContent = words.title;
  say("start");
  show();
  addEventListener("py:progress", (event) => {
    const stage = String(event.detail);
    stepsDone.add(stage);
    if (STAGES[stage]) say(STAGES[stage]);
    show();
  });

  addEventListener("thousand:handover", (event) => {
    const { done, total } = event.detail || {};
    if (!(total > 0)) return;
    handedOver = Math.min(1, done / total);
    // The game's modules are its players: they are being called to the table.
    if (handedOver < 1) say("players");
    show();
  });

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

  globalThis.thousandLoader = Object.freeze({ lang, words: WORDS });
})();
