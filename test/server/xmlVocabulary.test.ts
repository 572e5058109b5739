/**
 * Which XML vocabulary a document is, as far as its links go (service/links/xmlVocabulary.ts): the root element of a
 * vocabulary whose links the tool does not know, none for one whose links name files as written or for a document
 * that is no XML; read once per document version in the workspace's readings, however many of its links are missing.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { unknownXmlVocabulary, VersionCache } from '@uri-lint/server/service/internal';
import type { XmlVocabularies } from '@uri-lint/server/service/internal';

/** A case: the file's name, its language id, its text, and the unknown vocabulary's root element (undefined: none). */
const CASES: [string, string, string, string | undefined][] = [
  // TI Code Composer's target configuration (hathach/tinyusb), after an XML declaration.
  ['board.ccxml', 'xml', '<?xml version="1.0"?>\n<configurations XML_version="1.2">\n', 'configurations'],
  // A comment and a DOCTYPE before the root.
  ['run.launch', 'xml', '<?xml version="1.0"?>\n<!-- generated -->\n<!DOCTYPE launchConfiguration>\n<launchConfiguration type="x">\n', 'launchConfiguration'],
  // Known vocabularies: DITA's map, XSLT by its prefixed root.
  ['guide.ditamap', 'xml', '<?xml version="1.0"?>\n<!DOCTYPE map PUBLIC "-//OASIS//DTD DITA Map//EN" "map.dtd">\n<map>\n', undefined],
  ['page.xsl', 'xml', '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\n', undefined],
  // No XML: a Markdown page whose first line is a tag.
  ['notes.md', 'markdown', '<configurations>\n', undefined],
];

describe('xmlVocabulary: the root element of an XML vocabulary the tool does not know', () => {
  for (const [name, languageId, text, expected] of CASES) {
    it(`${name}: ${expected ?? 'none'}`, () => {
      assert.equal(unknownXmlVocabulary(TextDocument.create(`file:///w/${name}`, languageId, 1, text)), expected);
    });
  }

  it('is read once per document version in the readings given, and again after an edit', () => {
    const readings: XmlVocabularies = new VersionCache();
    const document = TextDocument.create('file:///w/board.ccxml', 'xml', 1, '<configurations>\n');
    assert.equal(unknownXmlVocabulary(document, readings), 'configurations');
    // The same version's text changed under it: the reading kept is answered, as for each further missing file.
    TextDocument.update(document, [{ text: '<launch>\n' }], 1);
    assert.equal(unknownXmlVocabulary(document, readings), 'configurations');
    assert.equal(unknownXmlVocabulary(document), 'launch', 'without readings, read again');
    TextDocument.update(document, [{ text: '<map>\n' }], 2);
    assert.equal(unknownXmlVocabulary(document, readings), undefined);
    TextDocument.update(document, [{ text: '<launch>\n' }], 3);
    assert.equal(unknownXmlVocabulary(document, readings), 'launch');
  });
});
