/**
 * How a fragment into a file is read (`formatOf`): by the open document's
 * language, else by the file's name through the table of languages, so a
 * file named as the editor names a Markdown, HTML, JSON or YAML document has
 * that document's anchors.
 */
import * as assert from 'node:assert/strict';
import { formatOf } from '@uri-lint/server/service';

describe('format of a fragment\'s target', () => {
  const BY_NAME: [string, string][] = [
    ['README.md', 'markdown'], ['guide.MD', 'markdown'], ['page.mdx', 'markdown'], ['notes.mdtxt', 'markdown'], ['post.mkdn', 'markdown'],
    ['index.html', 'html'], ['page.xht', 'html'], ['a.xhtml', 'html'],
    ['pet.json', 'json'], ['tsconfig.json', 'json'], ['s.json5', 'json'], ['map.geojson', 'json'],
    ['api.yaml', 'yaml'], ['ci.yml', 'yaml'], ['CITATION.cff', 'yaml'], ['docker-compose.yml', 'yaml'],
    ['00.00-Preface.ipynb', 'notebook'],
    ['main.py', 'text'], ['LICENSE', 'text'], ['data.jsonl', 'text'], ['pic.svg', 'text'], ['a.txt', 'text'],
  ];
  for (const [name, format] of BY_NAME) {
    it(`${name} is read as ${format}`, () => assert.equal(formatOf(`file:///w/docs/${name}?q#f`), format));
  }

  it('an open document\'s language comes first, and a language with no anchors of its own leaves it to the name', () => {
    assert.equal(formatOf('file:///w/notes.txt', 'markdown'), 'markdown');
    assert.equal(formatOf('file:///w/compose.txt', 'dockercompose'), 'yaml');
    assert.equal(formatOf('file:///w/README.md', 'plaintext'), 'markdown');
  });
});
