/**
 * The Node entry of the language server. vscode-languageserver's
 * `createConnection` picks the transport from the command line: `--stdio`,
 * `--node-ipc` (how the VS Code client starts it), `--socket=<port>` or
 * `--pipe=<name>`.
 */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from '../lsp/server';

const USAGE = `uri-lint-server: the URI Lint language server (RFC 3986).
It speaks the Language Server Protocol; an editor starts it with one transport:
  uri-lint-server --stdio            over standard input and output
  uri-lint-server --node-ipc         over Node IPC (a forked child process)
  uri-lint-server --socket=<port>    over a TCP socket
  uri-lint-server --pipe=<name>      over a named pipe / Unix socket`;

/** Whether argv names a transport that `createConnection` understands. */
function hasTransport(argv: readonly string[]): boolean {
  return argv.some((arg) => ['--stdio', '--node-ipc', '--socket', '--pipe'].includes(arg.split('=')[0]!));
}

function main(argv: readonly string[]): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!hasTransport(argv)) {
    process.stderr.write(`${USAGE}\n\nNo transport given: add --stdio to run it from a terminal or an editor's LSP client.\n`);
    process.exitCode = 1;
    return;
  }
  const connection = createConnection(ProposedFeatures.all);
  // A bug must cost one answer, not the server: log and keep serving.
  process.on('uncaughtException', (error) => connection.console.error(`URI Lint: uncaught: ${error.stack ?? error.message}`));
  process.on('unhandledRejection', (reason) => connection.console.error(`URI Lint: unhandled rejection: ${String(reason)}`));
  startServer(connection);
}

main(process.argv.slice(2));
