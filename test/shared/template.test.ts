/**
 * `checkReference`: a reference that holds template expressions is checked
 * as a template. Its literal text is URI text (RFC 3986), each
 * expression stands for a value valid where it sits, a malformed RFC 6570
 * expression gets its own error (RFC 6570 §2) in a reference that is
 * clearly a URI Template, and braces in a concrete URL stay invalid.
 */
import * as assert from 'node:assert/strict';
import { checkFound, checkReference, findUris } from '@uri-lint/shared';
import type { ScanOptions, TemplateConvention } from '@uri-lint/shared';

const PROSE: ScanOptions = { code: false };
const CODE: ScanOptions = { code: true };

/** The expressions as written, with their convention and component. */
function expressions(text: string, options: ScanOptions = PROSE): string[] {
  const { template } = checkReference(text, options);
  return (template?.expressions ?? []).map((e) => `${text.slice(e.start, e.end)} ${e.convention} ${e.component}`);
}

/** The URI errors and template errors left, as `code:chars`. */
function problems(text: string, options: ScanOptions = PROSE): string[] {
  const { parsed, template } = checkReference(text, options);
  return [
    ...parsed.errors.map((e) => `${e.code}:${text.slice(e.start, e.end)}`),
    ...(template?.errors ?? []).map((e) => `${e.kind}:${text.slice(e.start, e.end)} §${e.section}`),
  ];
}

describe('template: RFC 6570 §1.2, §3.2 and its examples are templates without problems', () => {
  const examples: [string, string[]][] = [
    ['http://example.com/~{username}/', ['{username} uri-template path']],
    ['http://example.com/dictionary/{term:1}/{term}', ['{term:1} uri-template path', '{term} uri-template path']],
    ['http://example.com/search{?q,lang}', ['{?q,lang} uri-template query']],
    ['http://www.example.com/foo{?query,number}', ['{?query,number} uri-template query']],
    ['http://example.com/{+path}/here', ['{+path} uri-template path']],
    ['http://example.com/here?ref={+path}', ['{+path} uri-template query']],
    ['http://example.com/X{#var}', ['{#var} uri-template fragment']],
    ['http://example.com/map?{x,y}', ['{x,y} uri-template query']],
    ['http://example.com/X{.var}', ['{.var} uri-template path']],
    ['http://example.com{/var,x}/here', ['{/var,x} uri-template path']],
    ['http://example.com/{;x,y,empty}', ['{;x,y,empty} uri-template path']],
    ['http://example.com/?fixed=yes{&x}', ['{&x} uri-template query']],
    ['http://example.com/{var:30}{list*}{keys*}', ['{var:30} uri-template path', '{list*} uri-template path', '{keys*} uri-template path']],
    ['http://example.com{/list*,path:4}{?var:3}', ['{/list*,path:4} uri-template path', '{?var:3} uri-template query']],
    ['http://example.com/x{;hello:5}{&keys*}', ['{;hello:5} uri-template path', '{&keys*} uri-template path']],
    ['http://example.com/{%20x}/{id}', ['{%20x} uri-template path', '{id} uri-template path']],
    // OpenAPI path and server variables.
    ['https://{host}/x', ['{host} uri-template host']],
    ['https://{environment}.example.com:{port}/v{version}/users/{user-id}', [
      '{environment} uri-template host', '{port} uri-template port', '{version} uri-template path', '{user-id} uri-template path',
    ]],
    ['https://man7.org/man{section}/{page}.html', ['{section} uri-template path', '{page} uri-template path']],
    ['users/{id}', ['{id} uri-template path']],
  ];
  for (const [text, expected] of examples) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text), expected);
      assert.deepEqual(problems(text), []);
    });
  }
});

describe('template: a malformed expression in a URI Template, at its characters (RFC 6570 §2)', () => {
  const cases: [string, string[]][] = [
    ['https://api.example.com/search{?q,page', ['unclosed:{?q,page §2.2']],
    ['https://x.example/{id}/{}', ['empty:{} §2.2']],
    ['https://x.example/{id}/{=x}', ['reserved-operator:= §2.2']],
    ['https://x.example/{id}/{|x}', ['reserved-operator:| §2.2']],
    ['https://x.example/{id}/{@x}', ['reserved-operator:@ §2.2']],
    ['https://x.example/{id}/{a$b}', ['invalid-varname:$ §2.3']],
    ['https://x.example/{id}/{a%LT}', ['invalid-varname:% §2.3']],
    ['https://x.example/{id}/{a.}', ['invalid-varname:. §2.3']],
    ['https://x.example/{id}/{a,}', ['invalid-varname:} §2.3']],
    ['https://x.example/{id}/{a:0}', ['invalid-modifier::0 §2.4.1']],
    ['https://x.example/{id}/{a:x}', ['invalid-modifier::x §2.4.1']],
  ];
  for (const [text, expected] of cases) {
    it(`${text} → ${expected.join(', ')}`, () => assert.deepEqual(problems(text), expected));
  }
});

describe('template: placeholders of other conventions beside lone names, from real files (no RFC 6570 error)', () => {
  const cases: [string, ScanOptions, string[]][] = [
    // nim-lang/nimble's src/nimblepkg/download.nim: strformat's `&"…"` holds a call.
    ['https://api.github.com/repos/{extractOwnerAndRepo(url)}/commits/{commit}', CODE, ['{extractOwnerAndRepo(url)} bracket path', '{commit} uri-template path']],
    // dendronhq/dendron-site: a placeholder URL in prose, a word with a slash in it.
    ['https://{username}.github.io/{your-repo-name/}', PROSE, ['{username} uri-template host', '{your-repo-name/} bracket path']],
    // aws-samples/serverless-patterns serverless-message-processing/README.md: a shell's `${endpoint}` escaped for a heredoc.
    ['https://\\${endpoint}/prod/message', PROSE, ['\\${endpoint} dollar host']],
    // aws-samples/serverless-patterns lambda-microvms-code-server/README.md: `f'https://{d[\"endpoint\"]}'` in a shell's
    // `python3 -c "…"`, the reference ended at the index's quote.
    ['https://{d[', CODE, ['{d[ format host']],
    // aws-samples/serverless-patterns apigw-s3-lambda-sls-py/serverless.yml: API Gateway's greedy path variable.
    ['https://a.execute-api.example.com/prod/api/{order_object_path+}', PROSE, ['{order_object_path+} route path']],
    ['https://a.execute-api.example.com/{stage}/{proxy+}?q={q}', CODE, ['{stage} uri-template path', '{proxy+} route path', '{q} uri-template query']],
  ];
  for (const [text, options, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text, options), expected);
      assert.deepEqual(problems(text, options), []);
    });
  }
  it('beside lone names only, braces that start with what no RFC 6570 expression starts with are their convention\'s (a tile server\'s {-y})', () => {
    // osmlab/editor-layer-index sources/*.geojson: `{-y}`, the flipped row of a TMS source, beside `{zoom}` and `{x}`.
    assert.deepEqual(expressions('https://tiles.example.org/{zoom}/{x}/{-y}.png', PROSE), ['{zoom} uri-template path', '{x} uri-template path', '{-y} bracket path']);
    assert.deepEqual(problems('https://tiles.example.org/{zoom}/{x}/{-y}.png'), []);
    // Beside an operator only RFC 6570 writes, it is a broken expression still.
    assert.deepEqual(problems('https://tiles.example.org/{zoom}{/x}/{-y}.png'), ['invalid-varname:- §2.3']);
  });
  it('beside what only RFC 6570 writes (an operator, a list, a modifier), the same braces are a broken expression', () => {
    assert.deepEqual(problems('https://api.example.com/repos{/owner}/{name(x)}'), ['invalid-varname:( §2.3']);
    assert.deepEqual(problems('https://api.example.com/repos/{owner,repo}/{your-name/}'), ['invalid-varname:/ §2.3']);
  });
  it('what follows an expression in the port is no claim about the port: the value may bring the path (slidev)', () => {
    assert.deepEqual(problems('http://localhost:${port}${base}presenter/print', { code: true, interpolation: 'dollar' }), []);
    assert.deepEqual(problems('http://localhost:{port}abc/x'), []);
    // Before any expression, the port's text is the port's.
    assert.deepEqual(problems('http://localhost:abc{port}/x'), ['invalid-port:abc']);
    // A translated word for the port is one only as letters: a digit, two dots, or a real host's name before it, and
    // the port is invalid (syncthing's `tcp://ip:θύρα` is a placeholder).
    assert.deepEqual(problems('tcp://ip:θύρα1'), ['invalid-port:θύρα']);
    assert.deepEqual(problems('tcp://ip:α.β.γ'), ['invalid-port:α.β.γ']);
    assert.deepEqual(problems('tcp://sync.example.com:θύρα'), ['invalid-port:θύρα']);
    // A word numbered is the word for a port only when it names one; in a list of hosts, each port must be such a word.
    assert.deepEqual(problems('https://sync.example.com:abc1/'), ['invalid-port:abc']);
    assert.deepEqual(problems('rethinkdb://server1:port,server2:28015/db'), ['invalid-port:port,server', 'invalid-port::']);
    assert.deepEqual(problems('http://a.example:port,b.example:org/'), ['invalid-port:port,b.example:org']);
    assert.deepEqual(problems('ssh://git@github.com:org/repo.git'), ['invalid-port:org']);
    // …`port` a word of its own: a name that only holds the letters (`support2`, `report1`) is scp's path, no placeholder.
    assert.deepEqual(problems('ssh://git@github.com:support2/repo.git'), ['invalid-port:support']);
    assert.deepEqual(problems('http://h.example:report1/'), ['invalid-port:report']);
  });
  it('a Javadoc inline tag names what it links to (`{@link}` alone is none), and the URI around it is judged', () => {
    assert.deepEqual(problems('https://x.example/{@link}'), ['invalid-character:{', 'invalid-character:}']);
    assert.deepEqual(problems('whois://{@link #SERVER}/a%zz'), ['invalid-percent-encoding:%zz']);
  });
  it('strftime and git log fields: a `%` and one letter (graphql-spec changelogs: `git log --format=… /commit/%H`)', () => {
    assert.deepEqual(problems('https://github.com/graphql/graphql-spec/commit/%H'), []);
    assert.deepEqual(problems('https://archive.example.com/%Y/%m/%d/'), []);
    assert.deepEqual(problems('https://archive.example.com/%Y/%m/%d/', CODE), []);
    // Two letters are no field, and a hex pair is an encoding.
    assert.deepEqual(problems('https://example.com/a%zz'), ['invalid-percent-encoding:%zz']);
    assert.deepEqual(problems('https://example.com/100%-uptime.pdf'), ['invalid-percent-encoding:%']);
  });
  it('a lone `%` and a lower-case letter after another expression: the template\'s field (flux-core\'s `ipc://$sockdir/tbon-%h`)', () => {
    // flux-core t/sharness.d/flux-sharness.sh:111: the shell fills `$sockdir`, flux `%h` (the host's name).
    const SHELL: ScanOptions = { code: true, interpolation: 'dollar' };
    assert.deepEqual(problems('ipc://$sockdir/tbon-%h', SHELL), []);
    assert.deepEqual(expressions('ipc://$sockdir/tbon-%h', SHELL).map((e) => e.split(' ')[0]), ['$sockdir', '%h']);
    assert.deepEqual(problems('https://{host}/%l'), []);
    // Without another expression, a lone lower-case `%x` stays a stray `%`; two letters are no field, even in a template.
    assert.deepEqual(problems('ipc://host/tbon-%h', SHELL), ['invalid-percent-encoding:%h']);
    assert.deepEqual(problems('ipc://$sockdir/tbon-%hz', SHELL), ['invalid-percent-encoding:%hz']);
  });
  it('numbered arguments: Qt\'s `%1` (nheko\'s `QString("https://%1:%2/…").arg(…)`) and Go\'s `%[1]v` (redis-operator)', () => {
    assert.deepEqual(problems('https://%1:%2/_matrix/client/r0/auth/%4/fallback/web?session=%3', CODE), []);
    assert.deepEqual(problems('file://%1.desktop'), []);
    assert.deepEqual(problems('redis://%s:%[1]v', CODE), []);
    assert.deepEqual(problems('https://gist.github.com/5b0e0062eb8e9654adad7bb1d81cc75f%[1]s'), []);
    // A digit then a hexadecimal digit is an encoding; `%0` is none either way.
    assert.deepEqual(problems('https://x.example/100%1a/b'), []);
    assert.deepEqual(problems('https://x.example/a%0/b'), ['invalid-percent-encoding:%0']);
  });
  it('a build\'s `__NAME__` placeholder (slidev\'s index.html: `src="__ENTRY__"`)', () => {
    assert.deepEqual(expressions('__ENTRY__'), ['__ENTRY__ token path']);
    assert.deepEqual(expressions('__BASE_URL__/docs'), ['__BASE_URL__ token path']);
    assert.deepEqual(expressions('my__file__.md'), []);
    assert.deepEqual(expressions('__init__.py'), []);
  });
  it('a string closed, a value joined with `+`, the string opened again (axios examples: `/u/\' + person.avatar + \'?s=50`)', () => {
    assert.deepEqual(expressions("https://avatars.githubusercontent.com/u/' + person.avatar + '?s=50"), ["' + person.avatar + ' interpolation path"]);
    assert.deepEqual(expressions('https://x.example/users/" + users[i].id + "/profile'), ['" + users[i].id + " interpolation path']);
    assert.deepEqual(problems("https://avatars.githubusercontent.com/u/' + person.avatar + '?s=50"), []);
    // Quotes that differ are no concatenation.
    assert.deepEqual(expressions("https://x.example/a' + b + \"c"), []);
  });
});

describe('template: brackets that elide, defang or name a blank (rust-lang/blog.rust-lang.org)', () => {
  const cases: [string, string[]][] = [
    // A security advisory's attacker host, defanged so that nobody follows it.
    ['https://mainnet[.]solana-rpc-pool[.]workers[.]dev/', ['[.] bracket host', '[.] bracket host', '[.] bracket host']],
    // cargo's test patterns elide with `[..]`.
    ['path+file:///[..]/foo#0.0.1', ['[..] bracket path']],
    // An issue link whose title has a blank to fill in, its words joined as a query encodes spaces.
    ['https://github.com/rust-lang/rust-www/issues/new?title=New+Website+Logo%3A+[insert+name]%0A&body=x', ['[insert+name] bracket query']],
    // sigstore/cosign's help: the alternatives a blank may be, in capitals joined by `/`.
    ['awskms://[ENDPOINT]/[ID/ALIAS/ARN]', ['[ENDPOINT] bracket host', '[ID/ALIAS/ARN] bracket path']],
    // Words with spaces: touchlab/KaMPKit's pull request template, bridgy-fed's docstring.
    ['https://github.com/touchlab/KaMPKit/issues/[issue number]', ['[issue number] bracket path']],
    ['farcaster://[fid or @username]', ['[fid or @username] bracket host']],
  ];
  for (const [text, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text), expected);
      assert.deepEqual(problems(text), []);
    });
  }
  it('an IP literal stays one, and brackets elsewhere in a concrete URL stay invalid', () => {
    assert.deepEqual(problems('http://[::1]/x'), []);
    assert.deepEqual(problems('https://example.com/a[b]c+d/'), ['bracket-outside-ip-literal:[', 'bracket-outside-ip-literal:]']);
  });
});

describe('template: a usage synopsis\'s optional parts in brackets (round 15)', () => {
  // The expressions' components are those of the stand-ins' parse: `[:port]` after a host lengthens it, as before.
  const cases: [string, ScanOptions, string[]][] = [
    // eclipse/mosquitto client/pub_client.c:509 and its manual pages: a user's part with a password nested in it.
    ['socks5h://[username[:password]@]hostname[:port]', CODE, ['[username[:password]@] bracket host', '[:port] bracket host']],
    // diesel-rs/diesel src/mysql/connection.rs: an optional query after the path.
    ['mysql://[user[:password]@]host/database_name[?unix_socket=socket-path&ssl_mode=SSL_MODE&ssl_ca=/etc/ssl/certs/ca-cert.pem]', CODE,
      ['[user[:password]@] bracket host', '[?unix_socket=socket-path&ssl_mode=SSL_MODE&ssl_ca=/etc/ssl/certs/ca-cert.pem] bracket path']],
    // diesel src/mysql_like/connection/url.rs:224: groups nested two deep (`[[user]:[password]@]`).
    ['mysql://[[user]:[password]@]host[:port][/database][?unix_socket=socket-path]', CODE,
      ['[[user]:[password]@] bracket host', '[:port] bracket host', '[/database] bracket host', '[?unix_socket=socket-path] bracket host']],
    // celery/kombu kombu/transport/pyamqp.py:20, a docstring.
    ['amqp://[USER:PASSWORD@]BROKER_ADDRESS[:PORT][/VIRTUALHOST]', CODE,
      ['[USER:PASSWORD@] bracket host', '[:PORT] bracket host', '[/VIRTUALHOST] bracket host']],
    // pypa/pip docs/html/user_guide.rst:95: the port a word.
    ['scheme://[user:passwd@]proxy.server:port', PROSE, ['[user:passwd@] bracket host', 'port word port']],
    // prisma docs/design/04-inspirations/migrations/atlas.md:98: beside optional parts, `[db|schema]` is a blank's alternatives.
    ['driver://[user[:pass]@]host[:port]/[db|schema][?params]', PROSE,
      ['[user[:pass]@] bracket host', '[:port] bracket host', '[db|schema] bracket path', '[?params] bracket path']],
    // monero-project/monero docs/proxies.md:8, `[socks5://[user:pass]]host:port`: where the authority starts, a user and a
    // password (an IPv6 address holds two colons at least); src/daemon/command_line_args.h:98, `[socks5://[user:pass@]]`.
    ['socks5://[user:pass]', PROSE, ['[user:pass] bracket host']],
    ['socks5://[user:pass@]', CODE, ['[user:pass@] bracket host']],
    // neomutt mutt/prex.h:66-67, a Doxygen comment marking what each capture of its URL regex matches: the port's
    // digits bracketed where the port goes, with its `:` (a synopsis's optional port and its default) or after it.
    ['imaps://host.com[:993]/...', CODE, ['[:993] bracket host']],
    ['imaps://host.com:[993]/...', CODE, ['[993] bracket port']],
    ['http://localhost[:8080]', PROSE, ['[:8080] bracket host']],
    // hibiken/asynq asynq.go:472 (round 19): Redis's `[:password@]`, the user left out.
    ['redis://[:password@]host[:port][/dbnumber]', CODE, ['[:password@] bracket host', '[:port] bracket host', '[/dbnumber] bracket host']],
    ['redis-socket://[:password@]path[?db=dbnumber]', CODE, ['[:password@] bracket host', '[?db=dbnumber] bracket host']],
    // OctoPrint docs/bundledplugins/discovery.rst:146: an optional path right after the port brings its `/`.
    ['http://[u[:p]@]host:port[path]', PROSE, ['[u[:p]@] bracket host', 'port word port', '[path] bracket path']],
  ];
  for (const [text, options, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text, options), expected);
      assert.deepEqual(problems(text, options), []);
    });
  }
  // Where a host goes, only an optional part is one: an IP literal there, well formed or not, is the parser's.
  const judged: [string, string[]][] = [
    ['http://[fe80::1]/x[?q]', []],
    ['http://[fe80::1%eth0]/x[?q]', ['invalid-ipv6:%']],
    ['http://[fe80::g]/x[?q]', ['invalid-ipv6:g']],
    // Hex digits only around one colon: no name, so no user and password (`[dead:beef]` is an IPv6 address cut short).
    ['http://[dead:beef]/', ['invalid-ipv6:]']],
    // Brackets that open no optional part stay a URI's error; a stray `]` makes no synopsis of the rest.
    ['https://example.com/a[b]c+d/', ['bracket-outside-ip-literal:[', 'bracket-outside-ip-literal:]']],
    ['https://x.example/a]b[?q]', ['bracket-outside-ip-literal:]', 'bracket-outside-ip-literal:[', 'bracket-outside-ip-literal:]']],
    ['https://x.example/a[?q', ['bracket-outside-ip-literal:[']],
    ['https://x.example/a?u=[[1]]', ['bracket-outside-ip-literal:[[', 'bracket-outside-ip-literal:]]']],
    // A name of one letter is as likely a password's own brackets (test/server/features/fixReread.test.ts).
    ['skh://u[:p]@h/a', ['bracket-outside-ip-literal:[', 'bracket-outside-ip-literal:]']],
    // Digits in brackets elsewhere than where the port goes: inside the host's name, after the path, before a user's `@`.
    ['http://host[:80]x.com/', ['bracket-outside-ip-literal:[', 'invalid-port:]x.com']],
    ['http://host.com/a[:80]', ['bracket-outside-ip-literal:[', 'bracket-outside-ip-literal:]']],
    ['http://u[:123]@host.com/', ['bracket-outside-ip-literal:[', 'bracket-outside-ip-literal:]']],
    // A password of one character, or none, in brackets opens no optional part.
    ['http://[:p@]host/', ['bracket-outside-ip-literal:[', 'bracket-outside-ip-literal:]']],
    ['http://[:@]host/', ['bracket-outside-ip-literal:[', 'bracket-outside-ip-literal:]']],
  ];
  for (const [text, expected] of judged) {
    it(`${text} → ${JSON.stringify(expected)}`, () => assert.deepEqual(problems(text), expected));
  }
});

describe('template: Mustache\'s and Handlebars\' unescaped `{{{ x }}}` (spotify/luigi\'s visualiser)', () => {
  it('three braces close it', () => {
    const text = '#tab=graph&taskId={{{encoded_first_task}}}&hideDone=1';
    assert.deepEqual(expressions(text), ['{{{encoded_first_task}}} mustache fragment']);
    assert.deepEqual(problems(text), []);
  });
});

describe('template: round 9\'s held-out placeholders (after its judging)', () => {
  const cases: [string, string[]][] = [
    // NetNewsWire's article themes; Grafana's legacy variables.
    ['https://x.example/[[feed_link]]', ['[[feed_link]] bracket path']],
    // Mailchimp's merge tags in an e-mail template.
    ['https://example.com/unsubscribe/*|UNSUB|*', ['*|UNSUB|* token path']],
    // A redirect extension's rule: the second group holds `/www.`.
    ['https:/$2facebookexample.onion/$3', ['$2 dollar path']],
    ['https:/$25qlhz3jow7zhxtpx.onion/$3', ['$2 dollar path']],
  ];
  for (const [text, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text), expected);
      assert.deepEqual(problems(text), []);
    });
  }
  it('braces that are the whole host or port hold a value, whatever they hold (azure-pipelines-yaml: kubectl\'s jsonpath)', () => {
    const text = 'http://{.items[0].status.loadBalancer.ingress[0].ip}:{.items[0].spec.ports[0].port}';
    assert.deepEqual(expressions(text), ['{.items[0].status.loadBalancer.ingress[0].ip} bracket host', '{.items[0].spec.ports[0].port} bracket port']);
    assert.deepEqual(problems(text), []);
    // Braces inside a host are no placeholder of it.
    assert.deepEqual(problems('https://exam{}[]ple.net'), ['invalid-character:{}', 'bracket-outside-ip-literal:[]']);
  });
  it('TeX in braces of a LaTeX image service\'s query is no RFC 6570 expression (cs-notes\' codecogs links)', () => {
    assert.deepEqual(problems('https://latex.codecogs.com/gif.latex?x_{n=0}^{N}').filter((p) => !p.startsWith('invalid-character')), []);
    assert.deepEqual(problems('https://x.example/{id}/{=x}'), ['reserved-operator:= §2.2']);
  });
});

describe('template: bash\'s brace expansion (round 10\'s tuning half)', () => {
  it('a first alternative left empty (msys2/MSYS2-packages\' PKGBUILDs: `x.tar.xz{,.sig}`) and ranges (cheat/cheatsheets\' wget)', () => {
    const pkgbuild = 'https://ftp.gnu.org/gnu/bison/${pkgname}-${pkgver}.tar.xz{,.sig}';
    assert.deepEqual(expressions(pkgbuild, CODE).pop(), '{,.sig} glob path');
    assert.deepEqual(problems(pkgbuild, CODE), []);
    assert.deepEqual(expressions('http://example.com/files-{1..15}.tar.bz2'), ['{1..15} glob path']);
    assert.deepEqual(problems('http://example.com/files-{a..z}.txt'), []);
  });
});

describe('template: a name between mirrored delimiters, the shape placeholder conventions share', () => {
  const placeholders: [string, string][] = [
    ['https://example.com/unsubscribe/*|UNSUB|*', '*|UNSUB|*'],
    ['https://x.example/<%id%>/edit', '<%id%>'],
    ['https://x.example/[%name%]/', '[%name%]'],
    ['https://x.example/@@HOST@@/', '@@HOST@@'],
    ['https://x.example/!!NAME!!/', '!!NAME!!'],
    ['https://x.example/||page||/', '||page||'],
    // cdk-patterns/serverless: the-media-live-stream/*/website/index_original.html, `<source src="##URLMEDIA##">` the stack replaces.
    ['##URLMEDIA##', '##URLMEDIA##'],
  ];
  for (const [text, expression] of placeholders) {
    it(`${text}: ${expression}`, () => {
      assert.deepEqual(expressions(text).map((e) => e.split(' ')[0]), [expression]);
      assert.deepEqual(problems(text), []);
    });
  }
  it('single %, @, * or ! around a name, two kinds of bracket, and a glob are none', () => {
    assert.deepEqual(expressions('https://x.example/a*b*c'), []);
    assert.deepEqual(expressions('https://x.example/a@b@c'), []);
    // A list's separators (Google's chart API: `chxl=a|b|c`): the pipes stay invalid.
    assert.deepEqual(expressions('https://chart.example/c?chxl=a|b|c|d|e'), []);
    assert.deepEqual(problems('mailto:a@w3.org?subject={docname}&body=<{ref}>:'), ['invalid-character:<', 'invalid-character:>']);
    assert.equal(checkReference('ftp://ftp.example.com/pub/*.txt', PROSE).template, undefined);
  });
});

describe('template: round 19\'s held-out placeholders (issue 29)', () => {
  const cases: [string, ScanOptions, string[]][] = [
    // mermaid-js/mermaid docs/syntax/kanban.md:73: `#TICKET#`, which the kanban diagram replaces; ColdFusion's `#url.id#`.
    ['https://yourproject.atlassian.net/browse/#TICKET#', PROSE, ['#TICKET# token path']],
    ['https://example.com/user.cfm?id=#url.id#&x=1', PROSE, ['#url.id# token query']],
    // qutebrowser doc/help/settings.asciidoc:4721: the search term's `{}`, a query's whole value or a whole last segment.
    ['https://duckduckgo.com/?q={}', PROSE, ['{} bracket query']],
    ['https://duckduckgo.com/?q={}&ia=web', PROSE, ['{} bracket query']],
    // spaCy website/docs/api/top-level.mdx:545: displaCy's `kb_url_template`, its last segment the blank `str.format` fills.
    ['https://www.wikidata.org/wiki/{}', PROSE, ['{} bracket path']],
    ['https://x.example/search/{}#top', PROSE, ['{} bracket path']],
    // espocrm application/Espo/Tools/Pdf/Dompdf/HtmlComposer.php:188: a replacement's `$1` as a data: URI's whole data.
    ['data:image/jpeg;base64,$1', CODE, ['$1 dollar path']],
    ['data:image/jpeg;base64,$1', PROSE, ['$1 dollar path']],
  ];
  for (const [text, options, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text, options), expected);
      assert.deepEqual(problems(text, options), []);
    });
  }
  const judged: [string, string[]][] = [
    // A second `#` before more of a name, and `{}` inside a name or beside other text, stay the URI's.
    ['https://x.example/#a#b', ['invalid-character:#']],
    ['https://x.example/#1#', ['invalid-character:#']],
    ['https://x.example/#a-b#', ['invalid-character:#']],
    // semgrep/semgrep-rules javascript/express/security/audit/xss/ejs/var-in-href.yaml:18: an anchor and a text fragment.
    ['https://flask.palletsprojects.com/en/1.1.x/security/#cross-site-scripting-xss#:~:text=javascript:%20URI', ['invalid-character:#']],
    ['https://x.example/#TICKET#:~:text=a', ['invalid-character:#']],
    // rust-lang/rfcs text/2845-supertrait-item-shadowing.md:319: Wikipedia's section on C#, its second `#` a finding.
    ['https://en.wikipedia.org/wiki/Method_overriding#C#', ['invalid-character:#']],
    ['https://x.example/?q=a{}', ['invalid-character:{}']],
    ['https://x.example/a{}b', ['invalid-character:{}']],
    ['https://x.example/?q=$1', []],
    // scrapy docs/topics/item-pipeline.rst: another parameter's value, a format's field in a block of no language.
    ['http://localhost:8050/render.png?url={}', ['invalid-character:{}']],
    ['https://x.example/search/{}/more', ['invalid-character:{}']],
    ['https://x.example/search/a{}', ['invalid-character:{}']],
  ];
  for (const [text, expected] of judged) {
    it(`${text} → ${JSON.stringify(expected)}`, () => assert.deepEqual(problems(text), expected));
  }
  // gfx-rs/wgpu naga/src/front/wgsl/error.rs (round 21): a last segment's `{}` in a link offered to a reader links to no page.
  it('a last segment\'s `{}` offered as a link stays the URI\'s', () => {
    assert.deepEqual(problems('https://github.com/gfx-rs/wgpu/issues/{}', { code: false, offered: true }), ['invalid-character:{}']);
  });
});

describe('template: round 22\'s placeholders (issue 29)', () => {
  const cases: [string, ScanOptions, string[]][] = [
    // odin-lang/Odin PROPOSAL-PROCESS.md:45: an issue's number masked with `#`; a query's value alike.
    ['https://github.com/odin-lang/Odin/issues/######', PROSE, ['###### token path']],
    ['https://x.example/item?id=####&x=1', PROSE, ['#### token query']],
    // web.py's Templetor (openlibrary templates): `$` expressions with members, calls and subscripts, in markup.
    ['/people/$follow[\'subscriber\']/books', { code: false, interpolation: 'dollar-chain' }, ['$follow[\'subscriber\'] interpolation path']],
    ['$homepath()$v.key?m=diff', { code: false, interpolation: 'dollar-chain' }, ['$homepath() interpolation path', '$v.key interpolation path']],
  ];
  for (const [text, options, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text, options), expected);
      assert.deepEqual(problems(text, options), []);
    });
  }
  const judged: [string, string[]][] = [
    // Two, or a name after the run, stay the `#` a fragment may not hold.
    ['https://x.example/a##b', ['invalid-character:#']],
    ['https://x.example/p/###x', ['invalid-character:##']],
  ];
  for (const [text, expected] of judged) {
    it(`${text} → ${JSON.stringify(expected)}`, () => assert.deepEqual(problems(text), expected));
  }
});

describe('template: round 20\'s held-out placeholders (issue 29)', () => {
  const cases: [string, ScanOptions, string[]][] = [
    // grpc-go internal/xds/xdsclient/xdsresource/name.go:32: words in braces after a query's `?` and after another
    // placeholder's `}`, one led by RFC 6570's `#` and ending in a list's `,*`.
    ['xdstp://[{authority}]/{resource type}/{id/*}?{context parameters}{#processing directive,*}', PROSE,
      ['{authority} uri-template host', '{resource type} bracket path', '{id/*} bracket path', '{context parameters} bracket query', '{#processing directive,*} bracket query']],
    // obs-studio .github/workflows/push.yaml:129: Cloudflare's `_redirects` placeholders where the host's labels go.
    ['https://:major-:minor.${{ vars.CF_PAGES_PROJECT }}.pages.dev', PROSE, [':major route host', ':minor route host', '${{ vars.CF_PAGES_PROJECT }} dollar host']],
    ['https://:subdomain.example.com/:id', PROSE, [':subdomain route host', ':id route path']],
    // dependabot-core: a replacement's group where the host goes, kept as written by the finder.
    ['https://\\1/', CODE, ['\\1 backreference host']],
    ['https://\\g<1>/', CODE, ['\\g<1> backreference host']],
  ];
  for (const [text, options, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text, options), expected);
      assert.deepEqual(problems(text, options), []);
    });
  }
  const judged: [string, string[]][] = [
    // A password after an empty user, a port of digits, a host that does not start with a route's `:` stay the URI's.
    ['https://:pass.word@host/', []],
    ['https://:443/', []],
    ['https://x.example.com.:region/x', ['invalid-port:region']],
    ['https://x.example:80a/', ['invalid-port:a']],
    // A letter after a port's digits is a mistake as likely as a mask (`:80x`, the command line's tests' invalid port).
    ['tcp://127.0.0.1:576x', ['invalid-port:x']],
  ];
  for (const [text, expected] of judged) {
    it(`${text} → ${JSON.stringify(expected)}`, () => assert.deepEqual(problems(text), expected));
  }
  it('a route\'s `:` only where the host starts with one, never in the userinfo', () => {
    assert.deepEqual(expressions('https://:pass.word@host/'), []);
    assert.deepEqual(expressions('https://x.example.com.:region/x'), []);
  });
});

describe('template: braces in a concrete URL are still checked (RFC 3986 §2.2)', () => {
  const cases: [string, string[]][] = [
    ['http://x.example/?test={%20content%20}', ['invalid-character:{', 'invalid-character:}']],
    ['https://exam{}[]ple.net', ['invalid-character:{}', 'bracket-outside-ip-literal:[]']],
    ['http://x.example/a{b', ['invalid-character:{']],
    ['http://x.example/?q={"a":1}', ['invalid-character:{"', 'invalid-character:"', 'invalid-character:}']],
    ['http://example.com:80a/', ['invalid-port:a']],
    // Braces in braces are no RFC 6570 expressions, the inner ones neither (JuliaDocs/Documenter.jl's link check test).
    ['https://docs.julialang.org/en/v1/base/arrays/#Base.getindex-Tuple{AbstractArray,%20Vararg{Any}}', ['invalid-character:{', 'invalid-character:{', 'invalid-character:}}']],
  ];
  for (const [text, expected] of cases) {
    it(`${text} is no template`, () => {
      assert.equal(checkReference(text, PROSE).template, undefined);
      assert.deepEqual(problems(text), expected);
    });
  }
  it('literal "<" and ">" around an expression are the URI\'s (RFC 6570 §2.1 excludes them from literals too)', () => {
    assert.deepEqual(problems('mailto:a@w3.org?subject={docname}&body=<{ref}>:'), ['invalid-character:<', 'invalid-character:>']);
  });
  it('literal text of a template is checked as URI text: a space, a "|", a bad port', () => {
    assert.deepEqual(problems('https://x.example/{id}/a b|c'), ['invalid-character: ', 'invalid-character:|']);
    assert.deepEqual(problems('https://{host}:80a/'), ['invalid-port:a']);
    assert.deepEqual(problems('http://%HOSTIP:%HTTPPORT/a%zz'), ['invalid-percent-encoding:%zz']);
  });
});

describe('template: the other conventions people write', () => {
  const cases: [string, ScanOptions, string[]][] = [
    ['http://%HOSTIP:%HTTPPORT/%TESTNUMBER', PROSE, ['%HOSTIP percent host', '%HTTPPORT percent port', '%TESTNUMBER percent path']],
    ['ftp://%HOSTIP:%FTPPORT/%TESTNUMBER;type=a', PROSE, ['%HOSTIP percent host', '%FTPPORT percent port', '%TESTNUMBER percent path']],
    ['file://%USERPROFILE%/x', PROSE, ['%USERPROFILE% percent host']],
    // curl's tests/data (precision findings T1).
    ['https://localhost:%HTTPS-MTLSPORT/%TESTNUMBER', PROSE, ['%HTTPS-MTLSPORT percent port', '%TESTNUMBER percent path']],
    ['scp://%HOSTIP:%SSHPORT%SCP_PWD/%LOGDIR/x', PROSE, ['%HOSTIP percent host', '%SSHPORT percent port', '%SCP_PWD percent port', '%LOGDIR percent path']],
    ['file://localhost%FILE_PWD/%LOGDIR/test%TESTNUMBER.txt', PROSE, ['%FILE_PWD percent host', '%LOGDIR percent path', '%TESTNUMBER percent path']],
    ['http://%HOSTIP:%HTTPPORT/thing%AMPparm2=foobar/%TESTNUMBER', PROSE, ['%HOSTIP percent host', '%HTTPPORT percent port', '%AMP percent path', '%TESTNUMBER percent path']],
    ['https://github.com/sphinx-doc/sphinx/issues/%s', PROSE, ['%s printf path']],
    ['https://example.org/K%%26R/page/%s', PROSE, ['%% printf path', '%s printf path']],
    // dapr/docs: service-invocation/howto-invoke-discover-services.md, Go's fmt.Sprintf in a Markdown code block.
    ['http://localhost:%s/checkout/%v', PROSE, ['%s printf port', '%v printf path']],
    // apache/maven: its integration tests' settings.xml and POMs, filtered by Maven's resources (@port@, @host@).
    ['http://localhost:@port@/repo', PROSE, ['@port@ token port']],
    ['http://@host@:@httpserver.port@/maven', PROSE, ['@host@ token host', '@httpserver.port@ token port']],
    // arduino/ArduinoCore-avr extras/package_index.json.Hourly.template: a build script's `%%NAME%%`; Windows batch files' too.
    ['http://downloads.arduino.cc/Hourly/avr/%%FILENAME%%', PROSE, ['%%FILENAME%% percent path']],
    ['https://x.example/%%VERSION%%/setup-%%ARCH%%.exe', CODE, ['%%VERSION%% percent path', '%%ARCH%% percent path']],
    // acmesh-official/acme.sh deploy/synology_dsm.sh: a variable where the scheme goes; no scheme holds a `$`.
    ['$SYNO_SCHEME://$SYNO_HOSTNAME:$SYNO_PORT', PROSE, ['$SYNO_SCHEME dollar scheme', '$SYNO_HOSTNAME dollar host', '$SYNO_PORT dollar port']],
    ['$scheme://x.example/a', PROSE, ['$scheme dollar scheme']],
    ['http$S://x.example/a', PROSE, ['$S dollar scheme']],
    // CMake's configure_file.
    ['https://@PROJECT_HOST@/downloads/foo-@PROJECT_VERSION@.tar.gz', PROSE, ['@PROJECT_HOST@ token host', '@PROJECT_VERSION@ token path']],
    // gohugoio/hugoDocs: layouts/_shortcodes/root-configuration-keys.html, `printf "<a href=%q>…" .RelPermalink` in a template's action.
    ['%q', PROSE, ['%q printf path']],
    // squidfunk/mkdocs-material: src/templates/base.html, a Jinja expression over several lines of a quoted href.
    ["https://fonts.googleapis.com/css?family={{\n    text | replace(' ', '+') + ':300,300i%7C' +\n  }}&display=fallback", PROSE,
      ["{{\n    text | replace(' ', '+') + ':300,300i%7C' +\n  }} mustache query"]],
    ['http://{args[0]}/x', PROSE, ['{args[0]} format host']],
    ['https://example.com{http.request.uri}', PROSE, ['{http.request.uri} uri-template host']],
    ['ftp://ftp.example.com/file[1-100].txt', PROSE, ['[1-100] glob path']],
    // git/git t/t1300-config.sh:2934: `includeIf "hasconfig:remote.*.url:https:/**/baz"`, a wildmatch pattern; a globstar
    // segment is the pattern's, to the end. A `**` inside a segment is no globstar.
    ['https:/**/baz', PROSE, ['**/baz glob path']],
    ['https://example.org/docs/**', PROSE, ['** glob path']],
    // apache/solr's solrconfig.xml (JanusGraph's copy): an optional segment with its `/`; rclone docs/content/rc.md:116:
    // names joined by `:` as a whole segment, a blank. Brackets inside a segment stay the URI's (below).
    ['http://host/app/[core/]select?qt=name', PROSE, ['[core/] bracket path']],
    ['http://127.0.0.1:5572/[remote:path]/path/to/object', PROSE, ['[remote:path] bracket path']],
    ['http://x.example/[a-a][1-1][b-b:1][2-2:1]/%TESTNUMBER', PROSE, ['[a-a] glob path', '[1-1] glob path', '[b-b:1] glob path', '[2-2:1] glob path', '%TESTNUMBER percent path']],
    ['https://fun.example/{one,two,three}.jpg', PROSE, ['{one,two,three} uri-template path']],
    ['https://fun.example/{<number>one,two,three}.jpg', PROSE, ['{<number>one,two,three} glob path']],
    ['ftp://ftp.example.com/file[<range>1-100].txt', PROSE, ['[<range>1-100] glob path']],
    ['http://localhost:1001-1009', PROSE, ['1001-1009 glob port']],
    // caddyserver/caddy reverseproxy/addresses_test.go:218: a range written with three ends (Caddy rejects it) is still one.
    ['http://localhost:8001-8002-8003', PROSE, ['8001-8002-8003 glob port']],
    // FTP wildcard matching: the last segment is an fnmatch pattern (curl's CURLOPT_WILDCARDMATCH.md:78, tests/data/test1162, test1163).
    ['ftp://example.com/some/path/[a-z[:upper:]\\\\].jpg', PROSE, ['[a-z[:upper:]\\\\].jpg glob path']],
    ["ftp://%HOSTIP:%FTPPORT/fully_simulated/DOS/[*\\\\s-'tl", PROSE, ['%HOSTIP percent host', '%FTPPORT percent port', "[*\\\\s-'tl glob path"]],
    ['ftp://%HOSTIP:%FTPPORT/fully_simulated/DOS/*[][', PROSE, ['%HOSTIP percent host', '%FTPPORT percent port', '*[][ glob path']],
    ['sftp://example.com/dir/file[0-9].txt', PROSE, ['[0-9] glob path']],
    // A glob's escaped slash, in a JSON string (SchemaStore app-config.json:1656).
    ['https://github.com/org/*\\/blob/master/*.yaml', CODE, ['\\/ glob path']],
    ['http://$sameHost:$differentPort/', { code: true, interpolation: 'dollar' }, ['$sameHost dollar host', '$differentPort dollar port']],
    ['ws://127.0.0.1:{st["p"]}/', { code: true, interpolation: 'brace' }, ['{st["p"]} interpolation port']],
    ['https://{host}/data.json?[0-{count-1}]', { code: true, interpolation: 'brace' }, ['{host} interpolation host', '[0-{count-1}] glob query']],
    ['https://localhost:{port}/x?[0-{count - 1}]', { code: true, interpolation: 'brace' }, ['{port} interpolation port', '[0-{count - 1}] glob query']],
    ['http://%HOSTIP:%HTTPPORT/[%TESTNUMBER0001-%TESTNUMBER0003]', PROSE, ['%HOSTIP percent host', '%HTTPPORT percent port', '[%TESTNUMBER0001-%TESTNUMBER0003] glob path']],
    ['http://%HOSTIP:%HTTPPORT/{%TESTNUMBER,%TESTNUMBER0001}', PROSE, ['%HOSTIP percent host', '%HTTPPORT percent port', '{%TESTNUMBER,%TESTNUMBER0001} glob path']],
    ['https://dummy.example/{%LTtest%GTA,B}', PROSE, ['{%LTtest%GTA,B} glob path']],
    ['http://%hex[%c3%a5%c3%a4]hex%.se:%HTTPPORT/%TESTNUMBER', PROSE, ['%hex[%c3%a5%c3%a4]hex% percent host', '%HTTPPORT percent port', '%TESTNUMBER percent path']],
    ['tftp://%HOSTIP:%NOLISTENPORT/%repeat[503 x a]%z', PROSE, ['%HOSTIP percent host', '%NOLISTENPORT percent port', '%repeat[503 x a]% percent path']],
    ['http://$NODE_IP:$NODE_PORT', PROSE, ['$NODE_IP dollar host', '$NODE_PORT dollar port']],
    ['https://$host$request_uri', PROSE, ['$host dollar host', '$request_uri dollar host']],
    ['https://nodejs.org/dist/${VERSION}/x.tar.gz', PROSE, ['${VERSION} dollar path']],
    ['http://$(hostname):8080/', PROSE, ['$(hostname) dollar host']],
    ['http://{{ .Values.host }}:{{ .Values.port }}/api', PROSE, ['{{ .Values.host }} mustache host', '{{ .Values.port }} mustache port']],
    ['https://example.com/{% url "x" %}/y', PROSE, ['{% url "x" %} mustache path']],
    ['https://github.com/<owner>/<repo>/issues', PROSE, ['<owner> angle path', '<repo> angle path']],
    ['https://github.com/[owner-name]/[repo]', PROSE, ['[owner-name] bracket path', '[repo] bracket path']],
    ['https://api.example.com/users/:id/posts/:post_id', PROSE, [':id route path', ':post_id route path']],
    ['http://x.example/logs/file[0-9].txt', PROSE, ['[0-9] glob path']],
    ['https://github.com/[repo-url]/x[a-zA-Z_]', PROSE, ['[repo-url] bracket path', '[a-zA-Z_] glob path']],
    // dapr/docs: daprdocs/content/en/reference/components-reference/supported-bindings/mqtt3.md, a syntax summary's optional parts.
    ['tcp://[username][:password]@host.domain[:port]', PROSE, ['[username] bracket userinfo', '[:password] bracket userinfo', '[:port] bracket host']],
    ['ssl://host.domain[:port]', PROSE, ['[:port] bracket host']],
    // bbatsov/projectile: projectile.el, a docstring's syntax summary with the user name optional. The part holds its
    // own `@`, so the value standing in for it is read where the host starts.
    ['scheme://[user@]host[:port]/path', PROSE, ['[user@] bracket host', '[:port] bracket host']],
    // jekyll/jekyll: docs/_data/config_options/build.yml, the same in capitals.
    ['http://HOST[:PORT]/', PROSE, ['[:PORT] bracket host']],
    // hazelcast/hz-docs: docs/modules/wan/pages/rest-api.adoc and dapr/docs: supported-bindings/eventgrid.md, an authority written as words.
    ['http://{member IP address:port}/hazelcast/rest/wan/clearWanQueues', PROSE, ['{member IP address:port} bracket host']],
    ['https://[YOUR HOSTNAME]/', PROSE, ['[YOUR HOSTNAME] bracket host']],
    // kubernetes/examples: _archived/nodesjs-mongodb/README.md, a YAML sample's value.
    ['aws://{region}/{volume ID}', PROSE, ['{region} uri-template host', '{volume ID} bracket path']],
    ['http://localhost:*', PROSE, ['* glob port']],
    ['https://host:port/', PROSE, ['port word port']],
    ['http://HOST:PORT/path', PROSE, ['PORT word port']],
    // hazelcast/hz-docs: docs/modules/spring/pages/spring-session-guide.adoc, `curl -v -X DELETE http://localhost:xxxxx/…`.
    ['http://localhost:xxxxx/hazelcast/rest/maps/x', PROSE, ['xxxxx word port']],
    // TandoorRecipes/recipes docs/install/synology.md:45 (round 18's tuning half): words joined by a dot.
    ['http://your.synology.ip:chosen.port', PROSE, ['chosen.port word port']],
    // syncthing gui/default/assets/lang/lang-el.json:146, lang-tr.json:153 (round 24's tuning half): the words for host
    // and port translated, in any script; one dot at most inside. (`tcp://όνομα:θύρα`, its host an IRI's: diagnostics.test.)
    ['tcp://ip:θύρα', PROSE, ['θύρα word port']],
    ['tcp://anamakine:b.noktası', PROSE, ['b.noktası word port']],
    // The word for a port numbered; a list of hosts run on into the port, each port the word for one (round 25: harbor
    // src/lib/redis/pool.go:48, heritrix3 contrib/…/TroughClient.java:273, each a format described in a comment).
    ['http://localhost:port1/', PROSE, ['port1 word port']],
    ['redis+sentinel://user:pass@redis_sentinel1:port1,redis_sentinel2:port2/monitor_name/db?idle_timeout_seconds=100', PROSE,
      ['port1 word port', 'port2 word port']],
    ['rethinkdb://server1:port,server2:port/database/table', PROSE, ['port word port', 'port word port']],
    // heritrix3 modules/…/FetchWhois.java:108 (round 25): Javadoc's and JSDoc's inline tags, which their renderer replaces.
    ['whois://{@link #DEFAULT_IP_WHOIS_SERVER}/whoisquery', CODE, ['{@link #DEFAULT_IP_WHOIS_SERVER} token host']],
    ['http://{@docRoot}/a/{@value #PATH}/{@linkplain Foo#bar(int, String) label}', PROSE,
      ['{@docRoot} token host', '{@value #PATH} token path', '{@linkplain Foo#bar(int, String) label} token path']],
    ['https://api.github.com/repos/%s/%s', CODE, ['%s printf path', '%s printf path']],
    ['http://x.example/%02x/%d?p=%%', CODE, ['%02x printf path', '%d printf path', '%% printf query']],
    // FFmpeg's libavutil/uuid.h (duckstation's dep/ffmpeg): `AV_PRI_URN_UUID`, a byte as `%02hhx`.
    ['urn:uuid:%02hhx%02hhx-%02hhx', CODE, ['%02hhx printf path', '%02hhx printf path', '%02hhx printf path']],
    // Redocly/redoc config/docker/index.tpl.html, which docker-run.sh fills with sed; spree's sample data URL, Ruby's format.
    ['%BASE_PATH%redoc.standalone.js', PROSE, ['%BASE_PATH% percent path']],
    // audacity/audacity's PortableApps launcher: its `%PAL:Drive%` variables.
    ['file:///%PAL:LastDrive%', PROSE, ['%PAL:LastDrive% percent path']],
    ['https://raw.githubusercontent.com/spree/spree/refs/tags/v%<version>s/core', CODE, ['%<version>s printf path']],
    // Ardour's and JUCE's doc/doxygen header.html: Doxygen's marker, the `^` ending it.
    ['$relpath^tabs.css', PROSE, ['$relpath^ dollar path']],
    // serverless/examples: aws-node-typescript-nest/README.md, a route's optional parameter in a deploy's output.
    ['https://x.execute-api.us-east-1.amazonaws.com/dev/{proxy?}', PROSE, ['{proxy?} route path']],
    // cdk-patterns/serverless: the-saga-stepfunction/README.md, words in braces as a query's value.
    ['https://{api gateway url}?tripID={whatever you want}', PROSE, ['{api gateway url} bracket host', '{whatever you want} bracket query']],
    ['https://x.example/{}/{0}/{name!r}/{value:>8}', CODE, ['{} format path', '{0} uri-template path', '{name!r} format path', '{value:>8} format path']],
    ['https://#{host}/x', { code: true, interpolation: 'hash' }, ['#{host} interpolation host']],
    ['https://{host}/{a + b}', { code: true, interpolation: 'brace' }, ['{host} interpolation host', '{a + b} interpolation path']],
    ['https://x.example/$user/$repo', { code: true, interpolation: 'dollar' }, ['$user dollar path', '$repo dollar path']],
    ['https://user:$PASS@host/', PROSE, ['$PASS dollar userinfo']],
    // cachix/devenv tests/process-up-attach/.test.sh:70, in a shell function: a positional parameter is the port.
    ['http://127.0.0.1:$1/', { code: true, interpolation: 'dollar' }, ['$1 dollar port']],
    ['http://$1:$2/$@', { code: true, interpolation: 'dollar' }, ['$1 dollar host', '$2 dollar port', '$@ dollar path']],
    // Outside an interpolating string, a match's group in a replacement, in the authority: an Apache or nginx rewrite's
    // target, JavaScript's `replace(re, 'https://$1/')`.
    ['http://127.0.0.1:$1/', PROSE, ['$1 dollar port']],
    ['https://$1.example.com:$2/$1', PROSE, ['$1 dollar host', '$2 dollar port']],
    ['https://$&/', CODE, ['$& dollar host']],
    // mdn/webextensions-examples dnr-redirect-url/redirect-rules.json: declarativeNetRequest's `regexSubstitution`.
    ['https://\\1?redirected_by_regex', CODE, ['\\1 backreference host']],
    // sed's, Vim's, Python's `re.sub` groups; `\g<name>` Python's named one.
    ['https://\\2.example.org/\\1', PROSE, ['\\2 backreference host', '\\1 backreference path']],
    ['http://localhost:\\g<port>/', CODE, ['\\g<port> backreference port']],
    // `%{…}`, braces balanced: no percent-encoding starts with a brace. luarocks spec/quick/install.q (its test
    // harness's expressions), Apache mod_rewrite's server variables, RPM spec macros, Ruby's `format('%{x}')`.
    ['file://%{url(%{tmpdir})}/rock.lua', PROSE, ['%{url(%{tmpdir})} interpolation host']],
    ['https://%{HTTP_HOST}%{REQUEST_URI}', PROSE, ['%{HTTP_HOST} interpolation host', '%{REQUEST_URI} interpolation host']],
    ['https://github.com/%{name}/%{name}/archive/v%{version}.tar.gz', PROSE, ['%{name} interpolation path', '%{name} interpolation path', '%{version} interpolation path']],
    ['https://x.example/users/%{id}?page=%{page}', CODE, ['%{id} interpolation path', '%{page} interpolation query']],
  ];
  for (const [text, options, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(expressions(text, options), expected);
      assert.deepEqual(problems(text, options), []);
    });
  }

  const notExpressions: [string, ScanOptions][] = [
    ['https://services.odata.org/V4/Northwind.svc/$metadata', PROSE],
    ['https://x.example/odata?$filter=a&$top=10', PROSE],
    ['https://user:pa$$word@host/', PROSE],
    // Outside an interpolating string and the authority, `$1` is text (a price).
    ['https://shop.example/pay?price=$5&tip=$1', PROSE],
    ['http://127.0.0.1:$10/', PROSE],
    ['https://user:pa$$word@host/', { code: true, interpolation: 'dollar' }],
    ['https://x.example/a%20b%C3%BCmlaut%20c', PROSE],
    ['data:text/plain;charset=iso-8859-7,%be%be', PROSE],
    ['http://example.com/100%DEADBEEF', PROSE],
    ['https://example.com/<br>', PROSE],
    ['http://[::1]/', PROSE],
    ['http://[v1.x]/', PROSE],
    ['https://x.example/%c3%bc%E2%80%99', PROSE],
    ['https://x.example/a%sb', PROSE],
    ['ftp://ftp.example.com/pub/*.txt', PROSE],
    ['https://x.example/a[b:c]d/[e:f]g', PROSE],
    ['https://x.example/a**b/c', PROSE],
  ];
  for (const [text, options] of notExpressions) {
    it(`${text} holds no expression`, () => assert.equal(checkReference(text, options).template, undefined));
  }

  // Negative rows: the same characters outside those conventions stay a URI's errors.
  const stillInvalid: [string, string[]][] = [
    // Only FTP's last segment is a filename pattern: an http URL, or an earlier segment, holds no raw `[`.
    ['http://example.com/DOS/*[][', ['bracket-outside-ip-literal:[][']],
    ['ftp://example.com/a[1/file.txt', ['bracket-outside-ip-literal:[']],
    ['https://github.com/org/a\\/blob', ['invalid-character:\\']],
    ['http://localhost:8001-x', ['invalid-port:-x']],
    // A `%{` left open is no expression: the `%` is stray, the brace the URI's.
    ['https://x.example/a%{b', ['invalid-percent-encoding:%', 'invalid-character:{']],
    // An e-mail address as a user name, its `@` left unencoded: no build token after a letter.
    ['ftp://joe@example.com@ftp.example.com/x', ['invalid-character:@']],
  ];
  for (const [text, expected] of stillInvalid) {
    it(`${text} stays invalid`, () => assert.deepEqual(problems(text), expected));
  }

  for (const [text, options] of notExpressions) {
    it(`${text} holds no expression`, () => assert.equal(checkReference(text, options).template, undefined));
  }
});

describe('template: substitution keeps every offset', () => {
  const texts = ['http://{{ .Values.host }}:{{ .Values.port }}/api{?q}', 'http://%HOSTIP:%HTTPPORT/%TESTNUMBER', 'https://{host}/x{#frag}'];
  for (const text of texts) {
    it(`${text}: the stand-in has the text's length, and the components are as written`, () => {
      const { parsed, template } = checkReference(text, PROSE);
      assert.equal(template!.standIn.length, text.length);
      for (const [name, range] of Object.entries(parsed.ranges)) {
        if (name === 'authority' || name === 'user' || name === 'password' || range === undefined) continue;
        assert.equal(parsed.components[name as 'host'], text.slice(range.start, range.end), name);
      }
    });
  }
  it('an operator stays where it is: {?q} starts a query, {#f} a fragment, {/p} a segment', () => {
    assert.deepEqual(expressions('https://x.example/a{/p}{?q}{#f}'), ['{/p} uri-template path', '{?q} uri-template query', '{#f} uri-template fragment']);
    const { parsed } = checkReference('https://x.example/a{/p}{?q}{#f}', PROSE);
    assert.deepEqual([parsed.components.path, parsed.components.query, parsed.components.fragment], ['/a{/p}', '?q}', '#f}']);
  });
  it('every convention it names is one the type declares', () => {
    const all: TemplateConvention[] = ['uri-template', 'format', 'mustache', 'dollar', 'interpolation', 'percent', 'printf', 'angle', 'bracket', 'route', 'glob', 'word'];
    assert.equal(new Set(all).size, 12);
  });
});

describe('template: interpolated strings of code are templates by construction (find/interpolation.ts)', () => {
  const cases: [string, string, string[]][] = [
    ['python', "url = f'https://{host}/x?n={n + 1}'", ['{host} host', '{n + 1} query']],
    ['python', "url = rf'https://{host}/{a.b()}'", ['{host} host', '{a.b()} path']],
    ['csharp', 'var u = $"https://{host}:{port}/api/{id.ToString()}";', ['{host} host', '{port} port', '{id.ToString()} path']],
    ['typescript', 'const u = `https://${host}:${port}/users/${user.id}`;', ['${host} host', '${port} port', '${user.id} path']],
    ['kotlin', '.url("http://$sameHost:$differentPort/")', ['$sameHost host', '$differentPort port']],
    ['ruby', 'url = "https://#{host}:#{port}/x"', ['#{host} host', '#{port} port']],
    ['swift', 'let u = "https://\\(host):\\(port)/x(1)"', ['\\(host) host', '\\(port) port']],
    // The scheme a variable too: the reference starts at its `$`, no scheme named "proto".
    ['perl', 'my $u = "$proto://$ip:$port/verifiedserver";', ['$proto scheme', '$ip host', '$port port']],
    ['php', '$u = "https://$host/api/$version/users";', ['$host host', '$version path']],
    ['shellscript', 'turl="https://$host:$port/$path"', ['$host host', '$port port', '$path path']],
    // Round 21. gfx-rs/wgpu naga/src/front/wgsl/error.rs:929: a `<…>` in a string `format!` fills, its format field.
    ['rust', 'format!("<https://github.com/gfx-rs/wgpu/issues/{}>", n)', ['{} path']],
    // bytecodealliance/wasm-micro-runtime ci/validate_lldb.py:69: an f-string's expression the finder cut at its space.
    ['python', "p = f'{options.lldb} -o \"process connect -p wasm connect://127.0.0.1:{int(options.port) + iteration}\"'", ['{int(options.port) port']],
    ['python', "p = f'connect://127.0.0.1:{int(options.port) + iteration}'", ['{int(options.port) + iteration} port']],
    // ckan/ckan doc/maintaining/installing/install-from-package.rst:61: a substitution reference Docutils reads.
    ['restructuredtext', 'Get https://packaging.ckan.org/|current_package_name_focal| now.', ['|current_package_name_focal| path']],
  ];
  for (const [languageId, line, expected] of cases) {
    it(`${languageId}: ${line}`, () => {
      const [found] = findUris(line, { languageId });
      const { parsed, template } = checkFound(found!);
      const written = (start: number, end: number) => line.slice(found!.offsets ? found!.offsets[start]! : found!.start + start,
        found!.offsets ? (end < found!.offsets.length ? found!.offsets[end]! : found!.end) : found!.start + end);
      assert.deepEqual(template!.expressions.map((e) => `${written(e.start, e.end)} ${e.component}`), expected);
      assert.deepEqual(parsed.errors, []);
    });
  }
  it('round 21: a `<…>` outside strings, a substitution Docutils does not read, are no template', () => {
    for (const [languageId, line] of [
      ['rust', '/// See <https://github.com/gfx-rs/wgpu/issues/{}>.'],
      ['python', '# see <https://github.com/x/issues/{}>'],
      ['restructuredtext', 'Get https://x.example/a|version|/b now.'],
      ['restructuredtext', 'Run::\n\n    wget https://x.example/|version|/a\n'],
      ['restructuredtext', 'See `the file <https://x.example/|version|/a>`_.'],
    ] as const) {
      const found = findUris(line, { languageId }).find((f) => f.text.includes('x'))!;
      assert.equal(checkFound(found).template, undefined, line);
      assert.equal(found.interpolation, undefined, line);
    }
  });
  it('a string that does not interpolate is read by the conventions alone', () => {
    const [found] = findUris("url = 'https://{host}/x/{a + b}'", { languageId: 'python' });
    assert.equal(found!.interpolation, undefined);
    // Beside a lone `{host}`, `{a + b}` is code in braces, a placeholder of the string's own convention: no RFC 6570 error.
    assert.deepEqual(checkFound(found!).template!.errors.map((e) => e.kind), []);
    const [operator] = findUris("url = 'https://{host}{/x}/{a + b}'", { languageId: 'python' });
    assert.deepEqual(checkFound(operator!).template!.errors.map((e) => e.kind), ['unclosed']);
  });
});

/**
 * The problems of the reference found at `mark` (a piece of `text` it overlaps), with its convention's expressions and
 * whether the string is formatted.
 */
function atMark(languageId: string, text: string, mark: string): { problems: string[]; expressions: string[]; formatted: boolean } {
  const at = text.indexOf(mark);
  const found = findUris(text, { languageId }).find((f) => f.start <= at + mark.length && f.end > at);
  assert.ok(found, `a reference at ${mark}`);
  const { parsed, template } = checkFound(found);
  const t = found.text;
  return {
    problems: [...parsed.errors.map((e) => `${e.code}:${t.slice(e.start, e.end)}`), ...(template?.errors ?? []).map((e) => `${e.kind}:${t.slice(e.start, e.end)}`)],
    expressions: (template?.expressions ?? []).map((e) => `${t.slice(e.start, e.end)} ${e.convention}`),
    formatted: found.formatted === true,
  };
}

describe('template: `%` that starts no percent-encoding, a template\'s by evidence (round 18, issue 29)', () => {
  // [language, document, the reference's text in it, problems expected, expressions expected]
  const cases: [string, string, string, string[], string[]][] = [
    // OpenShot/openshot-qt src/windows/main_window.py:1019 and about.py:318: Python's `%` operator formats the string.
    ['python', 'url = "https://www.openshot.org/%sdonate/?app-menu" % info.website_language()\n', 'openshot.org', [], ['%s printf']],
    ['python', "html = \'\'\'\n  <a href=\"https://www.openshot.org/%sdonate/?app-about-us\">%s</a>\n  \'\'\' % (info.website_language(), text)\n", 'openshot.org', [], ['%s printf']],
    ['python', 'msg = _("See https://x.example/%suser-guide/") % lang\n', 'x.example', [], ['%s printf']],
    // A pct-encoded stays one in a formatted string: `%2F` is no conversion of width 2.
    ['python', 'u = "https://x.example/a%2Fb/%sc" % x\n', 'x.example', [], ['%s printf']],
    // ohmyzsh lib/termsupport.zsh:158: the shell's printf command formats its first argument.
    ['shellscript', 'printf "\\e]7;file://%s%s\\e\\\\" "${URL_HOST}" "${URL_PATH}"\n', 'file://', [], ['%s printf', '%s printf']],
    // printf's family in C and Go.
    ['c', 'snprintf(buf, sizeof(buf), "https://x.example/%sdata/%d", lang, n);\n', 'x.example', [], ['%s printf', '%d printf']],
    ['go', 'u := fmt.Sprintf("https://x.example/%sapi", prefix)\n', 'x.example', [], ['%s printf']],
    ['kotlin', 'val u = "https://x.example/%sapi".format(prefix)\n', 'x.example', [], ['%s printf']],
    ['php', '$u = sprintf(\'https://x.example/%sapi\', $prefix);\n', 'x.example', [], ['%s printf']],
    // Not formatted: the string is no format, `%sd` is a broken percent-encoding.
    ['python', 'url = "https://www.openshot.org/%sdonate/?app-menu"\n', 'openshot.org', ['invalid-percent-encoding:%sd'], []],
    ['python', 'print("https://www.openshot.org/%sdonate/")\n', 'openshot.org', ['invalid-percent-encoding:%sd'], []],
    // geneweb/geneweb bin/setup/statics/lang/*.htm: gwsetup's pages, `%l` the language, `%V…;` and `%f…;` its other directives.
    ['html', '<html lang="%l">\n%fsetup.css;\n<body %Vbody_prop;>\n[The name "%o" is used several times.]\n<a href="gwsetup?lang=%l;v=welcome.htm">welcome</a>\n', 'gwsetup', [], ['%l; percent']],
    // geneweb hd/etc/templm/calendar.txt:277 and menubar.txt:274: its template language, `%if;(…)` cut at a quote by the
    // finder; `%date.…;` starts with `%da`, a percent-encoding, and is read so.
    ['plaintext', '%if;(evar.m = "A")%lang;%end;\n<a href="http://%lang;.wikipedia.org/wiki/%date.gregorian.year;">\n', 'wikipedia', [], ['%lang; percent']],
    // `%name;` is a directive without the document's evidence too: no URI writes a name closed by `;` after a `%`.
    ['markdown', 'See <https://geneweb.tuxfamily.org/wiki/GeneWeb%suffx;> for more.\n', 'geneweb', [], ['%suffx; percent']],
    // geneweb bin/setup/statics/lang/intro.txt: `%z`, the whole port, is a placeholder; a port holds digits only.
    ['plaintext', '[Welcome to GeneWeb] %q\n       http://localhost:%z/\n', 'localhost', [], ['%z percent']],
    // `%l` not closed by `;`, or a lone `%zz`, stays a broken percent-encoding.
    ['html', '<a href="gwsetup?lang=%l;v=welcome.htm">welcome</a>\n', 'gwsetup', [], ['%l; percent']],
    ['html', '<a href="gwsetup/%l/welcome.htm">welcome</a>\n', 'gwsetup', ['invalid-percent-encoding:%l'], []],
    ['markdown', 'See https://example.com/a%zz/b for the list.\n', 'example.com', ['invalid-percent-encoding:%zz'], []],
    ['markdown', 'Use %Y and %m: https://example.com/a%zz/b\n', 'example.com', ['invalid-percent-encoding:%zz'], []],
    ['markdown', 'Neither `%zz;` nor `%gg` nor `%u00e9` nor `%2x` is one: https://example.com/a%zz/b\n', 'example.com', ['invalid-percent-encoding:%zz'], []],
    // Code full of printf conversions: a URL in its comment keeps its error.
    ['c', 'printf("%d\\n", a); printf("%s\\n", b); printf("%x %c\\n", c, d);\n// See https://example.com/a%zz/b\n', 'example.com', ['invalid-percent-encoding:%zz'], []],
    // i3/i3 docs/asciidoc-git.conf:82: AsciiDoc's `{eval:…}` system attribute, braces nested.
    ['properties', 'template=<img src="data:image/{eval:os.path.splitext(\'{target}\')[1][1:]};base64,">\n', 'data:image', [], ["{eval:os.path.splitext('{target}')[1][1:]} interpolation"]],
    // OpenShot/openshot-qt installer/windows-installer.iss:155: Inno Setup's preprocessor call, cut at its space by the finder.
    ['plaintext', 'Description: "{cm:LaunchProgram,{#StringChange(MyAppName, \'&\', \'&&\')}}"\n', 'LaunchProgram', [], ['{#StringChange(MyAppName interpolation']],
  ];
  for (const [languageId, text, mark, problems, expressions] of cases) {
    it(`${languageId}: ${text.split("\n").find((l) => l.includes(mark))} → ${problems.length > 0 ? problems.join(" ") : "a template"}`, () => {
      const got = atMark(languageId, text, mark);
      assert.deepEqual(got.problems, problems);
      assert.deepEqual(got.expressions, expressions);
    });
  }
  it('where the caller says the text is a template of `%` directives: one letter, a call, a condition cut by the finder', () => {
    const DIRECTIVES: ScanOptions = { code: false, directives: true };
    assert.deepEqual(expressions('https://x.example/?from=%if;(has_birth_date and birth_date.year!=', DIRECTIVES), ['%if;(has_birth_date and birth_date.year!= percent query']);
    assert.deepEqual(expressions('https://x.example/x?p=%expr(birth_date.year-15)&q=%apply;url_encode(surname)', DIRECTIVES), ['%expr(birth_date.year-15) percent query', '%apply; percent query']);
    assert.deepEqual(expressions('%n', DIRECTIVES), ['%n percent path']);
    assert.deepEqual(problems('https://x.example/a%zz', PROSE), ['invalid-percent-encoding:%zz']);
  });
  it('round 19: a `%` that ends a string of code is an SQL LIKE pattern\'s wildcard (qutebrowser browser/history.py:269)', () => {
    const SOURCE: ScanOptions = { code: true, sourceCode: true };
    assert.deepEqual(expressions('qute://back%', SOURCE), ['% glob host']);
    assert.deepEqual(expressions('https://x.example/a/b%', SOURCE), ['% glob path']);
    // In prose, in a data file's string, after no name (`echo "https://github.com/%"`), or where more follows, it is a stray `%`.
    assert.deepEqual(problems('qute://back%', PROSE), ['invalid-percent-encoding:%']);
    assert.deepEqual(problems('qute://back%', CODE), ['invalid-percent-encoding:%']);
    assert.deepEqual(problems('https://github.com/%', SOURCE), ['invalid-percent-encoding:%']);
    assert.deepEqual(problems('https://x.example/100%/a', SOURCE), ['invalid-percent-encoding:%']);
  });
  it('RFC 6570 keeps its own: `{eval:3}` is a prefix modifier, `{#frag}` a fragment expansion', () => {
    assert.deepEqual(expressions('https://x.example/{eval:3}{#frag}'), ['{eval:3} uri-template path', '{#frag} uri-template fragment']);
  });
});

describe('template: Python\'s `%` conversion with a mapping key of any text, as buildbot\'s Interpolate writes it (round 26)', () => {
  const cases: [string, ScanOptions, string[]][] = [
    // buildbot master/docs/examples/repo_gerrit.cfg:74, master/docs/manual/configuration/steps/source_svn.rst:19,
    // relnotes/0.8.7.rst:192: `Interpolate("…%(prop:buildername)s…")`, a property, a codebase's attribute, a default after `:-`.
    ['http://buildmaster.mysite.com/builds/build-%(prop:buildername)s-%(prop:changenumber)s', CODE, []],
    ['http://svn.example.com/repos/%(src::branch)s', PROSE, []],
    ['http://svn.example.com/repos/%(src:codebase:branch)s/trunk', PROSE, []],
    ['svn://svn.example.org/svn/%(src::branch:-branches/test)s/myproject', CODE, []],
    // …a `%` before anything else stays the malformed percent-encoding it is, and so does a key with a blank.
    ['http://x.example/a%(b c)s', PROSE, ['invalid-percent-encoding:%', 'invalid-character: ']],
    ['http://x.example/a%zz', CODE, ['invalid-percent-encoding:%zz']],
  ];
  for (const [text, options, expected] of cases) {
    it(`${text}`, () => {
      assert.deepEqual(problems(text, options), expected);
    });
  }
});

describe('template: round 27\'s placeholders (printf\'s `%.*s`, `%name` fields, a shell\'s quoted pieces, `#name#`, a variable\'s index)', () => {
  // [language, document, a piece of the reference, problems expected, expressions expected]
  const cases: [string, string, string, string[], string[]][] = [
    // ntopng src/HTTPserver.cpp:150: a precision given as an argument, `%.*s` (the host's length, then the host).
    ['cpp', 'mg_printf(conn,\n  "HTTP/1.1 302 Found\\r\\n"\n  "Location: https://%.*s:%u/%s\\r\\n\\r\\n",\n  n, host, port, uri);\n', 'https://', [], ['%.*s printf', '%u printf', '%s printf']],
    ['c', 'printf("http://%*d/x", width, n);\n', 'http://', [], ['%*d printf']],
    // freescout overrides/filp/whoops/src/Whoops/Handler/PrettyPageHandler.php:115-124, 103: an editor's link format.
    ['php', '<?php\n$e = [\n    "sublime"  => "subl://open?url=file://%file&line=%line",\n];\n', 'subl://', [], ['%file percent', '%line percent']],
    ['php', '<?php\n$e = [\n    "vscode"   => "vscode://file/%file:%line",\n];\n', 'vscode://', [], ['%file percent', '%line percent']],
    ['php', '<?php\n/**\n *   "txmt://open?url=%file&line=%line"\n */\n', 'txmt://', [], ['%file percent', '%line percent']],
    // …one alone is as likely a stray `%`; a pct-encoded one is one.
    ['php', '<?php\n$u = "https://x.example/?q=%foo&b=1";\n', 'x.example', ['invalid-percent-encoding:%fo'], []],
    ['php', '<?php\n$u = "https://x.example/?a=%fab&b=%line";\n', 'x.example', ['invalid-percent-encoding:%li'], []],
    // lux extractors/zingmp3/zingmp3.go:66: a conversion inside braces that are no RFC 6570 expression; the braces and
    // quotes are the URI's characters still.
    ['go', 'api := fmt.Sprintf(`http://api.mp3.zing.vn/api?requestdata={"id":"%s"}`, id)\n', 'zing.vn', ['invalid-character:{"', 'invalid-character:"', 'invalid-character:"', 'invalid-character:"}'], ['%s printf']],
    // osticket include/class.api.php:469: a variable and its index (here a slice), in a comment's pseudo-code.
    ['php', '<?php\n                    # PHP5: fopen("data://$data[5:]");\n', 'data://', [], ['$data[5:] dollar']],
    ['php', '<?php\n$u = "https://$hosts[0]/x?k=$a[\'key\']";\n', 'https://', [], ['$hosts[0] dollar', '$a[\'key\'] dollar']],
    // ntopng doc/README.nagios.md:121: a shell's word of quoted pieces and expressions.
    ['markdown', "```\nRESULT_JSON=`curl -s -u ${NTOPNG_USER}:${NTOPNG_PASS} 'http://'${NTOPNG_HOST}':'${NTOPNG_PORT}'/lua/rest/get/host/data.lua?ifname='${CHECK_INTF}'&host='${CHECK_HOST}`\n```\n", 'lua/rest',
      [], ["'${NTOPNG_HOST}' dollar", "'${NTOPNG_PORT}' dollar", "'${CHECK_INTF}' dollar", "'${CHECK_HOST} dollar"]],
    ['markdown', "Run `curl 'http://'$HOST':'$PORT'/x'`.\n", 'http://', [], ["'$HOST' dollar", "'$PORT' dollar"]],
    // nmap nselib/wsdd.lua:55: `#uuid#`, which the script replaces with `gsub("#uuid#", …)`.
    ['lua', "local probe = '<wsa:MessageID>urn:uuid:#uuid#</wsa:MessageID>' ..\n", 'urn:uuid', [], ['#uuid# token']],
  ];
  for (const [languageId, text, mark, problems, expected] of cases) {
    it(`${languageId}: ${JSON.stringify(text)}`, () => {
      const got = atMark(languageId, text, mark);
      assert.deepEqual(got.problems, problems);
      assert.deepEqual(got.expressions, expected);
    });
  }
  it('a `#` before and after a name of one character, or a name then more, stays the URI\'s', () => {
    assert.deepEqual(problems('https://x.example/#a#'), ['invalid-character:#']);
    assert.deepEqual(problems('https://x.example/#ab#c'), ['invalid-character:#']);
    // yt-dlp yt_dlp/extractor/odnoklassniki.py:200 (a test's URL): after a value, the fragment `lst#` holds a `#`.
    assert.deepEqual(problems('https://m.ok.ru/dk?st.cmd=movieLayer&tkn=3648#lst#'), ['invalid-character:#']);
  });

  it('in Lua, `obj:method(` is a call, no URI; elsewhere the text is read as before', () => {
    // nmap nselib/tn3270.lua:933 and nselib/vnc.lua:196: code commented out.
    assert.deepEqual(findUris('--char_code = data:sub(i+3,i+3)\n', { languageId: 'lua' }).map((f) => f.text), []);
    assert.deepEqual(findUris('--return false, ("Unsupported version (%s)"):format(data:sub(1,11))\n', { languageId: 'lua' }).map((f) => f.text), []);
    assert.deepEqual(findUris('local u = "data:text/plain,hi" -- see https://x.example/a(b)\n', { languageId: 'lua' }).map((f) => f.text), ['data:text/plain,hi', 'https://x.example/a(b)']);
    assert.deepEqual(findUris('char_code = data:sub(i+3,i+3)\n', { languageId: 'plaintext' }).map((f) => f.text), ['data:sub(i+3,i+3)']);
  });
});

describe('template: round 28\'s placeholders (a long expression over lines, a choice in brackets, `{...}`, a call in braces, a catalog\'s `%h`)', () => {
  // [language, document, a piece of the reference, problems expected, expressions expected]
  const cases: [string, string, string, string[], string[]][] = [
    // hydro packages/ui-default/templates/record_main.html:108: Nunjucks' `{{ … }}` opened on one line, closed lines below.
    ['html', '<a class="pager__item next link" href="?page={{ page + 1 }}{{\n  ((\'&tid=\' + filterTid) if filterTid else \'\')\n' +
      '  + ((\'&uidOrName=\' + filterUidOrName) if filterUidOrName else \'\')\n  + ((\'&lang=\' + filterLang) if filterLang else \'\')\n' +
      '  + ((\'&status=\' + filterStatus) if filterStatus else \'\')\n  + ((\'&pid=\' + filterPid) if filterPid else \'\')\n' +
      '  + (\'&all=1\' if all else \'\')\n  + (\'&allDomain=1\' if allDomain else \'\') }}">next</a>\n', '?page', [], ['{{ page + 1 }} mustache', "{{(('&tid=' + filterTid) if filterTid else '')+ (('&uidOrName=' + filterUidOrName) if filterUidOrName else '')+ " +
      "(('&lang=' + filterLang) if filterLang else '')+ (('&status=' + filterStatus) if filterStatus else '')+ (('&pid=' + filterPid) if filterPid else '')+ " +
      "('&all=1' if all else '')+ ('&allDomain=1' if allDomain else '') }} mustache"]],
    // kubo config/gateway.go:31: `$variables` and `[ipns|ipfs]`, a choice of alternatives, in a doc comment's pattern.
    ['go', '\t// will be permanently redirected to http://$id.[ipns|ipfs].$gateway/.\n', 'http://', [], ['$id dollar', '[ipns|ipfs] bracket', '$gateway dollar']],
    // trafficserver doc/admin-guide/plugins/txn_box/misc.en.rst:251: `{...}`, a placeholder for the rest.
    ['restructuredtext', '::\n\n   -  set-field: [ "Location", "http://example.com{...}" ]\n', 'example.com', [], ['{...} bracket']],
    // squid errors/de.po:709: a catalog's message is the program's format, its `%h` a placeholder, flags or none.
    ['po', 'msgid ""\n"<a href=\\"http://%h/cgi-bin/chpasswd.cgi\\">change</a> your password."\nmsgstr ""\n"href=\\"http://%h/cgi-bin/chpasswd.cgi\\">ändern</a> sie ihr Standardpasswort."\n', 'http://%h', [], ['%h printf']],
    // …a pct-encoded stays one.
    ['po', 'msgid "see http://x.example/a%2Fb"\nmsgstr ""\n', 'x.example', [], []],
  ];
  for (const [languageId, text, mark, problems, expected] of cases) {
    it(`${languageId}: ${JSON.stringify(text)}`, () => {
      const got = atMark(languageId, text, mark);
      assert.deepEqual(got.problems, problems);
      assert.deepEqual(got.expressions, expected);
    });
  }
});
