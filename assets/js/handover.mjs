// What runs between Pyodide's start and PyScript's: the game's files written into
// Python's working folder and, on a first visit, the game's modules imported ahead.
//
// Each step begins a task of its own. Pyodide's start ends in one long step (the restore
// and Python's bootstrap), and the promises it then resolves would otherwise run these
// steps in that same task, making one task of them all.
//
// Without the game's modules in the snapshot (a first visit), they are imported here, a
// few at a time, before PyScript runs the page's script: the imports that script would
// make in one frozen task, spread over tasks short enough for the page to keep painting.
// The modules are site-files.json's `preload`, those that never touch the page. Importing
// the first module of a package runs the package's `__init__`, which may import all of
// its modules at once; so each of the game's files is first compiled on its own (Python
// keeps the bytecode beside the source and the import reads it), which is most of an
// import's time in Pyodide, and the imports that follow only run the modules.
import { nextTask, pacer } from "./pace.mjs";
import { writePythonFiles } from "./python-files.mjs";

const SLICE_MS = 40;

/** ``step(item)`` for each of ``items``, yielding to the page every SLICE_MS. */
async function inSlices(items, step) {
  const pace = pacer(SLICE_MS);
  for (const item of items) {
    step(item);
    await pace();
  }
}

/** The file of the game's module ``name`` in Python's working folder, or null (a
 * standard module's source is not there). */
function gameFile(pyodide, name) {
  const base = `${pyodide.FS.cwd()}/${name.replaceAll(".", "/")}`;
  return [`${base}.py`, `${base}/__init__.py`].find(
    (path) => pyodide.FS.analyzePath(path).exists) || null;
}

/** Import ``names`` in slices, the game's files compiled first; returns how many files
 * were compiled ahead. */
async function importInSlices(pyodide, names) {
  const files = names.map((name) => gameFile(pyodide, name)).filter(Boolean);
  let compiled = 0;
  let compile = null;
  try {
    compile = pyodide.pyimport("py_compile").compile;
  } catch (error) {
    // Without it each import compiles its own module.
  }
  if (compile) {
    await inSlices(files, (path) => {
      try {
        compile(path, undefined, undefined, true);
        compiled += 1;
      } catch (error) {
        // A file that does not compile: the page's own import reports it.
      }
    });
    compile.destroy();
  }
  await inSlices(names, (name) => {
    try {
      pyodide.pyimport(name).destroy();
    } catch (error) {
      // A standard module this Python lacks, or a failure the page's own import reports.
    }
  });
  return compiled;
}

/** Make the started ``pyodide`` ready for PyScript: ``files`` (`[path, source]` pairs)
 * written and, unless it started from a snapshot with the game's modules in it (``how``
 * is "snapshot"), the modules ``preload`` (a promise of their names) imported. What happened
 * is shown to tests and benchmarks on ``<html>``: ``data-python-start`` (how) and
 * ``data-compiled-ahead`` (how many files were compiled first). */
export async function handOver(pyodide, how, files, preload) {
  await nextTask();
  const root = typeof document === "undefined" ? null : document.documentElement;
  if (root) root.dataset.pythonStart = how;
  writePythonFiles(pyodide, files);
  if (how === "snapshot") return pyodide;
  await nextTask();
  const compiled = await importInSlices(pyodide, await preload);
  if (root) root.dataset.compiledAhead = compiled;
  return pyodide;
}
