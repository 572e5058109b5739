/**
 * Markdown written for Docsify (links/docsify.ts), as a table over one tree shaped after moment/luxon, whose `docs/`
 * a build copies beside the Docsify site of `site/index.html`: a link Docsify's `':ignore'` leaves to the browser, and
 * a link with no extension that Docsify's router reads as the Markdown page of its name beside it (in a folder one of
 * whose documents writes Docsify's link attributes), are Information saying so, in the editor (over the real protocol)
 * and on the command line alike. The same links in a folder no document marks, or naming no page, stay Warnings.
 */
import { missingFileSuites } from './missingFileTable';

const TREE: Record<string, string> = {
  'docs/formatting.md': '# Formatting\n',
  'docs/zones.md': '# Zones\n',
  'guide/setup.md': '# Setup\n',
};

/** A Markdown document (luxon's, where one is quoted) and its `link-missing-file` findings' severities. */
const CASES: [string, string, string[]][] = [
  // docs/home.md:20: the API pages `npm run site` writes beside the site.
  ['docs/home.md', "For more, see the [api docs](api-docs/index.html ':ignore').", ['information']],
  // docs/tour.md:105, 154; a name with no page beside it is missing all the same.
  ['docs/tour.md', 'See [formatting](formatting), a [big section](zones) and [math](math).', ['information', 'information', 'warning']],
  // No document of guide/ writes Docsify's attributes: GitHub's reading, and a title that is no attribute.
  ['guide/intro.md', 'See [setup](setup) and [the api](api/index.html "the ignore list").', ['warning', 'warning']],
];

describe('links of Markdown written for Docsify: information, in the editor and on the command line', () => {
  const tree = { ...TREE, ...Object.fromEntries(CASES.map(([file, line]) => [file, `# Page\n\n${line}\n`])) };
  missingFileSuites({ prefix: 'uri-lint-docsify-', languageId: 'markdown', tree, cases: CASES, said: /Docsify/ });
});
