/**
 * The evidence's notice said as the command line says it (the service's
 * rules/evidence.ts `weighFolders`, which both call): folders whose only
 * evidence is one reason their links were said as information already (a
 * Maven site's pages its build makes) share one notice, on the first of their
 * documents the editor judged, and one line in the output, as the command
 * line's summary has one line for them (test/cli/renderers.test.ts). The
 * editor said it once per folder before (two notices, two lines, for one
 * reason).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { serverOverTree } from './client';
import type { TestClient } from './client';

/** An Apache Commons site's menu: its report pages (changes.html) and javadoc the Maven build makes. */
const SITE_XML = `<?xml version="1.0" encoding="ISO-8859-1"?>
<site xmlns="http://maven.apache.org/SITE/2.0.0" name="Apache Commons IO">
  <body>
    <menu name="Commons IO">
      <item name="About" href="/index.html" />
      <item name="Release History" href="/changes.html" />
      <item name="Javadoc Current" href="/apidocs/index.html" />
    </menu>
  </body>
</site>
`;

const XDOC = (body: string) => `<?xml version="1.0"?>\n<document>\n<body>\n<section name="Building">\n${body}\n</section>\n</body>\n</document>\n`;
const BUILDING = XDOC('<p><a href="index.html">home</a> <a href="apidocs/index.html?org/x/Y.html">api</a></p>');

/** A Maven project with a site (src/site) in the shape of Apache Commons'. */
const MAVEN: Record<string, string> = {
  'pom.xml': '<project><modelVersion>4.0.0</modelVersion></project>\n',
  'src/site/site.xml': SITE_XML,
  'src/site/xdoc/index.xml': XDOC('<p>Home</p>'),
  'src/site/xdoc/building.xml': BUILDING,
};

/** Link findings and notices as `code severity`. */
const said = (diagnostics: readonly { code?: string | number; severity?: DiagnosticSeverity }[]) => diagnostics.map((d) => `${d.code} ${d.severity}`);

describe('protocol (spawn): one notice for folders whose only evidence is one reason, as the command line says it', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-evidence-shared-', MAVEN, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('says a Maven site\'s pages made at build time once for its folder and the one below it, on the first document', async () => {
    const siteUri = uriOf('src/site/site.xml');
    const site = await client.openSettled('xml', SITE_XML, siteUri);
    const info = `link-missing-file ${DiagnosticSeverity.Information}`;
    const notice = `link-rules-unknown ${DiagnosticSeverity.Information}`;
    assert.deepEqual(said(site), [notice, info, info]);
    assert.match(site[0]!.message, /src\/site: 2 links name files not in the repository: a Maven site's reports/);
    // The folder below fails for the same reason only: said with the site's folder, not again.
    const building = await client.openSettled('xml', BUILDING, uriOf('src/site/xdoc/building.xml'));
    assert.deepEqual(said(building), [info]);
    assert.equal(client.logs.filter((l) => l.message.includes('not in the repository')).length, 1);
    // Judged again, the first document's notice names both folders, as the command line's summary does.
    const again = client.nextDiagnostics(siteUri);
    await client.change(siteUri, [{ text: `${SITE_XML}\n` }]);
    const changed = await again;
    assert.deepEqual(said(changed), [notice, info, info]);
    assert.match(changed[0]!.message, /src\/site and 1 folder below it: 3 links name files not in the repository: a Maven site's reports/);
  });
});
