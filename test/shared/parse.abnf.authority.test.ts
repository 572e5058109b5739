/**
 * RFC 3986 Appendix A, the authority rule by rule (§3.2): userinfo, the
 * host kinds (IPv6address in its nine forms and near misses, IPv4address
 * and dec-octet bounds, IPvFuture, reg-name) and the brackets that only an
 * IP-literal may use. Tables of input and expected result.
 */
import * as assert from 'node:assert/strict';
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
