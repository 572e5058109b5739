/**
 * The VS Code language id of a file from its name, as VS Code picks it
 * (the file associations of its built-in language extensions, and the
 * first line for files without a known name), so that the finder reads a
 * file on disk as the editor reads it when it is open. A file VS Code does
 * not know is `plaintext`.
 */
import path from 'node:path';

/** `id: names…`: extensions start with a dot and match the end of the name; the rest are whole file names. Lowercase. */
const ASSOCIATIONS: ReadonlyArray<[string, string]> = [
  ['markdown', '.md .mkd .mdwn .mdown .markdown .markdn .mdtxt .mdtext .workbook'],
  ['mdx', '.mdx'],
  ['html', '.html .htm .shtml .xhtml .xht .mdoc .jsp .asp .aspx .jshtm .volt .ejs .rhtml'],
  ['xml', '.xml .xsd .ascx .atom .axml .axaml .bpmn .csl .csproj .dita .ditamap .dtd .ent .fsproj .fxml .iml ' +
    '.jmx .launch .menu .mxml .nuspec .opml .owl .proj .props .pt .pubxml .rdf .rng .rss .shproj .storyboard .svg ' +
    '.targets .tld .tmx .vbproj .vcxproj .wsdl .wxi .wxl .wxs .xaml .xbl .xib .xlf .xliff .xpdl .xul .xoml .plist'],
  ['xsl', '.xsl .xslt'],
  ['jsonc', '.jsonc .code-workspace .eslintrc .eslintrc.json .jsfmtrc .jshintrc .swcrc .hintrc .babelrc ' +
    'tsconfig.json jsconfig.json launch.json tasks.json keybindings.json extensions.json settings.json ' +
    'devcontainer.json .devcontainer.json babel.config.json .babelrc.json typedoc.json'],
  ['json', '.json .bowerrc .jscsrc .webmanifest .js.map .css.map .ts.map .har .jslintrc .jsonld .geojson .vuerc composer.lock .watchmanconfig'],
  ['jsonl', '.jsonl .ndjson'],
  ['json5', '.json5'],
  ['dockercompose', 'compose.yml compose.yaml docker-compose.yml docker-compose.yaml'],
  ['yaml', '.yaml .yml .eyaml .eyml .cff .clang-format .clang-tidy .gemrc'],
  ['javascript', '.js .es6 .mjs .cjs .pac jakefile'],
  ['javascriptreact', '.jsx'],
  ['typescript', '.ts .cts .mts'],
  ['typescriptreact', '.tsx'],
  ['python', '.py .rpy .pyw .cpy .gyp .gypi .pyi .ipy .pyt sconstruct sconscript'],
  ['shellscript', '.sh .bash .bashrc .bash_aliases .bash_profile .bash_login .ebuild .profile .bash_logout .xprofile ' +
    '.xsession .xsessionrc .zsh .zshrc .zprofile .zlogin .zlogout .zshenv .zsh-theme .fish .ksh .csh .cshrc .tcshrc ' +
    '.yashrc .yash_profile apkbuild pkgbuild .envrc .hushlogin zshrc zshenv zlogin zprofile zlogout'],
  ['bat', '.bat .cmd'],
  ['powershell', '.ps1 .psm1 .psd1 .pssc .psrc'],
  ['c', '.c .i'],
  ['cpp', '.cpp .cppm .cc .ccm .cxx .cxxm .c++ .c++m .hpp .hh .hxx .h++ .h .ii .ino .inl .ipp .ixx .tpp .txx'],
  ['cuda-cpp', '.cu .cuh'],
  ['objective-c', '.m'],
  ['objective-cpp', '.mm'],
  ['csharp', '.cs .csx .cake'],
  ['fsharp', '.fs .fsi .fsx .fsscript'],
  ['java', '.java .jav'],
  ['groovy', '.groovy .gvy .gradle .jenkinsfile .nf jenkinsfile'],
  ['kotlin', '.kt .kts'],
  ['scala', '.scala .sc'],
  ['go', '.go'],
  ['rust', '.rs'],
  ['swift', '.swift'],
  ['dart', '.dart'],
  ['php', '.php .php4 .php5 .phtml .ctp'],
  ['ruby', '.rb .rbx .rjs .gemspec .rake .ru .erb .podspec .rbi rakefile gemfile guardfile podfile capfile vagrantfile brewfile'],
  ['perl', '.pl .pm .pod .t .psgi'],
  ['raku', '.raku .rakumod .rakutest .rakudoc .p6 .pl6 .pm6'],
  ['lua', '.lua'],
  ['r', '.r .rhistory .rprofile .rt'],
  ['julia', '.jl'],
  ['sql', '.sql .dsql'],
  ['css', '.css'],
  ['scss', '.scss'],
  ['less', '.less'],
  ['dockerfile', '.dockerfile .containerfile dockerfile containerfile'],
  ['makefile', '.mak .mk makefile gnumakefile'],
  ['ini', '.ini'],
  ['properties', '.properties .cfg .conf .directory .gitattributes .gitconfig .gitmodules .editorconfig .npmrc gitconfig'],
  ['toml', '.toml'],
  ['clojure', '.clj .cljs .cljc .cljx .clojure .edn'],
  ['coffeescript', '.coffee .cson .iced'],
  ['haskell', '.hs'],
  ['elixir', '.ex .exs'],
  ['erlang', '.erl .hrl'],
  ['vb', '.vb .brs .vbs .bas .vba'],
  ['handlebars', '.handlebars .hbs .hjs'],
  ['razor', '.cshtml .razor'],
  ['vue', '.vue'],
  ['svelte', '.svelte'],
  ['astro', '.astro'],
  ['latex', '.tex .ltx .ctx'],
  ['tex', '.sty .cls .bbx .cbx'],
  ['bibtex', '.bib'],
  ['restructuredtext', '.rst'],
  ['asciidoc', '.adoc .asciidoc .asc'],
  ['jupyter', '.ipynb'],
  ['diff', '.diff .patch .rej'],
  ['log', '.log'],
  ['ignore', '.gitignore .npmignore .dockerignore .eslintignore .prettierignore .urilintignore'],
  ['dotenv', '.env'],
  ['po', '.po .pot'],
  ['rc', '.rc'],
  ['plaintext', '.txt'],
];

const BY_NAME = new Map<string, string>();
const BY_EXTENSION = new Map<string, string>();
for (const [id, names] of ASSOCIATIONS) {
  for (const name of names.split(' ')) (name.startsWith('.') ? BY_EXTENSION : BY_NAME).set(name, id);
}
/** The longest extension listed, in dots (`.eslintrc.json` has two). */
const MAX_DOTS = 2;

/** `#!` interpreters and the language of their scripts (VS Code's `firstLine` patterns). */
const SHEBANG: ReadonlyArray<[RegExp, string]> = [
  [/^(?:ba|z|k|da|a|c|tc|fi|ya)?sh$/, 'shellscript'],
  [/^python[\d.]*$/, 'python'],
  [/^(?:node|deno|bun)$/, 'javascript'],
  [/^(?:ts-node|tsx)$/, 'typescript'],
  [/^ruby$/, 'ruby'],
  [/^perl[\d.]*$/, 'perl'],
  [/^php[\d.]*$/, 'php'],
  [/^lua[\d.]*$/, 'lua'],
  [/^(?:pwsh|powershell)$/, 'powershell'],
  [/^make$/, 'makefile'],
];

/**
 * The language id of the file `filePath` whose text is `text` (only its first
 * line is read, and only when the name says nothing): an exact file name
 * first, then the longest known extension, then a `#!` line or an XML
 * declaration.
 */
export function languageOf(filePath: string, text = ''): string {
  const name = path.basename(filePath).toLowerCase();
  const byName = BY_NAME.get(name) ?? (name.startsWith('.') ? BY_EXTENSION.get(name) : undefined);
  if (byName) return byName;
  let dot = name.indexOf('.', 1);
  for (let dots = countDots(name); dot >= 0; dot = name.indexOf('.', dot + 1), dots--) {
    if (dots > MAX_DOTS) continue;
    const id = BY_EXTENSION.get(name.slice(dot));
    if (id) return id;
  }
  if (/^(?:dockerfile|containerfile)\./.test(name)) return 'dockerfile';
  return languageOfFirstLine(text.slice(0, 256).split('\n', 1)[0]!);
}

function countDots(name: string): number {
  let dots = 0;
  for (let i = 1; i < name.length; i++) if (name.charCodeAt(i) === 0x2e) dots++;
  return dots;
}

function languageOfFirstLine(line: string): string {
  if (line.startsWith('<?xml')) return 'xml';
  const shebang = /^#!\s*(\S+)(?:\s+(?:-\S+\s+)*(\S+))?/.exec(line);
  if (!shebang) return 'plaintext';
  const program = path.basename(shebang[1]!);
  const interpreter = program === 'env' ? (shebang[2] ?? '') : program;
  return SHEBANG.find(([re]) => re.test(interpreter))?.[1] ?? 'plaintext';
}
