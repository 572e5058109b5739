/** The scheme-typo hint: unregistered, one edit from a common scheme (RFC 7595 §2); any other unregistered scheme is fine. */
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { open, service, settings } from '../../features/helpers';
import { table } from './helpers';

describe('scheme rules: scheme typos', () => {
  table('one insertion, deletion, substitution or swap away from https, http, mailto or file', [
    ['htps://example.com/', [['scheme-typo', 'htps']]],
    ['htttp://example.com/', [['scheme-typo', 'htttp']]],
    ['httpss://example.com/', [['scheme-typo', 'httpss']]],
    ['htpts://example.com/', [['scheme-typo', 'htpts']]],
    ['HTPS://example.com/', [['scheme-typo', 'HTPS']]],
    ['fiel:///etc/hosts', [['scheme-typo', 'fiel']]],
    ['mialto:someone@example.com', [['scheme-typo', 'mialto']]],
    ['mailot:a.b@example.org', [['scheme-typo', 'mailot']]],
  ]);

  table('registered, private or farther schemes get nothing', [
    ['hxxp://example.com/', []],
    ['hxxps://example.com/', []],
    ['sftp://example.com/', []],
    ['ftps://example.com/', []],
    ['myapp://open/item', []],
    ['git+ssh://example.com/repo.git', []],
    ['shttp://example.com/', []],
    ['vscode://file/a', []],
  ]);

  it('is a hint', () => {
    const { doc, analysis } = open('<htps://example.com/>');
    const [d] = service.diagnostics({ document: doc, analysis, settings: settings() });
    assert.equal(d?.severity, DiagnosticSeverity.Hint);
    assert.equal(d?.message, '"htps" is not a registered scheme; did you mean "https"?');
  });
});
