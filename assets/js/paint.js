// The table on screen before Python runs.
//
// Python's start takes seconds; a returning player should see the game as they left it
// at once. While the page runs, every render of #app is copied (a few hundred ms after
// the last change, and when the page is hidden or left) into localStorage; on the next
// visit this script, run by index.html right after #app is parsed, paints that copy
// before the first frame. On a first visit (nothing saved) it draws a table skeleton.
// Either way #app is `inert` (no clicks, no focus) and <html data-starting> says the page
// is starting, until Python marks <html data-ready> (ui/dom.py hide_loading); Python's
// first render then patches the same elements (patch.mjs: no glide over a painted table).
//
// The copy is only a picture: the driver contract's attributes (data-action, data-ui,
// data-overlay and #table's data-phase/-to-move/-seat) are left out, so that tests and
// outside drivers see them only when Python answers; so are what a reload does not bring
// back (dialogs opened by hand, messages, an open menu, a "thinking" mark).
(() => {
  "use strict";
  const KEY = "thousand.painted";
  const FORMAT = 1;
  const SAVE_AFTER_MS = 300;
  // The dialogs a reload opens again by itself (ui/app.py current_overlay).
  const KEPT_OVERLAYS = new Set(["summary", "over", "handoff"]);
  const CONTRACT = ["data-action", "data-ui", "data-overlay"];
  const TABLE_CONTRACT = ["data-phase", "data-to-move", "data-seat"];
  // What makes a page visit start a game other than the saved one (ui/settings.py).
  const GAME_PARAMS = ["seed", "preset", "players"];

  const root = document.documentElement;
  const app = document.getElementById("app");
  if (!app) return;

  function gameParams(search) {
    const params = new URLSearchParams(search);
    return GAME_PARAMS.map((name) => params.get(name) || "").join("|");
  }

  function read() {
    try {
      const saved = JSON.parse(localStorage.getItem(KEY) || "null");
      return saved && saved.format === FORMAT && typeof saved.html === "string" ? saved : null;
    } catch (error) {
      return null;
    }
  }

  /** The saved table, if this visit resumes the game it shows: the address asks for no
   * other game (or for the same one) and no other language. */
  function resumable(saved) {
    if (!saved) return false;
    const params = new URLSearchParams(location.search);
    const asked = gameParams(location.search);
    if (asked !== "||" && asked !== saved.game) return false;
    const lang = (params.get("lang") || "").toLowerCase();
    return !lang || lang === saved.lang;
  }

  function paintSaved(saved) {
    app.innerHTML = saved.html;
    app.setAttribute("data-painted", "");
    if (saved.lang) root.lang = saved.lang;
    if (saved.theme) root.dataset.theme = saved.theme;
    if (saved.speed) root.dataset.speed = saved.speed;
    root.dataset.starting = "table";
  }

  function paintSkeleton() {
    const backs = (n) => '<i class="card back"></i>'.repeat(n);
    const seat = (where, n) =>
      `<section class="seat ${where}"><div class="seat-id"><b class="name">&nbsp;</b></div>` +
      `<div class="fan" style="--n:${n}">${backs(n)}</div></section>`;
    const title = document.querySelector("#loading .brand");
    app.innerHTML =
      `<header class="toolbar"><h1>${title ? title.textContent : ""}</h1></header>` +
      '<main class="table players-3 skeleton"><div class="felt players-3">' +
      `<div class="opponents">${seat("at-left", 7)}${seat("at-right", 7)}</div>` +
      '<div class="centre"><div class="talon"><div class="talon-pile">' + backs(3) +
      '</div></div></div><section class="seat at-bottom me"><div class="seat-id">' +
      '<b class="name">&nbsp;</b></div></section></div></main>';
    root.dataset.starting = "skeleton";
  }

  const saved = read();
  if (resumable(saved)) paintSaved(saved);
  else paintSkeleton();
  app.hidden = false;
  app.inert = true;
  root.dataset.painted = String(Math.round(performance.now()));

  // ---------------------------------------------------------------- the copy

  function picture() {
    const copy = app.cloneNode(true);
    for (const dialog of copy.querySelectorAll("[data-overlay]")) {
      if (!KEPT_OVERLAYS.has(dialog.getAttribute("data-overlay"))) dialog.remove();
    }
    for (const gone of copy.querySelectorAll(".message, .thinking")) gone.remove();
    for (const live of copy.querySelectorAll("[aria-live]")) live.replaceChildren();
    for (const menu of copy.querySelectorAll(".menu.open")) menu.classList.remove("open");
    for (const name of CONTRACT) {
      for (const element of copy.querySelectorAll(`[${name}]`)) element.removeAttribute(name);
    }
    const table = copy.querySelector("#table");
    if (table) for (const name of TABLE_CONTRACT) table.removeAttribute(name);
    return copy.innerHTML;
  }

  function save() {
    if (!root.dataset.ready || !app.querySelector("#table")) return;
    let speed = "";
    try { speed = JSON.parse(localStorage.getItem("thousand.prefs") || "{}").speed || ""; }
    catch (error) { speed = ""; }
    const entry = {
      format: FORMAT, html: picture(), lang: root.lang, theme: root.dataset.theme || "",
      speed, game: gameParams(location.search),
    };
    try {
      localStorage.setItem(KEY, JSON.stringify(entry));
    } catch (error) {
      // Full or disabled storage: the next visit draws the skeleton instead.
    }
  }

  let timer = null;
  function saveSoon() {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_AFTER_MS);
  }

  function pythonReady() {
    app.inert = false;
    delete root.dataset.starting;
    new MutationObserver(saveSoon).observe(app, {
      subtree: true, childList: true, attributes: true, characterData: true,
    });
    saveSoon();
    addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") save();
    });
  }

  if (root.dataset.ready) pythonReady();
  else {
    const watch = new MutationObserver(() => {
      if (!root.dataset.ready) return;
      watch.disconnect();
      pythonReady();
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  }
})();
