/**
 * RFC 3986 Appendix A, the authority rule by rule (§3.2): userinfo, the
 * host kinds (IPv6address in its nine forms and near misses, IPv4address
 * and dec-octet bounds, IPvFuture, reg-name) and the brackets that only an
 * IP-literal may use. Tables of input and expected result.
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from '@uri-lint/shared';
import { HOST_START, badHost, errors, hostOf, inHost, invalid, run, valid } from './parse.helpers';

describe('parse: RFC 3986 Appendix A, the authority (§3.2)', () => {
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

  describe('§3.2.2 IPv6address (RFC 4291 §2.2): the first error is at the first character no address could continue with, and says why', () => {
    // [address, start, end, what the message says]: offsets in the whole URI "http://[address]/",
    // whose address starts at 8 and whose "]" is at 8 + address.length.
    const rows: [address: string, start: number, end: number, says: string][] = [
      // too many pieces: the ":" that would open a ninth piece (whatever follows it)
      ['1:2:3:4:5:6:7:8:9', 23, 24, 'too many pieces: an address has at most eight'],
      ['1:2:3:4:5:6:7:8:12345', 23, 24, 'too many pieces'], // the ninth piece is too long as well
      ['1:2:3:4:5:6:7:8::', 23, 24, 'too many pieces'],
      ['::1:2:3:4:5:6:7:8', 23, 24, 'too many pieces: with "::" an address has at most seven'],
      ['1:2:3:4:5:6:7::8', 23, 24, 'too many pieces: with "::" an address has at most seven'],
      ['1:2:3:4:5:6:7:1.2.3.4', 23, 24, 'too many pieces: an embedded IPv4 address stands for the last two of eight'],
      ['1:2:3:4:5:6::1.2.3.4', 22, 23, 'an embedded IPv4 address counts as two'],
      // too few pieces: found at the "]", or at the "." of an IPv4 address that comes too early
      ['1:2:3:4:5:6:7', 21, 22, 'too few pieces: without "::" an address has eight'],
      ['1:2:3:1.2.3.4', 15, 16, 'too few pieces'],
      ['1.2.3.4', 9, 10, 'six pieces or a "::" come before it'],
      // a piece of five hex digits
      ['12345::', 12, 13, 'a piece has at most four hexadecimal digits'],
      ['1:fffff::', 14, 15, 'a piece has at most four hexadecimal digits'],
      // two "::", and ":::"
      ['1::2::3', 13, 14, '"::" may appear only once'],
      ['::1::', 12, 13, '"::" may appear only once'],
      [':::', 10, 11, '":::" is one ":" too many'],
      ['1:::2', 11, 12, '":::" is one ":" too many'],
      // a single ":" at either end
      [':1:2:3:4:5:6:7', 9, 10, 'an address cannot begin with a single ":"'],
      [':', 9, 10, 'an address cannot begin with a single ":"'],
      ['1:2:3:4:5:6:7:', 22, 23, 'an address cannot end with a single ":"'],
      ['::1:', 12, 13, 'an address cannot end with a single ":"'],
      // characters that are no hex digit
      ['::g', 10, 11, '"g" is not a hexadecimal digit, ":" or "."'],
      ['1:2:x::', 12, 13, '"x" is not a hexadecimal digit'],
      ['::1 ', 11, 12, 'a space (U+0020) is not a hexadecimal digit'],
      ['::1%25eth0', 11, 12, 'a zone identifier (RFC 6874'],
      ['', 8, 9, 'the brackets are empty'],
      // a bad IPv4 tail (ls32 = IPv4address, §3.2.2 dec-octet)
      ['::1.2.3.256', 18, 19, 'a number of the embedded IPv4 address is at most 255'],
      ['::ffff:1.2.3.1111', 24, 25, 'at most 255'],
      ['::1.2.3', 15, 16, 'the embedded IPv4 address needs four numbers'],
      ['::1.2.3.', 16, 17, 'the embedded IPv4 address needs four numbers'],
      ['::01.2.3.4', 12, 13, 'has no leading zero'], // "::01" is an address; its "." is not
      ['::1.02.3.4', 13, 14, 'has no leading zero'],
      ['::1.2.3.4.5', 17, 18, 'the embedded IPv4 address has only four numbers'],
      ['::1.2.3.4:5', 17, 18, 'the embedded IPv4 address must come last'],
      ['::1..2.3.4', 12, 13, 'must follow a decimal number'],
      ['::a.2.3.4', 11, 12, 'must follow a decimal number'],
      ['::1.2.3.a', 16, 17, '"a" is not a decimal digit'],
    ];
    for (const [address, start, end, says] of rows) {
      it(`[${address}]: ${start}-${end}, ${JSON.stringify(says)}`, () => {
        const text = inHost(`[${address}]`);
        const result = errors(text, [{ code: 'invalid-ipv6', start, end, rule: 'IPv6address', section: '3.2.2' }]);
        assert.ok(result.errors[0]!.message.includes(says), result.errors[0]!.message);
      });
    }
    for (const address of ['::ffff:1.2.3.4', '1:2:3:4:5:6:7::', '::', '1:2:3:4:5:6:7:8', '1:2:3:4:5::1.2.3.4', '::255.255.255.255', 'fe80::1']) {
      it(`[${address}] is valid`, () => hostOf(`[${address}]`, 'IPv6'));
    }

    // IPv6address of §3.2.2 as a tree, and the regular expression of all its prefixes: an
    // independent answer to "could a valid address continue with this character?".
    type Node = string | RegExp | { seq: Node[] } | { alt: Node[] } | { rep: Node; max: number };
    const full = (n: Node): string => {
      if (typeof n === 'string') return n.replace(/[.]/g, '\\.');
      if (n instanceof RegExp) return n.source;
      if ('seq' in n) return n.seq.map(full).join('');
      if ('alt' in n) return `(?:${n.alt.map(full).join('|')})`;
      return `(?:${full(n.rep)}){0,${n.max}}`;
    };
    const prefix = (n: Node): string => {
      if (typeof n === 'string') return `(?:${[...n].map((_, i) => full(n.slice(0, i))).join('|')}|${full(n)})`;
      if (n instanceof RegExp) return `(?:${n.source})?`;
      if ('seq' in n) return `(?:${n.seq.map((_, i) => full({ seq: n.seq.slice(0, i) }) + prefix(n.seq[i]!)).join('|')})`;
      if ('alt' in n) return `(?:${n.alt.map(prefix).join('|')})`;
      return n.max === 0 ? '' : `(?:${full(n.rep)}){0,${n.max - 1}}${prefix(n.rep)}`;
    };
    const hex = /[0-9A-Fa-f]/;
    const h16: Node = { seq: [hex, { rep: hex, max: 3 }] };
    const decOctet: Node = { alt: [/[0-9]/, { seq: [/[1-9]/, /[0-9]/] }, { seq: ['1', /[0-9]/, /[0-9]/] }, { seq: ['2', /[0-4]/, /[0-9]/] }, { seq: ['25', /[0-5]/] }] };
    const ipv4: Node = { seq: [decOctet, '.', decOctet, '.', decOctet, '.', decOctet] };
    const ls32: Node = { alt: [{ seq: [h16, ':', h16] }, ipv4] };
    const pieces = (n: number): Node => ({ seq: Array.from({ length: n }, () => ({ seq: [h16, ':'] })) });
    const upTo = (n: number): Node => ({ alt: ['', { seq: [{ rep: { seq: [h16, ':'] }, max: n }, h16] }] });
    const ipv6: Node = {
      alt: [
        { seq: [pieces(6), ls32] },
        { seq: ['::', pieces(5), ls32] },
        { seq: [upTo(0), '::', pieces(4), ls32] },
        { seq: [upTo(1), '::', pieces(3), ls32] },
        { seq: [upTo(2), '::', pieces(2), ls32] },
        { seq: [upTo(3), '::', pieces(1), ls32] },
        { seq: [upTo(4), '::', ls32] },
        { seq: [upTo(5), '::', h16] },
        { seq: [upTo(6), '::'] },
      ],
    };
    const IS_ADDRESS = new RegExp(`^${full(ipv6)}$`);
    const IS_PREFIX = new RegExp(`^${prefix(ipv6)}$`);

    it('(the prefix expression knows its answers)', () => {
      for (const s of ['', ':', '1:2:3:4:5:6:7', '::1.2.3', '::ffff:1.2.3.25', '1:2:3:4:5:6:1.']) assert.ok(IS_PREFIX.test(s), s);
      for (const s of [':1', '1:::', '1:2:3:4:5:6:7:8:', '::1.2.3.256', '1:2:3:4:5:6:7:1.', '12345']) assert.ok(!IS_PREFIX.test(s), s);
      assert.ok(IS_ADDRESS.test('::ffff:1.2.3.4') && !IS_ADDRESS.test('::1.2.3'));
    });

    it('on any address-like text, the error is exactly after the longest prefix some address starts with', () => {
      const unit = fc.constantFrom('0', '1', '2', '5', '9', 'a', 'F', 'g', ':', '::', '.', '1.2.3.4', '255', '256', '01', 'ffff', '12345', '%');
      const text = fc.oneof(
        fc.array(unit, { maxLength: 14 }).map((u) => u.join('')),
        // near misses of valid addresses: one character replaced, inserted or deleted
        fc.tuple(fc.constantFrom('1:2:3:4:5:6:7:8', '::ffff:1.2.3.4', '1::', '2001:db8::7', '1:2:3:4:5:6:1.2.3.4', '::'), unit, fc.nat(), fc.nat(2))
          .map(([a, u, n, how]) => {
            const at = n % (a.length + 1);
            return a.slice(0, at) + (how === 2 ? '' : u) + a.slice(how === 0 ? at + 1 : at);
          }),
      );
      fc.assert(
        fc.property(text, (address) => {
          const errorsOf = parse(`http://[${address}]/`).errors;
          let viable = 0;
          while (viable < address.length && IS_PREFIX.test(address.slice(0, viable + 1))) viable++;
          if (IS_ADDRESS.test(address)) return assert.deepEqual(errorsOf, [], address);
          assert.equal(errorsOf.length, 1, `${address}: ${JSON.stringify(errorsOf)}`);
          assert.equal(errorsOf[0]!.code, 'invalid-ipv6');
          assert.equal(errorsOf[0]!.start, 8 + viable, `${address}: ${JSON.stringify(errorsOf)}`);
        }),
        { numRuns: 20000 },
      );
    });
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
});
