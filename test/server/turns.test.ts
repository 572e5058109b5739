/**
 * The server's one budget of work per turn of the event loop (lsp/turns.ts):
 * a task is told to yield once the turn's budget is spent or messages wait;
 * waiting tasks resume one per turn, in order; while the connection still
 * has messages to handle (a hover behind fifty configuration answers), no
 * task resumes, for at most 200 turns; and a count that went wrong (a
 * message that left the queue unhandled) is set right within two turns.
 * Turns are counted with the loop's own immediates, not with a clock.
 */
import assert from 'node:assert/strict';
import { Turns } from '@uri-lint/server/lsp';

/** Resolves after the loop's next check phase, in which the gate's turn (scheduled before) has run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether `promise` has settled by now. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; });
  await Promise.resolve();
  return done;
}

describe('server: one budget of work per turn of the event loop', () => {
  it('tells a task it is due once the budget is spent, and not before', () => {
    assert.equal(new Turns(Infinity).due(), false);
    assert.equal(new Turns(0).due(), true);
  });

  it('tells a task it is due while a message waits to be handled, whatever the budget', () => {
    const gate = new Turns(Infinity);
    gate.arrived();
    assert.equal(gate.due(), true);
    gate.handled();
    assert.equal(gate.due(), false);
  });

  it('resumes the waiting tasks one per turn, first come first served', async () => {
    const gate = new Turns(0);
    const order: string[] = [];
    const a = gate.next().then(() => order.push('a'));
    const b = gate.next().then(() => order.push('b'));
    const c = gate.next().then(() => order.push('c'));
    await turn();
    assert.deepEqual(order, ['a']);
    await turn();
    assert.deepEqual(order, ['a', 'b']);
    await turn();
    assert.deepEqual(order, ['a', 'b', 'c']);
    await Promise.all([a, b, c]);
  });

  it('holds the tasks while the connection handles the messages that wait, then resumes them', async () => {
    const gate = new Turns(0);
    for (let i = 0; i < 3; i++) gate.arrived();
    const task = gate.next();
    for (let i = 0; i < 2; i++) {
      // The connection handles one message per turn, as vscode-jsonrpc does.
      gate.handled();
      await turn();
      assert.equal(await settled(task), false, `resumed with ${2 - i} message(s) still waiting`);
    }
    gate.handled();
    await turn();
    assert.equal(await settled(task), true, 'the last message handled, the task resumes in that turn');
  });

  it('sets a wrong count right: two turns in a row in which no message was handled mean none waits', async () => {
    const gate = new Turns(0);
    // Two counted, one handled, and the other left the queue unhandled (a request cancelled before it ran).
    gate.arrived();
    gate.arrived();
    gate.handled();
    const task = gate.next();
    await turn();
    assert.equal(await settled(task), false, 'a message was handled before this turn: one may still wait');
    await turn();
    assert.equal(await settled(task), false, 'one turn without a message handled: it may have been read in that turn');
    await turn();
    assert.equal(await settled(task), true, 'two turns without: none waits');
  });

  it('a message read in a turn and handled after the gate\'s turn still counts as waiting', async () => {
    const gate = new Turns(0);
    const task = gate.next();
    // Read now; the connection handles it in the next turn, after the gate's (as a message read in the poll phase).
    gate.arrived();
    await turn();
    assert.equal(await settled(task), false);
    gate.handled();
    await turn();
    assert.equal(await settled(task), true);
  });

  it('never holds a task for more than 200 turns, however many messages keep coming', async () => {
    const gate = new Turns(0);
    gate.arrived();
    const task = gate.next();
    let turns = 0;
    while (!(await settled(task))) {
      gate.arrived();
      gate.handled();
      await turn();
      turns++;
      assert.ok(turns <= 201, 'still held after 201 turns');
    }
    assert.ok(turns >= 200, `released after ${turns} turns while messages kept coming`);
  });
});
