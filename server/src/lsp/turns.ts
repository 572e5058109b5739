/**
 * One budget of work per turn of the event loop, shared by everything the
 * server does in slices (no event-loop block over 50 ms).
 *
 * Each long task (a document's validation, its second look once its link
 * targets are known) asks `turns.due()` between small pieces of its work and,
 * when it says so, awaits `turns.next()`. A budget per task is not enough:
 * fifty documents opened at once resume in the same phase of the loop and
 * fifty slices of 20 ms each are a second-long block. Here the budget is the
 * loop's: the work since the last check phase counts, whoever did it, and
 * waiting tasks resume one per turn, after the poll phase has read what
 * arrived (a hover, an edit).
 *
 * Messages first: vscode-jsonrpc handles one incoming message per turn, so
 * fifty answers to `workspace/configuration` queued before a hover would
 * each cost the hover a slice of work. While messages wait (counted as the
 * reader passes them on and as the connection handles them: `counted`,
 * `MESSAGES_FIRST`), no waiting task resumes, for at most `MAX_HELD` turns.
 */
import type { DataCallback, Disposable, Message, MessageReader } from 'vscode-languageserver';

/** Work between two turns of the event loop, in ms: short enough for a hover to wait unnoticed. */
export const TURN_BUDGET = 8;

/** Turns in a row that work waits for messages at most: a flood of input never starves it for good. */
const MAX_HELD = 200;

/** The next turn: an immediate in Node (after the poll phase), a zero timeout in a browser worker. */
const nextTurn: (run: () => void) => void = typeof setImmediate === 'function' ? (run) => setImmediate(run) : (run) => setTimeout(run, 0);

export class Turns {
  /** When the current stretch of work began: the last check phase this gate ran in. */
  private since = performance.now();
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;
  /** Messages read and not yet handled, as far as counted. */
  private inbox = 0;
  /** Whether a message was handled since the last turn. */
  private handledSince = false;
  /** Turns in a row that released no task because messages waited. */
  private held = 0;
  /** Turns in a row in which no message was handled though some were counted as waiting. */
  private idle = 0;

  constructor(private readonly budget = TURN_BUDGET) {}

  /** Whether the work since the loop last turned used up the budget, or messages wait: then await `next()`. */
  due(): boolean {
    this.schedule();
    return this.inbox > 0 || performance.now() - this.since >= this.budget;
  }

  /** A message was read: it waits in the connection's queue. */
  arrived(): void {
    this.inbox++;
  }

  /** The connection handled a message. */
  handled(): void {
    if (this.inbox > 0) this.inbox--;
    this.handledSince = true;
  }

  /** Resolves in a later turn of the event loop, after what arrived meanwhile was read; waiting tasks go one per turn, first come first served. */
  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  /** Awaits `next()` when the budget is used up. */
  async pause(): Promise<void> {
    if (this.due()) await this.next();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    nextTurn(() => this.turn());
  }

  private turn(): void {
    this.scheduled = false;
    this.since = performance.now();
    // The connection handles a message every turn while any waits. One turn without one can be a message read in
    // this very turn, whose handling comes after this; two in a row mean none waits (a message can leave the queue
    // unhandled, a cancelled request), and the count is set right.
    if (this.handledSince || this.inbox === 0) this.idle = 0;
    else if (++this.idle >= 2) {
      this.inbox = 0;
      this.idle = 0;
    }
    this.handledSince = false;
    if (this.inbox > 0 && this.held < MAX_HELD && this.waiting.length > 0) {
      this.held++;
      this.schedule();
      return;
    }
    this.held = 0;
    this.waiting.shift()?.();
    // An immediate set during the check phase runs in the next turn: I/O is polled before the next task resumes.
    if (this.waiting.length > 0) this.schedule();
  }
}

/** The server's one gate. */
export const turns = new Turns();

/** A reader that counts the messages it passes on (`turns.arrived`). */
export function counted(reader: MessageReader, gate: Turns = turns): MessageReader {
  return {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    listen: (callback: DataCallback): Disposable => reader.listen((message: Message) => {
      gate.arrived();
      callback(message);
    }),
    dispose: () => reader.dispose(),
  };
}

/** The connection's message strategy that counts the messages it handles (`turns.handled`). */
export const MESSAGES_FIRST = {
  handleMessage(message: Message, handle: (message: Message) => void): void {
    turns.handled();
    handle(message);
  },
};
