/**
 * `parse`, `resolve` and `normalize` against the vectors of fluent-uri, a
 * strict Rust implementation of RFC 3986:
 *   yescallop/fluent-uri-rs, tests/parse.rs (parse_absolute, parse_relative, parse_error_uri_ref, strict_ip_addr)
 *   yescallop/fluent-uri-rs, tests/resolve.rs
 *   yescallop/fluent-uri-rs, tests/normalize.rs
 *
 * fluent-uri reports one error, at one index; we report every error with a
 * range. The rows give our first error's code and range; where fluent-uri
 * reads the input differently, the row says so.
 */
import * as assert from 'node:assert/strict';
import { parse, resolve } from '@uri-lint/shared';
import type { Components } from '@uri-lint/shared';
import { componentsOf, normalizes } from './tables';

describe('peers: fluent-uri (tests/parse.rs, resolve.rs, normalize.rs)', () => {
  describe('parse_absolute and parse_relative: components', () => {
    const rows: [string, Partial<Components>][] = [
      ['file:///etc/hosts', { scheme: 'file', host: '', hostType: 'reg-name', path: '/etc/hosts' }],
      ['ldap://[2001:db8::7]/c=GB?objectClass?one', { scheme: 'ldap', host: '[2001:db8::7]', hostType: 'IPv6', path: '/c=GB', query: 'objectClass?one' }],
      ['tel:+1-816-555-1212', { scheme: 'tel', path: '+1-816-555-1212' }],
      ['telnet://192.0.2.16:80/', { scheme: 'telnet', host: '192.0.2.16', hostType: 'IPv4', port: '80', path: '/' }],
      ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', { scheme: 'urn', path: 'oasis:names:specification:docbook:dtd:xml:4.1.2' }],
      [
        'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
        { scheme: 'ftp', userinfo: 'cnn.example.com&story=breaking_news', host: '10.0.0.1', hostType: 'IPv4', path: '/top_story.htm' },
      ],
      ['http://[vFe.foo.bar]', { scheme: 'http', host: '[vFe.foo.bar]', hostType: 'IPvFuture', path: '' }],
      ['http://127.0.0.1:/', { scheme: 'http', host: '127.0.0.1', hostType: 'IPv4', port: '', path: '/' }],
      // §3.2.3: a port above 65535 is still valid syntax.
      ['http://127.0.0.1:80808/', { scheme: 'http', host: '127.0.0.1', hostType: 'IPv4', port: '80808', path: '/' }],
      ['', { path: '' }],
      ['foo.txt', { path: 'foo.txt' }],
      ['.', { path: '.' }],
      ['./this:that', { path: './this:that' }],
      ['//example.com', { host: 'example.com', hostType: 'reg-name', path: '' }],
      ['?query', { path: '', query: 'query' }],
      ['#fragment', { path: '', fragment: 'fragment' }],
    ];
    for (const [input, expected] of rows) {
      it(JSON.stringify(input), () => {
        assert.deepEqual(parse(input).errors, []);
        assert.deepEqual(componentsOf(input), expected);
      });
    }
  });

  describe('strict_ip_addr: only the exact IPv4address form is IPv4 (§3.2.2)', () => {
    for (const host of ['127.0.0.001', '127.1', '127.00.00.1']) {
      it(`//${host} is a reg-name`, () => assert.deepEqual([parse(`//${host}`).valid, parse(`//${host}`).components.hostType], [true, 'reg-name']));
    }
    for (const input of ['//[::1.1.1.1]', '//[::ffff:1.1.1.1]', '//[0000:0000:0000:0000:0000:0000:255.255.255.255]']) {
      it(`${input} is IPv6`, () => assert.deepEqual([parse(input).valid, parse(input).components.hostType], [true, 'IPv6']));
    }
  });

  describe('parse_error_uri_ref: the first error, its code and its range', () => {
    /** `[input, code, start, end, fluent-uri's index, note]` */
    const rows: [string, string, number, number, number, string?][] = [
      [':hello', 'colon-in-first-segment', 0, 1, 0],
      // A name that does not start with a letter is no scheme: the reference is relative (README).
      ['3ttp://a.com', 'colon-in-first-segment', 4, 5, 0, 'fluent-uri: the scheme at 0'],
      // A name that starts with a letter is read as a scheme (Appendix B; README decision).
      ['exam=ple:foo', 'invalid-scheme', 4, 5, 8, 'fluent-uri: a colon in the first segment at 8'],
      ['(:', 'colon-in-first-segment', 1, 2, 1],
      ['a%20:foo', 'invalid-scheme', 1, 2, 4, 'fluent-uri: a colon in the first segment at 4'],
      ['foo\\bar', 'invalid-character', 3, 4, 3],
      ['foo%xxd', 'invalid-percent-encoding', 3, 6, 4],
      ['text%a', 'invalid-percent-encoding', 4, 6, 6],
      ['%', 'invalid-percent-encoding', 0, 1, 1],
      ['http://example.com:80ab', 'invalid-port', 21, 23, 23],
      ['http://user@example.com:80ab', 'invalid-port', 26, 28, 26],
      // No "@": the host is "user" and "pass:example.com" is a port that is not digits (one error, one message).
      ['http://user:pass:example.com/', 'invalid-port', 12, 28, 28],
      ['https://[::1/', 'unclosed-ip-literal', 8, 9, 12],
      ['https://[::1]wrong', 'invalid-character', 13, 18, 13],
      // An IPv6 literal's error is at the first character no address could continue with: here the "]".
      ['http://[:]', 'invalid-ipv6', 9, 10, 8, 'fluent-uri: the single ":" at 8'],
      ['http://[]', 'invalid-ipv6', 8, 9, 8],
      ['http://[vG.addr]', 'invalid-ipvfuture', 9, 10, 9],
      ['http://[v.addr]', 'invalid-ipvfuture', 9, 10, 9],
      ['ftp://[vF.]', 'invalid-ipvfuture', 9, 10, 10],
      ['ftp://[vF.%20]', 'invalid-ipvfuture', 10, 11, 10],
      ['ftp://[fe80::abcd%eth0]', 'invalid-ipv6', 17, 18, 17], // a zone identifier (RFC 6874) is not RFC 3986
      ['example://[44:55::66::77]', 'invalid-ipv6', 21, 22, 11, 'fluent-uri: the start of the address at 11'],
      // "::01" is a valid address; the "." is where it stops being one (a dec-octet has no leading zero).
      ['//[::01.1.1.1]', 'invalid-ipv6', 7, 8, 3, 'fluent-uri: the start of the address at 3'],
      ['//[::00.1.1.1]', 'invalid-ipv6', 7, 8, 3, 'fluent-uri: the start of the address at 3'],
    ];
    for (const [input, code, start, end, index, note] of rows) {
      const title = `${JSON.stringify(input)}: ${code} at ${start}-${end} (fluent-uri: ${index})`;
      it(note === undefined ? title : `${title}; ${note}`, () => {
        const first = parse(input).errors[0];
        assert.deepEqual([first?.code, first?.start, first?.end], [code, start, end]);
      });
    }
    it('a run of non-digits in the port is one error whose message names the port', () => {
      const [error] = parse('http://user:pass:example.com/').errors;
      assert.equal(error?.message, 'Port "pass:example.com" is not a number: write digits only');
    });
  });

  describe('resolve: §5.4 beyond the RFC tables, and where fluent-uri departs from §5.2', () => {
    const rows: [string, string, string, string?][] = [
      ['foo:bar', '', 'foo:bar'],
      ['foo:bar', '#baz', 'foo:bar#baz'],
      ['foo:bar', 'http://example.com/', 'http://example.com/'],
      ['foo:bar', 'foo:baz', 'foo:baz'],
      ['foo:bar', 'bar:baz', 'bar:baz'],
      // §5.2.3 merges a rootless base path like any other; fluent-uri refuses (InvalidReferenceAgainstOpaqueBase).
      ['foo:bar', 'baz', 'foo:baz', 'fluent-uri: error'],
      ['foo:bar', '?baz', 'foo:bar?baz', 'fluent-uri: error'],
      // §5.2.4 alone gives "foo://@@", which re-parses with an authority; the "/." guard keeps the path.
      ['foo:/', './/@@', 'foo:/.//@@'],
      // §5.2.4 compares literal segments: ".%2E" in the base is not "..".
      ['foo:/bar/baz/.%2E/', '..', 'foo:/bar/baz/', 'fluent-uri: foo:/ (decodes %2E first)'],
      // §5.2.2: the merged path is "/bar/.", not the base path normalized first.
      ['foo:/bar/..', '.', 'foo:/bar/', 'fluent-uri: foo:/'],
      // §5.2.2: an empty reference path takes the base path as is, with no remove_dot_segments.
      ['foo:bar/..', '', 'foo:bar/..'],
      ['foo:bar/..', '#a', 'foo:bar/..#a'],
      ['foo:bar/..', '?a', 'foo:bar/..?a', 'fluent-uri: error'],
      ['foo:/..', '', 'foo:/..'],
      // §5.2.1: the base fragment is ignored; fluent-uri refuses a base with a fragment.
      ['http://example.com/#title1', 'foo', 'http://example.com/foo', 'fluent-uri: error'],
      // §5.2.4 has no underflow: extra ".." stop at the root (fluent-uri can make this an error).
      ['http://a/b/c/d;p?q', '/../g', 'http://a/g'],
    ];
    for (const [base, reference, target, note] of rows) {
      const title = `${JSON.stringify(reference)} against ${JSON.stringify(base)} → ${JSON.stringify(target)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(resolve(base, reference), target));
    }
  });

  describe('normalize', () => {
    normalizes([
      ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'example://a/b/c/%7Bfoo%7D'],
      // §6.2.3 for http: fluent-uri applies no scheme-based normalization.
      ['http://example.com', 'http://example.com/', 'fluent-uri: http://example.com'],
      ['http://example.com/', 'http://example.com/'],
      ['http://example.com:/', 'http://example.com/'],
      ['http://example.com:80/', 'http://example.com/', 'fluent-uri: keeps :80'],
      ['%3a', '%3A'],
      ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/'],
      ['http://a/../../../g', 'http://a/g'],
      ['http://a/b/c/%2E/%2E./%2e%2E/d', 'http://a/d'],
      // A relative-path reference keeps its dot-segments that only a base can resolve…
      ['foo/../bar', 'bar', 'fluent-uri: foo/../bar'],
      // …but "/foo/../bar" is "/bar" against every base (§5.2.2 removes its dot-segments).
      ['/foo/../bar', '/bar', 'fluent-uri: /foo/../bar'],
      // A rootless path of a URI goes through §5.2.4, as resolution does (E moves "bar", C leaves "/baz").
      ['foo:bar/../baz', 'foo:/baz', 'fluent-uri: foo:bar/../baz'],
      ['foo:/bar/./../baz', 'foo:/baz'],
      ['foo:/.//@@', 'foo:/.//@@'],
      ['HTTP://%45XAMPLE.%43Om', 'http://example.com/', 'fluent-uri: no trailing "/"'],
      [
        '%41%42%43%44%45%46%47%48%49%4A%4B%4C%4D%4E%4F%50%51%52%53%54%55%56%57%58%59%5A' +
          '%61%62%63%64%65%66%67%68%69%6A%6B%6C%6D%6E%6F%70%71%72%73%74%75%76%77%78%79%7A%30%31%32%33%34%35%36%37%38%39%2D%2E%5F%7E',
        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~',
      ],
      ['%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25', '%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25'],
      ['foo://user@example.com:8042/over/there?name=ferret#nose', 'foo://user@example.com:8042/over/there?name=ferret#nose'],
      ['FOO://%55se%72@EXamp%4ce%2ecom:8042/%4b%2f?%4c%2b#%24%4d', 'foo://User@example.com:8042/K%2F?L%2B#%24M'],
      ['//127.0.0.1', '//127.0.0.1'],
      ['//127.0.0.%31', '//127.0.0.1'],
      ['//[::1]', '//[::1]'],
      // No RFC 5952 compression (nothing beyond §6.2.2 and §6.2.3).
      ['//[0000:0000:0000::1]', '//[0000:0000:0000::1]', 'fluent-uri: //[::1]'],
      ['//[0:0:0:0:0:ffff:192.0.2.1]', '//[0:0:0:0:0:ffff:192.0.2.1]', 'fluent-uri: //[::ffff:192.0.2.1]'],
      ['//[::192.0.2.1]', '//[::192.0.2.1]', 'fluent-uri: //[::c000:201]'],
      ['//[v1FdE.AddR]', '//[v1fde.addr]'],
      ['?%EE%80%80', '?%EE%80%80'],
    ]);
  });
});
