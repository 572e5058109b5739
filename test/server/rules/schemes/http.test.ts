/** http and https (RFC 9110 §4.2), ws and wss (RFC 6455 §3): the scheme rules' table. */
import * as assert from 'node:assert/strict';
import { open, service, settings } from '../../features/helpers';
import { findingsOf } from '@uri-lint/server/service/internal';
import { diagnosticsOf, table } from './helpers';

describe('scheme rules: http, https, ws, wss', () => {
  table('RFC 9110 §4.2.1–4.2.3, RFC 6455 §3: valid URIs get nothing', [
    ['http://www.example.com/', []],
    ['https://www.example.com/', []],
    // RFC 9110 §4.2.3: equivalent forms of one URI.
    ['http://example.com:80/~smith/home.html', []],
    ['http://EXAMPLE.com/%7Esmith/home.html', []],
    ['http://EXAMPLE.com:/%7esmith/home.html', []],
    ['http://[::1]:8080/a?b#c', []],
    ['HTTPS://example.com', []],
    // RFC 6455 §3 and §1.3.
    ['ws://example.com/chat', []],
    ['wss://example.com:443/chat?room=1', []],
    ['ws://server.example.com/chat', []],
  ]);

  table('RFC 9110 §4.2.1–4.2.2: http-missing-host over the whole URI (it leads nowhere), wherever the host is missing', [
    ['https:/example.com', [['http-missing-host', 'https:/example.com']]],
    ['http:/example.com/a/b', [['http-missing-host', 'http:/example.com/a/b']]],
    ['http:example.com', [['http-missing-host', 'http:example.com']]],
    ['http:///path', [['http-missing-host', 'http:///path']]],
    ['https://:443/', [['http-missing-host', 'https://:443/']]],
    ['HTTPS:/Example.com', [['http-missing-host', 'HTTPS:/Example.com']]],
    ['wss:/example.com/chat', [['http-missing-host', 'wss:/example.com/chat']]],
    ['ws:///chat', [['http-missing-host', 'ws:///chat']]],
  ]);

  table('an expression right after "https:/" may bring the host: no claim (a redirect rule\'s `https:/$2…`)', [
    ['"redirectUrl": "https:/$2facebookexample.onion/$3"', []],
  ]);

  table('RFC 1738 §3.2 and the other schemes that require a host: the same rule as http', [
    ['ftp:/ftp.example.com/pub/', [['http-missing-host', 'ftp:/ftp.example.com/pub/']]],
    ['ftp:///pub/file.txt', [['http-missing-host', 'ftp:///pub/file.txt']]],
    ['sftp:/files.example.com/x', [['http-missing-host', 'sftp:/files.example.com/x']]],
    ['gopher:/gopher.example.org/1/', [['http-missing-host', 'gopher:/gopher.example.org/1/']]],
    // A user name is ftp's own (RFC 1738 §3.2), not a deprecated http one.
    ['ftp://anonymous@ftp.example.com/pub/', []],
    ['ftp://ftp.example.com/pub/', []],
    ['sftp://user@files.example.com:2222/x', []],
    // ldap's host may be empty (RFC 4516 §2): not judged so.
    ['ldap:///o=University%20of%20Michigan,c=US', []],
  ]);

  table('backslashes where "//" belongs: one error of its own, not two invalid characters', [
    ['http:\\\\intranet.example/wiki', [['backslash-for-slash', 'http:⟦\\\\⟧intranet']]],
    ['ftp:\\\\files.example.com\\pub', [['backslash-for-slash', 'ftp:⟦\\\\⟧files'], ['invalid-character', 'files.example.com\\pub']]],
  ]);

  table('no slash and no host-like name after the colon: prose, not a typo (real files: debug logs, changelogs, module names)', [
    ['41: connected to nodejs.org using https:h1', []],
    ['Use decoded_content in HTTP:Response synopsis', []],
    ['Revert http:443->https workaround', []],
  ]);

  table('RFC 9110 §4.2.4: userinfo is deprecated (the password and a host-like user name are their own rules\')', [
    ['https://alice@example.com/', [['http-userinfo', 'https://⟦alice⟧@']]],
    ['https://@example.com/', [['http-userinfo', 'https://⟦@⟧example']]],
    ['wss://bob@example.com/chat', [['http-userinfo', 'wss://⟦bob⟧@']]],
    ['https://alice:s3cret@example.com/', [['password-in-userinfo', 's3cret']]],
    ['https://www.bank.example@evil.example/', [['deceptive-userinfo', 'www.bank.example']]],
    // A forge's access token written as the user name is the credential a password would be: its warning, not the
    // user name's information (note20: it was `http-userinfo`); GitLab's too. A Sentry DSN's public key, which the
    // client needs and its project publishes, and a template's expression stay the user name's.
    ['https://ghp_16C7e42F292c6912E7710c838347Ae178B4a@github.com/o/r.git', [['password-in-userinfo', 'ghp_16C7e42F292c6912E7710c838347Ae178B4a']]],
    ['https://glpat-abcdefghijklmnopqrst@gitlab.com/o/r.git', [['password-in-userinfo', 'glpat-abcdefghijklmnopqrst']]],
    ['https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/1', [['http-userinfo', '0123456789abcdef0123456789abcdef']]],
    ['https://ghp_short@github.com/o/r.git', [['http-userinfo', 'ghp_short']]],
  ]);

  table('RFC 6455 §3: ws and wss have no fragment', [
    ['ws://example.com/chat#room', [['ws-fragment', '#room']]],
    ['wss://example.com/#', [['ws-fragment', '/⟦#⟧']]],
    ['https://example.com/#room', []],
  ]);

  table('only an otherwise valid reference is judged: the syntax error alone', [
    ['https:/exa mple.com', [['invalid-character', 'exa mple.com']]],
    ['http:///a|b', [['invalid-character', 'a|b']]],
  ]);

  table('uriLint.schemes.enable: false turns the scheme rules off', [
    ['https:/example.com', []],
    ['ws://example.com/chat#room', []],
  ], { schemesEnable: false });

  table('uriLint.severity overrides a scheme code', [
    ['https:/example.com', []],
  ], { severity: { 'http-missing-host': 'off' } });

  it('http-missing-host is an error whose finding cites RFC 9110 §4.2.2 for https, RFC 6455 §3 for ws (the hover\'s link); the diagnostic links its page', () => {
    for (const [text, href] of [['<https:/example.com>', 'https://www.rfc-editor.org/rfc/rfc9110#section-4.2.2'],
      ['<http:/example.com>', 'https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1'],
      ['<ws:/example.com>', 'https://www.rfc-editor.org/rfc/rfc6455#section-3']] as const) {
      const { doc, analysis } = open(text);
      const [d] = service.diagnostics({ document: doc, analysis, settings: settings() });
      assert.equal(d?.severity, 1);
      assert.equal(d?.codeDescription?.href, 'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/http-missing-host.md');
      assert.deepEqual(findingsOf(analysis.references[0]!, settings()).map((f) => f.href), [href]);
    }
    assert.equal(diagnosticsOf('see https:/example.com in prose').length, 1, 'found in prose as well');
  });

  it('`http:` then a host and port alone is at most Information: a label before an address as much as a lost "//" (round 28)', () => {
    const levels = (text: string, languageId: string): [string, number | undefined][] => {
      const { doc, analysis } = open(text, languageId, `file:///work/src/a.${languageId === 'rust' ? 'rs' : 'txt'}`);
      return service.diagnostics({ document: doc, analysis, settings: settings() }).map((d) => [doc.getText(d.range), d.severity]);
    };
    // xh src/to_curl.rs:516 and src/cli.rs:1605: `--proxy PROTOCOL:URL`, the protocol to proxy, then the proxy's address.
    assert.deepEqual(levels('let a = ["xh --proxy http:localhost:1080 httpbin.org/get"];\n', 'rust'), [['http:localhost:1080', 3]]);
    assert.deepEqual(levels('Cli::try_parse_from(["xh", "--proxy=http:127.0.0.1:8000", "get", "example.org"]);\n', 'rust'), [['http:127.0.0.1:8000', 3]]);
    // …a host alone, or a host and port with a path after them, is a URI that lost its "//": an error still.
    assert.deepEqual(levels('see http:example.com and http:example.com:8080/a\n', 'plaintext'), [['http:example.com', 1], ['http:example.com:8080/a', 1]]);
  });
});
