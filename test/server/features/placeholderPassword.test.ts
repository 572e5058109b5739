/**
 * RFC 3986 §3.2.1: a password in userinfo is deprecated. One that only stands
 * for a password in an example (`user:password@`, `<password>`, `$PASS`,
 * `***`) is reported as `placeholder-password`, Information by default, so a
 * team can silence examples without silencing real secrets; the
 * remove-password fix answers both codes, and no message shows either.
 */
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { CodeAction, Diagnostic, Range } from 'vscode-languageserver-types';
import type { Settings } from '@uri-lint/server/contract';
import { applied, open, settings, service, textAt } from './helpers';

const { Warning: W, Information: I } = DiagnosticSeverity;

/** The password diagnostics of `text`: code, severity and the text covered. */
function passwordDiagnostics(text: string, languageId = 'plaintext', overrides: Partial<Settings> = {}): [string, number, string, string][] {
  const { doc, analysis } = open(text, languageId);
  return service.diagnostics({ document: doc, analysis, settings: settings(overrides) })
    .filter((d: Diagnostic) => d.code === 'password-in-userinfo' || d.code === 'placeholder-password')
    .map((d: Diagnostic) => [String(d.code), d.severity!, textAt(doc, d.range), d.message]);
}

/**
 * Placeholders as documentation writes them: variables in every notation,
 * masks, and the word for a password. (`${PASS}` and `{{ pass }}` make the
 * reference a template, whose expressions get no Warning: shared/src/template/.)
 */
const PLACEHOLDERS = [
  'pass', 'PASS', 'Pass', 'password', 'Password', 'PASSWORD', 'passwd', 'pwd', 'secret', 'passphrase',
  'your_password', 'YOUR_PASSWORD', 'your-password', 'yourpassword', 'YourPassword', 'my_password', 'mypassword',
  'my-secret', 'db_password', 'user_pass', 'example_password', 'dummy_password', 'changeme', 'CHANGEME', 'change_me',
  'changeit', 'placeholder', 'redacted', 'REDACTED',
  '$PASS', '$PASSWORD', '$DB_PASSWORD', '$password', '%PASSWORD%', '{password}', '[password]',
  '***', '*****', 'xxx', 'XXXX', 'xxxxxxxx', '...', '…',
  '%2A%2A%2A', 'pass%5Fword',
  // Upper-case names of credentials, as providers' documentation writes them (symfony-docs' mailer and notifier DSNs).
  'SECRET_KEY', 'API_TOKEN', 'AUTH_TOKEN', 'CLIENT_SECRET', 'APP_KEY', 'TOKEN', 'KEY',
  // …and lower-case ones, as a URL's documented format names its parts (celery's docs: sqs://, dynamodb://, ironcache://).
  'aws_secret_access_key', 'token', 'api_key', 'access-token', 'secret_key', 'key',
  // Redacted: celery's tests expect a sanitised URI (`amqp://guest:**@…`).
  '**', '*',
];

/** Real passwords, weak ones included: reported as passwords, at their own level. */
const REAL = ['s3cret', 'hunter2', 'Zq7plainPW', 'HUNTER2', 'ABC_', 'Secret_Key', 'guest', 'admin', 'root', 'pw', 'p', 'x', 'xx', 'secret1', 'passw0rd', 'password123',
  'Tr0ub4dor&3', 'correct-horse-battery', 'a$b', '$1abc', 'pass:word', 'mypass1', 'keyboard_cat', 'monkey-tokens', 'tok3n'];

const MESSAGE = passwordDiagnostics('http://alice:xxx@h.example/')[0]![3];

describe('placeholder-password (RFC 3986 §3.2.1)', () => {
  describe('a placeholder is reported as Information, on the password, with a message that does not show it', () => {
    for (const password of PLACEHOLDERS) {
      it(JSON.stringify(password), () => {
        const [only, ...rest] = passwordDiagnostics(`see http://alice:${password}@db.example.com:5432/app here`);
        assert.deepEqual(rest, []);
        assert.deepEqual(only!.slice(0, 3), ['placeholder-password', I, password]);
        assert.equal(only![3], MESSAGE, 'one message, whatever the password');
      });
    }
  });

  describe('a real password stays password-in-userinfo, a Warning', () => {
    for (const password of REAL) {
      it(JSON.stringify(password), () => {
        const [only, ...rest] = passwordDiagnostics(`"http://alice:${password}@db.example.com/"`);
        assert.deepEqual(rest, []);
        assert.deepEqual(only!.slice(0, 3), ['password-in-userinfo', W, password]);
      });
    }
  });

  it('in every file type: a connection string in YAML, JSON, Markdown and Python', () => {
    const table: [string, string, string][] = [
      ['yaml', 'url: postgres://user:password@localhost:5432/db\n', 'password'],
      ['json', '{ "url": "amqp://guest:changeme@rabbit.example/" }\n', 'changeme'],
      ['html', '<a href="ftp://anonymous:&lt;password&gt;@ftp.example/">ftp</a>\n', '&lt;password&gt;'],
      ['markdown', 'Connect with `mongodb://admin:***@localhost:27017`.\n', '***'],
      ['python', 'REDIS = "redis://:$REDIS_PASSWORD@cache.example:6379/0"\n', '$REDIS_PASSWORD'],
    ];
    for (const [languageId, text, password] of table) {
      assert.deepEqual(passwordDiagnostics(text, languageId).map((d) => d.slice(0, 3)), [['placeholder-password', I, password]], languageId);
    }
  });

  it('a password a template writes whole, in any convention, is a placeholder; a literal one beside an expression is not', () => {
    const table: [string, string, string, string][] = [
      // curl's test harness macros (tests/data/test716 writes the user so): filled in before the URL is used.
      ['plaintext', 'socks5://%repeat[256 x A]%:%repeat[256 x B]%@%HOSTIP:%SOCKSPORT\n', 'placeholder-password', '%repeat[256 x B]%'],
      ['plaintext', 'ftp://%USER:%PASSWD@%HOSTIP:%FTPPORT/\n', 'placeholder-password', '%PASSWD'],
      ['yaml', 'url: "postgres://u:{{ .Values.pw }}@db:5432/x"\n', 'placeholder-password', '{{ .Values.pw }}'],
      // A template user name does not make a literal password any less one.
      ['plaintext', 'socks5://%repeat[256 x A]%:b@%HOSTIP:%SOCKSPORT\n', 'password-in-userinfo', 'b'],
      ['plaintext', 'postgres://$DB_USER:s3cr3tP4ss@db.example/x\n', 'password-in-userinfo', 's3cr3tP4ss'],
    ];
    for (const [languageId, text, code, password] of table) {
      assert.deepEqual(passwordDiagnostics(text, languageId).map((d) => d.slice(0, 3)), [[code, code === 'placeholder-password' ? I : W, password]], text);
    }
  });

  it('the names of a URL\'s fields in the userinfo, as a service documents its URL\'s form, are placeholders; chosen names and passwords are not', () => {
    const table: [string, string, string, string][] = [
      // apprise README.md:213, 205, 187, 119, 115, 167, 230: a table of each service's URL forms, every part a field's name.
      ['markdown', '| twilio:// | (TCP) 443 | twilio://AccountSid:AuthToken@FromPhoneNo<br/>\n', 'placeholder-password', 'AuthToken'],
      ['markdown', '| sinch:// | sinch://ServicePlanId:ApiToken@FromPhoneNo/ToPhoneNo<br/>\n', 'placeholder-password', 'ApiToken'],
      ['markdown', '| burstsms:// | burstsms://ApiKey:ApiSecret@FromPhoneNo/ToPhoneNo<br/>\n', 'placeholder-password', 'ApiSecret'],
      ['markdown', '| parsep:// | parsep://AppID:MasterKey@Hostname<br/>\n', 'placeholder-password', 'MasterKey'],
      ['markdown', '| onesignal:// | onesignal://TemplateID:AppID@APIKey/UserID<br/>\n', 'placeholder-password', 'AppID'],
      ['markdown', '| whatsapp:// | whatsapp://Template:AccessToken@FromPhoneID/ToPhoneNo\n', 'placeholder-password', 'AccessToken'],
      ['markdown', '| mailto:// | mailto://mySendingUsername:mySendingPassword@example.com?to=receivingAddress@example.com<br />\n', 'placeholder-password', 'mySendingPassword'],
      // apprise apprise/plugins/ringcentral.py:49, rocketchat.py:749, twist.py:802, fortysixelks.py:314; README.md:145.
      ['python', '#   ringc://SourcePhoneNo:JWTToken@ClientID/ClientSecret\n', 'placeholder-password', 'JWTToken'],
      ['python', '    # rocket://user:webhook@host\n', 'placeholder-password', 'webhook'],
      ['markdown', '| sessions:// | sessions://public_key:seed@hostname/room<br />\n', 'placeholder-password', 'seed'],
      ['python', '            #    twist://password:user@example.com\n', 'placeholder-password', 'user'],
      ['python', '        Support https://user:pw@api.46elks.com/a1/sms?to=+15551234567&from=Acme\n', 'placeholder-password', 'pw'],
      // The next line of twist.py: example credentials, chosen (judged a password written); and other chosen ones.
      ['python', '            # twist://abc123:bob@example.com using normal conventions would\n', 'password-in-userinfo', 'bob'],
      ['plaintext', 'see http://alice:pw@db.example.com/ here\n', 'password-in-userinfo', 'pw'],
      ['plaintext', 'see http://joe:test@example.com/ here\n', 'password-in-userinfo', 'test'],
      ['plaintext', 'see amqp://guest:guest@localhost:5672/ here\n', 'password-in-userinfo', 'guest'],
      ['plaintext', 'see http://user:hunter2@host/ here\n', 'password-in-userinfo', 'hunter2'],
      ['plaintext', 'see http://alice:AuthToken@example.com/ here\n', 'password-in-userinfo', 'AuthToken'],
      ['plaintext', 'see http://ApiKey:Zq7plainPW@FromPhoneNo/ here\n', 'password-in-userinfo', 'Zq7plainPW'],
      ['plaintext', 'see http://user:webhook@example.com/ here\n', 'password-in-userinfo', 'webhook'],
    ];
    for (const [languageId, text, code, password] of table) {
      assert.deepEqual(passwordDiagnostics(text, languageId).map((d) => d.slice(0, 3)), [[code, code === 'placeholder-password' ? I : W, password]], text);
    }
  });

  it('a listener\'s host:port@transport is no user and password: nothing is claimed', () => {
    // ntopng doc/src/advanced_features/syslog.rst:46.
    assert.deepEqual(passwordDiagnostics('(example :code:`syslog://*:5140@udp`).\n', 'restructuredtext'), []);
    assert.deepEqual(passwordDiagnostics('collector: syslog://127.0.0.1:514@tcp\n'), []);
    // A password of digits before a host that is one: a password still.
    assert.deepEqual(passwordDiagnostics('see syslog://admin:5140@logs.example.com here\n').map((d) => d.slice(0, 3)), [['password-in-userinfo', W, '5140']]);
  });

  it('says in plain words that it is an example password, naming the user, never the password', () => {
    assert.deepEqual(passwordDiagnostics('See postgres://admin:xxx@db.example/x\n').map((d) => d[3]), [
      'Example password in the URI of user "admin": fine in documentation; where the URI must work, pass credentials another way',
    ]);
    assert.deepEqual(passwordDiagnostics('See postgres://:PASSWORD@db.example/x\n').map((d) => d[3]), [
      'Example password in the URI: fine in documentation; where the URI must work, pass credentials another way',
    ]);
  });

  it('GitHub\'s `x-oauth-basic` after a token a template fills in is no secret written; a token written out, or GitLab\'s in the password, is one', () => {
    // apache/tvm ci/jenkins/templates/gpu_jenkinsfile.groovy.j2:115, a shell script in a Groovy template.
    const table: [string, string, string, string][] = [
      ['shellscript', 'git remote add deploy https://$GITHUB_TOKEN:x-oauth-basic@github.com/apache/tvm-site.git\n', 'placeholder-password', 'x-oauth-basic'],
      ['yaml', 'run: git clone https://${{ secrets.GH_PAT }}:x-oauth-basic@github.com/o/r.git\n', 'placeholder-password', 'x-oauth-basic'],
      ['plaintext', 'https://YOUR_TOKEN:X-OAuth-Basic@github.com/o/r.git\n', 'placeholder-password', 'X-OAuth-Basic'],
      ['plaintext', 'https://ghp_abcdefABCDEF0123456789:x-oauth-basic@github.com/o/r.git\n', 'password-in-userinfo', 'x-oauth-basic'],
      ['plaintext', 'https://oauth2:glpat-abcdef0123456789@gitlab.com/o/r.git\n', 'password-in-userinfo', 'glpat-abcdef0123456789'],
    ];
    for (const [languageId, text, code, password] of table) {
      assert.deepEqual(passwordDiagnostics(text, languageId).map((d) => d.slice(0, 3)), [[code, code === 'placeholder-password' ? I : W, password]], text);
    }
    assert.deepEqual(passwordDiagnostics(table[0]![1], 'shellscript').map((d) => d[3]), [
      'GitHub\'s fixed password x-oauth-basic after the token "$GITHUB_TOKEN" stands for: no secret written; where the URI must work, pass the token another way',
    ]);
  });

  it('has its own severity setting, apart from real passwords', () => {
    const text = 'a http://u:password@h.example/ and http://u:hunter2@h.example/';
    assert.deepEqual(passwordDiagnostics(text, 'plaintext', { severity: { 'placeholder-password': 'off' } }).map((d) => d[0]), ['password-in-userinfo']);
    assert.deepEqual(passwordDiagnostics(text, 'plaintext', { severity: { 'password-in-userinfo': 'off' } }).map((d) => d[0]), ['placeholder-password']);
  });

  it('"Remove password from URI" answers it as a quick fix, keeping the user', () => {
    const { doc, analysis } = open('"https://alice:your_password@example.com/"');
    const config = settings();
    const diagnostics = service.diagnostics({ document: doc, analysis, settings: config });
    const range: Range = { start: doc.positionAt(0), end: doc.positionAt(doc.getText().length) };
    const actions = service.codeActions({ document: doc, analysis, settings: config }, range, { diagnostics });
    const remove = actions.find((a: CodeAction) => a.title === 'Remove password from URI');
    assert.ok(remove);
    assert.equal(remove.kind, 'quickfix');
    assert.equal(remove.isPreferred, true);
    assert.deepEqual(remove.diagnostics!.map((d) => d.code), ['placeholder-password']);
    assert.equal(applied(doc, remove.edit!.changes![doc.uri]!), '"https://alice@example.com/"');
  });
});
