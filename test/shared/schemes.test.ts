/**
 * Scheme facts: default ports (used by §6.2.3 normalization) and which
 * schemes are hierarchical. Scheme names are case-insensitive (RFC 3986 §3.1).
 */
import * as assert from 'node:assert/strict';
import { defaultPort, isHierarchicalScheme } from '@uri-lint/shared';

describe('schemes', () => {
  describe('defaultPort', () => {
    const table: [string, string | undefined][] = [
      ['http', '80'],
      ['https', '443'],
      ['ws', '80'],
      ['wss', '443'],
      ['ftp', '21'],
      ['ssh', '22'],
      ['telnet', '23'],
      ['gopher', '70'],
      ['ldap', '389'],
      ['ldaps', '636'],
      ['imap', '143'],
      ['pop', '110'],
      ['smtp', '25'],
      ['rtsp', '554'],
      ['sip', '5060'],
      ['sips', '5061'],
      ['nntp', '119'],
      ['news', '119'],
      ['snmp', '161'],
      ['git', '9418'],
      ['redis', '6379'],
      ['postgresql', '5432'],
      ['mysql', '3306'],
      ['mongodb', '27017'],
      ['amqp', '5672'],
      ['mqtt', '1883'],
      ['coap', '5683'],
      ['xmpp', '5222'],
      ['HTTP', '80'], // §3.1 case-insensitive
      ['HtTpS', '443'],
      ['mailto', undefined],
      ['urn', undefined],
      ['file', undefined],
      ['unknown-scheme', undefined],
      ['', undefined],
      ['constructor', undefined], // not an inherited property of the table
      ['__proto__', undefined],
    ];
    for (const [scheme, port] of table) {
      it(`${JSON.stringify(scheme)} → ${String(port)}`, () => assert.equal(defaultPort(scheme), port));
    }
  });

  describe('isHierarchicalScheme', () => {
    const hierarchical = ['http', 'https', 'ws', 'wss', 'ftp', 'file', 'ssh', 'git', 'ldap', 'HTTP', 'File'];
    const opaque = ['mailto', 'urn', 'tel', 'data', 'news', 'javascript', 'about', 'sms', 'geo', 'unknown', ''];
    for (const scheme of hierarchical) it(`${scheme} is hierarchical`, () => assert.equal(isHierarchicalScheme(scheme), true));
    for (const scheme of opaque) it(`${JSON.stringify(scheme)} is not`, () => assert.equal(isHierarchicalScheme(scheme), false));
  });
});
