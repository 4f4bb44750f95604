// The Python runtime, started as soon as the page is parsed.
//
// PyScript only starts Pyodide after its own code and the config have arrived
// (a chain of requests); this module starts it at once, in parallel with them.
// pyscript.toml names this module as its `interpreter`: PyScript imports it and
// calls `loadPyodide({stdout, stderr, indexURL})`, which gets the runtime already
// on its way instead of a second one. PyScript's indexURL (this folder) is not
// where Pyodide lives, so the vendored folder is named here.
import { loadPyodide as startPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const sinks = { stdout: null, stderr: null };
const started = startPyodide({
  indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
  // Output before PyScript takes over goes to the console, as PyScript's would.
  stdout: (line) => (sinks.stdout || console.log)(line),
  stderr: (line) => (sinks.stderr || console.warn)(line),
});
// PyScript reports a failed start itself; this only keeps the browser from
// also logging the same rejection as unhandled before PyScript has asked for it.
started.catch(() => {});

/** PyScript's entry point: the runtime started above, its output routed to PyScript. */
export function loadPyodide(options = {}) {
  sinks.stdout = options.stdout || null;
  sinks.stderr = options.stderr || null;
  return started;
}
