/**
 * Surviving server crashes: restart after each one, log it once, and give up
 * with one error message when the server keeps crashing (5 times within
 * 3 minutes), until the user restarts it by hand.
 */
import * as vscode from 'vscode';
import { CloseAction, ErrorAction, type CloseHandlerResult, type ErrorHandler, type ErrorHandlerResult } from 'vscode-languageclient';

export const MAX_CRASHES = 5;
export const CRASH_WINDOW_MS = 3 * 60 * 1000;

/** Counts the crashes of the last `windowMs`; pure but for the clock it is given. */
export class CrashCounter {
  private times: number[] = [];

  constructor(
    readonly limit = MAX_CRASHES,
    readonly windowMs = CRASH_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a crash; returns how many happened within the window, this one included. */
  record(): number {
    const time = this.now();
    this.times = this.times.filter((t) => time - t < this.windowMs);
    this.times.push(time);
    return this.times.length;
  }

  /** Forgets every crash (the user restarted the server). */
  reset(): void {
    this.times = [];
  }
}

/**
 * vscode-languageclient's `ErrorHandler` over a `CrashCounter`. The client
 * writes the returned message to its output channel (once per crash); with
 * `handled: true` it shows no notification of its own, so the only one the
 * user sees is `onGiveUp`'s.
 */
export function createErrorHandler(counter: CrashCounter, onGiveUp: () => void): ErrorHandler {
  return {
    // A message that could not be written or read. After a crash the writes
    // in flight fail before the close is seen; shutting down on them, as the
    // default handler does after 3, would stop the server instead of
    // restarting it. A crash is closed()'s to handle; here we only log.
    error(error): ErrorHandlerResult {
      return { action: ErrorAction.Continue, message: `A message to or from the URI Lint server was lost: ${error.message}`, handled: true };
    },
    // Called only when the connection closes unexpectedly, never for stop() or restart().
    closed(): CloseHandlerResult {
      const crashes = counter.record();
      if (crashes < counter.limit) {
        return {
          action: CloseAction.Restart,
          message: `The URI Lint server stopped unexpectedly; restarting (${crashes} of ${counter.limit})`,
          handled: true,
        };
      }
      onGiveUp();
      return {
        action: CloseAction.DoNotRestart,
        message: `The URI Lint server stopped unexpectedly (${crashes} of ${counter.limit}); it will not be restarted`,
        handled: true,
      };
    },
  };
}

/** The one error message shown when the client gives up, with a button to the log. */
export async function reportGaveUp(output: vscode.OutputChannel): Promise<void> {
  const showOutput = 'Show Output';
  const choice = await vscode.window.showErrorMessage(
    `URI Lint: the server crashed ${MAX_CRASHES} times in 3 minutes and will not be restarted. ` +
    `See the output 'URI Lint'; run 'URI Lint: Restart Server' to try again.`,
    showOutput,
  );
  if (choice === showOutput) output.show(true);
}
