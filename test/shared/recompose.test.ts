/**
 * RFC 3986 §5.3 Component Recomposition: components back to the reference
 * string, keeping the difference between an undefined component (no
 * delimiter) and an empty one (delimiter, nothing after it).
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse, recompose } from '@uri-lint/shared';
import type { Components } from '@uri-lint/shared';
import { uriReferenceWithComponents } from './arbitraries';

describe('recompose (RFC 3986 §5.3)', () => {
  describe('§5.3: each defined component is written with its delimiter', () => {
    const table: [Components, string][] = [
      [{ scheme: 'http', host: 'a', path: '/b/c/d;p', query: 'q' }, 'http://a/b/c/d;p?q'],
      [{ scheme: 'foo', userinfo: 'u:p', host: 'example.com', port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' }, 'foo://u:p@example.com:8042/over/there?name=ferret#nose'],
      [{ scheme: 'urn', path: 'example:animal:ferret:nose' }, 'urn:example:animal:ferret:nose'],
      [{ scheme: 'mailto', path: 'fred@example.com' }, 'mailto:fred@example.com'],
      [{ scheme: 'ldap', host: '[2001:db8::7]', path: '/c=GB', query: 'objectClass?one' }, 'ldap://[2001:db8::7]/c=GB?objectClass?one'],
      [{ path: '../g' }, '../g'],
      [{ path: '' }, ''],
      [{ path: '', fragment: 's' }, '#s'],
      [{ host: 'g', path: '' }, '//g'],
    ];
    for (const [components, expected] of table) {
      it(`${JSON.stringify(components)} → ${expected}`, () => assert.equal(recompose(components), expected));
    }
  });

  describe('§5.3: an empty component keeps its delimiter, an undefined one does not', () => {
    const table: [Components, string][] = [
      [{ scheme: 'http', host: 'h', path: '', query: '' }, 'http://h?'],
      [{ scheme: 'http', host: 'h', path: '' }, 'http://h'],
      [{ scheme: 'http', host: 'h', path: '/', fragment: '' }, 'http://h/#'],
      [{ scheme: 'http', host: 'h', path: '/', query: '', fragment: '' }, 'http://h/?#'],
      [{ scheme: 'file', host: '', path: '/etc/hosts' }, 'file:///etc/hosts'],
      [{ scheme: 'http', host: 'h', port: '', path: '/' }, 'http://h:/'],
      [{ scheme: 'http', userinfo: '', host: 'h', path: '/' }, 'http://@h/'],
      [{ host: '', path: '' }, '//'],
      [{ scheme: 'a', path: '' }, 'a:'],
    ];
    for (const [components, expected] of table) {
      it(`${JSON.stringify(components)} → ${expected}`, () => assert.equal(recompose(components), expected));
    }
  });

  describe('§3.2: userinfo and port are written only with an authority (host defined)', () => {
    it('userinfo and port without a host are left out', () => {
      assert.equal(recompose({ scheme: 'x', userinfo: 'u', port: '1', path: '/p' }), 'x:/p');
    });
  });

  describe('round trip with parse', () => {
    it('recompose(parse(x).components) === x for every valid x generated from Appendix A', () => {
      fc.assert(
        fc.property(uriReferenceWithComponents, ({ text }) => {
          const result = parse(text);
          assert.ok(result.valid, `generated reference ${JSON.stringify(text)} is valid`);
          assert.equal(recompose(result.components), text);
        }),
        { numRuns: 1000 },
      );
    });

    it('recompose of the generated components is the generated text', () => {
      fc.assert(
        fc.property(uriReferenceWithComponents, ({ text, components }) => {
          assert.equal(recompose(components), text);
        }),
        { numRuns: 500 },
      );
    });
  });
});
