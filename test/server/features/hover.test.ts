/**
 * The hover of a reference: its kind, its problems first, the components
 * present packed a few to a line, query parameters, the normal form when it
 * differs, and the target a relative reference would resolve to against the
 * document's base (RFC 3986 §5.1). The password never shows.
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

/** Lines as the hover joins them: one paragraph, a hard line break (two spaces) between lines. */
function lines(...texts: string[]): string {
  return texts.join('  \n');
}

function includesAll(value: string | null, snippets: string[]): void {
  assert.ok(value !== null, 'a hover');
  for (const snippet of snippets) assert.ok(value.includes(snippet), `missing ${JSON.stringify(snippet)} in:\n${value}`);
}

describe('hover', () => {
  describe('§3: the components present, a few to a line', () => {
    it('a full URI: a few components to a line, its parameters on a line of their own', () => {
      assert.equal(hover('see "https://example.com:8443/a/b%20c?q=1&x=a+b#top" ok', 'example'), lines(
        '**URI**',
        'scheme `https` · host `example.com` · port `8443` (the default is 443)',
        'path `/a/b%20c` (`/a/b c`)',
        'query (2 parameters) `q=1` · `x=a+b` · `+` kept (a space only in HTML forms)',
        'fragment `top`',
      ));
      includesAll(hover('"https://alice@example.com/"', 'alice'), ['scheme `https` · userinfo `alice` · host `example.com` · path `/`']);
    });

    it('a plain URL is two lines; an empty path has no item', () => {
      assert.equal(hover('see https://dashboard.acme.example/weather/overview ok', 'dashboard'),
        lines('**URI**', 'scheme `https` · host `dashboard.acme.example` · path `/weather/overview`'));
      includesAll(hover('see https://example.com ok', 'example'), ['**URI**  \nscheme `https` · host `example.com`  \n**Normal form**']);
    });

    it('the host kinds of §3.2.2: a registered name needs no word, an IP address is named', () => {
      includesAll(hover('"http://192.0.2.16:80/"', 'http'), ['host `192.0.2.16` (IPv4) · port `80` (the default)']);
      includesAll(hover('"ldap://[2001:db8::7]/c=GB?objectClass?one"', 'ldap'), ['host `[2001:db8::7]` (IPv6)']);
      includesAll(hover('"http://[v7.fe80::a+en1]/"', 'http'), ['(IPvFuture)']);
      assert.doesNotMatch(hover('"http://example.com/"', 'http')!, /reg-name|registered/);
    });

    it('a scheme with a syntax of its own: what it is, no components of RFC 3986\'s, no claim it is invalid', () => {
      // jupyter-book/jupyter-book .github/workflows/ci.yml: a container image's tag where RFC 3986 reads a port.
      const docker = hover('        uses: "docker://python:3.12-slim-bookworm"', 'docker', { languageId: 'yaml' });
      includesAll(docker, ['**docker: reference**', 'container image reference', 'not checked as a URI']);
      assert.doesNotMatch(docker!, /Invalid|port `/);
      // A password in it is still said, and masked.
      const secret = hover('"docker://bot:hunter2@registry.example.com/app:1.2"', 'docker');
      includesAll(secret, ['password-in-userinfo']);
      assert.doesNotMatch(secret!, /hunter2/);
    });

    it('a path in Qt\'s resource system: what it is, with no scheme to name', () => {
      // sonic-pi app/gui/qt/html/info.html:5: an image of the .qrc, as the app's QTextBrowser loads it.
      const qt = hover(' <img src=":/images/logo-smaller.png" height="268dx"/>', ':/images', { languageId: 'html', uri: 'file:///work/docs/info.html' });
      includesAll(qt, ['**:/ resource path**', "Qt's resource system", 'not checked as a URI']);
      assert.doesNotMatch(qt!, /Invalid|colon-in-first-segment/);
    });

    it('an empty port: the default applies (§3.2.3)', () => {
      includesAll(hover('"http://h:/"', 'http'), ['port *(empty)*: the default, 80, applies']);
    });

    it('an invalid port is shown as written, without a comparison', () => {
      includesAll(hover('"http://h:8o/"', 'http'), ['port `8o` ·']);
    });

    it('an opaque URI: its path as written, no segments', () => {
      assert.equal(hover('<mailto:John.Doe@example.com>', 'mailto'), lines('**URI**', 'scheme `mailto` · path `John.Doe@example.com`'));
    });

    it('the path decoded beside it, an encoded "/" left encoded (§3.3)', () => {
      includesAll(hover('"http://x.example/a%2Fb/c%20d"', 'http'), ['path `/a%2Fb/c%20d` (`/a%2Fb/c d`)']);
    });
  });

  describe('§3.4: query parameters, as written and decoded; "+" stays "+"', () => {
    it('splits on & and =, decodes the value beside it', () => {
      includesAll(hover('"https://x.example/s?q=caf%C3%A9+au+lait&empty=&flag&n%61me=v"', 'https'), [
        'query (4 parameters) `q=caf%C3%A9+au+lait` (`café+au+lait`) · `empty=` · `flag`',
        '`n%61me=v` (`name=v`) · `+` kept (a space only in HTML forms)',
      ]);
    });

    it('a query of one part is one item', () => {
      includesAll(hover('"ldap://h/c=GB?objectClass?one"', 'ldap'), ['query `objectClass?one`']);
      includesAll(hover('"http://h/?a%20b"', 'http'), ['query `a%20b` (`a b`)']);
    });

    it('a long query: six parameters, then how many more, on at most three lines', () => {
      const query = Array.from({ length: 30 }, (_, i) => `utm_parameter_${i}=value_${i}`).join('&');
      const value = hover(`"https://news.example/click?${query}"`, 'https')!;
      includesAll(value, ['query (30 parameters) `utm_parameter_0=value_0`', '`utm_parameter_5=value_5` · … 24 more']);
      assert.ok(!value.includes('utm_parameter_6'), value);
      assert.ok(value.split('\n').length <= 5, value);
    });
  });

  describe('§3.2.1: the password is never shown', () => {
    const text = '"HTTP://alice:s3cret@Example.com/a/../b"';
    it('masked in the table and in the normal form', () => {
      const value = hover(text, 'alice');
      includesAll(value, ['userinfo `alice:••••`', '**Normal form** (RFC 3986 §6): `http://alice:••••@example.com/b`']);
      assert.ok(!value!.includes('s3cret'));
    });

    it('a forge\'s token as the user name is masked as a password is', () => {
      const token = 'ghp_16C7e42F292c6912E7710c838347Ae178B4a';
      const value = hover(`"https://${token}@github.com/o/r.git"`, 'github.com')!;
      includesAll(value, ['userinfo `••••`']);
      assert.ok(!value.includes(token), value);
    });

    it('left out of the resolved target and of the base', () => {
      const value = hover('<base href="http://u:s3cret@h.example/d/"><a href="x y">', 'x y', { languageId: 'html' });
      // "x y" is invalid: no target; a valid one resolves against the base without its password.
      assert.ok(!value || !value.includes('s3cret'));
      const valid = hover('<base href="http://u:s3cret@h.example/d/"><a href="x">', 'x"', { languageId: 'html' });
      includesAll(valid, ['**Would resolve to** `http://u@h.example/d/x`', '`http://u@h.example/d/`']);
      assert.ok(!valid!.includes('s3cret'));
    });
  });

  describe('invalid references: the problems first, then the components as far as read', () => {
    it('lists each problem with its code and RFC link', () => {
      const value = hover('"http://exa mple.com:80a/p"', 'http');
      includesAll(value, ['**Invalid URI**', '([invalid-character](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))',
        '([invalid-port](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3))', 'host `exa mple.com` · port `80a` · path `/p`']);
      assert.ok(value!.indexOf('invalid-port') < value!.indexOf('scheme `http`'));
    });

    it('an IRI shows its URI form', () => {
      includesAll(hover('"https://bücher.example/straße"', 'https'), ['**IRI** (RFC 3987)', '**As a URI:** `https://xn--bcher-kva.example/stra%C3%9Fe`']);
    });

    it('invisible characters are shown as code points', () => {
      includesAll(hover('"http://ex\u200Bample.com/"', 'http'), ['host `ex⟨U+200B⟩ample.com`']);
    });
  });

  describe('a long URI stays readable', () => {
    it('a long value is clipped with its length; a code point is never split', () => {
      const data = `data:text/plain;base64,${'QUJD'.repeat(500)}`;
      const value = hover(`"${data}"`, 'data')!;
      includesAll(value, [`path \`${data.slice(5, 5 + 60)}\`… *(${data.length - 5} characters)*`]);
      assert.ok(value.length < 400, `${value.length} characters`);
      includesAll(hover(`"http://x.example/${'😀'.repeat(200)}"`, 'http'), [`path \`/${'😀'.repeat(59)}\`… *(401 characters)*`]);
    });

    it('the same problem many times over is listed once (one finding per code and component)', () => {
      const value = hover('<https://chart.example/c?chxl=a|b|c|d|e>', 'https')!;
      assert.equal(value.match(/ in query "a.*e": encode as %7C/g)?.length, 1);
      assert.doesNotMatch(value, /×/);
    });

    it('a long path is clipped like any value, its segments not listed', () => {
      const segments = Array.from({ length: 30 }, (_, i) => `s${i}`).join('/');
      includesAll(hover(`"http://x.example/${segments}"`, 'http'), [`path \`/${segments.slice(0, 59)}\`… *(${segments.length + 1} characters)*`]);
    });
  });

  describe('values are shown as inline code, so none can format the hover or be autolinked', () => {
    it('no value can format the hover (a backtick in it lengthens the fence)', () => {
      // Quotes that hold markup hold no URI, so the value comes from an attribute with character references.
      includesAll(hover('<a href="http://x.example/*a*_b_`c`&lt;b&gt;[l](u)">', 'http', { languageId: 'html' }),
        ['path ``/*a*_b_`c`<b>[l](u)``']);
    });

    it('a URI ending in "~" stays whole (an escape would split the link a renderer makes of it)', () => {
      includesAll(hover('"HTTP://Example.COM/%7e"', 'HTTP'), ['**Normal form** (RFC 3986 §6): `http://example.com/~`']);
    });
  });

  describe('§5.1: relative references would resolve against the document\'s base ("would": no file is looked at)', () => {
    it('an HTML <base href> first', () => {
      includesAll(hover('<base href="https://cdn.example/assets/"><img src="../img/a.png">', '../img', { languageId: 'html' }),
        ['**Relative reference**', '**Would resolve to** `https://cdn.example/img/a.png` (against the document\'s \\<base href\\>, `https://cdn.example/assets/`)']);
    });

    it('a relative <base href> resolves against the document first', () => {
      includesAll(hover('<base href="sub/"><a href="x.html">', 'x.html', { languageId: 'html', uri: 'https://site.example/dir/page.html' }),
        ['**Would resolve to** `https://site.example/dir/sub/x.html`']);
    });

    it('else the document\'s own URI when hierarchical, not repeated: the reader has it open', () => {
      assert.equal(hover('[t](../a/b.md#top)', '../a', { languageId: 'markdown', uri: 'file:///work/docs/guide/page.md' }), lines(
        '**Relative reference**', 'path `../a/b.md` · fragment `top`',
        '**Would resolve to** `file:///work/docs/a/b.md#top` (against the document\'s URI)'));
    });

    it('else the baseUri setting (untitled: is not hierarchical)', () => {
      includesAll(hover('[t](a/b.md)', 'a/b', { languageId: 'markdown', uri: 'untitled:Untitled-1', settings: { baseUri: 'https://example.com/docs/' } }),
        ['**Would resolve to** `https://example.com/docs/a/b.md` (against the uriLint.baseUri setting, `https://example.com/docs/`)']);
    });

    it('says so when there is no base', () => {
      includesAll(hover('[t](a/b.md)', 'a/b', { languageId: 'markdown', uri: 'untitled:Untitled-1' }), ['**Would resolve to:** unknown']);
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
