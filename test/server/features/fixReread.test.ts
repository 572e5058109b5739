/**
 * A fix leaves text the finder reads as exactly the fixed reference (the
 * fuzz property of test/fuzz/properties.ts, `checkFix`), case by case: the
 * cases the fuzzer found where the fix, not the reading, was wrong.
 */
import * as assert from 'node:assert/strict';
import type { Diagnostic, Range } from 'vscode-languageserver-types';
import { findUris } from '@uri-lint/shared';
import { resolveSettings } from '@uri-lint/server/contract';
import { applied, open, service } from './helpers';

/** The document after the action titled like `title`, and what the finder reads where the reference at `start` was. */
function fixAndReread(text: string, languageId: string, title: RegExp, start: number, raw: Record<string, unknown> = {}): { after: string; reread: string | undefined } {
  const { doc, analysis } = open(text, languageId);
  const config = resolveSettings(raw);
  const diagnostics: Diagnostic[] = service.diagnostics({ document: doc, analysis, settings: config });
  const range: Range = { start: doc.positionAt(0), end: doc.positionAt(text.length) };
  const action = service.codeActions({ document: doc, analysis, settings: config }, range, { diagnostics }).find((a) => title.test(a.title));
  assert.ok(action, `no action like ${title} in ${JSON.stringify(text)}`);
  const after = applied(doc, action.edit!.changes![doc.uri]!);
  return { after, reread: findUris(after, { languageId }).find((f) => f.start === start)?.text };
}

describe('fixes: the finder reads the fixed reference as the fix meant it', () => {
  it('percent-encoding a `[` whose `]` ends a port leaves the `]` (its `%5D` would be another port error), read as the sentence\'s', () => {
    const { after, reread } = fixAndReread('see ws://$[::1] now', 'plaintext', /^Percent-encode/, 4);
    assert.equal(after, 'see ws://$%5B::1] now');
    assert.equal(reread, 'ws://$%5B::1');
  });

  it('percent-encoding a `]` that an IP literal cut short left in the path encodes its `[` too (else the URI runs on to a later `]`)', () => {
    const { after, reread } = fixAndReread('see http://u@[v1.a/]:80/x] now', 'plaintext', /^Percent-encode/, 4);
    assert.equal(after, 'see http://u@%5Bv1.a/%5D:80/x] now');
    assert.equal(reread, 'http://u@%5Bv1.a/%5D:80/x');
  });

  it('no percent-encoding that would leave a `[` open, the finder then reading past the reference', () => {
    const { doc, analysis } = open('see u://h@[9:a/2:bb]E:1.2.3.4]:80/x now', 'plaintext');
    const config = resolveSettings({});
    const diagnostics = service.diagnostics({ document: doc, analysis, settings: config });
    const range: Range = { start: doc.positionAt(0), end: doc.positionAt(doc.getText().length) };
    const titles = service.codeActions({ document: doc, analysis, settings: config }, range, { diagnostics }).map((a) => a.title);
    assert.ok(!titles.some((t) => t.startsWith('Percent-encode')), titles.join(', '));
  });

  it('removing a password that holds one bracket of a pair encodes the other', () => {
    const { after, reread } = fixAndReread('see skh://u[:p]@h/a] now', 'plaintext', /^Remove password/, 4);
    assert.equal(after, 'see skh://u%5B@h/a] now');
    assert.equal(reread, 'skh://u%5B@h/a');
  });

  it('an insertion at the end of a reference ending in an escape goes after the escape (`ws://\\w` in a comment)', () => {
    const { after, reread } = fixAndReread('// x ws://\\w y', 'jsonc', /^Normalize URI/, 5, { normalForm: { enable: true } });
    assert.equal(after, '// x ws://\\w/ y');
    assert.equal(reread, 'ws://w/');
  });

  it('an edit of an escaped blank replaces the whole escape (`\\` and U+2028 in a JSON string)', () => {
    const { after, reread } = fixAndReread('x "http://a.example/p\\\u2028q" y', 'jsonc', /^(?:Convert IRI|Percent-encode|Remove invisible)/, 3);
    assert.ok(!after.includes('\u2028'), JSON.stringify(after));
    assert.equal(reread, after.slice(3, after.lastIndexOf('"')));
  });
});
