// Starts the thinking worker (thinker.mjs) as the page opens, before the page's own
// Python, in two cases:
//  - the game will have a hard computer: its search waits for the worker, and without
//    this the worker only began booting its own Pyodide after the first render;
//  - the page will start from the site's snapshot (a first visit): the page's own Python
//    then waits until the worker's runtime is linked (runtime.mjs), and links in a
//    fraction of the time, since V8 shares the WebAssembly it compiled for the worker.
// Python's side (ui/features/thinker/commands.py) imports the same module and gets the
// same start. Otherwise (a repeat visit with easy and normal computers only) Python
// starts the worker once the first deal is on screen and the page is idle
// (ui/features/thinker/when.py): booting beside the page's own start, from the page's
// snapshot, it would slow the table (docs/MEASUREMENTS.md).
//
// Which game this visit plays is Python's to decide (ui/main.py); this reads the same
// storage and address, and a wrong guess only moves the worker's start. This script
// runs before runtime.mjs (index.html), so the worker exists when the page's start asks.
import { savedReadable } from "./snapshots.mjs";
import { start } from "./thinker.mjs";

const BOOT_TIMEOUT_MS = 120_000; // as ui/features/thinker/commands.py's
const GAME_PARAMS = ["seed", "preset", "players"]; // an address that starts a new game
const HARD_LEVEL = "hard";
const HARD_AGENT = "search";

function stored(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || "null");
  } catch (error) {
    return null;
  }
}

function hardComputerAhead() {
  const params = new URLSearchParams(location.search);
  const save = stored("thousand.save");
  if (save && !GAME_PARAMS.some((name) => params.has(name))) {
    const players = (save.record && save.record.players) || [];
    return save.mode !== "watch" && players.includes(HARD_AGENT);
  }
  const asked = params.get("difficulty");
  const levels = asked !== null ? asked.split(",") : stored("thousand.levels") || [];
  return Array.isArray(levels) && levels.includes(HARD_LEVEL);
}

if (hardComputerAhead() || !savedReadable()) start(BOOT_TIMEOUT_MS);
