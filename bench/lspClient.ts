/**
 * A minimal LSP client for the server benchmarks: spawns the built server
 * over stdio, answers its configuration requests with the defaults (or the
 * given settings), and lets a benchmark await the diagnostics of a given
 * document version.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import path from 'node:path';
import {
  ConfigurationRequest,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import type { Position, ProtocolConnection, PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';

const ROOT = path.resolve(__dirname, '../..');

/** Resident set size of a process in MB, as `ps` reports it. */
export function rssMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024;
}

/** The peak resident set size of a process so far in MB (Linux: VmHWM), or NaN where /proc is missing. */
export function peakRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The CPU time a process has used so far in ms (Linux: /proc/<pid>/stat, user and system), or NaN where /proc is missing. */
export function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Offset to position, as an editor computes it. */
export function positions(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo, character: offset - starts[lo]! };
  };
}

/** The built server over stdio, and a connection to it. */
export class ServerProcess {
  readonly child: ChildProcess;
  readonly connection: ProtocolConnection;
  /** Every publishDiagnostics, as it arrives. */
  onPublish: (params: PublishDiagnosticsParams) => void = () => undefined;
  private readonly waiting = new Map<string, { version: number; resolve: (p: PublishDiagnosticsParams) => void }>();

  /**
   * @param settings the `uriLint` settings the client answers with (the defaults when empty)
   * @param run node options and environment variables for this server (loopMonitor.ts)
   */
  constructor(private readonly settings: Record<string, unknown> = {}, run: { nodeArgs?: string[]; env?: Record<string, string> } = {}) {
    // URI_LINT_BENCH_SERVER_ARGS: node options for the server alone, e.g. `--cpu-prof`.
    const nodeArgs = [...process.env.URI_LINT_BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [], ...run.nodeArgs ?? []];
    // URI_LINT_BENCH_SERVER: another build's server/bin/uri-lint-server.js, to measure a base beside a branch.
    const bin = process.env.URI_LINT_BENCH_SERVER ?? path.join(ROOT, 'server/bin/uri-lint-server.js');
    this.child = spawn(process.execPath, [...nodeArgs, bin, '--stdio'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...run.env } });
    this.connection = createProtocolConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
      this.onPublish(p);
      const waiter = this.waiting.get(p.uri);
      if (waiter && p.version !== undefined && p.version >= waiter.version) {
        this.waiting.delete(p.uri);
        waiter.resolve(p);
      }
    });
    this.connection.onRequest(ConfigurationRequest.type, ({ items }) => items.map(() => this.settings));
    this.connection.onRequest(RegistrationRequest.type, () => undefined);
    this.connection.listen();
  }

  get pid(): number {
    return this.child.pid!;
  }

  async initialize(initializationOptions: Record<string, unknown> = {}): Promise<void> {
    await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } }, initializationOptions,
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
  }

  /** Resolves with the first diagnostics of `uri` at `version` or later. Call before sending what makes them. */
  diagnosticsOf(uri: string, version: number): Promise<PublishDiagnosticsParams> {
    return new Promise((resolve) => this.waiting.set(uri, { version, resolve }));
  }

  /** Shuts the server down and waits (up to 10 s) for it to exit, so that what it writes on exit (a CPU profile) is written. */
  async shutdown(): Promise<void> {
    try {
      const exited = new Promise<void>((resolve) => {
        this.child.once('exit', () => resolve());
        setTimeout(resolve, 10_000).unref();
      });
      await this.connection.sendRequest(ShutdownRequest.type);
      await this.connection.sendNotification(ExitNotification.type);
      await exited;
    } finally {
      this.connection.dispose();
      this.child.kill();
    }
  }
}
