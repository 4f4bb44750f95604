// Starts the thinking worker (thinker.mjs) as the page opens, beside the page's own
// Python, when the game will have a hard computer: its search waits for the worker, and
// without this the worker only began booting its own Pyodide after the first render.
// Python's side (ui/features/thinker/commands.py) imports the same module and gets the
// same start. Games of easy and normal computers only do not start it here: a second
// interpreter booting beside the first slows the first visit's deal (docs/MEASUREMENTS.md),
// so Python starts theirs once the first deal is on screen and the page is idle
// (ui/features/thinker/when.py).
//
// Which game this visit plays is Python's to decide (ui/main.py); this reads the same
// storage and address, and a wrong guess only moves the worker's start.
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

if (hardComputerAhead()) start(BOOT_TIMEOUT_MS);
