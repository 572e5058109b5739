/**
 * Where the language service and the document store say what went wrong,
 * so that no failure is swallowed: a feature that fails answers as if there
 * were nothing (no references, no diagnostics) and tells the logger why. The
 * LSP wiring logs to the client's output channel, the command line to
 * standard error.
 */

/** Receives one line (or a stack) per failure. */
export interface Logger {
  error(message: string): void;
}

/** The logger when none is given: the console's error stream, so a failure is never silent. */
export const consoleLogger: Logger = { error: (message) => console.error(message) };

/** `error` as a log line: its stack when it has one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.stack ?? error.message : String(error);
}
