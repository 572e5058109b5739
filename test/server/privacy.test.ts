/**
 * What may be a password (server/src/service/privacy.ts), by structure:
 * RFC 3986 §3.2.1 says a password must not be shown, and a password written
 * with an unencoded `#`, `/`, `?` or `@` parses as something else. A table of references and how each is shown; then what stays shown.
 */
import assert from 'node:assert/strict';
import { maskPassword, maskPasswordsIn, withoutPassword } from '@uri-lint/shared';

const MASKED: [string, string][] = [
  // A `user:pw@` written without its scheme: in a relative path's segment, a fragment, an unregistered "scheme".
  ['./alice:pw@host/page.md', './alice:••••@host/page.md'],
  ['docs/alice:pw@host.md', 'docs/alice:••••@host.md'],
  ['page.md#alice:pw@host', 'page.md#alice:••••@host'],
  ['https://example.com/page#alice:pw@host', 'https://example.com/page#alice:••••@host'],
  ['alice:pw@db.example', 'alice:••••@db.example'],
  // As parsed (§3.2.1).
  ['http://alice:pw@example.com/', 'http://alice:••••@example.com/'],
  ['ftp://alice:a:b:c@example.com/', 'ftp://alice:••••@example.com/'],
  ['//alice:pw@example.com/a', '//alice:••••@example.com/a'],
  // Read by the parse as a port and a fragment, path or query.
  ['postgres://admin:Hunter2#xyz@db.example.com/app', 'postgres://admin:••••@db.example.com/app'],
  ['postgres://admin:Hunter2/xyz@db.example.com/app', 'postgres://admin:••••@db.example.com/app'],
  ['postgres://admin:Hunter2?xyz@db.example.com/app', 'postgres://admin:••••@db.example.com/app'],
  ['https://admin:2024#x@example.com/', 'https://admin:••••@example.com/'],
  ['//admin:a#b@db.example.com/app', '//admin:••••@db.example.com/app'],
  // Several @: the password runs to the last one.
  ['https://admin:p@ss#w@rd@example.com/x', 'https://admin:••••@example.com/x'],
  ['https://ad@min:a#b@example.com/x', 'https://ad@min:••••@example.com/x'],
  // IPv6 hosts after the userinfo.
  ['http://admin:a#b@[2001:db8::1]:8080/', 'http://admin:••••@[2001:db8::1]:8080/'],
  ['http://admin:a/b@[::1]/', 'http://admin:••••@[::1]/'],
  // Percent-encoded.
  ['https://admin:a%2Fb#c@example.com/', 'https://admin:••••@example.com/'],
  ['https://example.com/login?next=ftp%3A%2F%2Fadmin%3Asecret%40files.example%2F', 'https://example.com/login?next=ftp%3A%2F%2Fadmin%3A••••%40files.example%2F'],
  // Opaque URIs: a nested authority, and a userinfo in the path (SIP, RFC 3261 §19.1.1).
  ['jdbc:mysql://admin:secret@db.example.com/app', 'jdbc:mysql://admin:••••@db.example.com/app'],
  ['jdbc:postgresql://admin:a#b@db.example.com/app', 'jdbc:postgresql://admin:••••@db.example.com/app'],
  ['sip:alice:secretword@atlanta.com;transport=tcp', 'sip:alice:••••@atlanta.com;transport=tcp'],
  // A path segment starting with @ (an npm scope) after the host is no end of a password.
  ['https://admin:a#b@example.com/@scope/pkg', 'https://admin:••••@example.com/@scope/pkg'],
  // A forge's token as the user name is the credential (GitHub's, GitLab's), and any token before GitHub's fixed
  // password `x-oauth-basic` (finder24's note on tvm's and decap-cms's clone URLs).
  ['https://ghp_16C7e42F292c6912E7710c838347Ae178B4a@github.com/o/r.git', 'https://••••@github.com/o/r.git'],
  ['https://0123456789abcdef0123456789abcdef01234567:x-oauth-basic@github.com/o/r', 'https://••••:••••@github.com/o/r'],
  ['https://oauth2:glpat-AbCdEfGhIjKlMnOpQrSt@gitlab.example/o/r.git', 'https://oauth2:••••@gitlab.example/o/r.git'],
  // A template's expression as the user is no secret: only the password is masked, as any.
  ['https://$GITHUB_TOKEN:x-oauth-basic@github.com/o/r', 'https://$GITHUB_TOKEN:••••@github.com/o/r'],
  // A URI nested in a query has its own userinfo.
  ['https://u:one@example.com/go?to=ftp://v:two@files.example/', 'https://u:••••@example.com/go?to=ftp://v:••••@files.example/'],
];

const KEPT: string[] = [
  'docs/a@b:c.md',
  'mailto:joe@example.com',
  'mailto:joe@example.com?subject=a:b@c',
  'https://mastodon.example/@alice',
  'https://example.com/a:b@c',
  'http://[::1]:80/a@b',
  'https://alice@example.com:8080/x',
  // A user name is no token.
  'https://git@github.com/o/r.git',
  'http://localhost:4873/@babel/core',
  // A port, then a path that holds an `@`: digits then `/` are a port, not a password.
  'http://localhost:3000/users/me@example.com',
  'http://host:8080/a@b',
  'https://registry.example:443/@types/node/-/node-20.0.0.tgz',
  'https://example.com/search?q=a%3Ab%40c',
  'urn:isbn:0451450523',
  'tel:+1-201-555-0123',
];

describe('privacy: what may be a password is masked', () => {
  for (const [text, masked] of MASKED) {
    it(text, () => assert.equal(maskPassword(text), masked));
  }
  for (const text of KEPT) {
    it(`${text}: nothing to mask`, () => assert.equal(maskPassword(text), text));
  }

  it('withoutPassword leaves the user name and drops the ":password"', () => {
    assert.equal(withoutPassword('postgres://admin:Hunter2#xyz@db.example.com/app'), 'postgres://admin@db.example.com/app');
    assert.equal(withoutPassword('https://alice:pw@example.com/a/'), 'https://alice@example.com/a/');
    assert.equal(withoutPassword('https://example.com/a/'), 'https://example.com/a/');
    // A token as the user name goes with its userinfo.
    assert.equal(withoutPassword('https://ghp_16C7e42F292c6912E7710c838347Ae178B4a@github.com/o/r.git'), 'https://github.com/o/r.git');
    assert.equal(withoutPassword('https://0123456789abcdef0123456789abcdef01234567:x-oauth-basic@github.com/o/r'), 'https://github.com/o/r');
  });

  it('maskPasswordsIn masks every URI a log line names, and only the passwords', () => {
    assert.equal(
      maskPasswordsIn('URI Lint: diagnostics of ftp://admin:Hunter2#x@files.example/a.md failed: see https://u:pw@h/ (and "x@y")'),
      'URI Lint: diagnostics of ftp://admin:••••@files.example/a.md failed: see https://u:••••@h/ (and "x@y")',
    );
  });
});
