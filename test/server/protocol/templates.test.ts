/**
 * Templates over the real protocol, in Markdown, plain text,
 * TypeScript, Python, YAML and JSON, over both transports: a reference that
 * holds template expressions is checked as a template (its literal text as
 * URI text, no Error or Warning on an expression, a malformed RFC 6570
 * expression at its characters, a placeholder at most Information), is
 * never a link, shows its variables on hover, and Fix all never
 * percent-encodes an expression.
 */
import assert from 'node:assert/strict';
import type { Diagnostic, Range } from 'vscode-languageserver-protocol/node';
import { TestClient, TRANSPORTS } from './client';

interface Case {
  languageId: string;
  text: string;
  /** `[line, text at the range, code, severity]`: 1 error, 2 warning, 3 information. */
  diagnostics: [number, string, string, number][];
}

const CASES: Case[] = [
  {
    languageId: "markdown",
    text: "# API\nGet https://api.example.com/users/{id} or https://api.example.com/search{?q,page}.\nRun http://$NODE_IP:$NODE_PORT or https://host:port/ or http://localhost:*.\nBroken: https://api.example.com/x/{id}/{} and [a](https://api.example.com/{id}/a|b).\nConcrete: https://exam{}[]ple.net\n",
    diagnostics: [
      [2, "port", "placeholder-component", 3],
      [2, "*", "placeholder-component", 3],
      [3, "{}", "invalid-template-expression", 1],
      [3, "a|b", "invalid-character", 1],
      [4, "exam{}[]ple.net", "invalid-character", 1],
      [4, "exam{}[]ple.net", "bracket-outside-ip-literal", 1],
    ],
  },
  {
    languageId: "plaintext",
    text: "curl http://%HOSTIP:%HTTPPORT/%TESTNUMBER -o %LOGDIR/x\nsee https://man7.org/man{section}/{page}.html and https://api.example.com/search{?q,page\nbad http://x.example/?test={%20content%20}\n",
    diagnostics: [
      [1, "{?q,page", "invalid-template-expression", 1],
      [2, "{%20content%20}", "invalid-character", 1], // braces in a concrete URL: one finding
    ],
  },
  {
    languageId: "typescript",
    text: "const a = `https://${host}/users/${id}`;\nconst b = 'https://api.example.com/{id}/a b';\nconst c = \"http://example.com:80a/\";\n",
    diagnostics: [
      [1, "a b", "invalid-character", 1],
      [2, "80a", "invalid-port", 1],
    ],
  },
  {
    // Each document's broken URI is its own: one shape in three open documents would be their convention (shapes.ts).
    languageId: "python",
    text: "url = f'https://{host}/x'\nws = f'ws://127.0.0.1:{st[\"p\"]}/'\nold = 'https://api.github.com/repos/%s/%s' % (o, r)\nbad = f'https://{host}/a|c'\n",
    diagnostics: [
      [3, "a|c", "invalid-character", 1],
    ],
  },
  {
    languageId: "yaml",
    text: "url: \"http://{{ .Values.host }}:{{ .Values.port }}/api\"\nnotes: echo http://$NODE_IP:$NODE_PORT\nbad: \"https://{{ .Values.host }}/a|d\"\n",
    diagnostics: [
      [2, "a|d", "invalid-character", 1],
    ],
  },
  {
    languageId: "json",
    text: "{\n  \"servers\": [{\"url\": \"https://{environment}.example.com:{port}/v2\"}],\n  \"path\": \"https://www.googleapis.com/{+servicePath}{?alt,fields}\",\n  \"glob\": \"http://localhost:*\",\n  \"bad\": \"https://x.example/{id}/{=x}\"\n}\n",
    diagnostics: [
      [3, "*", "placeholder-component", 3],
      [4, "=", "invalid-template-expression", 1],
    ],
  },
];

function textAt(text: string, range: Range): string {
  const lines = text.split('\n');
  return lines[range.start.line]!.slice(range.start.character, range.end.character);
}

function range(line: number, start: number, end: number): Range {
  return { start: { line, character: start }, end: { line, character: end } };
}

for (const transport of TRANSPORTS) {
  describe(`protocol (${transport}): templates`, () => {
    let client: TestClient;
    before(async () => { client = await TestClient.start({ transport }); });
    after(async () => { await client.stop(); });

    for (const c of CASES) {
      describe(c.languageId, () => {
        let uri = '';
        before(async () => { uri = (await client.open(c.languageId, c.text)).uri; });

        it('checks each template as a template: the literal text only, a malformed expression, a placeholder as Information', async () => {
          const diagnostics = await client.diagnostics(uri);
          assert.deepEqual(diagnostics.map((d: Diagnostic) => [d.range.start.line, textAt(c.text, d.range), String(d.code), d.severity]), c.diagnostics);
          for (const d of diagnostics.filter((x) => x.code === 'invalid-template-expression')) {
            assert.equal(d.codeDescription!.href, 'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/invalid-template-expression.md');
          }
        });

        it('makes no template a link', async () => {
          const links = (await client.links(uri)) ?? [];
          for (const link of links) assert.doesNotMatch(textAt(c.text, link.range), /[{}$%*]|:port/, link.target);
        });
      });
    }

    it('hover: a template\'s variables and the component each goes in', async () => {
      const doc = await client.open('markdown', 'Get https://{region}.api.example.com:{port}/users/{id}{?fields}.\n');
      const hover = await client.hover(doc.uri, { line: 0, character: 20 });
      const value = (hover?.contents as { value: string }).value;
      assert.match(value, /^\*\*URI Template\*\* \(RFC 6570\) {2}\n/);
      assert.match(value, /\n`\{region\}` in the host · `\{port\}` in the port · `\{id\}` in the path {2}\n`\{\?fields\}` in the query {2}\n/);
      assert.deepEqual(hover?.range, range(0, 4, 63));
    });

    it('Fix all encodes the literal text of a template, never an expression (a README\'s `{id}` stays)', async () => {
      const doc = await client.open('markdown', 'See https://api.example.com/users/{id}/a|b and users/{id}.\n');
      const actions = await client.codeActions(doc.uri, range(0, 0, 0), [], ['source.fixAll.uriLint']);
      assert.deepEqual(actions, [{
        title: 'Fix all URI problems',
        kind: 'source.fixAll.uriLint',
        edit: { changes: { [doc.uri]: [{ range: range(0, 40, 41), newText: '%7C' }] } },
      }]);
    });
  });
}
