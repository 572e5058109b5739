/**
 * THE one definition of every URI Lint setting: its key, type, default,
 * description and scope. The client's package.json contributions are
 * checked against `SETTING_DEFINITIONS`, and `resolveSettings` turns any
 * `workspace/configuration` answer into a complete, valid `Settings`.
 */

/**
 * The settings of one resource, all present and valid. Each property is
 * named as its key: the key without `uriLint.`, camel-cased over its dots
 * (`uriLint.links.root` fills `linksRoot`, `uriLint.iri.strict` `iriStrict`),
 * so a key found in a user's settings names the property it sets, and back.
 * A setting read in another unit is named as the key that says the
 * property's unit: `maxFileSize` holds bytes, as the older
 * `uriLint.maxFileSize` does, and `uriLint.maxFileSizeMB` fills it too.
 */
export interface Settings {
  /** `uriLint.enable`: every feature of the server, for this resource. */
  enable: boolean;
  /** `uriLint.severity`: per diagnostic code, overriding its default severity. */
  severity: Partial<Record<string, SeverityLevel>>;
  /** `uriLint.ignoreSchemes`: references with these schemes (any case) are not linted. */
  ignoreSchemes: string[];
  /**
   * `uriLint.ignorePatterns`: references whose whole text matches one of these are not linted.
   * `/…/flags` is a regular expression searched in the text; anything else is a glob over the
   * whole text, where `*` matches any run of characters (`/` included) and `?` one character.
   */
  ignorePatterns: string[];
  /** `uriLint.baseUri`: the base for relative references when the document gives none ('' = none). */
  baseUri: string;
  /** `uriLint.maxFileSizeMB` (or the older `uriLint.maxFileSize`, in bytes): documents larger than this many bytes (UTF-8) are not linted. */
  maxFileSize: number;
  /** `uriLint.maxProblems`: the most diagnostics published at once for one document, chosen by where the user looks (the command line shows all). */
  maxProblems: number;
  /** `uriLint.iri.strict`: report IRIs (RFC 3987) as errors instead of information. */
  iriStrict: boolean;
  /** `uriLint.normalForm.enable`: report URIs that are not in normal form (RFC 3986 §6). */
  normalFormEnable: boolean;
  /** `uriLint.schemes.enable`: judge http(s), ws(s), file, mailto, urn, data and tel references by their own RFCs, and hint at scheme typos. */
  schemesEnable: boolean;
  /**
   * `uriLint.fixAll.fixes`: which fixes Fix all and `uri-lint --fix` apply, as
   * selectors (`id`, `!id`, globs; the first that matches a fix decides); a
   * fix none matches is applied when it keeps what the URI identifies.
   */
  fixAllFixes: string[];
  /** `uriLint.links.schemes`: the schemes that become document links. */
  linksSchemes: string[];
  /** `uriLint.links.checkFiles`: links to files of the workspace are checked against the files. */
  linksCheckFiles: boolean;
  /** `uriLint.links.root`: the folder a root-relative link (`/docs/a.md`) starts from, relative to the workspace folder ('' = the folder). */
  linksRoot: string;
  /** `uriLint.links.mappings`: absolute URL prefixes that stand for folders of the workspace (relative to it), checked as local links. */
  linksMappings: Record<string, string>;
  /** `uriLint.links.directoryIndex`: files a linked folder must hold one of; empty, any folder is a valid target. */
  linksDirectoryIndex: string[];
  /** `uriLint.links.extensions`: extensions tried when a linked file is missing (`.md`, `.html`), as static-site generators do. */
  linksExtensions: string[];
  /** `uriLint.languages`: the language ids served; `*` serves all. */
  languages: string[];
  /** `uriLint.links.headingIds`: whose rules make a Markdown heading's id, which fragments name. */
  linksHeadingIds: 'github' | 'gitlab';
  /** `uriLint.links.updateOnFileMove`: whether a file or folder moved in the editor has the links to it and in it rewritten. */
  linksUpdateOnFileMove: 'never' | 'prompt' | 'always';
  /** `uriLint.defaultIgnores`: files nobody edits (vendored, generated, minified, binary) are not checked. */
  defaultIgnores: boolean;
  /**
   * `uriLint.testFiles`: how a test file's URIs are judged (links/testData.ts says which files are tests):
   * `information`, its malformed URIs and passwords are said as information, its links' missing targets too, since
   * tests write them so on purpose; `check`, as any other file's.
   */
  testFiles: TestFilesMode;
}

/** How test files are judged (`uriLint.testFiles`). */
export type TestFilesMode = 'information' | 'check';

/** How a diagnostic code is reported; `off` drops it. */
export type SeverityLevel = 'error' | 'warning' | 'information' | 'hint' | 'off';

/** The configuration section the server asks for. */
export const SETTINGS_SECTION = 'uriLint';

/** The JSON type of a setting, as package.json declares it. */
export type SettingType = 'boolean' | 'string' | 'number' | 'array' | 'object';

/** The scopes VS Code knows for a setting. */
export type SettingScope = 'application' | 'machine' | 'window' | 'resource' | 'language-overridable' | 'machine-overridable';

/**
 * The sections of the settings editor, in the order it shows them; each
 * setting names its section (`category`) and its place in it (`order`).
 * The first is titled as the extension, so VS Code lists its settings
 * under the extension's own heading, before the others. VS Code derives a
 * setting's label from its key ("uriLint.iri.strict" reads "Iri: Strict"
 * in its section): it has no title per setting. Where that label spells a
 * name as people do not write it ("Base Uri", "Iri", "Heading Ids"), the
 * description starts with the name as they do ("Base URI: …").
 */
export const SETTING_CATEGORIES = {
  general: 'URI Lint',
  checks: 'Checks',
  ignored: 'Ignored URIs',
  fixes: 'Fix All',
  links: 'Links and Relative References',
  limits: 'Limits',
} as const;

export type SettingCategory = keyof typeof SETTING_CATEGORIES;

/** One setting as package.json's `contributes.configuration` declares it. */
export interface SettingDefinition {
  /** The full key, e.g. `uriLint.iri.strict`. */
  key: string;
  /** The section of the settings editor it is in. */
  category: SettingCategory;
  /** Its place in that section: lower first, the setting people change most first. */
  order: number;
  /** The `Settings` property it fills. */
  property: keyof Settings;
  type: SettingType;
  default: unknown;
  /** One plain sentence (command-line help, JSON schema). */
  description: string;
  /** What the settings editor shows: the sentence, with an example or the fine print. */
  markdownDescription: string;
  scope: SettingScope;
  /** For arrays: the type of the items. */
  items?: { type: SettingType };
  /** For severity maps: the allowed values of each entry, and what each means; for a string, its allowed values. */
  enum?: readonly string[];
  enumDescriptions?: readonly string[];
  /** Smallest allowed number. */
  minimum?: number;
  /** For numbers: the `Settings` property is the value times this (`maxFileSizeMB` is in MB, `maxFileSize` in bytes). */
  scale?: number;
}

/**
 * A setting that another replaced, still read so that no configuration
 * breaks: when the new setting is absent or at its default and the old one
 * is given, the old one's value (times `scale`) is used. The manifest marks
 * it deprecated, pointing at the new one, and the settings editor hides it
 * unless it is set.
 */
export interface ReplacedSetting {
  key: string;
  replacedBy: string;
  property: keyof Settings;
  type: 'number';
  minimum: number;
  scale: number;
  scope: SettingScope;
  description: string;
  deprecationMessage: string;
}

/** The allowed severity values. */
export const SEVERITY_LEVELS: readonly SeverityLevel[] = ['error', 'warning', 'information', 'hint', 'off'];

/** What each severity value does, in the order of `SEVERITY_LEVELS`. */
export const SEVERITY_DESCRIPTIONS: readonly string[] = [
  'A red squiggle; counts as an error in the Problems panel and the command line.',
  'A yellow squiggle.',
  'A blue squiggle.',
  'Three dots under the start; not in the Problems panel.',
  'Not reported.',
];

/**
 * Schemes that may become links. `file` is in because relative references in a
 * file on disk resolve to `file:` URIs; schemes that run code are never links
 * whatever this says (see links.ts).
 */
const DEFAULT_LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'sftp', 'ssh', 'git', 'mailto', 'tel', 'news', 'nntp', 'irc', 'ircs', 'file'];

/** `uriLint.maxFileSizeMB` counts these: 1 MB = 2^20 bytes, as editors and `ls -h` count file sizes. */
export const MEGABYTE = 1024 * 1024;

/** The settings of a resource nobody configured. 16 MB so that the 9.6 MB docs corpus is linted. */
export const DEFAULT_SETTINGS: Settings = {
  enable: true,
  severity: {},
  ignoreSchemes: [],
  ignorePatterns: [],
  baseUri: '',
  maxFileSize: 16 * 1024 * 1024,
  // VS Code keeps 1,000 diagnostics per file.
  maxProblems: 1000,
  iriStrict: false,
  normalFormEnable: false,
  schemesEnable: true,
  fixAllFixes: [],
  linksSchemes: DEFAULT_LINK_SCHEMES,
  linksCheckFiles: true,
  linksRoot: '',
  linksMappings: {},
  linksDirectoryIndex: [],
  linksExtensions: [],
  languages: ['*'],
  linksHeadingIds: 'github',
  linksUpdateOnFileMove: 'prompt',
  defaultIgnores: true,
  testFiles: 'information',
};

/** Every setting; the settings editor orders them by `category` and `order`, the README's table too. */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  { key: 'uriLint.enable', category: 'general', order: 1, property: 'enable', type: 'boolean', default: DEFAULT_SETTINGS.enable, scope: 'resource',
    description: 'Check URIs in this resource: diagnostics, quick fixes, hovers and links.',
    markdownDescription: 'Check URIs in this resource: diagnostics, quick fixes, hovers and links. Set it to `false` in a folder\'s settings to leave that folder alone.' },
  { key: 'uriLint.languages', category: 'general', order: 3, property: 'languages', type: 'array', items: { type: 'string' }, default: DEFAULT_SETTINGS.languages, scope: 'resource',
    description: 'Language ids of the documents to check; "*" checks every language.',
    markdownDescription: '[Language ids](https://code.visualstudio.com/docs/languages/identifiers) of the documents to check; `"*"` checks every language. For example `["markdown", "html"]`.' },
  { key: 'uriLint.severity', category: 'general', order: 2, property: 'severity', type: 'object', enum: SEVERITY_LEVELS, enumDescriptions: SEVERITY_DESCRIPTIONS, default: DEFAULT_SETTINGS.severity, scope: 'resource',
    description: 'Severity per diagnostic code (for example {"password-in-userinfo": "error", "iri": "off"}): error, warning, information, hint or off.',
    markdownDescription: 'Severity per diagnostic code, overriding its default: `error`, `warning`, `information`, `hint` or `off`. For example `{ "password-in-userinfo": "error", "iri": "off" }`. Every code is listed with its default when you edit this in `settings.json`.' },
  { key: 'uriLint.ignoreSchemes', category: 'ignored', order: 2, property: 'ignoreSchemes', type: 'array', items: { type: 'string' }, default: DEFAULT_SETTINGS.ignoreSchemes, scope: 'resource',
    description: 'Schemes whose URIs are not checked (any case), for example ["data"].',
    markdownDescription: 'Schemes whose URIs are not checked (any case), for example `["data", "blob"]`.' },
  { key: 'uriLint.ignorePatterns', category: 'ignored', order: 1, property: 'ignorePatterns', type: 'array', items: { type: 'string' }, default: DEFAULT_SETTINGS.ignorePatterns, scope: 'resource',
    description: 'URIs not to check: a glob over the whole URI ("*" any characters, "?" one character), or a regular expression written as /pattern/flags. At most 100,000 patterns are used, of which 1,000 regular expressions.',
    markdownDescription: 'URIs not to check, each matched against the whole URI: a glob (`*` any characters, `?` one character), or a regular expression written as `/pattern/flags`. For example `["https://example.com/*", "/^urn:x-/i"]`. At most 100,000 patterns are used, of which 1,000 regular expressions; you are told when there are more.' },
  { key: 'uriLint.defaultIgnores', category: 'ignored', order: 3, property: 'defaultIgnores', type: 'boolean', default: DEFAULT_SETTINGS.defaultIgnores, scope: 'resource',
    description: 'Leave out files nobody edits, as GitHub leaves them out of diffs: vendored folders (vendor/, third_party/, node_modules, .yarn/), generated files (lock files, source maps, files marked generated, files the repository\'s task files name as a command\'s output), minified and binary files; .gitattributes linguist-vendored and linguist-generated count too.',
    markdownDescription: 'Leave out files nobody edits, as GitHub leaves them out of diffs and language statistics: vendored folders and build output (`vendor/`, `third_party/`, `node_modules`, `.yarn/releases/`, `dist/`…), generated files (lock files, source maps, files whose first lines say they are generated, files the repository\'s own task files name as a command\'s output: a justfile\'s, a Makefile\'s or package.json\'s script `gen > docs/cli.md`, typedoc\'s `out`), minified files (by their line lengths, whatever their extension) and binary files (by their content). `.gitattributes` `linguist-vendored` and `linguist-generated` count too, and `linguist-vendored=false` brings a file back. Set it to `false` (or run `uri-lint --no-default-ignores`) to check them all.' },
  { key: 'uriLint.testFiles', category: 'checks', order: 4, property: 'testFiles', type: 'string', enum: ['information', 'check'], default: DEFAULT_SETTINGS.testFiles, scope: 'resource',
    enumDescriptions: [
      'A test file\'s malformed URIs, passwords and links to missing files are information: tests write them so on purpose.',
      'Test files are judged as any other file.',
    ],
    description: 'How test files are judged (files below test, spec, fixtures, testdata or __snapshots__ folders, a fuzzer\'s inputs (a corpus, seeds, crashes), and files named as tests: *_test.go, test_*.py, *.test.ts, *.spec.js, *Test.java, *_spec.rb…): information (their errors and warnings said as information, since tests hold malformed URIs on purpose) or check (as any file).',
    markdownDescription: 'How test files are judged: files below `test/`, `tests/`, `spec/`, `fixtures/`, `testdata/` or `__snapshots__/` folders (not their READMEs), a fuzzer\'s inputs (its corpus, seeds, queue and crashes below a `fuzz/` folder, a seed corpus, `crash-<sha1>`), and files named as their language names tests (`*_test.go`, `test_*.py`, `*.test.ts`, `*.spec.js`, `*Test.java`, `*Tests.cs`, `*Spec.scala`, `*_spec.rb`…). `information` (the default): what would be an error or a warning there (a malformed URI, a password in the userinfo, a link to a missing file) is information, its message saying why, since a test\'s inputs are malformed on purpose; the command line\'s summary and the editor\'s output channel say so once. `check`: test files are judged as any other file (or run `uri-lint --check-test-files`).' },
  { key: 'uriLint.baseUri', category: 'links', order: 5, property: 'baseUri', type: 'string', default: DEFAULT_SETTINGS.baseUri, scope: 'resource',
    description: 'Absolute URI against which relative references resolve when the document has no <base href> and its own URI is not hierarchical (for example untitled documents).',
    markdownDescription: 'Base URI: the absolute URI against which relative references resolve (RFC 3986 §5.1.4) when the document has no `<base href>` and its own URI is not hierarchical, as in untitled documents. For example `https://example.com/docs/`.' },
  { key: 'uriLint.maxFileSizeMB', category: 'limits', order: 1, property: 'maxFileSize', type: 'number', minimum: 0, scale: MEGABYTE, default: DEFAULT_SETTINGS.maxFileSize / MEGABYTE, scope: 'resource',
    description: 'Documents larger than this many megabytes (1 MB = 1,048,576 bytes of UTF-8) are not checked.',
    markdownDescription: 'Documents larger than this many megabytes (1 MB = 1,048,576 bytes of UTF-8) are not checked; you are told once when one is skipped. Fractions are allowed: `0.5` is 512 KB.' },
  { key: 'uriLint.maxProblems', category: 'limits', order: 2, property: 'maxProblems', type: 'number', minimum: 1, default: DEFAULT_SETTINGS.maxProblems, scope: 'resource',
    description: 'The most problems shown at once for one document in the editor, at most 1,000 in VS Code. A document with more shows those on and near the lines in view and at the cursor, then the rest by severity; the command line reports all.',
    markdownDescription: 'The most problems shown at once for one document in the editor; VS Code keeps at most 1,000 per file, so a larger value counts as 1,000 there. A document with more (a generated file with thousands of malformed URIs) shows those on and near the lines in view and at the cursor, then the rest by severity, and follows as you scroll; the status item says how many of how many are shown, and the output channel says so once. The command line reports all.' },
  { key: 'uriLint.iri.strict', category: 'checks', order: 1, property: 'iriStrict', type: 'boolean', default: DEFAULT_SETTINGS.iriStrict, scope: 'resource',
    description: 'Report IRIs (URIs with non-ASCII characters, RFC 3987) as errors instead of information.',
    markdownDescription: 'IRI: report IRIs (URIs with non-ASCII characters, [RFC 3987](https://www.rfc-editor.org/rfc/rfc3987)) as errors instead of information. *Fix all* converts them to URIs when `uriLint.fixAll.fixes` names `iri-to-uri`.' },
  { key: 'uriLint.normalForm.enable', category: 'checks', order: 2, property: 'normalFormEnable', type: 'boolean', default: DEFAULT_SETTINGS.normalFormEnable, scope: 'resource',
    description: 'Report URIs that are not in the normal form of RFC 3986 §6.',
    markdownDescription: 'Report URIs that are not in the normal form of [RFC 3986 §6](https://www.rfc-editor.org/rfc/rfc3986#section-6) (for example `HTTP://Example.COM:80/a/./b`), and let *Fix all* lowercase their scheme and host.' },
  { key: 'uriLint.schemes.enable', category: 'checks', order: 3, property: 'schemesEnable', type: 'boolean', default: DEFAULT_SETTINGS.schemesEnable, scope: 'resource',
    description: 'Check http, https, ws, wss, file, mailto, urn, data and tel URIs against their own RFCs, and hint at misspelled schemes (htps, mialto).',
    markdownDescription: 'Check `http`, `https`, `ws`, `wss`, `file`, `mailto`, `urn`, `data` and `tel` URIs against their own RFCs (for example `https:/example.com` has no host), and hint at misspelled schemes (`htps`, `mialto`). Each code can also be set in `uriLint.severity`.' },
  { key: 'uriLint.fixAll.fixes', category: 'fixes', order: 1, property: 'fixAllFixes', type: 'array', items: { type: 'string' }, default: DEFAULT_SETTINGS.fixAllFixes, scope: 'resource',
    description: 'The fixes Fix all (and uri-lint --fix) applies: fix ids to add, "!id" to leave out, "*" for all; the first that matches a fix decides. By default the fixes that keep what each URI identifies.',
    markdownDescription: 'The fixes *Fix all* (`source.fixAll.uriLint`, also on save) and `uri-lint --fix` apply, as in `eslint.codeActionsOnSave.rules`: a fix id adds it, `!id` leaves it out, `*` matches any; the first entry that matches a fix decides. A fix no entry matches is applied when it keeps what the URI identifies (the fixes are listed in docs/cli.md). For example `["iri-to-uri"]` also converts IRIs, `["!lowercase"]` leaves case alone, `["encode", "!*"]` only percent-encodes. Each fix applies only to problems that are reported.' },
  { key: 'uriLint.links.schemes', category: 'links', order: 4, property: 'linksSchemes', type: 'array', items: { type: 'string' }, default: DEFAULT_SETTINGS.linksSchemes, scope: 'resource',
    description: 'Schemes that become clickable links. Schemes that run code (command, javascript, vscode…) never do.',
    markdownDescription: 'Schemes that become clickable links. Schemes that run code (`command`, `javascript`, `vscode`…) never do, whatever this says.' },
  { key: 'uriLint.links.checkFiles', category: 'links', order: 1, property: 'linksCheckFiles', type: 'boolean', default: DEFAULT_SETTINGS.linksCheckFiles, scope: 'resource',
    description: 'Check that links to files of the workspace (relative links in Markdown and HTML, /root links, file: URIs, mapped URLs) lead to a file, in the exact letter case.',
    markdownDescription: 'Check that links to files of the workspace lead to a file, spelled in the exact letter case: relative links in Markdown and HTML (`[guide](../docs/guide.md)`), root-relative links (`/docs/guide.md`, see `uriLint.links.root`), `file:` URIs and URLs `uriLint.links.mappings` maps to a folder. Reports `link-missing-file` and `link-case-mismatch`.' },
  { key: 'uriLint.links.root', category: 'links', order: 2, property: 'linksRoot', type: 'string', default: DEFAULT_SETTINGS.linksRoot, scope: 'resource',
    description: 'The folder a root-relative link (/docs/a.md) starts from, relative to the workspace folder; empty: the workspace folder.',
    markdownDescription: 'The folder a root-relative link (`/docs/a.md`) starts from, relative to the workspace folder, as a site\'s root: for example `site` or `docs/public`. Empty: the workspace folder.' },
  { key: 'uriLint.links.mappings', category: 'links', order: 3, property: 'linksMappings', type: 'object', default: DEFAULT_SETTINGS.linksMappings, scope: 'resource',
    description: 'Absolute URL prefixes that stand for folders of the workspace (relative to it), so links to your own repository or site are checked offline, for example {"https://github.com/org/repo/blob/main/": ".", "https://docs.example.com/": "site/"}.',
    markdownDescription: 'Absolute URL prefixes that stand for folders of the workspace (relative to the workspace folder), so links to your own repository or documentation site are checked offline, as lychee\'s `--remap` does for its network checks. For example `{ "https://github.com/org/repo/blob/main/": ".", "https://docs.example.com/": "site/" }`; the longest prefix wins.' },
  { key: 'uriLint.links.directoryIndex', category: 'links', order: 6, property: 'linksDirectoryIndex', type: 'array', items: { type: 'string' }, default: DEFAULT_SETTINGS.linksDirectoryIndex, scope: 'resource',
    description: 'File names a linked folder must hold one of (for example ["index.html", "README.md"]); empty: any folder is a valid target.',
    markdownDescription: 'File names a linked folder must hold one of, as a web server serves `index.html` for `docs/`: for example `["index.html", "README.md"]`. Empty: any folder is a valid target.' },
  { key: 'uriLint.links.extensions', category: 'links', order: 7, property: 'linksExtensions', type: 'array', items: { type: 'string' }, default: DEFAULT_SETTINGS.linksExtensions, scope: 'resource',
    description: 'Extensions tried when a linked file is missing, as static-site generators resolve /about to about.html (for example [".html", ".md"]).',
    markdownDescription: 'Extensions tried, in order, when a linked file is missing, as static-site generators resolve `/about` to `about.html` or `about.md`: for example `[".html", ".md"]`. Empty: a link names its file exactly.' },
  { key: 'uriLint.links.headingIds', category: 'links', order: 8, property: 'linksHeadingIds', type: 'string', enum: ['github', 'gitlab'], default: DEFAULT_SETTINGS.linksHeadingIds, scope: 'resource',
    enumDescriptions: [
      'Lowercase, punctuation and emoji removed, each space a "-" (GitHub, and VS Code\'s Markdown preview).',
      'Lowercase, punctuation and emoji removed, each space a "-", a run of "-" made one (GitLab).',
    ],
    description: 'Whose rules make the id of a Markdown heading, which a link\'s fragment (#section) names: github or gitlab.',
    markdownDescription: 'Heading IDs: whose rules make the id of a Markdown heading, which a link\'s fragment (`#section`) names: `github` (`## Set-up & run` is `#set-up--run`) or `gitlab` (`#set-up-run`). Explicit `{#id}`s and HTML `id`s are anchors under both.' },
  { key: 'uriLint.links.updateOnFileMove', category: 'links', order: 9, property: 'linksUpdateOnFileMove', type: 'string', enum: ['never', 'prompt', 'always'], default: DEFAULT_SETTINGS.linksUpdateOnFileMove, scope: 'resource',
    enumDescriptions: [
      'Leave the links as they are.',
      'VS Code asks first whether to make the edit (OK, Show Preview, Skip Changes); its refactor preview lists the changes ticked.',
      'Rewrite the links at once.',
    ],
    description: 'When a file or folder is moved or renamed in the editor, rewrite every link to it and the relative links inside it, in every file type whose links are checked: never, prompt or always.',
    markdownDescription: 'When a file or folder is moved or renamed in the editor (the Explorer), rewrite every link to it in the workspace\'s files and the relative links inside it, each in its own style, in every file type whose links are checked (Markdown, HTML, JSON and YAML `$ref`, AsciiDoc…): `never`, `prompt` (VS Code asks first, OK, Show Preview or Skip Changes, the preview listing the changes ticked) or `always`. Where VS Code\'s own `#markdown.updateLinksOnFileMove.enabled#` is on, Markdown\'s own links in Markdown files are left to it.' },
];

/** Settings that others replaced, still read (see `ReplacedSetting`). */
export const REPLACED_SETTINGS: readonly ReplacedSetting[] = [
  { key: 'uriLint.maxFileSize', replacedBy: 'uriLint.maxFileSizeMB', property: 'maxFileSize', type: 'number', minimum: 0, scale: 1, scope: 'resource',
    description: 'Documents larger than this many bytes are not checked. Replaced by uriLint.maxFileSizeMB, in megabytes; still read when uriLint.maxFileSizeMB is not set.',
    deprecationMessage: 'Use `uriLint.maxFileSizeMB`, in megabytes (`16` for 16,777,216 bytes). This setting, in bytes, is still read while `uriLint.maxFileSizeMB` is not set.' },
];

/** `maxFileSize` (bytes) as the settings say it: `uriLint.maxFileSizeMB (16 MB)`. */
export function maxFileSizeText(bytes: number): string {
  const megabytes = bytes / MEGABYTE;
  // Enough digits to tell a limit set in bytes (40 bytes is 0.0000381 MB) from zero.
  const shown = Number.isInteger(megabytes) ? String(megabytes) : String(Number(megabytes.toPrecision(3)));
  return `uriLint.maxFileSizeMB (${shown} MB${Number.isInteger(megabytes) ? '' : `, ${bytes} bytes`})`;
}

/**
 * Validates a `workspace/configuration` answer for the `uriLint` section.
 * Accepts nested objects (`{ iri: { strict: true } }`, as VS Code answers) and
 * dotted keys (`{ 'iri.strict': true }`); anything missing or of the wrong
 * type takes its value in `base` (the defaults unless given; a severity map
 * is laid over `base`'s code by code). Never throws.
 */
export function resolveSettings(raw: unknown, base: Settings = DEFAULT_SETTINGS): Settings {
  const settings: Settings = { ...base, severity: base === DEFAULT_SETTINGS ? {} : { ...base.severity } };
  if (!isObject(raw)) return settings;
  for (const definition of SETTING_DEFINITIONS) {
    const value = lookup(raw, definition.key.slice(SETTINGS_SECTION.length + 1));
    const valid = readSetting(definition, value).value;
    if (valid === undefined) continue;
    (settings as unknown as Record<string, unknown>)[definition.property] = definition.property === 'severity'
      ? { ...settings.severity, ...(valid as object) }
      : typeof valid === 'number' && definition.scale ? valid * definition.scale : valid;
  }
  for (const old of REPLACED_SETTINGS) {
    const value = lookup(raw, old.key.slice(SETTINGS_SECTION.length + 1));
    if (typeof value !== 'number' || !Number.isFinite(value) || value < old.minimum) continue;
    // VS Code answers with every setting's default: the new one at its default counts as not set.
    const replacement = SETTING_DEFINITIONS.find((d) => d.key === old.replacedBy)!;
    const current = lookup(raw, replacement.key.slice(SETTINGS_SECTION.length + 1));
    if (current === undefined || current === null || current === replacement.default) {
      (settings as unknown as Record<string, unknown>)[old.property] = value * old.scale;
    }
  }
  return settings;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The settings (full keys) `raw` sets, flat (`links.root`) or nested (`links: { root }`), to a valid value. */
export function settingsIn(raw: unknown): string[] {
  if (!isObject(raw)) return [];
  return SETTING_DEFINITIONS.filter((d) => readSetting(d, lookup(raw, d.key.slice(SETTINGS_SECTION.length + 1))).value !== undefined).map((d) => d.key);
}

/** Reads `a.b.c` either as a flat key or as nested objects. */
function lookup(raw: Record<string, unknown>, path: string): unknown {
  if (path in raw) return raw[path];
  let current: unknown = raw;
  for (const part of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[part];
  }
  return current;
}

/**
 * The names a strict reading holds a setting's entries to, which only the
 * rules know: the diagnostic codes (`severity`'s keys) and the fix selectors
 * (`fixAll.fixes`' items).
 */
export interface KnownNames {
  codes: readonly string[];
  fixSelectors: readonly string[];
}

/** What is wrong with a setting's value: where below its key, and the message, given the name the key is shown by. */
export interface SettingProblem {
  /** The path below the key to the value at fault (an array's index, a map's key). */
  path: (string | number)[];
  /** True when the fault is the key at the end of `path` (a map's unknown key), not its value. */
  atKey: boolean;
  say(name: string): string;
}

/**
 * The one reading of a setting's value by its definition, for the editor's
 * settings and the configuration files alike: `value` is what of it is valid
 * (undefined: nothing, the default applies; an array or map keeps its valid
 * entries), and `problem` what a configuration file is told when any of it
 * is not (with `names`, the codes and fix ids are checked too). Linear in the
 * value's size; never throws.
 */
export function readSetting(definition: SettingDefinition | ReplacedSetting, value: unknown, names?: KnownNames): { value: unknown; problem?: SettingProblem } {
  const enumOf = 'enum' in definition ? definition.enum : undefined;
  const wrong = (what: string, path: (string | number)[] = []): SettingProblem => ({ path, atKey: false, say: (name) => `"${name}" must be ${what}` });
  switch (definition.type) {
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { value: undefined, problem: wrong('true or false') };
    case 'string': {
      const read = typeof value === 'string' && (!enumOf || enumOf.includes(value.trim())) ? value.trim() : undefined;
      return typeof value === 'string' && (!enumOf || enumOf.includes(value)) ? { value: read } : { value: read, problem: wrong('a string') };
    }
    case 'number': {
      const ok = typeof value === 'number' && Number.isFinite(value) && value >= (definition.minimum ?? -Infinity);
      return ok ? { value } : { value: undefined, problem: wrong(`a number${definition.minimum === undefined ? '' : ` of at least ${definition.minimum}`}`) };
    }
    case 'array': {
      const selectors = definition.property === 'fixAllFixes' ? names?.fixSelectors : undefined;
      const what = definition.property === 'fixAllFixes' && names ? fixSelectorsExpected(names) : 'an array of strings';
      if (!Array.isArray(value)) return { value: undefined, problem: wrong(what) };
      const bad = value.findIndex((v) => typeof v !== 'string' || (selectors !== undefined && !selectors.includes(v)));
      return { value: value.filter((v): v is string => typeof v === 'string'), ...(bad >= 0 ? { problem: wrong(what, [bad]) } : {}) };
    }
    case 'object':
      if (!isObject(value)) return { value: undefined, problem: wrong(enumOf ? 'an object of diagnostic code to severity' : 'an object') };
      return enumOf ? severities(value, enumOf, names) : strings(value);
  }
}

/** `fixAll.fixes`' expected value, in words. */
function fixSelectorsExpected(names: KnownNames): string {
  return `an array of fix ids, each alone or after "!", or "*" (fixes: ${names.fixSelectors.filter((name) => name !== '*' && !name.startsWith('!')).join(', ')})`;
}

/** A map of strings, its other entries dropped; an entry that is not a string is a problem. */
function strings(value: Record<string, unknown>): { value: Record<string, string>; problem?: SettingProblem } {
  const entries = Object.entries(value);
  const bad = entries.find((entry) => typeof entry[1] !== 'string');
  const kept = Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { value: kept, ...(bad ? { problem: { path: [bad[0]], atKey: false, say: (name: string) => `"${name}" must be an object` } } : {}) };
}

/**
 * A severity map's valid entries (a level in any case, `info` for
 * `information`); the problem is an unknown code (with `names`), first in
 * the map's order, else the first code in the rules' order set to no level
 * as written.
 */
function severities(value: Record<string, unknown>, levels: readonly string[], names: KnownNames | undefined): { value: Partial<Record<string, SeverityLevel>>; problem?: SettingProblem } {
  const out: Partial<Record<string, SeverityLevel>> = {};
  for (const [code, level] of Object.entries(value)) {
    const lower = typeof level === 'string' ? level.toLowerCase() : '';
    const normal = lower === 'info' ? 'information' : lower;
    if ((SEVERITY_LEVELS as readonly string[]).includes(normal)) out[code] = normal as SeverityLevel;
  }
  if (!names) return { value: out };
  const known = new Set(names.codes);
  const unknown = Object.keys(value).find((code) => !known.has(code));
  if (unknown !== undefined) {
    return { value: out, problem: { path: [unknown], atKey: true, say: (name) => `"${name}" names an unknown diagnostic code "${unknown}" (codes: ${names.codes.join(', ')})` } };
  }
  const wrong = names.codes.find((code) => code in value && !(typeof value[code] === 'string' && levels.includes(value[code])));
  if (wrong === undefined) return { value: out };
  return { value: out, problem: { path: [wrong], atKey: false, say: (name) => `"${name}" sets "${wrong}" to ${JSON.stringify(value[wrong])}; use one of ${levels.join(', ')}` } };
}
