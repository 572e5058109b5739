/** tel (RFC 3966): global and local numbers, phone-context and parameters, with the RFC's own examples. */
import { parsedTable, table } from './helpers';

describe('scheme rules: tel', () => {
  table('RFC 3966 §6: the examples get nothing', [
    ['tel:+1-201-555-0123', []],
    ['tel:7042;phone-context=example.com', []],
    ['tel:863-1234;phone-context=+1-914-555', []],
    ['tel:+1-201-555-0123;ext=1234', []],
    ['tel:+1(800)555-0199', []],
    ['tel:+49.30.1234567', []],
    ['tel:+1-201-555-0123;isub=1411', []],
    ['tel:+358-555-1234567;postd=pp22', []],
  ]);

  table('RFC 3966 §5.1.5: a local number needs phone-context', [
    ['tel:911', [['tel-missing-phone-context', '911']]],
    ['tel:555-1234;ext=1', [['tel-missing-phone-context', '555-1234']]],
    ['<TEL:911>', [['tel-missing-phone-context', '911']]],
    ['[call](tel:911)', [['tel-missing-phone-context', '911']]],
    // A contact line's label in prose, not a URI.
    ['Phone/Tel:555-1234', []],
  ]);

  table('RFC 3966 §3: number and parameters', [
    ['tel:+', [['tel-invalid-number', 'tel:⟦+⟧']]],
    ['tel:+1-800-FLOWERS', [['tel-invalid-number', '+1-800-FLOWERS']]],
    ['tel:555-1234;phone-context=', [['tel-invalid-parameter', 'phone-context=']]],
    ['tel:555-1234;phone-context=exa_mple', [['tel-invalid-parameter', 'phone-context=exa_mple']]],
    ['tel:+1-201-555-0123;ext=abc', [['tel-invalid-parameter', 'ext=abc']]],
    ['tel:+1-201-555-0123;;x=1', [['tel-invalid-parameter', '0123⟦;⟧;']]],
  ]);

  parsedTable('a number starting with "*", which the finder does not find in text', [
    ['tel:*21%23;phone-context=example.com', []],
    ['tel:*21%23', [['tel-missing-phone-context', '*21%23']]],
  ]);
});
