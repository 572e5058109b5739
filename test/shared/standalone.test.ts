/**
 * The core runs anywhere JavaScript does (ARCHITECTURE.md: "shared/ knows
 * nothing of LSP, VS Code or Node"): its build is loaded here in a bare
 * V8 context with no Node globals (no process, Buffer, require of
 * built-ins), as a browser worker would see it, and used.
 */
import type * as Core from '@uri-lint/shared';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vm from 'node:vm';

const OUT = path.dirname(require.resolve('@uri-lint/shared'));

/** A CommonJS loader that resolves only the core's own relative modules. */
function loadIsolated(): Record<string, unknown> {
  const context = vm.createContext({});
  const cache = new Map<string, Record<string, unknown>>();
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached !== undefined) return cached;
    const module = { exports: {} as Record<string, unknown> };
    cache.set(file, module.exports);
    const localRequire = (spec: string): unknown => {
      if (!spec.startsWith('.')) throw new Error(`the core requires "${spec}", which a browser does not have`);
      const target = path.resolve(path.dirname(file), spec);
      return load(fs.existsSync(target + '.js') ? target + '.js' : path.join(target, 'index.js'));
    };
    const wrapper = vm.runInContext(`(function (exports, require, module) {${fs.readFileSync(file, 'utf8')}\n})`, context, { filename: file });
    wrapper(module.exports, localRequire, module);
    cache.set(file, module.exports);
    return module.exports;
  };
  return load(path.join(OUT, 'index.js'));
}

describe('the core needs no Node.js (it runs in a browser worker as is)', () => {
  const core = loadIsolated() as typeof Core;

  it('the context really has no Node globals', () => {
    assert.equal(vm.runInNewContext('typeof process + typeof Buffer + typeof require'), 'undefinedundefinedundefined');
  });

  it('parses, resolves, normalizes and finds there', () => {
    assert.equal(core.parse('http://h:80a/').errors[0]!.code, 'invalid-port');
    assert.equal(core.resolve('http://a/b/c/d;p?q', '../g'), 'http://a/b/g');
    assert.equal(core.normalize('HTTP://Example.COM/%7e'), 'http://example.com/~');
    assert.equal(core.encode('a b/é', 'segment'), 'a%20b%2F%C3%A9');
    assert.deepEqual(Array.from(core.findUris('see <http://a.example/x> and mailto:a@b.example.'), (f) => f.text), ['http://a.example/x', 'mailto:a@b.example']);
  });
});
