/**
 * The hover of a reference: its kind, its problems first, the components
 * table, query parameters, normal form, and the resolved target of a
 * relative reference against the document's base (RFC 3986 §5.1). The
 * password never shows.
 */
import * as assert from 'node:assert/strict';
import type { Settings } from '@uri-lint/server/contract';
import { open, settings, span, service } from './helpers';

/** The hover Markdown at the first character of `needle` in `text` (null when none). */
function hover(text: string, needle: string, options: { languageId?: string; uri?: string; settings?: Partial<Settings> } = {}): string | null {
  const fixture = open(text, options.languageId ?? 'plaintext', options.uri ?? 'file:///work/docs/page.txt');
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, needle);
  const result = service.hover({ document: fixture.doc, analysis: fixture.analysis, settings: settings(options.settings) }, fixture.doc.positionAt(offset));
  if (!result) return null;
  return (result.contents as { value: string }).value;
}

function includesAll(value: string | null, snippets: string[]): void {
  assert.ok(value !== null, 'a hover');
  for (const snippet of snippets) assert.ok(value.includes(snippet), `missing ${JSON.stringify(snippet)} in:\n${value}`);
}

describe('hover', () => {
  describe('§3: the components table', () => {
    it('a full URI', () => {
      includesAll(hover('see "https://alice@example.com:8443/a/b%20c?q=1&x=a+b#top" ok', 'example'), [
        '**URI**',
        '| Component | Value |',
        '| scheme | `https` |',
        '| userinfo | `alice` |',
        '| host | `example.com` — reg-name (registered name) |',
        '| port | `8443` — not the default port of https (443) |',
        '| path | `/a/b%20c` |',
        '| path segments | `a` · `b%20c` (`b c`) |',
        '| query | `q=1&x=a+b` |',
        '| fragment | `top` |',
      ]);
    });

    it('the host kinds of §3.2.2', () => {
      includesAll(hover('"http://192.0.2.16:80/"', 'http'), ['| host | `192.0.2.16` — IPv4 address |', '| port | `80` — the default port of http |']);
      includesAll(hover('"ldap://[2001:db8::7]/c=GB?objectClass?one"', 'ldap'), ['| host | `[2001:db8::7]` — IPv6 address |']);
      includesAll(hover('"http://[v7.fe80::a+en1]/"', 'http'), ['— IPvFuture |']);
    });

    it('an empty port: the default applies (§3.2.3)', () => {
      includesAll(hover('"http://h:/"', 'http'), ['| port | *(empty)* — the default port of http, 80, applies |']);
    });

    it('an invalid port is shown as written, without a comparison', () => {
      includesAll(hover('"http://h:8o/"', 'http'), ['| port | `8o` |']);
    });

    it('an opaque URI has no segments row', () => {
      const value = hover('<mailto:John.Doe@example.com>', 'mailto');
      includesAll(value, ['| scheme | `mailto` |', '| path | `John.Doe@example.com` |']);
      assert.ok(!value!.includes('path segments'));
    });
  });

  describe('§3.4: query parameters, as written and decoded; "+" stays "+"', () => {
    it('splits on & and =', () => {
      includesAll(hover('"https://x.example/s?q=caf%C3%A9+au+lait&empty=&flag"', 'https'), [
        '| Parameter | Value | Decoded name | Decoded value |',
        '| `q` | `caf%C3%A9+au+lait` | `q` | `café+au+lait` |',
        '| `empty` | *(empty)* | `empty` | *(empty)* |',
        '| `flag` |  | `flag` |  |',
        '`+` is shown as written',
      ]);
    });
  });

  describe('§3.2.1: the password is never shown', () => {
    const text = '"HTTP://alice:s3cret@Example.com/a/../b"';
    it('masked in the table and in the normal form', () => {
      const value = hover(text, 'alice');
      includesAll(value, ['| userinfo | `alice:••••` |', '**Normal form** (RFC 3986 §6): `http://alice:••••@example.com/b`']);
      assert.ok(!value!.includes('s3cret'));
    });

    it('left out of the resolved target and of the base (issue 17 §2)', () => {
      const value = hover('<base href="http://u:s3cret@h.example/d/"><a href="x y">', 'x y', { languageId: 'html' });
      // "x y" is invalid: no target; a valid one resolves against the base without its password.
      assert.ok(!value || !value.includes('s3cret'));
      const valid = hover('<base href="http://u:s3cret@h.example/d/"><a href="x">', 'x"', { languageId: 'html' });
      includesAll(valid, ['**Resolves to:** `http://u@h.example/d/x`', '`http://u@h.example/d/`']);
      assert.ok(!valid!.includes('s3cret'));
    });
  });

  describe('invalid references: the problems first, then the components as far as read', () => {
    it('lists each problem with its code and RFC link', () => {
      const value = hover('"http://exa mple.com:80a/p"', 'http');
      includesAll(value, ['**Invalid URI**', '([invalid-character](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))',
        '([invalid-port](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3))', '| host | `exa mple.com` — reg-name (registered name) |', '| path | `/p` |']);
      assert.ok(value!.indexOf('invalid-port') < value!.indexOf('| Component |'));
    });

    it('an IRI shows its URI form', () => {
      includesAll(hover('"https://bücher.example/straße"', 'https'), ['**IRI** (RFC 3987)', '**As a URI:** `https://xn--bcher-kva.example/stra%C3%9Fe`']);
    });

    it('invisible characters are shown as code points', () => {
      includesAll(hover('"http://ex\u200Bample.com/"', 'http'), ['| host | `ex⟨U+200B⟩ample.com`']);
    });
  });

  describe('a long URI stays readable', () => {
    it('a long value is clipped with its length; a code point is never split', () => {
      const data = `data:text/plain;base64,${'QUJD'.repeat(500)}`;
      const value = hover(`"${data}"`, 'data')!;
      includesAll(value, [`| path | \`${data.slice(5, 5 + 160)}\`… *(${data.length - 5} characters)* |`]);
      assert.ok(value.length < 1000, `${value.length} characters`);
      includesAll(hover(`"http://x.example/${'😀'.repeat(200)}"`, 'http'), [`| path | \`/${'😀'.repeat(159)}\`… *(401 characters)* |`]);
    });

    it('the same problem many times over is listed once (one finding per code and component)', () => {
      const value = hover('<https://chart.example/c?chxl=a|b|c|d|e>', 'https')!;
      assert.equal(value.match(/ in query "a.*e": encode as %7C/g)?.length, 1);
      assert.doesNotMatch(value, /×/);
    });

    it('at most 20 query parameters and path segments are listed', () => {
      const many = Array.from({ length: 30 }, (_, i) => `p${i}=${i}`).join('&');
      const segments = Array.from({ length: 30 }, (_, i) => `s${i}`).join('/');
      const value = hover(`"http://x.example/${segments}?${many}"`, 'http')!;
      includesAll(value, ['| `p19` | `19` | `p19` | `19` |', '| … *(10 more)* |  |  |  |', '`s19` · … *(10 more)* |']);
      assert.ok(!value.includes('| `p20` |'));
    });
  });

  describe('values are shown as inline code, so none can format the hover or be autolinked', () => {
    it('no value can format the hover (a backtick in it lengthens the fence)', () => {
      // Quotes that hold markup hold no URI, so the value comes from an attribute with character references.
      includesAll(hover('<a href="http://x.example/*a*_b_`c`&lt;b&gt;[l](u)">', 'http', { languageId: 'html' }),
        ['| path | ``/*a*_b_`c`<b>[l](u)`` |']);
    });

    it('a URI ending in "~" stays whole (an escape would split the link a renderer makes of it)', () => {
      includesAll(hover('"HTTP://Example.COM/%7e"', 'HTTP'), ['**Normal form** (RFC 3986 §6): `http://example.com/~`']);
    });
  });

  describe('§5.1: relative references resolve against the document\'s base', () => {
    it('an HTML <base href> first', () => {
      includesAll(hover('<base href="https://cdn.example/assets/"><img src="../img/a.png">', '../img', { languageId: 'html' }),
        ['**Relative reference**', '**Resolves to:** `https://cdn.example/img/a.png` (against the document\'s \\<base href\\>, `https://cdn.example/assets/`)']);
    });

    it('a relative <base href> resolves against the document first', () => {
      includesAll(hover('<base href="sub/"><a href="x.html">', 'x.html', { languageId: 'html', uri: 'https://site.example/dir/page.html' }),
        ['**Resolves to:** `https://site.example/dir/sub/x.html`']);
    });

    it('else the document\'s own URI when hierarchical', () => {
      includesAll(hover('[t](../a/b.md#top)', '../a', { languageId: 'markdown', uri: 'file:///work/docs/guide/page.md' }),
        ['**Resolves to:** `file:///work/docs/a/b.md#top` (against the document\'s URI, `file:///work/docs/guide/page.md`)']);
    });

    it('else the baseUri setting (untitled: is not hierarchical)', () => {
      includesAll(hover('[t](a/b.md)', 'a/b', { languageId: 'markdown', uri: 'untitled:Untitled-1', settings: { baseUri: 'https://example.com/docs/' } }),
        ['**Resolves to:** `https://example.com/docs/a/b.md` (against the uriLint.baseUri setting, `https://example.com/docs/`)']);
    });

    it('says so when there is no base', () => {
      includesAll(hover('[t](a/b.md)', 'a/b', { languageId: 'markdown', uri: 'untitled:Untitled-1' }), ['**Resolves to:** unknown']);
    });
  });

  it('the hover range is the reference\'s range; no hover off a reference', () => {
    const text = 'see "http://example.com/x" here';
    const fixture = open(text);
    const at = (needle: string) => fixture.doc.positionAt(text.indexOf(needle));
    const result = service.hover({ document: fixture.doc, analysis: fixture.analysis, settings: settings() }, at('example'));
    assert.deepEqual(span(fixture.doc, result!.range!), [5, 25]);
    assert.equal(service.hover({ document: fixture.doc, analysis: fixture.analysis, settings: settings() }, at('here')), null);
    assert.equal(service.hover({ document: fixture.doc, analysis: fixture.analysis, settings: settings({ enable: false }) }, at('example')), null);
  });
});
