/**
 * Markup written inside text of another language: AsciiDoc's `url[text]`
 * and `name:target[attrs]` quoted in code and comments, AsciiDoc written in
 * a `.txt` file, AsciiDoc's escapes inside a URL. A finding is a claim: it
 * is made only where the tool knows what the text is. A table of lines from
 * public repositories, each row the references found (as written, and as
 * read when that differs) and the findings on them; rows that keep their
 * verdict (an IP literal, a query's `a[]=1`, an index) stand beside them.
 */
import * as assert from 'node:assert/strict';
import { findUris } from '@uri-lint/shared';
import { open, settings, service, textAt } from './helpers';

interface Row {
  source: string;
  languageId: string;
  /** The document's file name, which names its language where the id says plain text. */
  file?: string;
  text: string;
  /** Each reference as written, then ` => ` and the text as read when that differs, and its context when not `markup-link`. */
  refs: string[];
  /** Each finding: its code and the text it covers. */
  findings?: string[];
}

const IN_CODE: Row[] = [
  {
    source: 'asciidoctor-pdf: spec/link_spec.rb, an AsciiDoc mailto macro with its text in a Ruby string',
    languageId: 'ruby',
    text: "    input = 'Send a message to mailto:doc.writer@example.org[Doc Writer].'\n",
    refs: [],
  },
  {
    source: 'asciidoctor-pdf: spec/icon_spec.rb, an icon macro in a Ruby string (icon is no URI here)',
    languageId: 'ruby',
    text: "    pdf = to_pdf 'I icon:heart[] AsciiDoc.', analyze: true\n",
    refs: [],
  },
  {
    source: 'asciidoctor: test/extensions_test.rb, a custom inline macro named data',
    languageId: 'ruby',
    text: "    output = convert_string_to_embedded 'data:json[a=A,b=B,c=C]', doctype: :inline\n",
    refs: [],
  },
  {
    source: 'asciidoctor-pdf: spec/image_spec.rb, an image block macro with a label of two words',
    languageId: 'ruby',
    text: "    pdf = to_pdf %(image::https://cdn.example.org/spec/fixtures/logo.png[Remote Image]), analyze: :image\n",
    refs: ['https://cdn.example.org/spec/fixtures/logo.png (code)'],
  },
  {
    source: 'asciidoctor: lib/asciidoctor/rx.rb, a link macro shown in a comment',
    languageId: 'ruby',
    text: '  # link:https://github.com[]\n',
    refs: ['https://github.com (code)'],
  },
  {
    source: 'asciidoctor: test/links_test.rb, a link whose text asks for a new window',
    languageId: 'ruby',
    text: "    assert_xpath '//a[@href=\"http://google.com\"]', convert_string_to_embedded('http://google.com[Google^]'), 1\n",
    refs: ['http://google.com (code)', 'http://google.com (code)'],
  },
  {
    source: 'asciidoctor-pdf: spec/image_spec.rb, an inline image nested in a link\'s text',
    languageId: 'plaintext',
    text: 'https://example.org[image:sample-logo.jpg[ACME,pdfwidth=1pc]] is a sign of quality!\n',
    refs: ['https://example.org (plain)'],
  },
  {
    source: 'an IP literal keeps its brackets (RFC 3986 §3.2.2)',
    languageId: 'ruby',
    text: "    get 'http://[::1]:8080/a'\n",
    refs: ['http://[::1]:8080/a (code)'],
  },
  {
    source: 'a query\'s a[]=1 goes on after the brackets: they are the URI\'s, and malformed',
    languageId: 'ruby',
    text: "    get 'https://example.com/?a[]=1'\n",
    refs: ['https://example.com/?a[]=1 (code)'],
    findings: ['bracket-outside-ip-literal a[]'],
  },
  {
    source: 'an index in a path is the URI\'s, and malformed',
    languageId: 'ruby',
    text: "    get 'https://example.com/list[0]'\n",
    refs: ['https://example.com/list[0] (code)'],
    findings: ['bracket-outside-ip-literal list[0]'],
  },
];

const ASCIIDOC: Row[] = [
  {
    source: 'asciidoctor: CHANGELOG.adoc, a backslash that keeps ... from becoming an ellipsis is no part of the URL',
    languageId: 'asciidoc',
    text: '{url-repo}/releases/tag/v1.5.6.1[git tag] | https://github.com/asciidoctor/asciidoctor/compare/v1.5.6\\...v1.5.6.1[full diff]\n',
    refs: ['https://github.com/asciidoctor/asciidoctor/compare/v1.5.6\\...v1.5.6.1 => https://github.com/asciidoctor/asciidoctor/compare/v1.5.6...v1.5.6.1'],
  },
  {
    source: 'asciidoctor: test/fixtures/asciidoc_index.txt, AsciiDoc in a .txt file (a header, then attributes): its labelled links, two-line section titles, and no claim about its relative links, which nothing renders',
    languageId: 'plaintext',
    file: 'asciidoc_index.txt',
    text: [
      'AsciiDoc Home Page',
      '==================',
      '// Web page meta data.',
      ':keywords:    AsciiDoc, DocBook, EPUB, PDF, ebooks, slideshow, slidy, man page',
      '',
      'Read the link:CHANGELOG.html[CHANGELOG] for release highlights.',
      '',
      'Introduction',
      '------------',
      'AsciiDoc can use',
      'http://www.gnu.org/software/src-highlite/[GNU source-highlight] to',
      'highlight source code; the tables were',
      'http://groups.google.com/group/asciidoc/browse_thread/thread/bf04b55628efe214[reworked',
      'by a user], see <<X1,the FAQ>>.',
      '',
      'Overview and Examples',
      '---------------------',
      'The end.',
      '',
    ].join('\n'),
    refs: ['http://www.gnu.org/software/src-highlite/', 'http://groups.google.com/group/asciidoc/browse_thread/thread/bf04b55628efe214'],
  },
  {
    source: 'plain text that is no AsciiDoc document (one construct by chance) stays prose',
    languageId: 'plaintext',
    file: 'NOTES.txt',
    text: 'NOTE: the mirror at http://mirror.example.org/pub/a b is slow.\n',
    refs: ['http://mirror.example.org/pub/a (plain)'],
  },
];

/** A reference as written, as read when that differs, and its context when not a markup language's link. */
function described(text: string, ref: ReturnType<typeof findUris>[number]): string {
  const written = text.slice(ref.start, ref.end);
  const read = ref.text === written ? '' : ` => ${ref.text}`;
  return ref.context === 'markup-link' ? `${written}${read}` : `${written}${read} (${ref.context})`;
}

describe('markup inside another language: a finding only where the tool knows what the text is', () => {
  for (const row of [...IN_CODE, ...ASCIIDOC]) {
    it(`${row.languageId}: ${row.source}`, () => {
      const refs = findUris(row.text, { languageId: row.languageId });
      assert.deepEqual(refs.map((r) => described(row.text, r)), row.refs);
      const { doc, analysis } = open(row.text, row.languageId, `file:///work/docs/${row.file ?? `page.${row.languageId}`}`);
      const findings = service.diagnostics({ document: doc, analysis, settings: settings() });
      assert.deepEqual(findings.map((d) => `${String(d.code)} ${textAt(doc, d.range)}`), row.findings ?? []);
    });
  }
});
