// The extension starts its server fast, and its language status says what
// the server checked in a file.
import * as assert from 'assert';
import * as os from 'os';
import { GUIDE_DIAGNOSTICS, expectDiagnostics, open, report, settledStatus, uriLint } from './helpers';

/** The target from activation to the server's answer to `initialize`, quoted with every run. */
const READY_TARGET_MS = 300;
/**
 * What fails the test. The target is met on a quiet machine (155-290 ms
 * here), but this suite runs while code-server and Chromium load the same
 * two cores, and a timed assertion at the target would fail on load, not on
 * the extension. A start that blocks on real work (a synchronous scan, a
 * server that waits for something) still fails.
 */
const READY_LIMIT_MS = 1500;

describe('activation', () => {
  it(`the server is ready soon after activation (the API's readyMs; target ${READY_TARGET_MS} ms)`, async () => {
    const api = await uriLint();
    const readyMs = await api.ready;
    assert.strictEqual(api.readyMs, readyMs);
    // The machine's load says how far a slow start is the machine's doing.
    const load = `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`;
    report(`readyMs = ${readyMs} ms (activation to the server's answer to initialize; target ${READY_TARGET_MS} ms; ${load})`);
    assert.ok(readyMs < READY_LIMIT_MS, `the server was ready ${readyMs} ms after activation (${load})`);
  });

  it('the language status counts the references checked in a file and their problems', async () => {
    const api = await uriLint();
    const guide = await open('one', 'guide.md');
    // Seven references: five URIs and relative references, command: and javascript: (found, never linked).
    await expectDiagnostics(api, guide, [...GUIDE_DIAGNOSTICS]);
    // Its link targets are looked up after the first publication: the status that counts is the one after.
    const status = await settledStatus(api, guide.uri);
    assert.deepStrictEqual(status, { uri: guide.uri.toString(), version: guide.version, references: 7, problems: 3 });
  });
});
