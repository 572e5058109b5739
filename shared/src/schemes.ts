/**
 * Scheme facts as data: default ports and which schemes are hierarchical.
 * Scheme names are case-insensitive (RFC 3986 §3.1), so every lookup folds
 * to lowercase first.
 */

/**
 * Default ports of common schemes, from each scheme's specification or its
 * IANA service-name registration. Used by §6.2.3 normalization and by hovers.
 */
const DEFAULT_PORTS: Readonly<Record<string, string>> = {
  http: '80',
  https: '443',
  ws: '80',
  wss: '443',
  ftp: '21',
  ftps: '990',
  sftp: '22',
  ssh: '22',
  telnet: '23',
  tn3270: '23',
  gopher: '70',
  ldap: '389',
  ldaps: '636',
  imap: '143',
  imaps: '993',
  pop: '110',
  pop3: '110',
  pops: '995',
  smtp: '25',
  rtsp: '554',
  rtsps: '322',
  sip: '5060',
  sips: '5061',
  nntp: '119',
  news: '119',
  snews: '563',
  snmp: '161',
  git: '9418',
  redis: '6379',
  rediss: '6380',
  postgresql: '5432',
  postgres: '5432',
  mysql: '3306',
  mongodb: '27017',
  amqp: '5672',
  amqps: '5671',
  mqtt: '1883',
  mqtts: '8883',
  coap: '5683',
  coaps: '5684',
  xmpp: '5222',
  irc: '6667',
  ircs: '6697',
  rsync: '873',
  vnc: '5900',
  rdp: '3389',
  dns: '53',
  nfs: '2049',
  prospero: '1525',
  wais: '210',
  'z39.50r': '210',
  'z39.50s': '210',
};

/**
 * Schemes whose URIs are hierarchical: they use `//authority` or `/`-rooted
 * paths, so relative references and dot-segments are meaningful (§1.2.3).
 */
const HIERARCHICAL: ReadonlySet<string> = new Set([
  'http', 'https', 'ws', 'wss', 'ftp', 'ftps', 'sftp', 'file', 'ssh', 'git', 'svn', 'svn+ssh', 'git+ssh',
  'git+https', 'git+http', 'hg', 'telnet', 'tn3270', 'gopher', 'ldap', 'ldaps', 'imap', 'imaps', 'pop', 'pop3',
  'pops', 'rtsp', 'rtsps', 'rtspu', 'nntp', 'snews', 'snmp', 'redis', 'rediss', 'postgresql', 'postgres', 'mysql',
  'mongodb', 'mongodb+srv', 'amqp', 'amqps', 'mqtt', 'mqtts', 'coap', 'coaps', 'irc', 'ircs', 'rsync', 'vnc', 'rdp',
  'dns', 'nfs', 'smb', 'cifs', 'afp', 'webdav', 'dav', 'davs', 'prospero', 'wais', 'z39.50r', 'z39.50s',
  'vscode', 'vscode-file', 'vscode-remote', 'vscode-resource', 'chrome', 'chrome-extension', 'moz-extension',
  'resource', 'jar', 's3', 'gs', 'hdfs', 'jdbc', 'ipp', 'ipps', 'steam', 'spotify', 'content', 'app',
]);

/**
 * The default port of `scheme` (any case), as the decimal string a URI
 * would carry, or `undefined` when the scheme has none we know of.
 * @example defaultPort('HTTPS') // '443'
 */
export function defaultPort(scheme: string): string | undefined {
  const key = scheme.toLowerCase();
  return Object.prototype.hasOwnProperty.call(DEFAULT_PORTS, key) ? DEFAULT_PORTS[key] : undefined;
}

/**
 * True for schemes (any case) whose URIs are hierarchical, that is, use a
 * `//authority` or `/`-rooted paths, so relative references resolve against
 * them meaningfully. False for opaque schemes such as `mailto`, `urn`,
 * `tel`, `data`, `news`, `javascript` and `about`, and for unknown schemes.
 */
export function isHierarchicalScheme(scheme: string): boolean {
  return HIERARCHICAL.has(scheme.toLowerCase());
}
