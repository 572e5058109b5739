// Everything a run starts (code-server, Chromium, temporary folders) is
// registered here as it starts, and closed in reverse order when its suite
// ends, on the time limit, or on Ctrl-C, whatever happened before.
const open = new Set<Lifetime>();

export class Lifetime {
  private readonly closers: Array<() => unknown> = [];
  private closing: Promise<void> | undefined;

  constructor(readonly name: string) {
    open.add(this);
  }

  /** Registers `close` and hands back `value`, so a start reads as one line. */
  own<T>(value: T, close: (value: T) => unknown): T {
    this.closers.push(() => close(value));
    return value;
  }

  /** Closes once; a second caller waits for the first to finish. */
  close(): Promise<void> {
    this.closing ??= this.closeAll();
    return this.closing;
  }

  private async closeAll(): Promise<void> {
    open.delete(this);
    while (this.closers.length > 0) {
      try {
        await this.closers.pop()!();
      } catch (error) {
        console.error(`${this.name}: while closing: ${(error as Error).message}`);
      }
    }
  }
}

export async function closeAll(): Promise<void> {
  for (const lifetime of [...open].reverse()) await lifetime.close();
}
