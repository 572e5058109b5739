// The workbench a UI suite drives, opened once per run by uiSuite.ts.
import type { Workbench } from './workbench';

export interface Session {
  workbench: Workbench;
  /** The temporary copy of demo/ that the workbench has open. */
  workspaceRoot: string;
}

let current: Session | undefined;

export function session(): Session {
  if (!current) throw new Error('UI suites run under test/e2e/run.ts, which opens the workbench');
  return current;
}

export function setSession(next: Session | undefined): void {
  current = next;
}
