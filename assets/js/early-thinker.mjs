// Starts the thinking worker (thinker.mjs) as the page opens, in parallel with the page's
// own Python, so that a hard computer can think as soon as the table is up rather than
// after a second interpreter has booted behind it. Python's side
// (ui/features/thinker/commands.py) imports the same module and gets the same start.
//
// Not for a game that will never ask it: the saved game a reload resumes being a replay
// or seating only people (hot-seat). Whether this visit resumes the save is Python's to
// decide; a wrong guess only starts the worker early or leaves it to Python.
import { start } from "./thinker.mjs";

const BOOT_TIMEOUT_MS = 120_000; // as ui/features/thinker/commands.py's

function savedGameHasComputers() {
  try {
    const save = JSON.parse(localStorage.getItem("thousand.save") || "null");
    if (!save) return true; // a first visit: a new game against the computer
    const seats = save.record && save.record.players ? save.record.players.length : 0;
    const people = Array.isArray(save.humans) ? save.humans.length : 1;
    return save.mode !== "watch" && people < seats;
  } catch (error) {
    return true;
  }
}

if (savedGameHasComputers()) start(BOOT_TIMEOUT_MS);
