/** urn (RFC 8141), and the uuid (RFC 4122), isbn (RFC 3187) and ietf (RFC 2648) namespaces. */
import * as assert from 'node:assert/strict';
import { open, service, settings } from '../../features/helpers';
import { table } from './helpers';

describe('scheme rules: urn', () => {
  it('a URN prefix in code (`\'urn:uuid:\' + id`) is no URN with an empty NSS; quoted in prose it is, unless named as a value\'s start', () => {
    const codes = (text: string, languageId: string) => {
      const { doc, analysis } = open(text, languageId);
      return service.diagnostics({ document: doc, analysis, settings: settings() }).map((d) => d.code);
    };
    assert.deepEqual(codes("        return 'urn:uuid:' + str(self)\n", 'python'), []);
    assert.deepEqual(codes('The value "urn:uuid:" is empty.\n', 'plaintext'), ['urn-invalid-nss']);
    // …but quoted after words that say a value starts with it (syft's cyclonedx.xsd:44), it is the prefix named.
    assert.deepEqual(codes('<x>\n  <!-- value SHOULD not start with the BOM-Link intro "urn:cdx:" -->\n</x>\n', 'xml'), []);
    assert.deepEqual(codes('The id starts with "urn:isbn:0451450524".\n', 'plaintext'), ['urn-invalid-isbn']);
  });

  table('RFC 8141 §1, §2, §3: the examples get nothing', [
    ['urn:isbn:0451450523', []],
    ['urn:example:a123,z456', []],
    ['URN:example:a123,z456', []],
    ['urn:EXAMPLE:a123,z456', []],
    ['urn:example:a123,z456?+abc', []],
    ['urn:example:a123,z456?=xyz', []],
    ['urn:example:a123,z456?+abc?=xyz', []],
    ['urn:example:a123,z456#789', []],
    ['urn:example:a123,z456/foo', []],
    ['urn:example:a123%2Cz456', []],
    ['URN:EXAMPLE:a123%2cz456', []],
    ['urn:example:%D0%B0123,z456', []],
    ['urn:example:apple:pear:plum:cherry', []],
    ['urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', []],
    ['urn:example:foo-bar-baz-qux?+CCResolve:cc=uk', []],
    ['urn:abcdefghijklmnopqrstuvwxyz012345:x', []],
    ['urn:ietf:params:xml:ns:yang:ietf-interfaces', []],
    ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', []],
  ]);

  table('RFC 8141 §2: NID and NSS', [
    ['urn:a:b', [['urn-invalid-nid', 'urn:⟦a⟧:']]],
    ['urn:ab-:c', [['urn-invalid-nid', 'ab-']]],
    ['urn:abcdefghijklmnopqrstuvwxyz0123456:x', [['urn-invalid-nid', 'abcdefghijklmnopqrstuvwxyz0123456']]],
    ['urn:a_b:c', [['urn-invalid-nid', 'a_b']]],
    ['urn:example:/x', [['urn-invalid-nss', 'example:⟦/⟧x']]],
    ['urn:example:', [['urn-invalid-nss', 'urn:⟦example:⟧']]],
    // A namespace named in prose ("the urn:isbn namespace"), not a URN.
    ['urn:isbn', []],
  ]);

  table('RFC 8141 §2.3: "?+" r-component, "?=" q-component', [
    ['urn:example:a?x', [['urn-invalid-component', 'a⟦?x⟧']]],
    ['urn:example:a?+', [['urn-invalid-component', 'a⟦?+⟧']]],
    ['urn:example:a?=', [['urn-invalid-component', 'a⟦?=⟧']]],
    ['urn:example:a?+r?x', []],
    ['urn:example:a?=/q', [['urn-invalid-component', 'a⟦?=/q⟧']]],
  ]);

  table('RFC 4122 §3: urn:uuid', [
    ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', []],
    ['urn:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', []],
    ['urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6', [['urn-invalid-uuid', 'f81d4fae7dec11d0a76500a0c91e6bf6']]],
    ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfg', [['urn-invalid-uuid', 'f81d4fae-7dec-11d0-a765-00a0c91e6bfg']]],
  ]);

  table('RFC 3187 §3: urn:isbn, ISBN-10 and ISBN-13 with their check digits', [
    ['urn:ISBN:0-395-36341-1', []],
    ['urn:isbn:978-3-16-148410-0', []],
    ['urn:isbn:080442957X', []],
    ['urn:isbn:978-0-306-40615-7', []],
    ['urn:isbn:0-306-40615-3', [['urn-invalid-isbn', '0-306-40615-3']]],
    ['urn:isbn:0451450524', [['urn-invalid-isbn', '0451450524']]],
    ['urn:isbn:978-3-16-148410-1', [['urn-invalid-isbn', '978-3-16-148410-1']]],
    ['urn:isbn:12345', [['urn-invalid-isbn', '12345']]],
  ]);

  table('RFC 2648 §2: urn:ietf', [
    ['urn:ietf:rfc:2648', []],
    ['urn:ietf:std:50', []],
    ['urn:ietf:bcp:14', []],
    ['urn:ietf:fyi:8', []],
    ['urn:ietf:id:ietf-urn-ietf-06', []],
    ['urn:ietf:mtg:41-urn', []],
    ['urn:ietf:rfc:abc', [['urn-invalid-ietf', 'rfc:abc']]],
  ]);
});
