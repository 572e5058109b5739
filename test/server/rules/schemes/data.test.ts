/** data (RFC 2397): media type, parameters and base64 data, with the RFC's own examples. */
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { open, service, settings, textAt } from '../../features/helpers';
import { parsedTable, table } from './helpers';

/** RFC 2397 §4's GIF, joined from its lines. */
const GIF = 'R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFzByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSpa/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJlZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uisF81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PHhhx4dbgYKAAA7';

describe('scheme rules: data', () => {
  table('RFC 2397 §4: the examples get nothing', [
    ['data:,A%20brief%20note', []],
    [`data:image/gif;base64,${GIF}`, []],
    ['data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local', []],
    ['data:text/plain;charset=utf-8,caf%C3%A9', []],
    ['data:text/html;charset=utf-8;base64,PGgxPkhpPC9oMT4=', []],
    ['data:image/svg+xml,%3Csvg%2F%3E', []],
    ['data:text/plain;base64,SGVs%0AbG8h', []],
    ['data:,a?b', []],
  ]);

  table('base64 shortened on purpose in an example (did-core, vc-data-model): no claim about its alphabet', [
    ['"image": "data:image/png;base64,iVBORw0KGgo..."', []],
    ['data:image/png;base64,iVB!ORw0KGgo=', [['data-invalid-base64', '!']]],
  ]);

  table('RFC 2397 §4: its example with "%fg" is a syntax error alone', [
    ['data:text/plain;charset=iso-8859-7,%be%fg%be', [['invalid-percent-encoding', '%be%fg%be']]],
  ]);

  table('RFC 2397 §3: the comma, the media type and its parameters', [
    ['data:text/plain', [['data-missing-comma', 'text/plain']]],
    ['data:image/png;base64', [['data-missing-comma', 'image/png;base64']]],
    ['see data:value pairs', []],
    ['data:text;base64,AAAA', [['data-invalid-media-type', 'data:⟦text⟧;']]],
    ['data:image/svg+xml;utf8,x', [['data-invalid-parameter', 'utf8']]],
    ['data:text/plain;;charset=utf-8,x', [['data-invalid-parameter', 'plain⟦;⟧;']]],
    ['data:text/plain;charset=,x', [['data-invalid-parameter', 'charset=']]],
  ]);

  table('RFC 2045 §6.8: base64 data', [
    ['data:text/plain;base64,SGVsbG8', [['data-invalid-base64', 'SGVsbG8']]],
    ['data:text/plain;base64,SGV$bG8=', [['data-invalid-base64', 'SGV⟦$⟧b']]],
    ['data:text/plain;base64,SGVsbG8=X', [['data-invalid-base64', '=⟦X⟧']]],
    ['data:text/plain;base64,ab-_', [['data-invalid-base64', 'ab⟦-_⟧']]],
    ['data:text/plain;base64,a===', [['data-invalid-base64', 'a==⟦=⟧']]],
    ['data:image/png;base64,iVBORw0KGgo;AAAA', [['data-invalid-base64', 'Ggo⟦;⟧']]],
    // Judged decoded: encoded white space is skipped, an encoded letter counts, a non-ASCII character or an octet that
    // decodes to none is outside the alphabet, reported where it was written.
    ['data:text/plain;base64,SGVs%20%0AbG8h', []],
    ['data:text/plain;base64,%53GVsbG8h', []],
    ['data:text/plain;base64,SGV%C3%A9bG8=', [['data-invalid-base64', 'SGV⟦%C3%A9⟧b']]],
    ['data:text/plain;base64,SGV%FFbG8=', [['data-invalid-base64', 'SGV⟦%FF⟧b']]],
  ]);

  parsedTable('an empty media type (text/plain), which the finder does not find in text', [
    ['data:;base64,', []],
    ['data:;base64,SGVsbG8=', []],
    ['data:;charset=utf-8,x', []],
    ['data:;base64,SGVsbG8=X', [['data-invalid-base64', '=⟦X⟧']]],
  ]);

  describe('data that is only an ellipsis: a sketch of the form, whose findings are Information at most', () => {
    /** The data rule's diagnostics of `text` read as `languageId`: code, severity, text covered. */
    function dataDiagnostics(text: string, languageId: string): [string, number, string][] {
      const { doc, analysis } = open(text, languageId);
      return service.diagnostics({ document: doc, analysis, settings: settings() })
        .filter((d) => String(d.code).startsWith('data-'))
        .map((d) => [String(d.code), d.severity!, textAt(doc, d.range)]);
    }
    const { Error: E, Warning: W, Information: I } = DiagnosticSeverity;
    const rows: [string, string, [string, number, string][]][] = [
      // osticket include/class.thread.php:1730: the media type left out in a sketch of an `<img>`'s data URI.
      ['php', '<?php\n        // Handle extracted embedded images (<img src="data:base64,..." />).\n', [['data-invalid-media-type', I, 'base64']]],
      ['markdown', 'Write `data:base64,…` there.\n', [['data-invalid-media-type', I, 'base64']]],
      // The finder ends it before the ellipsis, at its comma: the same sketch.
      ['plaintext', 'as data:a;b,... in the list\n', [['data-invalid-media-type', I, 'a'], ['data-invalid-parameter', I, 'b']]],
      // Data written: its media type is claimed.
      ['php', '<?php\n// <img src="data:base64,R0lGOD" />\n', [['data-invalid-media-type', E, 'base64']]],
      ['plaintext', 'see data:image/svg+xml;utf8,<svg/> here\n', [['data-invalid-parameter', W, 'utf8']]],
    ];
    for (const [languageId, text, expected] of rows) {
      it(`${languageId}: ${JSON.stringify(text)}`, () => assert.deepEqual(dataDiagnostics(text, languageId), expected));
    }
  });
});
