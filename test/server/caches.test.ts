/**
 * The service's one cache policy (service/caches.ts): a cache keeps at most
 * its limit, a full one drops its oldest entry first, and a value is made
 * once while it is kept, an undefined one too.
 */
import assert from 'node:assert/strict';
import { BoundedCache, CACHE_LIMITS } from '@uri-lint/server/service';

describe('BoundedCache: one policy for the service caches', () => {
  it('keeps at most its limit, dropping the oldest entry first', () => {
    const cache = new BoundedCache<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) cache.set(key, i);
    assert.equal(cache.size, 3);
    assert.equal(cache.has('a'), false);
    assert.deepEqual(['b', 'c', 'd'].map((key) => cache.get(key)), [1, 2, 3]);
  });

  it('setting a kept key again drops nothing', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    assert.deepEqual([cache.get('a'), cache.get('b'), cache.size], [3, 2, 2]);
  });

  it('getOrMake makes a value once while it is kept, an undefined one too', () => {
    const cache = new BoundedCache<string, string | undefined>(2);
    let made = 0;
    const make = (value: string | undefined) => () => {
      made++;
      return value;
    };
    assert.equal(cache.getOrMake('x', make(undefined)), undefined);
    assert.equal(cache.getOrMake('x', make('late')), undefined);
    assert.equal(cache.getOrMake('y', make('y')), 'y');
    assert.equal(made, 2);
    cache.getOrMake('z', make('z'));
    assert.equal(cache.getOrMake('x', make('again')), 'again');
    assert.equal(made, 4);
  });

  it('every limit is a positive whole number', () => {
    for (const [name, limit] of Object.entries(CACHE_LIMITS)) assert.ok(Number.isInteger(limit) && limit > 0, name);
  });
});
