// The processes of a real-editor run and their CPU time, read from /proc
// (Linux), for the large-file measurement: which process spent the time.
import { execFileSync } from 'child_process';
import * as fs from 'fs';

export interface ProcessInfo {
  pid: number;
  args: string;
}

/** Every process, with its command line. */
export function processes(): ProcessInfo[] {
  return execFileSync('ps', ['-eo', 'pid=,args=', '--width', '4000']).toString().split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), args: m[2]! }));
}

/** The CPU time (user and system) a process has used so far in ms, or NaN when it is not there. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined || !Number.isFinite(pid)) return NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
