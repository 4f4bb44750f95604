// The page's side of the thinking worker (assets/js/thinker-worker.mjs): started as the
// page opens by early-thinker.mjs (a game with a hard computer, or a first visit), and
// imported by ui/features/thinker/commands.py after the first render (one module, one
// start), which otherwise starts it for a game of easy and normal computers once the
// page is idle. Every failure is a rejected promise: Python then plays the move on the
// main thread (the fallback) and says so once.
const WORKER_URL = new URL("./thinker-worker.mjs", import.meta.url);

let worker = null;
let started = null;
let broken = null;
let nextId = 1;
const waiting = new Map(); // id -> {resolve, reject, timer}
let linkedNow = null;
const linked = new Promise((resolve) => { linkedNow = resolve; });

function fail(reason) {
  linkedNow("failed");
  if (broken) return;
  broken = reason;
  for (const { reject, timer } of waiting.values()) {
    clearTimeout(timer);
    reject(new Error(reason));
  }
  waiting.clear();
  if (worker) worker.terminate();
}

/** Start the worker once; resolves when its Python is ready, rejects when it fails
 * or has not started within ``timeoutMs``. */
export function start(timeoutMs) {
  if (started) return started;
  started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      fail(`the worker did not start within ${timeoutMs} ms`);
      reject(new Error(broken));
    }, timeoutMs);
    const done = (error) => {
      clearTimeout(timer);
      if (error) {
        fail(error);
        reject(new Error(broken));
      } else {
        resolve(true);
      }
    };
    try {
      worker = new Worker(WORKER_URL, { type: "module", name: "thinker" });
    } catch (error) {
      done(`the worker could not be created: ${error}`);
      return;
    }
    worker.onerror = (event) => {
      event.preventDefault();
      done(`the worker failed: ${event.message || "its script did not load"}`);
    };
    worker.onmessageerror = () => fail("a message from the worker could not be read");
    worker.onmessage = (event) => {
      const data = event.data || {};
      if (data.linked) return linkedNow("linked");
      if (data.ready) {
        linkedNow("linked");
        // Shown to tests and benchmarks, as runtime.mjs shows the page's own start.
        document.documentElement.dataset.thinkerStart = data.start;
        return done(null);
      }
      if (data.failed) return done(`the worker's Python did not start: ${data.failed}`);
      const entry = waiting.get(data.id);
      if (!entry) return;
      waiting.delete(data.id);
      clearTimeout(entry.timer);
      if (data.error) entry.reject(new Error(data.error));
      else entry.resolve(data.reply);
    };
  });
  started.catch(() => {}); // the caller handles it; not an unhandled rejection
  return started;
}

/** One decision: ui/think.py's request text in, its JSON reply out (or a rejection
 * after ``timeoutMs``, which also retires the worker). */
export function ask(request, timeoutMs) {
  if (broken) return Promise.reject(new Error(broken));
  if (!worker) return Promise.reject(new Error("the worker was not started"));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      fail(`no answer within ${timeoutMs} ms`);
      reject(new Error(broken));
    }, timeoutMs);
    waiting.set(id, { resolve, reject, timer });
    worker.postMessage({ id, request });
  });
}

/** Resolves at the page's next idle moment, at most ``timeoutMs`` away: a worker booted
 * then does not compete with a frame the page is drawing. */
export function idle(timeoutMs) {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(() => resolve(true), { timeout: timeoutMs });
    } else {
      setTimeout(() => resolve(true), 0);
    }
  });
}

/** Why the worker is out of service ("" while it is fine). */
export function failure() {
  return broken || "";
}

/** Resolves once the started worker's runtime is linked ("linked"), it failed
 * ("failed"), or ``timeoutMs`` passed ("late"); at once ("alone") when it was not started.
 * The page's own Python waits for this on a first visit (runtime.mjs). */
export function linkedOrLate(timeoutMs) {
  if (!started) return Promise.resolve("alone");
  let timer = null;
  const late = new Promise((resolve) => { timer = setTimeout(() => resolve("late"), timeoutMs); });
  return Promise.race([linked, late]).finally(() => clearTimeout(timer));
}
