// In code-server, mocha's report travels from the extension host to the
// browser console, where the workbench logs it among its own messages and
// drops printf formatting. So there (URI_LINT_E2E_MARK_OUTPUT=1) the host
// formats each line itself and marks it, and the runner prints the marked
// lines only. Desktop VS Code prints the host's output as it is.
import { format } from 'util';
import Mocha from 'mocha';

const MARK = '[uri-lint-e2e] ';

/** In the extension host: every line of mocha's reporters goes out formatted and marked. */
export function routeMochaOutput(): void {
  if (process.env.URI_LINT_E2E_MARK_OUTPUT !== '1') return;
  Mocha.reporters.Base.consoleLog = (...args: unknown[]) => console.log(MARK + format(...args));
}

/** In the runner: the report line a browser console message carries, if it carries one. */
export function hostOutputLine(consoleText: string): string | undefined {
  const at = consoleText.indexOf(MARK);
  return at < 0 ? undefined : consoleText.slice(at + MARK.length);
}
