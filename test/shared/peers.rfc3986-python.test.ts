/**
 * `parse`, `normalize`, `removeDotSegments` and `encode` against the vectors
 * of python-hyper/rfc3986:
 *   python-hyper/rfc3986, tests/conftest.py (valid_hosts, invalid_hosts and the URI fixtures)
 *   python-hyper/rfc3986, tests/test_normalizers.py
 *   python-hyper/rfc3986, tests/test_uri.py (test_parses_ipv6_to_path, the authority-less fixtures)
 *
 * The library accepts RFC 6874 zone identifiers in IPv6 literals; RFC 3986
 * does not (`IP-literal = "[" ( IPv6address / IPvFuture ) "]"`), so those
 * hosts are invalid here.
 */
import * as assert from 'node:assert/strict';
import { encode, normalize, parse, removeDotSegments } from '@uri-lint/shared';
import { componentsOf } from './tables';

const SNOWMAN = '\u2603';

describe('peers: python-hyper/rfc3986', () => {
  describe('conftest.py valid_hosts, inside every URI fixture of the suite', () => {
    const hosts: [string, string][] = [
      ['[21DA:00D3:0000:2F3B:02AA:00FF:FE28:9C5A]', 'IPv6'],
      ['[::1]', 'IPv6'],
      ['[21DA:D3:0:2F3B:2AA:FF:FE28:9C5A]', 'IPv6'],
      ['[FE80::2AA:FF:FE9A:4CA2]', 'IPv6'],
      ['[FF02::2]', 'IPv6'],
      ['[FFFF::]', 'IPv6'],
      ['[FF02:3::5]', 'IPv6'],
      ['[FF02:0:0:0:0:0:0:2]', 'IPv6'],
      ['[FF02:30:0:0:0:0:0:5]', 'IPv6'],
      ['127.0.0.1', 'IPv4'],
      ['www.example.com', 'reg-name'],
      ['localhost', 'reg-name'],
      ['http-bin.org', 'reg-name'],
      ['%2Fvar%2Frun%2Fsocket', 'reg-name'],
      ['6g9m8V6', 'reg-name'], // issue #48
    ];
    const fixtures = (host: string): string[] => [
      `http://${host}`,
      `ftp://${host}:21`,
      `ssh://user:pass@${host}:22`,
      `ssh://user%20!=:pass@${host}:22`,
      `http://${host}/path/to/resource`,
      `http://${host}/path/to/resource?key=value`,
      `https://user:pass@${host}:443/path/to/resource?key=value#fragment`,
      `//${host}`,
    ];
    for (const [host, hostType] of hosts) {
      it(`${host} (${hostType}) in each of the eight fixtures`, () => {
        for (const input of fixtures(host)) {
          const result = parse(input);
          assert.deepEqual([input, result.errors, result.components.host, result.components.hostType], [input, [], host, hostType]);
        }
      });
    }
  });

  describe('conftest.py valid_hosts with a zone identifier: not RFC 3986 (RFC 6874 only)', () => {
    const zoned = ['[::1%25lo]', '[FF02:0:0:0:0:0:0:2%25en01]', '[FF02:30:0:0:0:0:0:5%25en1]', '[FF02:30:0:0:0:0:0:5%25%26]', '[FF02:30:0:0:0:0:0:5%2525]'];
    for (const host of zoned) {
      it(`http://${host} is invalid (rfc3986: valid)`, () => {
        assert.deepEqual(parse(`http://${host}`).errors.map((e) => e.code), ['invalid-ipv6']);
      });
    }
  });

  describe('conftest.py invalid_hosts', () => {
    const rows: [string, string[], string?][] = [
      ['https://[FF02::3::5]', ['invalid-ipv6']],
      ['https://[FADF:01]', ['invalid-ipv6']],
      ['https://[FADF:01%en0]', ['invalid-ipv6']],
      ['https://[FADF::01%]', ['invalid-ipv6']],
      ['https://localhost:80:80:80', ['invalid-port', 'invalid-port']],
      // §3.2.2: "256.256.256.256" does not match IPv4address, so it is a reg-name, which is valid.
      ['https://256.256.256.256', [], 'rfc3986: invalid'],
      [`https://${SNOWMAN}`, ['non-ascii-character']],
    ];
    for (const [input, codes, note] of rows) {
      it(`${JSON.stringify(input)} → [${codes.join(', ')}]${note === undefined ? '' : ` (${note})`}`, () => {
        assert.deepEqual(parse(input).errors.map((e) => e.code), codes);
      });
    }
  });

  describe('conftest.py and test_uri.py fixtures', () => {
    it('"about:" and "about:?foo=bar": a URI without authority and an empty path', () => {
      assert.deepEqual(componentsOf('about:'), { scheme: 'about', path: '' });
      assert.deepEqual(componentsOf('about:?foo=bar'), { scheme: 'about', path: '', query: 'foo=bar' });
    });
    it('"mailto:user@example.com": scheme and path only', () => {
      assert.deepEqual(componentsOf('mailto:user@example.com'), { scheme: 'mailto', path: 'user@example.com' });
    });
    it('"scheme://user@[v12.ip]:/path": an empty port is valid (§3.2.3)', () => {
      const result = parse('scheme://user@[v12.ip]:/path');
      assert.deepEqual([result.valid, result.components.port, result.components.hostType], [true, '', 'IPvFuture']);
    });
    it('"scheme://user@[v12.ip]8000/path": a port needs its ":"', () => {
      assert.deepEqual(parse('scheme://user@[v12.ip]8000/path').errors.map((e) => [e.code, e.start, e.end]), [['invalid-character', 22, 26]]);
    });
    it('"[::1]" is a path, not a scheme; its brackets break path-noscheme', () => {
      const result = parse('[::1]');
      assert.equal(result.components.scheme, undefined);
      assert.equal(result.components.path, '[::1]');
      assert.equal(result.valid, false);
    });
    const percent: [string, string[]][] = [
      ['https://www.example.com/% ', ['invalid-percent-encoding', 'invalid-character']],
      ['https://www.example.com?a=%', ['invalid-percent-encoding']],
      ['https://www.example.com#perc%ent', ['invalid-percent-encoding']],
      ['https://www.example.com#\nfrag\nment\n', ['invalid-character', 'invalid-character', 'invalid-character']],
    ];
    for (const [input, codes] of percent) {
      it(`${JSON.stringify(input)} is invalid`, () => assert.deepEqual(parse(input).errors.map((e) => e.code), codes));
    }
  });

  describe('test_normalizers.py: scheme and host case (§6.2.2.1)', () => {
    for (const scheme of ['https', 'HTTPS', 'HttPs', 'hTTpS', 'HtTpS']) {
      it(`${scheme}://example.com, ://eXample.com, ://EXAMPLE.COM, ://ExAMPLE.com → https://example.com/`, () => {
        for (const host of ['example.com', 'eXample.com', 'EXAMPLE.COM', 'ExAMPLE.com']) {
          assert.equal(normalize(`${scheme}://${host}`), 'https://example.com/');
        }
      });
    }
    it('the userinfo keeps its case, the percent-encoding is uppercased', () => {
      assert.equal(normalize('//user%2aName@EXAMPLE.COM'), '//user%2AName@example.com');
    });
    it('a fragment octet that is not unreserved stays encoded', () => {
      assert.equal(normalize('//example.com#fiz%DF'), '//example.com#fiz%DF');
    });
    it('percent-encodings: hex uppercased, unreserved decoded (rfc3986 keeps %4C encoded)', () => {
      assert.equal(normalize('%3athis_should_be_lowercase%DF%ab%4c'), '%3Athis_should_be_lowercase%DF%ABL');
      assert.equal(normalize('%3Athis_should_be_lowercase%DF%aB%4C'), '%3Athis_should_be_lowercase%DF%ABL');
    });
  });

  describe('test_normalizers.py: remove_dot_segments (§5.2.4)', () => {
    const paths: [string, string][] = [
      ['/foo/bar/.', '/foo/bar/'],
      ['/foo/bar/', '/foo/bar/'],
      ['/foo/bar', '/foo/bar'],
      ['./foo/bar', 'foo/bar'],
      ['/./foo/bar', '/foo/bar'],
      ['/foo%20bar/biz%2Abaz', '/foo%20bar/biz%2Abaz'],
      ['../foo/bar', 'foo/bar'], // step 2A removes a leading "../"
      ['/../foo/bar', '/foo/bar'],
      ['a/./b/../b/%63/%7Bfoo%7D', 'a/b/%63/%7Bfoo%7D'], // remove_dot_segments alone decodes nothing
      ['//a/./b/../b/%63/%7Bfoo%7D', '//a/b/%63/%7Bfoo%7D'],
      ['mid/content=5/../6', 'mid/6'],
      ['/a/b/c/./../../g', '/a/g'],
    ];
    for (const [input, expected] of paths) {
      it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => assert.equal(removeDotSegments(input), expected));
    }
  });

  describe('test_normalizers.py: the same paths as references, through normalize (§6.2.2)', () => {
    const rows: [string, string, string?][] = [
      ['/foo/bar/.', '/foo/bar/'],
      ['./foo/bar', 'foo/bar'],
      ['/./foo/bar', '/foo/bar'],
      ['/foo%20bar/biz%2Abaz', '/foo%20bar/biz%2Abaz'],
      // A relative-path reference keeps the ".." that only a base can resolve.
      ['../foo/bar', '../foo/bar', 'rfc3986: foo/bar, which resolves elsewhere'],
      ['/../foo/bar', '/foo/bar'],
      ['a/./b/../b/%63/%7Bfoo%7D', 'a/b/c/%7Bfoo%7D'],
      ['//a/./b/../b/%63/%7Bfoo%7D', '//a/b/c/%7Bfoo%7D'],
      ['mid/content=5/../6', 'mid/6'],
    ];
    for (const [input, expected, note] of rows) {
      const title = `${JSON.stringify(input)} → ${JSON.stringify(expected)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(normalize(input), expected));
    }
  });

  describe('test_normalizers.py: zone identifiers are not normalized into RFC 3986 hosts', () => {
    // rfc3986 rewrites "[::1%eth0]" to "[::1%25eth0]"; neither is an RFC 3986 IP-literal, so
    // normalize leaves the invalid authority exactly as written.
    for (const host of ['[::1%eth0]', '[::1%25]', '[::1%%25]', '[::Af%Ff]', '[::Af%25Ff]']) {
      it(`//${host}`, () => assert.equal(normalize(`//${host}`), `//${host}`));
    }
    it('//LOCALHOST', () => assert.equal(normalize('//LOCALHOST'), '//localhost'));
  });

  describe('test_normalizers.py test_detect_percent_encoded_component: encode(…, "path")', () => {
    // A valid triplet is kept as written; a "%" that starts none becomes "%25" (§2.4).
    const rows: [string, string, string?][] = [
      ['/%', '/%25'],
      ['/~', '/~'],
      ['/%a', '/%25a'],
      ['/%ag', '/%25ag'],
      ['/%af', '/%af'],
      ['/%20%25', '/%20%25'],
      // rfc3986 re-encodes every "%" once any one is invalid ("/%2520/%25"); the valid %20 is data already.
      ['/%20/%', '/%20/%25', 'rfc3986: /%2520/%25'],
      ['/%21%22%23%ah%12%ff', '/%21%22%23%25ah%12%ff', 'rfc3986: /%2521%2522%2523%25ah%2512%25ff'],
    ];
    for (const [input, expected, note] of rows) {
      const title = `${JSON.stringify(input)} → ${JSON.stringify(expected)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(encode(input, 'path'), expected));
    }
  });
});
