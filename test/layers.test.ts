/**
 * Guard rails of the architecture (ARCHITECTURE.md at the repository's
 * root, "Code map" and "Invariants"): who may import whom, read from the
 * sources. The core, the contract, the language service, the document store
 * and the LSP wiring run in a browser worker as well as in Node, so none of
 * them may import a Node built-in or a Node-only entry; the contract imports
 * nothing at all; the command line, the wiring and the store reach the
 * service through its facade (never its internal entry), whose one value is
 * `createLanguageService`; the server's helpers over plain data
 * (server/src/shared) import nothing else of the server; no module is part of an import cycle;
 * the browser build holds no Node built-in (scripts/build.js's check, itself
 * tested); no function of the sources takes a positional boolean flag or more
 * than six parameters; and CONTRIBUTING.md's Layout names every top-level folder.
 */
import * as assert from 'node:assert/strict';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { BuildOptions, Plugin } from 'esbuild';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

/** A source file and what it imports (specifiers as written, type-only imports included). */
interface SourceFile {
  file: string;
  imports: string[];
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|\brequire\(\s*'([^']+)'\s*\)|\bimport\(\s*'([^']+)'\s*\)/g;

function sources(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(rel));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      const text = fs.readFileSync(path.join(ROOT, rel), 'utf8');
      out.push({ file: rel, imports: [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]!) });
    }
  }
  return out;
}

/** The file a relative specifier names, as a path from the root; undefined for packages. */
function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(path.join(ROOT, candidate))) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
/** Entries that exist for one platform only. */
const PLATFORM_ENTRIES = [/^vscode-languageserver\/node$/, /^vscode-languageserver-protocol\/node$/, /^vscode-jsonrpc\/node$/, /\/browser$/, /^vscode$/];

function platformSpecific(specifier: string): boolean {
  return NODE_BUILTINS.has(specifier) || NODE_BUILTINS.has(specifier.split('/')[0]!) || PLATFORM_ENTRIES.some((re) => re.test(specifier));
}

/** The folders that run in Node and in a browser worker alike. */
const PORTABLE = ['shared/src', 'server/src/contract', 'server/src/shared', 'server/src/config', 'server/src/service', 'server/src/documents', 'server/src/lsp'];

describe('layers', () => {
  describe('portable layers import nothing platform-specific', () => {
    for (const dir of PORTABLE) {
      it(dir, () => {
        const offending = sources(dir).flatMap(({ file, imports }) => imports.filter(platformSpecific).map((s) => `${file}: ${s}`));
        assert.deepEqual(offending, []);
      });
    }
  });

  it('the core imports no package at all', () => {
    const offending = sources('shared/src').flatMap(({ file, imports }) => imports.filter((s) => !s.startsWith('.')).map((s) => `${file}: ${s}`));
    assert.deepEqual(offending, []);
  });

  it('the contract imports nothing outside itself, so the client can bundle it alone', () => {
    const offending = sources('server/src/contract').flatMap(({ file, imports }) =>
      imports.filter((s) => !s.startsWith('./')).map((s) => `${file}: ${s}`));
    assert.deepEqual(offending, []);
  });

  it('the server\'s helpers over plain data (server/src/shared) import nothing else of the server: packages and the core only', () => {
    const offending = sources('server/src/shared').flatMap(({ file, imports }) => imports.map((s) => resolveLocal(file, s))
      .filter((t) => t !== undefined && !t.startsWith('server/src/shared/')).map((t) => `${file}: ${t}`));
    assert.deepEqual(offending, []);
  });

  it('the language service and the document store never import the wiring, an entry or the command line', () => {
    const upper = /^server\/src\/(lsp|node|browser|cli)\//;
    const offending = [...sources('server/src/service'), ...sources('server/src/documents'), ...sources('server/src/contract')]
      .flatMap(({ file, imports }) => imports.map((s) => resolveLocal(file, s)).filter((t) => t && upper.test(t)).map((t) => `${file}: ${t}`));
    assert.deepEqual(offending, []);
  });

  it('the command line, the wiring, the document store, the configuration and the entries use the language service through its facade only, never its internal entry', () => {
    const offending = ['server/src/cli', 'server/src/lsp', 'server/src/documents', 'server/src/config', 'server/src/node', 'server/src/browser'].flatMap((dir) => sources(dir))
      .flatMap(({ file, imports }) => imports.map((s) => resolveLocal(file, s))
        .filter((t) => t?.startsWith('server/src/service/') && t !== 'server/src/service/index.ts').map((t) => `${file}: ${t}`));
    assert.deepEqual(offending, []);
  });

  it('the service\'s facade is one interface: createLanguageService is its one value, the rest are types (the groups of what the layers above use are on the object it returns)', () => {
    const text = fs.readFileSync(path.join(ROOT, 'server/src/service/index.ts'), 'utf8');
    const values = [...text.matchAll(/^export\s+(?!type\b)(.*)$/gm)].flatMap(([, rest]) => {
      const named = /^\{([^}]*)\}/.exec(rest!);
      // `export { a, type B }`: the names not marked `type`; anything else (`export *`, `export const`…) as written.
      return named ? named[1]!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')) : [rest!];
    });
    assert.deepEqual(values, ['createLanguageService']);
  });

  it('the service\'s facade exports only the types a layer above it names (any other is the service\'s own, or internal.ts\'s)', () => {
    const text = fs.readFileSync(path.join(ROOT, 'server/src/service/index.ts'), 'utf8');
    const exported = [...text.matchAll(/^export type \{([^}]*)\}/gm)].flatMap(([, names]) => names!.split(',').map((n) => n.trim()).filter((n) => n));
    assert.ok(exported.includes('LanguageService') && exported.includes('FileAccess'), 'the facade\'s types were read');
    const above = ['server/src/cli', 'server/src/lsp', 'server/src/documents', 'server/src/config', 'server/src/node', 'server/src/browser', 'test', 'bench'].flatMap((dir) => sources(dir));
    const named = new Set(above.flatMap(({ file }) => [...fs.readFileSync(path.join(ROOT, file), 'utf8')
      .matchAll(/import (?:type )?\{([^}]*)\} from '(?:[./]*service\/index|@uri-lint\/server\/service|@uri-lint\/server)'/g)]
      .flatMap(([, names]) => names!.split(',').map((n) => n.trim().replace(/^type /, '')))));
    assert.deepEqual(exported.filter((name) => !named.has(name)), []);
  });

  it('no module keeps a cache of its own: a Map, Set, BoundedCache or VersionCache made empty at its top level (caches belong to an instance, service/caches.ts)', () => {
    const cache = /^(?:export )?(?:const|let) (\w+)(?::[^=]+)? = new (?:Map|Set|BoundedCache|VersionCache)\b(?:<.*>)?\((?:CACHE_LIMITS\.\w+)?\)/gm;
    // The compiled `uriLint.ignorePatterns` lists: the same for every workspace, kept for the process.
    const allowed = ['server/src/service/ignorePatterns.ts: cache'];
    const found = [...sources('shared/src'), ...sources('server/src')].flatMap(({ file }) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(cache)].map((m) => `${file}: ${m[1]}`));
    assert.deepEqual(found, allowed);
  });

  it('no module keeps a Map or Set per workspace\'s facts: what grows with the documents asked about is a BoundedCache (service/caches.ts)', () => {
    const perFacts = /^(?:export )?const (\w+) = new WeakMap<LinkFacts, (?!.*BoundedCache<)/gm;
    const found = [...sources('shared/src'), ...sources('server/src')].flatMap(({ file }) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(perFacts)].map((m) => `${file}: ${m[1]}`));
    assert.deepEqual(found, []);
  });

  it('no function takes a positional boolean flag or more than six parameters: an options record (`{ strict: true }`) or two functions', () => {
    // The check itself: each shape of a flag is seen, an options record is not.
    assert.deepEqual(flagParameters('a.ts', 'function f(s: string, strict: boolean) {}\nconst g = (x = false) => x;\nclass C { constructor(readonly on?: boolean | undefined) {} m(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7) {} }\n'
      + 'function h({ strict }: { strict: boolean }) {}'), ['a.ts: f', 'a.ts: g', 'a.ts: C', 'a.ts: m']);
    // Each exemption: `file: name`, with why a positional boolean is the clearer call there (none so far).
    const exempt: string[] = [];
    const files = [...sources('shared/src'), ...sources('server/src')];
    assert.ok(files.length > 200, 'the sources were read');
    const found = files.flatMap(({ file }) => flagParameters(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    assert.deepEqual(found.filter((name) => !exempt.includes(name)), []);
  });

  for (const dir of ['shared/src', 'server/src']) {
    it(`no import cycle in ${dir}`, () => {
      const graph = new Map<string, string[]>();
      for (const { file, imports } of sources(dir)) {
        graph.set(file, imports.map((s) => resolveLocal(file, s)).filter((t): t is string => t !== undefined));
      }
      assert.deepEqual(cycles(graph), []);
    });
  }

  it('CONTRIBUTING.md\'s Layout names every top-level folder, and every folder it names exists', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
    // Build output and installed packages (.gitignore) are not the project's folders.
    const ignored = new Set(['node_modules', 'out', 'dist', '.git', '.bench-cache']);
    const folders = fs.readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isDirectory() && !ignored.has(e.name)).map((e) => e.name);
    assert.deepEqual(folders.filter((name) => !layout.includes(`\`${name}/`)), []);
    // The first column of each row: the folders, from the root.
    const named = layout.split('\n').filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([\w./-]+\/)`/g)].map((m) => m[1]!));
    assert.ok(named.length > 15, 'the Layout table was read');
    assert.deepEqual(named.filter((folder) => !fs.existsSync(path.join(ROOT, folder))), []);
  });

  it('every file and folder ARCHITECTURE.md names exists (a path from the root or a source folder; a bare name in the folder its section names)', () => {
    const architecture = fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
    // What it cites of other projects (and of a user's: a Flutter project's `web/`, a repository's root `package.json`,
    // a configuration file), and what the build makes (the package's declarations, scripts/build-packages.js).
    const elsewhere = new Set(['docs/dev/architecture.md', 'index.d.ts', 'web/', 'package.json', '.urilintrc.json']);
    const isPath = (t: string): boolean => (/\.(ts|js|mjs|json|md)$/.test(t) || /^[\w.-]+(\/[\w.-]+)*\/$/.test(t)) && !elsewhere.has(t);
    const bases = ['', 'shared/src/', 'server/src/', 'server/src/service/', 'client/src/', 'test/'];
    const isDir = (p: string): boolean => fs.existsSync(path.join(ROOT, p)) && fs.statSync(path.join(ROOT, p)).isDirectory();
    // Each name with the folders a bare name may be in: those its heading names (`### \`server/src/cli/\``); in a
    // list item that opens with a folder (`- \`links/\`:`), that folder below them too; under a heading that names
    // none (Outside the sources), the root and the folders from the root its text names. A folder (`cli/`) or a path
    // (`links/target.ts`) is read from the root, a source folder or those folders.
    const named: { name: string; folders: string[] }[] = [];
    for (const section of architecture.split(/^(?=#{2,3} )/m)) {
      const heading = section.slice(0, section.indexOf('\n'));
      let folders = [...heading.matchAll(/`([\w./-]+\/)`/g)].map((m) => m[1]!);
      if (folders.length === 0) folders = ['', ...[...section.matchAll(/`([\w.-]+\/)`/g)].map((m) => m[1]!).filter(isDir)];
      let item: string[] = [];
      for (const line of section.split('\n').slice(1)) {
        const opens = /^- `([\w./-]+\/)`/.exec(line);
        if (opens) item = folders.map((f) => f + opens[1]!).filter(isDir);
        else if (!line.startsWith('  ')) item = [];
        for (const m of line.matchAll(/`([^`\s*]+)`/g)) if (isPath(m[1]!)) named.push({ name: m[1]!, folders: [...folders, ...item] });
      }
    }
    assert.ok(named.length > 300, 'the paths of ARCHITECTURE.md were read');
    const exists = ({ name, folders }: { name: string; folders: string[] }): boolean => name.includes('/')
      ? [...bases, ...folders].some((b) => fs.existsSync(path.join(ROOT, b, name)))
      : folders.some((f) => fs.existsSync(path.join(ROOT, f, name)));
    assert.deepEqual(named.filter((n) => !exists(n)).map((n) => `${n.name} (in ${n.folders.join(', ') || 'the root'})`), []);
  });

  it('ARCHITECTURE.md\'s code map names every folder of the sources', () => {
    const architecture = fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
    const dirs = ['shared/src', 'server/src', 'client/src'].flatMap((root) => [...(root === 'server/src' ? [] : [root]), ...fs.readdirSync(path.join(ROOT, root), { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'types').map((e) => `${root}/${e.name}`)]);
    assert.deepEqual(dirs.filter((dir) => !architecture.includes(`\`${dir}/\``)), []);
  });

  describe('the browser build (scripts/build.js) holds no Node built-in', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const script = require(path.join(ROOT, 'scripts/build.js')) as {
      TARGETS: Record<string, { platform: string }>;
      options(target: string, production: boolean): BuildOptions;
      noNodeBuiltins: Plugin;
    };
    const browserTargets = Object.keys(script.TARGETS).filter((t) => script.TARGETS[t]!.platform === 'browser');

    it('both browser targets exist: the client\'s entry and the server\'s worker', () => {
      assert.deepEqual(browserTargets.sort(), ['browserClient', 'browserServer']);
    });

    for (const target of browserTargets) {
      it(`${target} bundles with the check on, from the sources`, async function () {
        this.timeout(60_000);
        const result = await build({ ...script.options(target, false), write: false, logLevel: 'silent', sourcemap: false });
        assert.deepEqual(result.errors, []);
        assert.ok(result.outputFiles.some((f) => f.text.includes('uri-lint')), 'the bundle holds URI Lint');
      });
    }

    it('the check fails on a Node built-in, however named (punycode, node:fs, fs/promises), and lets the npm punycode/ through', async () => {
      const bundle = async (code: string) => {
        try {
          await build({ stdin: { contents: code, resolveDir: ROOT }, bundle: true, platform: 'browser', write: false, logLevel: 'silent', plugins: [script.noNodeBuiltins] });
          return 'built';
        } catch (error) {
          return (error as { errors: { text: string }[] }).errors.map((e) => e.text.replace(/, imported by.*/, '')).join('; ');
        }
      };
      assert.equal(await bundle("require('punycode')"), '"punycode" is a Node built-in');
      assert.equal(await bundle("require('node:fs')"), '"node:fs" is a Node built-in');
      assert.equal(await bundle("require('fs/promises')"), '"fs/promises" is a Node built-in');
      assert.equal(await bundle("require('path')"), '"path" is a Node built-in');
      assert.equal(await bundle("require('punycode/')"), 'built');
    });
  });
});

/**
 * The functions of a source file (`file: name`; a constructor by its class's name) with a positional boolean
 * parameter (`x: boolean`, `x?: boolean`, `x: boolean | undefined`, `x = false`) or more than six parameters.
 */
function flagParameters(file: string, text: string): string[] {
  const isFlag = (p: ts.ParameterDeclaration): boolean => p.type
    ? p.type.kind === ts.SyntaxKind.BooleanKeyword || (ts.isUnionTypeNode(p.type) && p.type.types.some((t) => t.kind === ts.SyntaxKind.BooleanKeyword))
    : p.initializer?.kind === ts.SyntaxKind.TrueKeyword || p.initializer?.kind === ts.SyntaxKind.FalseKeyword;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && (node.parameters.some(isFlag) || node.parameters.length > 6)) {
      const named = ts.isConstructorDeclaration(node) ? node.parent.name : node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
      found.push(`${file}: ${named?.getText(source) ?? `line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every cycle of the graph, each as its files in order (Tarjan's strongly connected components, size > 1 or a self-import). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
