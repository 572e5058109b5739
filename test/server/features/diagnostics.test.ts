/**
 * Diagnostics, grouped by the section of RFC 3986 (or 3987) each rule
 * follows: exact ranges (given as the n-th occurrence of a substring of the
 * document), codes, severities, sources and RFC links.
 */
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { Settings } from '@uri-lint/server/contract';
import { applied, open, settings, span, textAt, service } from './helpers';

const { Error: E, Warning: W, Information: I } = DiagnosticSeverity;

/**
 * `[code, severity, where]`: `where` is a piece of the document, found at its
 * first occurrence, in which ⟦…⟧ marks the covered characters (no marks:
 * the whole piece).
 */
type Expected = [string, DiagnosticSeverity, string];

interface Case {
  text: string;
  languageId?: string;
  settings?: Partial<Settings>;
  expected: Expected[];
}

/** The offsets `where` (see `Expected`) marks in `text`. */
function located(text: string, where: string): [number, number] {
  const piece = where.replace(/[⟦⟧]/g, '');
  const at = text.indexOf(piece);
  assert.ok(at >= 0, `${JSON.stringify(piece)} is not in the document`);
  const open = where.indexOf('⟦');
  if (open < 0) return [at, at + piece.length];
  return [at + open, at + where.indexOf('⟧') - 1];
}

function diagnose(c: Case): Diagnostic[] {
  const { doc, analysis } = open(c.text, c.languageId ?? 'plaintext');
  return service.diagnostics({ document: doc, analysis, settings: settings(c.settings) });
}

function check(c: Case): void {
  const { doc } = open(c.text, c.languageId ?? 'plaintext');
  const actual = diagnose(c).map((d) => [d.code, d.severity, span(doc, d.range)]);
  const expected = c.expected.map(([code, severity, where]) => [code, severity, located(c.text, where)]);
  assert.deepEqual(actual, expected);
}

function table(title: string, cases: Case[]): void {
  describe(title, () => {
    for (const c of cases) it(`${JSON.stringify(c.text)}${c.settings ? ` with ${JSON.stringify(c.settings)}` : ''}`, () => check(c));
  });
}

describe('diagnostics', () => {
  // One finding per code and component, shown on the component (scheme, user name, host, port) or the
  // token of a path, query or fragment that holds its characters; the message names them (messages.test.ts).
  table('§2, §3: one error per code and component, on the unit that holds the offending characters', [
    { text: 'see "http://exa mple.com/" here', expected: [['invalid-character', E, 'exa mple.com']] },
    { text: 'see <https://example.com/a|b>', expected: [['invalid-character', E, 'a|b']] },
    { text: '"http://ex^ample.com"', expected: [['invalid-character', E, 'ex^ample.com']] },
    { text: '"http://a%zz.com/"', expected: [['invalid-percent-encoding', E, 'a%zz.com']] },
    { text: '"http://host:80a/"', expected: [['invalid-port', E, ':⟦80a⟧']] },
    { text: '"http://host:8o8o/" (one port, one finding)', expected: [['invalid-port', E, ':⟦8o8o⟧']] },
    { text: '"http://[::1"', expected: [['unclosed-ip-literal', E, '[::1']] },
    { text: '"http://[g::1]/"', expected: [['invalid-ipv6', E, '[g::1]']] },
    { text: '"http://a/b[c]"', expected: [['bracket-outside-ip-literal', E, 'b[c]']] },
    { text: '"http://x/a b|c"', expected: [['invalid-character', E, 'a b|c']] },
    { text: '"http://x/a|b/c|d?e|f" (two components, two findings)', expected: [['invalid-character', E, 'a|b/c|d'], ['invalid-character', E, 'e|f']] },
    { text: '"http://localhost/endpoint?test={%20content%20}" (braces in a concrete URL: one finding)', expected: [['invalid-character', E, '{%20content%20}']] },
    { text: 'fine: "https://example.com/a?b=c#d" and <mailto:a@example.com>', expected: [] },
  ]);

  describe('§2: the diagnostic of a core error', () => {
    it('carries the core code, message, source uri-lint and the link to the code\'s page', () => {
      const [d] = diagnose({ text: '"http://host:80a/"', expected: [] });
      assert.deepEqual(d, {
        range: d!.range,
        severity: E,
        code: 'invalid-port',
        codeDescription: { href: 'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/invalid-port.md' },
        source: 'uri-lint',
        message: 'Port "80a" is not a number: write digits only',
      });
    });
  });

  table('§3.2.1: a password in userinfo (the range is the password)', [
    { text: '"https://alice:s3cret@example.com/"', expected: [['password-in-userinfo', W, 's3cret']] },
    // No password; the user name alone is the http scheme rule's (RFC 9110 §4.2.4).
    { text: '"https://alice@example.com/"', expected: [['http-userinfo', I, 'alice']] },
    { text: '"https://alice:@example.com/" (an empty password shows nothing)', expected: [['http-userinfo', I, 'alice']] },
  ]);

  describe('§3.2.1: no message shows the password', () => {
    for (const text of ['"http://u:s3cret@example.com/"', '"http://u:s3c ret@example.com/"', '"http://u:s3%zz@example.com/"',
      '"http://u:s3c\u200Bret@example.com/"', '"http://u:s3cré@example.com/"']) {
      it(JSON.stringify(text), () => {
        const diagnostics = diagnose({ text, expected: [] });
        assert.ok(diagnostics.some((d) => d.code === 'password-in-userinfo'), 'the password is reported');
        for (const d of diagnostics) {
          assert.ok(!/s3c|ret|%zz|ré/.test(d.message), d.message);
        }
      });
    }
  });

  table('§7.6: userinfo that looks like a host', [
    { text: '"http://www.bank.example@evil.example/"', expected: [['deceptive-userinfo', W, 'www.bank.example']] },
    { text: '"ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"',
      expected: [['deceptive-userinfo', W, 'cnn.example.com&story=breaking_news']] },
    { text: '"http://192.168.0.1@evil.example/"', expected: [['deceptive-userinfo', W, '192.168.0.1']] },
    // What passes for an address deceives, valid (RFC 3986 §3.2.2) or not: nobody counts to 255 or sees a trailing dot.
    { text: '"http://999.168.0.1@evil.example/"', expected: [['deceptive-userinfo', W, '999.168.0.1']] },
    { text: '"http://10.0.0.1.@evil.example/"', expected: [['deceptive-userinfo', W, '10.0.0.1.']] },
    { text: '"ftp://1.2.3.4.5@ftp.example.com/" (a version number, not an address)', expected: [] },
    { text: '"http://paypal.com:x@evil.example/"',
      expected: [['deceptive-userinfo', W, 'paypal.com'], ['password-in-userinfo', W, ':⟦x⟧@']] },
    { text: '"ftp://john.doe@ftp.example.com/" (a plausible user name)', expected: [] },
    { text: '"ftp://anonymous@ftp.example.com/"', expected: [] },
  ]);

  table('§7.4: reg-names that resolvers read as IPv4 addresses', [
    { text: '"http://0x7f.1/"', expected: [['ambiguous-ip-address', W, '0x7f.1']] },
    { text: '"http://017.0.0.1/"', expected: [['ambiguous-ip-address', W, '017.0.0.1']] },
    { text: '"http://2130706433/"', expected: [['ambiguous-ip-address', W, '2130706433']] },
    { text: '"http://127.1/"', expected: [['ambiguous-ip-address', W, '127.1']] },
    { text: '"http://0X7F.0.0.1/"', expected: [['ambiguous-ip-address', W, '0X7F.0.0.1']] },
    { text: '"http://127.0.0.1/" (an IPv4address)', expected: [] },
    { text: '"http://256.1.1.1/" (no resolver reads it)', expected: [] },
    { text: '"http://08.1.1.1/" (8 is no octal digit)', expected: [] },
    { text: '"http://1.2.3.4.5/"', expected: [] },
    { text: '"http://4294967296/" (past 32 bits)', expected: [] },
    { text: '"http://example.com/"', expected: [] },
    // Outside the WHATWG special schemes, plain decimals are a name (RFC 3986 §3.2.2): a version, a record.
    { text: 'a Docker version (e.g. docker://1.5.0)', expected: [] },
    { text: '"rdar://4685553"', expected: [] },
    { text: '"foo://127.1/"', expected: [] },
    { text: '"foo://0x7f.1/" (hex: read as an address wherever resolved)', expected: [['ambiguous-ip-address', W, '0x7f.1']] },
    { text: '"ssh://017.0.0.1/" (octal)', expected: [['ambiguous-ip-address', W, '017.0.0.1']] },
    { text: '"ws://1.5.0/" (a special scheme: read as 1.5.0.0)', expected: [['ambiguous-ip-address', W, '1.5.0']] },
  ]);

  describe('§7.4: the message names the address resolvers see', () => {
    const cases: [string, string][] = [
      ['"http://0x7f.1/"', '127.0.0.1'], ['"http://017.0.0.1/"', '15.0.0.1'], ['"http://2130706433/"', '127.0.0.1'],
      ['"http://127.1/"', '127.0.0.1'], ['"http://192.168.257/"', '192.168.1.1'], ['"http://0/"', '0.0.0.0'],
    ];
    for (const [text, address] of cases) {
      it(`${text} is ${address}`, () => {
        const [d] = diagnose({ text, expected: [] });
        assert.match(d!.message, new RegExp(`IPv4 address ${address.replace(/\./g, '\\.')}\\b`));
      });
    }
  });

  table('§7.6: invisible and bidi characters (one warning, not also a non-ASCII error)', [
    { text: '"http://ex\u200Bample.com/"', expected: [['invisible-character', W, 'ex\u200Bample.com']] },
    { text: '"http://example.com/a\u200B\u200Cb"', expected: [['invisible-character', W, 'a\u200B\u200Cb']] },
    { text: '"http://example.com/\u00ADx"', expected: [['invisible-character', W, '\u00ADx']] },
    { text: '"https://例え.jp/a\u200Bb" (an IRI with a hidden character)',
      expected: [['iri', I, 'https://例え.jp/a\u200Bb'], ['invisible-character', W, 'a\u200Bb']] },
    { text: '"https://例え.jp/a\u202Eb" (RFC 3987 §4.1: no bidi controls in an IRI)',
      expected: [['non-ascii-character', E, '例え.jp'], ['invisible-character', W, 'a\u202Eb']] },
  ]);

  // A joiner that is part of what it joins is no hidden character: an emoji ZWJ sequence (UTS #51), a ZWJ or ZWNJ that
  // shapes letters as IDNA allows it (RFC 5892 Appendix A). A lone one, or one beside no emoji, still warns.
  table('§7.6: joiners that are part of the text', [
    // whatwg/url url.bs: `new URL("https://example.org/?q=🏳️‍🌈&key=e1f7bc78")`, the rainbow flag.
    { text: '"https://example.org/?q=🏳️\u200D🌈&key=e1f7bc78"', expected: [['iri', I, 'https://example.org/?q=🏳️\u200D🌈&key=e1f7bc78']] },
    { text: '"https://emojipedia.org/👩🏽\u200D💻/"', expected: [['iri', I, 'https://emojipedia.org/👩🏽\u200D💻/']] },
    { text: '"https://x.example/🧑\u200D🤝\u200D🧑"', expected: [['iri', I, 'https://x.example/🧑\u200D🤝\u200D🧑']] },
    // Malayalam's chillu (virama + ZWJ) and Persian's ZWNJ in Wikipedia titles.
    { text: '"https://ml.wikipedia.org/wiki/അവന്\u200D"', expected: [['iri', I, 'https://ml.wikipedia.org/wiki/അവന്\u200D']] },
    { text: '"https://fa.wikipedia.org/wiki/می\u200Cخواهم"', expected: [['iri', I, 'https://fa.wikipedia.org/wiki/می\u200Cخواهم']] },
    { text: '"https://example.org/?q=a\u200D🌈"',
      expected: [['iri', I, 'https://example.org/?q=a\u200D🌈'], ['invisible-character', W, 'a\u200D🌈']] },
    { text: '"https://example.org/?q=🌈\u200D"', expected: [['iri', I, 'https://example.org/?q=🌈\u200D'], ['invisible-character', W, '🌈\u200D']] },
    { text: '"https://example.org/?q=🌈\u200B🌈"',
      expected: [['iri', I, 'https://example.org/?q=🌈\u200B🌈'], ['invisible-character', W, '🌈\u200B🌈']] },
    { text: '"https://exam\u200Dple.org/"', expected: [['invisible-character', W, 'exam\u200Dple.org']] },
  ]);

  // Round 16: what the text around a URI writes is no character of it (shared/src/find/delimit.ts, absolute.ts).
  table('a delimiter or an escape of the text around a URI', [
    // mailtrain setup/functions:138: a here-document's `\$` writes `$`, a variable yum fills.
    { text: 'cat > /etc/yum.repos.d/mongodb-org.repo <<EOT\nbaseurl=https://repo.mongodb.org/yum/redhat/\\$releasever/mongodb-org/4.0/x86_64/\nEOT\n', expected: [] },
    // keystone docs/public/assets/getting-started/cover.svg:55: zero-width spaces around the URL.
    { text: '<svg><text><tspan>Open the Admin UI (\u200bhttp://localhost:3000\u200b)</tspan></text></svg>\n', languageId: 'xml', expected: [] },
    // …one inside it is still flagged.
    { text: 'see https://exam\u200bple.com/ now\n', expected: [['invisible-character', W, 'https://⟦exam\u200bple.com⟧/']] },
    // fluent-bit …/setup-share-telemetry-testing.sh:41: a continued sed command's scripts.
    { text: 'sed -i.bak \\\n  -e \'s|^listeners=PLAINTEXT://:9092,CONTROLLER://:9093|listeners=CONTROLLER://:9093|\' \\\n  $SP\n', languageId: 'shellscript', expected: [] },
    // dokuwiki inc/lang/ar/index.txt:3: an interwiki link's page.
    { text: 'هذا فهرس لجميع الصفحات مرتبة حسب [[doku>ar:namespaces|namespaces]].\n', expected: [] },
  ]);

  // A scheme with a syntax of its own (shared/src/ownSyntax.ts): no RFC 3986 finding is claimed on it. RFC 3986's own
  // schemes keep their findings.
  table('schemes with a syntax of their own', [
    // jupyter-book/jupyter-book .github/workflows/ci.yml: a container image's tag, no port.
    { text: '        uses: "docker://python:3.12-slim-bookworm"', languageId: 'yaml', expected: [] },
    // Apptainer's and Helm's sources.
    { text: 'apptainer pull library://alpine:3.11', expected: [] },
    // containers/buildah docs/buildah-build.1.md:98: a build context's image.
    { text: '--build-context alpine=container-image://alpine:3.15, (also accepts docker://, docker-image://)', languageId: 'markdown', expected: [] },
    // containerd/nerdctl docs/ipfs.md:53 (an image pushed to IPFS), mudler/LocalAI README.md:154 (Ollama's library).
    { text: '> nerdctl push ipfs://ubuntu:20.04-encrypted', languageId: 'markdown', expected: [] },
    { text: 'local-ai run ollama://gemma:2b', languageId: 'markdown', expected: [] },
    // An IPFS content id and its path are still judged.
    { text: '"ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/a:b/c d"', expected: [['invalid-character', E, 'a:b/⟦c d⟧']] },
    { text: 'helm install web oci://registry-1.docker.io/bitnamicharts/nginx:15.0.0', languageId: 'shellscript', expected: [] },
    // godotengine/godot-demo-projects misc/hdr_output/main.tscn: a resource path with spaces.
    { text: '[ext_resource type="Texture2D" uid="uid://b335ssbw6ynt6" path="res://output_max_linear_value/Super Mountain Dusk/mountain.png" id="7_5vw27"]',
      languageId: 'gdresource', expected: [] },
    { text: 'var save = FileAccess.open("user://save game.json", FileAccess.WRITE)', languageId: 'gdscript', expected: [] },
    // DataTalksClub/data-engineering-zoomcamp 07-streaming/extras/python/docker/docker-compose.yml: Kafka's listeners.
    { text: '      KAFKA_ADVERTISED_LISTENERS: LISTENER_BOB://broker:29092,LISTENER_FRED://localhost:9092', languageId: 'yaml', expected: [] },
    { text: 'listeners=SASL_SSL://0.0.0.0:9093', languageId: 'properties', expected: [] },
    // Dvd848/CTFs 2021_CyberArk/CentauriKube.md: a pod's status, its image pinned by its digest.
    { text: '      imageID: docker-pullable://ubuntu@sha256:aba80b77e27148d99c034a987e7da3a287ed455390352663418c0f2ed40417fe', languageId: 'yaml', expected: [] },
    // petercorke/robotics-toolbox-matlab's App Designer report, bokuweb/responsively: a script, no resource's path.
    { text: '<a href="matlab:helpview(fullfile(docroot, \'simulink\', \'helptargets.map\'))">help</a>', languageId: 'html', expected: [] },
    { text: '<a href="javascript:alert(\'Hi there\')">x</a>', languageId: 'html', expected: [] },
    // jointakahe/takahe docs/tuning.rst, MongoDB's and libpq's connection strings: a list of hosts, each with its port.
    { text: '    memcached://server1:11211,server2:11211', languageId: 'restructuredtext', expected: [] },
    { text: 'MONGO_URL=mongodb://app@db1:27017,db2:27017,db3:27017/app?replicaSet=rs0', languageId: 'properties', expected: [] },
    { text: 'DATABASE_URL="postgresql://host1:5432,host2:5432/somedb?target_session_attrs=read-write"', languageId: 'shellscript', expected: [] },
    // A web scheme has one host; a database's port that is no number is still an Error.
    { text: 'curl "http://a.example:1,b.example:2/"', languageId: 'shellscript', expected: [['invalid-port', E, ':⟦1,b.example:2⟧']] },
    { text: 'mongodb://db1:27o17/app', expected: [['invalid-port', E, ':⟦27o17⟧']] },
    // `user:` means Godot's data folder only in Godot's languages.
    { text: 'var save = "user://save game.json"', languageId: 'javascript', expected: [['invalid-character', E, '//⟦save game.json⟧']] },
    // scp's syntax pasted into an ssh URL is still an Error; a password is still a password.
    { text: '"ssh://git@github.com:org/repo.git"', expected: [['invalid-port', E, ':⟦org⟧']] },
    { text: '"docker://bot:hunter2@registry.example.com/app:1.2"', expected: [['password-in-userinfo', W, ':⟦hunter2⟧@']] },
    // renovatebot/renovate lib/modules/manager/github-actions/parse.ts: an image's name and tag before its digest, no
    // credentials (no registry's host and image path after the `@`).
    { text: ' * - `docker://image:tag@digest`', languageId: 'typescript', expected: [] },
    { text: '  uses: docker://alpine:3.19@sha256:0123456789abcdef0123456789abcdef', languageId: 'yaml', expected: [] },
    // sonic-pi app/gui/qt/html/info.html:5, COMMUNITY.md:11 and CORETEAM.html:16: Qt's resource paths, which the app's
    // QTextBrowser loads from its .qrc (the build copies the Markdown and HTML into its info pages); Joplin's resources.
    { text: ' <img src=":/images/logo-smaller.png" height="268dx" width="328dx"/>', languageId: 'html', expected: [] },
    { text: ' <img src=":/images/in_thread_screen.png" height="254dx" width="413dx"/>', languageId: 'markdown', expected: [] },
    { text: '<a href="https://twitter.com/samaaron"><img height="100dx" width="100dx" src=":/images/coreteam/samaaron.png"></a>', languageId: 'html', expected: [] },
    { text: '![photo](:/0123456789abcdef0123456789abcdef)', languageId: 'markdown', expected: [] },
    // A colon in a first segment after a name, and a URL whose scheme was lost, stay the mistakes they are.
    { text: '<img src="2x:b/logo.png">', languageId: 'html', expected: [['colon-in-first-segment', E, '⟦2x:b⟧/logo.png']] },
    { text: '<img src="://cdn.example/logo.png">', languageId: 'html', expected: [['colon-in-first-segment', E, '⟦:⟧//cdn.example/logo.png']] },
  ]);

  // A template's placeholder is a claim the tool cannot make about the URI it stands in (at most Information), in any
  // language and file name: rows from public repositories, then the general form.
  table('templates: `%%NAME%%` and `@NAME@` placeholders, in a file named as a template or not', [
    // arduino/ArduinoCore-avr extras/package_index.json.Hourly.template:17 (plain text by its name).
    { text: '        "url": "http://downloads.arduino.cc/Hourly/avr/%%FILENAME%%",', expected: [] },
    { text: '{"url": "http://downloads.arduino.cc/PR/a/%%FILENAME%%"}', languageId: 'json', expected: [] },
    { text: 'set URL=https://x.example/%%VERSION%%/setup.exe', languageId: 'bat', expected: [] },
    { text: 'url = "https://x.example/@PACKAGE_VERSION@/x.tar.gz"', expected: [] },
    // A stray "%" is still one.
    { text: '"url": "http://x.example/a%zz/%%FILENAME%%"', expected: [['invalid-percent-encoding', E, 'a%zz']] },
  ]);

  table('templates: `[[NAME]]` between doubled brackets is a placeholder, as `%%NAME%%` is', [
    // mjml packages/mjml-social/src/SocialElement.js:8 and :13, a share link filled in by the component.
    { text: "    'share-url': 'https://www.facebook.com/sharer/sharer.php?u=[[URL]]',", languageId: 'javascript', expected: [] },
    { text: "    'share-url': 'https://twitter.com/intent/tweet?url=[[URL]]',", languageId: 'javascript', expected: [] },
    { text: 'url = "https://x.example/[[PROJECT_NAME]]/[[VERSION_2]]/x.tar.gz"', languageId: 'python', expected: [] },
    { text: 'See https://x.example/share?u=[[URL]] for the form.', expected: [] },
    // Lower case too (NetNewsWire's article themes: `href="[[feed_link]]"`); doubled brackets around no name stay what they are.
    { text: '"https://x.example/a?u=[[url]]"', languageId: 'javascript', expected: [] },
    { text: '"https://x.example/a?u=[[1]]"', languageId: 'javascript', expected: [['bracket-outside-ip-literal', E, '=⟦[[1]]⟧']] },
  ]);

  table('Markdown: a note app\'s wiki link `[[…]]` is its own link syntax, no URI to judge', [
    // dendron-site vault/changelog.release.2022-01-04.md:112, community.discord.md:36, dendron.guides.cook.md:90 (range selectors).
    { text: '![[dendron://dendron.dendron-site/changelog#0760,1:#0750]]', languageId: 'markdown', expected: [] },
    { text: '![[dendron://dendron.dendron-site/community.discord.channels#intros:#*]]', languageId: 'markdown', expected: [] },
    { text: '![[dendron://dendron.dendron-site/dendron.topic.vaults#^NiCCqLjTG2nbM6Qi:#*]]', languageId: 'markdown', expected: [] },
    // changelog.release.2022-07-19.md:12, community.discord.channels.md:9: a label, then a block anchor `#^id`.
    { text: '- More Information: ([[Go Next Sibling|dendron://dendron.dendron-site/dendron.topic.navigation.commands.go-next-sibling#^x8aubxke0i61]])', languageId: 'markdown', expected: [] },
    { text: '![[Community|dendron://dendron.dendron-site/community#^dendron-discord]]', languageId: 'markdown', expected: [] },
    // changelog.past-versions.0-4-x.md:417: a Markdown link whose destination is a wiki link.
    { text: '-   we documented the organization of utility modules [here]([[Utilities|pro.utilities]])', languageId: 'markdown', expected: [] },
    // Obsidian's and Foam's general forms.
    { text: 'See [[note#^blockid]], [[note#Heading|label]] and ![[image.png|100]].', languageId: 'markdown', expected: [] },
    { text: 'Open [[https://x.example/a b|the site]].', languageId: 'markdown', expected: [] },
    // A URL outside the brackets, and in an ordinary link on the same line, is still judged.
    { text: 'See [[note]] and [x](https://x.example/a%zz).', languageId: 'markdown', expected: [['invalid-percent-encoding', E, 'a%zz']] },
    { text: 'See [[note]] and https://x.example/a%zz here.', languageId: 'markdown', expected: [['invalid-percent-encoding', E, 'a%zz']] },
    // In a code span the brackets are code: the URI there is read as before.
    { text: 'Write `[[https://x.example/a%zz]]` here.', languageId: 'markdown', expected: [['invalid-percent-encoding', E, 'a%zz']] },
  ]);

  table('XML: a Windows path in an attribute (a .nuspec\'s `<file src>`) is the tool\'s path, no URI', [
    // chocolatey-packages automatic/notepadplusplus.commandline/notepadplusplus.commandline.nuspec:53, :54, thunderbird/thunderbird.nuspec:62.
    { text: '    <file src="tools\\**" target="tools" />', languageId: 'xml', expected: [] },
    { text: '    <file src="..\\notepadplusplus.install\\tools\\chocolateyBeforeModify.ps1" target="tools" />', languageId: 'xml', expected: [] },
    { text: '    <file src="..\\Firefox\\tools\\helpers.ps1" target="tools\\helpers.ps1" />', languageId: 'xml', expected: [] },
    { text: '<Content Include="a.txt" src="C:\\Program Files\\x\\a.txt" />', languageId: 'xml', expected: [] },
    // A URI with a scheme and authority is still judged, a backslash in it too; HTML's `src` is always a URL.
    { text: '<file src="http://x.example/a%zz" />', languageId: 'xml', expected: [['invalid-percent-encoding', E, 'a%zz']] },
    { text: '<x xlink:href="https://x.example/a\\b" />', languageId: 'xml', expected: [['invalid-character', E, '/⟦a\\b⟧']] },
  ]);

  table('HTML: the content of `<script>` and `<style>` is their language\'s, no tags', [
    // javascript-info-ru 99-archive/077-custom-events/menu-event.view/index.html:38 (and menu-callback.view:43,
    // 116-template-lodash): judged as a missing fragment before; a stray "%" stands for any finding of the attribute.
    { text: '<script>\n  var menu = {\n    items: {\n        cake: "Торт", // cake  <a href="#cake%">Торт</a>\n    }\n  };\n</script>', languageId: 'html', expected: [] },
    { text: '<script type="module">\n  // <a href="a%zz.html">x</a>\n</script>\n<style>\n  /* <a href="b%zz.html"> */\n</style>', languageId: 'html', expected: [] },
    { text: '<textarea><a href="a%zz.html">x</a></textarea><title><img src="b%zz.png"></title>', languageId: 'html', expected: [] },
    // The tags' own attributes, and those after the end tag, are still read; an end tag never written skips nothing.
    { text: '<script src="a%zz.js"></script>', languageId: 'html', expected: [['invalid-percent-encoding', E, 'a%zz.js']] },
    { text: '<script>var a = 1;</script>\n<a href="b%zz.html">x</a>', languageId: 'html', expected: [['invalid-percent-encoding', E, 'b%zz.html']] },
    { text: '<script>var a = 1;\n<a href="c%zz.html">x</a>', languageId: 'html', expected: [['invalid-percent-encoding', E, 'c%zz.html']] },
    // A data block's markup is what a program writes into the page (rustdoc's `<script type="text/json">`): still read.
    { text: '<script type="text/x-template">\n  <a href="d%zz.html">x</a>\n</script>', languageId: 'html', expected: [['invalid-percent-encoding', E, 'd%zz.html']] },
    // Markdown's prose names `<script>` in passing: an attribute after it is read as before.
    { text: 'Put it in a <script> tag: <a href="e%zz.html">x</a>', languageId: 'markdown', expected: [['invalid-percent-encoding', E, 'e%zz.html']] },
  ]);

  table('BBCode: a URI ends before a closing tag `[/tag]`, in prose, comments and strings', [
    // javascript-info-ru 9-regular-expressions/13-regexp-alternation/02-find-matching-bbtags/task.md:8, :37, :38, :47, solution.md:16, :20.
    { text: '[url]http://ya.ru[/url]', languageId: 'markdown', expected: [] },
    { text: '    [url]http://ya.ru[/url]', languageId: 'markdown', expected: [] },
    { text: 'let str = "..[url]http://ya.ru[/url]..";', languageId: 'javascript', expected: [] },
    { text: 'alert( str.match(regexp) ); // [url]http://ya.ru[/url]', languageId: 'javascript', expected: [] },
    { text: 'alert( str.match(regexp) ); // [url][b]http://ya.ru[/b][/url]', languageId: 'javascript', expected: [] },
    { text: 'alert( str.match(regexp) ); // [b]привет![/b],[quote][url]http://ya.ru[/url][/quote]', languageId: 'javascript', expected: [] },
    // The general form, and the URI before the tag still judged.
    { text: '[img]https://x.example/a.png[/img] and [URL]https://x.example/b[/URL]', expected: [] },
    { text: '[url]https://x.example/a%zz[/url]', expected: [['invalid-percent-encoding', E, 'a%zz']] },
    // A bracket that is no closing tag keeps its verdict.
    { text: '"http://a/b[c]"', expected: [['bracket-outside-ip-literal', E, 'b[c]']] },
  ]);

  table('templates: a variable where the scheme goes (`$SCHEME://`), in every language that interpolates', [
    // acmesh-official/acme.sh deploy/directadmin.sh:74, deploy/synology_dsm.sh:139, deploy/truenas_ws.sh:199, deploy/peplink.sh:75.
    { text: '  _response=$(_post "$_request_body" "$DirectAdmin_SCHEME://$DirectAdmin_USERNAME:$DirectAdmin_KEY@$DirectAdmin_ENDPOINT/CMD_API_SSL" "" "POST" "application/json")', languageId: 'shellscript',
      expected: [['placeholder-password', I, ':⟦$DirectAdmin_KEY⟧@']] },
    { text: '  _base_url="$SYNO_SCHEME://$SYNO_HOSTNAME:$SYNO_PORT"', languageId: 'shellscript', expected: [] },
    { text: '  _ws_uri="$DEPLOY_TRUENAS_PROTOCOL://$DEPLOY_TRUENAS_HOSTNAME/websocket"', languageId: 'shellscript', expected: [] },
    { text: '  _base_url="$PEPLINK_Scheme://$PEPLINK_Hostname:$PEPLINK_Port"', languageId: 'shellscript', expected: [] },
    { text: '$url = "$scheme://$host/api";', languageId: 'php', expected: [] },
    { text: 'my $u = "$proto://$host/x";', languageId: 'perl', expected: [] },
    { text: 'url="http$S://h_x.example/a"', languageId: 'shellscript', expected: [] },
    { text: 'Set it to $SCHEME://$HOST/path.', languageId: 'markdown', expected: [] },
    { text: 'url: ${SCHEME}://${HOST}/x', languageId: 'yaml', expected: [] },
    { text: 'url = "#{scheme}://#{host}/x"', languageId: 'ruby', expected: [] },
    { text: 'url: "{{ scheme }}://{{ host }}/x"', languageId: 'yaml', expected: [] },
    { text: 'RewriteRule ^(.*)$ %{REQUEST_SCHEME}://%{HTTP_HOST}/$1', expected: [] },
    // No `$`: a scheme with "_" is still an Error.
    { text: '"foo_bar://x.example/"', expected: [['invalid-scheme', E, 'foo_bar']] },
  ]);

  table('templates: a Liquid or Jinja expression read whole inside an HTML attribute, its quotes and all', [
    // fortran-lang/fortran-lang.org _layouts/code_category.html:36, packages/category/fpm.html:43.
    { text: '<img src="https://img.shields.io/badge/version-{{ project.version | replace: " ", "%20" | replace: "-", "--" }}-green.svg">', languageId: 'html', expected: [] },
    { text: '<img src="https://img.shields.io/badge/Version-{{ vers[1].version | replace: " ", "%20" | replace: "-", "--" }}-green.svg">', languageId: 'html', expected: [] },
    { text: '<a href="https://x.example/{% if a == "b" %}b{% endif %}/">x</a>', languageId: 'html', expected: [] },
    { text: 'See <a href=\'https://x.example/{{ t | replace: \' \', \'-\' }}/\'>it</a>', languageId: 'markdown', expected: [] },
    // The literal text after the expression is still judged.
    { text: '<img src="https://x.example/{{ v | replace: " ", "%20" }}/a b.svg">', languageId: 'html', expected: [['invalid-character', E, '/⟦a b.svg⟧']] },
  ]);

  table('own syntax: a UNIX domain socket as got, request and axios write it (`http://unix:SOCKET:PATH`), and Apache', [
    // sindresorhus/got test/unix-socket.ts:24 and documentation/2-options.md:1056.
    { text: "\treturn format('http://unix:%s:%s', socketPath, path);", languageId: 'typescript', expected: [] },
    { text: 'Use the following URL scheme: `PROTOCOL://unix:SOCKET:PATH`', languageId: 'markdown', expected: [] },
    { text: '- UNIX sockets: `http://unix:SOCKET:PATH`', languageId: 'markdown', expected: [] },
    { text: "got('http://unix:/var/run/docker.sock:/containers/json')", languageId: 'javascript', expected: [] },
    // Apache's mod_proxy: a socket, a `|`, the URL sent over it. chef-cookbooks/apache2 test/cookbooks/test/recipes/php.rb:38.
    { text: '      apache_php_handler: "proxy:unix:#{php_fpm_socket}|fcgi://localhost"', languageId: 'ruby', expected: [] },
    { text: 'SetHandler "proxy:unix:/run/php/php8.2-fpm.sock|fcgi://localhost"', languageId: 'properties', expected: [] },
    // symfony/symfony-docs setup/web_server_configuration.rst:75, in a literal block.
    { text: '.. code-block:: apache\n\n    <FilesMatch \\.php$>\n            SetHandler proxy:unix:/var/run/php/php8.3-fpm.sock|fcgi://dummy\n    </FilesMatch>\n', languageId: 'restructuredtext', expected: [] },
    { text: 'ProxyPass "/" "unix:/var/run/www.sock|http://localhost/"', expected: [] },
    // A port of digits is a port, and a word after another host is no socket.
    { text: '"http://unix:8080/"', expected: [] },
    { text: '"https://x.example:SOCKET/"', expected: [['invalid-port', E, ':⟦SOCKET⟧']] },
  ]);

  table('delimiting: a URI opened by a quote ends at the quote that closes it, inside another string', [
    // aws-cloudformation/aws-cloudformation-templates Solutions/AmazonCloudWatchAgent/inline/windows.json:119.
    { text: String.raw`"Fn::Sub": "<script>\nmkdir C:\\Downloads\\Amazon\\AmazonCloudWatchAgent\npowershell -Command \"(New-Object Net.WebClient).DownloadFile('https://s3.amazonaws.com/amazoncloudwatch-agent/windows/amd64/latest/amazon-cloudwatch-agent.msi','C:\\Downloads\\Amazon\\AmazonCloudWatchAgent\\amazon-cloudwatch-agent.msi')\"\n</script>"`,
      languageId: 'json', expected: [] },
    { text: String.raw`run: powershell -c "iwr('https://x.example/a.msi','C:\a.msi')"`, languageId: 'yaml', expected: [] },
    { text: String.raw`Call DownloadFile('https://x.example/a.msi', 'C:\a.msi') first.`, languageId: 'markdown', expected: [] },
    // What follows the quote is not the URI's: its own error is still found.
    { text: String.raw`{"c": "f('https://x.example/a b','C:\\x')"}`, languageId: 'json', expected: [] },
    { text: String.raw`{"c": "f('https://x.example/a|b','C:\\x')"}`, languageId: 'json', expected: [['invalid-character', E, 'a|b']] },
  ]);

  table('own syntax: a Windows path after `file:` where nothing offers it as a URI', [
    // aws-cloudformation-templates Solutions/AmazonCloudWatchAgent/inline/windows.yaml:115 and windows.json:95.
    { text: String.raw`              command: powershell -Command "C:\\'Program Files'\\Amazon\\AmazonCloudWatchAgent\\amazon-cloudwatch-agent-ctl.ps1 -a fetch-config -m ec2 -c file:C:\\ProgramData\\Amazon\\AmazonCloudWatchAgent\\amazon-cloudwatch-agent.json -s"`,
      languageId: 'yaml', expected: [] },
    { text: String.raw`{"command": "powershell -Command \"C:\\\\'Program Files'\\\\Amazon\\\\AmazonCloudWatchAgent\\\\amazon-cloudwatch-agent-ctl.ps1 -a fetch-config -m ec2 -c file:C:\\\\ProgramData\\\\Amazon\\\\AmazonCloudWatchAgent\\\\amazon-cloudwatch-agent.json -s\""}`,
      languageId: 'json', expected: [] },
    { text: String.raw`agent -c file:C:\config\agent.json`, languageId: 'shellscript', expected: [] },
    { text: String.raw`agent --config=file:C:\config\agent.json`, expected: [] },
    // A quoted value of its own is a URL given to a parser: encode/httpx tests/models/whatwg.json:1519, WHATWG's test input.
    { text: String.raw`    "input": "file:c:\\foo\\bar.html",`, languageId: 'json', expected: [['invalid-character', E, String.raw`file:⟦c:\\foo\\bar.html⟧`]] },
    // Offered as a URI (a link's destination, `<…>`), it is judged, and a file URI's own mistakes are still found.
    { text: String.raw`[x](file:C:\dir\a.txt)`, languageId: 'markdown', expected: [['invalid-character', E, String.raw`file:⟦C:\dir\a.txt⟧`]] },
    { text: '"file://C:/Users/me/a.txt"', expected: [['file-drive-letter-authority', E, 'file://⟦C:⟧/']] },
    { text: '"file:///C:/Users/me/a.txt"', expected: [] },
  ]);

  table('Markdown: spaces in a `<…>` destination, which every renderer percent-encodes', [
    // obsidianmd/obsidian-help en/Editing and formatting/Basic formatting syntax.md:186.
    { text: '[My Note](<obsidian://open?vault=MainVault&file=My Note.md>)', languageId: 'markdown', expected: [] },
    { text: '[x](<https://x.example/a b>) and\n\n[y]: <https://x.example/c d>\n\n[y]', languageId: 'markdown', expected: [] },
    // The same shown in a fenced sample, where Markdown's syntax is not read: still a destination's shape.
    { text: '```md\n[My Note](<obsidian://open?vault=MainVault&file=My Note.md>)\n```\n', languageId: 'markdown', expected: [] },
    { text: '// See [My Note](<obsidian://open?vault=V&file=My Note.md>).', languageId: 'typescript', expected: [] },
    // Between `<` and `>` alone (RFC 3986 Appendix C), a space is the URI's error.
    { text: 'see <https://x.example/a b> here', expected: [['invalid-character', E, 'a b']] },
    // Only the spaces: another invalid character is still an Error.
    { text: '[x](<https://x.example/a|b c>)', languageId: 'markdown', expected: [['invalid-character', E, 'a|b c']] },
    // Outside `<…>` a space still is one, and so is one in a fragment, which no id holds (a MyST project's names aside).
    { text: '"https://x.example/a b"', expected: [['invalid-character', E, 'a b']] },
    { text: '[x](<https://x.example/a#b c>)', languageId: 'markdown', expected: [['invalid-character', E, '#⟦b c⟧']] },
  ]);

  table('RFC 3987: an IRI is one information diagnostic', [
    { text: '"https://bücher.example/straße?x=ü#frag"', expected: [['iri', I, 'https://bücher.example/straße?x=ü#frag']] },
    { text: '"https://bücher.example/"', settings: { iriStrict: true }, expected: [['iri', E, 'https://bücher.example/']] },
    { text: '"https://bücher.example/"', settings: { severity: { iri: 'off' } }, expected: [] },
    { text: '"https://bücher.example/"', settings: { iriStrict: true, severity: { iri: 'hint' } },
      expected: [['iri', DiagnosticSeverity.Hint, 'https://bücher.example/']] },
    { text: '"http://exa mple.com/ü" (not an IRI: it has other errors)',
      expected: [['invalid-character', E, 'exa mple.com'], ['non-ascii-character', E, '/⟦ü⟧']] },
  ]);

  table('§6: normal form, off unless enabled', [
    { text: '"HTTP://Example.COM:80/a/./b"', expected: [] },
    { text: '"HTTP://Example.COM:80/a/./b"', settings: { normalFormEnable: true },
      expected: [['not-normalized', I, 'HTTP://Example.COM:80/a/./b']] },
    { text: '"http://example.com/a/b"', settings: { normalFormEnable: true }, expected: [] },
    { text: '"http://exa mple.com/A" (invalid: only its error)', settings: { normalFormEnable: true },
      expected: [['invalid-character', E, 'exa mple.com']] },
  ]);

  table('settings', [
    { text: '"http://host:80a/"', settings: { severity: { 'invalid-port': 'warning' } }, expected: [['invalid-port', W, ':⟦80a⟧']] },
    { text: '"http://host:80a/"', settings: { severity: { 'invalid-port': 'off' } }, expected: [] },
    { text: '"http://u:p@h/"', settings: { severity: { 'password-in-userinfo': 'error' } }, expected: [['password-in-userinfo', E, ':⟦p⟧@']] },
    { text: '"http://host:80a/" "x-y://a b"', settings: { ignoreSchemes: ['HTTP'] }, expected: [['invalid-character', E, '//⟦a b⟧']] },
    { text: '"http://host:80a/" "https://x/a|b"', settings: { ignorePatterns: ['https://x/*'] }, expected: [['invalid-port', E, ':⟦80a⟧']] },
    { text: '"http://host:80a/" "https://x/a|b"', settings: { ignorePatterns: ['/:80a/'] }, expected: [['invalid-character', E, 'a|b']] },
    { text: '"http://host:80a/"', settings: { enable: false }, expected: [] },
    { text: '"http://host:80a/"', settings: { languages: ['markdown'] }, expected: [] },
    { text: '"http://host:80a/"', settings: { languages: ['markdown', 'plaintext'] }, expected: [['invalid-port', E, ':⟦80a⟧']] },
  ]);

  table('decoded text: a range covers the whole escape or character reference', [
    { text: '{"u": "http://ex\\u00ADample.com/"}', languageId: 'json', expected: [['invisible-character', W, 'ex\\u00ADample.com']] },
    { text: "t('http://x.example/a\\\\b')", languageId: 'javascript', expected: [['invalid-character', E, 'a\\\\b']] },
    { text: '<a href="http://x.example/a&#x7C;b">', languageId: 'html', expected: [['invalid-character', E, 'a&#x7C;b']] },
    { text: '[x](https://x.example/a\\_b|c)', languageId: 'markdown', expected: [['invalid-character', E, 'a\\_b|c']] },
  ]);

  table('round 15: a usage synopsis\'s optional parts in brackets are a template, no bracket outside an IP literal', [
    // eclipse/mosquitto client/pub_client.c:509, man/mosquitto_pub.1.xml:408, www/pages/documentation/dynamic-security.md:464.
    { text: '\tprintf("                      socks5h://[username[:password]@]hostname[:port]\\n");', languageId: 'c', expected: [] },
    { text: '                <option>socks5h://[username[:password]@]host[:port]</option>.', languageId: 'xml', expected: [] },
    { text: 'form `socks5h://[username[:password]@]host[:port]`. The protocol prefix', languageId: 'markdown', expected: [] },
    // diesel-rs/diesel src/mysql_like/connection/url.rs:224; celery/kombu kombu/transport/pyamqp.py:20 (a docstring).
    { text: '    `mysql://[[user]:[password]@]host[:port][/database][?unix_socket=socket-path]`";', languageId: 'rust', expected: [] },
    { text: '    amqp://[USER:PASSWORD@]BROKER_ADDRESS[:PORT][/VIRTUALHOST]', languageId: 'python', expected: [] },
    // pypa/pip docs/html/user_guide.rst:95; prisma's design notes; monero-project/monero docs/proxies.md:8 and :87.
    { text: '  ``scheme://[user:passwd@]proxy.server:port``', languageId: 'restructuredtext', expected: [['placeholder-component', I, ':⟦port⟧']] },
    { text: 'Database URL grammar**: `driver://[user[:pass]@]host[:port]/[db|schema][?params]` with driver-specific', languageId: 'markdown', expected: [] },
    { text: 'for usage is `[socks5://[user:pass]]host:port`. The square brackets indicate', languageId: 'markdown', expected: [] },
    { text: '`network,[socks5://[user:pass@]]ip:port[,max_connections][,disable_noise]`.', languageId: 'markdown', expected: [] },
    // Brackets that open no optional part, or a stray `]`, stay a concrete URL's mistake.
    { text: '"https://x.example/a]b[?q]"', expected: [['bracket-outside-ip-literal', E, 'a]b']] },
    { text: '"http://[fe80::g]/x[?q]"', expected: [['invalid-ipv6', E, '[fe80::g]']] },
    // alphagov/govuk-developer-docs: a destination written in brackets, no scheme, no synopsis.
    { text: '[console]: [/manual/get-ssh-access.html#running-a-console]', languageId: 'markdown',
      expected: [['bracket-outside-ip-literal', E, '⟦[⟧/manual'], ['bracket-outside-ip-literal', E, '#⟦running-a-console]⟧']] },
  ]);

  table('round 15: a port\'s digits then `,` end the URI: the next item of a list follows', [
    // apache/apisix ci/pod/kafka/kafka-server/env/common2.env:4, docs/zh/latest/plugins/kafka-logger.md:178: Kafka's listeners.
    { text: 'KAFKA_CFG_ADVERTISED_LISTENERS=PLAINTEXT://127.0.0.1:19092,SASL_PLAINTEXT://127.0.0.1:19094', languageId: 'dotenv', expected: [] },
    { text: '        KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092,PLAINTEXT_HOST://127.0.0.1:9092', languageId: 'markdown', expected: [] },
    // monero docs/proxies.md:102 and :110: `--tx-proxy`'s options after the proxy's URI.
    { text: '--tx-proxy tor,socks5://username:password@127.0.0.1:1050,100,disable_noise', languageId: 'markdown',
      expected: [['placeholder-password', I, 'username:⟦password⟧@']] },
    { text: '--tx-proxy tor,socks5://[::1]:1050,100,disable_noise', languageId: 'markdown', expected: [] },
    // A database's list of hosts stays one reference (a port that is no number still an Error).
    { text: 'mongodb://db1:27017,db2/app', expected: [] },
  ]);

  table('round 15: sops\'s encrypted values hold no data: URI', [
    // getsops/sops example.json:2, example.yaml:21, a dotenv file.
    { text: '    "firstName": "ENC[AES256_GCM,data:f8++3g==,iv:rYuVzzb+C40QlYgO4Dl2V7atZUx0ITBcyb5fUsftKMo=,tag:krquPqaHeyBF1kdJwLH6Fw==,type:str]",', languageId: 'json', expected: [] },
    { text: '        value: ENC[AES256_GCM,data:oFn5fJS5+slb2sCdLY5SxZ+iWeowWtf4wn9g,iv:MZ7i4tZnfCQhQRUwXV2fYQPIJ0tTUFLiD9xuB+765e8=,tag:ZEjE5jvA8LuwxBcw2vOnTQ==,type:str]', languageId: 'yaml', expected: [] },
    { text: 'DB_PASSWORD=ENC[AES256_GCM,data:Wf3LVG1677UaZSzzIYc=,iv:8sQd09YT7BkJSntvKUudfXtjPyqzsPqayu0Qo8v+SHI=,tag:zVz8aWLwN4uDc+5zDm8wUg==,type:str]', languageId: 'dotenv', expected: [] },
    // A data: URI elsewhere is still judged.
    { text: 'img: "data:imagepng;base64,AAAA"', languageId: 'yaml', expected: [['data-invalid-media-type', E, 'imagepng']] },
  ]);

  table('round 15: Markdown\'s escaped backtick opens no code span and ends a bare URI', [
    // traefik/traefik docs/content/reference/routing-configuration/http/middlewares/jwt.md:65, a table's cell.
    { text: '| `Prefix(key, value)` | Prefix(\\`referrer\\`, \\`http://example.com\\`) |', languageId: 'markdown', expected: [] },
    // In a real code span, the backslash is the code's.
    { text: 'Use `http://example.com\\` here.', languageId: 'markdown', expected: [['invalid-character', E, 'example.com\\']] },
  ]);

  table('round 15: interpolations and format strings of code are templates', [
    // semgrep/semgrep-rules python/flask/security/injection/tainted-url-host.py:74, :16 and :99.
    { text: '    return f"<a href=\'https://example.com/{flask.request.args.get(\'param\')}/path\'>Click me!</a>"', languageId: 'python', expected: [] },
    { text: '    url = "http://%r/path" % route_param', languageId: 'python', expected: [] },
    { text: '    return "<a href=\'https://%r/path\'>Click me!</a>" % (param,)', languageId: 'python', expected: [] },
    // Kong/kong kong/plugins/ai-request-transformer/filters/transform-request.lua:45: `string.format`'s `%d` where the port goes.
    { text: '  http_opts.proxy_opts.http_proxy = fmt("http://%s:%d", conf.http_proxy_host, conf.http_proxy_port)', languageId: 'lua', expected: [] },
    // celery/kombu kombu/transport/azureservicebus.py:648: words in braces after `:` and `@`.
    { text: '    # azureservicebus://{SAS policy name}:{SAS key}@{ServiceBus Namespace}', languageId: 'python', expected: [['placeholder-password', I, '{SAS key}']] },
    // wikimedia/mediawiki-extensions-Cite src/ReferenceStack.php:197: a parser function, no tag: URI.
    { text: '\t * we realized we are actually inside {{#tag:references|…}}.', languageId: 'php', expected: [] },
    // semgrep-rules generic/secrets/security/detected-username-and-password-in-uri.yaml:4: semgrep's metavariables.
    { text: '      - pattern: $PROTOCOL://$...USERNAME:$...PASSWORD@$END', languageId: 'yaml', expected: [['placeholder-password', I, '$...PASSWORD']] },
    // PreTeXtBook/pretext's Moodle STACK questions: a block of STACK's own where the link goes.
    { text: '<a href="[[textdownload name="data.csv"]]{@stack_csv_formatter(data,lab)@}[[/textdownload]]">data.csv</a>', languageId: 'xml', expected: [] },
    // A `%` that is no conversion is still a stray one.
    { text: '    url = "http://x.example/100%/path"', languageId: 'python', expected: [['invalid-percent-encoding', E, '100%']] },
  ]);

  table('round 15: reStructuredText, a substitution reference ends at its closing `|`', [
    // geopandas/geopandas doc/source/index.rst:46 and :54.
    { text: '|Conda Version| |Join the chat at https://gitter.im/geopandas/geopandas| |Binder|', languageId: 'restructuredtext', expected: [] },
    { text: '.. |Join the chat at https://gitter.im/geopandas/geopandas| image:: https://badges.gitter.im/Join%20Chat.svg', languageId: 'restructuredtext', expected: [] },
    // A `|` inside a URI, none closing a substitution, is still the URI's mistake.
    { text: 'See https://x.example/a|b for it.', languageId: 'restructuredtext', expected: [['invalid-character', E, 'a|b']] },
  ]);

  table('round 15: a prefix in a code span, and alternatives joined by a word', [
    // pnpm/pnpm crates/cli/src/cli_args/bugs.rs:273: `git+<https://` is code; the `>` after it is text.
    { text: '    // to avoid matching `git+<https://`>, SCP-style SSH, etc.', languageId: 'rust', expected: [] },
    // foundation/foundation-sites docs/pages/abide.md:69.
    { text: '  <input type="text" placeholder="https://get.foundation or get.foundation" pattern="website">', languageId: 'markdown', expected: [] },
  ]);

  table('round 19: a syntax pattern\'s optional parts in brackets, the user left out, and a path after the port', [
    // hibiken/asynq asynq.go:472-475, ParseRedisURI's doc comment: Redis's `[:password@]`, the user left out.
    { text: '//\tredis://[:password@]host[:port][/dbnumber]', languageId: 'go', expected: [] },
    { text: '//\tredis-socket://[:password@]path[?db=dbnumber]', languageId: 'go', expected: [] },
    { text: '//\tredis-sentinel://[:password@]host1[:port][,host2:[:port]][,hostN:[:port]][/dbnumber][?master=masterName]', languageId: 'go', expected: [] },
    // OctoPrint docs/bundledplugins/discovery.rst:146: a literal block's scheme, an optional path right after the port.
    { text: 'following this scheme::\n\n    http://[u[:p]@]host:port[path]\n', languageId: 'restructuredtext', expected: [['placeholder-component', I, ':⟦port⟧']] },
    // An IP literal, and brackets that open no optional part, are the URI's still.
    { text: '    u := "http://[::1]:80/"', languageId: 'go', expected: [] },
    { text: '"http://[fe80::g]:80/x[:port]"', expected: [['invalid-ipv6', E, '[fe80::g]']] },
    // A password of one character is as likely the password's own brackets (`isOptionalGroup`): the URI's mistakes.
    { text: '"http://[:1@]host/"', expected: [['bracket-outside-ip-literal', E, '⟦[⟧:1@'], ['password-in-userinfo', W, '[:⟦1⟧@'], ['bracket-outside-ip-literal', E, '@⟦]host⟧']] },
  ]);

  table('round 19: placeholders: `#NAME#`, a search term\'s `{}`, a data: URI cut short, a printf format on the next line', [
    // mermaid-js/mermaid packages/mermaid/src/docs/syntax/kanban.md:73, packages/examples/src/examples/kanban.ts:14.
    { text: "    ticketBaseUrl: 'https://yourproject.atlassian.net/browse/#TICKET#'", languageId: 'markdown', expected: [] },
    { text: "  ticketBaseUrl: 'https://github.com/mermaid-js/mermaid/issues/#TICKET#',", languageId: 'typescript', expected: [] },
    { text: '<a href="https://example.com/user.cfm?id=#url.id#">', languageId: 'html', expected: [] },
    // A second `#` followed by more of a name, or a `#` alone, is still the URI's.
    { text: '"https://x.example/#a#b"', expected: [['invalid-character', E, 'a#b']] },
    // qutebrowser doc/help/settings.asciidoc:4721: the search term's `{}`.
    { text: '- +pass:[DEFAULT]+: +pass:[https://duckduckgo.com/?q={}]+', languageId: 'asciidoc', expected: [] },
    { text: 'Search with https://www.startpage.com/do/search?query={}&cat=web there.', expected: [] },
    { text: '"https://exam{}ple.net/"', expected: [['invalid-character', E, 'exam{}ple.net']] },
    // dream-num/univer packages/core/src/services/image-io/image-io.service.ts:34: an example's data cut short.
    { text: '/** for example: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABQAAAALCAYAAAB7ZJ... */', languageId: 'typescript',
      expected: [['data-invalid-base64', I, 'iVBORw0KGgoAAAANSUhEUgAAABQAAAALCAYAAAB7ZJ']] },
    { text: 'e.g. data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABQAAAALCAYAAAB7ZJ\u2026', expected: [['data-invalid-base64', I, 'iVBORw0KGgoAAAANSUhEUgAAABQAAAALCAYAAAB7ZJ']] },
    { text: 'e.g. data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABQAAAALCAYAAAB7ZJ here', expected: [['data-invalid-base64', E, 'iVBORw0KGgoAAAANSUhEUgAAABQAAAALCAYAAAB7ZJ']] },
    // libarchive/libarchive libarchive/archive_write_set_format_warc.c:455: snprintf's format on the line after its first arguments.
    { text: '\t\tsnprintf(generated_record_id, sizeof(generated_record_id),\n\t\t    "<urn:uuid:%08x-%04x-%04x-%04x-%04x%08x>",\n\t\t    uuid.value[0U]);', languageId: 'c', expected: [] },
    // A project's own printf-like function (libarchive's `archive_string_sprintf`), and Objective-C's.
    { text: '\tarchive_string_sprintf(&s, "<urn:uuid:%08x-%04x-%04x-%04x-%04x%08x>", a);', languageId: 'c', expected: [] },
    { text: '    NSString *u = [NSString stringWithFormat:@"urn:uuid:%08x-%04x-%04x-%04x-%04x%08x", a];', languageId: 'objective-c', expected: [] },
    // The same string passed to no format is a URN still judged.
    { text: '\tputs(\n\t    "<urn:uuid:%08x-%04x-%04x-%04x-%04x%08x>");', languageId: 'c', expected: [['urn-invalid-uuid', E, '%08x-%04x-%04x-%04x-%04x%08x']] },
  ]);

  table('round 19: what is no whole URI: an SQL LIKE pattern, a replacement\'s group, a prefix the code tests, a list of schemes', [
    // qutebrowser/qutebrowser qutebrowser/browser/history.py:269: `url LIKE '{term}'`'s terms.
    { text: "        terms = [\n            'qute://back%',\n            'qute://pdfjs%',\n        ]", languageId: 'python', expected: [] },
    // espocrm application/Espo/Tools/Pdf/Dompdf/HtmlComposer.php:188: the match's base64 put in by `$1`.
    { text: "$html = preg_replace('/src=\"@([A-Za-z0-9+\\/]*={0,2})\"/', 'src=\"data:image/jpeg;base64,$1\"', $html);", languageId: 'php', expected: [] },
    // mermaid-js/mermaid packages/mermaid/src/diagrams/c4/svgDraw.js:15, and other languages' tests of a start.
    { text: "  let sanitizedLink = link.startsWith('data:image/png;base64') ? link : sanitizeUrl(link);", languageId: 'javascript',
      expected: [['data-missing-comma', I, 'image/png;base64']] },
    { text: '    if url.startswith(("https://x.example/a", "data:image/png;base64")):', languageId: 'python', expected: [['data-missing-comma', I, 'image/png;base64']] },
    { text: '\tif strings.HasPrefix(u, "data:image/png;base64") {', languageId: 'go', expected: [['data-missing-comma', I, 'image/png;base64']] },
    { text: "    if (u.indexOf('data:image/png;base64') === 0) {", languageId: 'javascript', expected: [['data-missing-comma', I, 'image/png;base64']] },
    { text: '    if u[:21] == "data:image/png;base64":', languageId: 'python', expected: [['data-missing-comma', I, 'image/png;base64']] },
    { text: "    if u:sub(1, 21) == 'data:image/png;base64' then", languageId: 'lua', expected: [['data-missing-comma', I, 'image/png;base64']] },
    { text: "    if (u.indexOf('data:image/png;base64') > 3) {", languageId: 'javascript', expected: [['data-missing-comma', E, 'image/png;base64']] },
    { text: "    const u = 'data:image/png;base64';", languageId: 'javascript', expected: [['data-missing-comma', E, 'image/png;base64']] },
    // minbrowser/min js/util/urlParser.js:42: a comment's list of schemes.
    { text: '/*\nProtocols removed: http:/https:/file:\n*/', languageId: 'javascript', expected: [] },
    // A `%` in the middle of a string, and a one-slash URI with a path, are the URI's still.
    { text: "    u = 'http://x.example/100%/path'", languageId: 'python', expected: [['invalid-percent-encoding', E, '100%']] },
  ]);

  table('round 20: a replacement\'s group, placeholders in braces, a route\'s host, a bare scheme, a string joined to more', [
    // dependabot-core cargo/lib/dependabot/cargo/file_updater/lockfile_updater.rb:544: Ruby's single quotes keep `\1`.
    { text: `      details["git"].gsub(%r{ssh://git@(.*?)/}, 'https://\\1/')`, languageId: 'ruby', expected: [] },
    // …Python's `\1` written `\\1`, its `\g<1>`, a raw string's `\1`.
    { text: "u = re.sub(p, 'https://\\\\1/', s)\nv = re.sub(p, 'https://\\g<1>/', s)\nw = re.sub(p, r'https://\\1/x', s)", languageId: 'python', expected: [] },
    // grpc-go internal/xds/xdsclient/xdsresource/name.go:32: a doc comment's grammar, its placeholders words in braces.
    { text: '// xdstp://[{authority}]/{resource type}/{id/*}?{context parameters}{#processing directive,*}', languageId: 'go', expected: [] },
    // …a malformed RFC 6570 expression beside RFC 6570's own, no words, stays an error.
    { text: '// see https://x.example/{?a,b}{c!d}', languageId: 'go', expected: [['invalid-template-expression', E, '{c⟦!⟧d}']] },
    // obs-studio .github/workflows/push.yaml:129: Cloudflare's `_redirects` placeholders where the host goes.
    { text: '      - run: |\n          echo "/previous/:major.:minor https://:major-:minor.${{ vars.CF_PAGES_PROJECT }}.pages.dev 302" >> docs/_redirects\n', languageId: 'yaml', expected: [] },
    // …a port of letters after a host's name stays invalid.
    { text: 'see "https://api-x.example.com:region/"', expected: [['invalid-port', E, ':⟦region⟧']] },
    // wger wger/software/templates/features.html:499: a menu item's link not yet written.
    { text: '<!--\n  <a href="http://" target="_blank">\n-->', languageId: 'html', expected: [['http-missing-host', I, 'http://']] },
    { text: '<a href="http:///path">x</a>', languageId: 'html', expected: [['http-missing-host', E, 'http:///path']] },
    // nextcloud-calendar lib/Controller/ContactController.php:331: the address joined on by the code.
    { text: "  'member' => 'mailto:circle+' . $circleId . '@' . $circleMember->getInstance(),", languageId: 'php', expected: [['mailto-invalid-address', I, 'circle+']] },
    { text: "  const u = 'mailto:circle+' + id + '@' + host;", languageId: 'javascript', expected: [['mailto-invalid-address', I, 'circle+']] },
    // mne-python tools/dev/gen_css_for_mne.py:41: Python joins adjacent literals, the `data:` URI's comma in the next one;
    // C joins them too, over a comment line.
    { text: '            css = (\n                f"  src: url(data:font/woff2;charset=utf-8;"\n                f\'base64,{font_b64}) format("woff2");\'\n            )', languageId: 'python', expected: [['data-missing-comma', I, 'font/woff2;charset=utf-8']] },
    { text: 'static const char *u = "mailto:circle+"\n    // the member\n    "m@example.com";', languageId: 'c', expected: [['mailto-invalid-address', I, 'circle+']] },
    // …a literal after a comma is another, a docstring after an assignment no part of it, and JavaScript joins none.
    { text: 'urls = ("data:font/woff2;charset=utf-8;",\n        "base64,AAAA")', languageId: 'python', expected: [['data-missing-comma', E, 'font/woff2;charset=utf-8;']] },
    { text: 'FONT = "data:font/woff2;charset=utf-8;"\n"""The font\'s media type."""', languageId: 'python', expected: [['data-missing-comma', E, 'font/woff2;charset=utf-8;']] },
    { text: 'const u = "mailto:circle+"\n"m@example.com";', languageId: 'javascript', expected: [['mailto-invalid-address', E, 'circle+']] },
    // …a string alone, or one a method is called on, is the whole address.
    { text: "  $m = 'mailto:circle+';", languageId: 'php', expected: [['mailto-invalid-address', E, 'circle+']] },
    { text: "  const u = 'mailto:circle+'.trim();", languageId: 'javascript', expected: [['mailto-invalid-address', E, 'circle+']] },
    // …and what is joined on mends no character written: casdoor web/public/ProviderHintRedirect.js:259 (judged deliberate in round 16).
    { text: '        return "https://error:not-supported-provider-method:" + provider.method;', languageId: 'javascript', expected: [['invalid-port', E, 'not-supported-provider-method:']] },
    { text: "  const u = 'https://x.example/a b' + rest;", languageId: 'javascript', expected: [['invalid-character', E, 'a b']] },
    // nghttp2 doc/nghttpx.1.rst:354: a manual's form of a URI, its parts `<USER>` and `[…]`.
    { text: '    Specify proxy URI in the form\n    http://[<USER>:<PASS>@]<PROXY>:<PORT>.    If a proxy\n', languageId: 'restructuredtext', expected: [] },
    { text: 'see "http://[" here', expected: [['unclosed-ip-literal', E, '[']] },
  ]);

  table('round 20: a docstring\'s markup escapes, a key in a namespace, a pattern nested in braces, a scheme named in right-to-left text', [
    // mathics-core mathics/builtin/system.py:122: `\\$` in a docstring, the documentation's escape of `$`.
    { text: 'class CommandLine(Predefined):\n    """\n    <url>:WMA link:https://reference.wolfram.com/language/ref/\\\\$CommandLine.html</url>\n    """\n', languageId: 'python', expected: [] },
    { text: '"""Module.\n\nSee https://x.example/a\\\\_b.html\n"""\n', languageId: 'python', expected: [] },
    // …the same in a string that is no docstring is a backslash in the URL.
    { text: 'u = "https://x.example/ref/\\\\$CommandLine.html"\n', languageId: 'python', expected: [['invalid-character', E, '\\\\$CommandLine.html']] },
    { text: 'def f():\n    return """\n    https://x.example/ref/\\\\$a.html\n    """\n', languageId: 'python', expected: [['invalid-character', E, '\\\\$a.html']] },
    // osrm-backend include/guidance/parsing_toolkit.hpp:64: an OpenStreetMap tag in a comment.
    { text: '// turn:lanes=left|through|through|right', languageId: 'cpp', expected: [] },
    // Gadgetbridge app/lint-baseline.xml: an Android attribute quoted in a message.
    { text: '<issue message="Set `android:baselineAligned=&quot;false&quot;` on this element"/>', languageId: 'xml', expected: [] },
    // …an address may hold `=` (its own rule's finding), and a TURN URI's query is still judged.
    { text: 'write to "mailto:a=b@x.example" or use "turn:x.example?transport=a|b"', expected: [['mailto-unencoded-character', W, 'a=b@x.example'], ['invalid-character', E, 'transport=⟦a|b⟧']] },
    // dependabot-core updater/lib/dependabot/sentry/exception_sanitizer_processor.rb:17: `#{…}` inside Ruby's `%r{…}`.
    { text: '      repo: %r{https://api\\.github\\.com/repos/#{REPO}|https://github\\.com/#{REPO}|git@github\\.com:#{REPO}}', languageId: 'ruby', expected: [] },
    { text: 'x =~ s{http://a.example/a{2}}{https://b.example/b}g; print "http://c.example/a b";', languageId: 'perl', expected: [['invalid-character', E, 'a b']] },
    // nextcloud-calendar l10n/he.json:78: the schemes a link may start with, in Hebrew between bidirectional marks.
    { text: '"Please enter a valid link" : "נא למלא קישור תקני (מתחיל ב־\u200ehttp://\u200e,\u200f https://\u200e,\u200f webcal://\u200e, או webcals://\u200e)",', languageId: 'json', expected: [] },
    // …a mark inside a URI with a host is still flagged.
    { text: '"קישור https://exam\u200eple.com/ כאן"', languageId: 'json', expected: [['invisible-character', W, 'exam\u200eple.com']] },
  ]);
  table('round 21: a format string\'s `{}` in `<…>`, an f-string\'s expression as a port, a substitution reference, TeX\'s markup in a URL', [
    // gfx-rs/wgpu naga/src/front/wgsl/error.rs:929: a `<…>` in a string that `format!` fills (through `concat!`).
    { text: '    notes: vec![format!(\n        concat!(\n            "Let Naga maintainers know that you ran into this at ",\n            "<https://github.com/gfx-rs/wgpu/issues/{}>, ",\n        ),\n        kind.tracking_issue_num()\n    )],', languageId: 'rust', expected: [] },
    // The same `<…>` in a comment is no string the code fills; a space beside a field stays the URI's.
    { text: '/// See <https://github.com/gfx-rs/wgpu/issues/{}>.', languageId: 'rust', expected: [['invalid-character', E, '{}']] },
    { text: 'let u = format!("<https://x.example/a b/{}>", n);', languageId: 'rust', expected: [['invalid-character', E, 'a b']] },
    { text: 'u = "<https://github.com/x/issues/{}>".format(n)', languageId: 'python', expected: [] },
    // bytecodealliance/wasm-micro-runtime ci/validate_lldb.py:69: the f-string's expression is the port, cut at its space.
    { text: '    lldb_command_prologue = f\'{options.lldb} -o "process connect -p wasm connect://127.0.0.1:{int(options.port) + iteration}"\'', languageId: 'python', expected: [] },
    { text: 'u = f\'connect://127.0.0.1:{port}/a b\'', languageId: 'python', expected: [['invalid-character', E, 'a b']] },
    // ckan/ckan doc/maintaining/installing/install-from-package.rst:61: a parsed literal's substitution, filled from conf.py.
    { text: '.. parsed-literal::\n\n     wget \\https://packaging.ckan.org/|current_package_name_focal|\n', languageId: 'restructuredtext', expected: [] },
    { text: 'Get https://x.example/releases/|version|/a.tar.gz now.\n', languageId: 'restructuredtext', expected: [] },
    // Docutils reads no substitution in a literal block, nor after a letter (ckan doc/maintaining/installing/solr.rst:63,
    // `dev-v|current_release_version|`): it prints the bars, the URI's characters.
    { text: 'Run::\n\n    wget https://x.example/releases/|version|/a.tar.gz\n', languageId: 'restructuredtext', expected: [['invalid-character', E, '|version|']] },
    { text: '.. parsed-literal::\n\n    wget https://raw.githubusercontent.com/ckan/ckan/dev-v|current_release_version|/ckan/config/solr/schema.xml\n', languageId: 'restructuredtext',
      expected: [['invalid-character', E, 'dev-v|current_release_version|']] },
    // INTI-CMNB/KiBot docs/CASE_2020/utic.bib:1209, :757: a URL typeset as TeX's text, `\-` a place to break the line.
    { text: '  url       = "http://\\-www.\\-sparc.org\\-/standards\\-/V8.pdf",', languageId: 'bibtex', expected: [] },
    { text: '  url       = {"http://www.sics.se/\\~\\ adam/old-uip/"},', languageId: 'bibtex', expected: [] },
    // utic.bib:649: a real space stays an error, beside the markup.
    { text: '  url       = "http://www.xilinx.com/support/\\-documentation/ ip\\_documentation/usb\\_ds591.pdf",', languageId: 'bibtex',
      expected: [['invalid-character', E, 'documentation/⟦ ip\\_documentation⟧']] },
    { text: '  url       = "http://www.x.example/a\\\\b",', languageId: 'bibtex', expected: [['invalid-character', E, 'a\\\\b']] },
  ]);

  table('round 21: what the finder read as a URI where none is', [
    // rtl8812au include/rtl8812a_hal.h:141: frames and their counts in a comment; `Data:` a label's last word.
    { text: '/* Beacon:MAX_BEACON_LEN/PAGE_SIZE_TX_8812A\n * PS-Poll:1, Null Data:1,Qos Null Data:1,BT Qos Null Data:1,CTS-2-SELF,LTE QoS Null*/', languageId: 'cpp', expected: [] },
    // …a data URI written in lower case keeps its findings (rtl8812au tools/analyze_suspend.py:2281, judged right).
    { text: "    css = '.pf:checked + label {background: url(\\'data:image/svg+xml;utf,%3Csvg%3E\\') no-repeat}'", languageId: 'python', expected: [['data-invalid-parameter', W, 'utf']] },
    { text: '// see data:1,Qos', languageId: 'cpp', expected: [['data-invalid-media-type', E, '1']] },
    // shim Cryptlib/OpenSSL/crypto/objects/obj_dat.c:728: a line format's field, `<OID:…>`, described in words.
    { text: "/*\n * Parse a BIO sink to create some extra oid's objects.\n * Line format:<OID:isdigit or '.']><isspace><SN><isspace><LN>\n */", languageId: 'c', expected: [] },
    { text: '/* see <http://exa mple.com/> */', languageId: 'c', expected: [['invalid-character', E, 'exa mple.com']] },
    // nunjucks docs/index.html:8: Twitter's widget loader, its regular expression `/^http:/` no URI.
    { text: `  <script>!function(d,s,id){var js,fjs=d.getElementsByTagName(s)[0],p=/^http:/.test(d.location)?'http':'https';if(!d.getElementById(id)){js=d.createElement(s);js.id=id;js.src=p+'://platform.twitter.com/widgets.js';fjs.parentNode.insertBefore(js,fjs);}}(document, 'script', 'twitter-wjs');</script>`, languageId: 'html', expected: [] },
    // …a script's string is still read, and text outside the script as before.
    { text: '<script>var u = "http://x.example/a b", r = /^https?:\\/\\/x/;</script>\n<p>/^http://y.example/a|b</p>', languageId: 'html', expected: [['invalid-character', E, 'a b'], ['invalid-character', E, 'a|b']] },
    // x64dbg src/gui/Src/Gui/CPUDisassembly.cpp:1904: x64dbg's own prefix, then the command line it runs.
    { text: '        //"execute://winhlp32.exe -k@topic ..\\\\win32.hlp";', languageId: 'cpp', expected: [] },
    // …a registered scheme's spaces, and an unknown scheme's other words, stay a malformed URI's; so does a port of letters.
    { text: 's = "http://winhlp32.exe -k";', languageId: 'cpp', expected: [['invalid-character', E, 'winhlp32.exe -k']] },
    { text: 't = "execute://a b";', languageId: 'cpp', expected: [['invalid-character', E, 'a b']] },
    { text: 'git clone "ssh://git@github.com:org/repo.git"', expected: [['invalid-port', E, ':⟦org⟧']] },
    // portaljs examples/openspending/content/resources/gift/chapter6-4.md:46: an autolink's `<` pasted into an attribute.
    { text: '<table>\n    <tr>\n        <td colspan="2"><a href="<http://solokotakita.org/en/"><http://solokotakita.org/en/</a></td>\n    </tr>\n</table>', languageId: 'markdown', expected: [] },
    { text: '<a href=\'<http://a.example/b c\'>x</a>', languageId: 'html', expected: [['invalid-character', E, 'b c']] },
    { text: 'see <http://a.example/b|c>', languageId: 'markdown', expected: [['invalid-character', E, 'b|c']] },
  ]);

  table('round 24 (finder24): a broker list written with `;`, a listen port after `@`, translated placeholders, GitHub\'s token form', [
    // faust-streaming docs/includes/settingref.txt:406, faust/types/settings/settings.py:724, faust/utils/urls.py:29:
    // Kafka's brokers listed with `;`, each a host and its port.
    { text: '    broker="kafka://kafka1.example.com:9092;kafka2.example.com:9092",', languageId: 'python', expected: [] },
    { text: '    # a:9092;kafka://b:9092;c:9092;d:9092', languageId: 'python', expected: [] },
    { text: 'REDIS_URL="redis://h1:6379;h2:6379/0"', languageId: 'shellscript', expected: [] },
    // …a `;` with no host and port after it stays in the port; a web scheme's `;` stays RFC 3986's.
    { text: 'x = "kafka://h:9092;x"', languageId: 'python', expected: [['invalid-port', E, ':⟦9092;x⟧']] },
    { text: 'curl "http://a.example:1;b.example:2/"', languageId: 'shellscript', expected: [['invalid-port', E, ':⟦1;b.example:2⟧']] },
    // mitmproxy docs/src/content/concepts/modes.md:198: `@port`, the port a reverse proxy listens on, after its target.
    { text: 'mitmdump --mode reverse:https://example.com@80 --mode reverse:https://example.com@443', languageId: 'markdown', expected: [] },
    // …an address or a name after the `@`, a number past a port's, and a password, stay what they are.
    { text: 'see https://example.com@127.0.0.1:443 here', expected: [['deceptive-userinfo', W, '//⟦example.com⟧@']] },
    { text: 'see https://example.com@70000 here', expected: [['deceptive-userinfo', W, '//⟦example.com⟧@'], ['ambiguous-ip-address', W, '@⟦70000⟧']] },
    { text: 'see https://www.bank.example@evil.example/ here', expected: [['deceptive-userinfo', W, '//⟦www.bank.example⟧@']] },
    { text: 'see http://john.doe@80/ here', expected: [['http-userinfo', I, '//⟦john.doe⟧@'], ['ambiguous-ip-address', W, '@⟦80⟧']] },
    // syncthing gui/default/assets/lang/lang-el.json:146, lang-tr.json:153: the words for host and port translated.
    { text: '{"a": "(\\"tcp://ip:θύρα\\", \\"tcp://όνομα:θύρα\\") ή"}', languageId: 'json',
      expected: [['placeholder-component', I, 'ip:⟦θύρα⟧'], ['placeholder-component', I, 'όνομα:⟦θύρα⟧']] },
    { text: '{"a": "(\\"tcp://ip:b.noktası\\", \\"tcp://anamakine:b.noktası\\") adresler"}', languageId: 'json',
      expected: [['placeholder-component', I, 'ip:⟦b.noktası⟧'], ['placeholder-component', I, 'anamakine:⟦b.noktası⟧']] },
    // …a port with a digit, or after a real host's name, stays an invalid port.
    { text: '{"a": "http://host:80a/"}', languageId: 'json', expected: [['invalid-port', E, ':⟦80a⟧']] },
    { text: '{"a": "http://host:θύρα1/"}', languageId: 'json', expected: [['invalid-port', E, ':⟦θύρα1⟧']] },
    { text: '{"a": "https://example.com:θύρα/"}', languageId: 'json', expected: [['invalid-port', E, ':⟦θύρα⟧']] },
    // harbor src/lib/redis/pool.go:48, heritrix3 contrib/…/TroughClient.java:273 (round 25): a format described in a
    // comment, a list of hosts each with the word for its port.
    { text: '// redis+sentinel://user:pass@redis_sentinel1:port1,redis_sentinel2:port2/monitor_name/db?idle_timeout_seconds=100\n', languageId: 'go',
      expected: [['placeholder-password', I, 'user:⟦pass⟧@'], ['placeholder-component', I, ':⟦port1⟧,'], ['placeholder-component', I, ':⟦port2⟧/']] },
    { text: ' * Parses a url like this rethinkdb://server1:port,server2:port/database/table\n', languageId: 'java',
      expected: [['placeholder-component', I, 'server1:⟦port⟧,'], ['placeholder-component', I, 'server2:⟦port⟧/']] },
    // …a real port in the list, or a word that names no port (scp's syntax pasted into a URL), stays an invalid port.
    { text: '{"a": "rethinkdb://server1:port,server2:28015/database/table"}', languageId: 'json', expected: [['invalid-port', E, ':⟦port,server2:28015⟧']] },
    { text: '{"a": "ssh://git@github.com:org/repo.git"}', languageId: 'json', expected: [['invalid-port', E, ':⟦org⟧']] },
    // heritrix3 modules/…/FetchWhois.java:108 (round 25): Javadoc's `{@link}` stands for the server its constant names.
    { text: '/**\n * <pre>\n *     resolve whois://{@link #DEFAULT_IP_WHOIS_SERVER}/whoisquery\n * </pre>\n */\n', languageId: 'java', expected: [] },
    // …an RFC 6570 expression with the reserved `@` is still one a template processor rejects.
    { text: '{"a": "https://x.example/{id}/{@x}"}', languageId: 'json', expected: [['invalid-template-expression', E, '{⟦@⟧x}']] },
    // apache/tvm ci/jenkins/templates/gpu_jenkinsfile.groovy.j2:115: GitHub's token as the user, its fixed password after it.
    { text: '        git remote add deploy https://$GITHUB_TOKEN:x-oauth-basic@github.com/apache/tvm-site.git', languageId: 'shellscript',
      expected: [['placeholder-password', I, ':⟦x-oauth-basic⟧@']] },
    // …a token written out is a credential; GitLab's form puts the token in the password.
    { text: 'git clone https://ghp_abcdefABCDEF0123456789:x-oauth-basic@github.com/o/r.git', languageId: 'shellscript',
      expected: [['password-in-userinfo', W, ':⟦x-oauth-basic⟧@']] },
    { text: 'git clone https://oauth2:glpat-abcdef0123456789@gitlab.com/o/r.git', languageId: 'shellscript',
      expected: [['password-in-userinfo', W, ':⟦glpat-abcdef0123456789⟧@']] },
    { text: 'git clone https://oauth2:${GITLAB_TOKEN}@gitlab.com/o/r.git', languageId: 'shellscript',
      expected: [['placeholder-password', I, ':⟦${GITLAB_TOKEN}⟧@']] },
    // rclone docs/content/docs.md:293 (a value quoted after `=`), docker.md:266 (a remote made on the fly): nothing.
    { text: '```console\nrclone lsf ":http,url=\'https://example.com\':path/to/dir"\n```', languageId: 'markdown', expected: [] },
    { text: '-o remote=:sftp:/home -o sftp-host=localhost', languageId: 'markdown', expected: [] },
    // nushell crates/nu-command/src/strings/ansi/link.rs:58: Rust's braced escape of ESC ends the URL.
    { text: '"\\u{1b}]8;;file:///file.txt\\u{1b}\\\\Open Me!\\u{1b}]8;;\\u{1b}\\\\",', languageId: 'rust', expected: [] },
  ]);

  table('no false alarm on what real documents hold', [
    { text: 'var a = "<a href=\\"https://example.com/a\\">x</a>";', languageId: 'javascript', expected: [] },
    { text: 'fetch(`https://slow-backend-server/${key}`)', languageId: 'typescript', expected: [] },
    { text: '/** {@link https://testanything.org/tap-specification.html|Specification} */', languageId: 'typescript', expected: [] },
    { text: '[JS]: https://en.wikipedia.org/wiki/V8_\\(JavaScript_engine\\)', languageId: 'markdown', expected: [] },
    { text: '<pre>const data = [];</pre>', languageId: 'html', expected: [] },
    { text: 'return f"otpauth://{type_name}/{label}?{urlencode(parameters)}"', languageId: 'python', expected: [] },
  ]);

  describe('Appendix C: a <…> wrapped across lines', () => {
    it('maps the error to its token on its own line', () => {
      const text = 'See <https://example.com/a/\n    b|c> now.';
      const { doc, analysis } = open(text);
      const diagnostics = service.diagnostics({ document: doc, analysis, settings: settings() });
      assert.deepEqual(diagnostics.map((d) => [d.code, d.range]), [
        ['invalid-character', { start: { line: 1, character: 4 }, end: { line: 1, character: 7 } }],
      ]);
      assert.equal(textAt(doc, diagnostics[0]!.range), 'b|c');
    });

    it('a range across the break covers the whitespace between', () => {
      const text = '<http://user:s3c\n  ret@example.com/>';
      const { doc, analysis } = open(text);
      const [d] = service.diagnostics({ document: doc, analysis, settings: settings() });
      assert.equal(d!.code, 'password-in-userinfo');
      assert.equal(textAt(doc, d!.range), 's3c\n  ret');
    });
  });
});

describe('diagnostics: http:\\\\host in Markdown, where "\\\\" is an escaped backslash', () => {
  // Markdown reads `\\` as one `\`: the reference holds `http:\host`, the text `http:\\host`. The mistake is the
  // same as in code: one backslash-for-slash over both characters as written, and Fix all writes "//".
  const text = 'See http:\\\\intranet.example/wiki and `http:\\\\x.example/` in code.\n';
  table('one finding over the written pair, in prose and in a code span', [
    {
      text,
      languageId: 'markdown',
      expected: [
        ['backslash-for-slash', E, 'http:⟦\\\\⟧intranet'],
        ['backslash-for-slash', E, 'http:⟦\\\\⟧x.example'],
      ],
    },
  ]);
  it('Fix all writes "//" in place of the written pair', () => {
    const { doc, analysis } = open(text, 'markdown');
    const edits = service.fixAll({ document: doc, analysis, settings: settings() });
    assert.equal(applied(doc, edits), 'See http://intranet.example/wiki and `http://x.example/` in code.\n');
  });
});
