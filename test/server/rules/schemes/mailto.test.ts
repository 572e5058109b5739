/** mailto (RFC 6068): addresses, header fields and what must be percent-encoded, with the RFC's own examples. */
import * as assert from 'node:assert/strict';
import { open, service, settings } from '../../features/helpers';
import { table } from './helpers';

describe('scheme rules: mailto', () => {
  table('RFC 6068 §6: the examples get nothing', [
    ['mailto:chris@example.com', []],
    ['mailto:infobot@example.com?subject=current-issue', []],
    ['mailto:infobot@example.com?body=send%20current-issue', []],
    ['mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index', []],
    ['mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E', []],
    ['mailto:majordomo@example.com?body=subscribe%20bamboo-l', []],
    ['mailto:joe@example.com?cc=bob@example.com&body=hello', []],
    ['mailto:gorby%25kremvax@example.com', []],
    ['mailto:unlikely%3Faddress@example.com?blat=foop', []],
    ['mailto:Mike%26family@example.org', []],
    ['mailto:%22not%40me%22@example.org', []],
    ['mailto:%22oh%5C%5Cno%22@example.org', []],
    ["mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", []],
    ['mailto:user@example.org?subject=caf%C3%A9', []],
    ['mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D', []],
    ['mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO', []],
    ['mailto:?to=addr1@an.example,addr2@an.example', []],
    ['mailto:addr1@an.example,addr2@an.example', []],
    ['mailto:addr1@an.example?to=addr2@an.example', []],
    // A domain literal, its brackets percent-encoded (§2: "[" and "]" must be).
    ['mailto:joe@%5B192.0.2.1%5D', []],
  ]);

  table('RFC 6068 §2: each address is an addr-spec', [
    ['mailto:joe', [['mailto-invalid-address', 'joe']]],
    ['mailto://joe@example.com', [['mailto-invalid-address', 'mailto:⟦//joe@example.com⟧']]],
    ['mailto:joe@', [['mailto-invalid-address', 'joe@']]],
    ['mailto:a@example.com,,b@example.com', [['mailto-invalid-address', 'com,⟦,⟧b']]],
    ['mailto:a@example.com?cc=bob', [['mailto-invalid-address', 'cc=⟦bob⟧']]],
    ['mailto:%22Joe%22%20%3Cjoe@example.com%3E', [['mailto-invalid-address', '%22Joe%22%20%3Cjoe@example.com%3E']]],
  ]);

  table('RFC 6068 §2: header fields are name=value, joined by "&"', [
    ['mailto:a@example.com?subject', [['mailto-invalid-header', 'subject']]],
    ['mailto:a@example.com?=x', [['mailto-invalid-header', '=x']]],
    ['mailto:a@example.com?subject=x&&body=y', [['mailto-invalid-header', 'x&⟦&⟧body']]],
  ]);

  table('RFC 6068 §2, §6.2: characters to percent-encode', [
    // §6.2's own wrong example: a second "?" instead of "&".
    ['mailto:joe@example.com?cc=bob@example.com?body=hello',
      [['mailto-unencoded-character', 'cc=⟦bob@example.com?body=hello⟧']]],
    ['mailto:a/b@example.com', [['mailto-unencoded-character', 'a/b@example.com']]],
    ['mailto:a@example.com?body=a/b', [['mailto-unencoded-character', 'body=⟦a/b⟧']]],
  ]);

  table('a syntax error alone', [
    ['mailto:a@example.com?subject=a%zz', [['invalid-percent-encoding', 'a%zz']]],
  ]);
});

describe('scheme rules: mailto, a word in place of the address in running text (round 22)', () => {
  /** Each diagnostic of `text` opened as `languageId`: its code, the text it covers and its severity (1 error, 3 information). */
  function said(text: string, languageId = 'plaintext'): [string, string, number | undefined][] {
    const { doc, analysis } = open(text, languageId);
    return service.diagnostics({ document: doc, analysis, settings: settings() })
      .map((d) => [String(d.code), doc.getText(d.range), d.severity]);
  }
  const rows: [what: string, text: string, languageId: string, expected: [string, string, number][]][] = [
    // dspace dspace/config/ldn/request-review:3: the comment of a template's parameters names what fills `mailto:`.
    ['words joined by "-" in prose: a placeholder, information', "## Parameters: {0} submitter email id (e.g. 'mailto:submitter-email') depending on the service\n", 'plaintext',
      [['mailto-invalid-address', 'submitter-email', 3]]],
    ['one word in a Markdown sentence', 'Write to mailto:EMAIL for help.\n', 'markdown', [['mailto-invalid-address', 'EMAIL', 3]]],
    // …while an address's mistake in prose, a dotted name and a link's word stay errors.
    ['an address with a path in prose stays an error', 'Write to mailto:user@host/x now.\n', 'plaintext', [['mailto-unencoded-character', 'user@host/x', 2]]],
    ['a dotted name in prose stays an error', 'Write to mailto:john.doe now.\n', 'plaintext', [['mailto-invalid-address', 'john.doe', 1]]],
    ['a word as a link\'s target stays an error', '<a href="mailto:webmaster">Mail</a>\n', 'html', [['mailto-invalid-address', 'webmaster', 1]]],
    ['a word in a string of code stays an error', 'const href = "mailto:support";\n', 'javascript', [['mailto-invalid-address', 'support', 1]]],
  ];
  for (const [what, text, languageId, expected] of rows) {
    it(what, () => assert.deepEqual(said(text, languageId), expected));
  }
});
