/**
 * `parse` rule by rule against RFC 3986 Appendix A: for each ABNF rule, the
 * strings it accepts and its near misses, with the error code, the exact
 * offending characters, the rule and the section.
 */
import * as assert from 'node:assert/strict';
import { parse } from '@uri-lint/shared';
import type { Components, ErrorCode, HostType, ParseResult, UriError } from '@uri-lint/shared';

/** Parses and checks what holds for every result: `valid` is exactly "no errors", errors are in text order and described. */
function parsed(input: string): ParseResult {
  const result = parse(input);
  assert.equal(result.valid, result.errors.length === 0, 'valid === (errors.length === 0)');
  let last = 0;
  for (const error of result.errors) {
    assert.ok(error.start >= last, `errors in text order: ${JSON.stringify(result.errors)}`);
    assert.ok(error.start >= 0 && error.end > error.start && error.end <= input.length, `error range in bounds: ${JSON.stringify(error)}`);
    assert.ok(error.message.length > 0 && error.rule.length > 0 && error.section.length > 0, `error described: ${JSON.stringify(error)}`);
    last = error.start;
  }
  return result;
}

function valid(input: string): ParseResult {
  const result = parsed(input);
  assert.deepEqual(result.errors, [], `${JSON.stringify(input)} is valid`);
  return result;
}

function invalid(input: string): ParseResult {
  const result = parsed(input);
  assert.equal(result.valid, false, `${JSON.stringify(input)} is invalid`);
  return result;
}

/** Only the fields given are compared. */
type Expected = Pick<UriError, 'code' | 'start'> & Partial<Pick<UriError, 'end' | 'rule' | 'section'>>;

function pick(error: UriError, like: Expected): Partial<UriError> {
  const out: Partial<UriError> = {};
  for (const key of Object.keys(like) as (keyof Expected)[]) (out as Record<string, unknown>)[key] = error[key];
  return out;
}

/** The errors of `input`, exactly, in text order. */
function errors(input: string, expected: Expected[]): ParseResult {
  const result = invalid(input);
  assert.deepEqual(
    result.errors.map((e, i) => pick(e, expected[i] ?? expected[0]!)),
    expected,
    `errors of ${JSON.stringify(input)}: ${JSON.stringify(result.errors)}`,
  );
  return result;
}

/**
 * The characters `[start, end)` are reported with `code`, either as one
 * error over the whole run or as one error per character (code point):
 * both say exactly which characters are wrong.
 */
function run(result: ParseResult, code: ErrorCode, start: number, end: number, input: string): void {
  const covering = result.errors.filter((e) => e.code === code && e.end > start && e.start < end);
  const described = JSON.stringify(result.errors);
  assert.ok(covering.length > 0, `a ${code} error over [${start}, ${end}): ${described}`);
  assert.equal(covering[0]!.start, start, described);
  assert.equal(covering[covering.length - 1]!.end, end, described);
  for (let i = 1; i < covering.length; i++) assert.equal(covering[i]!.start, covering[i - 1]!.end, `contiguous: ${described}`);
  if (covering.length > 1) {
    for (const e of covering) assert.equal(e.end - e.start, String.fromCodePoint(input.codePointAt(e.start)!).length, `one per character: ${described}`);
  }
}

/** Drops keys whose value is undefined, so "absent" and "undefined" compare equal. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function components(input: string, expected: Components): void {
  assert.deepEqual(defined(parse(input).components), defined(expected), JSON.stringify(input));
}

/** Hosts are tried as `http://HOST/`, so a host starts at offset 7. */
const inHost = (host: string): string => `http://${host}/`;
const HOST_START = 7;

function hostOf(host: string, type: HostType): void {
  const result = valid(inHost(host));
  assert.equal(result.components.host, host);
  assert.equal(result.components.hostType, type);
  assert.deepEqual(result.ranges.host, { start: HOST_START, end: HOST_START + host.length });
}

/** Exactly one error, of `code`, inside the host; the host is still filled in. */
function badHost(host: string, code: ErrorCode, rule: string): void {
  const result = invalid(inHost(host));
  const described = JSON.stringify(result.errors);
  assert.equal(result.errors.length, 1, described);
  const error = result.errors[0]!;
  assert.equal(error.code, code, described);
  assert.equal(error.rule, rule, described);
  assert.equal(error.section, '3.2.2', described);
  assert.ok(error.start >= HOST_START && error.end <= HOST_START + host.length, `error inside the host: ${described}`);
  assert.equal(result.components.host, host);
  assert.equal(result.components.path, '/');
}

describe('parse: RFC 3986 Appendix A, rule by rule', () => {
  describe('§3.2.2 IPv6address: the nine forms', () => {
    const forms: [form: string, host: string][] = [
      ['6( h16 ":" ) ls32', '[1:2:3:4:5:6:7:8]'],
      ['6( h16 ":" ) ls32, ls32 as IPv4address', '[1:2:3:4:5:6:1.2.3.4]'],
      ['"::" 5( h16 ":" ) ls32', '[::2:3:4:5:6:7:8]'],
      ['[ h16 ] "::" 4( h16 ":" ) ls32', '[1::3:4:5:6:7:8]'],
      ['[ h16 ] "::" 4( h16 ":" ) ls32, without the h16', '[::3:4:5:6:7:8]'],
      ['[ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32', '[1:2::4:5:6:7:8]'],
      ['[ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32', '[1:2:3::5:6:7:8]'],
      ['[ *3( h16 ":" ) h16 ] "::" h16 ":" ls32', '[1:2:3:4::6:7:8]'],
      ['[ *4( h16 ":" ) h16 ] "::" ls32', '[1:2:3:4:5::7:8]'],
      ['[ *4( h16 ":" ) h16 ] "::" ls32, ls32 as IPv4address', '[::ffff:192.0.2.1]'],
      ['[ *4( h16 ":" ) h16 ] "::" ls32, five h16 and an IPv4address', '[1:2:3:4:5::1.2.3.4]'],
      ['[ *4( h16 ":" ) h16 ] "::" ls32, only the IPv4address', '[::1.2.3.4]'],
      ['[ *5( h16 ":" ) h16 ] "::" h16', '[1:2:3:4:5:6::8]'],
      ['[ *5( h16 ":" ) h16 ] "::" h16, loopback', '[::1]'],
      ['[ *6( h16 ":" ) h16 ] "::"', '[1:2:3:4:5:6:7::]'],
      ['[ *6( h16 ":" ) h16 ] "::", one h16', '[1::]'],
      ['[ *6( h16 ":" ) h16 ] "::", unspecified address', '[::]'],
      ['h16 = 1*4HEXDIG, any case', '[ABCD:ef01:0:00:000:0000:FfFf:a]'],
      ['the §1.1.2 example', '[2001:db8::7]'],
    ];
    for (const [form, host] of forms) it(`${host}  (${form})`, () => hostOf(host, 'IPv6'));
  });

  describe('§3.2.2 IPv6address: near misses → invalid-ipv6', () => {
    const misses: [host: string, why: string][] = [
      ['[1:2:3:4:5:6:7:8:9]', 'nine groups'],
      ['[1:2:3:4:5:6:7]', 'seven groups and no "::"'],
      ['[1:2:3:4:5:6:7:8::]', 'eight groups and a "::"'],
      ['[::1:2:3:4:5:6:7:8]', '"::" and eight groups'],
      ['[1::2::3]', 'two "::"'],
      ['[1:::2]', '":::"'],
      ['[12345::]', 'h16 is at most four hex digits'],
      ['[::g]', '"g" is not a hex digit'],
      ['[:1:2:3:4:5:6:7]', 'a single leading ":"'],
      ['[1:2:3:4:5:6:7:]', 'a single trailing ":"'],
      ['[::1.2.3.256]', 'dec-octet is at most 255'],
      ['[::1.2.3]', 'an IPv4address has four dec-octets'],
      ['[::01.2.3.4]', 'dec-octet has no leading zero'],
      ['[1:2:3:4:5:6:7:1.2.3.4]', 'seven groups and an IPv4address'],
      ['[1:2:3:4:5:6::1.2.3.4]', 'six groups, "::" and an IPv4address make more than 128 bits'],
      ['[::1.2.3.4:5]', 'the IPv4address comes last'],
      ['[1.2.3.4]', 'an IPv4address alone is not an IP-literal'],
      ['[::1%25eth0]', 'zone identifiers are RFC 6874, not RFC 3986'],
      ['[]', 'empty'],
    ];
    for (const [host, why] of misses) it(`${host}  (${why})`, () => badHost(host, 'invalid-ipv6', 'IPv6address'));
  });

  describe('§3.2.2 IPv6address: a character no rule allows is reported where it is', () => {
    const cases: [host: string, at: number][] = [
      ['[ ::1]', 1],
      ['[::1 ]', 4],
      ['[1: :2]', 3],
      ['[: :1]', 2],
      ['[:é:1]', 2],
      ['[::1^]', 4],
    ];
    for (const [host, at] of cases) {
      it(`${JSON.stringify(host)}: an error covers offset ${at} of the host`, () => {
        const result = invalid(inHost(host));
        const offset = HOST_START + at;
        assert.ok(result.errors.some((e) => e.start <= offset && offset < e.end), JSON.stringify(result.errors));
        for (const e of result.errors) assert.ok(e.start >= HOST_START && e.end <= HOST_START + host.length, JSON.stringify(result.errors));
      });
    }
  });

  describe('§3.2.2 IPv4address and dec-octet boundaries', () => {
    const ipv4 = [
      '0.0.0.0', '9.9.9.9', '10.10.10.10', '99.99.99.99', '100.100.100.100', '199.199.199.199',
      '200.200.200.200', '249.249.249.249', '250.250.250.250', '255.255.255.255', '192.0.2.16', '1.2.3.255',
    ];
    for (const host of ipv4) it(`${host} → IPv4`, () => hostOf(host, 'IPv4'));

    // host = IP-literal / IPv4address / reg-name is first-match-wins: what is
    // not an IPv4address is still a valid reg-name (§3.2.2, §7.4).
    const regNames = [
      '256.1.1.1', '1.1.1.256', '260.0.0.0', '300.1.1.1', '1000.1.1.1', '01.0.0.0', '1.02.3.4', '1.2.3.00',
      '00.0.0.0', '1.2.3', '1.2.3.4.5', '1.2.3.4.', '.1.2.3.4', '1..2.3', '0x7f.0.0.1', '127.1', '2130706433',
    ];
    for (const host of regNames) it(`${host} → still valid, reg-name`, () => hostOf(host, 'reg-name'));
  });

  describe('§3.2.2 IPvFuture', () => {
    for (const host of ['[v1.x]', '[V7.a:b]', '[vF.!$]', '[v1a.-._~!$&\'()*+,;=:]', '[vABC.1]']) {
      it(`${host} → IPvFuture`, () => hostOf(host, 'IPvFuture'));
    }
    const misses: [host: string, why: string][] = [
      ['[v.x]', 'no hex digit after "v"'],
      ['[v1.]', 'nothing after "."'],
      ['[v1x]', 'no "."'],
      ['[vg.x]', '"g" is not a hex digit'],
      ['[v1.x%41]', 'no pct-encoded in IPvFuture'],
    ];
    for (const [host, why] of misses) it(`${host}  (${why})`, () => badHost(host, 'invalid-ipvfuture', 'IPvFuture'));
  });

  describe('§3.2.2 reg-name', () => {
    for (const host of ['example.com', '', 'a-b_c~d.e', "!$&'()*+,;=", '%41%42', 'xn--bcher-kva.example']) {
      it(`${JSON.stringify(host)} → reg-name`, () => hostOf(host, 'reg-name'));
    }
  });

  describe('§2.1 pct-encoded', () => {
    it('"%41" is valid in every component that allows it', () => {
      const result = valid('http://%41:%41@%41/%41?%41#%41');
      assert.deepEqual(defined(result.components), {
        scheme: 'http', userinfo: '%41:%41', host: '%41', hostType: 'reg-name', path: '/%41', query: '%41', fragment: '%41',
      });
      valid('%41/%41');
      valid('x:%41');
    });
    it('hex digits in either case', () => {
      valid('http://h/%aF%Af%ff%FF%00');
    });

    // The range starts at "%" and covers the characters of the attempted
    // escape: "%" and at most the two characters after it, stopping at the
    // end or at a delimiter.
    const cases: [input: string, start: number, end: number][] = [
      ['http://h/%', 9, 10],
      ['http://h/%4', 9, 11],
      ['http://h/%zz', 9, 12],
      ['http://h/%g1', 9, 12],
      ['http://h/%4/x', 9, 11],
      ['http://h/%?q', 9, 10],
      ['http://h/%#f', 9, 10],
      ['http://%zz/', 7, 10],
      ['http://%zz@h/', 7, 10],
      ['http://h?%zz', 9, 12],
      ['http://h#%zz', 9, 12],
      ['%zz', 0, 3],
      ['http://h/?suffix=%&q=1', 17, 18], // punctuation after a stray "%" is not blamed
      ['http://h/%4&', 9, 11],
      ['x:%4', 2, 4],
    ];
    for (const [input, start, end] of cases) {
      it(`${input} → invalid-percent-encoding [${start}, ${end})`, () => {
        errors(input, [{ code: 'invalid-percent-encoding', start, end, rule: 'pct-encoded', section: '2.1' }]);
      });
    }
    it('http://h/%%41 → one error, at the first "%"', () => {
      const result = invalid('http://h/%%41');
      assert.equal(result.errors.length, 1, JSON.stringify(result.errors));
      assert.equal(result.errors[0]!.code, 'invalid-percent-encoding');
      assert.equal(result.errors[0]!.start, 9);
    });
  });

  describe('§3.1 scheme', () => {
    const schemes: [input: string, scheme: string][] = [
      ['a+b-c.d:x', 'a+b-c.d'],
      ['A:x', 'A'],
      ['z9:x', 'z9'],
      ['a.:x', 'a.'],
      ['a-:', 'a-'],
    ];
    for (const [input, scheme] of schemes) {
      it(`${input} → scheme ${scheme}`, () => {
        const result = valid(input);
        assert.equal(result.kind, 'uri');
        assert.equal(result.components.scheme, scheme);
        assert.deepEqual(result.ranges.scheme, { start: 0, end: scheme.length });
      });
    }
    it('a_b:x → invalid-scheme at the "_"', () => {
      errors('a_b:x', [{ code: 'invalid-scheme', start: 1, end: 2, rule: 'scheme', section: '3.1' }]);
    });
    // A scheme begins with a letter, so these are relative references whose
    // first segment has a colon (§4.2).
    for (const [input, colon] of [['1a:x', 2], ['+a:x', 2], ['9:x', 1]] as const) {
      it(`${input} → relative-ref, colon-in-first-segment at the ":"`, () => {
        const result = errors(input, [{ code: 'colon-in-first-segment', start: colon, end: colon + 1 }]);
        assert.equal(result.kind, 'relative-ref');
        assert.equal(result.components.scheme, undefined);
      });
    }
  });

  describe('§3.2.3 port = *DIGIT', () => {
    const ports: [input: string, port: string, start: number][] = [
      ['http://h:80/', '80', 9],
      ['http://h:/', '', 9],
      ['http://h:', '', 9],
      ['http://h:0', '0', 9],
      ['http://h:65536', '65536', 9],
      ['http://h:0000080/', '0000080', 9],
      ['http://h:99999999999999999999', '99999999999999999999', 9],
      ['http://[::1]:8080/', '8080', 13],
      ['http://u:p@h:1?q', '1', 13],
    ];
    for (const [input, port, start] of ports) {
      it(`${input} → port ${JSON.stringify(port)}`, () => {
        const result = valid(input);
        assert.equal(result.components.port, port);
        assert.deepEqual(result.ranges.port, { start, end: start + port.length });
      });
    }
    it('http://h/ has no port', () => {
      assert.equal(valid('http://h/').components.port, undefined);
    });
    const bad: [input: string, start: number, end: number][] = [
      ['http://h:80a/', 11, 12],
      ['http://h:-1/', 9, 10],
      ['http://h:+80/', 9, 10],
      ['http://h:a8/', 9, 10],
      ['http://[::1]:8a/', 14, 15],
    ];
    for (const [input, start, end] of bad) {
      it(`${input} → invalid-port [${start}, ${end})`, () => {
        errors(input, [{ code: 'invalid-port', start, end, rule: 'port', section: '3.2.3' }]);
      });
    }
    it('http://h:ab/ → invalid-port over "ab"', () => {
      const input = 'http://h:ab/';
      const result = invalid(input);
      run(result, 'invalid-port', 9, 11, input);
      assert.ok(result.errors.every((e) => e.code === 'invalid-port'));
    });
  });

  describe('§3.3 path-noscheme (§4.2: no colon in the first segment of a relative path)', () => {
    it('a:b is a URI, not a relative path', () => {
      const result = valid('a:b');
      assert.equal(result.kind, 'uri');
      assert.deepEqual(defined(result.components), { scheme: 'a', path: 'b' });
    });
    for (const input of ['./a:b', 'a/b:c', 'a?b:c', 'a#b:c', 'a%3Ab', '@a', "!$&'()*+,;=", 'a@b']) {
      it(`${input} → valid relative-ref`, () => {
        const result = valid(input);
        assert.equal(result.kind, 'relative-ref');
        assert.equal(result.components.scheme, undefined);
      });
    }
    it(':a → relative-ref, colon-in-first-segment at the ":" (a scheme is not empty)', () => {
      const result = errors(':a', [{ code: 'colon-in-first-segment', start: 0, end: 1 }]);
      assert.equal(result.kind, 'relative-ref');
    });
  });

  describe('§3.3 path-abempty after an authority', () => {
    const cases: [input: string, expected: Components][] = [
      ['http://h/a', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '/a' }],
      ['http://h', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '' }],
      ['http://h?q', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '', query: 'q' }],
      ['http://h#f', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '', fragment: 'f' }],
      ['//h/a', { host: 'h', hostType: 'reg-name', path: '/a' }],
      ['http:///a', { scheme: 'http', host: '', hostType: 'reg-name', path: '/a' }],
      ['http://', { scheme: 'http', host: '', hostType: 'reg-name', path: '' }],
      ['//', { host: '', hostType: 'reg-name', path: '' }],
      ['///', { host: '', hostType: 'reg-name', path: '/' }],
      ['file:///etc/hosts', { scheme: 'file', host: '', hostType: 'reg-name', path: '/etc/hosts' }],
    ];
    for (const [input, expected] of cases) {
      it(`${input} → path ${JSON.stringify(expected.path)}`, () => {
        valid(input);
        components(input, expected);
      });
    }
    it('http:///a has an empty authority and an empty host, right after "//"', () => {
      const result = valid('http:///a');
      assert.deepEqual(result.ranges.authority, { start: 7, end: 7 });
      assert.deepEqual(result.ranges.host, { start: 7, end: 7 });
      assert.deepEqual(result.ranges.path, { start: 7, end: 9 });
    });
  });

  describe('§3.3 "//" always starts an authority, so a path never begins with "//" without one', () => {
    const cases: [input: string, expected: Components][] = [
      ['http:////a', { scheme: 'http', host: '', hostType: 'reg-name', path: '//a' }],
      ['////a', { host: '', hostType: 'reg-name', path: '//a' }],
      ['http:/a', { scheme: 'http', path: '/a' }],
      ['http:/', { scheme: 'http', path: '/' }],
      ['http:', { scheme: 'http', path: '' }],
      ['http:a//b', { scheme: 'http', path: 'a//b' }],
      ['a//b', { path: 'a//b' }],
      ['/a//b', { path: '/a//b' }],
    ];
    for (const [input, expected] of cases) {
      it(`${input} → host ${JSON.stringify(expected.host)}, path ${JSON.stringify(expected.path)}`, () => {
        valid(input);
        components(input, expected);
      });
    }
  });

  describe('§3.2 the authority ends at the next "/", "?" or "#", even inside "["', () => {
    it('http://[v1.x/y]/ → host "[v1.x" is unclosed, the "]" is in the path', () => {
      const result = errors('http://[v1.x/y]/', [
        { code: 'unclosed-ip-literal', start: 7 },
        { code: 'bracket-outside-ip-literal', start: 14, end: 15 },
      ]);
      assert.equal(result.components.path, '/y]/');
      assert.equal(result.components.host, '[v1.x');
    });
    it('http://[::1/p → unclosed-ip-literal, path "/p"', () => {
      const result = errors('http://[::1/p', [{ code: 'unclosed-ip-literal', start: 7 }]);
      assert.equal(result.components.path, '/p');
    });
    it('http://[::1?q → unclosed-ip-literal, query "q"', () => {
      const result = errors('http://[::1?q', [{ code: 'unclosed-ip-literal', start: 7 }]);
      assert.equal(result.components.query, 'q');
    });
  });

  describe('§3.2.2 "[" and "]" only around an IP-literal', () => {
    const cases: [input: string, at: number[], rule?: string][] = [
      ['http://h/a[b', [10], 'segment'],
      ['http://h/a]b', [10], 'segment'],
      ['http://h?a[b]', [10, 12], 'query'],
      ['http://h/p?[::1]', [11, 15], 'query'],
      ['http://h#[', [9], 'fragment'],
      ['http://a[b@h/', [8], 'userinfo'],
      ['http://a]b/', [8], 'reg-name'],
      ['http://h]/', [8], 'reg-name'],
      ['http://[::1]/[x]', [13, 15], 'segment'],
      ['a[b', [1]],
      ['x:a]', [3]],
    ];
    for (const [input, at, rule] of cases) {
      it(`${input} → bracket-outside-ip-literal at ${at.join(', ')}`, () => {
        errors(input, at.map((start) => ({ code: 'bracket-outside-ip-literal', start, end: start + 1, ...(rule ? { rule } : {}) })));
      });
    }
    it('http://[::1]]/ → the second "]" is outside the IP-literal', () => {
      const result = errors('http://[::1]]/', [{ code: 'bracket-outside-ip-literal', start: 12, end: 13 }]);
      assert.equal(result.components.host, '[::1]');
    });
    it('http://[::1]x/ → only ":" port may follow an IP-literal (§3.2)', () => {
      const result = errors('http://[::1]x/', [{ code: 'invalid-character', start: 12, end: 13 }]);
      assert.equal(result.components.host, '[::1]');
      assert.equal(result.components.path, '/');
    });
    it('http://h/[] → one error over "[]" or one per bracket', () => {
      const input = 'http://h/[]';
      run(invalid(input), 'bracket-outside-ip-literal', 9, 11, input);
    });
    for (const [input, start] of [['http://[::1', 7], ['http://[', 7], ['//[::1', 2], ['http://u@[::1', 9]] as const) {
      it(`${input} → unclosed-ip-literal from the "["`, () => {
        errors(input, [{ code: 'unclosed-ip-literal', start }]);
      });
    }
  });

  describe('§2 characters that no rule allows → invalid-character at exactly that character', () => {
    const chars = [' ', '|', '\\', '^', '{', '}', '`', '<', '>', '"', '\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\u007f'];
    const places: [where: string, make: (c: string) => string, at: number, rule: string | undefined, section: string | undefined][] = [
      ['path', (c) => `http://h/a${c}b`, 10, 'segment', '3.3'],
      ['query', (c) => `http://h?a${c}b`, 10, 'query', '3.4'],
      ['fragment', (c) => `http://h#a${c}b`, 10, 'fragment', '3.5'],
      ['userinfo', (c) => `http://a${c}b@h/`, 8, 'userinfo', '3.2.1'],
      ['reg-name', (c) => `http://a${c}b/`, 8, 'reg-name', '3.2.2'],
      ['rootless path', (c) => `x:a${c}b`, 3, undefined, '3.3'],
      ['first segment of a relative path', (c) => `a${c}b`, 1, undefined, undefined],
    ];
    for (const [where, make, at, rule, section] of places) {
      describe(`in the ${where}`, () => {
        for (const c of chars) {
          const input = make(c);
          it(JSON.stringify(input), () => {
            const expected: Expected = { code: 'invalid-character', start: at, end: at + 1 };
            if (rule) expected.rule = rule;
            if (section) expected.section = section;
            errors(input, [expected]);
          });
        }
      });
    }
    it('a second "#" is not allowed in a fragment (§3.5)', () => {
      errors('http://h#a#b', [{ code: 'invalid-character', start: 10, end: 11, rule: 'fragment', section: '3.5' }]);
      errors('http://h?a#b#c', [{ code: 'invalid-character', start: 12, end: 13, rule: 'fragment', section: '3.5' }]);
    });
    it('"http://h/a  b": two adjacent spaces → one error over both, or one each', () => {
      const input = 'http://h/a  b';
      const result = invalid(input);
      run(result, 'invalid-character', 10, 12, input);
      assert.ok(result.errors.every((e) => e.code === 'invalid-character'));
    });
  });

  describe('§2 non-ASCII characters → non-ascii-character (an IRI, not a URI)', () => {
    const cases: [input: string, start: number, end: number][] = [
      ['http://h/é', 9, 10],
      ['http://h/😀', 9, 11],
      ['http://é/', 7, 8],
      ['http://h?é', 9, 10],
      ['http://h#😀', 9, 11],
      ['http://u😀@h/', 8, 10],
      ['http://h/\u00a0', 9, 10],
      ['http://h/\ud800', 9, 10],
      ['http://h/a\udc00b', 10, 11],
      ['ü', 0, 1],
    ];
    for (const [input, start, end] of cases) {
      it(`${JSON.stringify(input)} → [${start}, ${end})`, () => {
        errors(input, [{ code: 'non-ascii-character', start, end }]);
      });
    }
    for (const [input, start, end] of [['http://h/éé', 9, 11], ['http://h/😀😀', 9, 13], ['http://h/日本語', 9, 12]] as const) {
      it(`${JSON.stringify(input)} → one error over the run, or one per character`, () => {
        const result = invalid(input);
        run(result, 'non-ascii-character', start, end, input);
        assert.ok(result.errors.every((e) => e.code === 'non-ascii-character'));
      });
    }
  });

  describe('every violation in one pass, in text order', () => {
    it('http://h/a b?c d#e f → three errors', () => {
      errors('http://h/a b?c d#e f', [
        { code: 'invalid-character', start: 10, end: 11, rule: 'segment' },
        { code: 'invalid-character', start: 14, end: 15, rule: 'query' },
        { code: 'invalid-character', start: 18, end: 19, rule: 'fragment' },
      ]);
    });
    it('http://ex^ample.com:8x/%zz é → one error per rule broken', () => {
      errors('http://ex^ample.com:8x/%zz é', [
        { code: 'invalid-character', start: 9 },
        { code: 'invalid-port', start: 21 },
        { code: 'invalid-percent-encoding', start: 23 },
        { code: 'invalid-character', start: 26 },
        { code: 'non-ascii-character', start: 27 },
      ]);
    });
  });

  describe('§3.2.1 userinfo', () => {
    it('http://a@b@c/ → the authority splits at the last "@"; the first "@" is not allowed in userinfo', () => {
      const result = errors('http://a@b@c/', [{ code: 'invalid-character', start: 8, end: 9, rule: 'userinfo', section: '3.2.1' }]);
      assert.equal(result.components.userinfo, 'a@b');
      assert.equal(result.components.host, 'c');
      assert.deepEqual(result.ranges.userinfo, { start: 7, end: 10 });
      assert.deepEqual(result.ranges.host, { start: 11, end: 12 });
    });
    it('http://u@h/ has a user and no password', () => {
      const result = valid('http://u@h/');
      assert.deepEqual(result.ranges.user, { start: 7, end: 8 });
      assert.equal(result.ranges.password, undefined);
    });
    it('http://h/ has neither userinfo, user nor password', () => {
      const { ranges, components: c } = valid('http://h/');
      assert.equal(c.userinfo, undefined);
      assert.equal(ranges.userinfo ?? ranges.user ?? ranges.password, undefined);
    });
    it('mailto:a@b has no authority: the "@" is in the path', () => {
      const result = valid('mailto:a@b');
      assert.equal(result.components.userinfo, undefined);
      assert.equal(result.components.host, undefined);
      assert.equal(result.ranges.authority, undefined);
    });
  });

  describe('components are filled in even when the reference is invalid', () => {
    const cases: [input: string, expected: Components][] = [
      ['http://ex^ample.com/p', { scheme: 'http', host: 'ex^ample.com', hostType: 'reg-name', path: '/p' }],
      ['http://h:80a/p?q#f', { scheme: 'http', host: 'h', hostType: 'reg-name', port: '80a', path: '/p', query: 'q', fragment: 'f' }],
      ['http://h/a b?c d#e f', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '/a b', query: 'c d', fragment: 'e f' }],
      ['http://a@b@c/', { scheme: 'http', userinfo: 'a@b', host: 'c', hostType: 'reg-name', path: '/' }],
    ];
    for (const [input, expected] of cases) {
      it(input, () => {
        invalid(input);
        components(input, expected);
      });
    }
    it('http://[::g]/p still has host "[::g]" and path "/p"', () => {
      const result = invalid('http://[::g]/p');
      assert.equal(result.components.host, '[::g]');
      assert.equal(result.components.path, '/p');
      assert.equal(result.components.scheme, 'http');
    });
  });
});
