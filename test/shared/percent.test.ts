/**
 * RFC 3986 §2.1 and §2.4 percent-encoding: `encode` encodes, as UTF-8
 * (§2.5), exactly the characters a component does not allow (Appendix A);
 * `percentDecode` decodes well-formed UTF-8 for display, and `decodedChars`
 * reads the same characters with their spans.
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodedChars, encode, parse, percentDecode } from '@uri-lint/shared';
import type { ComponentName } from '@uri-lint/shared';

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const SUB_DELIMS = "!$&'()*+,;=";

/** Every printable ASCII character that is not a letter or digit. */
const ASCII_PUNCTUATION = ' !"#$&\'()*+,-./:;<=>?@[\\]^_`{|}~';

describe('percent-encoding (RFC 3986 §2.1, §2.4)', () => {
  describe('encode: what each component keeps (Appendix A)', () => {
    // Each row: the component, then the punctuation of ASCII_PUNCTUATION it keeps; all else is encoded.
    const keeps: [ComponentName, string][] = [
      ['userinfo', "!$&'()*+,-.:;=_~"], // §3.2.1 unreserved / sub-delims / ":"
      ['host', "!$&'()*+,-.;=_~"], // §3.2.2 reg-name: unreserved / sub-delims
      ['path', "!$&'()*+,-./:;=@_~"], // §3.3 pchar and "/"
      ['segment', "!$&'()*+,-.:;=@_~"], // §3.3 pchar
      ['query', "!$&'()*+,-./:;=?@_~"], // §3.4 pchar / "/" / "?"
      ['fragment', "!$&'()*+,-./:;=?@_~"], // §3.5 pchar / "/" / "?"
      ['scheme', '+-.'], // §3.1
      ['port', ''], // §3.2.3 digits only
    ];
    for (const [component, kept] of keeps) {
      it(`${component} keeps ${JSON.stringify(kept)} and encodes the other punctuation`, () => {
        for (const ch of ASCII_PUNCTUATION) {
          const expected = kept.includes(ch) ? ch : `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
          assert.equal(encode(ch, component), expected, `${JSON.stringify(ch)} in ${component}`);
        }
      });
    }

    it('letters and digits are kept by every component but port, which keeps digits only', () => {
      for (const [component] of keeps) {
        if (component === 'port') continue;
        assert.equal(encode('azAZ09', component), 'azAZ09');
      }
      assert.equal(encode('8080', 'port'), '8080');
      assert.equal(encode('80a', 'port'), '80%61');
    });
  });

  describe('encode: §2.1 an existing pct-encoded triplet is kept, a lone "%" is encoded', () => {
    const table: [string, ComponentName, string][] = [
      ['%41', 'path', '%41'],
      ['%7e', 'query', '%7e'], // kept as written: encoding does not normalize (§6.2.2.2 does)
      ['100%', 'query', '100%25'],
      ['%zz', 'path', '%25zz'],
      ['%4', 'fragment', '%254'],
      ['%%41', 'segment', '%25%41'],
      ['%41', 'port', '%41'],
      ['%4A', 'port', '%4A'],
    ];
    for (const [text, component, expected] of table) {
      it(`${JSON.stringify(text)} in ${component} → ${expected}`, () => assert.equal(encode(text, component), expected));
    }
  });

  describe('encode: §2.5 non-ASCII characters as their UTF-8 octets, uppercase hex (§2.1)', () => {
    const table: [string, ComponentName, string][] = [
      ['é', 'path', '%C3%A9'], // 2 octets
      ['€', 'query', '%E2%82%AC'], // 3 octets
      ['😀', 'fragment', '%F0%9F%98%80'], // 4 octets, a surrogate pair in UTF-16
      ['a b', 'segment', 'a%20b'],
      ['a/b', 'segment', 'a%2Fb'],
      ['a/b', 'path', 'a/b'],
      ['naïve café', 'userinfo', 'na%C3%AFve%20caf%C3%A9'],
      ['\u0000\u001f\u007f', 'query', '%00%1F%7F'],
      ['xn--bcher-kva.example', 'host', 'xn--bcher-kva.example'],
      ['bücher.example', 'host', 'b%C3%BCcher.example'],
      ['[::1]', 'host', '%5B%3A%3A1%5D'],
    ];
    for (const [text, component, expected] of table) {
      it(`${JSON.stringify(text)} in ${component} → ${expected}`, () => assert.equal(encode(text, component), expected));
    }
  });

  describe('encode: a lone surrogate has no UTF-8 form and is encoded as U+FFFD', () => {
    const table: [string, string][] = [
      ['\ud800', '%EF%BF%BD'],
      ['\udc00', '%EF%BF%BD'],
      ['a\ud83db', 'a%EF%BF%BDb'],
      ['\ude00\ud83d', '%EF%BF%BD%EF%BF%BD'], // reversed pair: two lone surrogates
    ];
    for (const [text, expected] of table) {
      it(`${JSON.stringify(text)} → ${expected}`, () => assert.equal(encode(text, 'path'), expected));
    }
  });

  describe('encode: properties', () => {
    const components: ComponentName[] = ['userinfo', 'host', 'path', 'segment', 'query', 'fragment'];
    const anyText = fc.string({ unit: 'binary', maxLength: 20 });

    it('is idempotent', () => {
      fc.assert(
        fc.property(anyText, fc.constantFrom(...components, 'port', 'scheme'), (text, component) => {
          const once = encode(text, component as ComponentName);
          assert.equal(encode(once, component as ComponentName), once);
        }),
        { numRuns: 500 },
      );
    });

    it('the result is valid in its component (checked by parse)', () => {
      const wrap: Record<string, (s: string) => string> = {
        userinfo: (s) => `http://${s}@h/`,
        host: (s) => `http://${s}/`,
        path: (s) => `http://h/${s}`,
        segment: (s) => `http://h/${s}/x`,
        query: (s) => `http://h/?${s}`,
        fragment: (s) => `http://h/#${s}`,
      };
      fc.assert(
        fc.property(anyText, fc.constantFrom(...components), (text, component) => {
          const uri = wrap[component]!(encode(text, component));
          const result = parse(uri);
          assert.ok(result.valid, `${uri}: ${result.errors.map((e) => e.message).join('; ')}`);
        }),
        { numRuns: 500 },
      );
    });

    it('percentDecode(encode(x)) === x when x has no "%" and no lone surrogate', () => {
      const text = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !s.includes('%'));
      fc.assert(
        fc.property(text, fc.constantFrom(...components), (s, component) => {
          assert.equal(percentDecode(encode(s, component)), s);
        }),
        { numRuns: 500 },
      );
    });

    it('unreserved characters are never encoded (§2.3), in any component but port', () => {
      for (const component of [...components, 'scheme'] as ComponentName[]) {
        const kept = component === 'scheme' ? UNRESERVED.replace(/[_~]/g, '') : UNRESERVED;
        assert.equal(encode(kept, component), kept, component);
      }
      assert.equal(encode(SUB_DELIMS, 'path'), SUB_DELIMS);
    });
  });

  describe('percentDecode: well-formed UTF-8 is decoded, everything else stays as written', () => {
    const table: [string, string][] = [
      ['', ''],
      ['no escapes', 'no escapes'],
      ['%41%42c', 'ABc'],
      ['a%20b', 'a b'],
      ['%2F%3F%23%25', '/?#%'], // reserved octets too: the result is for display, not a URI
      ['caf%C3%A9', 'café'],
      ['caf%c3%a9', 'café'],
      ['%E2%82%AC', '€'],
      ['%F0%9F%98%80', '😀'],
      ['%FF', '%FF'], // no UTF-8 octet
      ['%C3', '%C3'], // truncated
      ['%C3%41', '%C3A'], // lead octet without continuation
      ['%E2%82', '%E2%82'], // truncated 3-octet sequence
      ['%80abc', '%80abc'], // stray continuation octet
      ['%C0%AF', '%C0%AF'], // overlong "/"
      ['%E0%80%AF', '%E0%80%AF'], // overlong
      ['%ED%A0%80', '%ED%A0%80'], // UTF-16 surrogate encoded in UTF-8
      ['%F4%90%80%80', '%F4%90%80%80'], // above U+10FFFF
      ['%', '%'],
      ['%4', '%4'],
      ['%zz%41', '%zzA'],
      ['100%%41', '100%A'],
      ['%C3%A9%FF%C3%A9', 'é%FFé'],
    ];
    for (const [text, expected] of table) {
      it(`${JSON.stringify(text)} → ${JSON.stringify(expected)}`, () => assert.equal(percentDecode(text), expected));
    }
  });

  describe('decodedChars: the characters percentDecode reads, each with the span it was written with', () => {
    const spans = (text: string, start?: number, end?: number): string[] =>
      [...decodedChars(text, start, end)].map((c) => `${c.text}@${c.start}-${c.end}`);
    const table: [string, string[]][] = [
      ['a%20b', ['a@0-1', ' @1-4', 'b@4-5']],
      ['caf%C3%A9', ['c@0-1', 'a@1-2', 'f@2-3', 'é@3-9']], // one character, two triplets
      ['%FF%41', ['%FF@0-3', 'A@3-6']], // a triplet that decodes to none is one unit, as written
      ['%C3%41', ['%C3@0-3', 'A@3-6']],
      ['%zz', ['%@0-1', 'z@1-2', 'z@2-3']],
      ['😀%F0%9F%98%80', ['😀@0-2', '😀@2-14']], // a code point, written or encoded
    ];
    for (const [text, expected] of table) {
      it(`${JSON.stringify(text)} → ${expected.join(' ')}`, () => assert.deepEqual(spans(text), expected));
    }

    it('reads from start to end only, a triplet never past end', () => {
      assert.deepEqual(spans('x%41%42y', 1, 6), ['A@1-4', '%@4-5', '4@5-6']);
    });

    it('the characters join to percentDecode, and the spans tile the text', () => {
      const pieces = fc.array(fc.oneof(fc.string(), fc.constantFrom('%', '%C3', '%A9', '%FF', '%41', '%F0%9F%98%80', '\uD83D', '\uDE00')));
      fc.assert(fc.property(pieces, (parts) => {
        const text = parts.join('');
        const chars = [...decodedChars(text)];
        assert.equal(chars.map((c) => c.text).join(''), percentDecode(text));
        chars.forEach((c, k) => assert.equal(c.start, k === 0 ? 0 : chars[k - 1]!.end));
        assert.equal(chars.at(-1)?.end ?? 0, text.length);
      }));
    });
  });
});
