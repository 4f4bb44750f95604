// Starts a second Pyodide, off the main thread, only to take a memory snapshot of
// Python right after its start-up, and posts the bytes back (assets/js/runtime.mjs).
// The page's own interpreter cannot give one: an interpreter started to be
// snapshotted keeps Python away from the page (no `js.document`) until it is restored.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
try {
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
  const snapshot = pyodide.makeMemorySnapshot();
  postMessage({ snapshot }, [snapshot.buffer]);
} catch (error) {
  postMessage({ error: String(error) });
}
