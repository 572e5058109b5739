/**
 * The Node entry of the language server: the transport from the command
 * line (`--stdio`, `--node-ipc` as the VS Code client starts it,
 * `--socket=<port>`, `--pipe=<name>`), handed to the platform-free wiring.
 */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { lifecycleReader } from '../lsp/lifecycle';
import { counted, MESSAGES_FIRST } from '../lsp/turns';
import { startServer } from '../lsp/server';
import { maskPasswordsIn } from '@uri-lint/shared';
import { watchFrames } from './frames';
import { isFrameError, transportOf } from './transport';
import { nodeFileAccess } from './files';
import { nodeWorkspace } from './workspace';
import { yieldToEditor } from './priority';

const USAGE = `uri-lint-server: the URI Lint language server (RFC 3986).
It speaks the Language Server Protocol; an editor starts it with one transport:
  uri-lint-server --stdio            over standard input and output
  uri-lint-server --node-ipc         over Node IPC (a forked child process)
  uri-lint-server --socket=<port>    over a TCP socket
  uri-lint-server --pipe=<name>      over a named pipe / Unix socket`;

function main(argv: readonly string[]): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const transport = transportOf(argv);
  if (!transport) {
    process.stderr.write(`${USAGE}\n\nNo transport given: add --stdio to run it from a terminal or an editor's LSP client.\n`);
    process.exitCode = 1;
    return;
  }
  const connection = createConnection(ProposedFeatures.all, counted(lifecycleReader(transport.reader, transport.writer)), transport.writer, { messageStrategy: MESSAGES_FIRST });
  const broken = (why: string) => {
    process.stderr.write(`uri-lint-server: the message stream is broken (${why}); exiting so that the client can restart the server.\n`);
    process.exit(1);
  };
  transport.reader.onError((error) => {
    if (!isFrameError(error)) {
      connection.console.error(`URI Lint: a message was not JSON and was dropped: ${error.message}`);
      return;
    }
    broken(error.message.split('\n')[0]!);
  });
  if (transport.stream) watchFrames(transport.stream, broken);
  // The stream closing without an exit notification: the client is gone.
  transport.reader.onClose(() => process.exit(1));
  // Over stdio, standard output is the protocol: anything logged goes to stderr.
  if (transport.stdio) console.log = console.info = console.debug = (...args: unknown[]) => process.stderr.write(`${args.map(String).join(' ')}\n`);
  // A bug must cost one answer, not the server: log and keep serving.
  // Masked: an error's message may quote a URI, password and all.
  process.on('uncaughtException', (error) => connection.console.error(maskPasswordsIn(`URI Lint: uncaught: ${error.stack ?? error.message}`)));
  process.on('unhandledRejection', (reason) => connection.console.error(maskPasswordsIn(`URI Lint: unhandled rejection: ${String(reason)}`)));
  startServer(connection, { workspace: nodeWorkspace(), files: nodeFileAccess() });
  // Started by VS Code's language client, which names its extension host's process: an editor to yield to. A server a
  // test or a script starts runs as it was started.
  const priority = argv.some((arg) => arg.startsWith('--clientProcessId')) ? yieldToEditor() : undefined;
  if (priority) connection.console.log(priority);
}

main(process.argv.slice(2));
