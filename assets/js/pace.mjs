// Long work on the page's thread, done in slices: a loop over many short steps asks its
// pacer after each step, and the pacer yields to the page (a new task, so that input and
// painting come in between) once a slice's time is up. Used where Python's start-up would
// otherwise hold the page in one long task: reading a snapshot (snapshot-pages.mjs) and
// compiling and importing the game's files on a first visit (handover.mjs); and a single
// wait for a new task between steps that would otherwise share one (snapshots.mjs,
// handover.mjs).

/** Resolves in a new task: whatever the page has waiting (input, painting) runs first. */
export function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A function to await after each step: it returns at once while the slice lasts, and
 * after yielding to the page once ``sliceMs`` have passed since the slice began; its
 * optional argument is called just before it yields (to show how far the work has come). */
export function pacer(sliceMs) {
  let began = performance.now();
  return async (beforeYield = null) => {
    if (performance.now() - began <= sliceMs) return;
    if (beforeYield) beforeYield();
    await nextTask();
    began = performance.now();
  };
}
