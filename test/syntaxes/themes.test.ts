/**
 * The colours a URI gets, in the real engine with real themes:
 * every theme of the tm-themes package, VS Code's Dark+ and Light+ among
 * them (Light Modern and Dark Modern take Light+'s and Dark+'s token colours
 * unchanged). The URI grammar's scopes are all under `markup.underline.link`,
 * so a URI is one link: one colour and style throughout (no rainbow of
 * scheme, host, path and query), the theme's link colour where it has one and
 * the colour of the comment, string or text around it otherwise; outside the
 * URIs nothing changes.
 */
import * as assert from 'node:assert/strict';
import { UNDERLINE } from './engine';
import { allThemes, compareStyles, distinct, loadTheme } from './themes';
import type { Theme } from './themes';

/** `[host, lines]`: every kind of place the grammar colours URIs in, each URI with several parts. */
const SAMPLES: [string, string[]][] = [
  ['text.plain', ['See https://user@exa%41mple.com:8080/a/b?q=1#f, mailto:a@example.org and urn:isbn:0451450523.']],
  ['text.html.markdown', ['# Read https://example.com/h', '', 'Bare https://example.com/docs?x=1#top and [a link](https://example.com/a) in text.']],
  ['source.ts', ['// see https://example.com/a/b?q=1#c', "const u = 'https://api.example.com:8443/v1/users?id=42', v = \"mailto:a@b.example\";"]],
  ['source.ts', ['/**', ' * Docs: https://example.com/a%20b?c=d', ' */']],
  ['source.json', ['{"url": "https://example.com/search?q=a%20b&lang=en#r", "n": 1}']],
  ['source.yaml', ['home: "https://example.com/a?b=c" # https://c.example/d?e=f']],
  ['source.python', ['# https://docs.python.org/3/library/urllib.parse.html#url-parsing', 'u = "https://pypi.org/simple/?q=1"']],
  ['source.shell', ['curl -fsSL "https://get.example.com/x.sh?v=2" | sh']],
  ['text.html.basic', ['<p>see https://example.com/x?y=1</p><a href="https://example.com/?a=1&amp;b=2">a</a><!-- http://c.example/ -->']],
  ['source.c', ['/* https://example.com/a?b */ char *u = "http://x.example:80/p";']],
  ['text.git-commit', ['Fix the parser', '', 'See https://github.com/org/repo/issues/1?x=y.']],
  ['text.log', ['12:00:00 INFO GET https://api.example.com/v1/users?id=42 200']],
];

/** The colour a theme gives a URI in plain text: its link colour, or the text's. */
async function linkColour(theme: Theme): Promise<string> {
  const { uris } = await compareStyles('text.plain', ['https://example.com/a?b#c'], theme);
  return uris[0]!.styles[0]!.foreground;
}

describe('syntaxes: colours in every theme of tm-themes', function () {
  this.timeout(120_000);
  const themes = allThemes();

  it(`has the themes to check (${themes.length}), Dark+ and Light+ among them`, () => {
    assert.ok(themes.length >= 60);
    assert.ok(['dark-plus', 'light-plus'].every((name) => themes.some((t) => t.name === name)));
  });

  for (const theme of themes) {
    it(`${theme.name}: each URI one style, a link's there, in its link colour or the colour around it; nothing else changes`, async () => {
      const link = await linkColour(theme);
      for (const [host, lines] of SAMPLES) {
        const { uris, changedOutside } = await compareStyles(host, lines, theme);
        assert.ok(uris.length > 0, `${host}: no URI in ${JSON.stringify(lines)}`);
        assert.deepEqual(changedOutside, [], `${host}: changed outside the URIs`);
        for (const uri of uris) {
          const seen = distinct(uri.styles);
          assert.equal(seen.length, 1, `${host}: ${uri.text} has ${seen.join(', ')}`);
          // The parts' scopes add nothing the theme sees: the URI looks as one link there would.
          assert.deepEqual(seen, distinct(uri.asLink), `${host}: ${uri.text}`);
          const { foreground } = uri.styles[0]!;
          assert.ok([uri.base.foreground, link].includes(foreground), `${host}: ${uri.text} is ${foreground}, around it ${uri.base.foreground}, a link ${link}`);
        }
      }
    });
  }
});

/**
 * `[host, lines, Dark+, Light+]`: the colour of every URI in the snippet, as
 * VS Code's two default themes draw it: the comment's, the string's, the
 * text's, underlined. (Light Modern and Dark Modern have no token colours of
 * their own; High Contrast's rule for links is the same `markup.underline`,
 * underline alone: the UI tests look at all four in VS Code.)
 */
const DEFAULTS: [string, string[], string, string][] = [
  ['text.plain', ['See https://user@exa%41mple.com:8080/a/b?q=1#f.'], '#D4D4D4', '#000000'],
  ['text.html.markdown', ['Bare https://example.com/docs?x=1#top in a paragraph.'], '#D4D4D4', '#000000'],
  ['source.ts', ['// see https://example.com/a/b?q=1#c'], '#6A9955', '#008000'],
  ['source.ts', ["const u = 'https://api.example.com:8443/v1/users?id=42';"], '#CE9178', '#A31515'],
  // Not the keys' colour (#9CDCFE, #0451A5), which the query's `variable` scope took before.
  ['source.json', ['{"url": "https://example.com/search?q=a%20b&lang=en#r"}'], '#CE9178', '#A31515'],
  ['source.yaml', ['home: "https://example.com/a?b=c"'], '#CE9178', '#A31515'],
  ['source.python', ['# https://docs.python.org/3/library/urllib.parse.html#url-parsing'], '#6A9955', '#008000'],
];

describe('syntaxes: colours in Dark+ and Light+', () => {
  const [dark, light] = [loadTheme('dark-plus.json'), loadTheme('light-plus.json')];
  for (const [host, lines, darkColour, lightColour] of DEFAULTS) {
    it(`${host}: ${JSON.stringify(lines.join('⏎'))} → ${darkColour} in Dark+, ${lightColour} in Light+, underlined`, async () => {
      for (const [theme, colour] of [[dark, darkColour], [light, lightColour]] as const) {
        const { uris } = await compareStyles(host, lines, theme);
        assert.ok(uris.length > 0);
        for (const uri of uris) {
          assert.deepEqual(distinct(uri.styles), [`${colour}/${UNDERLINE}`], `${theme.name}: ${uri.text}`);
          assert.equal(uri.base.foreground, colour, `${theme.name}: the colour around ${uri.text}`);
        }
      }
    });
  }
});
