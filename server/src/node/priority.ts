/**
 * The language server's scheduling priority. On a machine with few cores, the
 * server's work on a large document (a second or more of CPU) competed with
 * the editor's own processes for them, and typing lagged while it ran. The
 * server lowers its own priority a little below the process that started it
 * (the OS lets a process lower, never raise, its own), so that the editor
 * gets the CPU first when both want it; with nothing else to run, the server
 * runs as fast as before, and a request is answered by the same process. On
 * more cores there is room for both and nothing changes. Only when an editor
 * started it (main.ts): a server of a test or a script has nobody to yield to.
 */
import * as os from 'os';

/** At most this many cores count as few. */
const FEW_CORES = 2;

/** How much lower (in nice steps): a third of the editor's share of a contended core, not a starved background job. */
const STEPS = 5;

/** The least priority (the largest nice value) the OS has. */
const LOWEST = 19;

/** Lowers the process's priority on a machine with few cores; says what it did, or nothing when it did nothing. */
export function yieldToEditor(cores = os.availableParallelism()): string | undefined {
  if (cores > FEW_CORES) return undefined;
  try {
    const before = os.getPriority();
    const after = Math.min(LOWEST, before + STEPS);
    if (after === before) return undefined;
    os.setPriority(after);
    return `URI Lint: ${cores} core${cores === 1 ? '' : 's'}: the server runs at nice ${after} (from ${before}), below the editor.`;
  } catch {
    // A platform or sandbox that refuses: the server runs as it was started.
    return undefined;
  }
}
