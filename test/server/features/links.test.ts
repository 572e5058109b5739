/**
 * Document links: valid URIs, IRIs (as their URI) and resolvable relative
 * references, to their targets; never schemes that run code.
 */
import * as assert from 'node:assert/strict';
import type { Settings } from '@uri-lint/server/contract';
import { createLanguageService } from '@uri-lint/server/service/internal';
import { open, settings, textAt, service } from './helpers';

function links(text: string, languageId = 'plaintext', uri = 'file:///work/docs/page.md', overrides: Partial<Settings> = {}): [string, string][] {
  const { doc, analysis } = open(text, languageId, uri);
  return service.links({ document: doc, analysis, settings: settings(overrides) }).map((l) => [textAt(doc, l.range), l.target!]);
}

describe('document links', () => {
  it('valid absolute URIs link to themselves', () => {
    assert.deepEqual(links('see https://example.com/a and <ftp://ftp.example.com/pub> and <mailto:a@example.com>'), [
      ['https://example.com/a', 'https://example.com/a'],
      ['ftp://ftp.example.com/pub', 'ftp://ftp.example.com/pub'],
      ['mailto:a@example.com', 'mailto:a@example.com'],
    ]);
  });

  it('invalid references are no links', () => {
    assert.deepEqual(links('"http://exa mple.com/" <https://example.com/a|b>'), []);
  });

  it('§7.4, §7.6: a URI flagged as a trap for the reader is no link, unless its warning is off', () => {
    const traps = 'http://www.bank.example@evil.example/ http://0x7f.1/ https://ok.example/';
    assert.deepEqual(links(traps), [['https://ok.example/', 'https://ok.example/']]);
    const off = { severity: { 'deceptive-userinfo': 'off', 'ambiguous-ip-address': 'off' } } as Partial<Settings>;
    assert.deepEqual(links(traps, 'plaintext', 'file:///work/docs/page.md', off).map(([, target]) => target), [
      'http://www.bank.example@evil.example/', 'http://0x7f.1/', 'https://ok.example/',
    ]);
  });

  it('a program\'s `target@port` (mitmproxy\'s listen port, modes.md:198) is no trap and no link; a real host after `@` links when its warning is off', () => {
    const text = 'mitmdump --mode reverse:https://example.com@80 and https://example.com@127.0.0.1:443/';
    assert.deepEqual(links(text), []);
    const off = { severity: { 'deceptive-userinfo': 'off' } } as Partial<Settings>;
    assert.deepEqual(links(text, 'plaintext', 'file:///work/docs/page.md', off).map(([, target]) => target), ['https://example.com@127.0.0.1:443/']);
  });

  it('§3.2.1: the password is left out of a link target, the user name kept', () => {
    assert.deepEqual(links('https://user:hunter2@example.com/a ftp://:pw@h/'), [
      ['https://user:hunter2@example.com/a', 'https://user@example.com/a'],
      ['ftp://:pw@h/', 'ftp://@h/'],
    ]);
  });

  it('an IRI links to its URI form', () => {
    assert.deepEqual(links('"https://bücher.example/straße"'), [
      ['https://bücher.example/straße', 'https://xn--bcher-kva.example/stra%C3%9Fe'],
    ]);
  });

  it('relative references resolve against the document (§5.2)', () => {
    assert.deepEqual(links('[a](../img/a.png) [b](#top) [c](https://example.com/)', 'markdown', 'file:///work/docs/guide/page.md'), [
      ['../img/a.png', 'file:///work/docs/img/a.png'],
      ['#top', 'file:///work/docs/guide/page.md#top'],
      ['https://example.com/', 'https://example.com/'],
    ]);
  });

  describe('§5.1.3: against the document\'s own URI wherever its workspace lives, linked as file: targets are', () => {
    const relative = '[a](../img/a.png) [b](#top)';
    for (const [uri, targets] of [
      ['vscode-vfs://github/owner/repo/docs/page.md', ['vscode-vfs://github/owner/repo/img/a.png', 'vscode-vfs://github/owner/repo/docs/page.md#top']],
      ['vscode-remote://127.0.0.1:8080/home/u/docs/page.md', ['vscode-remote://127.0.0.1:8080/home/u/img/a.png', 'vscode-remote://127.0.0.1:8080/home/u/docs/page.md#top']],
      ['https://example.com/docs/page.md', ['https://example.com/img/a.png', 'https://example.com/docs/page.md#top']],
      ['vscode-test-web://mount/docs/page.md', ['vscode-test-web://mount/img/a.png', 'vscode-test-web://mount/docs/page.md#top']],
    ] as const) {
      it(uri, () => {
        assert.deepEqual(links(relative, 'markdown', uri).map(([, target]) => target), targets);
      });
    }

    it('not when file: links are off, as on the desktop; nor an absolute URI of such a scheme', () => {
      assert.deepEqual(links(relative, 'markdown', 'vscode-vfs://github/o/r/docs/page.md', { linksSchemes: ['https'] }), []);
      assert.deepEqual(links('<vscode-vfs://github/o/r/a.md>', 'markdown', 'vscode-vfs://github/o/r/docs/page.md'), []);
    });

    it('a document in a scheme that runs code: its relative references are no links', () => {
      assert.deepEqual(links(relative, 'markdown', 'vscode-webview://x/index.html'), []);
    });
  });

  it('against <base href> in HTML', () => {
    assert.deepEqual(links('<base href="https://cdn.example/a/"><img src="b.png">', 'html', 'file:///site/index.html'), [
      ['https://cdn.example/a/', 'https://cdn.example/a/'],
      ['b.png', 'https://cdn.example/a/b.png'],
    ]);
  });

  it('no base, no link for a relative reference', () => {
    assert.deepEqual(links('[a](img/a.png)', 'markdown', 'untitled:Untitled-1'), []);
    assert.deepEqual(links('[a](img/a.png)', 'markdown', 'untitled:Untitled-1', { baseUri: 'https://example.com/' }), [
      ['img/a.png', 'https://example.com/img/a.png'],
    ]);
  });

  describe('schemes that run code are never links, whatever the setting', () => {
    for (const uri of ['command:workbench.action.quit', 'javascript:alert(1)', 'vscode://ms-python.python/x', 'vscode-insiders://x/y']) {
      it(uri, () => {
        assert.deepEqual(links(`[x](${uri})`, 'markdown', 'file:///d.md', { linksSchemes: ['command', 'javascript', 'vscode', 'vscode-insiders'] }), []);
      });
    }
  });

  it('only the schemes of uriLint.links.schemes (any case)', () => {
    const text = '<https://a.example/> <ftp://b.example/> <data:text/plain,hi>';
    assert.deepEqual(links(text, 'plaintext', 'file:///d.txt', { linksSchemes: ['HTTPS'] }).map(([, t]) => t), ['https://a.example/']);
    assert.deepEqual(links(text).map(([, t]) => t), ['https://a.example/', 'ftp://b.example/']);
    assert.deepEqual(links(text, 'plaintext', 'file:///d.txt', { linksSchemes: ['data'] }).map(([, t]) => t), ['data:text/plain,hi']);
  });

  describe('VS Code: none where its Markdown extension links the same characters ("Follow link" twice)', () => {
    const vscode = createLanguageService({ vscodeMarkdownLinks: true });
    const text = [
      '[a](https://a.example/) ![i](img/i.png) <https://b.example/> <mailto:c@example.com>',
      '[d]: https://d.example/',
      'Bare: https://bare.example/ and <h323:e@example.com>',
      '<a href="https://f.example/">f</a> <img src="https://g.example/g.png"> <link href="https://h.example/">',
    ].join('\n');
    const linked = (service: ReturnType<typeof createLanguageService>, languageId: string) => {
      const { doc, analysis } = open(text, languageId, 'file:///work/docs/page.md');
      return service.links({ document: doc, analysis, settings: settings({ linksSchemes: ['https', 'mailto', 'file', 'h323'] }) }).map((l) => textAt(doc, l.range));
    };

    it('a bare URL, an autolink whose scheme has a digit, an HTML tag it does not link: still ours', () => {
      assert.deepEqual(linked(vscode, 'markdown'), ['https://bare.example/', 'h323:e@example.com', 'https://h.example/']);
    });

    it('other editors, and other languages in VS Code, get every link', () => {
      const all = ['https://a.example/', 'img/i.png', 'https://b.example/', 'mailto:c@example.com', 'https://d.example/',
        'https://bare.example/', 'h323:e@example.com', 'https://f.example/', 'https://g.example/g.png', 'https://h.example/'];
      assert.deepEqual(linked(service, 'markdown'), all);
      assert.deepEqual(linked(vscode, 'mdx'), all);
    });
  });

  it('none when the document is not served', () => {
    assert.deepEqual(links('https://example.com/', 'plaintext', 'file:///d.txt', { enable: false }), []);
  });
});
