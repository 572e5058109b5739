// The server's scheduling priority, as the OS reports it for the real
// process: started by VS Code's language client (`--clientProcessId`) on a
// machine with two cores or fewer, it runs 5 nice steps below the process
// that started it; started without (a test, a script), as it was started.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import path from 'node:path';
import { ROOT } from './client';

/** The nice value of `pid`, from /proc (Linux): field 19 of stat(5). */
function niceOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  return Number(fields[16]);
}

/** Starts the server over stdio with `args`, answers its nice value once it has answered `initialize`, and stops it. */
async function niceOfServer(args: string[]): Promise<number> {
  const child = spawn(process.execPath, [path.join(ROOT, 'server/bin/uri-lint-server.js'), '--stdio', ...args], { stdio: ['pipe', 'pipe', 'ignore'] });
  try {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/"id":1,"result"/.test(out)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before answering initialize`)));
    });
    return niceOf(child.pid!);
  } finally {
    child.kill();
  }
}

describe('protocol: the server\'s scheduling priority', function () {
  this.timeout(30_000);
  if (process.platform !== 'linux') return;
  const ours = os.getPriority();

  it('started by VS Code\'s client on few cores: 5 nice steps below the process that started it; on more, as started', async () => {
    const expected = os.availableParallelism() <= 2 ? Math.min(19, ours + 5) : ours;
    assert.equal(await niceOfServer([`--clientProcessId=${process.pid}`]), expected);
  });

  it('started by anything else: as it was started', async () => {
    assert.equal(await niceOfServer([]), ours);
  });
});
